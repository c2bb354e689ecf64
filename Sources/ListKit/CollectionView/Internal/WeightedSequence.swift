/// An ordered sequence of non-negative weights (line heights) that answers prefix sums and finds
/// the element containing an offset, with inserts, removals and updates anywhere, all in O(log n).
///
/// Small sequences (up to `smallLimit` elements, the common case: a section with a few items) are a
/// plain array scanned linearly; larger ones are an implicit treap whose nodes carry subtree sums
/// and sizes, stored as parallel arrays (no per-node allocation).
///
/// Each element also carries a payload that is stored but not summed (an item's measured width).
///
/// Copies share storage until one of them changes (copy on write); a copy costs one retain.
struct WeightedSequence {
    static let smallLimit = 64

    /// The treap of a large sequence, in a class so that a sequence is one reference wide.
    final class TreeStorage {
        var treap: Treap
        init(_ treap: Treap) { self.treap = treap }
    }

    /// Small sequences: the weights and, in a parallel array, the payloads.
    struct SmallStorage {
        var weights: [Int]
        var payloads: [Int32]
    }

    private enum Storage {
        case small(SmallStorage)
        case tree(TreeStorage)
    }

    private var storage: Storage

    /// The number of weights, kept beside the storage: reading it copies nothing (a section's item
    /// count is read for every section of a batch's full check). 32 bits: a section layout stays small.
    private var storedCount: Int32

    /// The number of weights.
    private(set) var count: Int {
        get { Int(storedCount) }
        set {
            precondition(newValue <= Int(Int32.max), "WeightedSequence holds at most \(Int32.max) weights")
            storedCount = Int32(newValue)
        }
    }

    /// An empty sequence.
    init() {
        storage = .small(SmallStorage(weights: [], payloads: []))
        storedCount = 0
    }

    /// A sequence of `weights`, with payloads `payloads` (zeros when `nil`; otherwise as many as
    /// weights). O(n).
    init(_ weights: [Int], payloads: [Int32]? = nil) {
        let payloads = payloads ?? [Int32](repeating: 0, count: weights.count)
        precondition(payloads.count == weights.count, "WeightedSequence needs one payload per weight")
        storage = weights.count <= Self.smallLimit ? .small(SmallStorage(weights: weights, payloads: payloads))
            : .tree(TreeStorage(Treap(weights, payloads: payloads)))
        precondition(weights.count <= Int(Int32.max), "WeightedSequence holds at most \(Int32.max) weights")
        storedCount = Int32(weights.count)
    }

    /// The sum of all weights. O(1) for trees, O(n) for small sequences.
    var total: Int {
        switch storage {
        case .small(let small): small.weights.reduce(0, +)
        case .tree(let tree): tree.treap.total
        }
    }

    /// Runs `body` on the treap, copying it first if another sequence shares it.
    private mutating func mutateTree<Result>(_ body: (inout Treap) -> Result) -> Result {
        guard case .tree(var tree) = storage else { preconditionFailure("not a tree") }
        storage = .small(SmallStorage(weights: [], payloads: []))   // drop our reference: uniqueness can be checked
        if !isKnownUniquelyReferenced(&tree) { tree = TreeStorage(tree.treap) }
        let result = body(&tree.treap)
        storage = .tree(tree)
        return result
    }

    /// Runs `body` on the small array in place.
    private mutating func mutateSmall<Result>(_ body: (inout SmallStorage) -> Result) -> Result {
        guard case .small(var small) = storage else { preconditionFailure("not small") }
        storage = .small(SmallStorage(weights: [], payloads: []))
        let result = body(&small)
        storage = .small(small)
        return result
    }

    private var isSmall: Bool {
        if case .small = storage { return true }
        return false
    }

    /// The weight at `index`. O(log n).
    subscript(index: Int) -> Int {
        get {
            switch storage {
            case .small(let small): small.weights[index]
            case .tree(let tree): tree.treap.entry(at: index).weight
            }
        }
        set {
            if isSmall {
                mutateSmall { $0.weights[index] = newValue }
            } else {
                mutateTree { $0.setWeight(newValue, at: index) }
            }
        }
    }

    /// The weight and the payload at `index`. O(log n).
    func entry(at index: Int) -> (weight: Int, payload: Int32) {
        switch storage {
        case .small(let small): (small.weights[index], small.payloads[index])
        case .tree(let tree): tree.treap.entry(at: index)
        }
    }

    /// Replaces the weight and the payload at `index`. O(log n).
    mutating func setEntry(weight: Int, payload: Int32, at index: Int) {
        if isSmall {
            mutateSmall {
                $0.weights[index] = weight
                $0.payloads[index] = payload
            }
        } else {
            mutateTree { $0.setWeight(weight, payload: payload, at: index) }
        }
    }

    /// The sum of the weights before `index` (`0...count`). O(log n).
    func prefixSum(_ index: Int) -> Int {
        switch storage {
        case .small(let small):
            var sum = 0
            for k in 0..<index { sum += small.weights[k] }
            return sum
        case .tree(let tree):
            return tree.treap.prefixSum(index)
        }
    }

    /// The index `i` with `prefixSum(i) <= offset < prefixSum(i + 1)`, skipping zero weights; `count`
    /// when `offset >= total`, 0 when `offset < 0`. O(log n).
    func index(containing offset: Int) -> Int {
        if offset < 0 { return 0 }
        switch storage {
        case .small(let small):
            var sum = 0
            for (k, weight) in small.weights.enumerated() {
                sum += weight
                if offset < sum { return k }
            }
            return small.weights.count
        case .tree(let tree):
            return tree.treap.index(containing: offset)
        }
    }

    /// Inserts `weight`, with `payload`, at `index`. O(log n).
    mutating func insert(_ weight: Int, payload: Int32 = 0, at index: Int) {
        if isSmall {
            let grown = mutateSmall { small -> SmallStorage? in
                small.weights.insert(weight, at: index)
                small.payloads.insert(payload, at: index)
                return small.weights.count > Self.smallLimit * 2 ? small : nil
            }
            if let grown { storage = .tree(TreeStorage(Treap(grown.weights, payloads: grown.payloads))) }
        } else {
            mutateTree { $0.insert(weight, payload: payload, at: index) }
        }
        count += 1
    }

    /// Removes the element at `index` and returns its weight. O(log n).
    @discardableResult
    mutating func remove(at index: Int) -> Int { removeEntry(at: index).weight }

    /// Removes the element at `index` and returns its weight and payload. O(log n).
    @discardableResult
    mutating func removeEntry(at index: Int) -> (weight: Int, payload: Int32) {
        let removed = isSmall ? mutateSmall { ($0.weights.remove(at: index), $0.payloads.remove(at: index)) }
            : mutateTree { $0.remove(at: index) }
        count -= 1
        return removed
    }

    /// The weights in order. O(n).
    var elements: [Int] {
        switch storage {
        case .small(let small): small.weights
        case .tree(let tree): tree.treap.inOrder().weights
        }
    }

    /// The payloads in order. O(n).
    var payloads: [Int32] {
        switch storage {
        case .small(let small): small.payloads
        case .tree(let tree): tree.treap.inOrder().payloads
        }
    }
}

extension WeightedSequence {
    /// The ways the sequence breaks its invariants, one sentence each; empty when it keeps them.
    ///
    /// The stored count is the storage's; a small sequence has a payload per weight; a tree keeps
    /// the treap's invariants (``Treap/_checkInvariants()``). Checked in debug builds only: a
    /// release build returns `[]` at once.
    /// - Complexity: O(*n*).
    func _checkInvariants() -> [String] {
        #if DEBUG
        switch storage {
        case .small(let small):
            var violations: [String] = []
            if small.weights.count != small.payloads.count {
                violations.append("\(small.weights.count) weights but \(small.payloads.count) payloads")
            }
            if small.weights.count != count { violations.append("count \(count) but \(small.weights.count) weights") }
            return violations
        case .tree(let tree):
            var violations = tree.treap._checkInvariants().map { "treap: \($0)" }
            if violations.isEmpty && tree.treap.count != count {
                violations.append("count \(count) but \(tree.treap.count) nodes in the treap")
            }
            return violations
        }
        #else
        return []
        #endif
    }
}

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
    /// count is read for every section of a batch's full check).
    private(set) var count: Int

    /// An empty sequence.
    init() {
        storage = .small(SmallStorage(weights: [], payloads: []))
        count = 0
    }

    /// A sequence of `weights`, with payloads `payloads` (zeros when `nil`; otherwise as many as
    /// weights). O(n).
    init(_ weights: [Int], payloads: [Int32]? = nil) {
        let payloads = payloads ?? [Int32](repeating: 0, count: weights.count)
        precondition(payloads.count == weights.count, "WeightedSequence needs one payload per weight")
        storage = weights.count <= Self.smallLimit ? .small(SmallStorage(weights: weights, payloads: payloads))
            : .tree(TreeStorage(Treap(weights, payloads: payloads)))
        count = weights.count
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

/// An implicit treap (positions, not keys, order the nodes) with subtree sums.
struct Treap {
    private var weights: [Int] = []
    private var payloads: [Int32] = []
    private var sums: [Int] = []
    private var sizes: [Int32] = []
    private var priorities: [UInt32] = []
    private var lefts: [Int32] = []
    private var rights: [Int32] = []
    private var freeList: [Int32] = []
    private var root: Int32 = -1
    private var seed: UInt64 = 0x2545_F491_4F6C_DD1D

    init() {}

    /// Builds a balanced treap over `weights` in O(n): a Cartesian tree on random priorities.
    init(_ initial: [Int], payloads initialPayloads: [Int32]) {
        reserve(initial.count)
        var stack: [Int32] = []
        for (weight, payload) in zip(initial, initialPayloads) {
            let node = makeNode(weight, payload: payload)
            var last: Int32 = -1
            while let top = stack.last, priorities[Int(top)] < priorities[Int(node)] {
                last = stack.removeLast()
            }
            lefts[Int(node)] = last
            if let top = stack.last { rights[Int(top)] = node }
            stack.append(node)
        }
        root = stack.first ?? -1
        // Sums and sizes, children before parents (post-order, iteratively).
        var order: [Int32] = []
        order.reserveCapacity(initial.count)
        var pending: [Int32] = root >= 0 ? [root] : []
        while let node = pending.popLast() {
            order.append(node)
            if lefts[Int(node)] >= 0 { pending.append(lefts[Int(node)]) }
            if rights[Int(node)] >= 0 { pending.append(rights[Int(node)]) }
        }
        for node in order.reversed() { update(node) }
    }

    var count: Int { root >= 0 ? Int(sizes[Int(root)]) : 0 }
    var total: Int { root >= 0 ? sums[Int(root)] : 0 }

    private mutating func reserve(_ capacity: Int) {
        weights.reserveCapacity(capacity)
        payloads.reserveCapacity(capacity)
        sums.reserveCapacity(capacity)
        sizes.reserveCapacity(capacity)
        priorities.reserveCapacity(capacity)
        lefts.reserveCapacity(capacity)
        rights.reserveCapacity(capacity)
    }

    private mutating func nextPriority() -> UInt32 {
        // xorshift64*: deterministic, so layouts (and tests) are reproducible.
        seed ^= seed >> 12
        seed ^= seed << 25
        seed ^= seed >> 27
        return UInt32(truncatingIfNeeded: (seed &* 0x2545_F491_4F6C_DD1D) >> 32)
    }

    private mutating func makeNode(_ weight: Int, payload: Int32) -> Int32 {
        let priority = nextPriority()
        if let node = freeList.popLast() {
            let k = Int(node)
            weights[k] = weight
            payloads[k] = payload
            sums[k] = weight
            sizes[k] = 1
            priorities[k] = priority
            lefts[k] = -1
            rights[k] = -1
            return node
        }
        weights.append(weight)
        payloads.append(payload)
        sums.append(weight)
        sizes.append(1)
        priorities.append(priority)
        lefts.append(-1)
        rights.append(-1)
        return Int32(weights.count - 1)
    }

    private func size(_ node: Int32) -> Int { node >= 0 ? Int(sizes[Int(node)]) : 0 }
    private func sum(_ node: Int32) -> Int { node >= 0 ? sums[Int(node)] : 0 }

    private mutating func update(_ node: Int32) {
        let k = Int(node)
        sizes[k] = Int32(1 + size(lefts[k]) + size(rights[k]))
        sums[k] = weights[k] + sum(lefts[k]) + sum(rights[k])
    }

    /// Splits `node` into the first `index` elements and the rest.
    private mutating func split(_ node: Int32, _ index: Int) -> (Int32, Int32) {
        if node < 0 { return (-1, -1) }
        let k = Int(node)
        let leftSize = size(lefts[k])
        if index <= leftSize {
            let (a, b) = split(lefts[k], index)
            lefts[k] = b
            update(node)
            return (a, node)
        } else {
            let (a, b) = split(rights[k], index - leftSize - 1)
            rights[k] = a
            update(node)
            return (node, b)
        }
    }

    private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
        if a < 0 { return b }
        if b < 0 { return a }
        if priorities[Int(a)] > priorities[Int(b)] {
            rights[Int(a)] = merge(rights[Int(a)], b)
            update(a)
            return a
        } else {
            lefts[Int(b)] = merge(a, lefts[Int(b)])
            update(b)
            return b
        }
    }

    /// Sets the child of `parent` on the side `isLeft` (or the root, when `parent` is -1) to `node`.
    private mutating func link(_ node: Int32, under parent: Int32, isLeft: Bool) {
        if parent < 0 {
            root = node
        } else if isLeft {
            lefts[Int(parent)] = node
        } else {
            rights[Int(parent)] = node
        }
    }

    /// Inserts top-down: walks to the new node's place by priority, adding its weight to the sums
    /// on the way, and splits only the subtree it takes over. Expected O(log n).
    mutating func insert(_ weight: Int, payload: Int32, at index: Int) {
        precondition(index >= 0 && index <= count, "WeightedSequence insert index \(index) out of 0...\(count)")
        let node = makeNode(weight, payload: payload)
        let priority = priorities[Int(node)]
        var parent: Int32 = -1
        var isLeft = false
        var current = root
        var remaining = index
        while current >= 0 && priorities[Int(current)] > priority {
            let k = Int(current)
            sizes[k] += 1
            sums[k] += weight
            parent = current
            let leftSize = size(lefts[k])
            if remaining <= leftSize {
                isLeft = true
                current = lefts[k]
            } else {
                remaining -= leftSize + 1
                isLeft = false
                current = rights[k]
            }
        }
        let (a, b) = split(current, remaining)
        lefts[Int(node)] = a
        rights[Int(node)] = b
        update(node)
        link(node, under: parent, isLeft: isLeft)
    }

    /// Removes top-down: subtracts the weight from the sums on the way to the node, then puts the
    /// merge of its children in its place. Expected O(log n).
    mutating func remove(at index: Int) -> (weight: Int, payload: Int32) {
        precondition(index >= 0 && index < count, "WeightedSequence remove index \(index) out of 0..<\(count)")
        let removed = entry(at: index)
        var parent: Int32 = -1
        var isLeft = false
        var current = root
        var remaining = index
        while true {
            let k = Int(current)
            let leftSize = size(lefts[k])
            if remaining == leftSize { break }
            sizes[k] -= 1
            sums[k] -= removed.weight
            parent = current
            if remaining < leftSize {
                isLeft = true
                current = lefts[k]
            } else {
                remaining -= leftSize + 1
                isLeft = false
                current = rights[k]
            }
        }
        let k = Int(current)
        link(merge(lefts[k], rights[k]), under: parent, isLeft: isLeft)
        freeList.append(current)
        return removed
    }

    /// The weight and payload at `index`, found without allocating. O(log n).
    func entry(at index: Int) -> (weight: Int, payload: Int32) {
        precondition(index >= 0 && index < count, "WeightedSequence index \(index) out of 0..<\(count)")
        var node = root
        var remaining = index
        while node >= 0 {
            let k = Int(node)
            let leftSize = size(lefts[k])
            if remaining < leftSize {
                node = lefts[k]
            } else if remaining == leftSize {
                return (weights[k], payloads[k])
            } else {
                remaining -= leftSize + 1
                node = rights[k]
            }
        }
        preconditionFailure("WeightedSequence index \(index) out of 0..<\(count)")
    }

    /// Replaces the weight (and the payload, when given) at `index`: one walk to read the old
    /// weight, one to add the difference to the sums on the way. O(log n), no allocation.
    mutating func setWeight(_ weight: Int, payload: Int32? = nil, at index: Int) {
        let delta = weight - entry(at: index).weight
        var node = root
        var remaining = index
        while node >= 0 {
            let k = Int(node)
            sums[k] += delta
            let leftSize = size(lefts[k])
            if remaining < leftSize {
                node = lefts[k]
            } else if remaining == leftSize {
                weights[k] = weight
                if let payload { payloads[k] = payload }
                return
            } else {
                remaining -= leftSize + 1
                node = rights[k]
            }
        }
    }

    func prefixSum(_ index: Int) -> Int {
        precondition(index >= 0 && index <= count, "WeightedSequence prefix index \(index) out of 0...\(count)")
        var node = root
        var remaining = index
        var total = 0
        while node >= 0 && remaining > 0 {
            let k = Int(node)
            let leftSize = size(lefts[k])
            if remaining <= leftSize {
                node = lefts[k]
            } else {
                total += sum(lefts[k]) + weights[k]
                remaining -= leftSize + 1
                node = rights[k]
            }
        }
        return total
    }

    func index(containing offset: Int) -> Int {
        if offset >= total { return count }
        var node = root
        var remaining = offset
        var index = 0
        while node >= 0 {
            let k = Int(node)
            let leftSum = sum(lefts[k])
            if remaining < leftSum {
                node = lefts[k]
            } else if remaining < leftSum + weights[k] {
                return index + size(lefts[k])
            } else {
                remaining -= leftSum + weights[k]
                index += size(lefts[k]) + 1
                node = rights[k]
            }
        }
        return count
    }

    func inOrder() -> (weights: [Int], payloads: [Int32]) {
        var result: [Int] = []
        var resultPayloads: [Int32] = []
        result.reserveCapacity(count)
        resultPayloads.reserveCapacity(count)
        var stack: [Int32] = []
        var node = root
        while node >= 0 || !stack.isEmpty {
            while node >= 0 {
                stack.append(node)
                node = lefts[Int(node)]
            }
            let top = stack.removeLast()
            result.append(weights[Int(top)])
            resultPayloads.append(payloads[Int(top)])
            node = rights[Int(top)]
        }
        return (result, resultPayloads)
    }
}

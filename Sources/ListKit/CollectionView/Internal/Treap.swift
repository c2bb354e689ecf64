/// An implicit treap (positions, not keys, order the nodes) with subtree sums: the storage of a
/// large ``WeightedSequence``.
///
/// The nodes are one array of small structs (a node is one cache line or less): a walk from the
/// root touches one line per level. Each operation works on the array's memory directly, with one
/// uniqueness check, not one per node.
struct Treap {
    struct Node {
        var weight: Int
        var sum: Int
        var payload: Int32
        var size: Int32
        var priority: UInt32
        var left: Int32
        var right: Int32
    }

    private var nodes: [Node] = []
    private var freeList: [Int32] = []
    private var root: Int32 = -1
    private var seed: UInt64 = 0x2545_F491_4F6C_DD1D

    init() {}

    /// Builds a balanced treap over `weights` in O(n): a Cartesian tree on random priorities.
    init(_ initial: [Int], payloads initialPayloads: [Int32]) {
        nodes.reserveCapacity(initial.count)
        for (weight, payload) in zip(initial, initialPayloads) { _ = makeNode(weight, payload: payload) }
        let count = nodes.count
        root = nodes.withUnsafeMutableBufferPointer { buffer -> Int32 in
            let nodes = buffer.baseAddress!
            var stack: [Int32] = []
            for index in 0..<count {
                let node = Int32(index)
                var last: Int32 = -1
                while let top = stack.last, nodes[Int(top)].priority < nodes[index].priority {
                    last = stack.removeLast()
                }
                nodes[index].left = last
                if let top = stack.last { nodes[Int(top)].right = node }
                stack.append(node)
            }
            let root = stack.first ?? -1
            // Sums and sizes, children before parents (post-order, iteratively).
            var order: [Int32] = []
            order.reserveCapacity(count)
            var pending: [Int32] = root >= 0 ? [root] : []
            while let node = pending.popLast() {
                order.append(node)
                if nodes[Int(node)].left >= 0 { pending.append(nodes[Int(node)].left) }
                if nodes[Int(node)].right >= 0 { pending.append(nodes[Int(node)].right) }
            }
            for node in order.reversed() { Self.update(nodes, node) }
            return root
        }
    }

    var count: Int { root >= 0 ? Int(nodes[Int(root)].size) : 0 }
    var total: Int { root >= 0 ? nodes[Int(root)].sum : 0 }

    private mutating func nextPriority() -> UInt32 {
        // xorshift64*: deterministic, so layouts (and tests) are reproducible.
        seed ^= seed >> 12
        seed ^= seed << 25
        seed ^= seed >> 27
        return UInt32(truncatingIfNeeded: (seed &* 0x2545_F491_4F6C_DD1D) >> 32)
    }

    private mutating func makeNode(_ weight: Int, payload: Int32) -> Int32 {
        let node = Node(weight: weight, sum: weight, payload: payload, size: 1, priority: nextPriority(),
                        left: -1, right: -1)
        if let index = freeList.popLast() {
            nodes[Int(index)] = node
            return index
        }
        nodes.append(node)
        return Int32(nodes.count - 1)
    }

    /// Runs `body` on the nodes' memory (one uniqueness check for the whole operation). There must
    /// be a node.
    private mutating func withNodes<Result>(_ body: (UnsafeMutablePointer<Node>) -> Result) -> Result {
        nodes.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    /// Runs `body` on the nodes' memory, read only. There must be a node.
    private func readNodes<Result>(_ body: (UnsafePointer<Node>) -> Result) -> Result {
        nodes.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    private static func size(_ nodes: UnsafePointer<Node>, _ node: Int32) -> Int {
        node >= 0 ? Int(nodes[Int(node)].size) : 0
    }

    private static func sum(_ nodes: UnsafePointer<Node>, _ node: Int32) -> Int {
        node >= 0 ? nodes[Int(node)].sum : 0
    }

    private static func update(_ nodes: UnsafeMutablePointer<Node>, _ node: Int32) {
        let k = Int(node)
        let left = nodes[k].left
        let right = nodes[k].right
        nodes[k].size = Int32(1 + size(nodes, left) + size(nodes, right))
        nodes[k].sum = nodes[k].weight + sum(nodes, left) + sum(nodes, right)
    }

    /// Splits `node` into the first `index` elements and the rest.
    private static func split(_ nodes: UnsafeMutablePointer<Node>, _ node: Int32, _ index: Int) -> (Int32, Int32) {
        if node < 0 { return (-1, -1) }
        let k = Int(node)
        let leftSize = size(nodes, nodes[k].left)
        if index <= leftSize {
            let (a, b) = split(nodes, nodes[k].left, index)
            nodes[k].left = b
            update(nodes, node)
            return (a, node)
        } else {
            let (a, b) = split(nodes, nodes[k].right, index - leftSize - 1)
            nodes[k].right = a
            update(nodes, node)
            return (node, b)
        }
    }

    private static func merge(_ nodes: UnsafeMutablePointer<Node>, _ a: Int32, _ b: Int32) -> Int32 {
        if a < 0 { return b }
        if b < 0 { return a }
        if nodes[Int(a)].priority > nodes[Int(b)].priority {
            nodes[Int(a)].right = merge(nodes, nodes[Int(a)].right, b)
            update(nodes, a)
            return a
        } else {
            nodes[Int(b)].left = merge(nodes, a, nodes[Int(b)].left)
            update(nodes, b)
            return b
        }
    }

    /// Sets the child of `parent` on the side `isLeft` (or `root`, when `parent` is -1) to `node`.
    private static func link(_ nodes: UnsafeMutablePointer<Node>, _ node: Int32, under parent: Int32, isLeft: Bool,
                             root: inout Int32) {
        if parent < 0 {
            root = node
        } else if isLeft {
            nodes[Int(parent)].left = node
        } else {
            nodes[Int(parent)].right = node
        }
    }

    /// Inserts top-down: walks to the new node's place by priority, adding its weight to the sums
    /// on the way, and splits only the subtree it takes over. Expected O(log n).
    mutating func insert(_ weight: Int, payload: Int32, at index: Int) {
        precondition(index >= 0 && index <= count, "WeightedSequence insert index \(index) out of 0...\(count)")
        let node = makeNode(weight, payload: payload)
        var root = self.root
        withNodes { nodes in
            let priority = nodes[Int(node)].priority
            var parent: Int32 = -1
            var isLeft = false
            var current = root
            var remaining = index
            while current >= 0 && nodes[Int(current)].priority > priority {
                let k = Int(current)
                nodes[k].size += 1
                nodes[k].sum += weight
                parent = current
                let leftSize = Self.size(nodes, nodes[k].left)
                if remaining <= leftSize {
                    isLeft = true
                    current = nodes[k].left
                } else {
                    remaining -= leftSize + 1
                    isLeft = false
                    current = nodes[k].right
                }
            }
            let (a, b) = Self.split(nodes, current, remaining)
            nodes[Int(node)].left = a
            nodes[Int(node)].right = b
            Self.update(nodes, node)
            Self.link(nodes, node, under: parent, isLeft: isLeft, root: &root)
        }
        self.root = root
    }

    /// Removes top-down: subtracts the weight from the sums on the way to the node, then puts the
    /// merge of its children in its place. Expected O(log n).
    mutating func remove(at index: Int) -> (weight: Int, payload: Int32) {
        precondition(index >= 0 && index < count, "WeightedSequence remove index \(index) out of 0..<\(count)")
        let removed = entry(at: index)
        var root = self.root
        let freed = withNodes { nodes -> Int32 in
            var parent: Int32 = -1
            var isLeft = false
            var current = root
            var remaining = index
            while true {
                let k = Int(current)
                let leftSize = Self.size(nodes, nodes[k].left)
                if remaining == leftSize { break }
                nodes[k].size -= 1
                nodes[k].sum -= removed.weight
                parent = current
                if remaining < leftSize {
                    isLeft = true
                    current = nodes[k].left
                } else {
                    remaining -= leftSize + 1
                    isLeft = false
                    current = nodes[k].right
                }
            }
            let k = Int(current)
            let merged = Self.merge(nodes, nodes[k].left, nodes[k].right)
            Self.link(nodes, merged, under: parent, isLeft: isLeft, root: &root)
            return current
        }
        self.root = root
        freeList.append(freed)
        return removed
    }

    /// The weight and payload at `index`, found without allocating. O(log n).
    func entry(at index: Int) -> (weight: Int, payload: Int32) {
        precondition(index >= 0 && index < count, "WeightedSequence index \(index) out of 0..<\(count)")
        return readNodes { nodes in
            var node = root
            var remaining = index
            while node >= 0 {
                let k = Int(node)
                let leftSize = Self.size(nodes, nodes[k].left)
                if remaining < leftSize {
                    node = nodes[k].left
                } else if remaining == leftSize {
                    return (nodes[k].weight, nodes[k].payload)
                } else {
                    remaining -= leftSize + 1
                    node = nodes[k].right
                }
            }
            preconditionFailure("WeightedSequence index \(index) out of 0..<\(count)")
        }
    }

    /// Replaces the weight (and the payload, when given) at `index`: one walk to read the old
    /// weight, one to add the difference to the sums on the way. O(log n), no allocation.
    mutating func setWeight(_ weight: Int, payload: Int32? = nil, at index: Int) {
        let delta = weight - entry(at: index).weight
        let root = self.root
        withNodes { nodes in
            var node = root
            var remaining = index
            while node >= 0 {
                let k = Int(node)
                nodes[k].sum += delta
                let leftSize = Self.size(nodes, nodes[k].left)
                if remaining < leftSize {
                    node = nodes[k].left
                } else if remaining == leftSize {
                    nodes[k].weight = weight
                    if let payload { nodes[k].payload = payload }
                    return
                } else {
                    remaining -= leftSize + 1
                    node = nodes[k].right
                }
            }
        }
    }

    func prefixSum(_ index: Int) -> Int {
        precondition(index >= 0 && index <= count, "WeightedSequence prefix index \(index) out of 0...\(count)")
        guard root >= 0 else { return 0 }
        return readNodes { nodes in
            var node = root
            var remaining = index
            var total = 0
            while node >= 0 && remaining > 0 {
                let k = Int(node)
                let leftSize = Self.size(nodes, nodes[k].left)
                if remaining <= leftSize {
                    node = nodes[k].left
                } else {
                    total += Self.sum(nodes, nodes[k].left) + nodes[k].weight
                    remaining -= leftSize + 1
                    node = nodes[k].right
                }
            }
            return total
        }
    }

    func index(containing offset: Int) -> Int {
        if offset >= total || root < 0 { return count }
        return readNodes { nodes in
            var node = root
            var remaining = offset
            var index = 0
            while node >= 0 {
                let k = Int(node)
                let leftSum = Self.sum(nodes, nodes[k].left)
                if remaining < leftSum {
                    node = nodes[k].left
                } else if remaining < leftSum + nodes[k].weight {
                    return index + Self.size(nodes, nodes[k].left)
                } else {
                    remaining -= leftSum + nodes[k].weight
                    index += Self.size(nodes, nodes[k].left) + 1
                    node = nodes[k].right
                }
            }
            return count
        }
    }

    func inOrder() -> (weights: [Int], payloads: [Int32]) {
        var result: [Int] = []
        var resultPayloads: [Int32] = []
        result.reserveCapacity(count)
        resultPayloads.reserveCapacity(count)
        guard root >= 0 else { return ([], []) }
        readNodes { nodes in
            var stack: [Int32] = []
            var node = root
            while node >= 0 || !stack.isEmpty {
                while node >= 0 {
                    stack.append(node)
                    node = nodes[Int(node)].left
                }
                let top = stack.removeLast()
                result.append(nodes[Int(top)].weight)
                resultPayloads.append(nodes[Int(top)].payload)
                node = nodes[Int(top)].right
            }
        }
        return (result, resultPayloads)
    }
}

extension Treap {
    /// The ways the treap breaks its invariants, one sentence each; empty when it keeps them.
    ///
    /// Every node in use is reached from the root exactly once, its size and sum are its subtree's,
    /// and its priority is at least its children's (a heap); the nodes not reached are the free
    /// ones, each listed once. Checked in debug builds only: a release build returns `[]` at once.
    /// - Complexity: O(*n*), *n* being the number of nodes (free ones included).
    func _checkInvariants() -> [String] {
        #if DEBUG
        var violations: [String] = []
        guard root >= 0 else {
            if nodes.count != freeList.count {
                violations.append("no root, yet \(nodes.count - freeList.count) of \(nodes.count) nodes are not free")
            }
            return violations
        }
        guard Int(root) < nodes.count else { return ["root \(root) is out of 0..<\(nodes.count)"] }
        var reached = [Bool](repeating: false, count: nodes.count)
        // Children before parents: a pre-order walk, read backwards.
        var order: [Int32] = []
        var pending: [Int32] = [root]
        while let node = pending.popLast() {
            guard !reached[Int(node)] else {
                violations.append("node \(node) is reached twice")
                continue
            }
            reached[Int(node)] = true
            order.append(node)
            for child in [nodes[Int(node)].left, nodes[Int(node)].right] where child >= 0 {
                guard Int(child) < nodes.count else {
                    violations.append("node \(node) has child \(child), out of 0..<\(nodes.count)")
                    continue
                }
                if nodes[Int(child)].priority > nodes[Int(node)].priority {
                    violations.append("node \(child)'s priority is above its parent \(node)'s")
                }
                pending.append(child)
            }
        }
        guard violations.isEmpty else { return violations }
        for node in order.reversed() {
            let entry = nodes[Int(node)]
            let children = [entry.left, entry.right].filter { $0 >= 0 }.map { nodes[Int($0)] }
            let size = 1 + children.reduce(0) { $0 + Int($1.size) }
            let sum = entry.weight + children.reduce(0) { $0 + $1.sum }
            if Int(entry.size) != size { violations.append("node \(node) has size \(entry.size), its subtree \(size)") }
            if entry.sum != sum { violations.append("node \(node) has sum \(entry.sum), its subtree \(sum)") }
        }
        if Set(freeList).count != freeList.count { violations.append("a free node is listed twice") }
        for node in freeList where Int(node) < nodes.count && reached[Int(node)] {
            violations.append("free node \(node) is in the tree")
        }
        if order.count + freeList.count != nodes.count {
            violations.append("\(order.count) nodes in the tree and \(freeList.count) free, of \(nodes.count)")
        }
        return violations
        #else
        return []
        #endif
    }
}

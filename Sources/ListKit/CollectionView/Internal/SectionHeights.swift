/// The sections' heights, with their sums in blocks of 64 sections and a Fenwick tree over the
/// blocks: "where does section s start" and "which section is at line y" in O(log(s / 64) + 64),
/// a section's new height in O(log(s / 64)), and a batch's section changes in one O(s) pass of
/// bulk moves and sums — or, when they keep the number of sections and change only a few near
/// each other, only the blocks they touch.
///
/// One flat array of heights, moved in runs between the changes (a batch that inserts and removes
/// sections shifts every section after the first change anyway: the layouts array moves in bulk
/// too), and one small tree: 1/64 of the heights, rebuilt in a pass over the block sums. Summing a
/// block is a tight loop over contiguous memory; a tree over the sections themselves made each
/// change a walk whose dependent loads miss the cache at every level, and a rebuild a pass as long
/// as the heights.
struct SectionHeights {
    /// The sections of a block: 64, as a shift.
    static let blockShift = 6

    /// Each section's height.
    private(set) var heights: [Int]
    /// The Fenwick tree over the block sums, 1-based: `tree[i]` sums the heights of the `i & -i`
    /// blocks ending at block `i - 1` (block b holds sections `b * 64 ..< (b + 1) * 64`). `tree[0]`
    /// is unused.
    private var tree: [Int]
    /// The sum of all heights.
    private(set) var total: Int

    /// No sections.
    init() {
        heights = []
        tree = [0]
        total = 0
    }

    /// The sections of `heights`. O(s).
    ///
    /// Heights are expected to be non-negative (a section's parts are); ``index(containing:)``
    /// searches the sums as they are.
    init(_ heights: [Int]) {
        self.heights = heights
        tree = []
        total = 0
        rebuildSums()
    }

    /// The number of sections.
    var count: Int { heights.count }

    /// The heights in section order (as ``WeightedSequence/elements`` gives its weights). O(1).
    var elements: [Int] { heights }

    /// The number of blocks of `count` sections.
    private static func blockCount(_ count: Int) -> Int { (count + (1 << blockShift) - 1) >> blockShift }

    /// The height of `section`; setting it updates the sums. O(log(s / 64)).
    subscript(section: Int) -> Int {
        get { heights[section] }
        set {
            let delta = newValue - heights[section]
            guard delta != 0 else { return }
            heights[section] = newValue
            total += delta
            addToBlock(section >> Self.blockShift, delta)
        }
    }

    /// Adds `delta` to the sum of `block`. O(log(s / 64)).
    private mutating func addToBlock(_ block: Int, _ delta: Int) {
        tree.withUnsafeMutableBufferPointer { tree in
            var node = block + 1
            while node < tree.count {
                tree[node] += delta
                node += node & -node
            }
        }
    }

    /// The sum of the heights of the blocks before `block`. O(log(s / 64)).
    private func blocksPrefixSum(_ block: Int) -> Int {
        tree.withUnsafeBufferPointer { tree in
            var sum = 0
            var node = block
            while node > 0 {
                sum += tree[node]
                node &= node - 1
            }
            return sum
        }
    }

    /// The sum of the heights of the sections before `section` (`0...count`). O(log(s / 64) + 64).
    func prefixSum(_ section: Int) -> Int {
        precondition(section >= 0 && section <= count, "section \(section) out of 0...\(count)")
        let block = section >> Self.blockShift
        var sum = blocksPrefixSum(block)
        heights.withUnsafeBufferPointer { heights in
            for index in (block << Self.blockShift)..<section { sum &+= heights[index] }
        }
        return sum
    }

    /// The section whose lines hold line `offset`: the first with `prefixSum(s) <= offset <
    /// prefixSum(s + 1)` (sections of height 0 hold no line); `count` when `offset` is at or past
    /// the end, 0 when it is negative (as ``WeightedSequence/index(containing:)``).
    /// O(log(s / 64) + 64).
    func index(containing offset: Int) -> Int {
        if offset < 0 { return 0 }
        guard offset < total else { return count }
        // The largest number of leading blocks whose heights sum to at most `offset`.
        let (block, remaining) = tree.withUnsafeBufferPointer { tree in
            var position = 0
            var remaining = offset
            var step = 1
            while step * 2 < tree.count { step *= 2 }
            while step > 0 {
                let next = position + step
                if next < tree.count && tree[next] <= remaining {
                    position = next
                    remaining -= tree[next]
                }
                step /= 2
            }
            return (position, remaining)
        }
        // The section is in that block: the first whose lines pass `remaining`.
        return heights.withUnsafeBufferPointer { heights in
            var remaining = remaining
            let start = block << Self.blockShift
            for section in start..<min(heights.count, start + (1 << Self.blockShift)) {
                if remaining < heights[section] { return section }
                remaining -= heights[section]
            }
            return heights.count
        }
    }

    /// Takes out the sections at `removed` (old indexes, ascending, distinct) and puts in sections
    /// at `inserted` (new indexes, ascending, distinct, each an index of the result), with their
    /// heights; the others keep their order. The heights move in runs between the changes; the
    /// blocks' sums are made again from the first change on — or, when as many sections arrive as
    /// leave, only those of the blocks between the first and the last change.
    /// - Complexity: O(c + d) for c changes and the d sections from the first change on (bulk moves
    ///   and additions), plus O(log(s / 64)) per block summed; when the changes keep the count, d
    ///   counts only the blocks between the first and the last change.
    mutating func replace(removing removed: [Int], inserting inserted: [(section: Int, height: Int)]) {
        guard !removed.isEmpty || !inserted.isEmpty else { return }
        let oldCount = count
        let newCount = oldCount - removed.count + inserted.count
        precondition(newCount >= 0, "removing \(removed.count) of \(oldCount) sections")
        let first = min(removed.first ?? .max, inserted.first?.section ?? .max)
        if removed.count == inserted.count, let last = removed.last, let lastInserted = inserted.last?.section {
            // The sections outside first...last keep their places: only the blocks they span change.
            let firstBlock = first >> Self.blockShift
            let lastBlock = max(last, lastInserted) >> Self.blockShift
            if (lastBlock - firstBlock + 1) * 4 < Self.blockCount(oldCount) {
                let before = (firstBlock...lastBlock).map(blockSum)
                Self.splice(&heights, removing: removed, inserting: inserted)
                for (offset, block) in (firstBlock...lastBlock).enumerated() {
                    let delta = blockSum(block) - before[offset]
                    total += delta
                    if delta != 0 { addToBlock(block, delta) }
                }
                return
            }
        }
        // The blocks before the first change keep their sums and their tree nodes; the others are
        // summed again and their nodes appended.
        let firstBlock = min(first >> Self.blockShift, tree.count - 1)
        Self.splice(&heights, removing: removed, inserting: inserted)
        tree.removeLast(tree.count - 1 - firstBlock)
        total = blocksPrefixSum(firstBlock)
        for block in firstBlock..<Self.blockCount(heights.count) { appendBlock(sum: blockSum(block)) }
    }

    /// Adds the node of the block after the last one, whose heights sum to `sum`: the node sums the
    /// blocks it covers. O(log(s / 64)).
    private mutating func appendBlock(sum: Int) {
        let node = tree.count
        total += sum
        tree.append(sum + blocksPrefixSum(node - 1) - blocksPrefixSum(node - (node & -node)))
    }

    /// The sum of the heights of `block`. O(64).
    private func blockSum(_ block: Int) -> Int {
        heights.withUnsafeBufferPointer { heights in
            let start = block << Self.blockShift
            var sum = 0
            for section in start..<min(heights.count, start + (1 << Self.blockShift)) { sum &+= heights[section] }
            return sum
        }
    }

    /// `array` without the elements at `removed` and with `inserted` put in, in place (the others
    /// move in runs).
    private static func splice(_ array: inout [Int], removing removed: [Int], inserting inserted: [(section: Int, height: Int)]) {
        array.splice(removing: removed, inserting: inserted.map(\.section), filler: 0) { _ in inserted.map(\.height) }
    }

    /// Builds the blocks' sums, their tree and the total from `heights`. O(s).
    private mutating func rebuildSums() {
        let blocks = Self.blockCount(heights.count)
        var sum = 0
        tree = [Int](unsafeUninitializedCapacity: blocks + 1) { tree, initialized in
            tree[0] = 0
            heights.withUnsafeBufferPointer { heights in
                for block in 0..<blocks {
                    let start = block << Self.blockShift
                    var blockSum = 0
                    for section in start..<min(heights.count, start + (1 << Self.blockShift)) { blockSum &+= heights[section] }
                    tree[block + 1] = blockSum
                    sum &+= blockSum
                }
            }
            for node in 1..<max(1, blocks + 1) {
                let parent = node + (node & -node)
                if parent <= blocks { tree[parent] += tree[node] }
            }
            initialized = blocks + 1
        }
        total = sum
    }
}

extension SectionHeights {
    /// The ways the heights break their invariants, one sentence each; empty when they keep them.
    ///
    /// The tree has one node per block of 64 sections (and the unused `tree[0]`), each node sums the
    /// heights it covers, and the total is the sum of all heights. Checked in debug builds only: a release
    /// build returns `[]` at once.
    /// - Complexity: O(*s*).
    func _checkInvariants() -> [String] {
        #if DEBUG
        var violations: [String] = []
        if tree.count != Self.blockCount(heights.count) + 1 {
            violations.append("\(tree.count) tree nodes for \(heights.count) sections (expected one per block, and one more)")
            return violations
        }
        let sum = heights.reduce(0, +)
        if total != sum { violations.append("total \(total) but the heights sum to \(sum)") }
        let rebuilt = SectionHeights(heights)
        if let node = (1..<max(1, tree.count)).first(where: { tree[$0] != rebuilt.tree[$0] }) {
            violations.append("tree node \(node) holds \(tree[node]), the sections it covers sum to \(rebuilt.tree[node])")
        }
        return violations
        #else
        return []
        #endif
    }
}

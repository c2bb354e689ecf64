/// The sections' heights, with their prefix sums in a Fenwick tree: "where does section s start"
/// and "which section is at line y" in O(log s), a section's new height in O(log s), and a batch's
/// section changes in one O(s) pass — or, when they keep the number of sections and move only a
/// few (a section moved by a few places), or change only the last few (a section added before the
/// last), one tree walk per section rewritten.
///
/// Two flat arrays, read and written in order. A batch that inserts and removes sections shifts
/// every section after the first change anyway (the layouts array moves in bulk); doing the same
/// here, then rebuilding the sums in one pass, costs less than one tree walk per change, whose
/// dependent loads miss the cache at every level.
struct SectionHeights {
    /// Each section's height.
    private(set) var heights: [Int]
    /// The Fenwick tree over `heights`, 1-based: `tree[i]` sums the `i & -i` heights ending at
    /// section `i - 1`. `tree[0]` is unused.
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
        rebuild()
    }

    /// The number of sections.
    var count: Int { heights.count }

    /// The heights in section order (as ``WeightedSequence/elements`` gives its weights). O(1).
    var elements: [Int] { heights }

    /// The height of `section`; setting it updates the sums. O(log s).
    subscript(section: Int) -> Int {
        get { heights[section] }
        set {
            let delta = newValue - heights[section]
            guard delta != 0 else { return }
            heights[section] = newValue
            total += delta
            tree.withUnsafeMutableBufferPointer { tree in
                var node = section + 1
                while node < tree.count {
                    tree[node] += delta
                    node += node & -node
                }
            }
        }
    }

    /// The sum of the heights of the sections before `section` (`0...count`). O(log s).
    func prefixSum(_ section: Int) -> Int {
        precondition(section >= 0 && section <= count, "section \(section) out of 0...\(count)")
        return tree.withUnsafeBufferPointer { tree in
            var sum = 0
            var node = section
            while node > 0 {
                sum += tree[node]
                node &= node - 1
            }
            return sum
        }
    }

    /// The section whose lines hold line `offset`: the first with `prefixSum(s) <= offset <
    /// prefixSum(s + 1)` (sections of height 0 hold no line); `count` when `offset` is at or past
    /// the end, 0 when it is negative (as ``WeightedSequence/index(containing:)``). O(log s).
    func index(containing offset: Int) -> Int {
        if offset < 0 { return 0 }
        guard offset < total else { return count }
        return tree.withUnsafeBufferPointer { tree in
            // The largest number of leading sections whose heights sum to at most `offset`.
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
            return position
        }
    }

    /// Takes out the sections at `removed` (old indexes, ascending, distinct) and puts in sections
    /// at `inserted` (new indexes, ascending, distinct, each an index of the result), with their
    /// heights; the others keep their order. One pass over the heights, one to rebuild the sums —
    /// or, when that is more steps, only the sections that change place are rewritten, each a walk
    /// of the tree: those between the first and the last change when as many arrive as leave,
    /// those from the first change on otherwise.
    /// - Complexity: O(s), or O(d log s) for d sections rewritten when d log s < s.
    mutating func replace(removing removed: [Int], inserting inserted: [(section: Int, height: Int)]) {
        guard !removed.isEmpty || !inserted.isEmpty else { return }
        let newCount = count - removed.count + inserted.count
        precondition(newCount >= 0, "removing \(removed.count) of \(count) sections")
        let steps = Int.bitWidth - count.leadingZeroBitCount
        let first = min(removed.first ?? .max, inserted.first?.section ?? .max)
        if removed.count == inserted.count, let last = removed.last, let lastInserted = inserted.last?.section {
            // The sections outside the span keep their places and heights.
            let span = first..<max(last, lastInserted) + 1
            if span.count * steps < count {
                let spanHeights = Self.spliced(Array(heights[span]), removing: removed.map { $0 - span.lowerBound },
                                               inserting: inserted.map { ($0.section - span.lowerBound, $0.height) })
                for (offset, height) in spanHeights.enumerated() { self[span.lowerBound + offset] = height }
                return
            }
        } else if (newCount - first) * steps < count {
            // The sections before the first change keep theirs: the others leave and come back.
            let tail = Self.spliced(Array(heights[first...]), removing: removed.map { $0 - first },
                                    inserting: inserted.map { ($0.section - first, $0.height) })
            total -= heights[first...].reduce(0, +)
            heights.removeLast(count - first)
            tree.removeLast(tree.count - 1 - first)
            for height in tail { append(height) }
            return
        }
        heights = Self.spliced(heights, removing: removed, inserting: inserted)
        rebuild()
    }

    /// Adds a section of `height` at the end: its node sums the heights it covers. O(log s).
    private mutating func append(_ height: Int) {
        heights.append(height)
        total += height
        let node = heights.count
        // The node covers the sections after node - (node & -node), up to this one.
        tree.append(height + prefixSum(node - 1) - prefixSum(node - (node & -node)))
    }

    /// `old` without the elements at `removed` and with `inserted` put in, in one pass.
    private static func spliced(_ old: [Int], removing removed: [Int], inserting inserted: [(section: Int, height: Int)]) -> [Int] {
        let newCount = old.count - removed.count + inserted.count
        var nextRemoved = 0
        var nextInserted = 0
        var oldIndex = 0
        let result = [Int](unsafeUninitializedCapacity: newCount) { buffer, initialized in
            old.withUnsafeBufferPointer { old in
                for newIndex in 0..<newCount {
                    if nextInserted < inserted.count && inserted[nextInserted].section == newIndex {
                        buffer[newIndex] = inserted[nextInserted].height
                        nextInserted += 1
                        continue
                    }
                    while nextRemoved < removed.count && removed[nextRemoved] == oldIndex {
                        nextRemoved += 1
                        oldIndex += 1
                    }
                    precondition(oldIndex < old.count, "the removed and inserted sections do not add up")
                    buffer[newIndex] = old[oldIndex]
                    oldIndex += 1
                }
            }
            initialized = newCount
        }
        precondition(nextInserted == inserted.count && nextRemoved + (old.count - oldIndex) == removed.count,
                     "the removed and inserted sections do not add up")
        return result
    }

    /// Builds the tree and the total from `heights`. O(s).
    private mutating func rebuild() {
        let count = heights.count
        var sum = 0
        tree = [Int](unsafeUninitializedCapacity: count + 1) { tree, initialized in
            tree[0] = 0
            heights.withUnsafeBufferPointer { heights in
                for index in 0..<count {
                    tree[index + 1] = heights[index]
                    sum += heights[index]
                }
            }
            for node in 1..<max(1, count + 1) {
                let parent = node + (node & -node)
                if parent <= count { tree[parent] += tree[node] }
            }
            initialized = count + 1
        }
        total = sum
    }
}

extension SectionHeights {
    /// The ways the heights break their invariants, one sentence each; empty when they keep them.
    ///
    /// The tree has one node per section (and the unused `tree[0]`), each node sums the heights it
    /// covers, and the total is the sum of all heights. Checked in debug builds only: a release
    /// build returns `[]` at once.
    /// - Complexity: O(*s*).
    func _checkInvariants() -> [String] {
        #if DEBUG
        var violations: [String] = []
        if tree.count != heights.count + 1 {
            violations.append("\(tree.count) tree nodes for \(heights.count) sections (expected one more)")
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

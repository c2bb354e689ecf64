import ListKit

/// An ordered list of children whose positions are recorded in the children and renumbered
/// lazily: an insert or removal only lowers the point from which records may be stale, and the
/// next `index(of:)` renumbers from there once. A run of edits followed by a run of look-ups costs
/// O(n) in all, O(1) per operation amortized — no linear search. Edits at the end, and moves,
/// renumber nothing beyond the children they touch.
@MainActor
struct ChildList<Child: IndexedChild> {
    private(set) var elements: [Child] = []
    /// Children before this position have correct recorded indexes.
    private var validPrefix = 0

    var count: Int { elements.count }

    mutating func append(_ child: Child) {
        child.recordedIndex = elements.count
        elements.append(child)
        if validPrefix == elements.count - 1 { validPrefix = elements.count }
    }

    mutating func insert(_ child: Child, at index: Int) {
        guard index < elements.count else { return append(child) }
        elements.insert(child, at: index)
        validPrefix = min(validPrefix, index)
    }

    /// Inserts `children` at `index`, in order.
    /// - Complexity: O(k) at the end; otherwise O(n) (the array's memory moves, and the children
    ///   after `index` are renumbered at the next look-up).
    mutating func insert(contentsOf children: [Child], at index: Int) {
        guard index < elements.count else {
            for child in children { append(child) }
            return
        }
        elements.insert(contentsOf: children, at: index)
        validPrefix = min(validPrefix, index)
    }

    /// Inserts `child` at `index`, clamped to `0...count`.
    mutating func insert(_ child: Child, clampedAt index: Int) {
        insert(child, at: min(max(0, index), elements.count))
    }

    /// Inserts `child` just above `other`; at the end when `other` is not in the list.
    mutating func insert(_ child: Child, above other: Child) {
        if let index = index(of: other) { insert(child, at: index) } else { append(child) }
    }

    /// Removes `child` if it is in the list.
    /// - Returns: whether it was.
    @discardableResult
    mutating func remove(_ child: Child) -> Bool {
        guard let index = index(of: child) else { return false }
        elements.remove(at: index)
        validPrefix = min(validPrefix, index)
        return true
    }

    /// Removes the children in `range`.
    /// - Returns: them, in order.
    /// - Complexity: O(k) at the end; otherwise O(n) (as for an insert).
    @discardableResult
    mutating func removeSubrange(_ range: Range<Int>) -> [Child] {
        let removed = Array(elements[range])
        elements.removeSubrange(range)
        validPrefix = min(validPrefix, range.lowerBound)
        return removed
    }

    /// Moves the children in `range` so that they start at `index`, renumbering only the children
    /// between their old and new places.
    /// - Complexity: O(d + k) for a run of k children moved d places.
    mutating func move(_ range: Range<Int>, to index: Int) {
        elements.moveSubrange(range, to: index)
        let touched = min(range.lowerBound, index)..<max(range.upperBound, index + range.count)
        for position in touched where position < validPrefix { elements[position].recordedIndex = position }
    }

    /// Replaces the children in `range` with `children`.
    /// - Complexity: O(n + k).
    mutating func replaceSubrange(_ range: Range<Int>, with children: [Child]) {
        elements.replaceSubrange(range, with: children)
        validPrefix = min(validPrefix, range.lowerBound)
    }

    mutating func removeAll() -> [Child] {
        let removed = elements
        elements.removeAll()
        validPrefix = 0
        return removed
    }

    /// The position of `child`, or `nil` when it is not in the list.
    /// - Complexity: O(1) amortized.
    mutating func index(of child: Child) -> Int? {
        let recorded = child.recordedIndex
        if recorded < validPrefix, recorded < elements.count, elements[recorded] === child { return recorded }
        if validPrefix < elements.count {
            for position in validPrefix..<elements.count { elements[position].recordedIndex = position }
            validPrefix = elements.count
        }
        let renumbered = child.recordedIndex
        return renumbered < elements.count && elements[renumbered] === child ? renumbered : nil
    }
}

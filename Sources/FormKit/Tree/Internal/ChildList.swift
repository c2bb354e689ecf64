/// An ordered list of children whose positions are recorded in the children and renumbered
/// lazily: an insert or removal only lowers the point from which records may be stale, and the
/// next `index(of:)` renumbers from there once. A run of edits followed by a run of look-ups costs
/// O(n) in all, O(1) per operation amortized — no linear search.
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
        elements.insert(child, at: index)
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

/// A level of the tree whose structural edits of its children can be known (see ``KnownEdit``): a
/// bunch (of items) or a section (of bunches). The edits here keep the level's ``knownEdit`` up to
/// date, so that its next reload sends them as they are; every other structural change marks it
/// unknown (through ``structureChanged``).
@MainActor
protocol KnownEditing: AnyObject {
    associatedtype Child: IndexedChild
    var children: ChildList<Child> { get set }
    var knownEdit: KnownEdit { get set }
    /// Set while a known edit changes the structure, so that it stays known.
    var isMakingKnownEdit: Bool { get set }
    var structureChanged: Bool { get set }
    /// Makes `child` one of this level's children (it leaves its old parent).
    func adopt(_ child: Child)
    /// Unlinks a removed child from this level.
    func release(_ child: Child)
    /// Whether `child`, about to be inserted, can join a known run: in no parent, shown nowhere,
    /// not hidden.
    func canJoinKnownRun(_ child: Child) -> Bool
    /// The manager's index is stale.
    func treeDidChange()
}

extension KnownEditing {
    /// Inserts `children` at `index`, in order, as one known run.
    /// - Precondition: `index` is in `0...children.count`.
    /// - Complexity: O(k) for k children inserted at the end; O(n) elsewhere (the array's memory).
    func insertKnownRun(_ inserted: [Child], at index: Int) {
        precondition(index >= 0 && index <= children.count, "insert: \(index) is not in 0...\(children.count)")
        guard !inserted.isEmpty else { return }
        var joins = true
        for child in inserted where !canJoinKnownRun(child) { joins = false }
        let before = knownEdit
        isMakingKnownEdit = true
        for child in inserted { adopt(child) }
        children.insert(contentsOf: inserted, at: index)
        isMakingKnownEdit = false
        knownEdit = before.followed(by: joins ? .insert(index..<index + inserted.count) : .unknown)
    }

    /// Removes the children in `range`, as one known run.
    /// - Returns: the removed children, in order.
    /// - Complexity: O(k) for k children removed at the end; O(n) elsewhere.
    @discardableResult
    func removeKnownRun(in range: Range<Int>) -> [Child] {
        guard !range.isEmpty else { return [] }
        let removed = children.removeSubrange(range)
        for child in removed { release(child) }
        recordKnownEdit(.remove(range))
        return removed
    }

    /// Moves the children in `range` to start at `index` (a position among the children after the
    /// move), as one known run.
    /// - Complexity: O(d + k) for a run of k children moved d places.
    func moveKnownRun(in range: Range<Int>, to index: Int) {
        guard !range.isEmpty, index != range.lowerBound else { return }
        children.move(range, to: index)
        recordKnownEdit(.move(range, to: index))
    }

    /// Marks the structure changed by `edit`, which joins the edits known so far.
    private func recordKnownEdit(_ edit: KnownEdit) {
        let before = knownEdit
        isMakingKnownEdit = true
        structureChanged = true
        isMakingKnownEdit = false
        knownEdit = before.followed(by: edit)
        treeDidChange()
    }
}

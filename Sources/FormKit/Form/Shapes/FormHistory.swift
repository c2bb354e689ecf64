import Foundation

/// The structural edits of a form's rows — adds, deletes, moves, duplicates — for undo and redo
/// (``AdapterManager/undo()``, ``AdapterManager/redo()``).
///
/// A deleted row is kept here, whole: undoing the delete brings back the same row, at its place,
/// with its identity, values, errors and nested rows. Values typed into fields are not recorded
/// (undoing an edit never discards typing); setting rows from data
/// (``AdapterManager/setValues(_:)``) clears the history, since its edits were nobody's.
@MainActor
public final class FormHistory {
    /// One recorded edit: the rows it changed, the change, and the edit as handlers saw it.
    struct Entry {
        let rows: RepeatingRows
        let change: RepeatingRows.Change
        let edit: RowEdit
    }

    /// How many edits are kept for undo; the oldest go first. Default: 100.
    public var limit = 100 {
        didSet { trim() }
    }
    private(set) var undoEntries: [Entry] = []
    private(set) var redoEntries: [Entry] = []

    init() {}

    /// Whether there is an edit to undo.
    public var canUndo: Bool { !undoEntries.isEmpty }
    /// Whether there is an undone edit to redo.
    public var canRedo: Bool { !redoEntries.isEmpty }
    /// The edit ``AdapterManager/undo()`` would revert, as made.
    public var nextUndo: RowEdit? { undoEntries.last?.edit }
    /// The edit ``AdapterManager/redo()`` would make again.
    public var nextRedo: RowEdit? { redoEntries.last?.edit }
    /// The rows ``nextUndo`` edited: a surface offers the undo where they are shown (their step).
    public var nextUndoRows: RepeatingRows? { undoEntries.last?.rows }
    /// The rows ``nextRedo`` edits.
    public var nextRedoRows: RepeatingRows? { redoEntries.last?.rows }

    func record(_ entry: Entry) {
        undoEntries.append(entry)
        redoEntries.removeAll()
        trim()
    }

    /// Forgets every edit.
    public func clear() {
        undoEntries.removeAll()
        redoEntries.removeAll()
    }

    private func trim() {
        if undoEntries.count > max(0, limit) { undoEntries.removeFirst(undoEntries.count - max(0, limit)) }
    }

    func popUndo() -> Entry? { undoEntries.popLast() }
    func popRedo() -> Entry? { redoEntries.popLast() }
    func pushRedo(_ entry: Entry) { redoEntries.append(entry) }
    func pushUndo(_ entry: Entry) {
        undoEntries.append(entry)
        trim()
    }
}

extension AdapterManager {
    /// Reverts the last row edit (an add, delete, move or duplicate), in one batch: a deleted row
    /// comes back at its place with its identity, values and errors.
    /// - Returns: the edit as replayed (``RowEdit/isReplay``), or `nil` when there was nothing to
    ///   undo or the rows' ``RepeatingRows/shouldEdit`` refused it (the edit stays undoable).
    /// - Complexity: that of the edit.
    @discardableResult
    public func undo() -> RowEdit? {
        guard let entry = history.popUndo() else { return nil }
        let inverse = entry.change.inverse
        guard let edit = entry.rows.replay(inverse) else {
            history.pushUndo(entry)
            return nil
        }
        history.pushRedo(entry)
        return edit
    }

    /// Makes the last undone edit again.
    /// - Returns: the edit as replayed, or `nil` when there was nothing to redo or it was refused.
    @discardableResult
    public func redo() -> RowEdit? {
        guard let entry = history.popRedo() else { return nil }
        guard let edit = entry.rows.replay(entry.change) else {
            history.pushRedo(entry)
            return nil
        }
        history.pushUndo(entry)
        return edit
    }
}

extension RepeatingRows {
    /// Applies `change` as an undo or redo: asks ``shouldEdit``, applies, tells ``didEdit``.
    /// - Returns: the edit, or `nil` when refused.
    func replay(_ change: Change) -> RowEdit? {
        let kind: RowEdit.Kind = switch change {
        case .insert(_, let index): .add(index: index)
        case .remove(_, let index): .delete(index: index)
        case .move(_, let from, let to): .move(from: from, to: to)
        }
        let edit = RowEdit(kind: kind, row: change.row.id, isReplay: true)
        if let shouldEdit, !shouldEdit(edit, self) { return nil }
        apply(change)
        didEdit?(edit, self)
        return edit
    }
}

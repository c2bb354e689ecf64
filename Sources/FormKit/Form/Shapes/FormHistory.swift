import Foundation

/// The structural edits of a form — rows added, deleted, moved and duplicated, branches of
/// ``FieldAlternatives`` picked — for undo and redo (``AdapterManager/undo()``,
/// ``AdapterManager/redo()``).
///
/// A deleted row is kept here, whole: undoing the delete brings back the same row, at its place,
/// with its identity, values, errors and nested rows; a branch switched away from keeps what was
/// typed in it, so undoing the switch shows it as it was. Values typed into fields are not
/// recorded (undoing an edit never discards typing); setting rows from data
/// (``AdapterManager/setValues(_:)``) clears the history, since its edits were nobody's.
@MainActor
public final class FormHistory {
    /// One recorded edit.
    enum Entry {
        /// The rows it changed, the change, and the edit as handlers saw it.
        case rows(RepeatingRows, RepeatingRows.Change, RowEdit)
        /// The alternatives switched, and the switch.
        case choice(FieldAlternatives, ChoiceEdit)
        /// The addable group added or removed.
        case presence(FieldGroup, PresenceEdit)

        init(rows: RepeatingRows, change: RepeatingRows.Change, edit: RowEdit) {
            self = .rows(rows, change, edit)
        }

        var edit: FormEdit {
            switch self {
            case .rows(let rows, _, let edit): .rows(edit, rows)
            case .choice(let alternatives, let edit): .choice(edit, alternatives)
            case .presence(let group, let edit): .presence(edit, group)
            }
        }
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
    /// The edit ``AdapterManager/undo()`` would revert, as made: a row edit or a switch.
    public var nextUndoEdit: FormEdit? { undoEntries.last?.edit }
    /// The edit ``AdapterManager/redo()`` would make again.
    public var nextRedoEdit: FormEdit? { redoEntries.last?.edit }
    /// The row edit ``AdapterManager/undo()`` would revert; `nil` when the next undo is no row
    /// edit (see ``nextUndoEdit``).
    public var nextUndo: RowEdit? { nextUndoEdit?.rowEdit }
    /// The row edit ``AdapterManager/redo()`` would make again (see ``nextRedoEdit``).
    public var nextRedo: RowEdit? { nextRedoEdit?.rowEdit }
    /// The rows ``nextUndo`` edited: a surface offers the undo where they are shown (their step).
    public var nextUndoRows: RepeatingRows? { nextUndoEdit?.rows }
    /// The rows ``nextRedo`` edits.
    public var nextRedoRows: RepeatingRows? { nextRedoEdit?.rows }

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

/// One edit the history keeps: a row edit of some rows, a switch of some alternatives, or an
/// addable group added or removed.
public enum FormEdit {
    /// A row added, deleted, moved or duplicated.
    case rows(RowEdit, RepeatingRows)
    /// A branch picked.
    case choice(ChoiceEdit, FieldAlternatives)
    /// An addable group added or removed.
    case presence(PresenceEdit, FieldGroup)

    /// The row edit, or `nil`.
    public var rowEdit: RowEdit? {
        if case .rows(let edit, _) = self { return edit }
        return nil
    }

    /// The rows edited, or `nil`.
    public var rows: RepeatingRows? {
        if case .rows(_, let rows) = self { return rows }
        return nil
    }

    /// The switch, or `nil`.
    public var choiceEdit: ChoiceEdit? {
        if case .choice(let edit, _) = self { return edit }
        return nil
    }

    /// The alternatives switched, or `nil`.
    public var alternatives: FieldAlternatives? {
        if case .choice(_, let alternatives) = self { return alternatives }
        return nil
    }

    /// Whether the edit is an undo or a redo of an earlier one.
    public var isReplay: Bool {
        switch self {
        case .rows(let edit, _): edit.isReplay
        case .choice(let edit, _): edit.isReplay
        case .presence(let edit, _): edit.isReplay
        }
    }

    /// The edit as one sentence for a status message (``RowEdit/sentence(in:)``,
    /// ``ChoiceEdit/sentence(in:)``).
    @MainActor
    public var sentence: String {
        switch self {
        case .rows(let edit, let rows): edit.sentence(in: rows)
        case .choice(let edit, let alternatives): edit.sentence(in: alternatives)
        case .presence(let edit, let group): "\(group.title.isEmpty ? group.key : group.title) \(edit.isPresent ? "added" : "removed")."
        }
    }

    /// The item a surface focuses after replaying a switch or a presence change: the choice, or
    /// the group's box; `nil` for a row edit (the row says where).
    @MainActor
    public var choiceItem: Item? {
        switch self {
        case .rows: nil
        case .choice(_, let alternatives): alternatives.choiceItem
        case .presence(_, let group): group.presenceItem
        }
    }
}

extension AdapterManager {
    /// Reverts the last edit — a row added, deleted, moved or duplicated, a branch picked — in one
    /// batch: a deleted row comes back at its place with its identity, values and errors; the
    /// branch picked before comes back with what was typed in it.
    /// - Returns: the edit as replayed (``FormEdit/isReplay``), or `nil` when there was nothing to
    ///   undo or the rows' ``RepeatingRows/shouldEdit`` refused it (the edit stays undoable).
    /// - Complexity: that of the edit.
    @discardableResult
    public func undo() -> FormEdit? {
        guard let entry = history.popUndo() else { return nil }
        guard let edit = replay(entry, inverse: true) else {
            history.pushUndo(entry)
            return nil
        }
        history.pushRedo(entry)
        return edit
    }

    /// Makes the last undone edit again.
    /// - Returns: the edit as replayed, or `nil` when there was nothing to redo or it was refused.
    @discardableResult
    public func redo() -> FormEdit? {
        guard let entry = history.popRedo() else { return nil }
        guard let edit = replay(entry, inverse: false) else {
            history.pushRedo(entry)
            return nil
        }
        history.pushUndo(entry)
        return edit
    }

    private func replay(_ entry: FormHistory.Entry, inverse: Bool) -> FormEdit? {
        switch entry {
        case .rows(let rows, let change, _):
            return rows.replay(inverse ? change.inverse : change).map { .rows($0, rows) }
        case .choice(let alternatives, let edit):
            let switched = inverse ? ChoiceEdit(from: edit.to, to: edit.from) : edit
            return .choice(alternatives.replay(switched), alternatives)
        case .presence(let group, let edit):
            let present = inverse ? !edit.isPresent : edit.isPresent
            group.applyPresence(present)
            return .presence(PresenceEdit(isPresent: present, isReplay: true), group)
        }
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

/// An addable group added (`isPresent`) or removed, as the history records it.
public struct PresenceEdit: Sendable, Hashable {
    /// Whether the group is there after the edit.
    public let isPresent: Bool
    /// Whether the edit is an undo or a redo of an earlier one.
    public let isReplay: Bool

    /// Creates an edit.
    public init(isPresent: Bool, isReplay: Bool = false) {
        self.isPresent = isPresent
        self.isReplay = isReplay
    }
}

import Foundation
import FormLocale

/// One structural edit of a ``RepeatingRows``, as its handlers see it
/// (``RepeatingRows/shouldEdit``, ``RepeatingRows/didEdit``) and as the history records it.
public struct RowEdit: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// A new row at `index`.
        case add(index: Int)
        /// The row at `index` was deleted.
        case delete(index: Int)
        /// The row at `from` moved to `to`.
        case move(from: Int, to: Int)
        /// A copy of the row at `source` was inserted at `index` (right after it).
        case duplicate(source: Int, index: Int)
    }

    /// What happened.
    public let kind: Kind
    /// The row added, deleted, moved, or the copy made.
    public let row: RowID
    /// Whether the edit is an undo or a redo of an earlier one.
    public let isReplay: Bool

    /// Creates an edit.
    public init(kind: Kind, row: RowID, isReplay: Bool = false) {
        self.kind = kind
        self.row = row
        self.isReplay = isReplay
    }

    /// The edit as one sentence naming the row as the form titles it — "Address 2 added.",
    /// "Address 2 removed.", "Address 3 moved to place 1.", "Address 1 duplicated." — for a
    /// surface's status message; a replayed edit (an undo or a redo) says so: "Undid: Address 2
    /// added."
    /// - Parameter rows: the rows edited (their ``RepeatingRows/rowTitle`` and titles).
    /// In the rows' form's language (see ``AdapterManager/localizer``).
    @MainActor
    public func sentence(in rows: RepeatingRows) -> String {
        func name(_ index: Int) -> MessageArgument {
            .text(rows.rowTitles.isPlain ? rows.rowTitle : "\(rows.rowTitle) \(index + 1)")
        }
        let message = switch kind {
        case .add(let index): LocalizedMessage("rows.added", ["row": name(index)])
        case .delete(let index): LocalizedMessage("rows.removed", ["row": name(index)])
        case .move(let from, let to): LocalizedMessage("rows.moved", ["row": name(from), "position": .integer(to + 1)])
        case .duplicate(let source, _): LocalizedMessage("rows.duplicated", ["row": name(source)])
        }
        return rows.titleItem.localizer.string(message)
    }

    /// `add at 2`, `delete at 0`, `move 3 → 1`, `duplicate 1 → 2`.
    public var description: String {
        switch kind {
        case .add(let index): "add at \(index)"
        case .delete(let index): "delete at \(index)"
        case .move(let from, let to): "move \(from) → \(to)"
        case .duplicate(let source, let index): "duplicate \(source) → \(index)"
        }
    }
}

/// What a ``RepeatingRows`` does at its ``RepeatingRows/minimumCount`` and
/// ``RepeatingRows/maximumCount``.
public enum CountPolicy: Sendable, Hashable {
    /// Refuse the edit: no Add at the maximum (the Add button is hidden), no Delete at the minimum.
    case enforce
    /// Allow the edit, and report an error on the rows until the count is back in range.
    case report
}

/// How the rows of a ``RepeatingRows`` are titled: a row of several fields has a title line, a
/// scalar row titles its field.
public enum RowTitles {
    /// "`rowTitle` `n`", from 1: a move or a delete reloads exactly the rows whose number changed.
    case numbered
    /// "`rowTitle`" for every row: moves and deletes reload no title.
    case plain
    /// From the row's position and content (rjsf's `itemLabel`): drawn again after every edit
    /// and every change of a value in the row.
    case custom(@MainActor (Int, RepeatingRow) -> String)

    /// Whether every row has the same title (an edit retitles only the rows it adds).
    var isPlain: Bool {
        if case .plain = self { return true }
        return false
    }
}

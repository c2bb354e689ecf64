import FormKit
import FormLocale

/// Row keys: add, delete, move, duplicate, undo and redo, with the focus rules a person expects —
/// a new row takes the focus, a deleted row hands it to the same place in the next row (or the
/// previous, or the Add button), a moved row keeps it, and an undo shows the row it changed.
extension TerminalSession {
    /// What a row key acts on: the rows, and the row around the focused field (the innermost when
    /// rows nest); on an Add button, its rows alone.
    struct RowTarget {
        let rows: RepeatingRows
        let row: RepeatingRow?
    }

    /// The rows and row the focused field is in, or `nil` outside repeating rows.
    /// - Complexity: O(d) for d containers around the field.
    var rowTarget: RowTarget? {
        guard let item = focused as? Item else { return nil }
        if let rows = item.container as? RepeatingRows, rows.addButton === item { return RowTarget(rows: rows, row: nil) }
        guard let row = item.enclosingRow, let rows = row.group else { return nil }
        return RowTarget(rows: rows, row: row)
    }

    /// The focused field's place in its rows, outermost first: `["Address 2 of 3", "Phone 1 of 2"]`;
    /// empty outside repeating rows.
    /// - Complexity: O(d) for d containers around the field.
    public var rowPlaces: [String] { places(short: false) }

    /// ``rowPlaces`` in fewer words, for a narrow screen: `["Address 2/3"]`.
    var shortRowPlaces: [String] { places(short: true) }

    /// The language the session speaks: its form's.
    var words: Localizer { manager.localizer }

    private func places(short: Bool) -> [String] {
        var places: [String] = []
        var row = (focused as? Item)?.enclosingRow
        while let current = row, let rows = current.group, let index = current.index {
            places.insert(words(short ? "terminal.place.short" : "terminal.place",
                                ["title": .text(rows.rowTitle), "position": .integer(index + 1), "count": .integer(rows.rows.count)]), at: 0)
            row = rows.parentContainer as? RepeatingRow
        }
        return places
    }

    // MARK: - Edits

    /// Adds a row after the focused one (at the end from an Add button) and focuses its first field.
    func addRow() {
        guard let target = rowTarget else { return }
        let rows = target.rows
        let index = target.row?.index.map { $0 + 1 } ?? rows.rows.count
        guard rows.canAdd, let row = rows.addRow(at: index) else { return refuse(.addRow, in: rows) }
        note(row)
        hasEdits = true
        if let first = row.firstFocusableField, manager.isFocusable(first, includingButtons: true) { focus(first) }
        say(words("terminal.rows.added", ["row": .text(title(of: row))]), then: .undo)
    }

    /// Deletes the focused row; the focus goes to the same place in the next row, else the
    /// previous one, else the Add button.
    func deleteRow() {
        guard let target = rowTarget, let row = target.row, let index = row.index else { return noRow(for: .deleteRow) }
        let rows = target.rows
        let title = title(of: row)
        let place = row.fields.firstIndex { $0 === focused }
        let focusedBefore = focused
        guard rows.canDelete, rows.deleteRow(row) else { return refuse(.deleteRow, in: rows) }
        note(row)
        deletedFocus[row.id] = WeakField(focusedBefore)
        hasEdits = true
        focusAfterRemoving(from: rows, at: index, place: place)
        say(words("terminal.rows.deleted", ["row": .text(title)]), then: .undo)
    }

    /// Moves the focused row `delta` places (-1 up, 1 down); the focus, values and errors go with it.
    func moveRow(by delta: Int) {
        guard let target = rowTarget, let row = target.row, let index = row.index else {
            return noRow(for: delta < 0 ? .moveRowUp : .moveRowDown)
        }
        let rows = target.rows
        let title = title(of: row)
        let destination = index + delta
        guard rows.rows.indices.contains(destination) else {
            message = Message(text: words(delta < 0 ? "terminal.rows.alreadyFirst" : "terminal.rows.alreadyLast", ["row": .text(title)]), isError: true)
            return
        }
        guard rows.allowsMoving, rows.moveRow(row, to: destination) else { return refuse(.moveRowUp, in: rows) }
        note(row)
        hasEdits = true
        say(words(delta < 0 ? "terminal.rows.movedUp" : "terminal.rows.movedDown",
                  ["row": .text(title), "position": .integer(destination + 1), "count": .integer(rows.rows.count)]), then: .undo)
    }

    /// Inserts a copy of the focused row after it and focuses the same place in the copy.
    func duplicateRow() {
        guard let target = rowTarget, let row = target.row else { return noRow(for: .duplicateRow) }
        let rows = target.rows
        let place = row.fields.firstIndex { $0 === focused }
        guard rows.allowsDuplicating, rows.canAdd, let copy = rows.duplicateRow(row) else {
            return refuse(.duplicateRow, in: rows)
        }
        note(copy)
        hasEdits = true
        if let field = field(at: place, in: copy) ?? copy.firstFocusableField { focus(field) }
        say(words("terminal.rows.duplicated", ["row": .text(title(of: row)), "copy": .text(title(of: copy))]), then: .undo)
    }

    /// Undoes (or redoes) the last row edit, and shows the row it changed: a row that comes back
    /// or moves takes the focus; a row that leaves hands it on as a delete does.
    func replayRowEdit(redo: Bool) {
        let history = manager.history
        if let next = redo ? history.nextRedoEdit : history.nextUndoEdit, let item = next.choiceItem {
            // A switch of alternatives or a part added or removed: it comes back as it was; its
            // choice or box takes the focus.
            guard let replayed = redo ? manager.redo() : manager.undo() else { return }
            hasEdits = true
            if let field = item as? FormField, manager.isFocusable(field, includingButtons: true) { focus(field) }
            say(words(redo ? "terminal.redid" : "terminal.undid", ["edit": .text(replayed.sentence)]), then: redo ? .undo : .redo)
            return
        }
        guard let edit = redo ? history.nextRedo : history.nextUndo else {
            message = Message(text: words(redo ? "terminal.nothingToRedo" : "terminal.nothingToUndo"), isError: false)
            return
        }
        // Whether replaying takes the row out of the form (undoing an add, redoing a delete).
        let removes = switch edit.kind {
        case .add, .duplicate: !redo
        case .delete: redo
        case .move: false
        }
        var leaving: (rows: RepeatingRows, index: Int, place: Int?)?
        var title = words("terminal.rows.aRow")
        if removes, let row = row(withID: edit.row) {
            title = self.title(of: row)
            if let rows = row.group, let index = row.index, let place = row.fields.firstIndex(where: { $0 === focused }) {
                leaving = (rows, index, place)
            }
        }
        let replayed = redo ? manager.redo() : manager.undo()
        guard replayed != nil else {
            message = Message(text: words(redo ? "terminal.rows.refusedRedo" : "terminal.rows.refusedUndo", ["kind": .text(noun(of: edit.kind))]), isError: true)
            return
        }
        hasEdits = true
        if let leaving {
            focusAfterRemoving(from: leaving.rows, at: leaving.index, place: leaving.place)
        } else if !removes, let row = row(withID: edit.row) {
            title = self.title(of: row)
            note(row)
            if !row.fields.contains(where: { $0 === focused }) {
                let before = deletedFocus[row.id]?.field.flatMap { field in row.fields.contains { $0 === field } ? field : nil }
                if let field = before ?? row.firstFocusableField, manager.isFocusable(field, includingButtons: true) { focus(field) }
            }
        }
        say(words(redo ? "terminal.rows.redidEdit" : "terminal.rows.undidEdit", ["kind": .text(noun(of: edit.kind)), "row": .text(title)]),
            then: redo ? .undo : .redo)
    }

    // MARK: - Helpers

    /// After a row left `rows` from `index`: where FormKit says the focus goes
    /// (``RepeatingRows/focusAfterRemovingRow(at:place:)``), else the field after the rows.
    func focusAfterRemoving(from rows: RepeatingRows, at index: Int, place: Int?) {
        // The field that was focused left with its row: nothing to validate.
        focused = rows.focusAfterRemovingRow(at: index, place: place)
            ?? manager.nextField(after: rows.addButton, includingButtons: true)
            ?? manager.previousField(before: rows.titleItem, includingButtons: true)
    }

    /// The focusable field at `place` among `row`'s fields, or `nil`.
    private func field(at place: Int?, in row: RepeatingRow) -> FormField? {
        guard let place else { return nil }
        let fields = row.fields
        guard fields.indices.contains(place), manager.isFocusable(fields[place], includingButtons: true) else { return nil }
        return fields[place]
    }

    /// The row with `id`: one the session edited, or found among the form's fields.
    /// - Complexity: O(1) for a row the session edited; O(n) for n fields otherwise.
    func row(withID id: RowID) -> RepeatingRow? {
        if let row = knownRows[id]?.row { return row }
        for field in manager.fields {
            var row = (field as? Item)?.enclosingRow
            while let current = row {
                if current.id == id { return current }
                row = current.group?.parentContainer as? RepeatingRow
            }
        }
        return nil
    }

    /// Keeps `row` for undo's look-ups; rows appeared, left or moved, so the field positions
    /// are counted again.
    private func note(_ row: RepeatingRow) {
        knownRows[row.id] = WeakRow(row: row)
        rowsChanged()
    }

    /// The row's title as the form shows it ("Address 2"); a one-field row's is its field's title.
    func title(of row: RepeatingRow) -> String {
        row.titleItem?.title ?? row.scalarField?.title ?? row.group?.rowTitle ?? "the row"
    }

    private func noun(of kind: RowEdit.Kind) -> String {
        switch kind {
        case .add: "add"
        case .delete: "delete"
        case .move: "move"
        case .duplicate: "duplicate"
        }
    }

    /// `text`, and the key that undoes (or redoes) it when the key map has one: "Deleted Address 2
    /// — Alt+Z to undo".
    private func say(_ text: String, then action: FormAction) {
        var line = text
        if let key = keyMap.key(for: action, in: contexts) {
            line = words(action == .redo ? "terminal.toRedo" : "terminal.toUndo", ["text": .text(text), "key": .text(key.description)])
        }
        message = Message(text: line, isError: false)
    }

    private func noRow(for action: FormAction) {
        message = Message(text: words("terminal.rows.focusARow", ["kind": .text(action == .duplicateRow ? "duplicate" : action == .deleteRow ? "delete" : "move")]),
                          isError: true)
    }

    /// Says why `rows` refused an edit: the rows' own rules, their limits, or their handler.
    private func refuse(_ action: FormAction, in rows: RepeatingRows) {
        let name: [String: MessageArgument] = ["rows": .text(rows.title.isEmpty ? rows.rowTitle : rows.title)]
        let text: String
        switch action {
        case .addRow, .duplicateRow:
            if !rows.allowsAdding {
                text = words("terminal.rows.cannot", name.merging(["kind": "add"]) { $1 })
            } else if action == .duplicateRow && !rows.allowsDuplicating {
                text = words("terminal.rows.cannot", name.merging(["kind": "duplicate"]) { $1 })
            } else if let maximum = rows.maximumCount, !rows.canAdd {
                text = words("terminal.rows.atMost", name.merging(["count": .integer(maximum)]) { $1 })
            } else {
                text = words("terminal.rows.refused", name.merging(["kind": "add"]) { $1 })
            }
        case .deleteRow:
            if !rows.allowsDeleting {
                text = words("terminal.rows.cannot", name.merging(["kind": "delete"]) { $1 })
            } else if !rows.canDelete {
                text = words("terminal.rows.atLeast", name.merging(["count": .integer(rows.minimumCount)]) { $1 })
            } else {
                text = words("terminal.rows.refused", name.merging(["kind": "delete"]) { $1 })
            }
        default:
            text = words(rows.allowsMoving ? "terminal.rows.refused" : "terminal.rows.cannot", name.merging(["kind": "move"]) { $1 })
        }
        message = Message(text: text, isError: true)
    }
}

/// A row held weakly (the form and its undo history own rows).
struct WeakRow {
    weak var row: RepeatingRow?
}

/// A field held weakly.
struct WeakField {
    weak var object: AnyObject?

    @MainActor
    init(_ field: FormField?) {
        object = field
    }

    @MainActor
    var field: FormField? { object as? FormField }
}

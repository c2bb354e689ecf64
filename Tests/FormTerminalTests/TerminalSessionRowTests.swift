import Foundation
import FormKit
import ListKit
import Testing
@testable import FormTerminal

/// A form of a name, address rows (street, city, phone rows inside) and a note, on a collection
/// view of `width`.
@MainActor
func makeAddressForm(rows count: Int = 2, minimum: Int = 1, maximum: Int? = 3,
                     configure: (RepeatingRows) -> Void = { _ in }) -> (AdapterManager, RepeatingRows) {
    let rows = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", minimumCount: minimum, maximumCount: maximum,
                             count: count) {
        TextItem("Street", key: "street").validated(by: .required)
        TextItem("City", key: "city")
        RepeatingRows("Phones", key: "phones", rowTitle: "Phone") { TextItem("Phone") }
    }
    configure(rows)
    let manager = makeForm {
        Section(header: "Customer") { TextItem("Name", key: "name") }
        Section(header: "Shipping") { rows }
        Section { TextItem("Note", key: "note") }
    }
    manager.reload()
    return (manager, rows)
}

let altA = KeyEvent(.character("a"), modifiers: .alt)
let altX = KeyEvent(.character("x"), modifiers: .alt)
let altZ = KeyEvent(.character("z"), modifiers: .alt)
let altShiftZ = KeyEvent(.character("Z"), modifiers: .alt)
let altUp = KeyEvent(.up, modifiers: .alt)
let altDown = KeyEvent(.down, modifiers: .alt)
let altShiftDown = KeyEvent(.down, modifiers: [.alt, .shift])

/// The row keys of the interactive session: what each does to the rows, where the focus goes, and
/// what the message line says.
@MainActor
@Suite struct FormSessionRowTests {
    func street(_ row: RepeatingRow) -> TextItem { row.fields[0] as! TextItem }
    func city(_ row: RepeatingRow) -> TextItem { row.fields[1] as! TextItem }

    @Test func addAddsARowAfterTheFocusedOneAndFocusesItsFirstField() {
        let (manager, rows) = makeAddressForm()
        let session = TerminalSession(manager: manager)
        session.focus(city(rows.rows[0]))
        session.send(altA)
        #expect(rows.rows.count == 3)
        #expect(session.focused === street(rows.rows[1]), "the new row sits after the focused one")
        #expect(session.message == TerminalSession.Message(text: "Added Address 2 — Alt+Z to undo", isError: false))
        #expect(session.rowPlaces == ["Address 2 of 3"])
        #expect(session.hasEdits)
    }

    @Test func spaceOnTheAddButtonAddsAtTheEndAndFocusesTheNewRow() {
        let (manager, rows) = makeAddressForm(rows: 1)
        let session = TerminalSession(manager: manager)
        session.tab(toTitle: "Add Address")
        #expect(session.contexts == [.button, .row])
        session.send(space)
        #expect(rows.rows.count == 2)
        #expect(session.focused === street(rows.rows[1]))
        session.tab(toTitle: "Add Address")
        session.send(space)
        #expect(rows.rows.count == 3)
        #expect(session.focused === street(rows.rows[2]))
    }

    /// Enter moves from field to field, as the hint line says: passing an Add button on the way
    /// adds nothing (before, it added a row and sent `"phones":[""]`).
    @Test func enterOnTheAddButtonGoesOnWithoutAddingARow() {
        let (manager, rows) = makeAddressForm(rows: 1)
        let session = TerminalSession(manager: manager)
        session.tab(toTitle: "Add Address")
        let button = session.focused
        session.send(enter)
        #expect(rows.rows.count == 1, "no row added")
        #expect(session.focused !== button, "the focus went on")
    }

    @Test func deleteFocusesTheSamePlaceInTheNextRowAndNamesTheUndoKey() {
        let (manager, rows) = makeAddressForm(rows: 3)
        let second = rows.rows[1]
        let third = rows.rows[2]
        let session = TerminalSession(manager: manager)
        session.focus(city(second))
        session.send(altX)
        #expect(rows.rows.map(\.id) == [rows.rows[0].id, third.id])
        #expect(session.focused === city(third))
        #expect(session.message == TerminalSession.Message(text: "Deleted Address 2 — Alt+Z to undo", isError: false))
        #expect(street(second).errors.isEmpty, "the field that left with its row is not validated")
    }

    @Test func deletingTheLastRowFocusesThePreviousAndThenTheAddButton() {
        let (manager, rows) = makeAddressForm(rows: 2, minimum: 0)
        let session = TerminalSession(manager: manager)
        session.focus(city(rows.rows[1]))
        session.send(altX)
        #expect(session.focused === city(rows.rows[0]))
        session.send(altX)
        #expect(rows.rows.isEmpty)
        #expect(session.focused === rows.addButton)
    }

    @Test func undoBringsTheRowBackWithItsValuesTypedTextAndFocus() {
        let (manager, rows) = makeAddressForm(rows: 2)
        let session = TerminalSession(manager: manager)
        session.focus(street(rows.rows[1]))
        session.type("12 High St")
        session.send(tab)
        let deleted = rows.rows[1]
        session.send(altX)
        #expect(manager.values["addresses"]?.arrayValue?.count == 1)
        session.send(altZ)
        #expect(rows.rows[1] === deleted)
        #expect(session.focused === city(deleted), "the field focused when the row was deleted")
        #expect(manager.values["addresses"]?[1]?["street"] == "12 High St")
        #expect(session.message == TerminalSession.Message(text: "Undid the delete of Address 2 — Alt+Shift+Z to redo", isError: false))
        session.focus(street(deleted))
        #expect(session.typedText == "12 High St", "the editor's text came back with the row")
        session.send(altShiftZ)
        #expect(rows.rows.count == 1)
        #expect(session.focused === street(rows.rows[0]))
        #expect(session.message?.text == "Redid the delete of Address 2 — Alt+Z to undo")
        session.send(altShiftZ)
        #expect(session.message == TerminalSession.Message(text: "Nothing to redo.", isError: false))
    }

    @Test func undoingAnAddTakesTheRowAwayAndHandsTheFocusOn() {
        let (manager, rows) = makeAddressForm(rows: 1)
        let session = TerminalSession(manager: manager)
        session.focus(street(rows.rows[0]))
        session.send(altA)
        #expect(session.focused === street(rows.rows[1]))
        session.send(altZ)
        #expect(rows.rows.count == 1)
        #expect(session.focused === street(rows.rows[0]))
        #expect(session.message?.text == "Undid the add of Address 2 — Alt+Shift+Z to redo")
    }

    @Test func movingARowTakesItsFocusValuesAndErrorsAlong() {
        let (manager, rows) = makeAddressForm(rows: 3)
        let session = TerminalSession(manager: manager)
        let moving = rows.rows[2]
        session.focus(street(moving))
        session.send(tab)   // leaving the empty street shows its error
        session.focus(street(moving))
        #expect(!street(moving).errors.isEmpty)
        session.send(altUp)
        #expect(rows.rows[1] === moving)
        #expect(session.focused === street(moving))
        #expect(street(moving).errors.first?.pointer == "/addresses/1/street", "the error names the row's new place")
        #expect(session.rowPlaces == ["Address 2 of 3"])
        #expect(session.message?.text == "Moved Address 3 up to place 2 of 3 — Alt+Z to undo")
        session.send(altUp)
        #expect(rows.rows[0] === moving)
        session.send(altUp)
        #expect(session.message == TerminalSession.Message(text: "Address 1 is already the first.", isError: true))
        session.send(altDown, altDown)
        #expect(rows.rows[2] === moving)
        session.send(altZ)
        #expect(rows.rows[1] === moving)
        #expect(session.focused === street(moving))
    }

    @Test func aRefusedEditSaysWhy() {
        let (manager, rows) = makeAddressForm(rows: 3, minimum: 3, maximum: 3)
        let session = TerminalSession(manager: manager)
        session.focus(street(rows.rows[0]))
        session.send(altA)
        #expect(session.message == TerminalSession.Message(text: "Addresses: at most 3 rows.", isError: true))
        session.send(altX)
        #expect(session.message == TerminalSession.Message(text: "Addresses: at least 3 rows.", isError: true))
        session.send(altShiftDown)
        #expect(session.message == TerminalSession.Message(text: "Addresses: rows cannot be duplicated.", isError: true))
        #expect(rows.rows.count == 3)

        let (handled, handledRows) = makeAddressForm(rows: 2) { rows in
            rows.shouldEdit = { edit, _ in if case .move = edit.kind { false } else { true } }
        }
        let other = TerminalSession(manager: handled)
        other.focus(street(handledRows.rows[0]))
        other.send(altDown)
        #expect(other.message == TerminalSession.Message(text: "Addresses: the form refused the move.", isError: true))
        #expect(handled.history.nextUndo == nil)
    }

    @Test func duplicateCopiesTheRowAfterItAndFocusesTheSamePlace() {
        let (manager, rows) = makeAddressForm(rows: 1) { $0.allowsDuplicating = true }
        let session = TerminalSession(manager: manager)
        session.focus(city(rows.rows[0]))
        session.type("Springfield")
        session.send(altShiftDown)
        #expect(rows.rows.count == 2)
        #expect(session.focused === city(rows.rows[1]))
        #expect(city(rows.rows[1]).value == "Springfield")
        #expect(session.message?.text == "Duplicated Address 1 as Address 2 — Alt+Z to undo")
    }

    @Test func keysInANestedRowActOnTheInnermostRow() {
        let (manager, rows) = makeAddressForm(rows: 2)
        let phones = rows.rows[1].nestedRows[0]
        phones.addRow()
        let session = TerminalSession(manager: manager)
        session.focus(phones.rows[0].scalarField)
        #expect(session.rowPlaces == ["Address 2 of 2", "Phone 1 of 1"])
        session.send(altA)
        #expect(phones.rows.count == 2)
        #expect(session.focused === phones.rows[1].scalarField)
        #expect(session.rowPlaces == ["Address 2 of 2", "Phone 2 of 2"])
        session.send(altX, altX)
        #expect(phones.rows.isEmpty)
        #expect(rows.rows.count == 2, "the address row stays")
        #expect(session.focused === phones.addButton)
    }

    @Test func rowKeysOutsideARowSayWhereTheyWork() {
        let (manager, rows) = makeAddressForm()
        let session = TerminalSession(manager: manager)
        #expect(session.focused?.key == "name")
        #expect(session.contexts == [.text])
        session.send(altX)
        #expect(session.message == TerminalSession.Message(text: "Alt+X works in a row of repeating rows: move to one first.", isError: true))
        #expect(rows.rows.count == 2)
        session.send(altZ)
        #expect(session.message == TerminalSession.Message(text: "Nothing to undo.", isError: false))
    }

    @Test func theMessageNamesTheUndoKeyOfTheKeyMapInUse() {
        var keyMap = KeyMap.standard
        keyMap.bind(KeyEvent(.function(9)), to: .undo)
        keyMap.bind(KeyEvent(.character("z"), modifiers: .alt), to: .redo)
        let (manager, rows) = makeAddressForm(rows: 2)
        let session = TerminalSession(manager: manager, keyMap: keyMap)
        session.focus(street(rows.rows[1]))
        session.send(altX)
        #expect(session.message?.text == "Deleted Address 2 — F9 to undo")
    }
}

extension TerminalSession {
    /// Moves the focus by Tab presses to the field titled `title`.
    func tab(toTitle title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<80 {
            if focused?.title == title { return }
            send(KeyEvent(.tab))
        }
        Issue.record("no field titled \(title) reachable by Tab", sourceLocation: sourceLocation)
    }
}

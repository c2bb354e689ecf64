import Foundation
import ListKit
import Testing
@testable import FormKit

/// Rows built from a template: identities, edits and the exact batches they send, values, limits,
/// handlers, nesting.
@MainActor
@Suite struct RepeatingRowsTests {
    /// A section of address rows (street, city) under a title, with an Add button.
    func addressForm(rows count: Int = 2, titles: RowTitles = .numbered,
                     configure: (RepeatingRows) -> Void = { _ in }) -> (AdapterManager, RepeatingRows) {
        let rows = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", count: count) {
            TextItem("Street", key: "street")
            TextItem("City", key: "city")
        }
        rows.rowTitles = titles
        configure(rows)
        let manager = makeManager(width: 40)
        manager.addSection(Section(header: "Shipping") { rows })
        manager.reload()
        _ = manager.takeLog()
        return (manager, rows)
    }

    /// A one-field row template: a list of email addresses. The rows' fields are the items of one
    /// bunch, collection view section 1 (between the title's and the Add button's).
    func emailForm(rows count: Int) -> (AdapterManager, RepeatingRows) {
        let rows = RepeatingRows("Emails", key: "emails", rowTitle: "Email", count: count) { TextItem("Email") }
        rows.rowTitles = .plain
        let manager = makeManager(width: 40)
        manager.addSection(Section { rows })
        manager.reload()
        _ = manager.takeLog()
        return (manager, rows)
    }

    func street(_ row: RepeatingRow) -> TextItem { row.fields[0] as! TextItem }
    func city(_ row: RepeatingRow) -> TextItem { row.fields[1] as! TextItem }

    @Test func rowsShowTheirTitlesAndFieldsAndSendAnArrayOfObjectsKeepingEmptyRows() throws {
        let (manager, rows) = addressForm()
        street(rows.rows[0]).value = "1 Main St"
        #expect(manager.values == ["addresses": [["street": "1 Main St"], [:]]])
        #expect(manager.text == """
            Shipping
              Addresses
              Address 1
              Street                       1 Main St
              City
              Address 2
              Street
              City
                         [ Add Address ]
            """)
    }

    @Test func aOneFieldTemplateSendsAnArrayOfItsValues() {
        let (manager, rows) = emailForm(rows: 2)
        (rows.rows[1].scalarField as! TextItem).value = "b@example.com"
        #expect(manager.values == ["emails": ["", "b@example.com"]], "an empty row keeps its place")
        #expect(rows.rows[1].fields[0].title == "Email")
        #expect((rows.rows[1].scalarField as! Item).valuePointer == "/emails/1")
    }

    @Test func addingARowSendsOneInsert() {
        let (manager, rows) = addressForm()
        let row = rows.addRow()
        #expect(row != nil && rows.rows.last === row)
        #expect(manager.takeLog() == ["inserted sections [3]"])
        #expect(manager.values == ["addresses": [[:], [:], [:]]])
        manager._checkInvariants()
    }

    @Test func addingAtAnIndexRetitlesExactlyTheRowsAfterIt() {
        let (manager, rows) = addressForm(rows: 3)
        rows.addRow(at: 1)
        #expect(manager.takeLog() == ["inserted sections [2]; reloaded items [2, 0], [3, 0]"])
        #expect(rows.rows.map { $0.titleItem!.title } == ["Address 1", "Address 2", "Address 3", "Address 4"])
        manager._checkInvariants()
    }

    @Test func movingOneRowOfAThousandSendsExactlyOneMoveAndNoReloads() {
        let (manager, rows) = emailForm(rows: 1_000)
        let first = rows.rows[0]
        #expect(rows.moveRow(first, to: 999))
        #expect(manager.takeLog() == ["moved items [1, 0]→[1, 999]"])
        #expect(rows.rows.last === first)
        #expect(rows.moveRow(rows.rows[500], to: 499))
        #expect(manager.takeLog() == ["moved items [1, 500]→[1, 499]"])
        manager._checkInvariants()
    }

    @Test func aNumberedTitleReloadsExactlyTheRowsWhoseNumberChanged() {
        let (manager, rows) = addressForm(rows: 5)
        rows.moveRow(rows.rows[1], to: 3)
        // Rows at 1, 2 and 3 changed number; rows 0 and 4 did not.
        #expect(manager.takeLog() == ["moved sections 2→4; reloaded items [2, 0], [3, 0], [4, 0]"])
        #expect(rows.rows.map { $0.titleItem!.title } == (1...5).map { "Address \($0)" })
    }

    @Test func deletingOneRowSendsOneDeleteAndTheValuesLeaveAtOnce() {
        let (manager, rows) = emailForm(rows: 40)
        (rows.rows[0].scalarField as! TextItem).value = "a@example.com"
        _ = manager.takeLog()
        #expect(rows.deleteRow(rows.rows[0]))
        #expect(manager.takeLog() == ["deleted items [1, 0]"])
        #expect(manager.values["emails"]?.arrayValue?.count == 39)
        #expect(manager.values["emails"]?[0] == "")
    }

    @Test func twoDeletesInARowNeverCrashAndSendTwoDeletes() {
        let (manager, rows) = addressForm(rows: 4, titles: .plain)
        rows.deleteRow(rows.rows[1])
        rows.deleteRow(rows.rows[1])
        #expect(manager.takeLog() == ["deleted sections [2]", "deleted sections [2]"])
        manager.performBatchUpdates {
            rows.deleteRow(rows.rows[0])
            rows.deleteRow(rows.rows[0])
        }
        #expect(manager.takeLog() == ["deleted sections [1, 2]"])
        #expect(rows.rows.isEmpty)
        manager._checkInvariants()
    }

    @Test func aHundredRowsAddedInOneBatchAreOneBatch() {
        let (manager, rows) = emailForm(rows: 10)
        manager.performBatchUpdates {
            for _ in 0..<100 { rows.addRow() }
        }
        let log = manager.takeLog()
        #expect(log.count == 1)
        #expect(log.first == "inserted items " + (10..<110).map { "[1, \($0)]" }.joined(separator: ", "))
        #expect(rows.rows.count == 110)
        manager._checkInvariants()
    }

    @Test func editingAFieldInRow537ReloadsThatItemAlone() {
        let (manager, rows) = emailForm(rows: 1_000)
        (rows.rows[537].scalarField as! TextItem).value = "x@example.com"
        #expect(manager.takeLog() == ["reloaded items [1, 537]"])
    }

    @Test func aRowsValueErrorAndFocusFollowItThroughAMove() throws {
        let (manager, rows) = addressForm(rows: 6, titles: .plain)
        let fifth = rows.rows[5]
        street(fifth).validated(by: .required)
        street(fifth).validate()
        city(fifth).value = "Springfield"
        let focused = manager.nextField(after: street(fifth)) as? TextItem
        rows.moveRow(fifth, to: 2)
        #expect(rows.rows[2] === fifth)
        #expect(street(rows.rows[2]).errors.map(\.pointer) == ["/addresses/2/street"])
        #expect(street(rows.rows[2]).validate().first?.pointer == "/addresses/2/street")
        #expect(manager.values["addresses"]?[2] == ["city": "Springfield"])
        #expect(manager.nextField(after: street(fifth)) as? TextItem === focused, "the next field is still the row's own city")
        #expect(manager.text.components(separatedBy: "\n").filter { $0.contains("! Street is required") }.count == 1)
    }

    @Test func duplicatingInsertsADeepCopyWithANewIdentityRightAfterItsSource() throws {
        let (manager, rows) = addressForm(rows: 2) { $0.allowsDuplicating = true }
        street(rows.rows[0]).value = "1 Main St"
        city(rows.rows[0]).value = "Springfield"
        _ = manager.takeLog()
        let copy = try #require(rows.duplicateRow(rows.rows[0]))
        #expect(copy.id != rows.rows[0].id && rows.rows[1] === copy)
        #expect(manager.takeLog() == ["inserted sections [2]; reloaded items [2, 0]"])
        #expect(manager.values["addresses"] == [["street": "1 Main St", "city": "Springfield"],
                                                  ["street": "1 Main St", "city": "Springfield"], [:]])
        street(copy).value = "2 Side St"
        #expect(street(rows.rows[0]).value == "1 Main St", "a deep copy: the source keeps its value")
    }

    @Test func enforcedLimitsRefuseTheEditAndHideTheAddButtonAtTheMaximum() {
        let (manager, rows) = addressForm(rows: 1) { rows in
            rows.minimumCount = 1
            rows.maximumCount = 2
        }
        #expect(rows.canAdd && !rows.canDelete)
        #expect(!rows.deleteRow(rows.rows[0]), "no delete at the minimum")
        #expect(rows.addRow() != nil)
        #expect(rows.addRow() == nil, "no add at the maximum")
        #expect(!manager.text.contains("[ Add Address ]"))
        #expect(rows.deleteRow(rows.rows[1]))
        #expect(manager.text.contains("[ Add Address ]"))
        #expect(manager.validate().isEmpty)
    }

    @Test func reportedLimitsAllowTheEditAndPutAnErrorOnTheRows() {
        let (manager, rows) = addressForm(rows: 1) { rows in
            rows.minimumCount = 1
            rows.maximumCount = 2
            rows.countPolicy = .report
        }
        #expect(rows.deleteRow(rows.rows[0]))
        let errors = manager.validate()
        #expect(errors.map(\.description) == ["Addresses must have at least 1 row"])
        #expect(errors.map(\.pointer) == ["/addresses"])
        #expect(manager.text.contains("! Addresses must have at least 1 row"))
        rows.addRow()
        #expect(rows.titleItem.errors.isEmpty, "an error showing is checked again at every edit")
        rows.addRow(); rows.addRow()
        #expect(manager.validate().map(\.message) == ["must have at most 2 rows"])
    }

    @Test func valuesOutsideTheCountsAreSetAndReportedNotRefused() throws {
        let (manager, rows) = addressForm(rows: 1) { rows in
            rows.minimumCount = 1
            rows.maximumCount = 2
            rows.countPolicy = .enforce
        }
        let three: JSONValue = [["street": "A"], ["street": "B"], ["street": "C"]]
        try manager.setValues(["addresses": three])
        #expect(manager.values == ["addresses": three], "a draft or a backend's data is kept as it is")
        #expect(!rows.canAdd, "enforced: no Add beyond the maximum")
        #expect(manager.validate().map(\.description) == ["Addresses must have at most 2 rows"])
        try manager.setValues(["addresses": []])
        #expect(rows.rows.isEmpty)
        #expect(manager.validate().map(\.description) == ["Addresses must have at least 1 row"])
    }

    @Test func uniqueRowsAreCheckedByValue() {
        let (manager, rows) = emailForm(rows: 3)
        rows.requiresUniqueRows = true
        (rows.rows[0].scalarField as! TextItem).value = "a@example.com"
        (rows.rows[1].scalarField as! TextItem).value = "b@example.com"
        (rows.rows[2].scalarField as! TextItem).value = "a@example.com"
        #expect(manager.validate().map(\.message) == ["rows 1 and 3 are the same"])
        (rows.rows[2].scalarField as! TextItem).value = "c@example.com"
        #expect(manager.validate().isEmpty)
    }

    @Test func handlersMayVetoAndObserveEveryEditUndoIncluded() {
        var seen: [String] = []
        let (manager, rows) = addressForm(rows: 3) { rows in
            rows.shouldEdit = { edit, _ in
                if case .delete(index: 0) = edit.kind { return false }   // the first address stays
                return true
            }
            rows.didEdit = { edit, _ in seen.append(edit.description + (edit.isReplay ? " (replay)" : "")) }
        }
        #expect(!rows.deleteRow(rows.rows[0]))
        #expect(rows.deleteRow(rows.rows[2]))
        rows.moveRow(rows.rows[1], to: 0)
        manager.undo()
        manager.redo()
        #expect(seen == ["delete at 2", "move 1 → 0", "move 0 → 1 (replay)", "move 1 → 0 (replay)"])
        #expect(manager.takeLog().count == 4)
    }

    @Test func settingValuesAddsAndDeletesRowsAtTheEndAndClearsTheHistory() throws {
        let (manager, rows) = addressForm(rows: 1)
        rows.addRow()
        #expect(manager.history.canUndo)
        let kept = rows.rows[0]
        try manager.setValues(["addresses": [["street": "1 Main St"], ["city": "Rome"], ["street": "3 Via"]]])
        #expect(rows.rows.count == 3 && rows.rows[0] === kept, "rows are kept by position")
        #expect(manager.values == ["addresses": [["street": "1 Main St"], ["city": "Rome"], ["street": "3 Via"]]])
        #expect(!manager.history.canUndo, "data is nobody's edit")
        try manager.setValues(["addresses": []])
        #expect(rows.rows.isEmpty && manager.values == ["addresses": []])
        manager._checkInvariants()
    }

    @Test func settingValuesIsAllOrNothingWithProblemsByPointer() {
        let (manager, _) = addressForm(rows: 1)
        #expect {
            try manager.setValues(["addresses": [["street": "1 Main St"], ["town": "Rome"], ["street": 3]]])
        } throws: { error in
            (error as? ValuesError)?.problems.map(\.description) == [
                "/addresses/1/town: no field has this key", "/addresses/2/street: expected a string, got an integer (3)",
            ]
        }
        #expect(manager.values == ["addresses": [[:]]], "nothing was set")
        #expect(throws: ValuesError.self) { try manager.setValues(["addresses": "none"]) }
    }

    @Test func rowsNestAndNameTheirValuesByPointer() throws {
        let rows = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", count: 2) {
            TextItem("Street", key: "street")
            RepeatingRows("Phones", key: "phones", rowTitle: "Phone", count: 1) { TextItem("Number") }
        }
        let manager = makeManager(width: 40)
        manager.addSection(Section { rows })
        manager.reload()
        _ = manager.takeLog()
        let phones = try #require(rows.rows[1].nestedRows.first)
        phones.addRow()
        #expect(manager.takeLog() == ["inserted items [2, 4]"], "a phone is an item of its address's bunch")
        (phones.rows[1].scalarField as! TextItem).value = "555-0100"
        #expect((phones.rows[1].scalarField as! Item).valuePointer == "/addresses/1/phones/1")
        #expect(manager.values == ["addresses": [["phones": [""]], ["phones": ["", "555-0100"]]]])
        try manager.setValues(["addresses": [["street": "A", "phones": []], ["phones": ["1", "2", "3"]]]])
        #expect(manager.values == ["addresses": [["street": "A", "phones": []], ["phones": ["1", "2", "3"]]]])
        _ = manager.takeLog()
        rows.deleteRow(rows.rows[0])
        #expect(manager.takeLog() == ["deleted sections [1]; reloaded items [2, 0]"], "deleting an outer row is one delete (and its title)")
        manager._checkInvariants()
    }
}

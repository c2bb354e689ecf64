import Foundation
import ListKit
import Testing
@testable import FormKit

@MainActor
@Suite struct RepeatingRowsTests {
    func addressForm(rows count: Int = 2, titles: RowTitles = .numbered) -> (AdapterManager, RepeatingRows) {
        let rows = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", count: count) {
            TextItem("Street", key: "street")
            TextItem("City", key: "city")
        }
        rows.rowTitles = titles
        let manager = makeManager(width: 40)
        manager.addSection(Section(header: "Shipping") { rows })
        manager.reload()
        _ = manager.takeLog()
        return (manager, rows)
    }

    @Test func rowsShowTheirTitlesAndFieldsAndSendAnArrayOfObjects() throws {
        let (manager, rows) = addressForm()
        try (rows.rows[0].fields[0] as! TextItem).setJSONValue("1 Main St")
        #expect(manager.values == ["addresses": [["street": "1 Main St"], [:]]])
        #expect(manager.text.contains("Address 2"))
        print(manager.text)
    }

    @Test func addingARowSendsOneInsert() {
        let (manager, rows) = addressForm()
        let row = rows.addRow()
        #expect(row != nil)
        print(manager.takeLog())
        manager._checkInvariants()
    }

    @Test func movingARowSendsOneMove() {
        let (manager, rows) = addressForm(rows: 5, titles: .plain)
        rows.moveRow(rows.rows[0], to: 4)
        print(manager.takeLog())
        manager._checkInvariants()
    }

    @Test func deletingThenUndoingBringsTheSameRowBack() throws {
        let (manager, rows) = addressForm(rows: 3)
        let second = rows.rows[1]
        try (second.fields[0] as! TextItem).setJSONValue("2 Side St")
        _ = manager.takeLog()
        rows.deleteRow(second)
        print(manager.takeLog())
        #expect(manager.values == ["addresses": [[:], [:]]])
        manager.undo()
        print(manager.takeLog())
        #expect(rows.rows[1] === second)
        #expect(manager.values == ["addresses": [[:], ["street": "2 Side St"], [:]]])
        manager._checkInvariants()
    }
}

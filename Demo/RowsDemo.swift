import Foundation
import FormKit
import ListKit

/// Repeating rows edited as a person edits them — added, moved, deleted, undone, redone,
/// duplicated, a nested row added — each edit followed by the exact batch it sent.
enum RowsDemo {
    /// Address rows (street, city, phone rows inside), three of them filled in.
    @MainActor
    static func makeForm(adapter: ListAdapter) -> (AdapterManager, RepeatingRows) {
        let rows = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", minimumCount: 1, maximumCount: 5) {
            TextItem("Street", key: "street")
            TextItem("City", key: "city")
            RepeatingRows("Phones", key: "phones", rowTitle: "Phone") { TextItem("Phone") }
        }
        rows.allowsDuplicating = true
        let manager = AdapterManager(adapter: adapter) {
            Section(header: "Shipping") { rows }
        }
        try? manager.setValues(["addresses": [
            ["street": "1 Main St", "city": "Springfield"],
            ["street": "22 Elm Rd", "city": "Shelbyville"],
            ["street": "9 Oak Ave", "city": "Ogdenville"],
        ]])
        return (manager, rows)
    }

    @MainActor
    static func run(_ context: DemoContext) -> String {
        let (adapter, view) = context.makeAdapter()
        let (manager, rows) = makeForm(adapter: adapter)
        var lines = [context.heading("rows: repeating rows added, moved, deleted and undone; each edit is one batch"), "",
                     context.step("the form"), context.render(view), ""]
        view.clearAppliedUpdates()

        /// Makes an edit, then says what it was and the batch it sent.
        func edit(_ what: String, _ change: () -> Void) {
            change()
            let batches = view.appliedUpdates.map(UpdateLog.describe)
            view.clearAppliedUpdates()
            lines.append(context.step("\(what) → " + (batches.isEmpty ? "nothing" : batches.joined(separator: "; then "))))
        }
        edit("add an address after address 1") { rows.addRow(at: 1) }
        edit("move address 4 to the top") { rows.moveRow(rows.rows[3], to: 0) }
        edit("delete address 2") { rows.deleteRow(rows.rows[1]) }
        edit("undo: address 2 comes back whole") { manager.undo() }
        edit("redo") { manager.redo() }
        edit("duplicate address 1") { rows.duplicateRow(rows.rows[0]) }
        edit("add a phone to address 1, then type its number") {
            let phones = rows.rows[0].nestedRows[0]
            if let phone = phones.addRow()?.scalarField { try? phone.setJSONValue("555-0100") }
        }
        edit("undo, undo: the phone, then the duplicate") {
            manager.undo()
            manager.undo()
        }
        lines += ["", context.step("the form"), context.render(view), "", context.step("manager.values")]
        lines.append((try? manager.values.jsonString(prettyPrinted: true)) ?? "{}")
        return lines.joined(separator: "\n")
    }
}

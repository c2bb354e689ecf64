import Foundation
import FormKit
import ListKit

/// A form of three steps — account, shipping addresses as repeating rows with phone rows inside,
/// payment — whose values are one JSON object: Next checks the step, Back never does, and submit
/// lands on the first step with an error.
enum CheckoutDemo {
    /// The checkout form, empty but for its defaults and one address row.
    @MainActor
    static func makeForm(adapter: ListAdapter) -> AdapterManager {
        let addresses = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", minimumCount: 1, maximumCount: 3) {
            TextItem("Street", key: "street", placeholder: "1 Main St").validated(by: .required)
            TextItem("City", key: "city", placeholder: "Springfield").validated(by: .required)
            RepeatingRows("Phones", key: "phones", rowTitle: "Phone", maximumCount: 2) {
                TextItem("Phone", placeholder: "555-0100").validated(by: .phone())
            }
        }
        addresses.allowsDuplicating = true
        return AdapterManager(adapter: adapter) {
            FormStep("Account", key: "account") {
                Section(header: "Account") {
                    TextItem("Email", key: "email", placeholder: "ada@example.com").validated(by: .required, .email)
                    TextItem("Name", key: "name", placeholder: "Ada Lovelace").validated(by: .required)
                }
            }
            FormStep("Shipping", key: "shipping") {
                Section(header: "Shipping") { addresses }
            }
            FormStep("Payment", key: "payment") {
                Section(header: "Payment") {
                    SegmentedItem("Method", key: "method", options: ["Card", "Invoice"], value: "Card")
                    TextItem("Name on card", key: "cardName").validated(by: .required).hidden(when: .value("method", isNot: "Card"))
                    BoolItem("Gift wrap", key: "gift")
                }
            }
        }
    }

    @MainActor
    static func run(_ context: DemoContext) -> String {
        let (adapter, view) = context.makeAdapter()
        let manager = makeForm(adapter: adapter)
        var lines = [context.heading("checkout: three steps; addresses as rows with phone rows inside; one JSON object"), "",
                     context.step("step 1"), context.render(view), ""]
        view.clearAppliedUpdates()

        func step(_ what: String, showing: Bool = false, _ change: () -> Void) {
            change()
            lines.append(context.step(what))
            lines += DemoCatalog.takeLog(view)
            if showing { lines += [context.render(view), ""] }
        }
        step("nextStep() with nothing filled in: the step stays, its errors show", showing: true) { manager.nextStep() }
        step("email and name filled in; nextStep(): Shipping replaces Account", showing: true) {
            try? manager.setValues(["email": "ada@example.com", "name": "Ada Lovelace"])
            manager.nextStep()
        }
        let addresses = manager.fields.lazy.compactMap { ($0 as? Item)?.container as? RepeatingRows }.first { $0.key == "addresses" }
        step("address 1 filled in, a phone added to it") {
            try? manager.setValues(["addresses": [["street": "1 Main St", "city": "Springfield"]]])
            if let phone = addresses?.rows[0].nestedRows[0].addRow()?.scalarField { try? phone.setJSONValue("555-0100") }
        }
        step("a second address added, filled in and moved to the top", showing: true) {
            if let row = addresses?.addRow() {
                for (field, value) in zip(row.fields, ["2 Elm Rd", "Shelbyville"]) { try? field.setJSONValue(.string(value)) }
                addresses?.moveRow(row, to: 0)
            }
        }
        step("nextStep(): Payment", showing: true) { manager.nextStep() }
        step("previousStep(): back to Shipping, nothing checked, nothing lost") { manager.previousStep() }
        step("submit(): every step checked; it lands on the first with an error", showing: true) { _ = try? manager.submit() }
        step("the name on the card filled in; submit()") {
            try? manager.setValues(["cardName": "A. Lovelace"])
        }
        do {
            let values = try manager.submit()
            lines.append((try? values.jsonString(prettyPrinted: true)) ?? "{}")
        } catch {
            lines.append("refused: \(error)")
        }
        return lines.joined(separator: "\n")
    }
}

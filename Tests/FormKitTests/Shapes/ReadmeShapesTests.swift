import Foundation
import ListKit
import Testing
@testable import FormKit

/// The FormKit articles' examples of rows, steps, undo and custom validators, checked further, with
/// what the articles say they do.
@MainActor
@Suite struct ReadmeShapesTests {
    @Test func theRowsAndStepsExampleDoesWhatItSays() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 48)
        // As in the article:
        let addresses = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", minimumCount: 1, maximumCount: 3) {
            TextItem("Street", key: "street").validated(by: .required)
            TextItem("City", key: "city")
            RepeatingRows("Phones", key: "phones", rowTitle: "Phone") { TextItem("Number") }
        }
        let manager = AdapterManager(adapter: adapter) {
            FormStep("Account") {
                Section { TextItem("Email", key: "email").validated(by: .required, .email) }
            }
            FormStep("Shipping") {
                Section(header: "Where to") { addresses }
            }
        }
        let movedToShipping = manager.nextStep()          // false: "Account" is checked, and its email is required
        try manager.setValues(["email": "ada@example.com",
                               "addresses": [["street": "1 Main St", "phones": ["555-0100"]], ["street": "2 Side St"]]])
        manager.nextStep()                                 // true: "Step 2 of 2: Shipping"
        addresses.moveRow(addresses.rows[1], to: 0)        // moved sections 3→2, and the two rows' titles reload
        addresses.deleteRow(addresses.rows[1])             // deleted sections [3]: 1 Main St leaves the values
        manager.undo()                                     // inserted sections [3]: the same row, phone and all
        let values = manager.values
        // What the article says:
        #expect(!movedToShipping)
        #expect(manager.progressText == "Step 2 of 2: Shipping")
        #expect(values == ["email": "ada@example.com",
                           "addresses": [["street": "2 Side St", "phones": []], ["street": "1 Main St", "phones": ["555-0100"]]]])
        let log = manager.takeLog()
        #expect(log.suffix(3) == ["moved sections 3→2; reloaded items [2, 0], [3, 0]", "deleted sections [3]",
                                  "inserted sections [3]"])
    }

    @Test func theAlternativesExampleDoesWhatItSays() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 48)
        // As in the article:
        let payment = FieldAlternatives("Pay by", key: "payment") {
            FieldBranch("Card") { TextItem("Number", key: "number").validated(by: .required) }
            FieldBranch("Bank transfer") { TextItem("IBAN", key: "iban").validated(by: .required) }
        }
        let manager = AdapterManager(adapter: adapter) { Section { payment } }
        try manager.field(at: "/payment/number")?.apply(input: "4242")
        _ = manager.takeLog()
        payment.select(titled: "Bank transfer")     // Number leaves, IBAN comes: one batch, nothing else reloads
        let switched = manager.takeLog()
        manager.undo()                              // back to Card, the number as it was typed
        // What the article says:
        #expect(switched == ["deleted items [0, 1]; inserted items [0, 1]; reloaded items [0, 0]"])
        #expect(manager.values == ["payment": ["number": "4242"]])
    }

    @Test func theCustomValidatorExampleDoesWhatItSays() {
        // As in the article:
        let noSpaces = Validator.custom("noSpaces") { value in
            (value.stringValue ?? "").contains(" ") ? "must not contain spaces" : nil
        }
        let username = TextItem("Username", key: "user", value: "ada lovelace").validated(by: .required, noSpaces)
        // What the article says:
        #expect(username.validate().map(\.description) == ["Username must not contain spaces"])
    }
}

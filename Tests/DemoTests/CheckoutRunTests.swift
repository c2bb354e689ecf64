import Foundation
import FormKit
import ListKit
import Testing
@testable import Demo

/// `Demo checkout` filled in through pipes: steps in order, rows asked and added, drafts that keep
/// the rows and the step, and `--values`.
@Suite struct CheckoutRunTests {
    /// Email, name; address 1 (street, city, one phone, no other); a second address (no phone);
    /// no third; method Card, the name on the card, no gift wrap.
    static let answers = "ada@example.com\nAda\n1 Main St\nSpringfield\ny\n555-0100\nn\ny\n2 Elm Rd\nShelbyville\nn\nn\n\nA. Lovelace\n\n"

    static let filledIn: JSONObject = [
        "email": "ada@example.com", "name": "Ada",
        "addresses": [["street": "1 Main St", "city": "Springfield", "phones": ["555-0100"]],
                      ["street": "2 Elm Rd", "city": "Shelbyville", "phones": []]],
        "method": "Card", "cardName": "A. Lovelace", "gift": false,
    ]

    @Test func stepsAreAskedInOrderAndRowsAreAskedAndAdded() throws {
        let outcome = try DemoProcess.run(["checkout", "--plain"], standardInput: Data(Self.answers.utf8))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(printedObject(outcome) == Self.filledIn)
        let order = ["Step 1 of 3: Account", "Email (required", "Step 2 of 3: Shipping", "Address 1\nStreet", "Add a phone? [y/N]",
                     "Phone 1", "Add another phone? [y/N]", "Add another address? [y/N]", "Address 2\nStreet",
                     "Step 3 of 3: Payment", "Name on card"]
        let places = order.map { outcome.standardError.range(of: $0)?.lowerBound }
        #expect(places.allSatisfy { $0 != nil }, "\(outcome.standardError)")
        #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted())
    }

    /// `Demo checkout --plain` with `flag FILE` (`--draft`, `--resume`), answering `answers`.
    func checkout(_ flag: String, _ file: String, answers: String) throws -> DemoProcess.Outcome {
        try DemoProcess.run(["checkout", "--plain", flag, file], standardInput: Data(answers.utf8))
    }

    @Test func aDraftKeepsTheRowsAndTheStepAndResumesThere() throws {
        let folder = try TemporaryFolder()
        let draft = try folder.path("draft.json")
        // The input ends in the second address.
        let ended = try checkout("--draft", draft, answers: "ada@example.com\nAda\n1 Main St\nSpringfield\ny\n555-0100\nn\ny\n2 Elm Rd\n")
        #expect(ended.status == 1)
        #expect(ended.standardError.hasSuffix("the values so far are in \(draft) (secrets left out)\n"))
        #expect(objectInFile(draft) == [
            "email": "ada@example.com", "name": "Ada",
            "addresses": [["street": "1 Main St", "city": "Springfield", "phones": ["555-0100"]], ["street": "2 Elm Rd", "phones": []]],
            "method": "Card", "gift": false, "$step": "shipping",
        ])
        // Resumed: the shipping step, both rows with their values (Enter keeps them).
        let resumed = try checkout("--resume", draft, answers: "\n\n\nn\n\nShelbyville\n\nn\n\nA. Lovelace\n\n")
        #expect(resumed.status == 0, "\(resumed.standardError)")
        #expect(printedObject(resumed) == Self.filledIn)
        #expect(resumed.standardError.contains("\nStep 2 of 3: Shipping\n"))
        #expect(!resumed.standardError.contains("Step 1 of 3"), "the draft's step is where the fill-in starts")
        #expect(resumed.standardError.contains("Street (required) [2 Elm Rd]: "))
    }

    @Test func aDraftWhoseStepIsNoLongerValidResumesThere() throws {
        let folder = try TemporaryFolder()
        let draft = try folder.path("draft.json", text: #"{"email": "ada@example.com", "$step": "payment"}"#)
        let outcome = try DemoProcess.run(["checkout", "--plain", "--resume", draft], standardInput: Data())
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("Step 1 of 3: Account\n"), "the name is missing: the account step")
        let unknown = try folder.path("unknown.json", text: #"{"$step": "delivery"}"#)
        let refused = try DemoProcess.run(["checkout", "--plain", "--resume", unknown], standardInput: Data())
        #expect(refused.status == 1)
        #expect(refused.standardError == "Demo: --resume \(unknown): $step: no step of the form is \"delivery\"\n")
    }

    @Test func valuesFromAFileAreCheckedEveryStepAndPrinted() throws {
        let folder = try TemporaryFolder()
        let values = try folder.path("values.json", text: try JSONValue.object(Self.filledIn).jsonString())
        let outcome = try DemoProcess.run(["checkout", "--values", values])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(printedObject(outcome) == Self.filledIn)
        let missing = try folder.path("missing.json", text: #"{"email": "ada@example.com", "name": "Ada", "addresses": [{"city": "Springfield"}]}"#)
        let invalid = try DemoProcess.run(["checkout", "--values", missing])
        #expect(invalid.status == 1)
        #expect(invalid.standardError.contains("/addresses/0/street"), "\(invalid.standardError)")
        #expect(invalid.standardError.contains("cardName"))
    }

    @MainActor
    @Test func aDraftLeavesSecretsOutEvenInsideRows() throws {
        let rows = RepeatingRows("Logins", key: "logins", rowTitle: "Login") {
            TextItem("User", key: "user")
            TextItem("Password", key: "password", isSecure: true)
        }
        let manager = AdapterManager(adapter: ListAdapter()) {
            FormStep("Logins") { Section { rows } }
            FormStep("Done") { Section { TextItem("Note", key: "note") } }
        }
        try manager.setValues(["logins": [["user": "ada", "password": "secret 1"], ["user": "bob", "password": "secret 2"]]])
        #expect(manager.nextStep())
        let draft = FormDraft(of: manager).object
        #expect(draft == ["logins": [["user": "ada"], ["user": "bob"]], "$step": 1], "a step without a key is named by its index")
    }
}

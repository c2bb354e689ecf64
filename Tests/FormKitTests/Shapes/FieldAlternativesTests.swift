import Foundation
import ListKit
import Testing
@testable import FormKit
import ListDiffKit

/// Alternatives: one of several sub-forms picked by a choice, each branch keeping what was typed
/// in it, the value the picked branch's alone, switches undoable, and a switch reloading only the
/// branches' rows.
@MainActor
@Suite struct FieldAlternativesTests {
    func payment(selected: Int? = 0) -> FieldAlternatives {
        FieldAlternatives("Pay by", key: "payment", selected: selected) {
            FieldBranch("Card") {
                TextItem("Number", key: "number").validated(by: .required)
                TextItem("Expiry", key: "expiry")
            }
            FieldBranch("Bank transfer") { TextItem("IBAN", key: "iban").validated(by: .required) }
            FieldBranch("Invoice") {}
        }
    }

    func form(_ content: FieldAlternatives, width: Int = 48) -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: width)
        return AdapterManager(adapter: adapter) {
            Section {
                TextItem("Name", key: "name", value: "Ada")
                content
            }
        }
    }

    @Test func theValueIsThePickedBranchsAlone() throws {
        let alternatives = payment()
        let manager = form(alternatives)
        try manager.setValues(["payment": ["number": "4242", "expiry": "12/29"]])
        #expect(manager.values == ["name": "Ada", "payment": ["number": "4242", "expiry": "12/29"]])
        alternatives.select(titled: "Bank transfer")
        #expect(manager.values == ["name": "Ada", "payment": [:]])
        alternatives.select(2)
        #expect(manager.values == ["name": "Ada", "payment": [:]])
        alternatives.select(nil)
        #expect(manager.values == ["name": "Ada"])
    }

    @Test func switchingBackShowsWhatWasTyped() throws {
        let alternatives = payment()
        let manager = form(alternatives)
        try manager.field(at: "/payment/number")?.apply(input: "4242")
        alternatives.choiceItem.value = "Bank transfer"
        #expect(manager.field(at: "/payment/number") == nil)
        try manager.field(at: "/payment/iban")?.apply(input: "DE89")
        alternatives.choiceItem.value = "Card"
        #expect(manager.values["payment"] == ["number": "4242"])
        alternatives.choiceItem.value = "Bank transfer"
        #expect(manager.values["payment"] == ["iban": "DE89"])
    }

    @Test func onlyThePickedBranchIsValidated() throws {
        let alternatives = payment()
        let manager = form(alternatives)
        #expect(manager.validate().map(\.key) == ["number"])
        alternatives.select(2)
        #expect(manager.validate().isEmpty)
    }

    @Test func aSwitchIsUndoneAndRedone() throws {
        let alternatives = payment()
        let manager = form(alternatives)
        try manager.field(at: "/payment/number")?.apply(input: "4242")
        try alternatives.choiceItem.apply(input: "Bank transfer")
        #expect(manager.history.nextUndoEdit?.sentence == "Pay by: Bank transfer chosen.")
        #expect(manager.history.nextUndo == nil)
        let undone = manager.undo()
        #expect(undone?.choiceEdit == ChoiceEdit(from: 0, to: 1, isReplay: true) || undone?.choiceEdit?.to == 0)
        #expect(alternatives.selectedIndex == 0)
        #expect(alternatives.choiceItem.value == "Card")
        #expect(manager.values["payment"] == ["number": "4242"])
        #expect(manager.redo() != nil)
        #expect(alternatives.selectedIndex == 1)
        #expect(!manager.history.canRedo)
    }

    @Test func aSwitchReloadsOnlyTheBranchesRows() throws {
        let alternatives = payment()
        let manager = form(alternatives)
        _ = manager.takeLog()
        alternatives.select(1)
        // Number and Expiry leave, IBAN comes, the choice shows its new pick: nothing else of the
        // form is sent (the alternatives are section 1 on screen; the name is section 0).
        #expect(manager.takeLog() == ["deleted items [1, 1], [1, 2]; inserted items [1, 1]; reloaded items [1, 0]"])
    }

    @Test func aBranchOfOneFieldWithoutAKeyIsTheValueItself() throws {
        let trialEnd = FieldAlternatives("Trial ends", key: "trial_end") {
            FieldBranch("At a time") { NumberItem("Timestamp", isInteger: true) }
            FieldBranch("Now") { SegmentedItem("Now", options: ["now"], value: "now") }
        }
        let manager = form(trialEnd)
        #expect(manager.values == ["name": "Ada"])
        try manager.setValues(["trial_end": 1767225600])
        #expect(manager.values["trial_end"] == 1767225600)
        #expect(manager.field(at: "/trial_end")?.title == "Timestamp")
        try manager.setValues(["trial_end": "now"])
        #expect(trialEnd.selectedIndex == 1)
        #expect(manager.values["trial_end"] == "now")
        #expect(throws: ValuesError.self) { try manager.setValues(["trial_end": true]) }
        #expect(trialEnd.selectedIndex == 1)
    }

    @Test func dataPicksTheBranchItFitsAndRefusesWhatFitsNone() throws {
        let alternatives = payment()
        let manager = form(alternatives)
        try manager.setValues(["payment": ["iban": "DE89"]])
        #expect(alternatives.selectedIndex == 1)
        #expect(manager.history.nextUndoEdit == nil)
        let error = #expect(throws: ValuesError.self) { try manager.setValues(["payment": ["swift": "X"]]) }
        #expect(error?.problems.map(\.description) == ["payment: matches none of the alternatives (Card, Bank transfer, Invoice)"])
        alternatives.branchMatcher = { _ in 0 }
        #expect(throws: ValuesError.self) { try manager.setValues(["payment": ["iban": "DE89"]]) }
    }

    @Test func alternativesWithoutAKeyAddTheirFieldsToTheObjectAround() throws {
        let contact = FieldAlternatives("Contact by", key: nil) {
            FieldBranch("Email") { TextItem("Email", key: "email") }
            FieldBranch("Phone") {
                TextItem("Phone", key: "phone")
                TextItem("Extension", key: "extension")
            }
        }
        let manager = form(contact)
        try manager.setValues(["phone": "555-0100", "extension": "12"])
        #expect(contact.selectedIndex == 1)
        #expect(manager.values == ["name": "Ada", "phone": "555-0100", "extension": "12"])
        #expect(manager.field(at: "/phone")?.title == "Phone")
        #expect(manager.field(at: "/email") == nil)
        #expect(contact.choiceItem.valuePointer == "/~~Contact by")
        try manager.setValues(["email": "ada@example.com"])
        #expect(contact.selectedIndex == 0)
        #expect(manager.values == ["name": "Ada", "email": "ada@example.com"])
        let refused = #expect(throws: ValuesError.self) { try manager.setValues(["fax": "1"]) }
        #expect(refused?.problems.map(\.key) == ["fax"])
        #expect(contact.selectedIndex == 0)
    }

    @Test func alternativesNestInGroupsAndRows() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 48)
        let rows = RepeatingRows("Payments", key: "payments", rowTitle: "Payment") {
            TextItem("Amount", key: "amount")
            FieldAlternatives("Pay by", key: "method") {
                FieldBranch("Card") { TextItem("Number", key: "number") }
                FieldBranch("Cash") { TextItem("Currency", key: "currency") }
            }
        }
        let manager = AdapterManager(adapter: adapter) {
            Section {
                FieldGroup("Order", key: "order") {
                    FieldAlternatives("Ship by", key: nil) {
                        FieldBranch("Post") { TextItem("Address", key: "address") }
                        FieldBranch("Pickup") { TextItem("Store", key: "store") }
                    }
                }
                rows
            }
        }
        let value: JSONObject = ["order": ["store": "Soho"],
                                 "payments": [["amount": "5", "method": ["currency": "EUR"]], ["amount": "7", "method": ["number": "4242"]]]]
        try manager.setValues(value)
        #expect(manager.values == value)
        #expect(manager.field(at: "/payments/0/method/currency")?.title == "Currency")
        #expect((manager.field(at: "/order/store") as? Item)?.valuePointer == "/order/store")
        rows.moveRow(rows.rows[1], to: 0)
        #expect(manager.values["payments"] == [["amount": "7", "method": ["number": "4242"]], ["amount": "5", "method": ["currency": "EUR"]]])
    }

    /// A condition reading a field of a branch not picked reads it as empty (no unknown-key
    /// report), and looks again when the branch comes or goes; so does one reading a field of an
    /// addable group.
    @Test func conditionsReadUnpickedBranchesAndAbsentPartsAsEmpty() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 48)
        var reports: [FormDiagnostic] = []
        let payment = payment()
        let address = FieldGroup("Address", key: "address", isAddable: true) { TextItem("Country", key: "country", value: "FR") }
        let receipt = TextItem("Card receipt", key: "receipt").hidden(when: .isEmpty(key: "/payment/number"))
        let customs = TextItem("Customs code", key: "customs").hidden(when: .not(.equals(key: "/address/country", value: "FR")))
        let manager = AdapterManager(adapter: adapter, diagnosticHandler: { reports.append($0) }) {
            Section { payment; address; receipt; customs }
        }
        try manager.field(at: "/payment/number")?.apply(input: "4242")
        #expect(!receipt.isHidden)
        payment.select(1)
        #expect(receipt.isHidden, "the card's number is not sent now: it reads as empty")
        manager.undo()
        #expect(!receipt.isHidden, "back to the card: its number again")
        #expect(customs.isHidden, "an address nobody added reads as empty")
        address.setPresent(true)
        #expect(!customs.isHidden)
        address.setPresent(false)
        #expect(customs.isHidden)
        #expect(reports.isEmpty, "\(reports)")
    }

    /// Random switches, typing, undo and redo, against a model of what each branch holds: the
    /// values always equal the model's, and the screen equals a form built fresh from them.
    @Test func aSeededModelCheckOfSwitchingTypingAndUndo() throws {
        var rng = SplitMix64(seed: 0xA17E)
        for round in 0..<40 {
            let alternatives = payment()
            let manager = form(alternatives)
            var typed: [[String: String]] = [[:], [:], [:]]
            var picked: Int? = 0
            var undo: [(Int?, Int?)] = [], redo: [(Int?, Int?)] = []
            for step in 0..<30 {
                let context = "round \(round) step \(step)"
                switch Int.random(in: 0..<5, using: &rng) {
                case 0, 1:
                    let target: Int? = Int.random(in: 0..<5, using: &rng) == 0 ? nil : Int.random(in: 0..<3, using: &rng)
                    if alternatives.select(target) {
                        undo.append((picked, target))
                        redo.removeAll()
                        picked = target
                    }
                case 2:
                    guard let branch = alternatives.selectedBranch, let field = branch.fields.randomElement(using: &rng), let key = field.key else { break }
                    let text = ["", "x", "42", "DE89"].randomElement(using: &rng)!
                    try field.apply(input: text)
                    typed[picked!][key] = text
                case 3:
                    if let last = undo.popLast() {
                        #expect(manager.undo() != nil, "\(context)")
                        redo.append(last)
                        picked = last.0
                    } else {
                        #expect(manager.undo() == nil, "\(context)")
                    }
                default:
                    if let last = redo.popLast() {
                        #expect(manager.redo() != nil, "\(context)")
                        undo.append(last)
                        picked = last.1
                    }
                }
                #expect(alternatives.selectedIndex == picked, "\(context)")
                var expected: JSONObject = ["name": "Ada"]
                if let picked {
                    var branch = JSONObject()
                    for (key, text) in typed[picked].sorted(by: { $0.key < $1.key }) where !text.isEmpty { branch[key] = .string(text) }
                    expected["payment"] = .object(branch)
                }
                #expect(manager.values.sortedByKey == expected.sortedByKey, "\(context)")
                // The screen equals that of a form built fresh with the same values.
                let fresh = payment(selected: picked)
                let freshManager = form(fresh)
                if let value = manager.values["payment"] { try fresh.setJSONValue(value) }
                fresh.select(picked)
                #expect(manager.adapter.collectionView?.renderText() == freshManager.adapter.collectionView?.renderText(), "\(context)")
            }
        }
    }
}

extension JSONObject {
    /// The members sorted by key, nested objects too: for comparing objects built in different
    /// orders.
    var sortedByKey: JSONObject {
        var sorted = JSONObject()
        for (key, value) in self.sorted(by: { $0.0 < $1.0 }) {
            sorted[key] = value.objectValue.map { .object($0.sortedByKey) } ?? value
        }
        return sorted
    }
}

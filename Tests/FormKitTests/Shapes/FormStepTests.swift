import Foundation
import ListKit
import Testing
@testable import FormKit

/// Steps: one at a time under a progress line, forward gated, backward free, hidden steps
/// skipped, submit landing on the first invalid step, one JSON object of values.
@MainActor
@Suite struct FormStepTests {
    func checkout(gift: Bool = false) -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 50)
        let manager = AdapterManager(adapter: adapter) {
            FormStep("Account") {
                Section {
                    TextItem("Email", key: "email").validated(by: .required, .email)
                    BoolItem("A gift", key: "gift", value: gift)
                }
            }
            FormStep("Gift note") {
                Section { TextItem("Note", key: "note").validated(by: .required) }
            }.hidden(when: .value("gift", is: false))
            FormStep("Shipping") {
                Section(header: "Address") {
                    TextItem("Street", key: "street").validated(by: .required)
                    TextItem("City", key: "city")
                }
            }
            FormStep("Payment") {
                Section { TextItem("Name on card", key: "cardName").validated(by: .required) }
            }
        }
        manager.collectionView.clearAppliedUpdates()
        return manager
    }

    @Test func theFirstStepShowsUnderItsProgressLine() {
        let manager = checkout()
        #expect(manager.steps.map(\.title) == ["Account", "Gift note", "Shipping", "Payment"])
        #expect(manager.currentStep?.title == "Account")
        #expect(manager.text == """
              Step 1 of 3: Account
                ▸ Account · Shipping · Payment
              Email
              [ ] A gift
            """)
    }

    @Test func nextValidatesTheCurrentStepOnlyAndStaysWhenItIsInvalid() {
        let manager = checkout()
        #expect(!manager.nextStep())
        #expect(manager.currentStep?.title == "Account")
        #expect(manager.takeLog() == ["reloaded items [0, 0], [1, 0]"], "the email's error and the progress line, in one batch")
        #expect(manager.text.contains("! Email is required") && manager.text.contains("Account (1 error)"))
        #expect(manager.item(forKey: "street", as: TextItem.self)?.errors.isEmpty == true, "other steps are not validated")
    }

    @Test func changingStepReplacesTheStepsContentAndReloadsTheProgressLineNothingElse() throws {
        let manager = checkout()
        try manager.setValues(["email": "ada@example.com"])
        _ = manager.takeLog()
        #expect(manager.nextStep())
        #expect(manager.currentStep?.title == "Shipping", "the hidden gift step is skipped")
        #expect(manager.takeLog() == ["deleted sections [1]; inserted sections [1]; reloaded items [0, 0]"])
        #expect(manager.text.hasPrefix("  Step 2 of 3: Shipping\n    Account ✓ · ▸ Shipping · Payment\nAddress"))
        manager._checkInvariants()
    }

    @Test func backNeverValidatesAndNeverDiscards() throws {
        let manager = checkout()
        try manager.setValues(["email": "ada@example.com"])
        manager.nextStep()
        try manager.setValues(["city": "Rome"])   // the street, required, stays empty
        #expect(manager.previousStep())
        #expect(manager.currentStep?.title == "Account")
        #expect(manager.item(forKey: "street", as: TextItem.self)?.errors.isEmpty == true)
        #expect(manager.values == ["email": "ada@example.com", "gift": false, "city": "Rome"], "one object across the steps")
        #expect(manager.goToStep(manager.steps[2]), "a visited step can be reached directly")
        #expect(manager.item(forKey: "city", as: TextItem.self)?.value == "Rome")
        #expect(!manager.goToStep(manager.steps[3]), "a step not visited yet cannot be jumped to")
    }

    @Test func aStepShownByAConditionJoinsTheCountAndTheWay() throws {
        let manager = checkout()
        try manager.setValues(["email": "ada@example.com", "gift": true])
        #expect(manager.progressText == "Step 1 of 4: Account")
        #expect(manager.nextStep())
        #expect(manager.currentStep?.title == "Gift note")
        #expect(!manager.nextStep(), "the note is required")
        #expect(manager.previousStep() && manager.currentStep?.title == "Account")
        try manager.setValues(["gift": false])
        #expect(manager.values["note"] == nil, "a hidden step's values are left out")
        #expect(manager.nextStep() && manager.currentStep?.title == "Shipping")
    }

    @Test func submitValidatesEveryStepAndLandsOnTheFirstInvalidOne() throws {
        let manager = checkout()
        try manager.setValues(["email": "ada@example.com"])
        manager.nextStep()
        manager.nextStep()   // stays: the street is required
        #expect(throws: SubmissionError.self) { try manager.submit(["street": "1 Main St"]) }
        #expect(manager.currentStep?.title == "Payment", "the name on card is the first error")
        try manager.setValues(["cardName": "Ada"])
        manager.previousStep()
        #expect(try manager.submit() == ["email": "ada@example.com", "gift": false, "street": "1 Main St", "cardName": "Ada"])
    }

    @Test func keyboardNavigationStaysOnTheCurrentStep() {
        let manager = checkout()
        let email = manager.item(forKey: "email") as! FormField
        #expect(manager.nextField(after: nil) === email)
        let gift = manager.item(forKey: "gift") as! FormField
        #expect(manager.nextField(after: email) === gift)
        #expect(manager.nextField(after: gift) == nil, "the other steps' fields are off screen")
    }
}

/// A step's ✓ on the progress line means it passed its validation, not that it was visited.
@MainActor
@Suite struct StepCheckMarkTests {
    @Test func aStepIsTickedOnlyOnceItPassedItsValidation() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60)
        let manager = AdapterManager(adapter: adapter) {
            FormStep("Account") { Section { TextItem("Email", key: "email").validated(by: .required) } }
            FormStep("Shipping") { Section { TextItem("Street", key: "street").validated(by: .required) } }
            FormStep("Payment") { Section { TextItem("Card", key: "card") } }
        }
        try manager.setValues(["email": "ada@example.com"])
        #expect(manager.nextStep())
        #expect(manager.text.contains("Account ✓ · ▸ Shipping · Payment"))
        // Back, then straight to Payment without validating Shipping: no ✓ for Shipping.
        #expect(manager.previousStep())
        #expect(manager.goToStep(manager.steps[1]))
        #expect(manager.steps[1].isValidated == false)
        try manager.setValues(["street": "1 Main St"])
        #expect(manager.nextStep())
        #expect(manager.text.contains("Account ✓ · Shipping ✓ · ▸ Payment"))
        // A submit that finds Account invalid takes its ✓ away.
        try manager.setValues(["email": ""])
        #expect(throws: SubmissionError.self) { try manager.submit() }
        #expect(manager.steps[0].isValidated == false && manager.steps[1].isValidated)
        #expect(manager.text.contains("▸ Account (1 error) · Shipping ✓ · Payment ✓"), "every step was validated: \(manager.text)")
    }
}

import Foundation
import FormKit
import ListKit
import Testing
@testable import FormTerminal

/// A form of three steps: account (email required), shipping (street required), payment (name on
/// card required).
@MainActor
func makeStepForm() -> AdapterManager {
    makeForm {
        FormStep("Account", key: "account") {
            Section {
                TextItem("Email", key: "email").validated(by: .required, .email)
                NumberItem("Age", key: "age", isInteger: true)
            }
        }
        FormStep("Shipping", key: "shipping") {
            Section {
                TextItem("Street", key: "street").validated(by: .required)
                TextItem("City", key: "city")
            }
        }
        FormStep("Payment", key: "payment") {
            Section { TextItem("Name on card", key: "cardName").validated(by: .required) }
        }
    }
}

let controlPageDown = KeyEvent(.pageDown, modifiers: .control)
let controlPageUp = KeyEvent(.pageUp, modifiers: .control)

/// The step keys of the interactive session: next checks the step, back never blocks, submit lands
/// on the first step with an error.
@MainActor
@Suite struct FormSessionStepTests {
    /// A session on the step form, the email typed in (the account step is valid but for it).
    func withEmail() -> (AdapterManager, TerminalSession) {
        let manager = makeStepForm()
        let session = TerminalSession(manager: manager)
        session.type("ada@example.com")
        return (manager, session)
    }

    @Test func nextIsBlockedByAnInvalidStepAndFocusesItsFirstError() {
        let manager = makeStepForm()
        let session = TerminalSession(manager: manager)
        session.send(tab)
        session.send(controlPageDown)
        #expect(manager.currentStep?.key == "account")
        #expect(session.message == TerminalSession.Message(text: "Account: 1 field needs attention.", isError: true))
        #expect(session.focused?.key == "email")
        session.type("ada@example.com")
        session.send(controlPageDown)
        #expect(manager.currentStep?.key == "shipping")
        #expect(session.focused?.key == "street")
        #expect(session.progress?.count == 2, "only the current step's fields count")
    }

    @Test func typedTextAnItemRefusedBlocksNextToo() {
        let (manager, session) = withEmail()
        session.send(tab)
        session.type("4x")
        session.send(controlPageDown)
        #expect(manager.currentStep?.key == "account")
        #expect(session.focused?.key == "age")
        session.send(backspace, controlPageDown)
        #expect(manager.currentStep?.key == "shipping")
    }

    @Test func backIsNeverBlockedKeepsWhatWasTypedAndReturnsToTheFieldLeft() {
        let (manager, session) = withEmail()
        session.send(tab)
        session.send(controlPageDown)
        #expect(session.focused?.key == "street")
        session.send(controlPageUp)
        #expect(manager.currentStep?.key == "account")
        #expect(manager.item(forKey: "street", as: TextItem.self)?.errors.isEmpty == true, "going back validates nothing")
        #expect(session.focused?.key == "age", "the field left on this step")
        session.send(controlPageDown)
        #expect(session.focused?.key == "street")
        session.type("1 Main")
        session.send(controlPageUp, controlPageDown)
        #expect(session.focused?.key == "street")
        #expect(session.typedText == "1 Main")
        session.send(controlPageUp, controlPageUp)
        #expect(session.message == TerminalSession.Message(text: "This is the first step.", isError: false))
    }

    @Test func enterOnTheLastFieldOfAStepGoesToTheNext() {
        let (manager, session) = withEmail()
        session.send(enter, enter)
        #expect(manager.currentStep?.key == "shipping")
        #expect(session.focused?.key == "street")
    }

    @Test func submitJumpsToTheFirstInvalidStep() {
        let (manager, session) = withEmail()
        session.send(controlPageDown)
        session.type("1 Main St")
        session.send(controlPageDown)
        #expect(manager.currentStep?.key == "payment")
        session.send(controlPageUp, controlPageUp)
        session.send(.control("u"))   // the email emptied on step 1
        session.send(controlPageDown, controlPageDown)
        #expect(manager.currentStep?.key == "account", "next is blocked by the emptied email")
        session.send(tab)
        #expect(session.send(.control("s")) == nil)
        #expect(manager.currentStep?.key == "account")
        #expect(session.focused?.key == "email")
        #expect(session.message == TerminalSession.Message(text: "2 fields need attention.", isError: true))
        session.type("ada@example.com")
        session.send(controlPageDown)
        session.send(controlPageDown)
        session.type("Ada")
        #expect(session.send(.control("s")) == .end(.submitted))
        #expect(manager.values == ["email": "ada@example.com", "street": "1 Main St", "cardName": "Ada"])
    }

    @Test func theCheckKeepsTheFormOpenAndShowsItsProblemUnderTheField() {
        let manager = makeStepForm()
        let session = TerminalSession(manager: manager)
        session.check = { values in
            values["city"] == nil ? [Problem(pointer: "/city", message: "is needed for delivery")] : []
        }
        try? manager.setValues(["email": "ada@example.com", "street": "1 Main St", "cardName": "Ada"])
        #expect(session.send(.control("s")) == nil)
        #expect(manager.currentStep?.key == "shipping")
        #expect(session.focused?.key == "city")
        #expect(session.message == TerminalSession.Message(text: "The form's check found 1 problem.", isError: true))
        #expect(session.editor(for: session.focused!).problem == "is needed for delivery")
        session.type("Springfield")
        #expect(session.editor(for: session.focused!).problem == nil, "editing the field clears the check's problem")
        #expect(session.send(.control("s")) == .end(.submitted))
    }

    @Test func stepKeysOnAFormWithoutStepsSaySo() {
        let session = TerminalSession(manager: makeEveryItemForm())
        session.send(controlPageDown)
        #expect(session.message == TerminalSession.Message(text: "This form has no steps.", isError: false))
        session.send(controlPageUp)
        #expect(session.message == TerminalSession.Message(text: "This form has no steps.", isError: false))
    }

    @Test func theLastStepSaysHowToSubmit() {
        let (manager, session) = withEmail()
        session.send(controlPageDown)
        session.type("1 Main St")
        session.send(controlPageDown, controlPageDown)
        #expect(manager.currentStep?.key == "payment")
        #expect(session.message == TerminalSession.Message(text: "This is the last step: Ctrl+S submits.", isError: false))
    }
}

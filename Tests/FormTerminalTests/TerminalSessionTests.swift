import Foundation
import FormKit
import ListKit
import Testing
@testable import FormTerminal

@MainActor
@Suite struct FormSessionTests {
    @Test func typingEditsTheFirstFieldDirectly() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        #expect(session.focused?.key == "name")
        session.type("Zed")
        #expect(manager.values["name"] == "Zed")
        #expect(session.hasEdits)
    }

    @Test func tabAndArrowsMoveThroughTheManagersFieldsSkippingHiddenOnes() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        session.send(tab)
        #expect(session.focused?.key == "password")
        session.send(down)
        #expect(session.focused?.key == "bio")
        session.send(shiftTab, up)
        #expect(session.focused?.key == "name")
        session.tab(to: "newsletter")
        session.send(space)  // newsletter off: topics is hidden
        #expect(manager.values["newsletter"] == false)
        session.send(tab)
        #expect(session.focused?.key == "size")
        session.send(shiftTab)
        #expect(session.focused?.key == "newsletter")
        session.send(space, tab)
        #expect(session.focused?.key == "topics")
    }

    @Test func readlineKeysEditByGraphemeCluster() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        session.type("ab")
        session.handle(.paste("e\u{301}👍🏽"))
        #expect(session.typedText == "abe\u{301}👍🏽")
        session.send(backspace)
        #expect(session.typedText == "abe\u{301}")
        session.send(left, backspace)
        #expect(session.typedText == "ae\u{301}")
        session.send(.control("a"))
        session.type("x ")
        session.send(.control("e"))
        session.type(" yz")
        #expect(manager.values["name"] == "x ae\u{301} yz")
        session.send(.control("w"))
        #expect(manager.values["name"] == "x ae\u{301} ")
        session.send(.control("u"))
        #expect(manager.values["name"] == nil, "an empty field is not sent")
        session.send(.control("y"))
        #expect(manager.values["name"] == "x ae\u{301} ")
        session.send(KeyEvent(.home), KeyEvent(.delete), KeyEvent(.delete))
        #expect(manager.values["name"] == "ae\u{301} ")
        session.send(.control("k"))
        #expect(manager.values["name"] == nil, "an empty field is not sent")
    }

    @Test func pasteIntoASingleLineFieldJoinsLines() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        session.handle(.paste("Jane\nAppleseed"))
        #expect(manager.values["name"] == "Jane Appleseed")
        session.tab(to: "bio")
        session.handle(.paste("one\ntwo"))
        session.send(enter)
        session.type("three")
        #expect(manager.values["bio"] == "one\ntwo\nthree")
    }

    /// A session on the every-item form with a name typed, then `text` typed into the age field.
    func sessionWithAgeTyped(_ text: String) -> (AdapterManager, TerminalSession) {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        session.type("Zed")
        session.tab(to: "age")
        session.type(text)
        return (manager, session)
    }

    @Test func numbersAreCheckedAsTypedAndARefusalBlocksSubmit() {
        let (manager, session) = sessionWithAgeTyped("4x")
        #expect(manager.values["age"] == 4)
        #expect(session.editor(for: session.focused!).problem != nil)
        session.send(tab)
        #expect(session.send(.control("s")) == nil)
        #expect(session.focused?.key == "age")
        #expect(session.message?.isError == true)
        session.send(backspace)
        #expect(session.editor(for: session.focused!).problem == nil)
        #expect(session.send(.control("s")) == .end(.submitted))
    }

    @Test func refusedTextInAFieldHiddenSinceNeitherBlocksNorShows() {
        let (manager, session) = sessionWithAgeTyped("x")
        #expect(session.editor(for: session.focused!).problem != nil)
        manager.item(forKey: "age", as: NumberItem.self)?.isHidden = true
        #expect(session.send(.control("s")) == .end(.submitted))
    }

    @Test func submitShowsTheErrorCountAndFocusesTheFirstError() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        session.tab(to: "guests")
        #expect(session.send(.control("s")) == nil)
        #expect(session.focused?.key == "name")
        #expect(session.message == TerminalSession.Message(text: "1 field needs attention.", isError: true))
        #expect(manager.item(forKey: "name", as: TextItem.self)?.errors.isEmpty == false)
        session.type("Zed")
        #expect(manager.item(forKey: "name", as: TextItem.self)?.errors.isEmpty == true)
        #expect(session.send(.control("s")) == .end(.submitted))
    }

    @Test func leavingAFieldRunsItsValidators() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        session.send(tab)
        #expect(manager.item(forKey: "name", as: TextItem.self)?.errors.map(\.validator) == ["required"])
    }

    @Test func escapeCancelsAtOnceWithNothingTypedAndAsksOtherwise() {
        let fresh = TerminalSession(manager: makeEveryItemForm())
        #expect(fresh.send(escape) == .end(.cancelled))

        let session = TerminalSession(manager: makeEveryItemForm())
        session.type("Z")
        #expect(session.send(escape) == nil)
        #expect(session.overlay == .confirmCancel)
        #expect(session.send(KeyEvent(.character("n"))) == nil)
        #expect(session.overlay == nil)
        #expect(session.typedText == "Z")
        session.send(escape)
        #expect(session.send(KeyEvent(.character("y"))) == .end(.cancelled))
    }

    @Test func controlCInterruptsAndControlZSuspends() {
        let session = TerminalSession(manager: makeEveryItemForm())
        #expect(session.send(.control("z")) == .suspend)
        #expect(session.send(.control("c")) == .end(.interrupted))
        session.send(KeyEvent(.function(1)))
        #expect(session.overlay == .help)
        #expect(session.send(.control("c")) == .end(.interrupted))
    }

    @Test func choiceEditorsFollowTheirKeys() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        session.tab(to: "topics")
        session.send(down, space, .control("a"))
        #expect(manager.values["topics"] == ["Swift", "Rust", "Go"])
        session.send(.control("a"), KeyEvent(.character("x")))
        #expect(manager.values["topics"] == ["Rust"])
        session.tab(to: "size")
        session.send(right, right)
        #expect(manager.values["size"] == "L")
        session.send(left)
        #expect(manager.values["size"] == "M")
        session.tab(to: "plan")
        session.send(down, space)
        #expect(manager.values["plan"] == "Pro")
        session.send(up, enter)
        #expect(manager.values["plan"] == "Free")
        #expect(session.focused?.key == "fruit")
    }

    @Test func aPickerFiltersAsYouTypeAndPicksEachColumn() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        session.tab(to: "fruit")
        session.type("pl")
        #expect(session.listOptions(for: session.focused!) == ["Apple", "Plum"])
        session.send(down, enter)
        #expect(manager.values["fruit"] == ["Plum", "Small"])
        session.type("lar")
        session.send(enter)
        #expect(manager.values["fruit"] == ["Plum", "Large"])
        #expect(session.focused?.key == "volume")
    }

    @Test func numbersStepAndDatesStepADay() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        session.tab(to: "volume")
        session.send(right)
        #expect(manager.values["volume"] == 0.55)
        session.tab(to: "guests")
        session.send(KeyEvent(.character("+")), KeyEvent(.character("+")), KeyEvent(.character("-")))
        #expect(manager.values["guests"] == 4)
        session.tab(to: "birthday")
        session.type("2024-02-28")
        #expect(manager.values["birthday"] == "2024-02-28")
        session.send(KeyEvent(.up, modifiers: .control))
        #expect(manager.values["birthday"] == "2024-02-29")
        #expect(session.typedText == "2024-02-29")
    }

    @Test func aCardIsTypedPartByPart() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        session.tab(to: "card")
        session.type("4111 1111 1111 1111")
        session.send(tab)
        session.type("12/29")
        session.send(enter)
        session.type("123")
        let card = manager.item(forKey: "card", as: CreditCardItem.self)!
        #expect(card.value.number == "4111111111111111")
        #expect(card.value.expiry == "12/29")
        #expect(card.value.cvv == "123")
        session.send(tab)
        #expect(session.focused?.key == "pay")
    }

    @Test func enterOnAButtonRunsItsAction() {
        let manager = makeEveryItemForm()
        var presses = 0
        manager.item(forKey: "pay", as: ButtonItem.self)?.action = { _ in presses += 1 }
        let session = TerminalSession(manager: manager)
        session.tab(to: "pay")
        session.send(enter, space)
        #expect(presses == 2)
    }

    @Test func enterOnTheLastFieldSubmits() {
        let manager = makeEveryItemForm()
        manager.item(forKey: "pay", as: ButtonItem.self)?.isHidden = true
        let session = TerminalSession(manager: manager)
        session.type("Zed")
        session.tab(to: "card")
        #expect(session.send(enter, enter) == nil)
        #expect(session.send(enter) == .end(.submitted))
    }

    @Test func focusLeavesAFieldThatIsHidden() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        session.tab(to: "topics")
        manager.item(forKey: "newsletter", as: BoolItem.self)?.value = false
        session.handle(.key(KeyEvent(.function(12))))  // an unbound key: only the focus rule runs
        #expect(session.focused?.key == "size")
    }

    @Test func progressCountsVisibleFields() {
        let manager = makeEveryItemForm()
        let session = TerminalSession(manager: manager)
        #expect(session.progress?.position == 1)
        #expect(session.progress?.count == 14)
        session.tab(to: "newsletter")
        session.send(space)
        session.rowsChanged()
        #expect(session.progress?.count == 13)
        #expect(session.progress?.position == 5)
    }

    /// Every key of the standard table does what its binding says: the key and the action performed
    /// directly leave two identical forms in the same state.
    @Test func everyKeyOfTheTableDoesItsAction() {
        let fieldForContext: [KeyContext: String] = [
            .form: "guests", .text: "name", .longText: "bio", .toggle: "newsletter", .choice: "size", .stepper: "guests",
            .date: "birthday", .list: "topics", .picker: "fruit", .button: "pay",
        ]
        /// A row key acts on the second of three addresses, with a city typed in.
        func session(for context: KeyContext) -> TerminalSession {
            guard context == .row else { return TerminalSession(manager: makeEveryItemForm()) }
            let (manager, rows) = makeAddressForm(rows: 3) { $0.allowsDuplicating = true }
            let session = TerminalSession(manager: manager)
            session.focus(rows.rows[1].fields[1])
            session.type("Springfield")
            return session
        }
        for binding in KeyMap.standard.bindings {
            for key in binding.keys {
                let byKey = session(for: binding.context)
                let byAction = session(for: binding.context)
                for session in [byKey, byAction] where binding.context != .row {
                    session.tab(to: fieldForContext[binding.context]!)
                    if binding.context == .text || binding.context == .longText {
                        session.type("ab cd")
                        session.send(left)
                    }
                    if binding.context == .list || binding.context == .picker { session.send(down) }
                }
                let keyRequest = byKey.handle(.key(key))
                let actionRequest = byAction.perform(binding.action)
                #expect(keyRequest == actionRequest, "\(key) in \(binding.context)")
                #expect(byKey.manager.values == byAction.manager.values, "\(key) in \(binding.context)")
                #expect(byKey.focused === byAction.focused || byKey.focused?.key == byAction.focused?.key, "\(key) in \(binding.context)")
                #expect(byKey.overlay == byAction.overlay, "\(key) in \(binding.context)")
                #expect(byKey.typedText == byAction.typedText, "\(key) in \(binding.context)")
                #expect(byKey.message == byAction.message, "\(key) in \(binding.context)")
                #expect(byKey.rowPlaces == byAction.rowPlaces, "\(key) in \(binding.context)")
            }
        }
    }
}

/// What a field shows is what was typed until it is valid; counts skip hidden fields; a step's ✓
/// means it was validated.
@MainActor
@Suite struct FaithfulTerminalTests {
    /// Typing 2024-02-30 went through 2024-02-3, a valid day: the row showed 2024-02-03 with no
    /// error. It shows what was typed, with the refusal.
    @Test func anImpossibleDateShowsAsTypedWithItsRefusal() throws {
        let manager = makeForm {
            Section { DateTimeItem("Day", key: "day", mode: .date, timeZone: TimeZone(identifier: "UTC")!) }
        }
        let session = TerminalSession(manager: manager)
        session.type("2024-02-30")
        let day = try #require(manager.item(forKey: "day", as: DateTimeItem.self))
        #expect(day.formRow().value == "2024-02-30", "the row shows what was typed")
        #expect(session.editor(for: day).problem != nil, "and why it is refused")
        #expect(session.send(.control("s")) == nil, "nothing is submitted")
        session.send(backspace, backspace)
        session.type("29")
        #expect(day.formRow().value == "2024-02-29" && day.refusedInput == nil)
        #expect(session.send(.control("s")) == .end(.submitted))
        #expect(manager.values["day"] == "2024-02-29")
    }

    @Test func fieldsARowsConditionHidesAreNotCountedAsNeedingAttention() {
        let rows = RepeatingRows("Jobs", key: "jobs", rowTitle: "Job", count: 1) {
            TextItem("Employer", key: "employer").validated(by: .required)
            BoolItem("Current job", key: "current")
            TextItem("End", key: "end").validated(by: .required).hidden(when: .value("current", is: true))
        }
        let work = Section(header: "Work")
        work.add(rows)
        let manager = makeForm { Section { TextItem("Name", key: "name") } }
        manager.removeAllSections()
        manager.addStep(FormStep("Work", sections: [work]))
        manager.addStep(FormStep("Done", sections: [Section { LabelItem("Thanks") }]))
        manager.reload()
        let session = TerminalSession(manager: manager)
        _ = session.perform(.nextStep)
        #expect(session.message?.text == "Work: 2 fields need attention.")
        let current = rows.rows[0].fields.first { $0.key == "current" }
        try? current?.setJSONValue(true)   // End is hidden now, its error with it
        _ = session.perform(.nextStep)
        #expect(session.message?.text == "Work: 1 field needs attention.", "\(session.message?.text ?? "")")
    }
}

/// Every button a person sees can be reached: a disabled one takes the focus and says why it does
/// nothing (before, Tab skipped Sign up's "Create account" until the email was typed).
@MainActor
@Suite struct VisibleButtonTests {
    @Test func aDisabledButtonIsReachedAndSaysItIsNotAvailable() {
        var pressed = 0
        let manager = makeForm {
            Section {
                TextItem("Email", key: "email")
                ButtonItem("Create account") { _ in pressed += 1 }.disabled(when: .isEmpty("email"))
            }
        }
        let session = TerminalSession(manager: manager)
        session.send(tab)
        #expect(session.focused?.title == "Create account")
        session.send(space)
        #expect(pressed == 0)
        #expect(session.message?.text == "Create account is not available now.")
        session.send(shiftTab)
        session.type("ada@example.com")
        session.send(tab, space)
        #expect(pressed == 1)
    }
}

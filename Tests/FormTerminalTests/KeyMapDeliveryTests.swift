import Testing
@testable import FormTerminal

/// The standard key map binds only keys a terminal can send, and the row and step keys do what
/// they say in every field, text fields included (no field's context takes them first).
@Suite struct KeyMapDeliveryTests {
    /// (Ctrl+H and Ctrl+J are the bytes of Backspace and Enter: bound for terminals that report
    /// them apart, they need no bytes of their own.)
    @Test func everyKeyOfTheStandardMapComesOutOfTheDecoderFromATerminalsBytes() throws {
        for binding in KeyMap.standard.bindings {
            for event in binding.keys where event != .control("h") && event != .control("j") {
                let bytes = try #require(KeyEncoding.bytes(for: event), "\(event) (\(binding.action)) has no bytes a terminal sends")
                #expect(decode(bytes) == [.key(event)], "\(event) (\(binding.action))")
                #expect(decodeBytewise(bytes) == [.key(event)], "\(event) (\(binding.action)), byte by byte")
            }
        }
    }

    /// The actions of rows and steps.
    static let shapeActions: [FormAction] = [.addRow, .deleteRow, .moveRowUp, .moveRowDown, .duplicateRow, .undo, .redo,
                                             .nextStep, .previousStep]

    @Test(arguments: KeyContext.allCases.filter { $0 != .form && $0 != .row })
    func rowAndStepKeysAreFreeInEveryFieldsContext(context: KeyContext) {
        let map = KeyMap.standard
        for binding in map.bindings where Self.shapeActions.contains(binding.action) {
            for key in binding.keys {
                #expect(map.action(for: key, in: [context, .row]) == binding.action, "\(key) in \(context)")
            }
        }
    }

    @Test func rowAndStepKeysLeaveReadlineEditingAlone() {
        // The keys readline users type in a field: none of them adds, deletes or moves a row.
        let readline: [KeyEvent] = [.control("a"), .control("e"), .control("b"), .control("f"), .control("d"), .control("k"),
                                    .control("u"), .control("w"), .control("y"), .control("h"), .control("t"), .control("_"),
                                    KeyEvent(.character("b"), modifiers: .alt), KeyEvent(.character("f"), modifiers: .alt),
                                    KeyEvent(.character("d"), modifiers: .alt), KeyEvent(.character("u"), modifiers: .alt),
                                    KeyEvent(.character("l"), modifiers: .alt), KeyEvent(.character("c"), modifiers: .alt),
                                    KeyEvent(.character("t"), modifiers: .alt), KeyEvent(.character("y"), modifiers: .alt),
                                    KeyEvent(.backspace, modifiers: .alt), KeyEvent(.left, modifiers: .control),
                                    KeyEvent(.right, modifiers: .control), KeyEvent(.left, modifiers: .alt), KeyEvent(.right, modifiers: .alt)]
        for key in readline {
            let action = KeyMap.standard.action(for: key, in: [.text, .row])
            #expect(!(action.map(Self.shapeActions.contains) ?? false), "\(key) does \(String(describing: action))")
        }
    }

    @Test func aCapitalLetterWithAModifierIsWrittenWithShift() {
        #expect(KeyEvent(.character("Z"), modifiers: .alt).description == "Alt+Shift+Z")
        #expect(KeyEvent(.character("z"), modifiers: .alt).description == "Alt+Z")
        #expect(KeyEvent(.down, modifiers: [.alt, .shift]).description == "Alt+Shift+↓")
        #expect(KeyEvent(.character("Z")).description == "Z")
    }
}

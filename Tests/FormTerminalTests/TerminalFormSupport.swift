import Foundation
import FormKit
import ListKit
import Testing
@testable import FormTerminal

/// A form with every built-in item, on a collection view of `width`.
@MainActor
func makeEveryItemForm(width: Int = 60, height: Int? = 30) -> AdapterManager {
    let adapter = ListAdapter()
    adapter.collectionView = CollectionView(width: width, height: height)
    return AdapterManager(adapter: adapter, diagnosticHandler: { Issue.record("unexpected form diagnostic: \($0)") }) {
        Section(header: "Text") {
            TextItem("Name", key: "name", placeholder: "Jane Appleseed").validated(by: .required)
            TextItem("Password", key: "password", isSecure: true)
            LongTextItem("Bio", key: "bio")
            NumberItem("Age", key: "age", isInteger: true)
        }
        Section(header: "Choices") {
            BoolItem("Newsletter", key: "newsletter", value: true)
            MultipleChoiceItem("Topics", key: "topics", options: ["Swift", "Rust", "Go"], value: [])
                .hidden(when: .value("newsletter", is: false))
            SegmentedItem("Size", key: "size", options: ["S", "M", "L"], value: "M")
            RadioItem("Plan", key: "plan", options: ["Free", "Pro"], value: nil)
            PickerItem("Fruit", key: "fruit", components: [["Apple", "Pear", "Plum"], ["Small", "Large"]])
        }
        Section(header: "Numbers") {
            FloatItem("Volume", key: "volume", value: 0.5)
            StepperItem("Guests", key: "guests", value: 3, range: 1...10)
            DateTimeItem("Birthday", key: "birthday", mode: .date, timeZone: TimeZone(identifier: "UTC")!)
            CreditCardItem("Card", key: "card")
            ButtonItem("Pay", key: "pay")
        }
    }
}

extension TerminalSession {
    /// Sends each key, in order.
    @discardableResult
    func send(_ keys: KeyEvent...) -> Request? {
        var last: Request?
        for key in keys { last = handle(.key(key)) }
        return last
    }

    /// Types `text`, one character at a time.
    func type(_ text: String) {
        for character in text { handle(.key(KeyEvent(.character(character)))) }
    }

    /// Moves the focus to the field with `key` by Tab presses (failing the test when it is not
    /// reachable).
    func tab(to key: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<50 {
            if focused?.key == key { return }
            send(KeyEvent(.tab))
        }
        Issue.record("field \(key) not reachable by Tab", sourceLocation: sourceLocation)
    }

    /// The focused field's text being typed.
    var typedText: String? { focused.map { editor(for: $0).buffer.text } }
}

let tab = KeyEvent(.tab)
let shiftTab = KeyEvent(.tab, modifiers: .shift)
let enter = KeyEvent(.enter)
let escape = KeyEvent(.escape)
let space = KeyEvent(.character(" "))
let up = KeyEvent(.up)
let down = KeyEvent(.down)
let left = KeyEvent(.left)
let right = KeyEvent(.right)
let backspace = KeyEvent(.backspace)

import Foundation
import FormKit
import ListKit
import Testing
@testable import FormTerminal

/// A manager built with the DSL on an unbounded collection view, failing the test on any
/// diagnostic.
@MainActor
func makeForm(@SectionBuilder _ content: () -> [Section]) -> AdapterManager {
    let adapter = ListAdapter()
    adapter.diagnosticHandler = { Issue.record("unexpected adapter diagnostic: \($0)") }
    adapter.collectionView = CollectionView(width: 60)
    return AdapterManager(adapter: adapter, diagnosticHandler: { Issue.record("unexpected form diagnostic: \($0)") }, content)
}

/// One line-mode run over in-memory lines that a terminal-like echo shows in the transcript.
@MainActor
struct LineTranscript {
    /// How the run ended: the outcome, or the error.
    let result: Result<FormOutcome, TerminalFormError>
    /// Everything written: prompts, messages and the echoed (non-secret) answers.
    let text: String
    /// The input, after the run.
    let input: MemoryLineInput

    /// Runs `manager` in line mode on `answers` (one per line), with `options` (the process's
    /// environment not read: the tests run in English unless they say otherwise).
    init(_ manager: AdapterManager, answers: String, echo: Bool = true, options: TerminalFormOptions = TerminalFormOptions(environment: [:])) {
        let output = MemoryLineOutput()
        let input = MemoryLineInput(answers, echo: echo ? output : nil)
        self.input = input
        result = Result { () throws(TerminalFormError) -> FormOutcome in try manager.runLines(input: input, output: output, options: options) }
        text = output.text
    }

    /// The submitted values; records an issue when the run did not submit.
    var submitted: JSONObject? {
        guard case .success(let outcome) = result, outcome.status == .submitted else {
            Issue.record("expected a submitted form, got \(result)\n\(text)")
            return nil
        }
        return outcome.values
    }

    /// The transcript without the introduction line.
    var body: String { String(text.dropFirst(LineSession.introduction.count)) }
}

/// One field of every type line mode asks, with no values.
@MainActor
func makeEveryLineModeItemForm() -> AdapterManager {
    makeForm {
        Section(header: "Text") {
            TextItem("Name", key: "name")
            TextItem("Password", key: "password", isSecure: true)
            LongTextItem("Bio", key: "bio")
            NumberItem("Phone", key: "phone", pattern: "(XXX) XXX-XXXX")
            NumberItem("Age", key: "age", isInteger: true)
            NumberItem("Weight", key: "weight")
        }
        Section(header: "Choices") {
            BoolItem("Newsletter", key: "newsletter")
            SegmentedItem("Size", key: "size", options: ["S", "M", "L"])
            RadioItem("Plan", key: "plan", options: ["Free", "Pro"])
            MultipleChoiceItem("Topics", key: "topics", options: ["Swift", "Rust", "Go"])
            PickerItem("Fruit", key: "fruit", components: [["Apple", "Pear"]])
            PickerItem("Shirt", key: "shirt", components: [["Red", "Blue"], ["Small", "Large"]])
        }
        Section(header: "Numbers and dates") {
            StepperItem("Guests", key: "guests", value: 1, range: 1...10)
            FloatItem("Volume", key: "volume", value: 0.5)
            DateTimeItem("Birthday", key: "birthday", mode: .date, timeZone: .utc)
            DateTimeItem("Alarm", key: "alarm", mode: .time, timeZone: .utc)
            DateTimeItem("Meeting", key: "meeting", mode: .dateAndTime, timeZone: .utc)
        }
        Section(header: "Payment") {
            CreditCardItem("Card", key: "card")
            LabelItem("Total", detail: "€24")
            ButtonItem("Pay")
        }
    }
}

extension TimeZone {
    /// UTC, so that the dates of the line-mode forms read the same on every machine.
    static let utc = TimeZone(identifier: "UTC")!
}

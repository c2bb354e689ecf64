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

    /// Runs `manager` in line mode on `answers` (one per line).
    init(_ manager: AdapterManager, answers: String, echo: Bool = true) {
        let output = MemoryLineOutput()
        let input = MemoryLineInput(answers, echo: echo ? output : nil)
        self.input = input
        result = Result { () throws(TerminalFormError) -> FormOutcome in try manager.runLines(input: input, output: output) }
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

import Foundation
import FormKit
import Testing
@testable import FormTerminal

/// Input that ends, or a signal, before the form is done: never a submission, the values so far kept.
@MainActor
@Suite struct LineModeEndOfInputTests {
    @Test func endOfInputMidFormThrowsAndTheValuesSoFarStay() {
        let manager = makeForm {
            Section {
                TextItem("Name", key: "name").validated(by: .required)
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"])
                BoolItem("Newsletter", key: "newsletter")
            }
        }
        let run = LineTranscript(manager, answers: "Zed\n")
        #expect(run.result == .failure(.endOfInput(field: "plan")))
        #expect(manager.values == ["name": "Zed", "newsletter": false])
        #expect(run.body.hasSuffix("Plan (a number or a name): \n"))
    }

    @Test(arguments: ["", "\n", "\n\n"])
    func inputThatEndsEarlyIsNeverASubmission(answers: String) {
        let manager = makeForm {
            Section {
                TextItem("Name", key: "name").validated(by: .required)
                TextItem("City", key: "city")
            }
        }
        let run = LineTranscript(manager, answers: answers)
        #expect(run.result == .failure(.endOfInput(field: "name")))
    }

    @Test func endOfInputInsideALongTextNamesTheField() {
        let manager = makeForm { Section { LongTextItem("Bio", key: "bio") } }
        #expect(LineTranscript(manager, answers: "one\ntwo\n").result == .failure(.endOfInput(field: "bio")))
    }

    @Test func aSignalWhileWaitingInterruptsWithTheValuesSoFar() throws {
        let manager = makeForm {
            Section {
                TextItem("Name", key: "name")
                TextItem("City", key: "city")
            }
        }
        let output = MemoryLineOutput()
        let input = MemoryLineInput(events: [.line("Zed"), .terminated(signal: SIGINT)])
        let outcome = try manager.runLines(input: input, output: output)
        #expect(outcome == FormOutcome(status: .interrupted, values: ["name": "Zed"]))
        #expect(outcome.exitStatus == 130)
    }
}

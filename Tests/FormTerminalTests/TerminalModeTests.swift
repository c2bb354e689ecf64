import Foundation
import FormKit
import Testing
@testable import FormTerminal

@Suite struct TerminalModeTests {
    typealias Mode = TerminalFormOptions.Mode

    @Test(arguments: [
        (Mode.automatic, ["TERM": "xterm-256color"], true, true, Mode.interactive),
        (.automatic, ["TERM": "xterm", "ACCESSIBLE": ""], true, true, .interactive),
        (.automatic, ["TERM": "xterm", "ACCESSIBLE": "0"], true, true, .interactive),
        (.automatic, ["TERM": "xterm", "ACCESSIBLE": "1"], true, true, .lines),
        (.automatic, ["TERM": "xterm", "ACCESSIBLE": "yes"], true, true, .lines),
        (.automatic, ["TERM": "dumb"], true, true, .lines),
        (.automatic, ["TERM": "xterm"], false, true, .lines),
        (.automatic, ["TERM": "xterm"], true, false, .lines),
        (.automatic, [:], false, false, .lines),
        (.lines, ["TERM": "xterm"], true, true, .lines),
        (.interactive, ["TERM": "dumb"], false, false, .interactive),
    ] as [(Mode, [String: String], Bool, Bool, Mode)])
    func theModeFollowsTheTerminalsAndTheEnvironment(mode: Mode, environment: [String: String], input: Bool, output: Bool,
                                                     expected: Mode) {
        let options = TerminalFormOptions(mode: mode, environment: environment)
        #expect(options.resolvedMode(inputIsTerminal: input, outputIsTerminal: output) == expected)
    }

    @MainActor
    @Test func aPipedRunInTheTerminalTakesLineMode() throws {
        let input = try TestPipe(), output = try TestPipe()
        input.write("Zed\n")
        input.closeWriteEnd()
        let manager = makeForm { Section { TextItem("Name", key: "name") } }
        let outcome = try manager.runInTerminal(TerminalFormOptions(environment: ["TERM": "xterm"], input: input.readEnd,
                                                                    output: output.writeEnd))
        #expect(outcome == FormOutcome(status: .submitted, values: ["name": "Zed"]))
        output.closeWriteEnd()
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = bytes.withUnsafeMutableBytes { read(output.readEnd, $0.baseAddress, $0.count) }
        #expect(String(decoding: bytes[..<max(0, count)], as: UTF8.self) == LineSession.introduction + "Name: \n")
    }
}

@MainActor
@Suite struct SubmitTests {
    func signup() -> AdapterManager {
        makeForm {
            Section {
                TextItem("Name", key: "name").validated(by: .required)
                TextItem("Email", key: "email").validated(by: .required, .email)
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
                StepperItem("Seats", key: "seats", value: 5, range: 2...50).hidden(when: .value("plan", isNot: "Team"))
            }
        }
    }

    @Test func validValuesAreSetAndReturnedWithTheDefaults() throws {
        let manager = signup()
        let values = try manager.submit(["name": "Zed", "email": "zed@example.com"])
        #expect(values == ["name": "Zed", "email": "zed@example.com", "plan": "Free"])
        #expect(manager.values == values)
    }

    @Test func aConditionalRowShowsItsValueWhenTheValuesShowIt() throws {
        let values = try signup().submit(["name": "Zed", "email": "zed@example.com", "plan": "Team", "seats": 9])
        #expect(values == ["name": "Zed", "email": "zed@example.com", "plan": "Team", "seats": 9])
    }

    @Test func valuesThatCannotBeSetAreRefusedByKeyAndNothingIsSet() {
        let manager = signup()
        #expect {
            try manager.submit(["name": "Zed", "mail": "x", "seats": "many", "plan": "Gold"])
        } throws: { error in
            guard let error = error as? SubmissionError, case .refused = error else { return false }
            return error.keys == ["mail", "seats", "plan"]
                && error.description == """
                    mail: no field has this key
                    seats: expected a number, got a string ("many")
                    plan: must be one of Free, Team
                    """
        }
        #expect(manager.values == ["plan": "Free"], "nothing was set, and empty fields are not sent")
    }

    @Test func failingValidatorsAreReportedByKeyAndTheValuesStay() {
        let manager = signup()
        #expect(throws: SubmissionError.self) { try manager.submit(["email": "not an address"]) }
        do {
            try manager.submit(["email": "not an address"])
        } catch {
            #expect(error.problems == [Problem(key: "name", message: "Name is required"),
                                       Problem(key: "email", message: "Email is not a valid email address")])
        }
        #expect(manager.values["email"] == "not an address")
    }
}

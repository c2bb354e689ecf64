import Foundation
import FormKit
import ListKit
import Testing
@testable import FormTerminal

/// The README's terminal section: its key table is the key map's, and its program works.
@MainActor
@Suite struct ReadmeTests {
    static var readme: String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }

    /// Regenerate with `UPDATE_README=1 swift test --filter ReadmeTests`.
    @Test func theKeyTableIsGeneratedFromTheKeyMap() throws {
        let readme = Self.readme
        let begin = try #require(readme.range(of: "<!-- keys:begin -->\n"))
        let end = try #require(readme.range(of: "<!-- keys:end -->"))
        let table = KeyMap.standard.markdownTable() + "\n"
        if ProcessInfo.processInfo.environment["UPDATE_README"] == "1" {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            try (readme[..<begin.upperBound] + table + readme[end.lowerBound...])
                .write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            return
        }
        #expect(String(readme[begin.upperBound..<end.lowerBound]) == table)
    }

    @Test func theHelpListsEveryBinding() {
        let help = KeyMap.standard.helpLines().joined(separator: "\n")
        for binding in KeyMap.standard.bindings {
            #expect(help.contains(KeyMap.keyList(binding.keys) + "  "), "\(binding)")
        }
    }

    /// The README's program, in line mode with typed answers: a name, then the plan.
    @Test func theReadmeProgramAsksForANameAndAPlan() throws {
        let manager = AdapterManager(adapter: ListAdapter()) {
            Section(header: "Welcome") {
                TextItem("Name", key: "name", placeholder: "Jane Appleseed").validated(by: .required)
                SegmentedItem("Plan", key: "plan", options: ["Free", "Pro", "Team"], value: "Free")
                StepperItem("Seats", key: "seats", value: 5, range: 2...50).hidden(when: .value("plan", isNot: "Team"))
            }
        }
        let output = MemoryLineOutput()
        let input = MemoryLineInput(events: [.line("Zed"), .line("3"), .line("")], echo: output)
        let outcome = try manager.runLines(input: input, output: output, options: TerminalFormOptions(mode: .lines))
        #expect(outcome.status == .submitted)
        #expect(try outcome.values.jsonString() == #"{"name":"Zed","plan":"Team","seats":5}"#)
    }
}

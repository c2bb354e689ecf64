import Foundation
import FormKit
import ListKit
import Testing
@testable import FormTerminal

/// The terminal article (FormTerminal.docc/FillingInAtATerminal.md): its key table is the key map's,
/// and the program it shows works.
@MainActor
@Suite struct ReadmeTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/FormTerminal/FormTerminal.docc/FillingInAtATerminal.md")

    static var readme: String { (try? String(contentsOf: article, encoding: .utf8)) ?? "" }

    /// Regenerate with `UPDATE_README=1 swift test --filter ReadmeTests`.
    @Test func theKeyTableIsGeneratedFromTheKeyMap() throws {
        let readme = Self.readme
        let begin = try #require(readme.range(of: "<!-- keys:begin -->\n"))
        let end = try #require(readme.range(of: "<!-- keys:end -->"))
        let table = KeyMap.standard.markdownTable() + "\n"
        if ProcessInfo.processInfo.environment["UPDATE_README"] == "1" {
            try (readme[..<begin.upperBound] + table + readme[end.lowerBound...])
                .write(to: Self.article, atomically: true, encoding: .utf8)
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

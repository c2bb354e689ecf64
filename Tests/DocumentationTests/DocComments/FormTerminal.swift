// The Swift blocks of FormTerminal's doc comments (shown on its symbols' pages), compiled and run
// where they need no terminal; the results their comments state are checked after each.
import Foundation
import FormKit
import FormTerminal
import ListKit
import Testing

@MainActor
@Suite struct FormTerminalDocComments {
    @Test func answersFromMemory() throws {
        let manager = AdapterManager(adapter: ListAdapter()) {
            Section {
                TextItem("Name", key: "name").validated(by: .required)
                TextItem("Team", key: "team")
                SegmentedItem("Plan", key: "plan", options: ["Free", "Pro"], value: "Free")
            }
        }
        // snippet: doc-MemoryLineInput-7
        let output = MemoryLineOutput()
        let input = MemoryLineInput("Zed\n\n2\n", echo: output)
        let outcome = try manager.runLines(input: input, output: output)
        // snippet end
        #expect(outcome.status == .submitted && outcome.values == ["name": "Zed", "plan": "Pro"])
    }

    // Compiled, not run: it needs a terminal (the tmux tests drive it).
    func fillIn(_ manager: AdapterManager) throws {
        // snippet: doc-AdapterManagerTerminal-39
        let outcome = try manager.runInTerminal()
        if outcome.status == .submitted { print(try outcome.values.jsonString()) }
        exit(outcome.exitStatus)
        // snippet end
    }
}

// The terminal article's whole program (FormTerminal.docc/FillingInAtATerminal.md), as written
// there; CI runs it with answers piped in.
// snippet: terminal-program
import Foundation
import FormKit
import FormTerminal
import ListKit

let manager = AdapterManager(adapter: ListAdapter()) {
    Section(header: "Welcome") {
        TextItem("Name", key: "name", placeholder: "Jane Appleseed").validated(by: .required)
        SegmentedItem("Plan", key: "plan", options: ["Free", "Pro", "Team"], value: "Free")
        StepperItem("Seats", key: "seats", value: 5, range: 2...50).hidden(when: .value("plan", isNot: "Team"))
    }
}
do {
    let outcome = try manager.runInTerminal()   // draws on stderr; stdout is for the result
    if outcome.status == .submitted { print(try outcome.values.jsonString()) }
    exit(outcome.exitStatus)                    // 0 submitted, 3 cancelled, 130 interrupted
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
// snippet end

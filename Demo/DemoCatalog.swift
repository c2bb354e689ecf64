import Foundation
import FormKit
import ListDiffKit
import ListKit

enum DemoCatalog {
    static let all: [DemoEntry] = [
        DemoEntry(name: "controls", summary: "every built-in item, sections, a disabled item, a conditional row, validation errors",
                  run: ControlsDemo.run),
        DemoEntry(name: "posts", summary: "TBVListAdapterManager's demo: posts in timestamped sections; item, bunch and section reloads",
                  run: PostsDemo.run),
        DemoEntry(name: "marslink", summary: "IGListKit's tutorial feed: journal, messages, weather expanding, a message arriving",
                  run: MarslinkDemo.run),
        DemoEntry(name: "reload", summary: "one item changed: the form before, the one batch applied, the form after",
                  run: ReloadDemo.run),
        DemoEntry(name: "signup", summary: "a form built with the result-builder DSL, conditional rows, values as JSON",
                  run: SignupDemo.run),
        DemoEntry(name: "rows", summary: "repeating rows added, moved, deleted and undone, each edit with the one batch it sent",
                  run: RowsDemo.run),
        DemoEntry(name: "checkout", summary: "three steps, addresses as repeating rows with phone rows inside, one JSON object",
                  run: CheckoutDemo.run),
    ]

    static func demo(named name: String) -> DemoEntry? { all.first { $0.name == name } }

    /// What `swift run Demo` prints without a demo: the list, then the controls demo, every line
    /// within the width.
    @MainActor
    static func overview(_ context: DemoContext) -> String {
        var lines = [context.heading("ListKit demos — run one with: swift run Demo <name>"), ""]
        for entry in all {
            // The summary wraps under itself when the width is short.
            let summaryWidth = max(10, context.width - 12)
            for (index, line) in TextLayout.wrap(entry.summary, width: summaryWidth).enumerated() {
                let name = index == 0 ? entry.name : ""
                lines.append("  " + name.padding(toLength: 10, withPad: " ", startingAt: 0) + line)
            }
        }
        lines.append("")
        return DemoText.fitted(lines.joined(separator: "\n") + "\n" + ControlsDemo.run(context), width: context.width)
    }

    /// The applied updates since the last call, one entry each, wrapped to the view's width
    /// (continuation lines under the text after `applied: `); then clears the log.
    @MainActor
    static func takeLog(_ view: CollectionView) -> [String] {
        defer { view.clearAppliedUpdates() }
        return view.appliedUpdates.flatMap { DemoText.wrap("applied: \(UpdateLog.describe($0))", width: view.width, hangingIndent: 9) }
    }

    /// What a demo prints: its text with any line still wider than the context's width wrapped
    /// (lines a demo prints as they are: validation errors, JSON).
    @MainActor
    static func output(of entry: DemoEntry, in context: DemoContext) -> String {
        DemoText.fitted(entry.run(context), width: context.width)
    }
}

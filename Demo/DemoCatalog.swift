import Foundation
import FormKit
import ListDiffKit
import ListKit

/// How a demo renders: the width, an optional viewport, the styling.
struct DemoContext {
    var width: Int
    var height: Int?
    var offset: Int
    var styler: TextStyler

    /// An adapter on a collection view of the demo's width, unbounded (demos render whole forms).
    @MainActor
    func makeAdapter() -> (ListAdapter, CollectionView) {
        let view = CollectionView(width: width)
        view.textStyler = styler
        let adapter = ListAdapter()
        adapter.collectionView = view
        return (adapter, view)
    }

    /// The collection view's content, or the viewport the options ask for.
    @MainActor
    func render(_ view: CollectionView) -> String {
        guard let height else { return view.renderText() }
        view.height = height
        view.scroll(to: offset)
        return view.renderViewport()
    }

    /// A heading: `== text`, wrapped to the width (continuation lines under the text), in bold.
    func heading(_ text: String) -> String {
        DemoText.wrap("== \(text)", width: width, hangingIndent: 3)
            .map { styler.apply(.bold, to: $0) }.joined(separator: "\n")
    }

    /// A step of the narration: `-- text`, wrapped to the width (continuation lines under the
    /// text), dimmed.
    func step(_ text: String) -> String {
        DemoText.wrap("-- \(text)", width: width, hangingIndent: 3)
            .map { styler.apply(.dim, to: $0) }.joined(separator: "\n")
    }
}

/// One demo: a name to run it by, a line to describe it, and what it prints.
struct DemoEntry {
    let name: String
    let summary: String
    let run: @MainActor (DemoContext) -> String
}

enum DemoCatalog {
    static let all: [DemoEntry] = [
        DemoEntry(name: "controls", summary: "every built-in item, sections, a disabled item, a conditional row, validation errors",
                  run: ControlsDemo.run),
        DemoEntry(name: "posts", summary: "the seed's demo: posts in timestamped sections; item, bunch and section reloads",
                  run: PostsDemo.run),
        DemoEntry(name: "marslink", summary: "IGListKit's tutorial feed: journal, messages, weather expanding, a message arriving",
                  run: MarslinkDemo.run),
        DemoEntry(name: "reload", summary: "one item changed: the form before, the one batch applied, the form after",
                  run: ReloadDemo.run),
        DemoEntry(name: "signup", summary: "a form built with the result-builder DSL, conditional rows, values as JSON",
                  run: SignupDemo.run),
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

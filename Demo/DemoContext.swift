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

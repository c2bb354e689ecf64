import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// A manager on an adapter on an unbounded collection view, failing the test on any diagnostic.
@MainActor
func makeManager(width: Int = 30, height: Int? = nil) -> AdapterManager {
    let adapter = ListAdapter()
    adapter.diagnosticHandler = { Issue.record("unexpected adapter diagnostic: \($0)") }
    adapter.collectionView = CollectionView(width: width, height: height)
    let manager = AdapterManager(adapter: adapter)
    manager.diagnosticHandler = { Issue.record("unexpected form diagnostic: \($0)") }
    return manager
}

extension AdapterManager {
    var collectionView: CollectionView { adapter.collectionView! }
    var text: String { collectionView.renderText() }
    /// The applied batches since the last call, as text; then clears the log.
    func takeLog() -> [String] {
        defer { collectionView.clearAppliedUpdates() }
        return collectionView.appliedUpdates.map(\.description)
    }
}

/// `count` label items titled with `prefix` and a number.
@MainActor
func labels(_ prefix: String, _ count: Int) -> [LabelItem] {
    (0..<count).map { LabelItem("\(prefix)\($0)") }
}

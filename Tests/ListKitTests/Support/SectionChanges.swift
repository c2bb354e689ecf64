import Foundation
import ListDiffKit
@testable import ListKit

/// The section-level part of a batch between two lists of sections, built with ListDiff of their
/// identifiers (whose results read like UIKit's batch): what the property tests start their
/// batches from.
struct SectionChanges {
    /// Deletes, inserts and moves of sections; no item changes, no reloads.
    var batch = CollectionViewBatchUpdate()
    /// The old sections that are neither deleted nor moved, ascending: those a batch may reload.
    var reloadable: [Int]

    init(from old: [ListModel.Section], to new: [ListModel.Section]) {
        let diff = ListDiff(oldArray: old.map(\.identifier), newArray: new.map(\.identifier), option: .equality)
        batch.deleteSections(diff.deletes)
        batch.insertSections(diff.inserts)
        for move in diff.moves { batch.moveSection(move.from, toSection: move.to) }
        let moved = Set(diff.moves.map(\.from))
        reloadable = old.indices.filter { !diff.deletes.contains($0) && !moved.contains($0) }
    }
}

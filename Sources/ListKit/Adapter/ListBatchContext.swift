import Foundation
import ListDiffKit

/// Describes item changes of section controllers inside ``ListCollectionContext/performBatch(animated:updates:completion:)``.
/// Deletes, reloads and move sources are indexes before the batch; inserts and move destinations
/// after it.
@MainActor
public protocol ListBatchContext: AnyObject {
    /// Reloads items (fresh cells and sizes).
    func reload(in sectionController: ListSectionController, at indexes: IndexSet)
    /// Reloads the controller's whole section.
    func reload(_ sectionController: ListSectionController)
    /// Inserts items.
    func insert(in sectionController: ListSectionController, at indexes: IndexSet)
    /// Deletes items.
    func delete(in sectionController: ListSectionController, at indexes: IndexSet)
    /// Moves an item.
    func move(in sectionController: ListSectionController, from index: Int, to newIndex: Int)
}

extension ListBatchContext {
    /// Applies an item-level diff of `sectionController`'s items: its deletes, inserts and moves,
    /// and a reload of each changed item — except that a changed item that also moved is deleted
    /// and inserted (a collection view cannot reload and move one item in a batch).
    /// - Parameters:
    ///   - result: the diff of the items shown before against the items shown after.
    ///   - sectionController: whose items they are.
    public func apply(_ result: ListIndexSetResult, in sectionController: ListSectionController) {
        if !result.deleteIndexes.isEmpty { delete(in: sectionController, at: IndexSet(result.deleteIndexes)) }
        if !result.insertIndexes.isEmpty { insert(in: sectionController, at: IndexSet(result.insertIndexes)) }
        var reloads = Set(result.updateIndexes)
        for moved in result.moves {
            if reloads.remove(moved.from) != nil {
                delete(in: sectionController, at: [moved.from])
                insert(in: sectionController, at: [moved.to])
            } else {
                move(in: sectionController, from: moved.from, to: moved.to)
            }
        }
        if !reloads.isEmpty { reload(in: sectionController, at: IndexSet(reloads)) }
    }
}

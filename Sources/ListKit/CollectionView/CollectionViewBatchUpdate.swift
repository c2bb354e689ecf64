import Foundation
import ListDiffKit

/// The changes of one batch update, as a collection view reads them (UIKit's coordinates):
/// deleted, reloaded and moved-from sections and items are indexes **before** the update;
/// inserted and moved-to ones are indexes **after** it. The order of the calls that built it does
/// not matter.
public struct CollectionViewBatchUpdate: Hashable, Sendable, CustomStringConvertible {
    /// Sections inserted (new indexes).
    public var insertedSections: [Int] = []
    /// Sections deleted (old indexes).
    public var deletedSections: [Int] = []
    /// Sections reloaded (old indexes): their items are all replaced.
    public var reloadedSections: [Int] = []
    /// Sections moved, from old to new index.
    public var movedSections: [ListMoveIndex] = []
    /// Items inserted (new index paths).
    public var insertedItems: [IndexPath] = []
    /// Items deleted (old index paths).
    public var deletedItems: [IndexPath] = []
    /// Items reloaded (old index paths): they get a freshly configured cell and size.
    public var reloadedItems: [IndexPath] = []
    /// Items moved, from old to new index path.
    public var movedItems: [ListMoveIndexPath] = []

    /// An empty batch.
    public init() {}

    /// Whether the batch has no change at all.
    public var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Adds section inserts (new indexes).
    public mutating func insertSections(_ sections: IndexSet) { insertedSections += sections }
    /// Adds section deletes (old indexes).
    public mutating func deleteSections(_ sections: IndexSet) { deletedSections += sections }
    /// Adds section reloads (old indexes).
    public mutating func reloadSections(_ sections: IndexSet) { reloadedSections += sections }
    /// Adds a section move.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        movedSections.append(ListMoveIndex(from: section, to: newSection))
    }
    /// Adds item inserts (new index paths).
    public mutating func insertItems(at indexPaths: [IndexPath]) { insertedItems += indexPaths }
    /// Adds item deletes (old index paths).
    public mutating func deleteItems(at indexPaths: [IndexPath]) { deletedItems += indexPaths }
    /// Adds item reloads (old index paths).
    public mutating func reloadItems(at indexPaths: [IndexPath]) { reloadedItems += indexPaths }
    /// Adds an item move.
    public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        movedItems.append(ListMoveIndexPath(from: indexPath, to: newIndexPath))
    }

    /// The batch with every list sorted (sections and index paths ascending, moves by source), so
    /// that two batches with the same changes compare and print the same.
    public var normalized: CollectionViewBatchUpdate {
        var copy = self
        copy.insertedSections.sort()
        copy.deletedSections.sort()
        copy.reloadedSections.sort()
        copy.movedSections.sort { ($0.from, $0.to) < ($1.from, $1.to) }
        copy.insertedItems.sort()
        copy.deletedItems.sort()
        copy.reloadedItems.sort()
        copy.movedItems.sort { $0.from == $1.from ? $0.to < $1.to : $0.from < $1.from }
        return copy
    }

    /// One clause per kind of change, as `deleted items [0, 2]; inserted items [1, 0]`; index paths
    /// print as `[section, item]`.
    public var description: String {
        func paths(_ list: [IndexPath]) -> String { list.map { "[\($0[0]), \($0[1])]" }.joined(separator: ", ") }
        var parts: [String] = []
        if !deletedSections.isEmpty { parts.append("deleted sections \(deletedSections)") }
        if !insertedSections.isEmpty { parts.append("inserted sections \(insertedSections)") }
        if !reloadedSections.isEmpty { parts.append("reloaded sections \(reloadedSections)") }
        if !movedSections.isEmpty { parts.append("moved sections \(movedSections.map(\.description).joined(separator: ", "))") }
        if !deletedItems.isEmpty { parts.append("deleted items \(paths(deletedItems))") }
        if !insertedItems.isEmpty { parts.append("inserted items \(paths(insertedItems))") }
        if !reloadedItems.isEmpty { parts.append("reloaded items \(paths(reloadedItems))") }
        if !movedItems.isEmpty {
            parts.append("moved items " + movedItems.map { "[\($0.from[0]), \($0.from[1])]→[\($0.to[0]), \($0.to[1])]" }
                .joined(separator: ", "))
        }
        return parts.isEmpty ? "empty batch" : parts.joined(separator: "; ")
    }
}

/// One change a collection view applied, as recorded in ``CollectionView/appliedUpdates``.
public enum CollectionViewUpdate: Hashable, Sendable, CustomStringConvertible {
    /// A full reload (`reloadData()`).
    case reloadData
    /// A batch update, normalized (sorted).
    case batch(CollectionViewBatchUpdate)

    /// `reloadData` or the batch's description.
    public var description: String {
        switch self {
        case .reloadData: "reloadData"
        case .batch(let batch): batch.description
        }
    }
}

/// Why a collection view rejected a batch update. Nothing of a rejected batch is applied.
///
/// The messages follow UIKit's `NSInternalInconsistencyException` texts, so the same mistakes read
/// the same.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The section count after the update is not the count before it plus inserts minus deletes.
    case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
    /// A section's item count after the update does not add up.
    case invalidNumberOfItems(section: Int, after: Int, before: Int, inserted: Int, deleted: Int,
                              movedIn: Int, movedOut: Int)
    /// A section index is out of range (`isBeforeUpdate`: checked against the old count).
    case sectionOutOfRange(operation: String, section: Int, count: Int, isBeforeUpdate: Bool)
    /// An item index is out of range in its section.
    case itemOutOfRange(operation: String, indexPath: IndexPath, count: Int, isBeforeUpdate: Bool)
    /// An item operation names a section that is itself deleted, inserted or reloaded.
    case itemInChangedSection(operation: String, indexPath: IndexPath, sectionChange: String)
    /// Two operations of the batch name the same section or index path in a way that has no
    /// single meaning (e.g. deleted and moved, or inserted twice).
    case conflict(String)

    /// The message, in UIKit's words where UIKit has them.
    public var description: String {
        switch self {
        case let .invalidNumberOfSections(after, before, inserted, deleted):
            "Invalid update: invalid number of sections. The number of sections after the update (\(after)) must be "
                + "equal to the number before (\(before)), plus or minus inserted (\(inserted)) or deleted (\(deleted))"
        case let .invalidNumberOfItems(section, after, before, inserted, deleted, movedIn, movedOut):
            "Invalid update: invalid number of items in section \(section). The number of items after the update "
                + "(\(after)) must be equal to the number before (\(before)), plus or minus inserted (\(inserted)) or "
                + "deleted (\(deleted)), plus or minus moved in (\(movedIn)) or out (\(movedOut))"
        case let .sectionOutOfRange(operation, section, count, isBeforeUpdate):
            "Invalid update: attempt to \(operation) section \(section), but there are only \(count) sections "
                + (isBeforeUpdate ? "before the update" : "after the update")
        case let .itemOutOfRange(operation, indexPath, count, isBeforeUpdate):
            "Invalid update: attempt to \(operation) item \(indexPath[1]) "
                + (isBeforeUpdate ? "from" : "into") + " section \(indexPath[0]), which only contains \(count) items "
                + (isBeforeUpdate ? "before the update" : "after the update")
        case let .itemInChangedSection(operation, indexPath, sectionChange):
            "Invalid update: attempt to \(operation) item \(indexPath[1]) in section \(indexPath[0]), "
                + "which is \(sectionChange) in the same update"
        case let .conflict(message):
            "Invalid update: \(message)"
        }
    }
}

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

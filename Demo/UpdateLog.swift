import Foundation
import ListDiffKit
import ListKit

/// The change log's wording: what a collection view applied, in words a reader of the demo
/// follows without knowing that an index path prints as `[section, item]`.
///
/// `reloaded item 2 of section 0`, `deleted item 1 of section 1, items 0 and 2 of section 3`,
/// `moved item 0 to 2 of section 1`, `inserted sections 1 and 2`, clauses joined by `; `.
enum UpdateLog {
    /// One update in words: `reloadData`, or the batch's clauses.
    static func describe(_ update: CollectionViewUpdate) -> String {
        switch update {
        case .reloadData: "reloadData (everything)"
        case .batch(let batch): describe(batch)
        }
    }

    /// A batch in words, one clause per kind of change, in the order of its description.
    static func describe(_ batch: CollectionViewBatchUpdate) -> String {
        let batch = batch.normalized
        var clauses: [String] = []
        if !batch.deletedSections.isEmpty { clauses.append("deleted " + sections(batch.deletedSections)) }
        if !batch.insertedSections.isEmpty { clauses.append("inserted " + sections(batch.insertedSections)) }
        if !batch.reloadedSections.isEmpty { clauses.append("reloaded " + sections(batch.reloadedSections)) }
        if !batch.movedSections.isEmpty {
            clauses.append("moved " + batch.movedSections.map { "section \($0.from) to \($0.to)" }.joined(separator: ", "))
        }
        if !batch.deletedItems.isEmpty { clauses.append("deleted " + items(batch.deletedItems)) }
        if !batch.insertedItems.isEmpty { clauses.append("inserted " + items(batch.insertedItems)) }
        if !batch.reloadedItems.isEmpty { clauses.append("reloaded " + items(batch.reloadedItems)) }
        if !batch.movedItems.isEmpty {
            clauses.append("moved " + batch.movedItems.map { move in
                move.from.section == move.to.section
                    ? "item \(move.from.item) to \(move.to.item) of section \(move.from.section)"
                    : "item \(move.from.item) of section \(move.from.section) to item \(move.to.item) of section \(move.to.section)"
            }.joined(separator: ", "))
        }
        return clauses.isEmpty ? "an empty batch" : clauses.joined(separator: "; ")
    }

    /// `section 3`, `sections 1 and 2`, `sections 0, 1 and 4`.
    static func sections(_ indexes: [Int]) -> String {
        (indexes.count == 1 ? "section " : "sections ") + list(indexes)
    }

    /// Items grouped by section, sections in order: `item 2 of section 0, items 0 and 1 of section 3`.
    static func items(_ paths: [IndexPath]) -> String {
        var groups: [(section: Int, items: [Int])] = []
        for path in paths {
            if let last = groups.indices.last, groups[last].section == path.section {
                groups[last].items.append(path.item)
            } else {
                groups.append((path.section, [path.item]))
            }
        }
        return groups.map { group in
            (group.items.count == 1 ? "item " : "items ") + list(group.items) + " of section \(group.section)"
        }.joined(separator: ", ")
    }

    /// `2`, `1 and 2`, `0, 1 and 4`.
    static func list(_ numbers: [Int]) -> String {
        let words = numbers.map(String.init)
        guard words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}

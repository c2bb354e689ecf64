import Foundation
import ListDiffKit

/// A validated batch update: where every old section and item goes. Built by
/// ``BatchPlan/validate(_:oldItemCounts:newSectionCount:newItemCount:)``, which enforces UIKit's
/// rules and throws ``BatchUpdateError`` on the first one broken.
struct BatchPlan {
    /// Old section → new section; `nil` when deleted. A reloaded section maps to its new index.
    /// Empty when no section changes (every section keeps its index).
    var sectionOldToNew: [Int?]
    /// New section → old section; `nil` when inserted. Reloaded sections map back too. Empty when no
    /// section changes.
    var sectionNewToOld: [Int?]
    /// The number of sections before the update.
    var oldSectionCount = 0
    /// Old indexes of reloaded sections.
    var reloadedSections: Set<Int>
    /// New indexes of moved sections.
    var movedSectionTargets: Set<Int> = []
    /// Per old section: item indexes that leave it (deleted or moved out), ascending.
    var removals: [Int: [Int]] = [:]
    /// Per new section: item indexes that arrive (inserted or moved in), ascending.
    var additions: [Int: [Int]] = [:]
    /// Item moves by source path.
    var moveTargets: [IndexPath: IndexPath] = [:]
    /// Item moves by destination path.
    var moveSources: [IndexPath: IndexPath] = [:]
    /// Deleted item paths (old).
    var deletedItems: Set<IndexPath> = []
    /// Reloaded item paths: old path → new path.
    var reloadedItems: [IndexPath: IndexPath] = [:]
    /// Item counts after the update, by new section (every section, or only the sections with item
    /// changes when untouched sections are not checked and no section changes).
    var newItemCounts: SectionCounts

    /// Whether any section is inserted, deleted, moved or reloaded.
    var changesSections: Bool

    /// Where an old item goes, or `nil` when it is deleted, reloaded, or its section is deleted or
    /// reloaded (its cell then ends, and a reloaded item gets a fresh one).
    func newIndexPath(forOld path: IndexPath) -> IndexPath? {
        let section = path[0]
        guard let newSection = newSection(forOld: section), !reloadedSections.contains(section) else { return nil }
        if deletedItems.contains(path) || reloadedItems[path] != nil { return nil }
        if let target = moveTargets[path] { return target }
        return IndexPath(listItem: survivorIndex(path[1], from: section, to: newSection), section: newSection)
    }

    /// The new index of an old section, or `nil` when it is deleted (or out of range).
    func newSection(forOld section: Int) -> Int? {
        guard section >= 0 && section < oldSectionCount else { return nil }
        return changesSections ? sectionOldToNew[section] : section
    }

    /// Where an old item's selection goes: as ``newIndexPath(forOld:)``, but a reloaded item keeps
    /// its selection at its new path.
    func selectionIndexPath(forOld path: IndexPath) -> IndexPath? {
        if let reloaded = reloadedItems[path] { return reloaded }
        return newIndexPath(forOld: path)
    }

    /// The new index of a surviving item: its rank among the old section's survivors, placed on the
    /// new section's free slots (those not taken by inserts or moves in).
    func survivorIndex(_ item: Int, from section: Int, to newSection: Int) -> Int {
        var rank = item
        if let removed = removals[section] { rank -= countBelow(item, in: removed) }
        var index = rank
        for added in additions[newSection] ?? [] {
            if added <= index { index += 1 } else { break }
        }
        return index
    }

    /// How many values of the ascending `values` are below `value`.
    func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    // MARK: - Validation

    /// Checks `update` against UIKit's rules, given the counts before it and the data source's counts
    /// after it.
    /// - Complexity: O(c log c + s) for c changes and s sections (every section's new count is
    ///   checked, as UIKit does).
    static func validate(_ update: CollectionViewBatchUpdate, oldSectionCount: Int, oldItemCount: (Int) -> Int,
                         newSectionCount: Int, newItemCount: (Int) -> Int,
                         checksEverySection: Bool) throws(BatchUpdateError) -> BatchPlan {

        // Sections: ranges.
        for section in update.deletedSections where section < 0 || section >= oldSectionCount {
            throw .sectionOutOfRange(operation: "delete", section: section, count: oldSectionCount, isBeforeUpdate: true)
        }
        for section in update.reloadedSections where section < 0 || section >= oldSectionCount {
            throw .sectionOutOfRange(operation: "reload", section: section, count: oldSectionCount, isBeforeUpdate: true)
        }
        for move in update.movedSections where move.from < 0 || move.from >= oldSectionCount {
            throw .sectionOutOfRange(operation: "move", section: move.from, count: oldSectionCount, isBeforeUpdate: true)
        }
        for section in update.insertedSections where section < 0 || section >= newSectionCount {
            throw .sectionOutOfRange(operation: "insert", section: section, count: newSectionCount, isBeforeUpdate: false)
        }
        for move in update.movedSections where move.to < 0 || move.to >= newSectionCount {
            throw .sectionOutOfRange(operation: "move to", section: move.to, count: newSectionCount, isBeforeUpdate: false)
        }

        // Sections: conflicts.
        let deletedSections = try unique(update.deletedSections) { "attempt to delete section \($0) twice" }
        let insertedSections = try unique(update.insertedSections) { "attempt to insert section \($0) twice" }
        let reloadedSections = try unique(update.reloadedSections) { "attempt to reload section \($0) twice" }
        let movedFrom = try unique(update.movedSections.map(\.from)) { "attempt to move section \($0) twice" }
        let movedTo = try unique(update.movedSections.map(\.to)) { "attempt to move two sections to section \($0)" }
        if let section = deletedSections.intersection(reloadedSections).min() {
            throw .conflict("attempt to delete and reload the same section (\(section))")
        }
        if let section = deletedSections.intersection(movedFrom).min() {
            throw .conflict("attempt to perform a delete and a move from the same section (\(section))")
        }
        if let section = reloadedSections.intersection(movedFrom).min() {
            throw .conflict("attempt to perform a reload and a move from the same section (\(section))")
        }
        if let section = insertedSections.intersection(movedTo).min() {
            throw .conflict("attempt to perform an insert and a move to the same section (\(section))")
        }
        if newSectionCount != oldSectionCount - deletedSections.count + insertedSections.count {
            throw .invalidNumberOfSections(after: newSectionCount, before: oldSectionCount,
                                           inserted: insertedSections.count, deleted: deletedSections.count)
        }

        let changesSections = !(deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
                                && update.movedSections.isEmpty)

        // Section mapping: survivors keep their order and fill the free new slots.
        var oldToNew: [Int?] = []
        var newToOld: [Int?] = []
        if changesSections {
            oldToNew = [Int?](repeating: nil, count: oldSectionCount)
            newToOld = [Int?](repeating: nil, count: newSectionCount)
            for move in update.movedSections {
                oldToNew[move.from] = move.to
                newToOld[move.to] = move.from
            }
            // Flags instead of set look-ups: this loop runs over every section.
            var oldLeaves = [Bool](repeating: false, count: oldSectionCount)
            for section in deletedSections.union(movedFrom) { oldLeaves[section] = true }
            var newTaken = [Bool](repeating: false, count: newSectionCount + 1)
            for section in insertedSections.union(movedTo) { newTaken[section] = true }
            var freeSlot = 0
            for section in 0..<oldSectionCount where !oldLeaves[section] {
                while newTaken[freeSlot] { freeSlot += 1 }
                oldToNew[section] = freeSlot
                newToOld[freeSlot] = section
                freeSlot += 1
            }
        }
        let reloadedNew = Set(reloadedSections.compactMap { oldToNew[$0] })
        var newCounts = SectionCounts()
        if changesSections || checksEverySection {
            newCounts.all = (0..<newSectionCount).map(newItemCount)
        }
        func newCount(_ section: Int) -> Int {
            if let count = newCounts[section] { return count }
            let count = newItemCount(section)
            newCounts.some[section] = count
            return count
        }

        var plan = BatchPlan(sectionOldToNew: oldToNew, sectionNewToOld: newToOld, reloadedSections: reloadedSections,
                             newItemCounts: SectionCounts(), changesSections: changesSections)
        plan.oldSectionCount = oldSectionCount
        plan.movedSectionTargets = movedTo

        // Items: ranges and sections that change themselves.
        func checkOld(_ path: IndexPath, _ operation: String) throws(BatchUpdateError) {
            guard path.count == 2 else { throw .conflict("attempt to \(operation) an index path of \(path.count) indexes") }
            let section = path[0]
            guard section >= 0 && section < oldSectionCount else {
                throw .sectionOutOfRange(operation: "\(operation) an item from", section: section, count: oldSectionCount,
                                         isBeforeUpdate: true)
            }
            if deletedSections.contains(section) {
                throw .itemInChangedSection(operation: operation, indexPath: path, sectionChange: "deleted")
            }
            if reloadedSections.contains(section) {
                throw .itemInChangedSection(operation: operation, indexPath: path, sectionChange: "reloaded")
            }
            let count = oldItemCount(section)
            guard path[1] >= 0 && path[1] < count else {
                throw .itemOutOfRange(operation: operation, indexPath: path, count: count, isBeforeUpdate: true)
            }
        }
        func checkNew(_ path: IndexPath, _ operation: String) throws(BatchUpdateError) {
            guard path.count == 2 else { throw .conflict("attempt to \(operation) an index path of \(path.count) indexes") }
            let section = path[0]
            guard section >= 0 && section < newSectionCount else {
                throw .sectionOutOfRange(operation: "\(operation) an item into", section: section, count: newSectionCount,
                                         isBeforeUpdate: false)
            }
            if insertedSections.contains(section) {
                throw .itemInChangedSection(operation: operation, indexPath: path, sectionChange: "inserted")
            }
            if reloadedNew.contains(section) {
                throw .itemInChangedSection(operation: operation, indexPath: path, sectionChange: "reloaded")
            }
            let count = newCount(section)
            guard path[1] >= 0 && path[1] < count else {
                throw .itemOutOfRange(operation: operation, indexPath: path, count: count, isBeforeUpdate: false)
            }
        }
        for path in update.deletedItems { try checkOld(path, "delete") }
        for path in update.reloadedItems { try checkOld(path, "reload") }
        for move in update.movedItems { try checkOld(move.from, "move") }
        for path in update.insertedItems { try checkNew(path, "insert") }
        for move in update.movedItems { try checkNew(move.to, "move") }

        // Items: conflicts.
        func name(_ path: IndexPath) -> String { "[\(path[0]), \(path[1])]" }
        let deletedItems = try unique(update.deletedItems) { "attempt to delete item \(name($0)) twice" }
        let insertedItems = try unique(update.insertedItems) {
            "attempt to insert item \(name($0)) twice (UIKit would insert two items; here it is ambiguous)"
        }
        let reloadedItems = try unique(update.reloadedItems) { "attempt to reload item \(name($0)) twice" }
        let itemsFrom = try unique(update.movedItems.map(\.from)) { "attempt to move item \(name($0)) twice" }
        let itemsTo = try unique(update.movedItems.map(\.to)) { "attempt to move two items to \(name($0))" }
        if let path = deletedItems.intersection(reloadedItems).min() {
            throw .conflict("attempt to delete and reload the same index path \(name(path))")
        }
        if let path = deletedItems.intersection(itemsFrom).min() {
            throw .conflict("attempt to perform a delete and a move from the same index path \(name(path))")
        }
        if let path = reloadedItems.intersection(itemsFrom).min() {
            throw .conflict("attempt to perform a reload and a move from the same index path \(name(path))")
        }
        if let path = insertedItems.intersection(itemsTo).min() {
            throw .conflict("attempt to perform an insert and a move to the same index path \(name(path))")
        }

        // Item counts, per surviving section.
        var deletesBySection: [Int: Int] = [:]
        var insertsBySection: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        for path in update.deletedItems {
            deletesBySection[path[0], default: 0] += 1
            plan.removals[path[0], default: []].append(path[1])
        }
        for path in update.insertedItems {
            insertsBySection[path[0], default: 0] += 1
            plan.additions[path[0], default: []].append(path[1])
        }
        for move in update.movedItems {
            plan.removals[move.from[0], default: []].append(move.from[1])
            plan.additions[move.to[0], default: []].append(move.to[1])
            plan.moveTargets[move.from] = move.to
            plan.moveSources[move.to] = move.from
            if (changesSections ? oldToNew[move.from[0]] : move.from[0]) != move.to[0] {
                movedOut[move.from[0], default: 0] += 1
                movedIn[move.to[0], default: 0] += 1
            }
        }
        for key in plan.removals.keys { plan.removals[key]!.sort() }
        for key in plan.additions.keys { plan.additions[key]!.sort() }
        plan.deletedItems = deletedItems
        // Item counts: every surviving section, or (without section changes, when untouched
        // sections are not checked) the sections with item changes.
        func checkCount(new newSection: Int, old oldSection: Int) throws(BatchUpdateError) {
            let before = oldItemCount(oldSection)
            let deleted = deletesBySection[oldSection] ?? 0
            let inserted = insertsBySection[newSection] ?? 0
            let into = movedIn[newSection] ?? 0
            let outOf = movedOut[oldSection] ?? 0
            let after = newCount(newSection)
            if after != before - deleted + inserted + into - outOf {
                throw .invalidNumberOfItems(section: newSection, after: after, before: before,
                                            inserted: inserted, deleted: deleted, movedIn: into, movedOut: outOf)
            }
        }
        if changesSections {
            for newSection in 0..<newSectionCount {
                guard let oldSection = newToOld[newSection],
                      reloadedSections.isEmpty || !reloadedSections.contains(oldSection) else { continue }
                try checkCount(new: newSection, old: oldSection)
            }
        } else if checksEverySection {
            for section in 0..<newSectionCount { try checkCount(new: section, old: section) }
        } else {
            let touched = Set(plan.removals.keys).union(plan.additions.keys).union(update.reloadedItems.map { $0[0] })
            for section in touched.sorted() { try checkCount(new: section, old: section) }
        }
        for path in update.reloadedItems {
            let newSection = changesSections ? oldToNew[path[0]]! : path[0]
            plan.reloadedItems[path] = IndexPath(listItem: plan.survivorIndex(path[1], from: path[0], to: newSection),
                                                 section: newSection)
        }
        plan.newItemCounts = newCounts
        return plan
    }

    /// Item counts by section: all of them in an array, or some in a dictionary.
    struct SectionCounts {
        var all: [Int]?
        var some: [Int: Int] = [:]

        subscript(section: Int) -> Int? {
            if let all { return section < all.count ? all[section] : nil }
            return some[section]
        }
    }

    /// The values as a set, or the error for the first value that appears twice.
    private static func unique<Value: Hashable>(_ values: [Value], _ message: (Value) -> String)
        throws(BatchUpdateError) -> Set<Value> {
        var seen = Set<Value>(minimumCapacity: values.count)
        for value in values where !seen.insert(value).inserted {
            throw .conflict(message(value))
        }
        return seen
    }
}

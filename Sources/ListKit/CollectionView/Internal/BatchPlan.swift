import Foundation
import ListDiffKit

/// A validated batch update: where every old section and item goes. Built by
/// ``BatchPlan/validate(_:oldSectionCount:oldItemCount:newSectionCount:newItemCount:newItemCounts:checksEverySection:)``,
/// which enforces UIKit's rules and throws ``BatchUpdateError`` on the first one broken.
struct BatchPlan {
    /// The number of sections before the update.
    var oldSectionCount = 0
    /// The number of sections after the update.
    var newSectionCount = 0
    /// Old indexes of the sections that leave their place (deleted or moved from), ascending.
    var leavingSections: [Int] = []
    /// New indexes of the sections that take a place (inserted or moved to), ascending.
    var arrivingSections: [Int] = []
    /// `arrivingSections[j] - j`, ascending: finds the free new slots by binary search.
    var arrivingShifted: [Int] = []
    /// `leavingSections[j] - j`, ascending: finds the surviving old sections by binary search.
    var leavingShifted: [Int] = []
    /// Deleted sections (old indexes).
    var deletedSections: Set<Int> = []
    /// Inserted sections (new indexes).
    var insertedSections: Set<Int> = []
    /// Section moves: old index → new index.
    var sectionMoveTargets: [Int: Int] = [:]
    /// Section moves: new index → old index.
    var sectionMoveSources: [Int: Int] = [:]
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
    /// Item counts after the update of the sections the batch names (inserted and reloaded
    /// sections, and those with item changes), by new section; every other section keeps its count.
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
    /// O(log c) for c section changes.
    func newSection(forOld section: Int) -> Int? {
        guard section >= 0 && section < oldSectionCount else { return nil }
        guard changesSections else { return section }
        if let target = sectionMoveTargets[section] { return target }
        if deletedSections.contains(section) { return nil }
        return survivorNewSection(forOld: section)
    }

    /// The new index of an old section that neither leaves nor moves: its rank among the survivors,
    /// placed on the free new slots. O(log c).
    func survivorNewSection(forOld section: Int) -> Int {
        let rank = section - countBelow(section, in: leavingSections)
        return rank + countAtMost(rank, in: arrivingShifted)
    }

    /// The old index of a new section, or `nil` when it is inserted (or out of range). O(log c).
    func oldSection(forNew section: Int) -> Int? {
        guard section >= 0 && section < newSectionCount else { return nil }
        guard changesSections else { return section }
        if let source = sectionMoveSources[section] { return source }
        if insertedSections.contains(section) { return nil }
        let rank = section - countBelow(section, in: arrivingSections)
        return rank + countAtMost(rank, in: leavingShifted)
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
    func countBelow(_ value: Int, in values: [Int]) -> Int { values.countBelow(value) }

    /// How many values of the ascending `values` are at most `value`.
    func countAtMost(_ value: Int, in values: [Int]) -> Int {
        value == .max ? values.count : countBelow(value + 1, in: values)
    }

    // MARK: - Validation

    /// Checks `update` against UIKit's rules, given the sections before it (read in place) and the
    /// data source's counts after it: `newItemCount` for one section, `newItemCounts` for a range of
    /// them (asked once, for all sections, by the full check).
    ///
    /// Every section's new count is checked when `checksEverySection`, and when sections change
    /// unless `trustsUnnamedSections` (the caller knows the sections the batch does not name keep
    /// their counts).
    /// - Complexity: O(c log c + s) for c changes and s sections when every section's new count is
    ///   checked (as UIKit does; one cheap walk), O(c log c) otherwise.
    static func validate(_ update: CollectionViewBatchUpdate, oldSections: UnsafeBufferPointer<SectionLayout>,
                         newSectionCount: Int, newItemCount: (Int) -> Int,
                         newItemCounts: (Range<Int>) -> [Int],
                         checksEverySection: Bool, trustsUnnamedSections: Bool = false) throws(BatchUpdateError) -> BatchPlan {
        let oldSectionCount = oldSections.count
        /// A section's count before the update (in range: checked by the caller).
        func oldItemCount(_ section: Int) -> Int { oldSections[section].itemCount }

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

        // Section mapping: survivors keep their order and fill the free new slots. Only the changed
        // sections are recorded (sorted); a survivor's place is found by binary search.
        var plan = BatchPlan(reloadedSections: reloadedSections, newItemCounts: SectionCounts(),
                             changesSections: changesSections)
        plan.oldSectionCount = oldSectionCount
        plan.newSectionCount = newSectionCount
        plan.movedSectionTargets = movedTo
        if changesSections {
            plan.deletedSections = deletedSections
            plan.insertedSections = insertedSections
            plan.leavingSections = (update.deletedSections + update.movedSections.map(\.from)).sorted()
            plan.arrivingSections = (update.insertedSections + update.movedSections.map(\.to)).sorted()
            plan.leavingShifted = plan.leavingSections.enumerated().map { $0.element - $0.offset }
            plan.arrivingShifted = plan.arrivingSections.enumerated().map { $0.element - $0.offset }
            for move in update.movedSections {
                plan.sectionMoveTargets[move.from] = move.to
                plan.sectionMoveSources[move.to] = move.from
            }
        }
        let reloadedNew = Set(reloadedSections.compactMap { plan.newSection(forOld: $0) })
        var newCounts = SectionCounts()
        func newCount(_ section: Int) -> Int {
            if let count = newCounts[section] { return count }
            let count = newItemCount(section)
            newCounts.some[section] = count
            return count
        }

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
            if plan.newSection(forOld: move.from[0]) != move.to[0] {
                movedOut[move.from[0], default: 0] += 1
                movedIn[move.to[0], default: 0] += 1
            }
        }
        for key in plan.removals.keys { plan.removals[key]!.sort() }
        for key in plan.additions.keys { plan.additions[key]!.sort() }
        plan.deletedItems = deletedItems
        // Item counts. A section the batch does not name must keep its count: every such section
        // is asked when `checksEverySection` (as UIKit does) or when sections change (a data source
        // that replaced its sections cannot be trusted to keep the others' counts); otherwise the
        // view trusts its own counts for them and checks the sections the batch names.
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
        // Sections with item changes, by new index and by old index.
        var changedNew = Set(plan.additions.keys)
        for path in update.reloadedItems { if let section = plan.newSection(forOld: path[0]) { changedNew.insert(section) } }
        for section in plan.removals.keys { if let newSection = plan.newSection(forOld: section) { changedNew.insert(newSection) } }
        if checksEverySection || (changesSections && !trustsUnnamedSections) {
            // One walk over the new sections, with pointers into the sorted changes: survivors come
            // in the same order before and after, so the old index of each follows from the last.
            let changed = changedNew.sorted()
            let leaving = plan.leavingSections
            let arriving = plan.arrivingSections
            let reloadedOld = reloadedSections.sorted()
            var changedIndex = 0
            var leavingIndex = 0
            var arrivingIndex = 0
            var reloadedIndex = 0
            var oldSection = 0
            let counts = newItemCounts(0..<newSectionCount)
            newCounts.all = counts
            var newSection = 0
            while newSection < newSectionCount {
                while leavingIndex < leaving.count && leaving[leavingIndex] == oldSection {
                    leavingIndex += 1
                    oldSection += 1
                }
                // A run of survivors the batch does not name, up to the next section it names (new or
                // old): each keeps its count. Compared in one tight loop.
                let nextChanged = changedIndex < changed.count ? changed[changedIndex] : newSectionCount
                let nextArriving = arrivingIndex < arriving.count ? arriving[arrivingIndex] : newSectionCount
                let nextLeaving = leavingIndex < leaving.count ? leaving[leavingIndex] : Int.max
                let nextReloaded = reloadedIndex < reloadedOld.count ? reloadedOld[reloadedIndex] : Int.max
                let run = min(min(nextChanged, nextArriving) - newSection, min(nextLeaving, nextReloaded) - oldSection)
                if run > 0 {
                    precondition(oldSection + run <= oldSectionCount, "the surviving sections do not add up")
                    let firstNew = newSection
                    let firstOld = oldSection
                    if let offset = counts.withUnsafeBufferPointer({ counts in
                        (0..<run).first { max(0, counts[firstNew &+ $0]) != oldSections[firstOld &+ $0].itemCount }
                    }) {
                        throw .invalidNumberOfItems(section: firstNew + offset, after: max(0, counts[firstNew + offset]),
                                                    before: oldItemCount(firstOld + offset),
                                                    inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
                    }
                    newSection += run
                    oldSection += run
                    continue
                }
                // A section the batch names.
                let isChanged = nextChanged == newSection
                if isChanged { changedIndex += 1 }
                if nextArriving == newSection {
                    arrivingIndex += 1
                    if let source = plan.sectionMoveSources[newSection] { try checkCount(new: newSection, old: source) }
                    newSection += 1
                    continue
                }
                if nextReloaded == oldSection {
                    reloadedIndex += 1
                } else {
                    // Neither arriving nor reloaded, so named for its item changes.
                    try checkCount(new: newSection, old: oldSection)
                }
                newSection += 1
                oldSection += 1
            }
        } else {
            var named = changedNew
            named.formUnion(movedTo)
            for newSection in named.sorted() {
                guard let oldSection = plan.oldSection(forNew: newSection), !reloadedSections.contains(oldSection) else { continue }
                try checkCount(new: newSection, old: oldSection)
            }
        }
        // The new counts of inserted and reloaded sections, for their layout.
        for section in insertedSections { _ = newCount(section) }
        for section in reloadedNew { _ = newCount(section) }
        for path in update.reloadedItems {
            let newSection = plan.newSection(forOld: path[0])!
            plan.reloadedItems[path] = IndexPath(listItem: plan.survivorIndex(path[1], from: path[0], to: newSection),
                                                 section: newSection)
        }
        plan.newItemCounts = newCounts
        return plan
    }

    /// Item counts after the update: of the sections asked one by one, and of every section when the
    /// full check asked for them all at once (no section is then asked again, nor its count filed).
    struct SectionCounts {
        /// Every section's count, as the data source gave them (clamped to 0 when read).
        var all: [Int]?
        /// The counts of the sections asked one by one, by section.
        var some: [Int: Int] = [:]

        /// A section's count: the one it gave when asked alone, else from all the counts.
        subscript(section: Int) -> Int? {
            if !some.isEmpty, let count = some[section] { return count }
            if let all, section >= 0 && section < all.count { return max(0, all[section]) }
            return nil
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

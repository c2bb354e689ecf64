import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// Random valid batches of every kind are accepted and leave the view equal to its model; random
/// corruptions of them are rejected and change nothing.
@MainActor
@Suite struct BatchUpdatePropertyTests {
    /// A random edit of `old`: sections deleted, inserted, moved and reloaded; items deleted,
    /// inserted, moved (also across sections) and reloaded. Returns the new sections and the batch
    /// that describes the edit in UIKit's terms (built with ListDiff, whose results read like one).
    static func randomEdit(of old: [ListModel.Section], nextIdentifier: inout Int, using rng: inout SplitMix64)
        -> ([ListModel.Section], CollectionViewBatchUpdate) {
        // Sections.
        var sections = old.filter { _ in Int.random(in: 0..<6, using: &rng) != 0 }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            sections.insert(ListModel.Section(identifier: nextIdentifier, items: []),
                            at: Int.random(in: 0...sections.count, using: &rng))
            nextIdentifier += 1
        }
        if sections.count > 1 && Bool.random(using: &rng) {
            let moved = sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
            sections.insert(moved, at: Int.random(in: 0...sections.count, using: &rng))
        }
        let sectionChanges = SectionChanges(from: old, to: sections)
        var batch = sectionChanges.batch
        var reloaded = Set<Int>()
        for index in sectionChanges.reloadable where Int.random(in: 0..<8, using: &rng) == 0 {
            reloaded.insert(old[index].identifier)
            batch.reloadSections([index])
        }

        // Items of sections that survive without a reload: delete, insert, move within and across.
        let editable = sections.indices.filter { index in
            old.contains { $0.identifier == sections[index].identifier } && !reloaded.contains(sections[index].identifier)
        }
        for index in editable {
            sections[index].items = sections[index].items.filter { _ in Int.random(in: 0..<5, using: &rng) != 0 }
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                sections[index].items.insert(nextIdentifier, at: Int.random(in: 0...sections[index].items.count, using: &rng))
                nextIdentifier += 1
            }
            if sections[index].items.count > 1 && Bool.random(using: &rng) {
                let item = sections[index].items.remove(at: Int.random(in: 0..<sections[index].items.count, using: &rng))
                sections[index].items.insert(item, at: Int.random(in: 0...sections[index].items.count, using: &rng))
            }
        }
        if editable.count > 1 && Bool.random(using: &rng) {
            let from = editable.randomElement(using: &rng)!
            let to = editable.randomElement(using: &rng)!
            if from != to && !sections[from].items.isEmpty {
                let item = sections[from].items.remove(at: Int.random(in: 0..<sections[from].items.count, using: &rng))
                sections[to].items.insert(item, at: Int.random(in: 0...sections[to].items.count, using: &rng))
            }
        }
        // Inserted and reloaded sections get fresh items.
        for index in sections.indices where !editable.contains(index) {
            sections[index].items = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                defer { nextIdentifier += 1 }
                return nextIdentifier
            }
        }

        // Item-level batch: a diff per surviving section; a delete and an insert of the same
        // identifier in two sections become one move.
        var deletes: [Int: IndexPath] = [:]
        var inserts: [Int: IndexPath] = [:]
        for newIndex in editable {
            let oldIndex = old.firstIndex { $0.identifier == sections[newIndex].identifier }!
            let diff = ListDiffPaths(fromSection: oldIndex, toSection: newIndex, oldArray: old[oldIndex].items,
                                     newArray: sections[newIndex].items, option: .equality)
            for path in diff.deletes { deletes[old[oldIndex].items[path.item]] = path }
            for path in diff.inserts { inserts[sections[newIndex].items[path.item]] = path }
            for move in diff.moves { batch.moveItem(at: move.from, to: move.to) }
            let survivors = Set(old[oldIndex].items).intersection(sections[newIndex].items)
            for (item, identifier) in old[oldIndex].items.enumerated()
            where survivors.contains(identifier) && !diff.moves.contains(where: { $0.from.item == item })
                && Int.random(in: 0..<6, using: &rng) == 0 {
                batch.reloadItems(at: [IndexPath(item: item, section: oldIndex)])
            }
        }
        for (identifier, from) in deletes {
            if let to = inserts.removeValue(forKey: identifier) {
                batch.moveItem(at: from, to: to)
            } else {
                batch.deleteItems(at: [from])
            }
        }
        batch.insertItems(at: Array(inserts.values))
        return (sections, batch)
    }

    /// Every cell shows the model's item at its path, the layout equals a fresh one, and the view's
    /// bookkeeping is consistent.
    func expectViewMatches(_ view: CollectionView, _ model: ListModel, _ context: String) {
        #expect(view._checkInvariants() == [], "\(context)")
        #expect(view.layout.itemCounts == model.sections.map(\.items.count), "\(context)")
        var expected: [IndexPath: String] = [:]
        for (section, content) in model.sections.enumerated() {
            for (item, identifier) in content.items.enumerated() { expected[IndexPath(item: item, section: section)] = "item \(identifier)" }
        }
        #expect(view.labelsByPath == expected, "\(context)")
        let fresh = view.buildLayout()
        #expect(view.layout.sections.map(\.items.elements) == fresh.sections.map(\.items.elements), "\(context)")
        #expect(view.layout.sectionHeights.elements == fresh.sectionHeights.elements, "\(context)")
    }

    @Test(arguments: [true, false])
    func randomValidBatchesAreAcceptedAndMatchTheModel(checksEverySection: Bool) throws {
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(seed: seed)
            var next = 1000
            let model = ListModel((0..<Int.random(in: 0...4, using: &rng)).map { section in
                (0..<Int.random(in: 0...5, using: &rng)).map { section * 100 + $0 }
            })
            for identifier in stride(from: 0, to: 3000, by: 3) { model.heights[identifier] = 2 }
            model.spacing = Int(seed % 2)
            let view = model.makeView()
            view.checksEverySectionOnUpdate = checksEverySection
            for step in 0..<4 {
                let (sections, batch) = Self.randomEdit(of: model.sections, nextIdentifier: &next, using: &rng)
                model.sections = sections
                expectPlanKeepsItsInvariants(batch, view, model, "seed \(seed) step \(step): \(batch)")
                do {
                    try view.performBatchUpdates(batch)
                } catch {
                    Issue.record("seed \(seed) step \(step): rejected \(batch): \(error)")
                    return
                }
                expectViewMatches(view, model, "seed \(seed) step \(step): \(batch)")
            }
        }
    }

    @Test(arguments: [true, false])
    func randomCorruptionsAreRejectedAndChangeNothing(checksEverySection: Bool) throws {
        var corruptionsTried = 0
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(seed: seed &* 7919)
            var next = 1000
            let model = ListModel((0..<Int.random(in: 1...4, using: &rng)).map { section in
                (0..<Int.random(in: 1...5, using: &rng)).map { section * 100 + $0 }
            })
            let view = model.makeView()
            view.checksEverySectionOnUpdate = checksEverySection
            let before = (view.layout.itemCounts, view.labelsByPath, view.appliedUpdates.count)
            let (sections, valid) = Self.randomEdit(of: model.sections, nextIdentifier: &next, using: &rng)
            model.sections = sections
            guard var corrupted = corrupt(valid, oldCounts: before.0, using: &rng) else { continue }
            if corrupted == valid { continue }
            corruptionsTried += 1
            #expect(throws: BatchUpdateError.self, "seed \(seed): \(corrupted)") { try view.performBatchUpdates(corrupted) }
            #expect(view.layout.itemCounts == before.0, "seed \(seed)")
            #expect(view.labelsByPath == before.1, "seed \(seed)")
            #expect(view.appliedUpdates.count == before.2, "seed \(seed)")
            #expect(view._checkInvariants() == [], "seed \(seed)")
            corrupted = valid
            try view.performBatchUpdates(corrupted)
            expectViewMatches(view, model, "seed \(seed) after the valid batch")
        }
        #expect(corruptionsTried > 250)
    }

    /// The plan the view makes of `batch` (a valid batch for the model) keeps its invariants.
    func expectPlanKeepsItsInvariants(_ batch: CollectionViewBatchUpdate, _ view: CollectionView, _ model: ListModel,
                                      _ context: String) {
        let newCounts = model.sections.map(\.items.count)
        let plan = view.layout.sections.withUnsafeBufferPointer { sections in
            try? BatchPlan.validate(batch, oldSections: sections,
                                    newSectionCount: newCounts.count, newItemCount: { newCounts[$0] },
                                    newItemCounts: { Array(newCounts[$0]) }, checksEverySection: true)
        }
        #expect(plan?._checkInvariants() == [], "\(context)")
    }

    /// A change to `batch` that must break a rule: an operation dropped (counts no longer add up),
    /// duplicated, pointed out of range, or made to conflict with another.
    func corrupt(_ batch: CollectionViewBatchUpdate, oldCounts: [Int], using rng: inout SplitMix64)
        -> CollectionViewBatchUpdate? {
        var result = batch
        switch Int.random(in: 0..<7, using: &rng) {
        case 0 where !result.insertedItems.isEmpty:
            result.insertedItems.removeLast()
        case 1 where !result.deletedItems.isEmpty:
            result.deletedItems.removeLast()
        case 2 where !result.insertedSections.isEmpty:
            result.insertedSections.removeLast()
        case 3 where !result.deletedSections.isEmpty:
            result.deletedSections.removeLast()
        case 4:
            // An operation repeated.
            if let path = result.deletedItems.first { result.deletedItems.append(path) }
            else if let path = result.insertedItems.first { result.insertedItems.append(path) }
            else if let move = result.movedItems.first { result.movedItems.append(move) }
            else if let section = result.deletedSections.first { result.deletedSections.append(section) }
            else { return nil }
        case 5:
            // A delete past the end of a section.
            guard let section = oldCounts.indices.randomElement(using: &rng) else { return nil }
            result.deletedItems.append(IndexPath(item: oldCounts[section] + Int.random(in: 0...2, using: &rng), section: section))
        default:
            // Reload what is deleted or moved.
            if let path = result.deletedItems.first { result.reloadedItems.append(path) }
            else if let move = result.movedItems.first { result.deletedItems.append(move.from) }
            else if let section = result.deletedSections.first { result.reloadedSections.append(section) }
            else { return nil }
        }
        return result
    }
}

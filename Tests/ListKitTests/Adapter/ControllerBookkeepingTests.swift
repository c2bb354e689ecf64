import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// The adapter rearranges its controllers in place and keeps their section numbers in a table:
/// after any update, each controller answers its own section, the ends are flagged, kept
/// controllers are the same instances, and controllers whose object left are detached and released.
@MainActor
@Suite struct ControllerBookkeepingTests {
    typealias Note = ListObjectsTests.Note

    @Test(arguments: [true, false])
    func controllersFollowRandomUpdates(typed: Bool) {
        for seed in UInt64(1)...80 {
            var rng = SplitMix64(seed: seed)
            let source = ListObjectsTests.Source<Note>(typed: typed)
            let adapter = ListObjectsTests.adapter(source, height: 6) { _ in Issue.record("no duplicates here") }
            var nextID = 0
            func fresh() -> Note {
                defer { nextID += 1 }
                return Note(nextID, 0)
            }
            source.models = (0..<Int.random(in: 0...8, using: &rng)).map { _ in fresh() }
            adapter.performUpdates()
            var watched: [(id: Int, controller: Weak)] = []
            for step in 0...12 {
                var models = source.models
                if step == 12 {
                    models = []   // the last step empties the list: every controller goes
                } else {
                    for _ in 0..<Int.random(in: 0...3, using: &rng) where !models.isEmpty {
                        models.remove(at: Int.random(in: 0..<models.count, using: &rng))
                    }
                    for _ in 0..<Int.random(in: 0...3, using: &rng) {
                        models.insert(fresh(), at: Int.random(in: 0...models.count, using: &rng))
                    }
                    if models.count > 1 && Bool.random(using: &rng) {
                        let moved = models.remove(at: Int.random(in: 0..<models.count, using: &rng))
                        models.insert(moved, at: Int.random(in: 0...models.count, using: &rng))
                    }
                    if !models.isEmpty && Bool.random(using: &rng) {
                        let index = Int.random(in: 0..<models.count, using: &rng)
                        models[index] = Note(models[index].id, models[index].version + 1)
                    }
                }
                let before = Dictionary(uniqueKeysWithValues: source.models.indices.map { section in
                    (source.models[section].id, adapter.sectionController(forSection: section)!)
                })
                watched += before.map { ($0.key, Weak($0.value)) }
                source.models = models
                source.controllers = [:]
                adapter.performUpdates()

                let context = "seed \(seed) step \(step)"
                #expect(adapter.collectionView?._checkInvariants() == [], "\(context)")
                let ids = Set(models.map(\.id))
                for (section, model) in models.enumerated() {
                    guard let controller = adapter.sectionController(forSection: section) else {
                        Issue.record("\(context): no controller for section \(section)")
                        continue
                    }
                    #expect(controller.section == section, "\(context)")
                    #expect(controller.isFirstSection == (section == 0), "\(context)")
                    #expect(controller.isLastSection == (section == models.count - 1), "\(context)")
                    #expect(controller.collectionContext != nil, "\(context)")
                    #expect(adapter.sectionController(for: model) === controller, "\(context)")
                    if let kept = before[model.id] { #expect(kept === controller, "\(context): a kept object got a new controller") }
                }
                for (id, controller) in before where !ids.contains(id) {
                    #expect(controller.section == nil && controller.collectionContext == nil, "\(context)")
                    #expect(!controller.isFirstSection && !controller.isLastSection, "\(context)")
                }
                // One pass for every count equals one call per section, for any range.
                if let collectionView = adapter.collectionView, !models.isEmpty {
                    let lower = Int.random(in: 0..<models.count, using: &rng)
                    let sections = lower..<models.count
                    #expect(adapter.collectionView(collectionView, numberOfItemsInSections: sections)
                            == sections.map { adapter.collectionView(collectionView, numberOfItemsInSection: $0) }, "\(context)")
                }
            }
            // Nothing holds a controller whose object is gone (the last step removed them all).
            for (id, controller) in watched {
                #expect(controller.object == nil, "seed \(seed): the controller of \(id) was not released")
            }
        }
    }

    final class Weak {
        weak var object: ListSectionController?
        init(_ object: ListSectionController) { self.object = object }
    }
}

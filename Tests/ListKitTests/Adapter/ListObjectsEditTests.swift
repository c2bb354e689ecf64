import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// Known edits of the objects (``ListAdapter/performUpdates(_:animated:completion:)``): each is
/// exactly one batch of its section changes, item changes of controllers join it, and the view is
/// the one a full reload gives; several in one grouping are diffed.
@MainActor
@Suite struct ListObjectsEditTests {
    /// `edit` made on `array`, the safe way.
    static func applied<Element>(_ edit: ListObjectsEdit, to array: [Element], inserting: [Element] = []) -> [Element] {
        var result = array
        switch edit {
        case .insert(_, let index): result.insert(contentsOf: inserting, at: index)
        case .delete(let range): result.removeSubrange(range)
        case .move(let range, let target): result = ArrayMovingTests.safelyMoved(result, range, to: target)
        }
        return result
    }

    @Test func sectionsMapBothWaysAsTheEditMovesThem() {
        let old = Array(0..<6)
        var edits: [ListObjectsEdit] = []
        for lower in 0..<6 {
            for upper in lower + 1...6 {
                edits.append(.delete(lower..<upper))
                for target in 0...(6 - (upper - lower)) where target != lower { edits.append(.move(lower..<upper, to: target)) }
            }
        }
        for index in 0...6 { edits.append(.insert([Row(id: 90, title: "a"), Row(id: 91, title: "b")], at: index)) }
        for edit in edits {
            #expect(edit.fits(count: 6))
            let new = Self.applied(edit, to: old.map(Optional.some), inserting: [nil, nil])
            for (section, oldSection) in new.enumerated() {
                #expect(edit.oldSection(forNew: section) == oldSection, "\(edit): new \(section)")
                if let oldSection { #expect(edit.newSection(forOld: oldSection) == section, "\(edit): old \(oldSection)") }
            }
            for section in old where !new.contains(section) { #expect(edit.newSection(forOld: section) == nil, "\(edit)") }
            let moved = edit.shiftedSections(newCount: new.count)
            for (section, oldSection) in new.enumerated() where oldSection != section {
                #expect(moved.contains(section), "\(edit): section \(section) moved outside \(moved)")
            }
        }
        #expect(!ListObjectsEdit.move(0..<1, to: 0).fits(count: 3), "a move that moves nothing")
        #expect(!ListObjectsEdit.delete(2..<4).fits(count: 3))
    }

    @Test func aMoveIsOneSectionMoveWithTheItemChangesOfItsControllers() {
        let feed = Feed((0..<6).map { Row(id: $0, title: "r\($0)") })
        let adapter = makeAdapter(feed, width: 20)
        feed.objects.insert(feed.objects.remove(at: 1), at: 4)
        adapter.performBatchUpdates {
            adapter.performUpdates(.move(1..<2, to: 4))
            feed.rowController(3).grow(1)
        }
        #expect(adapter.log == ["moved sections 1→4; inserted items [2, 1]"])
        #expect(adapter.text == "r0.0\nr2.0\nr3.0\nr3.1\nr4.0\nr1.0\nr5.0")
        #expect(adapter.collectionView!._checkInvariants() == [])
    }

    @Test func insertedObjectsOfAnotherTypeAreShownAndDeletedOnesLeave() {
        let feed = Feed((0..<4).map { Row(id: $0, title: "r\($0)") })
        let adapter = makeAdapter(feed, width: 20)
        let banners: [any ListDiffable] = [Banner(id: 7, text: "news"), Banner(id: 8, text: "more")]
        feed.objects.insert(contentsOf: banners, at: 2)
        adapter.performUpdates(.insert(banners, at: 2))
        feed.objects.removeSubrange(0..<1)
        adapter.performUpdates(.delete(0..<1))
        #expect(adapter.log == ["inserted sections [2, 3]", "deleted sections [0]"])
        #expect(adapter.text == "r1.0\n** news **\n** more **\nr2.0\nr3.0")
        #expect(adapter.objects.count == 5 && adapter.section(for: Banner(id: 8, text: "")) == 2)
        #expect(adapter.collectionView!._checkInvariants() == [])
    }

    @Test func twoEditsInOneGroupingAreDiffed() {
        let feed = Feed((0..<5).map { Row(id: $0, title: "r\($0)") })
        let adapter = makeAdapter(feed, width: 20)
        adapter.performBatchUpdates {
            feed.objects.remove(at: 0)
            adapter.performUpdates(.delete(0..<1))
            feed.objects.remove(at: 3)
            adapter.performUpdates(.delete(3..<4))
        }
        #expect(adapter.log == ["deleted sections [0, 4]"])
        #expect(adapter.text == "r1.0\nr2.0\nr3.0")
    }

    @Test(arguments: 1...8)
    func randomEditsMatchAFullReload(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var nextID = 0
        func newObject() -> any ListDiffable {
            nextID += 1
            return Int.random(in: 0..<5, using: &rng) == 0 ? Banner(id: nextID, text: "b\(nextID)")
                : Row(id: nextID, title: "r\(nextID)", rows: Int.random(in: 0...2, using: &rng))
        }
        let feed = Feed((0..<Int.random(in: 0...6, using: &rng)).map { _ in newObject() })
        var rejected: [ListDiagnostic] = []
        let adapter = makeAdapter(feed, width: 20, height: Bool.random(using: &rng) ? nil : 5) { rejected.append($0) }
        for step in 0..<60 {
            let context = "seed \(seed), step \(step)"
            let count = feed.objects.count
            var edit: ListObjectsEdit
            var inserted: [any ListDiffable] = []
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where count > 0:
                let lower = Int.random(in: 0..<count, using: &rng)
                edit = .delete(lower..<Int.random(in: lower + 1...min(count, lower + 2), using: &rng))
            case 1 where count > 1:
                let lower = Int.random(in: 0..<count, using: &rng)
                let upper = Int.random(in: lower + 1...min(count, lower + 2), using: &rng)
                var target = Int.random(in: 0...(count - (upper - lower)), using: &rng)
                if target == lower { target = target == 0 ? count - (upper - lower) : 0 }
                if target == lower { continue }
                edit = .move(lower..<upper, to: target)
            default:
                inserted = (0..<Int.random(in: 1...2, using: &rng)).map { _ in newObject() }
                edit = .insert(inserted, at: Int.random(in: 0...count, using: &rng))
            }
            let before = adapter.collectionView!.appliedUpdates.count
            let grows = Bool.random(using: &rng)
            adapter.performBatchUpdates {
                feed.objects = Self.applied(edit, to: feed.objects, inserting: inserted)
                adapter.performUpdates(edit)
                // Item changes of a controller that stays, in the same batch.
                if grows, let row = adapter.visibleSectionControllers.compactMap({ $0 as? RowController }).first {
                    row.grow(1)
                }
            }
            #expect(rejected.isEmpty, "\(context): \(rejected)")
            #expect(adapter.collectionView!.appliedUpdates.count == before + 1, "\(context): one batch")
            if case .batch(let batch)? = adapter.collectionView!.appliedUpdates.last {
                switch edit {
                case .insert(let objects, let index): #expect(batch.insertedSections == Array(index..<index + objects.count), "\(context)")
                case .delete(let range): #expect(batch.deletedSections == Array(range), "\(context)")
                case .move(let range, _): #expect(batch.movedSections.count + batch.insertedSections.count == range.count, "\(context)")
                }
            }
            if !adapter.matchesAFullReload(context) || !rejected.isEmpty { return }
        }
    }
}

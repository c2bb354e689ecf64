import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// A bunch's known edits (a run inserted, removed or moved) are sent as they are, without a diff:
/// the batch is exactly the edit plus the reloads of the items that changed, and the screen is the
/// one a diff would give. Anything else falls back to the diff.
@MainActor
@Suite struct KnownEditTests {
    @Test(arguments: [
        (KnownEdit.none, KnownEdit.insert(2..<3), KnownEdit.insert(2..<3)),
        (.insert(2..<4), .insert(4..<5), .insert(2..<5)),
        (.insert(2..<4), .insert(2..<3), .insert(2..<5)),
        (.insert(2..<4), .insert(5..<6), .unknown),
        (.remove(2..<4), .remove(2..<3), .remove(2..<5)),
        (.remove(2..<4), .remove(1..<2), .remove(1..<4)),
        (.remove(2..<4), .remove(3..<4), .unknown),
        (.move(1..<2, to: 3), .move(3..<4, to: 1), .unknown),
        (.insert(1..<2), .remove(1..<2), .unknown),
        (.move(1..<2, to: 3), .none, .move(1..<2, to: 3)),
        (.unknown, .insert(0..<1), .unknown),
    ])
    func editsJoinOnlyIntoOneRun(first: KnownEdit, next: KnownEdit, joined: KnownEdit) {
        #expect(first.followed(by: next) == joined)
    }

    /// A section of three bunches — a label, the bunch under test, a label — on a manager.
    func makeForm(items count: Int) -> (AdapterManager, ItemBunch) {
        let bunch = ItemBunch(items: labels("i", count))
        let manager = makeManager(width: 20)
        let section = Section()
        section.addItemBunches([ItemBunch(item: LabelItem("top")), bunch, ItemBunch(item: LabelItem("bottom"))])
        manager.addSection(section)
        manager.reload()
        _ = manager.takeLog()
        return (manager, bunch)
    }

    @Test func aMoveIsOneMoveAndTheItemsBetweenReloadOnlyWhenTheyChanged() {
        let (manager, bunch) = makeForm(items: 6)
        (bunch.items[2] as! LabelItem).title = "changed"
        _ = manager.takeLog()
        manager.performBatchUpdates {
            bunch.moveItems(in: 1..<2, to: 4)
            (bunch.items[1] as! LabelItem).title = "changed again"   // was at 2
            bunch.reload()
        }
        #expect(manager.takeLog() == ["reloaded items [1, 2]; moved items [1, 1]→[1, 4]"])
        manager._checkInvariants()
    }

    @Test func aMovedItemThatChangedIsDeletedAndInserted() {
        let (manager, bunch) = makeForm(items: 4)
        manager.performBatchUpdates {
            bunch.moveItems(in: 0..<1, to: 3)
            (bunch.items[3] as! LabelItem).title = "moved and changed"
            bunch.reload()
        }
        #expect(manager.takeLog() == ["deleted items [1, 0]; inserted items [1, 3]"])
        #expect(manager.text.hasSuffix("moved and changed\nbottom"))
        manager._checkInvariants()
    }

    @Test func insertsAtTheEndInOneBatchJoinIntoOneRun() {
        let (manager, bunch) = makeForm(items: 2)
        manager.performBatchUpdates {
            for index in 0..<3 { bunch.insertItems([LabelItem("new \(index)")], at: bunch.items.count) }
            bunch.reload()
        }
        #expect(bunch.knownEdit == .none)
        #expect(manager.takeLog() == ["inserted items [1, 2], [1, 3], [1, 4]"])
        manager._checkInvariants()
    }

    @Test func aHiddenItemMakesTheNextEditAUnknownOneThatIsDiffed() {
        let (manager, bunch) = makeForm(items: 4)
        bunch.items[3].isHidden = true
        _ = manager.takeLog()
        #expect(bunch.knownEdit == .unknown, "the snapshot does not hold every item")
        bunch.moveItems(in: 0..<1, to: 2)
        bunch.reload()
        #expect(manager.takeLog() == ["moved items [1, 0]→[1, 2]"])
        #expect(manager.text == "top\ni1\ni2\ni0\nbottom")
        manager._checkInvariants()
    }

    /// A model of the bunch under test: its items' titles, and which are hidden.
    struct ModelItem: Equatable {
        var title: String
        var isHidden = false
    }

    @Test(arguments: 1...16)
    func randomKnownAndOtherEditsShowWhatAFreshFormShowsInOneBatch(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let (manager, bunch) = makeForm(items: Int.random(in: 0...6, using: &rng))
        var model = bunch.items.map { ModelItem(title: ($0 as! LabelItem).title) }
        var counter = 0
        var exactBatches = 0
        func newItems(_ count: Int) -> [LabelItem] {
            (0..<count).map { _ in
                counter += 1
                return LabelItem("n\(counter)")
            }
        }
        for step in 0..<80 {
            let context = "seed \(seed), step \(step)"
            let before = model
            // Steps of one known edit (plus renames) have an exact batch; others are checked by screen.
            // (From a snapshot with hidden items, every edit is diffed.)
            var expected: CollectionViewBatchUpdate? = before.contains(where: \.isHidden) ? nil : CollectionViewBatchUpdate()
            var renamedItems = Set<ObjectIdentifier>()
            var movedRun: (Range<Int>, Int)?
            let edits = Bool.random(using: &rng) ? 1 : Int.random(in: 2...3, using: &rng)
            manager.performBatchUpdates {
                for edit in 0..<edits {
                    let count = model.count
                    switch Int.random(in: 0..<8, using: &rng) {
                    case 0:
                        let index = Int.random(in: 0...count, using: &rng)
                        let items = newItems(Int.random(in: 1...3, using: &rng))
                        bunch.insertItems(items, at: index)
                        model.insert(contentsOf: items.map { ModelItem(title: $0.title) }, at: index)
                        if edit == 0 {
                            expected?.insertItems(at: (index..<index + items.count).map { IndexPath(item: $0, section: 1) })
                        } else { expected = nil }
                    case 1 where count > 0:
                        let run = RandomRuns.run(of: count, longest: 3, using: &rng)
                        bunch.removeItems(in: run)
                        model.removeSubrange(run)
                        if edit == 0 {
                            expected?.deleteItems(at: run.map { IndexPath(item: $0, section: 1) })
                        } else { expected = nil }
                    case 2 where count > 1:
                        let (run, target) = RandomRuns.move(of: count, longest: 2, using: &rng)
                        bunch.moveItems(in: run, to: target)
                        model.moveSubrange(run, to: target)
                        if edit == 0 && target != run.lowerBound {
                            movedRun = (run, target)
                        } else if target != run.lowerBound { expected = nil }
                    case 3 where count > 0:
                        // A change of content: a reload where the item was (if it was shown).
                        let index = Int.random(in: 0..<count, using: &rng)
                        counter += 1
                        (bunch.items[index] as! LabelItem).title = "r\(counter)"
                        model[index].title = "r\(counter)"
                        renamedItems.insert(ObjectIdentifier(bunch.items[index]))
                    case 4 where count > 0:
                        let index = RandomRuns.toggled(model.map(\.isHidden), using: &rng)
                        bunch.items[index].isHidden.toggle()
                        model[index].isHidden.toggle()
                        expected = nil
                    case 5 where Bool.random(using: &rng):
                        let item = newItems(1)[0]
                        let index = Int.random(in: 0...count, using: &rng)
                        bunch.insertItem(item, at: index)
                        model.insert(ModelItem(title: item.title), at: index)
                        expected = nil
                    default:
                        continue
                    }
                }
                bunch.reload()
            }
            let log = manager.takeLog()
            #expect(log.count <= 1, "\(context): \(log)")
            manager._checkInvariants()
            // The screen: a form built fresh from the model.
            let fresh = makeManager(width: 20)
            let section = Section()
            let freshItems = model.map { model in
                let item = LabelItem(model.title)
                item.isHidden = model.isHidden
                return item
            }
            section.addItemBunches([ItemBunch(item: LabelItem("top")), ItemBunch(items: freshItems), ItemBunch(item: LabelItem("bottom"))])
            fresh.addSection(section)
            fresh.reload()
            #expect(manager.text == fresh.text, "\(context)")
            // The batch of one known edit: the edit as it is, and reloads of the items that were
            // shown, stayed, and changed, where they were.
            if var batch = expected {
                // The old positions of the renamed items the bunch still holds.
                var oldPositions: [Int] = []
                var deleteInsert: [(Int, Int)] = []
                let shown = bunch.items
                for (newIndex, item) in shown.enumerated() where renamedItems.contains(ObjectIdentifier(item)) {
                    guard let old = oldIndex(of: newIndex, batch: batch, movedRun: movedRun, beforeCount: before.count) else { continue }
                    if let (run, target) = movedRun, run.contains(old) {
                        deleteInsert.append((old, target + (old - run.lowerBound)))
                    } else {
                        oldPositions.append(old)
                    }
                }
                if let (run, target) = movedRun {
                    for offset in 0..<run.count where !deleteInsert.contains(where: { $0.0 == run.lowerBound + offset }) {
                        batch.moveItem(at: IndexPath(item: run.lowerBound + offset, section: 1),
                                       to: IndexPath(item: target + offset, section: 1))
                    }
                }
                for (old, new) in deleteInsert {
                    batch.deleteItems(at: [IndexPath(item: old, section: 1)])
                    batch.insertItems(at: [IndexPath(item: new, section: 1)])
                }
                batch.reloadItems(at: oldPositions.map { IndexPath(item: $0, section: 1) })
                let text = batch.isEmpty ? [] : [batch.normalized.description]
                #expect(log == text, "\(context)")
                exactBatches += 1
            }
        }
        #expect(exactBatches >= 10, "seed \(seed): the steps checked their batches")
    }

    /// The position before the step of the item at `newIndex` after it, for a step of one known
    /// edit: `nil` for an item the step inserted.
    func oldIndex(of newIndex: Int, batch: CollectionViewBatchUpdate, movedRun: (Range<Int>, Int)?, beforeCount: Int) -> Int? {
        if let (run, target) = movedRun {
            var order = Array(0..<beforeCount)
            order.moveSubrange(run, to: target)
            return order[newIndex]
        }
        let inserted = batch.insertedItems.map { $0[1] }
        if let first = inserted.first {
            if inserted.contains(newIndex) { return nil }
            return newIndex < first ? newIndex : newIndex - inserted.count
        }
        let deleted = batch.deletedItems.map { $0[1] }
        if let first = deleted.first, newIndex >= first { return newIndex + deleted.count }
        return newIndex
    }
}

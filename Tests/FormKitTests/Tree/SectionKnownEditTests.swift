import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// A section's known edits of its bunches (a run inserted, removed or moved, as repeating rows make
/// them): the section's snapshot follows the edit without visiting its other bunches, the screen is
/// the one a new snapshot would give, and the changes inside its bunches are shown in the same batch.
@MainActor
@Suite struct SectionKnownEditTests {
    /// A model of the section: each bunch's items' titles, and which bunches are hidden.
    struct ModelBunch {
        var titles: [String]
        var isHidden = false
    }

    static func makeBunch(_ model: ModelBunch) -> ItemBunch {
        let bunch = ItemBunch(items: model.titles.map { LabelItem($0) })
        bunch.isHidden = model.isHidden
        return bunch
    }

    static func makeForm(_ model: [ModelBunch]) -> (AdapterManager, Section) {
        let manager = makeManager(width: 20)
        let section = Section(header: "Head", footer: "Foot")
        section.addItemBunches(model.map(makeBunch))
        manager.addSection(Section(header: "Before") { LabelItem("before") })
        manager.addSection(section)
        manager.reload()
        _ = manager.takeLog()
        return (manager, section)
    }

    @Test func aMoveOfOneBunchInTheMiddleFollowsTheSnapshotAndShowsChangesInside() {
        let model = (0..<6).map { ModelBunch(titles: ["b\($0)"]) }
        let (manager, section) = Self.makeForm(model)
        let moved = section.itemBunches[1]
        (section.itemBunches[3].items[0] as! LabelItem).title = "changed"
        _ = manager.takeLog()
        manager.performBatchUpdates {
            section.moveItemBunches(in: 1..<2, to: 4)
            section.itemBunches[2].addItem(LabelItem("added"))   // was bunch 3
            #expect(section.knownEdit == .move(1..<2, to: 4))
            section.reload()
        }
        #expect(section.shownBunches.map(ObjectIdentifier.init) == section.itemBunches.map(ObjectIdentifier.init))
        #expect(section.itemBunches[4] === moved)
        #expect(manager.text.contains("changed\nadded\nb4\nb1"))
        #expect(manager.takeLog().count == 1)
        manager._checkInvariants()
    }

    @Test func anEditThatMovesTheFirstOrLastBunchTakesANewSnapshot() {
        let (manager, section) = Self.makeForm((0..<4).map { ModelBunch(titles: ["b\($0)"]) })
        section.moveItemBunches(in: 0..<1, to: 2)
        section.reload()
        #expect(manager.takeLog().count == 1)
        #expect(manager.text == "Before\nbefore\nHead\nb1\nb2\nb0\nb3\nFoot", "the header moved to the new first bunch")
        manager._checkInvariants()
    }

    @Test(arguments: 1...16)
    func randomKnownAndOtherEditsShowWhatAFreshFormShowsInOneBatch(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        var model = (0..<Int.random(in: 2...7, using: &rng)).map { ModelBunch(titles: ["b\($0)"]) }
        let (manager, section) = Self.makeForm(model)
        var counter = 0
        var followed = 0
        for step in 0..<80 {
            let context = "seed \(seed), step \(step)"
            let edits = Bool.random(using: &rng) ? 1 : Int.random(in: 2...3, using: &rng)
            manager.performBatchUpdates {
                for _ in 0..<edits {
                    let count = model.count
                    switch Int.random(in: 0..<8, using: &rng) {
                    case 0:
                        let index = Int.random(in: 0...count, using: &rng)
                        let new = (0..<Int.random(in: 1...2, using: &rng)).map { _ in
                            counter += 1
                            return ModelBunch(titles: ["n\(counter)"])
                        }
                        section.insertItemBunches(new.map(Self.makeBunch), at: index)
                        model.insert(contentsOf: new, at: index)
                    case 1 where count > 0:
                        let run = RandomRuns.run(of: count, longest: 2, using: &rng)
                        section.removeItemBunches(in: run)
                        model.removeSubrange(run)
                    case 2 where count > 1:
                        let (run, target) = RandomRuns.move(of: count, longest: 2, using: &rng)
                        section.moveItemBunches(in: run, to: target)
                        model.moveSubrange(run, to: target)
                    case 3 where count > 0:
                        // Items change inside a bunch: a title, or an item added.
                        let index = Int.random(in: 0..<count, using: &rng)
                        counter += 1
                        if Bool.random(using: &rng) {
                            (section.itemBunches[index].items[0] as! LabelItem).title = "r\(counter)"
                            model[index].titles[0] = "r\(counter)"
                        } else {
                            section.itemBunches[index].addItem(LabelItem("i\(counter)"))
                            model[index].titles.append("i\(counter)")
                        }
                    case 4 where count > 0:
                        let index = RandomRuns.toggled(model.map(\.isHidden), using: &rng)
                        section.itemBunches[index].isHidden.toggle()
                        model[index].isHidden.toggle()
                    case 5 where Bool.random(using: &rng):
                        counter += 1
                        let index = Int.random(in: 0...count, using: &rng)
                        section.insertItemBunch(ItemBunch(item: LabelItem("p\(counter)")), at: index)
                        model.insert(ModelBunch(titles: ["p\(counter)"]), at: index)
                    default:
                        continue
                    }
                }
                if section.knownEdit.isRun { followed += 1 }
                section.reload()
            }
            let log = manager.takeLog()
            #expect(log.count <= 1, "\(context): \(log)")
            manager._checkInvariants()
            let (fresh, _) = Self.makeForm(model)
            #expect(manager.text == fresh.text, "\(context)")
            if manager.text != fresh.text { return }
        }
        #expect(followed >= 5, "seed \(seed): the steps made known edits")
    }
}

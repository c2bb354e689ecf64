import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// What each level's reload sends to the collection view (the heart of the design).
@MainActor
@Suite struct ReloadSemanticsTests {
    /// Two sections: "A" with bunches [a0 a1 a2] and [b0], "B" with [c0 c1].
    func form() -> (AdapterManager, [Section], [ItemBunch], [LabelItem]) {
        let manager = makeManager()
        let a = labels("a", 3), b = labels("b", 1), c = labels("c", 2)
        let bunches = [ItemBunch(items: a), ItemBunch(items: b), ItemBunch(items: c)]
        let sections = [Section(header: "A"), Section(header: "B")]
        sections[0].addItemBunch(bunches[0])
        sections[0].addItemBunch(bunches[1])
        sections[1].addItemBunch(bunches[2])
        sections.forEach(manager.addSection)
        manager.reload()
        _ = manager.takeLog()
        return (manager, sections, bunches, a + b + c)
    }

    @Test func theFormRendersSectionsBunchesAndItems() {
        let (manager, _, _, _) = form()
        #expect(manager.text == "A\na0\na1\na2\nb0\nB\nc0\nc1")
    }

    @Test func anItemReloadReloadsExactlyItsIndexPath() {
        let (manager, _, _, items) = form()
        var finished: Bool?
        manager.performBatchUpdates {
            items[1].title = "a1!"
            items[1].reload { finished = $0 }
        }
        #expect(finished == true)
        #expect(manager.takeLog() == ["reloaded items [0, 1]"])
        #expect(manager.text == "A\na0\na1!\na2\nb0\nB\nc0\nc1")
    }

    @Test func anItemReloadSendsNothingElseEvenWhenItsBunchHasOtherChanges() {
        let (manager, _, bunches, items) = form()
        bunches[0].addItem(LabelItem("new"))
        manager.performBatchUpdates {
            items[2].title = "a2!"
            items[2].reload()
        }
        #expect(manager.takeLog() == ["reloaded items [0, 2]"])
        #expect(manager.text.contains("a2!") && !manager.text.contains("new"))
    }

    @Test func aBunchReloadSendsItsItemDiffAndChangedItems() {
        let (manager, _, bunches, items) = form()
        manager.performBatchUpdates {
            bunches[0].removeItem(items[0])
            bunches[0].insertItem(LabelItem("x"), at: 1)
            items[2].title = "a2!"          // a shown property: it joins the bunch's diff
            bunches[0].reload()
        }
        #expect(manager.takeLog() == ["deleted items [0, 0]; inserted items [0, 1]; reloaded items [0, 2]"])
        #expect(manager.text == "A\na1\nx\na2!\nb0\nB\nc0\nc1")
    }

    @Test func aShownPropertyReloadsItsRowAtOnceAndNothingElse() {
        let (manager, _, bunches, items) = form()
        bunches[0].addItem(LabelItem("new"))     // structure waits for the bunch's reload
        items[1].title = "a1!"
        #expect(manager.takeLog() == ["reloaded items [0, 1]"])
        #expect(manager.text == "A\na0\na1!\na2\nb0\nB\nc0\nc1")
        items[1].title = "a1!"                  // the same value: no change, no reload
        #expect(manager.takeLog().isEmpty)
    }

    @Test func aBunchReloadWithNothingChangedSendsNothing() {
        let (manager, _, bunches, _) = form()
        var finished: Bool?
        bunches[1].reload { finished = $0 }
        #expect(finished == true)
        #expect(manager.takeLog().allSatisfy { $0 == "empty batch" })
    }

    @Test func aMovedAndChangedItemIsDeletedAndInserted() {
        let (manager, _, bunches, items) = form()
        manager.performBatchUpdates {
            bunches[0].insertItem(items[2], at: 0)
            items[2].title = "a2!"          // inside the batch: shown by the bunch's diff
            bunches[0].reload()
        }
        #expect(manager.takeLog() == ["deleted items [0, 2]; inserted items [0, 0]"])
        #expect(manager.text.hasPrefix("A\na2!\na0\na1"))
    }

    @Test func aSectionReloadSendsItsBunchChangesAndTheirItemChanges() {
        let (manager, sections, bunches, items) = form()
        sections[0].removeItemBunch(bunches[1])
        let added = ItemBunch(items: labels("d", 1))
        sections[0].insertItemBunch(added, at: 0)
        manager.performBatchUpdates {
            items[1].title = "a1!"
            // A change in another section shows in the same batch, as an item reload.
            items[5].title = "c1!"
            sections[0].reload()
        }
        #expect(manager.takeLog() == ["deleted sections [1]; inserted sections [0]; reloaded items [0, 1], [2, 1]"])
        #expect(manager.text == "A\nd0\na0\na1!\na2\nB\nc0\nc1!")
    }

    @Test func aManagerReloadSendsEverythingAsOneBatch() {
        let (manager, sections, bunches, items) = form()
        sections[1].addItemBunch(ItemBunch(items: labels("e", 1)))
        bunches[1].addItem(LabelItem("b1"))
        manager.performBatchUpdates {
            items[5].title = "c1!"
            manager.reload()
        }
        #expect(manager.takeLog() == ["inserted sections [3]; inserted items [1, 1]; reloaded items [2, 1]"])
        #expect(manager.text == "A\na0\na1\na2\nb0\nb1\nB\nc0\nc1!\ne0")
    }

    @Test func everythingInsidePerformBatchUpdatesIsOneBatch() {
        let (manager, _, bunches, items) = form()
        var completions: [String] = []
        manager.performBatchUpdates({
            items[0].title = "a0!"
            items[0].reload { completions.append("item \($0)") }
            bunches[2].addItem(LabelItem("c2"))
            bunches[2].reload { completions.append("bunch \($0)") }
        }, completion: { completions.append("all \($0)") })
        #expect(manager.takeLog() == ["inserted items [2, 2]; reloaded items [0, 0]"])
        #expect(completions == ["item true", "bunch true", "all true"])
    }

    @Test func aNewSectionIsShownByItsOwnReload() {
        let (manager, _, _, _) = form()
        let section = Section(header: "C")
        section.addItemBunch(ItemBunch(items: labels("f", 2)))
        manager.insertSection(section, at: 1)
        section.reload()
        #expect(manager.takeLog() == ["inserted sections [2]"])
        #expect(manager.text == "A\na0\na1\na2\nb0\nC\nf0\nf1\nB\nc0\nc1")
    }

    @Test func aNewBunchIsShownByItsOwnReloadAlone() {
        let (manager, sections, _, _) = form()
        let first = ItemBunch(items: labels("g", 1))
        let second = ItemBunch(items: labels("h", 1))
        sections[1].addItemBunch(first)
        sections[1].addItemBunch(second)
        second.reload()
        #expect(manager.takeLog() == ["inserted sections [3]"])
        #expect(manager.text == "A\na0\na1\na2\nb0\nB\nc0\nc1\nh0")
    }
}

import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// A manager reload visits only the bunches that changed since a reload last visited them, and
/// still shows every change.
@MainActor
@Suite struct ChangedBunchesTests {
    /// Sections of one-item bunches: "S0" with x0 x1 x2, "S1" with x3 x4 x5.
    func form(manager: AdapterManager = makeManager()) -> (AdapterManager, [Section], [ItemBunch]) {
        var bunches: [ItemBunch] = []
        var sections: [Section] = []
        for sectionIndex in 0..<2 {
            let section = Section(header: "S\(sectionIndex)")
            for index in 0..<3 {
                let bunch = ItemBunch(item: LabelItem("x\(sectionIndex * 3 + index)"))
                section.addItemBunch(bunch)
                bunches.append(bunch)
            }
            manager.addSection(section)
            sections.append(section)
        }
        manager.reload()
        _ = manager.takeLog()
        return (manager, sections, bunches)
    }

    @Test func aReloadWithNothingChangedListsNoBunchAndSendsNoItemChange() {
        let (manager, _, _) = form()
        manager.reload()
        #expect(manager.changedBunches.isEmpty)
        #expect(manager.takeLog().allSatisfy { $0 == "empty batch" })
    }

    @Test func onlyTheBunchesThatChangedAreListedAndEachOnce() {
        let (manager, _, bunches) = form()
        bunches[4].addItem(LabelItem("y"))
        bunches[4].addItem(LabelItem("z"))
        bunches[1].removeAllItems()
        #expect(manager.changedBunches.compactMap(\.bunch).map(ObjectIdentifier.init)
                == [bunches[4], bunches[1]].map(ObjectIdentifier.init))
        manager.reload()
        #expect(manager.changedBunches.isEmpty)
        // Applied in screen order, as one batch.
        #expect(manager.takeLog() == ["deleted items [1, 0]; inserted items [4, 1], [4, 2]"])
        #expect(manager.text == "S0\nx0\nx2\nS1\nx3\nx4\ny\nz\nx5")
    }

    @Test func changesAfterAStructuralReloadAreStillShown() {
        let (manager, sections, bunches) = form()
        bunches[0].addItem(LabelItem("a"))
        sections[1].addItemBunch(ItemBunch(item: LabelItem("new")))   // a structural change
        manager.reload()
        #expect(manager.text == "S0\nx0\na\nx1\nx2\nS1\nx3\nx4\nx5\nnew")
        _ = manager.takeLog()
        bunches[0].addItem(LabelItem("b"))
        manager.reload()
        #expect(manager.takeLog() == ["inserted items [0, 2]"])
        #expect(manager.text == "S0\nx0\na\nb\nx1\nx2\nS1\nx3\nx4\nx5\nnew")
    }

    @Test func aBunchChangedWhileItsSectionWasHiddenShowsTheChangeWhenShownAgain() {
        let (manager, sections, bunches) = form()
        sections[1].isHidden = true
        manager.reload()
        bunches[3].addItem(LabelItem("late"))
        manager.reload()
        #expect(manager.text == "S0\nx0\nx1\nx2")
        sections[1].isHidden = false
        manager.reload()
        #expect(manager.text == "S0\nx0\nx1\nx2\nS1\nx3\nlate\nx4\nx5")
    }

    @Test func aBunchThatMovedToAnotherManagerIsReloadedByTheNewOne() {
        let (first, sections, bunches) = form()
        bunches[4].addItem(LabelItem("pending"))       // listed by the first manager
        let second = makeManager()
        second.addSection(sections[1])
        second.reload()
        first.reload()
        #expect(first.text == "S0\nx0\nx1\nx2")
        #expect(second.text == "S1\nx3\nx4\npending\nx5")
        _ = second.takeLog()
        bunches[4].addItem(LabelItem("later"))
        second.reload()
        #expect(second.takeLog() == ["inserted items [1, 2]"])
        #expect(second.text == "S1\nx3\nx4\npending\nlater\nx5")
    }

    @Test func aRemovedBunchIsNotKeptAliveByTheList() {
        // The bunch changes (and is listed) before it leaves; the list holds it weakly.
        let (manager, sections, _) = form()
        weak var removed: ItemBunch?
        do {
            let bunch = ItemBunch(item: LabelItem("temp"))
            sections[0].addItemBunch(bunch)
            manager.reload()
            bunch.addItem(LabelItem("more"))
            sections[0].removeItemBunch(bunch)
            removed = bunch
        }
        manager.reload()
        #expect(manager.text == "S0\nx0\nx1\nx2\nS1\nx3\nx4\nx5")
        // Off screen, out of the tree: only the list could still hold it.
        #expect(removed == nil)
    }
}

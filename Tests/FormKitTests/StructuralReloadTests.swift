import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// A manager reload after sections or bunches changed re-snapshots only the sections that changed,
/// and leaves the manager with nothing to do: the next reload with nothing changed sends nothing.
@MainActor
@Suite struct StructuralReloadTests {
    /// Three sections of two one-item bunches each.
    func form() -> (AdapterManager, [Section]) {
        let manager = makeManager()
        var sections: [Section] = []
        for sectionIndex in 0..<3 {
            let section = Section(header: "S\(sectionIndex)")
            for index in 0..<2 { section.addItemBunch(ItemBunch(item: LabelItem("x\(sectionIndex)\(index)"))) }
            manager.addSection(section)
            sections.append(section)
        }
        manager.reload()
        _ = manager.takeLog()
        return (manager, sections)
    }

    /// Forgets what the collection view heard so far, reloads again with nothing changed, and
    /// expects that reload to send nothing.
    func expectASecondReloadSendsNothing(_ manager: AdapterManager, sourceLocation: SourceLocation = #_sourceLocation) {
        _ = manager.takeLog()
        manager.reload()
        #expect(manager.takeLog().isEmpty, sourceLocation: sourceLocation)
    }

    @Test func aReloadAfterAStructuralOneSendsNothing() {
        let (manager, sections) = form()
        sections[1].addItemBunch(ItemBunch(item: LabelItem("new")))
        manager.reload()
        #expect(manager.takeLog() == ["inserted sections [4]"])
        #expect(!manager.structureChanged)
        manager.reload()
        #expect(manager.takeLog().isEmpty, "nothing changed: no batch, not even an empty one")
    }

    @Test func aReloadAfterASectionWasAddedOrRemovedSendsNothingMore() {
        let (manager, sections) = form()
        manager.removeSection(sections[0])
        manager.reload()
        #expect(manager.text == "S1\nx10\nx11\nS2\nx20\nx21")
        expectASecondReloadSendsNothing(manager)
        let section = Section(header: "S3")
        section.addItemBunch(ItemBunch(item: LabelItem("x30")))
        manager.insertSection(section, at: 1)
        manager.reload()
        #expect(manager.text == "S1\nx10\nx11\nS3\nx30\nS2\nx20\nx21")
        expectASecondReloadSendsNothing(manager)
    }

    @Test func aStructuralReloadStillShowsItemChangesInSectionsThatDidNotChange() {
        let (manager, sections) = form()
        sections[0].itemBunches[1].addItem(LabelItem("a"))
        sections[2].itemBunches[0].items[0].isHidden = true
        sections[1].removeItemBunch(sections[1].itemBunches[0])
        manager.reload()
        #expect(manager.text == "S0\nx00\nx01\na\nS1\nx11\nS2\nx21")
        #expect(manager.changedBunches.isEmpty)
    }

    @Test func theAdaptersSectionControllersAreTheShownBunchesInOrder() {
        let (manager, sections) = form()
        sections[1].itemBunches[0].isHidden = true
        let moved = sections[2].itemBunches[1]
        sections[0].insertItemBunch(moved, at: 0)
        manager.reload()
        let shown = manager.sections.flatMap { $0.itemBunches.filter { !$0.isHidden } }
        let controllers = (0..<manager.adapter.objects.count).map { manager.adapter.sectionController(forSection: $0) }
        #expect(controllers.count == shown.count)
        for (controller, bunch) in zip(controllers, shown) { #expect(controller === bunch) }
        #expect(manager.text == "S0\nx21\nx00\nx01\nS1\nx11\nS2\nx20")
    }

    @Test func aFormWithAHiddenSectionReloadsWithNothingChangedWithoutABatch() {
        let (manager, sections) = form()
        sections[1].isHidden = true
        manager.reload()
        #expect(manager.text == "S0\nx00\nx01\nS2\nx20\nx21")
        expectASecondReloadSendsNothing(manager)
        sections[1].itemBunches[0].addItem(LabelItem("late"))
        sections[2].itemBunches[0].addItem(LabelItem("now"))
        manager.reload()
        #expect(manager.text == "S0\nx00\nx01\nS2\nx20\nnow\nx21")
        sections[1].isHidden = false
        manager.reload()
        #expect(manager.text == "S0\nx00\nx01\nS1\nx10\nlate\nx11\nS2\nx20\nnow\nx21")
        expectASecondReloadSendsNothing(manager)
    }

    @Test func aHeaderChangedWhileItsSectionIsHiddenShowsWhenShownAndCostsNothingUntilThen() {
        let (manager, sections) = form()
        sections[1].isHidden = true
        manager.reload()
        sections[1].headerConfiguration = .title("New S1")
        manager.reload()
        expectASecondReloadSendsNothing(manager)
        sections[1].isHidden = false
        manager.reload()
        #expect(manager.text == "S0\nx00\nx01\nNew S1\nx10\nx11\nS2\nx20\nx21")
    }
}

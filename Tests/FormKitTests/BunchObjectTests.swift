import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// The values the manager hands its adapter for its bunches: typed, and safe to pass back after
/// their bunch is gone.
@MainActor
@Suite struct BunchObjectTests {
    @Test func theAdapterGetsTheManagersBunchesAsTypedObjectsInFormOrder() {
        let manager = makeManager()
        let section = Section(header: "S")
        let first = ItemBunch(item: LabelItem("a"))
        let second = ItemBunch(item: LabelItem("b"))
        section.addItemBunch(first)
        section.addItemBunch(second)
        manager.addSection(section)
        manager.reload()
        let objects = manager.adapter.objects
        #expect(objects.count == 2)
        #expect(manager.listObjects(for: manager.adapter).count == 2)
        #expect(manager.adapter.sectionController(for: objects[0]) === first)
        #expect(manager.adapter.sectionController(for: objects[1]) === second)
    }

    @Test func anObjectKeptFromAnEarlierFetchIsResolvedByIdentityAndNeverReadsAFreedBunch() {
        let manager = makeManager()
        let section = Section(header: "S")
        let kept = ItemBunch(item: LabelItem("kept"))
        section.addItemBunch(kept)
        do {
            let doomed = ItemBunch(item: LabelItem("doomed"))
            section.addItemBunch(doomed)
            manager.addSection(section)
            manager.reload()
        }
        let stale = manager.adapter.objects
        #expect(stale.count == 2)
        section.removeItemBunch(section.itemBunches[1])
        manager.reload()
        // The second bunch is gone (nothing holds it): its old value answers a plain controller;
        // the first is still shown and is found by its identity.
        let gone = manager.listAdapter(manager.adapter, sectionControllerFor: stale[1])
        #expect(!(gone is ItemBunch))
        #expect(manager.listAdapter(manager.adapter, sectionControllerFor: stale[0]) === kept)
    }
}

import Foundation
import ListDiffKit
import Testing
@testable import ListKit

@MainActor
final class EventLog: ListAdapterDelegate, ListDisplayDelegate, ListWorkingRangeDelegate {
    var events: [String] = []
    func name(_ adapter: ListAdapter, _ controller: ListSectionController) -> String {
        (adapter.object(for: controller) as? Row)?.title ?? "?"
    }
    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: any ListDiffable, at index: Int) {
        events.append("object on \((object as? Row)?.title ?? "?")@\(index)")
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: any ListDiffable, at index: Int) {
        events.append("object off \((object as? Row)?.title ?? "?")@\(index)")
    }
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController) {
        events.append("section on \(name(listAdapter, sectionController))")
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController) {
        events.append("section off")
    }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: ListSectionController) {
        events.append("enter \(name(listAdapter, sectionController))")
    }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: ListSectionController) {
        events.append("exit \(name(listAdapter, sectionController))")
    }
}

@MainActor
@Suite struct DisplayAndWorkingRangeTests {
    @Test func objectsAndSectionsAreReportedAsTheyComeOnAndGoOffScreen() {
        let log = EventLog()
        let feed = Feed((0..<6).map { Row(id: $0, title: "r\($0)", rows: 2) })
        let adapter = ListAdapter()
        adapter.delegate = log
        adapter.collectionView = CollectionView(width: 10, height: 3)
        adapter.dataSource = feed
        for controller in feed.controllers.values { controller.displayDelegate = log }
        log.events.removeAll()
        adapter.collectionView!.scroll(to: 4)   // rows r2, r2, r3 on screen
        #expect(log.events.filter { $0.hasPrefix("object") }.sorted()
            == ["object off r0@0", "object off r1@1", "object on r2@2", "object on r3@3"])
        #expect(log.events.filter { $0.hasPrefix("section") }.sorted()
            == ["section off", "section off", "section on r2", "section on r3"])
        #expect(adapter.visibleObjects.compactMap { ($0 as? Row)?.title } == ["r2", "r3"])
        #expect(adapter.visibleSectionControllers.count == 2)
    }

    @Test func theWorkingRangeSpansTheVisibleSectionsAndItsSizeOnEachSide() {
        let log = EventLog()
        let feed = Feed((0..<10).map { Row(id: $0, title: "r\($0)") })
        let adapter = ListAdapter(workingRangeSize: 1)
        adapter.collectionView = CollectionView(width: 10, height: 2)
        adapter.dataSource = feed
        for controller in feed.controllers.values { controller.workingRangeDelegate = log }
        adapter.reloadData()
        log.events.removeAll()
        adapter.scroll(to: Row(id: 5, title: "?"))
        // Visible: r5, r6; in range: r4...r7.
        #expect(Set(log.events) == ["exit r0", "exit r1", "exit r2", "enter r4", "enter r5", "enter r6", "enter r7"])
    }

    @Test func aRemovedControllerLeavesTheWorkingRange() {
        let log = EventLog()
        let feed = Feed((0..<3).map { Row(id: $0, title: "r\($0)") })
        let adapter = ListAdapter(workingRangeSize: 5)
        adapter.collectionView = CollectionView(width: 10)
        adapter.dataSource = feed
        let first = feed.rowController(0)
        first.workingRangeDelegate = log
        adapter.reloadData()
        log.events.removeAll()
        feed.objects.removeFirst()
        adapter.performUpdates()
        #expect(log.events == ["exit ?"], "its object is gone, so it has no name")
    }
}

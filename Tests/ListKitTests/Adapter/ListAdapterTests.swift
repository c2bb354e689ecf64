import Foundation
import ListDiffKit
import Testing
@testable import ListKit

@MainActor
@Suite struct ListAdapterTests {
    @Test func objectsBecomeSectionsOfTheirControllers() {
        let feed = Feed([Row(id: 1, title: "a", rows: 2), Banner(id: 1, text: "hi"), Row(id: 2, title: "b")])
        let adapter = makeAdapter(feed)
        #expect(adapter.text == "a.0\na.1\n** hi **\nb.0")
        #expect(adapter.objects.count == 3)
        #expect(adapter.section(for: Banner(id: 1, text: "?")) == 1)
        #expect(adapter.section(for: Row(id: 1, title: "?")) == 0)
        let controller = adapter.sectionController(forSection: 2)!
        #expect(controller === feed.rowController(2))
        #expect((adapter.object(for: controller) as? Row)?.title == "b")
        #expect(controller.isLastSection && !controller.isFirstSection)
    }

    @Test func performUpdatesAppliesTheObjectDiffAsOneBatch() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 3, title: "c")])
        let adapter = makeAdapter(feed)
        let kept = feed.rowController(3)
        feed.objects = [Row(id: 3, title: "c"), Row(id: 1, title: "a"), Row(id: 4, title: "d")]
        var finished: [Bool] = []
        adapter.performUpdates { finished.append($0) }
        #expect(finished == [true])
        #expect(adapter.log == ["deleted sections [1]; inserted sections [2]; moved sections 2→0"])
        #expect(adapter.text == "c.0\na.0\nd.0")
        #expect(adapter.sectionController(forSection: 0) === kept)
    }

    @Test func aChangedObjectReloadsItsSectionAndReachesItsController() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let adapter = makeAdapter(feed)
        feed.objects = [Row(id: 1, title: "a"), Row(id: 2, title: "B", rows: 2)]
        adapter.performUpdates()
        #expect(adapter.log == ["reloaded sections [1]"])
        #expect(adapter.text == "a.0\nB.0\nB.1")
        #expect(feed.rowController(2).updates == ["b", "B"])
        #expect(feed.rowController(1).updates == ["a"], "an unchanged value is not sent again")
    }

    @Test func aChangedAndMovedObjectIsDeletedAndInserted() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let adapter = makeAdapter(feed)
        feed.objects = [Row(id: 2, title: "B"), Row(id: 1, title: "a")]
        adapter.performUpdates()
        // b moved and changed: delete and insert; a stays (one move at most, and it is b's).
        #expect(adapter.log == ["deleted sections [1]; inserted sections [0]"])
        #expect(adapter.text == "B.0\na.0")
    }

    @Test func aSectionBatchOutsideATransactionIsAppliedAtOnce() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let adapter = makeAdapter(feed)
        var finished: Bool?
        feed.rowController(2).grow(2) { finished = $0 }
        #expect(finished == true)
        #expect(adapter.log == ["inserted items [1, 1], [1, 2]"])
        #expect(adapter.text == "a.0\nb.0\nb.1\nb.2")
    }

    @Test func requestsInsideAGroupingBecomeOneBatchWithCompletionsInOrder() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let adapter = makeAdapter(feed)
        var calls: [String] = []
        adapter.performBatchUpdates({
            feed.objects.insert(Row(id: 0, title: "z"), at: 0)
            adapter.performUpdates { calls.append("updates \($0)") }
            feed.rowController(1).grow(1) { calls.append("grow a \($0)") }
            feed.rowController(2).grow(1) { calls.append("grow b \($0)") }
            #expect(adapter.log.isEmpty, "nothing is applied inside the grouping")
        }, completion: { calls.append("group \($0)") })
        #expect(calls == ["updates true", "grow a true", "grow b true", "group true"])
        #expect(adapter.log == ["inserted sections [0]; inserted items [1, 1], [2, 1]"])
        #expect(adapter.text == "z.0\na.0\na.1\nb.0\nb.1")
    }

    @Test func aReloadWinsOverItemUpdatesButTheirClosuresStillRun() {
        let feed = Feed([Row(id: 1, title: "a")])
        let adapter = makeAdapter(feed)
        var calls: [String] = []
        adapter.performBatchUpdates {
            feed.rowController(1).grow(2) { calls.append("grow \($0)") }
            adapter.reloadData { calls.append("reload \($0)") }
        }
        #expect(adapter.log == ["reloadData"])
        #expect(adapter.text == "a.0\na.1\na.2")
        #expect(calls == ["grow true", "reload true"])
    }

    @Test func itemUpdatesOfADeletedSectionAreFoldedAway() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let adapter = makeAdapter(feed)
        let doomed = feed.rowController(1)
        adapter.performBatchUpdates {
            doomed.grow(3)
            feed.objects.removeFirst()
            adapter.performUpdates()
        }
        #expect(adapter.log == ["deleted sections [0]"])
        #expect(adapter.text == "b.0")
        #expect(doomed.collectionContext == nil)
        var finished: Bool?
        doomed.grow(1) { finished = $0 }
        #expect(finished == false, "a removed controller's requests do nothing")
        #expect(adapter.log.count == 1)
    }

    @Test func itemUpdatesFollowAMovedSection() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let adapter = makeAdapter(feed)
        adapter.performBatchUpdates {
            feed.rowController(1).grow(1)
            feed.objects.reverse()
            adapter.performUpdates()
        }
        #expect(adapter.log == ["moved sections 1→0; inserted items [1, 1]"])
        #expect(adapter.text == "b.0\na.0\na.1")
    }

    @Test func duplicateObjectsAreShownOnceAndReported() {
        var reports: [ListDiagnostic] = []
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 1, title: "again"), Banner(id: 1, text: "other type")])
        let adapter = makeAdapter(feed, diagnostics: { reports.append($0) })
        #expect(adapter.text == "a.0\n** other type **")
        #expect(reports == [.duplicateObjects(["Row(1)"])])
    }

    @Test func aRejectedBatchIsRecoveredWithAReloadAndReported() {
        var reports: [ListDiagnostic] = []
        let feed = Feed([Row(id: 1, title: "a")])
        let adapter = makeAdapter(feed, diagnostics: { reports.append($0) })
        let controller = feed.rowController(1)
        // A batch that says one insert while two rows appear.
        controller.collectionContext!.performBatch(animated: true, updates: { batch in
            controller.extraRows += 2
            batch.insert(in: controller, at: [1])
        }, completion: nil)
        #expect(reports.count == 1)
        #expect(adapter.log == ["reloadData"])
        #expect(adapter.text == "a.0\na.1\na.2")
    }

    @Test func reloadObjectsRefreshesSectionsWhoseEqualityHidesAChange() {
        final class Box: ListDiffable {
            let id: Int
            var value: String
            init(_ id: Int, _ value: String) { self.id = id; self.value = value }
            var diffIdentifier: Int { id }
            func isEqual(toDiffableObject object: Box) -> Bool { true }   // equality that hides changes
        }
        final class BoxController: ListGenericSectionController<Box> {
            override func cellForItem(at index: Int) -> CollectionViewCell {
                let cell = collectionContext!.dequeueReusableCell(of: TextCell.self, for: self, at: index)
                cell.text = object?.value ?? ""
                return cell
            }
        }
        let box = Box(1, "old")
        let feed = UniformFeed([box]) { BoxController() }
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 10)
        adapter.dataSource = feed
        box.value = "new"
        adapter.performUpdates()
        #expect(adapter.text == "old", "the diff sees no change: IGListKit's 'data changed but the UI did not'")
        adapter.reloadObjects([box])
        #expect(adapter.text == "new")
        #expect(adapter.collectionView!.appliedUpdates.last?.description == "reloaded sections [0]")
    }

    @Test func theEmptyViewShowsWhenThereAreNoObjects() {
        final class Empty: CollectionReusableView {
            override func render(in context: RenderContext) -> [String] { ["No messages"] }
        }
        let feed = Feed([])
        feed.empty = Empty()
        let adapter = makeAdapter(feed)
        #expect(adapter.text == "No messages")
        feed.objects = [Row(id: 1, title: "a")]
        adapter.performUpdates()
        #expect(adapter.text == "a.0")
        feed.objects = []
        adapter.performUpdates()
        #expect(adapter.text == "No messages")
    }

    @Test func theEmptyViewComesBackWhenTheLastItemsLeaveThroughAnItemBatch() {
        final class Empty: CollectionReusableView {
            override func render(in context: RenderContext) -> [String] { ["No messages"] }
        }
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        feed.empty = Empty()
        let adapter = makeAdapter(feed)
        let first = feed.rowController(1), second = feed.rowController(2)
        adapter.performBatchUpdates {
            for controller in [first, second] {
                controller.collectionContext!.performBatch(animated: true, updates: { batch in
                    controller.extraRows = -1
                    batch.delete(in: controller, at: [0])
                }, completion: nil)
            }
        }
        #expect(adapter.objects.count == 2, "the objects stay; only their items left")
        #expect(adapter.text == "No messages", "no item in any section: the list is empty")
        second.grow(1)
        #expect(adapter.text == "b.0")
    }

    @Test(arguments: [true, false])
    func settingTheCollectionViewAndTheDataSourceInEitherOrderReloadsOnce(collectionViewFirst: Bool) {
        let feed = Feed([Row(id: 1, title: "a")])
        let adapter = ListAdapter()
        let collectionView = CollectionView(width: 10)
        if collectionViewFirst {
            adapter.collectionView = collectionView
            adapter.dataSource = feed
        } else {
            adapter.dataSource = feed
            adapter.collectionView = collectionView
        }
        #expect(collectionView.appliedUpdates == [.reloadData])
        #expect(adapter.text == "a.0")
    }

    @Test func diagnosticsWaitForAHandlerAndArriveInOrder() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 1, title: "again")])
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 10)
        adapter.dataSource = feed
        let controller = feed.rowController(1)
        controller.collectionContext!.performBatch(animated: true, updates: { batch in
            controller.extraRows += 2
            batch.insert(in: controller, at: [1])
        }, completion: nil)
        #expect(adapter.text == "a.0\na.1\na.2", "the rejected batch was recovered")
        var reports: [String] = []
        adapter.diagnosticHandler = { reports.append("\($0)") }
        #expect(reports.count == 2)
        #expect(reports.first?.hasPrefix("duplicate objects ignored") == true)
        #expect(reports.last?.hasPrefix("batch rejected, recovered with reloadData") == true)
        adapter.diagnosticHandler = { reports.append("again: \($0)") }
        #expect(reports.count == 2, "a report is delivered once")
    }

    @Test func nextMainQueueTurnCoalescesUntilTheQueueTurns() async {
        let feed = Feed([Row(id: 1, title: "a")])
        let adapter = makeAdapter(feed, updater: ListAdapterUpdater(coalescing: .nextMainQueueTurn))
        var calls: [Bool] = []
        feed.objects.append(Row(id: 2, title: "b"))
        adapter.performUpdates { calls.append($0) }
        feed.objects.append(Row(id: 3, title: "c"))
        adapter.performUpdates { calls.append($0) }
        #expect(adapter.log.isEmpty)
        for _ in 0..<10 where adapter.log.isEmpty { await Task.yield() }
        #expect(adapter.log == ["inserted sections [1, 2]"])
        #expect(calls == [true, true])
        feed.objects.removeLast()
        adapter.performUpdates()
        adapter.flushPendingUpdates()
        #expect(adapter.log.last == "deleted sections [2]")
    }
}

@MainActor
@Suite struct ReloadObjectsTests {
    @Test func aReloadedValueIsTheBaseOfTheNextDiff() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let adapter = makeAdapter(feed)
        feed.objects[1] = Row(id: 2, title: "B")
        adapter.reloadObjects([feed.objects[1]])
        #expect(adapter.log == ["reloaded sections [1]"])
        #expect(adapter.text == "a.0\nB.0")
        adapter.performUpdates()
        #expect(adapter.log == ["reloaded sections [1]", "empty batch"], "nothing changed since the reload")
    }
}

@MainActor
@Suite struct AdapterLifetimeTests {
    @Test func droppingTheAdapterFreesItsControllersAndCells() {
        weak var weakController: ListSectionController?
        weak var weakAdapter: ListAdapter?
        weak var weakCell: CollectionViewCell?
        do {
            let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
            let adapter = makeAdapter(feed, height: 5)
            feed.objects.removeFirst()
            adapter.performUpdates()
            weakController = adapter.sectionController(forSection: 0)
            weakCell = adapter.collectionView?.visibleCells.first
            weakAdapter = adapter
        }
        #expect(weakAdapter == nil)
        #expect(weakController == nil)
        #expect(weakCell == nil)
    }
}

/// The adapter's update listeners (IGListKit's update-listener idea) hear every applied change,
/// held weakly; the collection view's own log stays bounded.
@MainActor
@Suite struct AdapterUpdateListenerTests {
    final class Listener: ListAdapterUpdateListener {
        var heard: [String] = []
        func listAdapter(_ adapter: ListAdapter, didApply update: CollectionViewUpdate) { heard.append(update.description) }
    }

    @Test func listenersHearEachAppliedChangeInOrderAndOnce() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let adapter = makeAdapter(feed)
        let first = Listener(), second = Listener()
        adapter.addUpdateListener(first)
        adapter.addUpdateListener(first)
        adapter.addUpdateListener(second)
        feed.objects = [Row(id: 2, title: "b"), Row(id: 1, title: "a")]
        adapter.performUpdates()
        adapter.reloadData()
        #expect(first.heard == ["moved sections 1→0", "reloadData"])
        #expect(second.heard == first.heard)
        adapter.removeUpdateListener(first)
        adapter.reloadData()
        #expect(first.heard.count == 2 && second.heard.count == 3)
    }

    @Test func aListenerIsHeldWeakly() {
        let feed = Feed([Row(id: 1, title: "a")])
        let adapter = makeAdapter(feed)
        weak var gone: Listener?
        do {
            let listener = Listener()
            gone = listener
            adapter.addUpdateListener(listener)
        }
        #expect(gone == nil)
        adapter.reloadData()
    }

    @Test func theLogKeepsTheNewestUpdatesOnlyAndCanBeOff() {
        let feed = Feed([Row(id: 1, title: "a")])
        let adapter = makeAdapter(feed)
        let view = adapter.collectionView!
        for _ in 0..<(3 * CollectionView.appliedUpdatesKept) { adapter.reloadData() }
        #expect(view.appliedUpdates.count >= CollectionView.appliedUpdatesKept)
        #expect(view.appliedUpdates.count < 2 * CollectionView.appliedUpdatesKept)
        view.clearAppliedUpdates()
        view.recordsAppliedUpdates = false
        let listener = Listener()
        adapter.addUpdateListener(listener)
        adapter.reloadData()
        #expect(view.appliedUpdates.isEmpty && listener.heard == ["reloadData"], "listeners hear what the log no longer keeps")
    }
}

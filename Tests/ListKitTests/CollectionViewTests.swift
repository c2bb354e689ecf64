import Foundation
import ListDiffKit
import Testing
@testable import ListKit

@MainActor
@Suite struct CollectionViewTests {
    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func onlyCellsOnScreenExistAndScrolledOffCellsAreReused() {
        let model = ListModel([Array(0..<1000)])
        let view = model.makeView(height: 10)
        #expect(view.indexPathsForVisibleItems == (0..<10).map { path(0, $0) })
        var liveCells = Set<ObjectIdentifier>()
        for offset in stride(from: 0, through: 990, by: 7) {
            view.scroll(to: offset)
            #expect(view.visibleCells.count <= 10)
            liveCells.formUnion(view.visibleCells.map(ObjectIdentifier.init))
        }
        // Scrolling through 1000 items made no more cells than two screens' worth.
        #expect(liveCells.count <= 20)
        view.scroll(to: 990)
        #expect(view.labelsByPath[path(0, 999)] == "item 999")
        #expect(view.visibleCells.allSatisfy { ($0 as? LabelCell)?.reuseCount ?? 0 > 0 }, "cells were reused")
    }

    @Test func scrollingReportsCellsThatAppearAndDisappear() {
        let model = ListModel([Array(0..<6)])
        let view = model.makeView(height: 2)
        model.events.removeAll()
        view.scroll(to: 3)
        #expect(model.events.sorted() == ["display 0.3 item 3", "display 0.4 item 4", "end 0.0 item 0", "end 0.1 item 1"])
    }

    @Test func theOffsetIsClampedToTheContent() {
        let model = ListModel([Array(0..<6)])
        let view = model.makeView(height: 4)
        view.scroll(to: 100)
        #expect(view.contentOffset == 2)
        view.scroll(to: -5)
        #expect(view.contentOffset == 0)
        #expect(view.maximumContentOffset == 2)
    }

    @Test func scrollToItemBringsItOnScreen() {
        let model = ListModel([Array(0..<50)])
        let view = model.makeView(height: 5)
        view.scrollToItem(at: path(0, 30))
        #expect(view.contentOffset == 26)
        view.scrollToItem(at: path(0, 10), at: .top)
        #expect(view.contentOffset == 10)
        view.scrollToItem(at: path(0, 20), at: .center)
        #expect(view.contentOffset == 18)
        view.scrollToItem(at: path(0, 99))
        #expect(view.contentOffset == 18)
    }

    @Test func framesFollowInsetsSpacingHeadersAndFooters() {
        let model = ListModel([[0, 1], [2]])
        model.inset = ListEdgeInsets(top: 1, left: 2, bottom: 1, right: 3)
        model.spacing = 1
        model.headerHeight = 1
        model.footerHeight = 2
        model.heights[1] = 3
        let view = model.makeView(width: 30)
        // Section 0: header 0, inset 1, item 0 at 2, spacing, item 1 at 4 (3 lines), inset, footer 8-9.
        #expect(view.frameForItem(at: path(0, 0)) == ListRect(x: 2, y: 2, width: 25, height: 1))
        #expect(view.frameForItem(at: path(0, 1)) == ListRect(x: 2, y: 4, width: 25, height: 3))
        // Section 1 starts at 10: header 10, inset 11, item 12.
        #expect(view.frameForItem(at: path(1, 0)) == ListRect(x: 2, y: 12, width: 25, height: 1))
        #expect(view.contentHeight == 10 + 1 + 1 + 1 + 1 + 2)
        #expect(view.frameForItem(at: path(2, 0)) == nil)
    }

    @Test func aReloadedItemGetsAFreshCellAndTheOthersKeepTheirs() throws {
        let model = ListModel([[0, 1, 2]])
        let view = model.makeView()
        let kept = view.cellForItem(at: path(0, 0))
        model.sections[0].items[1] = 7
        model.events.removeAll()
        try view.reloadItems(at: [path(0, 1)])
        #expect(view.cellForItem(at: path(0, 0)) === kept)
        #expect(view.labelsByPath[path(0, 1)] == "item 7")
        #expect(model.events == ["end 0.1 item 1", "display 0.1 item 7"])
        #expect(view.appliedUpdates.last == .batch({
            var batch = CollectionViewBatchUpdate()
            batch.reloadItems(at: [path(0, 1)])
            return batch
        }()))
    }

    @Test func aReloadedItemTakesItsNewHeight() throws {
        let model = ListModel([[0, 1, 2]])
        let view = model.makeView()
        model.heights[1] = 4
        try view.reloadItems(at: [path(0, 1)])
        #expect(view.frameForItem(at: path(0, 2))?.y == 5)
        #expect(view.contentHeight == 6)
    }

    @Test func reloadDataEndsEveryCellAndIsRecorded() {
        let model = ListModel([[0, 1]])
        let view = model.makeView()
        view.selectItem(at: path(0, 1))
        model.events.removeAll()
        model.sections[0].items = [5]
        view.reloadData()
        #expect(model.events == ["end 0.0 item 0", "end 0.1 item 1", "display 0.0 item 5"])
        #expect(view.indexPathsForSelectedItems.isEmpty)
        #expect(view.appliedUpdates == [.reloadData])
        view.clearAppliedUpdates()
        #expect(view.appliedUpdates.isEmpty)
    }

    @Test func userSelectionMakesUIKitsDelegateCalls() {
        let model = ListModel([[0, 1, 2]])
        let view = model.makeView()
        #expect(view.performUserSelection(at: path(0, 1)))
        #expect(model.events.suffix(3) == ["highlight 0.1", "select 0.1", "unhighlight 0.1"])
        model.events.removeAll()
        view.performUserSelection(at: path(0, 2))
        #expect(model.events == ["highlight 0.2", "deselect 0.1", "select 0.2", "unhighlight 0.2"])
        #expect(view.indexPathsForSelectedItems == [path(0, 2)])
        #expect(view.cellForItem(at: path(0, 2))?.isSelected == true)
        #expect(view.cellForItem(at: path(0, 1))?.isSelected == false)
    }

    @Test func theDelegateCanRefuseASelection() {
        let model = ListModel([[0, 1]])
        model.selectable = { $0.item != 0 }
        let view = model.makeView()
        #expect(!view.performUserSelection(at: path(0, 0)))
        #expect(view.indexPathsForSelectedItems.isEmpty)
        view.allowsSelection = false
        #expect(!view.performUserSelection(at: path(0, 1)))
    }

    @Test func multipleSelectionTogglesItems() {
        let model = ListModel([[0, 1]])
        let view = model.makeView()
        view.allowsMultipleSelection = true
        view.performUserSelection(at: path(0, 0))
        view.performUserSelection(at: path(0, 1))
        #expect(view.indexPathsForSelectedItems == [path(0, 0), path(0, 1)])
        #expect(!view.performUserSelection(at: path(0, 0)))
        #expect(view.indexPathsForSelectedItems == [path(0, 1)])
    }

    @Test func theSelectionFollowsMovedItemsAndDropsDeletedOnes() throws {
        let model = ListModel([[0, 1, 2, 3]])
        let view = model.makeView()
        view.allowsMultipleSelection = true
        view.selectItem(at: path(0, 1))
        view.selectItem(at: path(0, 3))
        model.sections[0].items = [3, 0, 2]
        try view.performBatchUpdates { batch in
            batch.moveItem(at: path(0, 3), to: path(0, 0))
            batch.deleteItems(at: [path(0, 1)])
        }
        #expect(view.indexPathsForSelectedItems == [path(0, 0)])
        #expect(view.cellForItem(at: path(0, 0))?.isSelected == true)
    }

    @Test func headersAndFootersAreDisplayedAndFollowTheirSection() throws {
        let model = ListModel([[0], [1]])
        model.headerHeight = 1
        model.footerHeight = 1
        let view = model.makeView()
        #expect(model.events.filter { $0.hasPrefix("display header") || $0.hasPrefix("display footer") }.count == 4)
        model.events.removeAll()
        model.sections.remove(at: 0)
        try view.deleteSections([0])
        #expect(model.events.sorted() == ["end 0.0 item 0", "end footer 0", "end header 0"])
        let header = view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: path(0, 0))
        #expect((header as? TitleView)?.title == "header 1")
    }

    @Test func cellQueriesDuringDequeueAnswerNil() {
        final class Probe: ListModel {
            var seen: [CollectionViewCell?] = []
            override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                seen.append(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
                return super.collectionView(collectionView, cellForItemAt: indexPath)
            }
        }
        let model = Probe([[0, 1]])
        _ = model.makeView()
        #expect(model.seen.count == 2)
        #expect(model.seen.allSatisfy { $0 == nil })
    }

    @Test func aViewThatHasNotLoadedLoadsInsteadOfValidatingABatch() throws {
        let model = ListModel([[0]])
        let view = CollectionView(width: 10)
        view.dataSource = model
        model.sections[0].items = [0, 1]
        try view.insertItems(at: [path(0, 1)])
        #expect(view.appliedUpdates == [.reloadData])
        #expect(view.numberOfItems(inSection: 0) == 2)
    }
}

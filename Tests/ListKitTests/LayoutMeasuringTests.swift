import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// The layout measures an item (asks the delegate for its size) when it first lays it out, when
/// it is inserted or reloaded, and when the layout is invalidated; placing it on screen, scrolling
/// and asking for its frame use the size it stored.
@MainActor
@Suite struct LayoutMeasuringTests {
    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func scrollingAndFrameQueriesDoNotMeasureItemsAgain() {
        let model = ListModel([Array(0..<100), Array(100..<300)])
        let view = model.makeView(height: 5)
        view.layoutIfNeeded()
        #expect(model.sizeRequests == 300)
        model.sizeRequests = 0
        for offset in stride(from: 0, to: 300, by: 3) { view.scroll(to: offset) }
        _ = view.frameForItem(at: path(1, 150))
        view.scrollToItem(at: path(0, 40), at: .center)
        _ = view.renderText()
        #expect(model.sizeRequests == 0)
    }

    @Test func aReloadMeasuresOnlyTheReloadedItem() throws {
        let model = ListModel([Array(0..<100)])
        let view = model.makeView(height: 10)
        view.layoutIfNeeded()
        model.sizeRequests = 0
        try view.reloadItems(at: [path(0, 3)])
        #expect(model.sizeRequests == 1)
        model.sections[0].items.insert(500, at: 0)
        try view.insertItems(at: [path(0, 0)])
        #expect(model.sizeRequests == 2)
    }

    @Test func theWidthAnItemAskedForLastsUntilItIsMeasuredAgain() throws {
        let model = ListModel([[0, 1, 2]])
        model.itemWidth = 5
        let view = model.makeView(width: 20, height: 10)
        #expect(view.frameForItem(at: path(0, 1))?.width == 5)
        model.itemWidth = 8
        #expect(view.frameForItem(at: path(0, 1))?.width == 5)
        try view.reloadItems(at: [path(0, 1)])
        #expect(view.frameForItem(at: path(0, 1))?.width == 8)
        #expect(view.frameForItem(at: path(0, 0))?.width == 5)
        #expect(view.cellForItem(at: path(0, 0))?.frame.width == 5)
        view.invalidateLayout()
        #expect(view.frameForItem(at: path(0, 0))?.width == 8)
        #expect(view.cellForItem(at: path(0, 0))?.frame.width == 8)
    }

    @Test func aMovedItemKeepsItsMeasuredWidth() throws {
        let model = ListModel([[0, 1, 2]])
        model.itemWidth = 5
        let view = model.makeView(width: 20, height: 10)
        model.itemWidth = 8
        model.sections[0].items = [2, 0, 1]
        try view.moveItem(at: path(0, 2), to: path(0, 0))
        #expect(view.frameForItem(at: path(0, 0))?.width == 5)
        model.sizeRequests = 0
        try view.performBatchUpdates { _ in }
        #expect(model.sizeRequests == 0)
    }

    @Test func aNewContainerWidthMeasuresItemsAgain() {
        let model = ListModel([[0, 1]])
        let view = model.makeView(width: 20, height: 10)
        #expect(view.frameForItem(at: path(0, 1))?.width == 20)
        view.width = 30
        #expect(view.frameForItem(at: path(0, 1))?.width == 30)
        #expect(view.cellForItem(at: path(0, 1))?.frame.width == 30)
    }

    @Test func withoutALayoutDelegateItemsAreAsWideAsTheView() {
        let model = ListModel([[0, 1]])
        let view = CollectionView(width: 12, height: 5)
        view.dataSource = model
        #expect(view.frameForItem(at: path(0, 0)) == ListRect(x: 0, y: 0, width: 12, height: 1))
        view.width = 7
        #expect(view.frameForItem(at: path(0, 1)) == ListRect(x: 0, y: 1, width: 7, height: 1))
    }
}

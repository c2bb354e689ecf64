import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

@MainActor
@Suite struct BackReferenceTests {
    @Test func addingAChildThatBelongsElsewhereDetachesItFirst() {
        let item = LabelItem("x")
        let first = ItemBunch(item: item)
        let second = ItemBunch()
        second.addItem(item)
        #expect(first.items.isEmpty)
        #expect(item.associatedBunch === second)
        let section = Section()
        section.addItemBunch(first)
        let other = Section()
        other.insertItemBunch(first, at: 0)
        #expect(section.itemBunches.isEmpty && first.associatedSection === other)
        let manager = makeManager()
        manager.addSection(section)
        let otherManager = makeManager()
        otherManager.addSection(section)
        #expect(manager.sections.isEmpty && section.associatedManager === otherManager)
    }

    @Test func removingAChildClearsItsReference() {
        let item = LabelItem("x")
        let bunch = ItemBunch(item: item)
        bunch.removeItem(item)
        #expect(item.associatedBunch == nil && item.index == nil)
        let section = Section()
        section.addItemBunch(bunch)
        section.removeAllItemBunches()
        #expect(bunch.associatedSection == nil && bunch.index == nil)
        // Removing from the wrong parent does nothing.
        let stranger = ItemBunch()
        let kept = LabelItem("k")
        bunch.addItem(kept)
        stranger.removeItem(kept)
        #expect(kept.associatedBunch === bunch)
    }

    @Test func indexesStayRightThroughInsertsAndRemovals() {
        let bunch = ItemBunch()
        var model: [Item] = []
        var rng = SplitMix64(seed: 5)
        for step in 0..<400 {
            if model.isEmpty || Bool.random(using: &rng) {
                let item = LabelItem("\(step)")
                let index = Int.random(in: 0...model.count, using: &rng)
                bunch.insertItem(item, at: index)
                model.insert(item, at: index)
            } else {
                let index = Int.random(in: 0..<model.count, using: &rng)
                bunch.removeItem(model.remove(at: index))
            }
            if let probe = model.randomElement(using: &rng) {
                #expect(probe.index == model.firstIndex { $0 === probe }, "step \(step)")
            }
        }
        #expect(bunch.items.map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
    }

    @Test func insertAboveFallsBackToTheEnd() {
        let section = Section()
        let a = ItemBunch(), b = ItemBunch(), c = ItemBunch()
        section.addItemBunch(a)
        section.insertItemBunch(b, above: a)
        section.insertItemBunch(c, above: ItemBunch())
        #expect(section.itemBunches.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        let manager = makeManager()
        let s1 = Section(), s2 = Section()
        manager.addSection(s1)
        manager.insertSection(s2, above: s1)
        #expect(s2.index == 0 && s1.index == 1)
    }

    @Test func detachedChildrenReloadNothingAndReportFalse() {
        var results: [Bool] = []
        let item = LabelItem("x")
        item.reload { results.append($0) }
        let bunch = ItemBunch(item: item)
        item.reload { results.append($0) }
        bunch.reload { results.append($0) }
        let section = Section()
        section.addItemBunch(bunch)
        section.reload { results.append($0) }
        #expect(results == [false, false, false, false])
    }

    @Test func droppingTheManagerAndItsAdapterFreesTheWholeTree() {
        weak var weakItem: Item?
        weak var weakBunch: ItemBunch?
        weak var weakSection: Section?
        weak var weakManager: AdapterManager?
        do {
            let manager = makeManager()
            let item = LabelItem("x")
            item.selectBlock = { $0.reload() }
            let bunch = ItemBunch(item: item)
            let section = Section(header: "H")
            section.addItemBunch(bunch)
            manager.addSection(section)
            manager.reload()
            _ = manager.text
            weakItem = item
            weakBunch = bunch
            weakSection = section
            weakManager = manager
        }
        #expect(weakManager == nil)
        #expect(weakSection == nil)
        #expect(weakBunch == nil)
        #expect(weakItem == nil)
    }
}

@MainActor
@Suite struct HeaderFooterTests {
    func setUp() -> (AdapterManager, Section, [ItemBunch]) {
        let manager = makeManager()
        let section = Section(header: "Head", footer: "Foot")
        let bunches = (0..<3).map { ItemBunch(items: labels("b\($0).", 1)) }
        bunches.forEach(section.addItemBunch)
        manager.addSection(section)
        manager.reload()
        return (manager, section, bunches)
    }

    @Test func theHeaderRidesOnTheFirstBunchAndTheFooterOnTheLast() {
        let (manager, _, _) = setUp()
        #expect(manager.text == "Head\nb0.0\nb1.0\nb2.0\nFoot")
    }

    @Test func removingTheFirstAndLastBunchesMovesHeaderAndFooter() {
        let (manager, section, bunches) = setUp()
        section.removeItemBunch(bunches[0])
        section.removeItemBunch(bunches[2])
        section.reload()
        #expect(manager.text == "Head\nb1.0\nFoot")
    }

    @Test func addingBunchesAtBothEndsMovesHeaderAndFooter() {
        let (manager, section, _) = setUp()
        section.insertItemBunch(ItemBunch(items: labels("n", 1)), at: 0)
        section.addItemBunch(ItemBunch(items: labels("z", 1)))
        section.reload()
        #expect(manager.text == "Head\nn0\nb0.0\nb1.0\nb2.0\nz0\nFoot")
    }

    @Test func reorderingBunchesKeepsHeaderFirstAndFooterLast() {
        let (manager, section, bunches) = setUp()
        section.addItemBunch(bunches[0])   // moves the first bunch to the end
        section.reload()
        #expect(manager.text == "Head\nb1.0\nb2.0\nb0.0\nFoot")
    }

    @Test func anEmptiedSectionShowsNothing() {
        let (manager, section, _) = setUp()
        section.removeAllItemBunches()
        section.reload()
        #expect(manager.text == "")
    }

    @Test func changingTheHeaderShowsAtTheNextReload() {
        let (manager, section, _) = setUp()
        section.headerConfiguration = .title("New head")
        section.footerConfiguration = nil
        section.reload()
        #expect(manager.text == "New head\nb0.0\nb1.0\nb2.0")
    }
}

@MainActor
@Suite struct CellMappingTests {
    final class Plain: Item {}
    final class Other: Item {}
    final class OtherCell: TypedItemCell<Other> {
        override func renderItem(in context: RenderContext) -> [String] { ["other"] }
    }

    @Test func anItemWithoutACellShowsAPlaceholderAndIsReportedOnce() {
        let manager = makeManager()
        var reports: [FormDiagnostic] = []
        manager.diagnosticHandler = { reports.append($0) }
        let section = Section()
        section.addItemBunch(ItemBunch(items: [Plain(), Plain()]))
        manager.addSection(section)
        manager.reload()
        #expect(manager.text == "⚠ no cell for Plain\n⚠ no cell for Plain")
        #expect(reports == [.missingCell(itemType: "Plain")])
    }

    @Test func aCellRegisteredForTheWrongTypeShowsAPlaceholder() {
        let manager = makeManager()
        var reports: [FormDiagnostic] = []
        manager.diagnosticHandler = { reports.append($0) }
        manager.register(Plain.self, cell: OtherCell.self)
        manager.register(Other.self, cell: OtherCell.self)
        let section = Section()
        section.addItemBunch(ItemBunch(items: [Plain(), Other()]))
        manager.addSection(section)
        manager.reload()
        #expect(manager.text == "⚠ OtherCell cannot show Plain\nother")
        #expect(reports == [.cellMismatch(cellType: "OtherCell", itemType: "Plain")])
    }
}

@MainActor
@Suite struct ManagerTests {
    @Test func itemsAreFoundByKeyInFormOrder() {
        let manager = makeManager()
        let section = Section()
        section.addItemBunch(ItemBunch(items: [LabelItem("a", key: "first"), LabelItem("b", key: "dup")]))
        section.addItemBunch(ItemBunch(items: [LabelItem("c", key: "dup")]))
        manager.addSection(section)
        #expect((manager.item(forKey: "dup") as? LabelItem)?.title == "b")
        #expect(manager.item(forKey: "missing") == nil)
        #expect(manager.allItems.count == 3)
    }

    @Test func theEmptyViewShowsWhenNothingIsShown() {
        final class Empty: CollectionReusableView {
            override func render(in context: RenderContext) -> [String] { ["Nothing to show"] }
        }
        let manager = makeManager()
        manager.emptyView = Empty()
        manager.reload()
        #expect(manager.text == "Nothing to show")
        let section = Section()
        section.addItemBunch(ItemBunch(item: LabelItem("row")))
        manager.addSection(section)
        manager.reload()
        #expect(manager.text == "row")
        manager.removeAll()
        manager.reload()
        #expect(manager.text == "Nothing to show")
    }
}

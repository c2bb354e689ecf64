import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// Sections whose header, footer, inset and spacing follow their identifier (not their index), and
/// items whose heights follow theirs, as a data source and layout delegate.
@MainActor
final class IdentityLayoutModel: CollectionViewDataSource, CollectionViewLayoutDelegate {
    var sections: [ListModel.Section]
    var metricsDependOnSectionIndex: Bool

    init(_ sections: [ListModel.Section], metricsDependOnSectionIndex: Bool) {
        self.sections = sections
        self.metricsDependOnSectionIndex = metricsDependOnSectionIndex
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].items.count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(of: LabelCell.self, for: indexPath)
        cell.label = "item \(sections[indexPath.section].items[indexPath.item])"
        return cell
    }
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> ListSize {
        let identifier = sections[indexPath.section].items[indexPath.item]
        return ListSize(width: 5 + identifier % 7, height: identifier % 4)
    }
    func collectionView(_ collectionView: CollectionView, insetForSectionAt section: Int) -> ListEdgeInsets {
        let identifier = sections[section].identifier
        return ListEdgeInsets(top: identifier % 2, left: identifier % 3, bottom: identifier % 5 == 0 ? 1 : 0, right: 0)
    }
    func collectionView(_ collectionView: CollectionView, minimumLineSpacingForSectionAt section: Int) -> Int {
        sections[section].identifier % 2
    }
    func collectionView(_ collectionView: CollectionView, heightForHeaderInSection section: Int) -> Int {
        sections[section].identifier % 3
    }
    func collectionView(_ collectionView: CollectionView, heightForFooterInSection section: Int) -> Int {
        sections[section].identifier % 4 == 1 ? 2 : 0
    }
}

/// A batch updates the layout in place (sections spliced, heights edited one by one); the result
/// must be the layout the view would build from scratch.
@MainActor
@Suite struct BatchLayoutPropertyTests {
    /// Every item frame, section top and section metric equals a fresh layout's.
    func expectSameLayoutAsFresh(_ view: CollectionView, _ model: IdentityLayoutModel, _ context: String) {
        let fresh = CollectionView(width: view.width)
        fresh.dataSource = model
        fresh.layoutDelegate = model
        fresh.layoutIfNeeded()
        #expect(view.contentHeight == fresh.contentHeight, "\(context)")
        #expect(view.layout.sectionCount == fresh.layout.sectionCount, "\(context)")
        guard view.layout.sectionCount == fresh.layout.sectionCount else { return }
        #expect(view.layout.sectionHeights.elements == fresh.layout.sectionHeights.elements, "\(context)")
        var mismatches = 0
        for section in 0..<fresh.layout.sectionCount {
            let mine = view.layout.sections[section]
            let theirs = fresh.layout.sections[section]
            if mine.headerHeight != theirs.headerHeight || mine.footerHeight != theirs.footerHeight || mine.inset != theirs.inset
                || mine.spacing != theirs.spacing || mine.items.elements != theirs.items.elements
                || mine.items.payloads != theirs.items.payloads || view.layout.sectionTop(section) != fresh.layout.sectionTop(section) {
                mismatches += 1
                Issue.record("\(context): section \(section) differs from a fresh layout")
            }
            for item in 0..<theirs.itemCount where mismatches < 3 {
                let path = IndexPath(item: item, section: section)
                if view.frameForItem(at: path) != fresh.frameForItem(at: path) {
                    mismatches += 1
                    let mine = String(describing: view.frameForItem(at: path))
                    let theirs = String(describing: fresh.frameForItem(at: path))
                    Issue.record("\(context): item \(path) at \(mine), fresh \(theirs)")
                }
            }
            if mismatches >= 3 { return }
        }
    }

    @Test(arguments: [(false, true), (false, false), (true, true), (true, false)])
    func batchesLeaveTheLayoutAFreshLayoutWouldHave(metricsDependOnSectionIndex: Bool, checksEverySection: Bool) throws {
        for seed in UInt64(1)...24 {
            var rng = SplitMix64(seed: seed &* 104_729)
            var next = 100_000
            // Enough sections for the height sequence to be a tree, some with enough items for theirs.
            let sectionCount = seed % 3 == 0 ? Int.random(in: 0...8, using: &rng) : Int.random(in: 70...160, using: &rng)
            let sections = (0..<sectionCount).map { section in
                let itemCount = Int.random(in: 0..<10, using: &rng) == 0 ? Int.random(in: 65...150, using: &rng)
                    : Int.random(in: 0...6, using: &rng)
                return ListModel.Section(identifier: section, items: (0..<itemCount).map { section * 1000 + $0 })
            }
            let model = IdentityLayoutModel(sections, metricsDependOnSectionIndex: metricsDependOnSectionIndex)
            let view = CollectionView(width: 30, height: 20)
            view.dataSource = model
            view.layoutDelegate = model
            view.checksEverySectionOnUpdate = checksEverySection
            view.layoutIfNeeded()
            view.scroll(to: view.maximumContentOffset / 2)
            for step in 0..<5 {
                let (newSections, batch) = BatchUpdatePropertyTests.randomEdit(of: model.sections, nextIdentifier: &next, using: &rng)
                model.sections = newSections
                do {
                    try view.performBatchUpdates(batch)
                } catch {
                    Issue.record("seed \(seed) step \(step): rejected \(batch): \(error)")
                    return
                }
                expectSameLayoutAsFresh(view, model, "seed \(seed) step \(step)")
                #expect(view._checkInvariants() == [], "seed \(seed) step \(step)")
                for path in view.indexPathsForVisibleItems {
                    #expect((view.cellForItem(at: path) as? LabelCell)?.label
                            == "item \(model.sections[path.section].items[path.item])", "seed \(seed) step \(step) \(path)")
                }
            }
        }
    }

    /// Many section changes at once in a long list (the adapter's shape: one item per section).
    @Test func aLargeSectionBatchMatchesAFreshLayout() throws {
        var rng = SplitMix64(seed: 77)
        let model = IdentityLayoutModel((0..<3000).map { ListModel.Section(identifier: $0, items: [$0 * 10]) },
                                        metricsDependOnSectionIndex: false)
        let view = CollectionView(width: 40, height: 30)
        view.dataSource = model
        view.layoutDelegate = model
        view.layoutIfNeeded()
        view.scroll(to: view.maximumContentOffset / 3)
        var next = 10_000
        for step in 0..<3 {
            let old = model.sections
            var new = old.filter { _ in Int.random(in: 0..<60, using: &rng) != 0 }
            for _ in 0..<50 {
                new.insert(ListModel.Section(identifier: next, items: [next * 10]), at: Int.random(in: 0...new.count, using: &rng))
                next += 1
            }
            for _ in 0..<10 {
                let moved = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
                new.insert(moved, at: Int.random(in: 0...new.count, using: &rng))
            }
            let sectionChanges = SectionChanges(from: old, to: new)
            var batch = sectionChanges.batch
            batch.reloadSections(IndexSet(sectionChanges.reloadable.shuffled(using: &rng).prefix(20)))
            model.sections = new
            try view.performBatchUpdates(batch)
            expectSameLayoutAsFresh(view, model, "step \(step)")
            #expect(view._checkInvariants() == [], "step \(step)")
        }
    }
}

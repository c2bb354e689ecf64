import Foundation
import ListDiffKit
@testable import ListKit
import Testing
@testable import FormKit

/// Random forms edited by random sequences of adds, removals, moves, hides and shows of sections,
/// bunches and items, with reloads at random levels in between: every batch is accepted, the view
/// stays consistent with its data source, and after a manager reload the screen shows exactly the
/// visible items of the visible bunches of the visible sections, in order (a manager reload
/// re-snapshots only the sections that changed, so this checks that nothing is missed).
@MainActor
@Suite struct HiddenTreePropertyTests {
    /// The text the form must render as: the visible tree, headers riding on the first shown bunch
    /// of a section and footers on the last.
    func expectedText(_ manager: AdapterManager) -> String {
        var lines: [String] = []
        for section in manager.sections where !section.isHidden {
            let bunches = section.itemBunches.filter { !$0.isHidden }
            guard !bunches.isEmpty else { continue }
            if let header = section.headerTitle { lines.append(header) }
            for bunch in bunches {
                lines += bunch.items.filter { !$0.isHidden }.map { ($0 as! LabelItem).title }
            }
            if let footer = section.footerTitle { lines.append(footer) }
        }
        return lines.joined(separator: "\n")
    }

    @Test func randomHidesShowsAndEditsWithReloadsShowExactlyTheVisibleTree() {
        for seed in UInt64(1)...150 {
            var rng = SplitMix64(seed: seed)
            let manager = makeManager(width: 20, height: Bool.random(using: &rng) ? nil : 6)
            var counter = 0
            func newItem() -> LabelItem {
                counter += 1
                return LabelItem("i\(counter)")
            }
            func newBunch() -> ItemBunch {
                ItemBunch(items: (0..<Int.random(in: 0...3, using: &rng)).map { _ in newItem() })
            }
            func newSection() -> Section {
                counter += 1
                let section = Section(header: Bool.random(using: &rng) ? "H\(counter)" : nil,
                                      footer: Bool.random(using: &rng) ? "F\(counter)" : nil)
                for _ in 0..<Int.random(in: 0...4, using: &rng) { section.addItemBunch(newBunch()) }
                return section
            }
            for _ in 0..<Int.random(in: 1...4, using: &rng) { manager.addSection(newSection()) }
            manager.reload()
            #expect(manager.text == expectedText(manager), "seed \(seed) first reload")
            var removedSections: [Section] = []
            var removedBunches: [ItemBunch] = []
            let allBunches = { manager.sections.flatMap(\.itemBunches) }
            let allItems = { allBunches().flatMap(\.items) }

            for step in 0..<16 {
                let context = "seed \(seed) step \(step)"
                let edits = {
                    for _ in 0..<Int.random(in: 1...4, using: &rng) {
                        switch Int.random(in: 0..<14, using: &rng) {
                        case 0:
                            let section = removedSections.popLast() ?? newSection()
                            manager.insertSection(section, at: Int.random(in: 0...manager.sections.count, using: &rng))
                        case 1:
                            if let section = manager.sections.randomElement(using: &rng) {
                                manager.removeSection(section)
                                if Bool.random(using: &rng) { removedSections.append(section) }
                            }
                        case 2, 3:
                            // Hide or show a section (setting the flag reloads it at once once shown).
                            if let section = manager.sections.randomElement(using: &rng) { section.isHidden.toggle() }
                        case 4:
                            if let section = manager.sections.randomElement(using: &rng) {
                                let bunch = removedBunches.popLast() ?? newBunch()
                                section.insertItemBunch(bunch, at: Int.random(in: 0...section.itemBunches.count, using: &rng))
                            }
                        case 5:
                            if let bunch = allBunches().randomElement(using: &rng) {
                                bunch.associatedSection?.removeItemBunch(bunch)
                                if Bool.random(using: &rng) { removedBunches.append(bunch) }
                            }
                        case 6:
                            // Move a bunch to another (or the same) section.
                            if let bunch = allBunches().randomElement(using: &rng),
                               let section = manager.sections.randomElement(using: &rng) {
                                section.insertItemBunch(bunch, at: Int.random(in: 0...section.itemBunches.count, using: &rng))
                            }
                        case 7, 8:
                            // Hide or show a bunch.
                            if let bunch = allBunches().randomElement(using: &rng) { bunch.isHidden.toggle() }
                        case 9:
                            if let bunch = allBunches().randomElement(using: &rng) {
                                bunch.insertItem(newItem(), at: Int.random(in: 0...bunch.items.count, using: &rng))
                            }
                        case 10:
                            if let item = allItems().randomElement(using: &rng) { item.associatedBunch?.removeItem(item) }
                        case 11:
                            if let item = allItems().randomElement(using: &rng) { item.isHidden.toggle() }
                        case 12:
                            if let section = manager.sections.randomElement(using: &rng) {
                                counter += 1
                                section.headerConfiguration = Bool.random(using: &rng) ? .title("H\(counter)") : nil
                            }
                        default:
                            if let item = allItems().randomElement(using: &rng) as? LabelItem {
                                counter += 1
                                item.title = "i\(counter)"
                            }
                        }
                    }
                    // Reloads at random levels.
                    for _ in 0..<Int.random(in: 0...3, using: &rng) {
                        switch Int.random(in: 0..<4, using: &rng) {
                        case 0: allItems().randomElement(using: &rng)?.reload()
                        case 1: allBunches().randomElement(using: &rng)?.reload()
                        case 2: manager.sections.randomElement(using: &rng)?.reload()
                        default: manager.reload()
                        }
                    }
                }
                if Int.random(in: 0..<4, using: &rng) == 0 { manager.performBatchUpdates(edits) } else { edits() }
                manager._checkInvariants()
                let collectionView = manager.collectionView
                #expect(collectionView.layout.sections.map(\.items.elements)
                    == collectionView.buildLayout().sections.map(\.items.elements), "\(context)")
                if Bool.random(using: &rng) {
                    manager.reload()
                    #expect(manager.text == expectedText(manager), "\(context)")
                    #expect(manager.changedBunches.isEmpty, "\(context)")
                }
            }
            manager.reload()
            #expect(manager.text == expectedText(manager), "seed \(seed) final")
            // A second reload with nothing changed shows the same.
            manager.reload()
            #expect(manager.text == expectedText(manager), "seed \(seed) final, reloaded again")
        }
    }
}

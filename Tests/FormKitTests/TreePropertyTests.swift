import Foundation
import ListDiffKit
@testable import ListKit
import Testing
@testable import FormKit

/// Random trees edited by random sequences of adds, inserts, removals, moves between parents,
/// property changes and reloads at random levels, sometimes grouped: every batch is accepted, the
/// view stays consistent with its data source after every step, every back-reference and index is
/// right, and after a manager reload the screen shows exactly the tree.
@MainActor
@Suite struct TreePropertyTests {
    /// The text the tree must render as (headers ride on first bunches, footers on last ones).
    func expectedText(_ manager: AdapterManager) -> String {
        var lines: [String] = []
        for section in manager.sections where !section.itemBunches.isEmpty {
            if let header = section.headerTitle { lines.append(header) }
            for bunch in section.itemBunches {
                lines += bunch.items.map { ($0 as! LabelItem).title }
            }
            if let footer = section.footerTitle { lines.append(footer) }
        }
        return lines.joined(separator: "\n")
    }

    func checkReferences(_ manager: AdapterManager, _ context: String) {
        for (sectionIndex, section) in manager.sections.enumerated() {
            #expect(section.associatedManager === manager && section.index == sectionIndex, "\(context)")
            for (bunchIndex, bunch) in section.itemBunches.enumerated() {
                #expect(bunch.associatedSection === section && bunch.index == bunchIndex, "\(context)")
                for (itemIndex, item) in bunch.items.enumerated() {
                    #expect(item.associatedBunch === bunch && item.index == itemIndex, "\(context)")
                }
            }
        }
    }

    @Test func randomEditsAndReloadsKeepTheScreenTrue() {
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(seed: seed)
            let manager = makeManager(width: 20, height: Bool.random(using: &rng) ? nil : 5)
            var counter = 0
            func newItem() -> LabelItem {
                counter += 1
                return LabelItem("i\(counter)")
            }
            func newBunch() -> ItemBunch { ItemBunch(items: (0..<Int.random(in: 0...3, using: &rng)).map { _ in newItem() }) }
            func newSection() -> Section {
                counter += 1
                let section = Section(header: Bool.random(using: &rng) ? "H\(counter)" : nil,
                                      footer: Bool.random(using: &rng) ? "F\(counter)" : nil)
                for _ in 0..<Int.random(in: 0...3, using: &rng) { section.addItemBunch(newBunch()) }
                return section
            }
            for _ in 0..<Int.random(in: 1...3, using: &rng) { manager.addSection(newSection()) }
            manager.reload()
            var removedSections: [Section] = []
            let allBunches = { manager.sections.flatMap(\.itemBunches) }
            let allItems = { allBunches().flatMap(\.items) }

            for step in 0..<12 {
                let context = "seed \(seed) step \(step)"
                let edits = {
                    for _ in 0..<Int.random(in: 1...4, using: &rng) {
                        switch Int.random(in: 0..<10, using: &rng) {
                        case 0:
                            // A new section, or one removed before coming back.
                            let section = removedSections.popLast() ?? newSection()
                            manager.insertSection(section, at: Int.random(in: 0...manager.sections.count, using: &rng))
                        case 1:
                            if let section = manager.sections.randomElement(using: &rng) {
                                manager.removeSection(section)
                                if Bool.random(using: &rng) { removedSections.append(section) }
                            }
                        case 2:
                            if let section = manager.sections.randomElement(using: &rng) {
                                section.insertItemBunch(newBunch(), at: Int.random(in: 0...section.itemBunches.count, using: &rng))
                            }
                        case 3:
                            // Move a bunch to another (or the same) section.
                            if let bunch = allBunches().randomElement(using: &rng), let section = manager.sections.randomElement(using: &rng) {
                                section.insertItemBunch(bunch, at: Int.random(in: 0...section.itemBunches.count, using: &rng))
                            }
                        case 4:
                            if let bunch = allBunches().randomElement(using: &rng) { bunch.associatedSection?.removeItemBunch(bunch) }
                        case 5:
                            if let bunch = allBunches().randomElement(using: &rng) {
                                bunch.insertItem(newItem(), at: Int.random(in: 0...bunch.items.count, using: &rng))
                            }
                        case 6:
                            // Move an item to another (or the same) bunch.
                            if let item = allItems().randomElement(using: &rng), let bunch = allBunches().randomElement(using: &rng) {
                                bunch.insertItem(item, at: Int.random(in: 0...bunch.items.count, using: &rng))
                            }
                        case 7:
                            if let item = allItems().randomElement(using: &rng) { item.associatedBunch?.removeItem(item) }
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
                if Bool.random(using: &rng) { manager.performBatchUpdates(edits) } else { edits() }
                // The view agrees with its data source (every batch was accepted: the strict
                // adapter fails the test otherwise).
                let collectionView = manager.collectionView
                #expect(collectionView.layout.sections.map(\.items.elements)
                    == collectionView.buildLayout().sections.map(\.items.elements), "\(context)")
                checkReferences(manager, context)
                manager._checkInvariants()
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    manager.reload()
                    #expect(manager.text == expectedText(manager), "\(context)")
                }
            }
            manager.reload()
            #expect(manager.text == expectedText(manager), "seed \(seed) final")
        }
    }
}

extension Section {
    var headerTitle: String? { title(headerConfiguration) }
    var footerTitle: String? { title(footerConfiguration) }

    func title(_ configuration: SupplementaryConfiguration?) -> String? {
        guard let configuration else { return nil }
        let view = SectionTitleView()
        configuration.configure(self, view)
        return view.text
    }
}

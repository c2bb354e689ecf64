import Foundation
import ListDiffKit
@testable import ListKit
import Testing
@testable import FormKit

/// Random edits of a form tree for the property tests: a manager, a seeded generator, and the
/// adds, removals, moves, hides, shows and renames a test picks from a table of ``Edit``s.
///
/// Every random choice comes from ``rng``, in a fixed order, so a seed replays the same edits; a
/// test draws its own choices (batching, when to reload) from the same generator.
@MainActor
final class RandomTreeEditor {
    /// One kind of random edit.
    enum Edit {
        /// Inserts a section removed before, or a new one, at a random index.
        case insertSection
        /// Removes a random section; half the time it is kept to come back.
        case removeSection
        /// Hides or shows a random section.
        case hideOrShowSection
        /// Inserts a bunch removed before, or a new one, into a random section.
        case insertBunch
        /// Removes a random bunch; with `mayComeBack`, half the time it is kept to come back.
        case removeBunch(mayComeBack: Bool)
        /// Moves a random bunch to a random index of a random (maybe the same) section.
        case moveBunch
        /// Hides or shows a random bunch.
        case hideOrShowBunch
        /// Inserts a new item into a random bunch.
        case insertItem
        /// Removes a random item.
        case removeItem
        /// Moves a random item to a random index of a random (maybe the same) bunch.
        case moveItem
        /// Hides or shows a random item.
        case hideOrShowItem
        /// Gives a random section a new header title, or none.
        case retitleHeader
        /// Gives a random item a new title.
        case renameItem
    }

    var rng: SplitMix64
    let manager: AdapterManager
    /// How many bunches a new section gets.
    let bunchesPerSection: ClosedRange<Int>
    /// Numbers new titles, so that every title is new.
    private var counter = 0
    private var removedSections: [Section] = []
    private var removedBunches: [ItemBunch] = []

    /// A manager 20 columns wide, unbounded or `boundedHeight` rows high (a coin toss), showing a
    /// random number of new sections (`sections`) of random bunches, reloaded once.
    init(seed: UInt64, boundedHeight: Int, sections: ClosedRange<Int>, bunchesPerSection: ClosedRange<Int>) {
        rng = SplitMix64(seed: seed)
        manager = makeManager(width: 20, height: Bool.random(using: &rng) ? nil : boundedHeight)
        self.bunchesPerSection = bunchesPerSection
        for _ in 0..<Int.random(in: sections, using: &rng) { manager.addSection(newSection()) }
        manager.reload()
    }

    var allBunches: [ItemBunch] { manager.sections.flatMap(\.itemBunches) }
    var allItems: [Item] { allBunches.flatMap(\.items) }

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
        for _ in 0..<Int.random(in: bunchesPerSection, using: &rng) { section.addItemBunch(newBunch()) }
        return section
    }

    /// One to four edits picked from `edits` (each entry as likely as the others), then up to
    /// three reloads at random levels; inside `performBatchUpdates` when `batched`.
    func editAndReload(choosingFrom edits: [Edit], batched: Bool) {
        let body = {
            for _ in 0..<Int.random(in: 1...4, using: &self.rng) {
                self.perform(edits[Int.random(in: 0..<edits.count, using: &self.rng)])
            }
            self.reloadAtRandomLevels()
        }
        if batched { manager.performBatchUpdates(body) } else { body() }
    }

    func perform(_ edit: Edit) {
        switch edit {
        case .insertSection:
            let section = removedSections.popLast() ?? newSection()
            manager.insertSection(section, at: Int.random(in: 0...manager.sections.count, using: &rng))
        case .removeSection:
            if let section = manager.sections.randomElement(using: &rng) {
                manager.removeSection(section)
                if Bool.random(using: &rng) { removedSections.append(section) }
            }
        case .hideOrShowSection:
            // Setting the flag reloads the section at once once shown.
            manager.sections.randomElement(using: &rng)?.isHidden.toggle()
        case .insertBunch:
            if let section = manager.sections.randomElement(using: &rng) {
                let bunch = removedBunches.popLast() ?? newBunch()
                section.insertItemBunch(bunch, at: Int.random(in: 0...section.itemBunches.count, using: &rng))
            }
        case .removeBunch(let mayComeBack):
            if let bunch = allBunches.randomElement(using: &rng) {
                bunch.associatedSection?.removeItemBunch(bunch)
                if mayComeBack && Bool.random(using: &rng) { removedBunches.append(bunch) }
            }
        case .moveBunch:
            if let bunch = allBunches.randomElement(using: &rng), let section = manager.sections.randomElement(using: &rng) {
                section.insertItemBunch(bunch, at: Int.random(in: 0...section.itemBunches.count, using: &rng))
            }
        case .hideOrShowBunch:
            allBunches.randomElement(using: &rng)?.isHidden.toggle()
        case .insertItem:
            if let bunch = allBunches.randomElement(using: &rng) {
                bunch.insertItem(newItem(), at: Int.random(in: 0...bunch.items.count, using: &rng))
            }
        case .removeItem:
            if let item = allItems.randomElement(using: &rng) { item.associatedBunch?.removeItem(item) }
        case .moveItem:
            if let item = allItems.randomElement(using: &rng), let bunch = allBunches.randomElement(using: &rng) {
                bunch.insertItem(item, at: Int.random(in: 0...bunch.items.count, using: &rng))
            }
        case .hideOrShowItem:
            allItems.randomElement(using: &rng)?.isHidden.toggle()
        case .retitleHeader:
            if let section = manager.sections.randomElement(using: &rng) {
                counter += 1
                section.headerConfiguration = Bool.random(using: &rng) ? .title("H\(counter)") : nil
            }
        case .renameItem:
            if let item = allItems.randomElement(using: &rng) as? LabelItem {
                counter += 1
                item.title = "i\(counter)"
            }
        }
    }

    /// Up to three reloads, each of a random item, bunch or section, or of the manager.
    func reloadAtRandomLevels() {
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: allItems.randomElement(using: &rng)?.reload()
            case 1: allBunches.randomElement(using: &rng)?.reload()
            case 2: manager.sections.randomElement(using: &rng)?.reload()
            default: manager.reload()
            }
        }
    }

    /// The text the form must render as: the visible items of the visible bunches of the visible
    /// sections, in order, headers riding on the first shown bunch of a section and footers on the
    /// last (a section with no bunch shown shows neither).
    var expectedText: String {
        var lines: [String] = []
        for section in manager.sections where !section.isHidden {
            let bunches = section.itemBunches.filter { !$0.isHidden }
            guard !bunches.isEmpty else { continue }
            if let header = title(section.headerConfiguration, of: section) { lines.append(header) }
            for bunch in bunches {
                lines += bunch.items.filter { !$0.isHidden }.map { ($0 as! LabelItem).title }
            }
            if let footer = title(section.footerConfiguration, of: section) { lines.append(footer) }
        }
        return lines.joined(separator: "\n")
    }

    /// The title a header or footer configuration gives `section`.
    private func title(_ configuration: SupplementaryConfiguration?, of section: Section) -> String? {
        guard let configuration else { return nil }
        let view = SectionTitleView()
        configuration.configure(section, view)
        return view.text
    }

    /// Expects the collection view's layout to be the one its data source gives now (every batch
    /// was accepted: the strict adapter fails the test otherwise).
    func expectViewAgreesWithItsDataSource(_ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let collectionView = manager.collectionView
        #expect(collectionView.layout.sections.map(\.items.elements)
            == collectionView.buildLayout().sections.map(\.items.elements), "\(context)", sourceLocation: sourceLocation)
    }
}

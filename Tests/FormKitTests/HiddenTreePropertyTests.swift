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

    /// The edits, each as likely as the others: hides and shows weigh double for sections and
    /// bunches.
    static let edits: [RandomTreeEditor.Edit] = [
        .insertSection, .removeSection, .hideOrShowSection, .hideOrShowSection,
        .insertBunch, .removeBunch(mayComeBack: true), .moveBunch, .hideOrShowBunch, .hideOrShowBunch,
        .insertItem, .removeItem, .hideOrShowItem, .retitleHeader, .renameItem,
    ]

    @Test func randomHidesShowsAndEditsWithReloadsShowExactlyTheVisibleTree() {
        for seed in UInt64(1)...150 {
            let editor = RandomTreeEditor(seed: seed, boundedHeight: 6, bunchesPerSection: 0...4)
            let manager = editor.manager
            editor.addSections(1...4)
            manager.reload()
            #expect(manager.text == expectedText(manager), "seed \(seed) first reload")

            for step in 0..<16 {
                let context = "seed \(seed) step \(step)"
                editor.editAndReload(choosingFrom: Self.edits, batched: Int.random(in: 0..<4, using: &editor.rng) == 0)
                manager._checkInvariants()
                editor.expectViewAgreesWithItsDataSource(context)
                if Bool.random(using: &editor.rng) {
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

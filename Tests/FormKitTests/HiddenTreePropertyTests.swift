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
    /// The edits, each as likely as the others: hides and shows weigh double for sections and
    /// bunches.
    static let edits: [RandomTreeEditor.Edit] = [
        .insertSection, .removeSection, .hideOrShowSection, .hideOrShowSection,
        .insertBunch, .removeBunch(mayComeBack: true), .moveBunch, .hideOrShowBunch, .hideOrShowBunch,
        .insertItem, .removeItem, .hideOrShowItem, .retitleHeader, .renameItem,
    ]

    @Test func randomHidesShowsAndEditsWithReloadsShowExactlyTheVisibleTree() {
        for seed in UInt64(1)...150 {
            let editor = RandomTreeEditor(seed: seed, boundedHeight: 6, sections: 1...4, bunchesPerSection: 0...4)
            let manager = editor.manager
            #expect(manager.text == editor.expectedText, "seed \(seed) first reload")

            for step in 0..<16 {
                let context = "seed \(seed) step \(step)"
                editor.editAndReload(choosingFrom: Self.edits, batched: Int.random(in: 0..<4, using: &editor.rng) == 0)
                manager._checkInvariants()
                editor.expectViewAgreesWithItsDataSource(context)
                if Bool.random(using: &editor.rng) {
                    manager.reload()
                    #expect(manager.text == editor.expectedText, "\(context)")
                    #expect(manager.changedBunches.isEmpty, "\(context)")
                }
            }
            manager.reload()
            #expect(manager.text == editor.expectedText, "seed \(seed) final")
            // A second reload with nothing changed shows the same.
            manager.reload()
            #expect(manager.text == editor.expectedText, "seed \(seed) final, reloaded again")
        }
    }
}

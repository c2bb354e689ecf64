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

    /// The edits, each as likely as the others: renames weigh double. None hides anything, so the
    /// visible tree the editor expects on screen is the whole tree.
    static let edits: [RandomTreeEditor.Edit] = [
        .insertSection, .removeSection, .insertBunch, .moveBunch, .removeBunch(mayComeBack: false),
        .insertItem, .moveItem, .removeItem, .renameItem, .renameItem,
    ]

    @Test func randomEditsAndReloadsKeepTheScreenTrue() {
        for seed in UInt64(1)...200 {
            let editor = RandomTreeEditor(seed: seed, boundedHeight: 5, sections: 1...3, bunchesPerSection: 0...3)
            let manager = editor.manager

            for step in 0..<12 {
                let context = "seed \(seed) step \(step)"
                editor.editAndReload(choosingFrom: Self.edits, batched: Bool.random(using: &editor.rng))
                editor.expectViewAgreesWithItsDataSource(context)
                checkReferences(manager, context)
                manager._checkInvariants()
                if Int.random(in: 0..<3, using: &editor.rng) == 0 {
                    manager.reload()
                    #expect(manager.text == editor.expectedText, "\(context)")
                }
            }
            manager.reload()
            #expect(manager.text == editor.expectedText, "seed \(seed) final")
        }
    }
}

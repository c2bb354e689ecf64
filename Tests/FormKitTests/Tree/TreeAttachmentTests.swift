import Foundation
import ListKit
import Testing
@testable import FormKit

/// The tree holds what a form adds — steps, history, key index, conditions, groups and rows — in
/// attachments it does not look into: a plain list makes none, and a form makes them only where
/// it puts something.
@MainActor
@Suite struct TreeAttachmentTests {
    @Test func aPlainListOfSectionsBunchesAndItemsMakesNoAttachment() {
        let manager = makeManager()
        let section = Section(header: "Plain")
        let items = [LabelItem("a"), LabelItem("b", detail: "c")]
        section.addItemBunch(ItemBunch(items: items))
        manager.addSection(section)
        manager.reload()
        items[0].isHidden = true
        section.itemBunches[0].reload()
        manager.reload()
        #expect(manager.attachment == nil)
        #expect(section.attachment == nil)
        #expect(section.itemBunches[0].attachment == nil)
        #expect(items.allSatisfy { $0.attachment == nil })
    }

    @Test func aConditionAttachesToItsNodeAndReachesTheManagerWhenTheNodeJoins() {
        let plan = TextItem("Plan", key: "plan", value: "Solo")
        let team = TextItem("Team", key: "team").hidden(when: .value("plan", isNot: "Team"))
        let bunch = ItemBunch(items: [plan, team])
        #expect(team.attachment != nil)
        #expect(plan.attachment == nil)
        let section = Section()
        section.addItemBunch(bunch)
        let manager = makeManager()
        #expect(manager.attachment == nil)
        manager.addSection(section)
        manager.reload()
        #expect(manager.attachment != nil)
        #expect(team.isHidden)
        plan.value = "Team"
        #expect(!team.isHidden)
    }

    @Test func aStepKeepsItsSectionsOffScreenThroughTheSectionsAttachment() {
        let first = Section(header: "One") { TextItem("A", key: "a") }
        let second = Section(header: "Two") { TextItem("B", key: "b") }
        let manager = makeManager()
        manager.addStep(FormStep("First", sections: [first]))
        manager.addStep(FormStep("Second", sections: [second]))
        manager.reload()
        #expect(!first.isOffScreen)
        #expect(second.isOffScreen)
        #expect(!second.isHidden)
        #expect(manager.nextStep())
        #expect(first.isOffScreen)
        #expect(!second.isOffScreen)
    }

    @Test func aHiddenStepHidesItsItemsThroughTheSectionsAttachment() {
        let second = Section(header: "Two") { TextItem("B", key: "b") }
        let step = FormStep("Second", sections: [second])
        let manager = makeManager()
        manager.addStep(FormStep("First") { Section { TextItem("A", key: "a") } })
        manager.addStep(step)
        manager.reload()
        let item = second.itemBunches[0].items[0]
        #expect(!item.isEffectivelyHidden)
        step.isHidden = true
        #expect(item.isEffectivelyHidden)
        #expect(!item.isHidden)
    }
}

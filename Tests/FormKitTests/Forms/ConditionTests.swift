import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// Conditions on a form: evaluated only when a key they read changes, hiding and disabling items,
/// bunches and sections with the minimal batch. Conditions as values (built, combined, sent as
/// JSON) are checked in FormJSONTests.
@MainActor
@Suite struct ConditionTests {
    func planForm(diagnostics: ((FormDiagnostic) -> Void)? = nil) -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 30)
        return AdapterManager(adapter: adapter, diagnosticHandler: diagnostics ?? { Issue.record("unexpected: \($0)") }) {
            Section(header: "Plan") {
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
                TextItem("Team name", key: "team").hidden(when: .value("plan", isNot: "Team"))
                StepperItem("Seats", key: "seats", value: 2, range: 1...50).disabled(when: .value("plan", is: "Free"))
            }
            Section(header: "Billing") {
                TextItem("VAT", key: "vat")
            }
            .hidden(when: .value("seats", isLessThan: 10))
        }
    }

    @Test func declarativeConditionsHideAndDisableWithTheMinimalBatch() {
        let manager = planForm()
        #expect(!manager.text.contains("Team name") && manager.text.contains("Seats") && !manager.text.contains("Billing"))
        #expect(manager.item(forKey: "seats")!.isEnabled == false)
        _ = manager.takeLog()
        manager.item(forKey: "plan", as: SegmentedItem.self)!.value = "Team"
        #expect(manager.takeLog() == ["inserted items [0, 1]; reloaded items [0, 0], [0, 1]"])
        #expect(manager.text.contains("Team name"))
        #expect(manager.item(forKey: "seats")!.isEnabled)
        manager.item(forKey: "seats", as: StepperItem.self)!.value = 12
        #expect(manager.takeLog() == ["inserted sections [1]; reloaded items [0, 2]"])
        #expect(manager.text.contains("Billing"))
    }

    @Test func aValueChangeEvaluatesOnlyTheConditionsThatReadItsKey() {
        var evaluations: [String] = []
        let manager = makeManager()
        let section = Section()
        section.addItemBunch(ItemBunch(items: [
            TextItem("A", key: "a"), TextItem("B", key: "b"),
            TextItem("Shown when a", key: "x").hidden(when: { values in evaluations.append("x"); return values["a"] == .string("") }),
            TextItem("Shown when b", key: "y").hidden(when: { values in evaluations.append("y"); return values["b"] == .string("") }),
            TextItem("Declared", key: "z").hidden(when: .isEmpty("b")),
        ]))
        manager.addSection(section)
        manager.reload()
        evaluations = []
        manager.item(forKey: "a", as: TextItem.self)!.value = "1"
        #expect(evaluations == ["x"])
        manager.item(forKey: "b", as: TextItem.self)!.value = "1"
        #expect(evaluations == ["x", "y"])
        #expect(manager.text.contains("Declared") && manager.text.contains("Shown when b"))
    }

    @Test func aConditionAttachedToAShownItemFollowsLaterChanges() {
        let manager = planForm()
        let vat = manager.item(forKey: "vat")!
        vat.hidden(when: .value("plan", is: "Team"))
        manager.item(forKey: "seats", as: StepperItem.self)!.value = 12
        #expect(manager.text.contains("VAT"))
        manager.item(forKey: "plan", as: SegmentedItem.self)!.value = "Team"
        #expect(vat.isHidden && !manager.text.contains("VAT"))
    }

    @Test func aConditionOnAMisspelledKeyIsReportedEvenBeforeAHandlerIsSet() {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 30)
        let manager = AdapterManager(adapter: adapter) {
            Section {
                BoolItem("Gift", key: "gift")
                TextItem("Message", key: "message").hidden(when: { $0["gfit"] == .bool(false) })
                TextItem("Wrap", key: "wrap").hidden(when: .value("gfit", is: false))
            }
        }
        #expect(manager.pendingDiagnostics == [.unknownConditionKey("gfit")])
        var delivered: [FormDiagnostic] = []
        manager.diagnosticHandler = { delivered.append($0) }
        #expect(delivered == [.unknownConditionKey("gfit")], "queued diagnostics reach the handler when it is set")
        #expect(manager.pendingDiagnostics.isEmpty)
    }

    @Test func bunchesAndSectionsCanBeDisabledByACondition() {
        let manager = makeManager(width: 40)
        let bunch = ItemBunch(items: [TextItem("Street", key: "street"), TextItem("City", key: "city")])
            .disabled(when: .value("same", is: true))
        let section = Section()
        section.addItemBunch(ItemBunch(item: BoolItem("Same as billing", key: "same")))
        section.addItemBunch(bunch)
        manager.addSection(section)
        manager.reload()
        _ = manager.takeLog()
        manager.item(forKey: "same", as: BoolItem.self)!.value = true
        #expect(manager.takeLog() == ["reloaded items [0, 0], [1, 0], [1, 1]"])
        #expect(manager.item(forKey: "city")!.isEffectivelyEnabled == false)
        #expect(manager.nextField(after: nil)?.key == "same" && manager.nextField(after: manager.fields[0]) == nil)
        #expect(manager.validate().isEmpty)
    }
}

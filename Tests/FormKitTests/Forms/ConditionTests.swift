import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// Conditions that are values: built, combined, sent as JSON, and evaluated only when a key they
/// read changes.
@MainActor
@Suite struct ConditionTests {
    @Test func conditionsEvaluateOnPlainValues() {
        let values: JSONObject = ["plan": "Team", "seats": 5, "company": "", "extras": ["Wifi", "Parking"]]
        #expect(Condition.value("plan", is: "Team").evaluate(values))
        #expect(!Condition.value("plan", isNot: "Team").evaluate(values))
        #expect(Condition.value("plan", isIn: ["Pro", "Team"]).evaluate(values))
        #expect(Condition.value("seats", isLessThan: 6).evaluate(values) && !Condition.value("seats", isGreaterThan: 5).evaluate(values))
        #expect(Condition.value("seats", is: 5.0).evaluate(values), "numbers compare by value")
        #expect(Condition.isEmpty("company").evaluate(values) && Condition.isEmpty("missing").evaluate(values))
        #expect(Condition.value("extras", is: "Wifi").evaluate(values), "an array value contains the option")
        #expect((.value("plan", is: "Team") && !.isEmpty("extras")).evaluate(values))
        #expect((.value("plan", is: "Free") || .value("seats", isAtLeast: 5)).evaluate(values))
        #expect(!Condition.value("plan", isLessThan: 3).evaluate(values), "a string does not compare to a number")
    }

    @Test func aConditionNamesItsKeysAndDescribesItself() {
        let condition: Condition = .value("plan", isNot: "Team") && (.value("seats", isLessThan: 5) || .isEmpty("company"))
        #expect(condition.keys == ["plan", "seats", "company"])
        #expect(condition.description == #"plan != "Team" && (seats < 5 || company is empty)"#)
    }

    @Test func aConditionRoundTripsThroughJSONAndCodable() throws {
        let condition: Condition = .all([.value("plan", isNot: "Team"), .any([.value("seats", isAtMost: 4.5), .isEmpty("company")]),
                                         .value("size", isIn: ["S", "M"])])
        let json = condition.jsonValue
        #expect(json.description == #"{"all":[{"not":{"key":"plan","equals":"Team"}},{"any":[{"key":"seats","atMost":4.5},{"key":"company","isEmpty":true}]},{"key":"size","in":["S","M"]}]}"#)
        #expect(try Condition(json: json) == condition)
        let data = try JSONEncoder().encode(condition)
        #expect(try JSONDecoder().decode(Condition.self, from: data) == condition)
    }

    @Test func aLengthConditionCountsCodePointsOfStringsOnly() throws {
        let condition: Condition = .value("name", hasLengthAtLeast: 3)
        #expect(condition.description == "name.length >= 3")
        #expect(condition.keys == ["name"])
        #expect(condition.evaluate(["name": "ne\u{301}"]), "three code points, two characters")
        #expect(!condition.evaluate(["name": "né"]))
        #expect(!condition.evaluate(["name": ["a", "b", "c"]]), "an array is not a string")
        #expect(!condition.evaluate([:]))
        #expect(Condition.value("name", hasLengthAtMost: 2).evaluate(["name": "ab"]))
        #expect(condition.jsonValue.description == #"{"key":"name","length":{"atLeast":3}}"#)
        #expect(try Condition(json: condition.jsonValue) == condition)
    }

    @Test(arguments: [
        (#"{"key":"a"}"#, "(root): expected one operator beside \"key\" (equals, in, lessThan, atMost, greaterThan, atLeast, isEmpty, length)"),
        (#"{"key":"a","length":3}"#, "(root): \"length\" must be an object with one of lessThan, atMost, greaterThan, atLeast"),
        (#"{"key":"a","length":{"atLeast":-1}}"#, "/length/atLeast: must be a whole number of at least 0"),
        (#"{"all":[{"key":"a","equals":1},5]}"#, "/all/1: expected an object, got integer"),
        (#"{"key":"a","lessThan":"5"}"#, "(root): \"lessThan\" must be a number"),
        (#"{"key":"a","between":[1,2]}"#, "(root): unknown operator \"between\""),
        (#"{"not":{"key":1,"equals":1}}"#, "/not: expected \"key\" (a string), \"not\", \"all\" or \"any\""),
    ])
    func malformedConditionsAreRefusedWithAPointer(json: String, message: String) throws {
        #expect(throws: ConditionFormatError.self) { try Condition(json: JSONValue(parsing: json)) }
        do { _ = try Condition(json: JSONValue(parsing: json)) } catch let error as ConditionFormatError {
            #expect(error.description == message)
        }
    }

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

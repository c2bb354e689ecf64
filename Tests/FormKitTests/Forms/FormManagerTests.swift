import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// Values, validation, navigation and conditional rows, through the manager.
@MainActor
@Suite struct FormManagerTests {
    /// Profile: name, email, newsletter (bool), topics (hidden unless newsletter), plan, submit.
    func profile() -> (AdapterManager, [String: Item]) {
        let manager = makeManager(width: 32)
        let name = TextItem("Name", key: "name").validated(by: .required)
        let email = TextItem("Email", key: "email").validated(by: .required, .email)
        let newsletter = BoolItem("Newsletter", key: "newsletter", value: true)
        let topics = MultipleChoiceItem("Topics", key: "topics", options: ["Swift", "Rust"])
            .hidden(when: { $0["newsletter"] == .bool(false) })
        let plan = SegmentedItem("Plan", key: "plan", options: ["Free", "Pro"], value: "Free")
        let submit = ButtonItem("Submit")
        let section = Section(header: "Profile")
        section.addItemBunch(ItemBunch(items: [name, email]))
        section.addItemBunch(ItemBunch(items: [newsletter, topics]))
        section.addItemBunch(ItemBunch(items: [plan, submit]))
        manager.addSection(section)
        manager.reload()
        _ = manager.takeLog()
        return (manager, ["name": name, "email": email, "newsletter": newsletter, "topics": topics, "plan": plan, "submit": submit])
    }

    @Test func valuesArePlainJSONInFormOrderAndRoundTrip() throws {
        let (manager, _) = profile()
        #expect(try manager.values.jsonString() == #"{"newsletter":true,"plan":"Free"}"#, "what nobody filled in is left out")
        let values: JSONObject = ["name": "Jane", "email": "jane@example.com", "newsletter": true, "topics": ["Rust"], "plan": "Pro"]
        try manager.setValues(values)
        #expect(manager.values == values)
        // One batch, reloading only the items whose value changed.
        #expect(manager.takeLog() == ["reloaded items [0, 0], [0, 1], [1, 1], [2, 0]"])
    }

    @Test func setValuesRefusesUnknownKeysAndWrongTypesAndSetsNothing() {
        let (manager, items) = profile()
        #expect {
            try manager.setValues(["nickname": "J", "newsletter": "yes", "name": "Jane", "submit": true])
        } throws: { error in
            guard let error = error as? ValuesError else { return false }
            return error.keys == ["nickname", "newsletter", "submit"] && error.problems[2].message == "no field has this key"
                && error.problems[1].message == #"expected a boolean, got a string ("yes")"#
        }
        #expect((items["name"] as! TextItem).value == "", "nothing is half-applied")
        #expect((items["newsletter"] as! BoolItem).value == true)
        #expect(manager.takeLog().isEmpty)
    }

    @Test func validationNamesItemsAndShowsErrorsUnderThem() {
        let (manager, items) = profile()
        let errors = manager.validate()
        #expect(errors.map(\.key) == ["name", "email"])
        #expect(errors.first?.path == FormPath(section: 0, bunch: 0, item: 0))
        #expect(errors.first?.description == "Name is required")
        #expect(manager.takeLog() == ["reloaded items [0, 0], [0, 1]"])
        #expect(manager.text.hasPrefix("Profile\n  Name\n  ! Name is required\n  Email\n  ! Email is required"))
        // Fixing the value clears its error with a single-item reload.
        (items["name"] as! TextItem).value = "Jane"
        #expect(manager.takeLog() == ["reloaded items [0, 0]"])
        #expect(manager.text.hasPrefix("Profile\n  Name                      Jane\n  Email\n  ! Email is required"))
    }

    @Test func navigationSkipsHiddenDisabledAndButtons() {
        let (manager, items) = profile()
        (items["email"] as! TextItem).isEnabled = false
        var order: [String] = []
        var field = manager.nextField(after: nil)
        while let current = field {
            order.append(current.key ?? current.title)
            field = manager.nextField(after: current)
        }
        #expect(order == ["name", "newsletter", "topics", "plan"])
        (items["newsletter"] as! BoolItem).value = false
        #expect(manager.nextField(after: items["newsletter"] as? FormField)?.key == "plan")
        #expect(manager.previousField(before: items["plan"] as? FormField)?.key == "newsletter")
        #expect(manager.previousField(before: items["name"] as? FormField) == nil)
    }

    @Test func aConditionHidesAndShowsRowsWithTheMinimalBatch() {
        let (manager, items) = profile()
        let newsletter = items["newsletter"] as! BoolItem
        newsletter.value = false
        #expect(manager.takeLog() == ["deleted items [1, 1]; reloaded items [1, 0]"])
        #expect(!manager.text.contains("Topics"))
        #expect(manager.values["topics"] == nil, "hidden fields are left out")
        #expect((items["topics"] as! MultipleChoiceItem).value == [], "a hidden item keeps its value")
        #expect(manager.values(includingHidden: true)["topics"] == nil, "an empty choice is not sent, hidden or not")
        newsletter.value = true
        #expect(manager.takeLog() == ["inserted items [1, 1]; reloaded items [1, 0]"])
        #expect(manager.text.contains("Topics"))
    }

    @Test func bunchesAndSectionsHaveConditionsToo() {
        let (manager, _) = profile()
        let extra = Section(header: "Pro options").hidden(when: { $0["plan"] != .string("Pro") })
        extra.addItemBunch(ItemBunch(item: TextItem("Team", key: "team")))
        manager.addSection(extra)
        let billing = ItemBunch(item: TextItem("VAT", key: "vat")).hidden(when: { $0["plan"] == .string("Free") })
        manager.sections[0].addItemBunch(billing)
        manager.reload()
        #expect(!manager.text.contains("Pro options") && !manager.text.contains("VAT"))
        _ = manager.takeLog()
        (manager.item(forKey: "plan") as! SegmentedItem).value = "Pro"
        #expect(manager.text.contains("Pro options") && manager.text.contains("VAT"))
        #expect(manager.takeLog().count == 1, "one batch")
    }

    @Test func aConditionOnAnUnknownKeyIsReported() {
        let (manager, items) = profile()
        var reports: [FormDiagnostic] = []
        manager.diagnosticHandler = { reports.append($0) }
        items["plan"]!.hidden(when: { $0["newsleter"] == .bool(false) })
        manager.reload()
        #expect(reports == [.unknownConditionKey("newsleter")])
    }
}

@MainActor
@Suite struct ScopedValidationTests {
    @Test func bunchesAndSectionsValidateTheirOwnFieldsInOneBatch() {
        let manager = makeManager(width: 32)
        let a = TextItem("A", key: "a").validated(by: .required)
        let b = TextItem("B", key: "b").validated(by: .required)
        let c = TextItem("C", key: "c").validated(by: .required)
        let hidden = TextItem("H", key: "h").validated(by: .required)
        hidden.isHidden = true
        let first = Section()
        first.addItemBunch(ItemBunch(items: [a, hidden]))
        first.addItemBunch(ItemBunch(items: [b]))
        let second = Section()
        second.addItemBunch(ItemBunch(items: [c]))
        manager.addSection(first)
        manager.addSection(second)
        manager.reload()
        _ = manager.takeLog()
        #expect(first.itemBunches[0].validate().map(\.key) == ["a"], "hidden fields are not validated")
        #expect(manager.takeLog() == ["reloaded items [0, 0]"])
        #expect(first.validate().map(\.key) == ["a", "b"])
        #expect(manager.takeLog() == ["reloaded items [1, 0]"], "a's errors did not change: no reload")
        #expect(second.validate().map(\.key) == ["c"])
        #expect(c.errors.first?.path == FormPath(section: 1, bunch: 0, item: 0))
    }

    @Test func validationOnChangeShowsErrorsAsYouType() {
        let manager = makeManager(width: 32)
        let email = TextItem("Email", key: "email").validated(by: .email)
        email.validationTrigger = .onChange
        let section = Section()
        section.addItemBunch(ItemBunch(item: email))
        manager.addSection(section)
        manager.reload()
        email.value = "not-an-email"
        #expect(manager.text.contains("! Email is not a valid email"))
        email.value = "jane@example.com"
        #expect(!manager.text.contains("!"))
    }
}

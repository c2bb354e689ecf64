import Foundation
import FormKit
import ListDiffKit
import ListKit
import Testing
@testable import FormSchema

@MainActor
@Suite struct SchemaExportTests {
    /// A manager on a fresh collection view of `width` columns.
    func managerView(width: Int = 60) -> (ListAdapter, CollectionView) {
        let view = CollectionView(width: width)
        let adapter = ListAdapter()
        adapter.collectionView = view
        return (adapter, view)
    }

    /// Exports `manager`, imports the export, exports again: the same documents, the same text on
    /// screen, the same values.
    func checkRoundTrip(_ manager: AdapterManager, view: CollectionView, seed: UInt64? = nil) throws {
        manager.reload()
        let first = SchemaExport(manager: manager, title: "Form")
        let document = try SchemaDocument(json: first.schema)
        let (adapter, importedView) = managerView(width: view.width)
        let form = try SchemaForm(document: document, uiSchema: first.uiSchema, adapter: adapter)
        let second = SchemaExport(manager: form.manager, title: "Form")
        let label = seed.map { "seed \($0)" } ?? "form"
        #expect(try second.combined.jsonString(prettyPrinted: true) == first.combined.jsonString(prettyPrinted: true),
                "\(label): \(first.combined) then \(second.combined)")
        #expect(importedView.renderText() == view.renderText(), "\(label)")
        #expect(form.manager.values == manager.values, "\(label)")
        #expect(form.diagnostics.isEmpty, "\(label): \(form.diagnostics)")
    }

    @Test func theSignupFormRoundTripsAndReportsWhatItCannotWrite() throws {
        let (adapter, _) = managerView()
        let manager = AdapterManager(adapter: adapter) {
            Section(header: "Sign up", footer: "We never share your email.") {
                TextItem("Name", key: "name", placeholder: "Jane Appleseed").validated(by: .required, .length(max: 40))
                TextItem("Email", key: "email").validated(by: .required, .email)
                TextItem("Password", key: "password", isSecure: true).validated(by: .required, .length(min: 8))
            }
            Section(header: "Plan") {
                SegmentedItem("Plan", key: "plan", options: ["Free", "Pro", "Team"], value: "Free")
                StepperItem("Seats", key: "seats", value: 5, range: 2...50).hidden(when: .value("plan", isNot: "Team"))
                TextItem("Coupon", key: "coupon").hidden(when: { $0["plan"] == .string("Free") })
                TextItem("Code", key: "code").validated(by: .custom("even") { _ in nil })
                LabelItem("Total", detail: "€0", key: "total")
            }
        }
        let export = SchemaExport(manager: manager)
        #expect(export.unexportable.map(\.key) == ["Sign up", "coupon", "code", "total"])
        #expect(export.unexportable[1].reason.contains("closure condition"))
        #expect(export.unexportable[2].reason.contains("\"even\""))
        #expect(export.unexportable[3].reason.contains("LabelItem"))
        let reimported = try SchemaForm(document: SchemaDocument(json: export.schema), uiSchema: export.uiSchema, adapter: managerView().0)
        let again = SchemaExport(manager: reimported.manager)
        #expect(again.combined == export.combined)
        #expect(again.unexportable.map(\.key) == ["code"] || again.unexportable.isEmpty)
    }

    /// `.email` is `format: email` plus a dotted domain; the export says both, so a server that
    /// validates the exported document refuses exactly what the form refuses.
    @Test func rulesAKeywordSaysAreExportedAndTheOthersReported() throws {
        let (adapter, _) = managerView()
        let utc = TimeZone(identifier: "UTC")!
        let manager = AdapterManager(adapter: adapter) {
            Section {
                FieldGroup("Contact", key: "contact") {
                    TextItem("Phone", key: "phone")
                    TextItem("Email", key: "email")
                }.checking(.atLeastOne(of: ["phone", "email"]))
                RepeatingRows("Jobs", key: "jobs", rowTitle: "Job") {
                    DateTimeItem("Start", key: "start", timeZone: utc)
                    DateTimeItem("End", key: "end", timeZone: utc)
                }.checkingEachRow(.after("end", "start"))
            }
        }
        manager.reload()
        let export = SchemaExport(manager: manager, title: "Form")
        #expect(export.schema["properties"]?["contact"]?["allOf"] == [["anyOf": [["required": ["phone"]], ["required": ["email"]]]]])
        #expect(export.unexportable.map(\.key) == ["jobs/-/end,start"])
        // The exported document refuses what the rule refuses.
        let document = try SchemaDocument(json: export.schema)
        #expect(!document.validate(["contact": [:]]).isEmpty)
        #expect(document.validate(["contact": ["email": "ada@example.com"]]).isEmpty)
    }

    @Test func conditionalRequirementsExportAsDependentRequiredAndIfThenThatAgreeWithTheForm() throws {
        let (adapter, _) = managerView()
        let manager = AdapterManager(adapter: adapter) {
            Section {
                TextItem("Company", key: "company")
                TextItem("VAT number", key: "vat")
                SegmentedItem("Found us by", key: "source", options: ["Search", "Friend", "Other"])
                TextItem("Where", key: "where")
                NumberItem("Age", key: "age", isInteger: true)
                TextItem("Guardian", key: "guardian")
                TextItem("Note", key: "note")
            }
        }
        manager.addRule(.requires(["vat"], whenFilled: "company"))
        manager.addRule(.requires(["where"], when: .value("source", is: "Other")))
        manager.addRule(.requires(["guardian"], when: .value("age", isLessThan: 18) && .isNotEmpty("note")))
        manager.addRule(.requires(["note"], when: .value("source", is: "Friend") || .value("source", is: "Other")))
        manager.reload()
        let export = SchemaExport(manager: manager)
        let all = try #require(export.schema["allOf"]?.arrayValue)
        #expect(all.count == 3)
        #expect(all[0] == ["dependentRequired": ["company": ["vat"]]])
        #expect(all[1] == ["if": ["properties": ["source": ["const": "Other"]], "required": ["source"]], "then": ["required": ["where"]]])
        #expect(all[2] == ["if": ["properties": ["age": ["exclusiveMaximum": 18], "note": ["minLength": 1]], "required": ["age", "note"]],
                           "then": ["required": ["guardian"]]])
        #expect(export.unexportable.map(\.key) == ["source,note"])     // an OR across values of one key: no if here
        // The exported document refuses exactly what the form's rules refuse, on seeded values.
        let document = try SchemaDocument(json: export.schema)
        var generator = SplitMix64(seed: 35)
        for _ in 0..<300 {
            var values = JSONObject()
            if Bool.random(using: &generator) { values["company"] = Bool.random(using: &generator) ? "ACME" : "" }
            if Bool.random(using: &generator) { values["vat"] = "DE123" }
            if Bool.random(using: &generator) { values["source"] = .string(["Search", "Friend", "Other"].randomElement(using: &generator)!) }
            if Bool.random(using: &generator) { values["where"] = "a podcast" }
            if Bool.random(using: &generator) { values["age"] = .integer(Int.random(in: 10...30, using: &generator)) }
            if Bool.random(using: &generator) { values["guardian"] = "Ann" }
            if Bool.random(using: &generator) { values["note"] = "hi" }
            // setValues changes only the members it is given: the others are emptied here.
            var given = values
            for key in ["company", "vat", "source", "where", "age", "guardian", "note"] where given[key] == nil { given[key] = .null }
            try manager.setValues(given)
            let formErrors = manager.validate().filter { ["/vat", "/where", "/guardian"].contains($0.pointer ?? "") }
            // An empty company is absent to the form but present to the schema: only compare
            // values where the two mean the same.
            guard values["company"] != "" else { continue }
            let schemaErrors = document.validate(.object(values))
            #expect(formErrors.isEmpty == schemaErrors.isEmpty, "\(values): form \(formErrors), schema \(schemaErrors)")
        }
    }

    @Test func anExportedEmailFieldRefusesWhatTheFormRefuses() throws {
        let (adapter, _) = managerView()
        let manager = AdapterManager(adapter: adapter) {
            Section { TextItem("Email", key: "email").validated(by: .email) }
        }
        let document = try SchemaDocument(json: SchemaExport(manager: manager).schema)
        for text in ["ada@example.com", "ada@example", "ada@example.123", "ada@[127.0.0.1]", "\"a b\"@example.com",
                     "\"a@b.co\"@example", "a..b@example.com", "ada@sub.example-1.org", "ada@1-2"] {
            let formAccepts = Validator.email.validate(.string(text)) == nil
            #expect(document.validate(["email": .string(text)]).isEmpty == formAccepts, "\(text)")
        }
    }

    @Test func valueConditionsBecomeRulesThatReadBackTheSame() throws {
        let (adapter, view) = managerView()
        let manager = AdapterManager(adapter: adapter) {
            Section(header: "Rules") {
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Team")
                NumberItem("Age", key: "age", value: "17", isInteger: true)
                TextItem("Team", key: "team").hidden(when: .value("plan", isNot: "Team"))
                TextItem("Adult", key: "adult").hidden(when: .value("age", isLessThan: 18))
                TextItem("Range", key: "range").disabled(when: .value("age", isAtLeast: 10) && .value("age", isAtMost: 20))
                TextItem("Either", key: "either").hidden(when: .value("plan", isIn: ["Free", "Pro"]))
                TextItem("Filled", key: "filled").hidden(when: .isEmpty("team"))
                TextItem("Blank", key: "blank").hidden(when: .isNotEmpty("team"))
                TextItem("Long", key: "long").hidden(when: .value("team", hasLengthAtLeast: 3))
                TextItem("Short", key: "short").disabled(when: .value("team", hasLengthAtMost: 2))
            }
        }
        try checkRoundTrip(manager, view: view)
        #expect(SchemaExport(manager: manager).unexportable.isEmpty)
    }

    @Test(arguments: [UInt64(1), 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233])
    func randomFormsExportAndReimportToTheSameRenderingAndValues(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let (adapter, view) = managerView(width: 50)
        let manager = AdapterManager(adapter: adapter)
        var keys: [String] = []
        for sectionIndex in 0..<Int.random(in: 1...3, using: &random) {
            let section = Section(header: Bool.random(using: &random) ? "Section \(sectionIndex)" : nil)
            let bunch = ItemBunch()
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                let key = "f\(keys.count)"
                let title = "Field \(keys.count)"
                let item: Item
                switch Int.random(in: 0..<9, using: &random) {
                case 0: item = TextItem(title, key: key, value: Bool.random(using: &random) ? "text \(keys.count)" : "",
                                        placeholder: Bool.random(using: &random) ? "e.g." : nil, isSecure: Bool.random(using: &random))
                    .validated(by: .length(min: Int.random(in: 0...2, using: &random), max: 30))
                case 1: item = LongTextItem(title, key: key, value: "two\nlines")
                case 2: item = NumberItem(title, key: key, value: Bool.random(using: &random) ? "42" : "", isInteger: Bool.random(using: &random))
                    .validated(by: .range(0...100))
                case 3: item = StepperItem(title, key: key, value: 4, range: 0...Double(Int.random(in: 10...20, using: &random)), step: 2)
                case 4: item = BoolItem(title, key: key, value: Bool.random(using: &random))
                case 5: item = SegmentedItem(title, key: key, options: ["A", "B", "C"], value: Bool.random(using: &random) ? "B" : nil)
                case 6: item = RadioItem(title, key: key, options: ["X", "Y"], value: "Y")
                case 7: item = MultipleChoiceItem(title, key: key, options: ["p", "q", "r"], value: Bool.random(using: &random) ? ["q"] : [])
                default: item = DateTimeItem(title, key: key, value: Date(timeIntervalSince1970: 86_400 * Double(Int.random(in: 0...20_000, using: &random))),
                                             mode: .date, timeZone: TimeZone(identifier: "UTC")!)
                }
                if Bool.random(using: &random), let text = item as? TextItem { text.validated(by: .required) }
                if let other = keys.randomElement(using: &random), Int.random(in: 0..<3, using: &random) == 0 {
                    item.hidden(when: .not(.isEmpty(key: other)))
                }
                bunch.addItem(item)
                keys.append(key)
            }
            section.addItemBunch(bunch)
            manager.addSection(section)
        }
        try checkRoundTrip(manager, view: view, seed: seed)
        #expect(SchemaExport(manager: manager).unexportable.isEmpty, "seed \(seed)")
    }
}

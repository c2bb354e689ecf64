import Foundation
import FormLocale
import ListKit
import Testing
@testable import FormKit

/// Rules across fields: attached to the form, a group, every row or a step; errors beside the field
/// they name or on their container; run with validation, then again whenever a field they read
/// changes — only those rules, in that field's row.
@MainActor
@Suite struct FieldRuleTests {
    static let utc = TimeZone(identifier: "UTC")!

    func day(_ text: String) -> Date { ISO8601Timestamp.date(from: text + "T00:00:00Z")! }

    func jobsForm(rows count: Int) -> (AdapterManager, RepeatingRows) {
        let rows = RepeatingRows("Jobs", key: "jobs", rowTitle: "Job", count: count) {
            DateTimeItem("Start", key: "start", timeZone: Self.utc)
            DateTimeItem("End", key: "end", timeZone: Self.utc)
        }.checkingEachRow(.after("end", "start"))
        let manager = makeManager(width: 60)
        manager.addSection(Section { rows })
        manager.reload()
        return (manager, rows)
    }

    func dates(_ row: RepeatingRow) -> (start: DateTimeItem, end: DateTimeItem) {
        (row.fields[0] as! DateTimeItem, row.fields[1] as! DateTimeItem)
    }

    @Test func aPasswordConfirmationIsCheckedAndRecheckedAsEitherChanges() throws {
        let manager = makeManager(width: 60)
        let password = TextItem("Password", key: "password", isSecure: true)
        let confirm = TextItem("Repeat password", key: "confirm", isSecure: true)
        manager.addSection(Section { password; confirm })
        manager.addRule(.sameAs("confirm", as: "password"))
        manager.reload()
        try password.apply(input: "correct horse")
        try confirm.apply(input: "correct hose")
        #expect(manager.validate().map(\.description) == ["Repeat password must match Password"])
        #expect(confirm.errors.map(\.validator) == ["sameAs"] && password.errors.isEmpty)
        // Changing the other field re-checks the rule: no stale verdict.
        try password.apply(input: "correct hose")
        #expect(confirm.errors.isEmpty)
        #expect(manager.text.contains("must match") == false)
        try password.apply(input: "battery staple")
        #expect(confirm.errors.map { $0.description(in: Localizer(language: LanguageTag("de")!)) } == ["Repeat password muss mit Password übereinstimmen"])
    }

    @Test func aFieldRequiredOnceAnotherIsFilledInOrWhileAConditionHoldsIsCheckedAsTheyChange() throws {
        let manager = makeManager(width: 60)
        let company = TextItem("Company", key: "company")
        let vat = TextItem("VAT number", key: "vat")
        let source = SegmentedItem("Found us by", key: "source", options: ["Search", "Other"], value: "Search")
        let place = TextItem("Where", key: "where")
        let age = NumberItem("Age", key: "age", isInteger: true)
        manager.addSection(Section { company; vat; source; place; age })
        manager.addRule(.requires(["vat"], whenFilled: "company"))
        manager.addRule(.requires(["where"], when: .value("source", is: "Other")))
        manager.addRule(.requires(["where"], when: .value("age", isLessThan: 18)))
        manager.reload()
        #expect(manager.validate().isEmpty)
        try company.apply(input: "ACME")
        #expect(vat.errors.map(\.description) == ["VAT number is required when Company is filled in"])
        #expect(vat.errors.map { $0.description(in: Localizer(language: LanguageTag("de")!)) }
                == ["VAT number ist erforderlich, wenn Company ausgefüllt ist"])
        try company.apply(input: "")                     // the field it reads changed: checked again
        #expect(vat.errors.isEmpty)
        source.value = "Other"
        #expect(place.errors.map(\.description) == ["Where is required"] && place.errors.map(\.validator) == ["requiresWhen"])
        try place.apply(input: "a podcast")
        #expect(place.errors.isEmpty)
        try place.apply(input: "")
        source.value = "Search"
        #expect(place.errors.isEmpty)
        try age.apply(input: "15")                       // the condition reads the integer the field sends
        #expect(place.errors.map(\.description) == ["Where is required"])
        // Testing a rule without a form.
        let rule = FieldRule.requires(["where"], when: .value("source", is: "Other"))
        #expect(rule.check(FieldRuleValues(values: ["source": .string("Other")], titles: ["where": "Where"])).map(\.field) == ["where"])
        #expect(rule.conditionalRequirement == .init(condition: .value("source", is: "Other"), fields: ["where"]))
        #expect(FieldRule.requires(["vat"], whenFilled: "company").keywords == ["dependentRequired": ["company": ["vat"]]])
    }

    @Test func eachRowChecksItsOwnEndAfterItsStartAndOnlyThatRowsRuleRunsOnAChange() throws {
        let (manager, rows) = jobsForm(rows: 50)
        for (index, row) in rows.rows.enumerated() {
            let (start, end) = dates(row)
            start.value = day("2020-01-01")
            end.value = day(index == 7 ? "2019-06-01" : "2021-01-01")
        }
        let errors = manager.validate()
        #expect(errors.map(\.pointer) == ["/jobs/7/end"] && errors.map(\.description) == ["End must be after Start"])
        let before = manager.ruleRunCount
        dates(rows.rows[25]).start.value = day("2020-02-01")
        #expect(manager.ruleRunCount == before + 1, "one key in row 25 runs row 25's rule alone")
        // Changing row 7's start — not its end — clears row 7's error.
        dates(rows.rows[7]).start.value = day("2019-01-01")
        #expect(manager.validate().isEmpty && dates(rows.rows[7]).end.errors.isEmpty)
        // A row's rule follows the row when it moves.
        dates(rows.rows[3]).end.value = day("2019-01-01")
        #expect(dates(rows.rows[3]).end.errors.count == 1)
        rows.moveRow(rows.rows[3], to: 0)
        #expect(dates(rows.rows[0]).end.errors.first?.pointer == "/jobs/0/end")
    }

    @Test func aHiddenFieldHoldsNothingTheRuleCompares() throws {
        let current = BoolItem("Current job", key: "current", value: false)
        let start = DateTimeItem("Start", key: "start", value: day("2020-01-01"), timeZone: Self.utc)
        let end = DateTimeItem("End", key: "end", value: day("2019-01-01"), timeZone: Self.utc).hidden(when: .value("current", is: true))
        let manager = makeManager(width: 60)
        manager.addSection(Section { current; start; end })
        manager.addRule(.after("end", "start"))
        manager.reload()
        #expect(manager.validate().count == 1)
        current.value = true
        #expect(manager.validate().isEmpty)
    }

    @Test func atLeastOneShowsUnderItsGroupAndASumAmongTheFormsErrors() throws {
        let group = FieldGroup("Contact", key: "contact") {
            TextItem("Phone", key: "phone")
            TextItem("Email", key: "email")
        }.checking(.atLeastOne(of: ["phone", "email"]))
        let a = NumberItem("Share A", key: "a", value: "60"), b = NumberItem("Share B", key: "b", value: "30")
        let manager = makeManager(width: 60)
        manager.addSection(Section { group; a; b })
        manager.addRule(.sum(of: ["a", "b"], equals: 100))
        manager.reload()
        let errors = manager.validate()
        #expect(errors.map(\.description) == ["Fill in at least one of Phone or Email", "Share A or Share B must add up to 100, not 90"]
                || errors.map(\.description).sorted() == ["Fill in at least one of Phone or Email", "Share A or Share B must add up to 100, not 90"].sorted())
        #expect(group.titleItem.errors.map(\.validator) == ["atLeastOne"])
        #expect(a.errors.map(\.validator) == ["sum"] && manager.formErrors.isEmpty)
        let german = Localizer(language: LanguageTag("de")!)
        #expect(group.titleItem.errors.map { $0.description(in: german) } == ["Füllen Sie mindestens eines aus: Phone oder Email"])
        try (group.fields[1] as! TextItem).apply(input: "ada@example.com")
        #expect(group.titleItem.errors.isEmpty)
        try b.apply(input: "40")
        #expect(a.errors.isEmpty)
        #expect(manager.text.contains("Fill in") == false)
    }

    @Test func aStepsRulesRunWithItsNextAndAYourOwnRuleReadsWhatItNames() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 50)
        let even = FieldRule("even", reading: ["count"]) { values in
            guard let number = values["count"].numberValue, number.truncatingRemainder(dividingBy: 2) != 0 else { return [] }
            return [.init(field: "count", message: ValidationMessage("must be even"))]
        }
        let manager = AdapterManager(adapter: adapter) {
            FormStep("Seats") { Section { NumberItem("Count", key: "count", value: "3") } }.checking(even)
            FormStep("Done") { Section { TextItem("Note", key: "note") } }
        }
        #expect(!manager.nextStep())
        #expect(manager.currentStep?.title == "Seats")
        #expect(manager.validate().map(\.description) == ["Count must be even"])
        try (manager.item(forKey: "count") as! NumberItem).apply(input: "4")
        #expect(manager.nextStep())
    }
}

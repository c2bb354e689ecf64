import FormJSON
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// The document's own conditions move the form: properties only `then`/`else`, `dependentSchemas`
/// or draft-07 `dependencies` add are fields shown exactly while the document wants them —
/// before, they were enforced on submit but could never be filled in.
@MainActor
@Suite struct LiveConditionsTests {
    /// dependabot's shape: `cronjob` exists only under `if interval is cron`.
    static let schedule = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "required": ["interval"],
     "properties": {"interval": {"enum": ["daily", "weekly", "cron"]}, "time": {"type": "string"}},
     "allOf": [{"if": {"properties": {"interval": {"const": "cron"}}, "required": ["interval"]},
                "then": {"properties": {"cronjob": {"type": "string", "title": "Cron job"}}, "required": ["cronjob"]},
                "else": {"properties": {"day": {"enum": ["monday", "friday"], "title": "Day"}}}}]}
    """#

    /// rjsf's "Schema dependencies" sample, the "Do you have any pets?" part (draft-07, no `$schema`).
    static let pets = #"""
    {"title": "Person", "type": "object", "properties": {
       "Do you have any pets?": {"type": "string", "enum": ["No", "Yes: One", "Yes: More than one"], "default": "No"}},
     "required": ["Do you have any pets?"],
     "dependencies": {"Do you have any pets?": {"oneOf": [
       {"properties": {"Do you have any pets?": {"enum": ["No"]}}},
       {"properties": {"Do you have any pets?": {"enum": ["Yes: One"]},
                       "How old is your pet?": {"type": "number"}}, "required": ["How old is your pet?"]},
       {"properties": {"Do you have any pets?": {"enum": ["Yes: More than one"]},
                       "Do you want to get rid of any?": {"type": "boolean"}}, "required": ["Do you want to get rid of any?"]}]}}}
    """#

    /// A credit card adds a billing address (`dependentSchemas`).
    static let billing = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {
       "name": {"type": "string"}, "credit_card": {"type": "string"}},
     "dependentSchemas": {"credit_card": {"properties": {"billing_address": {"type": "string"}}, "required": ["billing_address"]}}}
    """#

    func isShown(_ form: SchemaForm, _ key: String) -> Bool { form.visibleKeys.contains(key) }

    @Test func aCronjobIsAskedOnlyWhenTheIntervalIsCron() throws {
        let (form, view) = try makeForm(Self.schedule)
        #expect(!isShown(form, "cronjob"))
        #expect(isShown(form, "day"), "else: no interval chosen is not cron")
        try form.setValues(["interval": "cron"])
        #expect(isShown(form, "cronjob") && !isShown(form, "day"))
        #expect(view.renderText().contains("Cron job"))
        #expect(submitErrors(form).contains(["/cronjob", "required"]))
        try form.manager.field(at: "/cronjob")?.apply(input: "0 9 * * 1")
        #expect(try form.submit() == ["interval": "cron", "cronjob": "0 9 * * 1"])
        // Back to weekly: the cron job is hidden and not sent, the day is asked.
        try form.setValues(["interval": "weekly", "day": "friday"])
        #expect(try form.submit() == ["interval": "weekly", "day": "friday"])
        #expect(SchemaLayout.output(form.layout)(["interval": "weekly", "cronjob": "x", "day": "friday"]) == ["interval": "weekly", "day": "friday"])
    }

    @Test func eachAnswerAboutPetsAsksItsOwnQuestion() throws {
        let (form, _) = try makeForm(Self.pets)
        #expect(form.document.dialect == .draft07)
        #expect(form.visibleKeys == ["Do you have any pets?"])
        try form.setValues(["Do you have any pets?": "Yes: One"])
        #expect(form.visibleKeys == ["Do you have any pets?", "How old is your pet?"])
        #expect(submitErrors(form).contains(["/How old is your pet?", "required"]))
        try form.setValues(["How old is your pet?": 3])
        #expect(try form.submit() == ["Do you have any pets?": "Yes: One", "How old is your pet?": 3])
        try form.setValues(["Do you have any pets?": "Yes: More than one"])
        #expect(form.visibleKeys == ["Do you have any pets?", "Do you want to get rid of any?"])
    }

    @Test func aDependentSchemaShowsItsPropertiesOnceTheMemberIsThere() throws {
        let (form, _) = try makeForm(Self.billing)
        #expect(!isShown(form, "billing_address"))
        try form.manager.field(at: "/credit_card")?.apply(input: "4242")
        #expect(isShown(form, "billing_address"))
        #expect(submitErrors(form).contains(["/billing_address", "required"]))
        try form.manager.field(at: "/billing_address")?.apply(input: "1 Main St")
        #expect(try form.submit() == ["credit_card": "4242", "billing_address": "1 Main St"])
    }
}

extension SchemaLayout {
    /// `output(for:)` as a function, for a one-line expectation.
    static func output(_ layout: SchemaLayout) -> (JSONObject) -> JSONObject { { layout.output(for: $0) } }
}

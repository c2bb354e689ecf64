import FormJSON
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// JSON Forms rules whose condition is an `OR` or `AND` of conditions, nested: read into the form
/// as live conditions, and written back by an export the same way.
@MainActor
@Suite struct CombinedRuleTests {
    static let schema = #"""
    {"type": "object", "properties": {
      "plan": {"type": "string", "enum": ["free", "team", "enterprise"]},
      "seats": {"type": "integer"},
      "invoice": {"type": "boolean"},
      "vat": {"type": "string"}}}
    """#

    static let ui: JSONValue = ["type": "VerticalLayout", "elements": [
        ["type": "Control", "scope": "#/properties/plan"],
        ["type": "Control", "scope": "#/properties/invoice"],
        ["type": "Control", "scope": "#/properties/seats", "rule": ["effect": "SHOW", "condition": ["type": "OR", "conditions": [
            ["scope": "#/properties/plan", "schema": ["const": "team"]],
            ["scope": "#/properties/plan", "schema": ["const": "enterprise"]],
        ]]]],
        ["type": "Control", "scope": "#/properties/vat", "rule": ["effect": "SHOW", "condition": ["type": "AND", "conditions": [
            ["scope": "#/properties/invoice", "schema": ["const": true]],
            ["type": "OR", "conditions": [["scope": "#/properties/plan", "schema": ["const": "enterprise"]]]],
        ]]]],
    ]]

    @Test func orAndAndConditionsMoveTheFormAsThePersonAnswers() throws {
        let (form, _) = try makeForm(Self.schema, ui: Self.ui)
        func shown(_ key: String) -> Bool { !(form.fields.first { $0.key == key }?.item.isEffectivelyHidden ?? true) }
        #expect(!shown("seats") && !shown("vat"))
        try form.setValues(["plan": "team"])
        #expect(shown("seats") && !shown("vat"))
        try form.setValues(["plan": "enterprise", "invoice": true])
        #expect(shown("seats") && shown("vat"))
        try form.setValues(["plan": "free", "invoice": true])
        #expect(!shown("seats") && !shown("vat"))
    }

    @Test func anExportWritesTheCombinedConditionsBackAndTheyReadTheSame() throws {
        let (form, _) = try makeForm(Self.schema, ui: Self.ui)
        let export = SchemaExport(form: form)
        #expect(export.unexportable.isEmpty, "\(export.unexportable)")
        let (again, _) = try makeForm((try export.schema.jsonString()), ui: export.uiSchema)
        try again.setValues(["plan": "enterprise", "invoice": true])
        #expect(again.fields.filter { !$0.item.isEffectivelyHidden }.map(\.key) == ["plan", "invoice", "seats", "vat"])
    }

    @Test(arguments: [
        (["type": "OR", "conditions": []] as JSONValue, "/conditions"),
        (["type": "AND", "conditions": [["scope": "#/properties/nothing", "schema": ["const": 1]]]] as JSONValue, "/conditions/0/scope"),
    ])
    func aCombinedConditionItCannotReadNamesItsPlace(condition: JSONValue, suffix: String) throws {
        let ui: JSONValue = ["type": "VerticalLayout", "elements": [
            ["type": "Control", "scope": "#/properties/seats", "rule": ["effect": "HIDE", "condition": condition]]]]
        #expect(throws: SchemaLayoutError.self) { try makeForm(Self.schema, ui: ui) }
        do {
            _ = try makeForm(Self.schema, ui: ui)
        } catch let error as SchemaLayoutError {
            #expect(error.errors.map(\.pointer) == ["uischema:/elements/0/rule/condition" + suffix])
        }
    }
}

/// A rule on a layout — at the root, or inside a group — applies to everything in it, with the
/// rules of its own elements (either hides).
@MainActor
@Suite struct LayoutRuleTests {
    static let schema = #"""
    {"type": "object", "properties": {"shipping": {"type": "boolean"}, "express": {"type": "boolean"},
      "street": {"type": "string"}, "city": {"type": "string"}, "note": {"type": "string"}}}
    """#

    static let ui: JSONValue = ["type": "VerticalLayout", "elements": [
        ["type": "Control", "scope": "#/properties/shipping"],
        ["type": "Control", "scope": "#/properties/express"],
        ["type": "Group", "label": "Address", "elements": [
            ["type": "HorizontalLayout",
             "rule": ["effect": "SHOW", "condition": ["scope": "#/properties/shipping", "schema": ["const": true]]],
             "elements": [
                ["type": "Control", "scope": "#/properties/street"],
                ["type": "Control", "scope": "#/properties/city",
                 "rule": ["effect": "HIDE", "condition": ["scope": "#/properties/express", "schema": ["const": true]]]],
             ]],
        ]],
        ["type": "Control", "scope": "#/properties/note"],
    ]]

    @Test func aLayoutsRuleAppliesToWhatItHoldsWithTheirOwnRules() throws {
        let (form, _) = try makeForm(Self.schema, ui: Self.ui)
        func shown() -> [String] { form.fields.filter { !$0.item.isEffectivelyHidden }.map(\.key) }
        #expect(shown() == ["shipping", "express", "note"])
        try form.setValues(["shipping": true])
        #expect(shown() == ["shipping", "express", "street", "city", "note"])
        try form.setValues(["shipping": true, "express": true])
        #expect(shown() == ["shipping", "express", "street", "note"])
        let layout = try SchemaLayout(document: form.document, uiSchema: Self.ui)
        #expect(layout.output(for: ["shipping": false, "street": "x", "note": "n"]) == ["shipping": false, "note": "n"],
                "a server leaves out what the layout's rule hides")
    }
}

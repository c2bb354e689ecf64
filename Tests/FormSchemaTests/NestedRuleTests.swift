import Foundation
import FormKit
import ListKit
import Testing
@testable import FormSchema

/// A JSON Forms rule whose scope is a property inside an object shown as a group reads that
/// property, in the form and in the headless output alike.
@MainActor
@Suite struct NestedRuleTests {
    @Test func aRuleScopedInsideAGroupReadsTheGroupsField() throws {
        let schema: JSONValue = [
            "type": "object",
            "properties": [
                "address": ["type": "object", "properties": ["country": ["type": "string", "enum": ["IT", "US"]]]],
                "state": ["type": "string"],
            ],
        ]
        let uiSchema: JSONValue = [
            "type": "VerticalLayout",
            "elements": [
                ["type": "Control", "scope": "#/properties/address"],
                ["type": "Control", "scope": "#/properties/state",
                 "rule": ["effect": "SHOW",
                          "condition": ["scope": "#/properties/address/properties/country", "schema": ["const": "US"]]]],
            ],
        ]
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 50)
        let form = try SchemaForm(document: SchemaDocument(json: schema), uiSchema: uiSchema, adapter: adapter)
        #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
        var reported: [FormDiagnostic] = []
        form.manager.diagnosticHandler = { reported.append($0) }
        #expect(!adapter.collectionView!.renderText().contains("  state"))
        try form.setValues(["address": ["country": "US"]])
        #expect(adapter.collectionView!.renderText().contains("  state"))
        try form.setValues(["address": ["country": "IT"], "state": "CA"])
        #expect(form.values == ["address": ["country": "IT"]], "the hidden state is not sent")
        #expect(reported.isEmpty, "\(reported)")
    }
}

/// JSON Forms' `ListWithDetail` (its list-with-detail example's shape): the array's rows, each
/// with the detail layout's fields — before, a placeholder row.
@MainActor
@Suite struct ListWithDetailTests {
    @Test func aListWithDetailIsTheArraysRowsWithTheDetailLayout() throws {
        let schema = #"""
        {"type": "object", "properties": {"users": {"type": "array", "items": {"type": "object", "properties": {
          "firstname": {"type": "string"}, "lastname": {"type": "string"}, "email": {"type": "string", "format": "email"}}}}}}
        """#
        let ui: JSONValue = ["type": "ListWithDetail", "scope": "#/properties/users", "options": ["detail": [
            "type": "VerticalLayout", "elements": [["type": "Control", "scope": "#/properties/firstname"],
                                                   ["type": "Control", "scope": "#/properties/email"]]]]]
        let (form, _) = try makeForm(schema, ui: ["type": "VerticalLayout", "elements": [ui]])
        #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
        let users = try #require(form.fields.first { $0.key == "users" }?.container as? RepeatingRows)
        try form.setValues(["users": [["firstname": "Ada", "email": "ada@example.com"]]])
        #expect(users.rows.first?.fields.compactMap(\.key) == ["firstname", "email"], "the detail layout's fields")
        #expect(try form.submit() == ["users": [["firstname": "Ada", "email": "ada@example.com"]]])
    }
}

/// JSON Forms controls scoped into the schema's compositions and conditions name the property
/// those add to the same object: a field of it, sent by its name (before: a placeholder whose
/// input had no name on the web).
@MainActor
@Suite struct CompositionScopeTests {
    @Test func aScopeThroughOneOfOrThenNamesTheObjectsMember() throws {
        let schema = #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
         "properties": {"kind": {"enum": ["card", "bank"]}},
         "oneOf": [{"properties": {"number": {"type": "string"}}, "required": ["number"]},
                   {"properties": {"iban": {"type": "string"}}, "required": ["iban"]}],
         "if": {"properties": {"kind": {"const": "card"}}, "required": ["kind"]},
         "then": {"properties": {"cvc": {"type": "string", "title": "CVC"}}}}
        """#
        let ui: JSONValue = ["type": "VerticalLayout", "elements": [
            ["type": "Control", "scope": "#/properties/kind"],
            ["type": "Control", "scope": "#/oneOf/0/properties/number"],
            ["type": "Control", "scope": "#/oneOf/1/properties/iban"],
            ["type": "Control", "scope": "#/then/properties/cvc"]]]
        let (form, view) = try makeForm(schema, ui: ui)
        #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
        #expect(view.renderText().contains("CVC"))
        try form.setValues(["kind": "card", "number": "4242", "cvc": "123"])
        #expect(try form.submit() == ["kind": "card", "number": "4242", "cvc": "123"])
        try form.setValues(["kind": "bank", "number": nil, "cvc": nil, "iban": "DE89"])
        #expect(try form.submit() == ["kind": "bank", "iban": "DE89"], "a branch's required is the document's to check")
    }
}

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

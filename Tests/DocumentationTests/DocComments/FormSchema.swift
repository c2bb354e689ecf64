// The Swift blocks of FormSchema's and FormSchemaValidation's doc comments (shown on their
// symbols' pages), compiled and run; the results their comments state are checked after each.
import Foundation
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

@MainActor
@Suite struct FormSchemaDocComments {
    @Test func anExport() throws {
        let manager = AdapterManager(adapter: ListAdapter()) {
            Section {
                TextItem("Email", key: "email").validated(by: .required, .email)
                ButtonItem("Create account")
            }
        }
        let results = try shown {
            // snippet: doc-SchemaExport-8
            let export = SchemaExport(manager: manager)
            export.unexportable.map(\.key)                      // ["Create account"]: a button has no value
            try export.combined.jsonString(prettyPrinted: true)   // {"schema": …, "uischema": …}
            // snippet end
        }
        #expect(results.first as? [String] == ["Create account"])
        #expect((results.last as? String)?.hasPrefix("{\n  \"schema\"") == true)
    }

    @Test func aSchemaForm() throws {
        let schemaText = #"""
            {"type": "object", "required": ["name"], "properties": {
              "name": {"type": "string"},
              "address": {"type": "object", "properties": {"zip": {"type": "string", "pattern": "^[0-9]{5}$"}}}}}
            """#
        let uiSchema: JSONValue? = nil
        let adapter = ListAdapter()
        // snippet: doc-SchemaForm-9
        let document = try SchemaDocument(parsing: schemaText)
        let form = try SchemaForm(document: document, uiSchema: uiSchema, adapter: adapter)
        try form.setValues(["name": "Ada", "address": ["zip": "10115"]])
        let sent = try form.submit()       // the value to send, or errors by JSON Pointer
        // snippet end
        #expect(sent == ["name": "Ada", "address": ["zip": "10115"]])
    }

    @Test func aRegistry() throws {
        let results = try shown {
            // snippet: doc-SchemaRegistry-10
            var registry = SchemaRegistry()
            registry.register(["type": "integer"], as: "https://example.com/integer.json")
            let document = try SchemaDocument(json: ["$ref": "https://example.com/integer.json"], registry: registry)
            document.validate("one").map(\.description)   // ["(root): must be an integer (type)"]
            // snippet end
        }
        #expect(results.last as? [String] == ["(root): must be an integer (type)"])
    }

    @Test func aDocument() throws {
        let results = try shown {
            // snippet: doc-SchemaDocument-8
            let document = try SchemaDocument(parsing: #"""
                {"type": "object", "required": ["email"],
                 "properties": {"email": {"type": "string", "format": "email"},
                                "age": {"type": "integer", "minimum": 18}}}
                """#)
            document.validate(["email": "ada@example.com", "age": 17]).map(\.description)
            // ["/age: must be at least 18 (minimum)"]
            // snippet end
        }
        #expect(results.last as? [String] == ["/age: must be at least 18 (minimum)"])
    }
}

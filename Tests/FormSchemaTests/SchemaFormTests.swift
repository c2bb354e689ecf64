import Foundation
import FormKit
import ListKit
import Testing
@testable import FormSchema

@MainActor
func makeForm(_ schema: String, ui: JSONValue? = nil, width: Int = 60) throws -> (SchemaForm, CollectionView) {
    let view = CollectionView(width: width)
    let adapter = ListAdapter()
    adapter.collectionView = view
    let form = try SchemaForm(document: try SchemaDocument(parsing: schema), uiSchema: ui, adapter: adapter)
    return (form, view)
}

@MainActor
@Suite struct SchemaFormTests {
    static let profile = #"""
    {"type": "object", "required": ["name"],
     "properties": {
       "name": {"type": "string", "title": "Name", "minLength": 2, "maxLength": 5, "pattern": "^[A-Z]"},
       "email": {"type": "string", "format": "email"},
       "age": {"type": "integer", "minimum": 18, "multipleOf": 1},
       "ratio": {"type": "number", "exclusiveMaximum": 1},
       "size": {"enum": ["S", "M", "L", "XL"]},
       "tags": {"type": "array", "items": {"enum": ["a", "b", "c"]}, "minItems": 1, "maxItems": 2},
       "when": {"type": "string", "format": "date"}}}
    """#

    @Test(arguments: [
        #"{"name": "A"}"#, #"{"name": "Adalovelace"}"#, #"{"name": "ada"}"#, #"{"name": "Ada", "email": "nope"}"#,
        #"{"name": "Ada", "age": 17}"#, #"{"name": "Ada", "ratio": 1}"#, #"{"name": "Ada", "tags": ["a", "b", "c"]}"#,
        #"{"email": "ada@example.com"}"#, #"{"name": "Ada", "age": 30, "size": "XL", "tags": ["b"], "when": "2024-02-29"}"#,
        #"{"name": "  "}"#,
    ])
    func itemValidatorsAndTheHeadlessValidatorAgree(values: String) throws {
        let (form, _) = try makeForm(Self.profile)
        try form.setValues(try #require(JSONValue(parsing: values).objectValue))
        let itemErrors = form.manager.validate().map { ["/" + ($0.key ?? ""), $0.validator, $0.message] }
        let headless = form.document.validate(.object(form.values)).map { [$0.instancePath, $0.keyword, $0.message] }
        #expect(itemErrors == headless, "values \(values)")
        #expect(((try? form.submit()) != nil) == headless.isEmpty)
    }

    @Test func settingValuesReportsUnknownKeysAndWrongTypesByPointer() throws {
        let (form, _) = try makeForm(#"{"type": "object", "properties": {"age": {"type": "integer"}, "a/b": {"type": "boolean"},"#
            + #""address": {"type": "object", "properties": {"zip": {"type": "string"}}}}}"#)
        #expect(throws: ValuesError.self) { try form.setValues(["age": 5, "nickname": "x", "address": ["city": "Berlin"]]) }
        do {
            try form.setValues(["age": 5, "nickname": "x", "address": ["city": "Berlin"]])
        } catch {
            #expect(error.problems.map(\.pointer) == ["/nickname", "/address/city"])
        }
        do {
            try form.setValues(["age": "five", "a/b": 1, "address": ["zip": 10115]])
        } catch {
            #expect(error.problems.map(\.pointer) == ["/age", "/a~1b", "/address/zip"])
            #expect(error.problems[0].message.contains("expected an integer"))
        }
        #expect(form.values == [:], "nothing is set when anything is refused (an untouched switch is not sent)")
    }

    @Test func aPlaceholderRowIsVisibleAndNamesWhatIsUnsupported() throws {
        let (form, view) = try makeForm(#"{"type": "object", "properties": {"color": {"type": "string", "format": "color"}}}"#)
        #expect(view.renderText().contains("unsupported: unknown format \"color\""))
        #expect(form.diagnostics.map(\.pointer) == ["/properties/color/format"])
    }

    @Test func aRuleFlipReachesTheCollectionViewAsOneBatch() throws {
        let ui: JSONValue = ["type": "VerticalLayout", "elements": [
            ["type": "Control", "scope": "#/properties/plan"],
            ["type": "Control", "scope": "#/properties/team", "rule": ["effect": "SHOW", "condition": ["scope": "#/properties/plan", "schema": ["const": "Team"]]]],
        ]]
        let (form, view) = try makeForm(#"{"type": "object", "properties": {"plan": {"enum": ["Free", "Team"]}, "team": {"type": "string"}}}"#, ui: ui)
        view.clearAppliedUpdates()
        try form.setValues(["plan": "Team"])
        #expect(view.appliedUpdates.count == 1)
        guard case .batch(let batch)? = view.appliedUpdates.first else { Issue.record("no batch"); return }
        #expect(batch.insertedItems.count == 1 && batch.reloadedItems.count == 1 && batch.deletedItems.isEmpty)
        #expect(form.visibleKeys == ["plan", "team"])
    }

    @Test func aDocumentWhoseRootIsNoObjectCannotBeAForm() throws {
        #expect(throws: SchemaLayoutError.self) { try makeForm(#"{"type": "string"}"#) }
    }

    @Test func aConditionLengthIsCountedInCodePointsAndABadOneIsRefusedAtItsPointer() throws {
        func layout(_ schema: JSONValue) throws(SchemaLayoutError) -> SchemaLayout {
            let ui: JSONValue = ["type": "VerticalLayout", "elements": [
                ["type": "Control", "scope": "#/properties/a"],
                ["type": "Control", "scope": "#/properties/b", "rule": ["effect": "HIDE", "condition": ["scope": "#/properties/a", "schema": schema]]]]]
            let document = try! SchemaDocument(parsing: #"{"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}}}"#)
            return try SchemaLayout(document: document, uiSchema: ui)
        }
        let hidden = try layout(["minLength": 3]).controls[1].hiddenWhen
        #expect(hidden == .hasLength(key: "a", .atLeast, 3))
        #expect(hidden?.evaluate(["a": "ne\u{301}"]) == true, "three code points, two characters")
        #expect(hidden?.evaluate(["a": "né"]) == false)
        #expect(hidden?.evaluate(["a": 123]) == false, "not a string")
        #expect(try layout(["maxLength": 2]).controls[1].hiddenWhen == .hasLength(key: "a", .atMost, 2))
        for bad: JSONValue in [["minLength": -1], ["minLength": 1.5], ["maxLength": "2"]] {
            do {
                _ = try layout(bad)
                Issue.record("accepted \(bad)")
            } catch {
                let keyword = bad.objectValue!.keys.first!
                #expect(error.errors.map(\.pointer) == ["uischema:/elements/1/rule/condition/schema/\(keyword)"])
            }
        }
    }
}

/// The schema article's example (FormSchema.docc), checked further than its printed output.
@MainActor
@Suite struct SchemaReadmeExampleTests {
    @Test func theReadmeExampleValidatesOnBothEnds() throws {
        let schemaText = #"{"type": "object", "required": ["email"], "properties": {"#
            + #""email": {"type": "string", "format": "email"}, "age": {"type": "integer", "minimum": 18}}}"#
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 40)
        // As in the article:
        let document = try SchemaDocument(parsing: schemaText)           // limits, $ref cycles, typed errors
        let errors = document.validate(["email": "ada@example.com", "age": 17.0])  // [/age: must be at least 18 (minimum)]
        let form = try SchemaForm(document: document, adapter: adapter)  // built-in items, validators, rules
        try form.setValues(["email": "ada@example.com", "age": 21])
        let sent = try form.submit()                                     // the server's rules, shared: {"email":"ada@example.com","age":21}
        let export = SchemaExport(manager: form.manager)                 // and back: schema + uischema
        // What the article says:
        #expect(errors.map(\.description) == ["/age: must be at least 18 (minimum)"])
        #expect(sent.description == #"{"email":"ada@example.com","age":21}"#)
        #expect(export.unexportable.isEmpty)
    }
}

import FormJSON
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// Objects of free keys — `additionalProperties` as a schema, `patternProperties` — are rows of a
/// map: a name and a value per row, sent as an object; names checked by the document's patterns
/// and `propertyNames`, a name twice refused. Before, they were read-only rows.
@MainActor
@Suite struct MapTests {
    /// Stripe's update-customer body: `metadata` is a map of short strings.
    static let stripe = #"""
    {"type": "object", "properties": {
      "email": {"type": "string", "maxLength": 512},
      "metadata": {"type": "object", "additionalProperties": {"type": "string", "maxLength": 500},
                   "propertyNames": {"maxLength": 40},
                   "description": "Set of key-value pairs that you can attach to an object."}}}
    """#

    /// dependabot-2.0's `registries`: named registries, each an object.
    static let dependabot = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "required": ["registries"], "properties": {
      "registries": {"type": "object", "minProperties": 1, "patternProperties": {
        "^[a-z][a-z0-9-]*$": {"type": "object", "required": ["type"], "properties": {
          "type": {"enum": ["npm-registry", "docker-registry", "maven-repository"]},
          "url": {"type": "string"}}}},
        "additionalProperties": false}}}
    """#

    func rows(_ form: SchemaForm, _ key: String) throws -> RepeatingRows {
        try #require(form.fields.first { $0.key == key }?.container as? RepeatingRows)
    }

    @Test func stripesMetadataIsEditedAsNamesAndValues() throws {
        let (form, _) = try makeForm(Self.stripe)
        let metadata = try rows(form, "metadata")
        #expect(metadata.map != nil && metadata.rows.isEmpty)
        #expect(form.values == [:], "an optional map starts absent")
        try form.setValues(["metadata": ["plan": "pro", "ref": "A-1"]])
        #expect(metadata.rows.count == 2)
        #expect(try form.submit() == ["metadata": ["plan": "pro", "ref": "A-1"]])
        let entry = try #require(metadata.addRow())
        try form.manager.field(at: "/metadata/2/name")?.apply(input: String(repeating: "k", count: 41))
        try form.manager.field(at: "/metadata/2/value")?.apply(input: "v")
        #expect(submitErrors(form).contains { $0[1] == "propertyNames" })
        try entry.fields[0].apply(input: "plan")
        #expect(submitErrors(form).contains(["/metadata", "rows"]), "a name twice: \(submitErrors(form))")
        try entry.fields[0].apply(input: "note")
        #expect(try form.submit() == ["metadata": ["plan": "pro", "ref": "A-1", "note": "v"]])
    }

    @Test func dependabotsRegistriesAreNamedObjectsCheckedByTheirPattern() throws {
        let (form, _) = try makeForm(Self.dependabot)
        let registries = try rows(form, "registries")
        let value: JSONObject = ["registries": ["npm-main": ["type": "npm-registry", "url": "https://npm.example.com"]]]
        try form.setValues(value)
        #expect(try form.submit() == value)
        #expect(form.manager.field(at: "/registries/0/value/type") != nil)
        try form.manager.field(at: "/registries/0/name")?.apply(input: "Not Valid")
        #expect(submitErrors(form).contains { $0[1] == "patternProperties" })
        #expect(!registries.deleteRow(registries.rows[0]), "minProperties 1: the last registry stays")
    }

    @Test func aResumedValueWithFreeKeysIsAccepted() throws {
        let (form, _) = try makeForm(Self.stripe)
        try form.setValues(["email": "a@b.co", "metadata": ["order_id": "6735"]])
        #expect(try form.submit() == ["email": "a@b.co", "metadata": ["order_id": "6735"]])
    }
}

@MainActor
@Suite struct MapExportTests {
    @Test func aMapExportsAsAdditionalPropertiesAndImportsAlike() throws {
        let (form, _) = try makeForm(MapTests.stripe)
        let export = SchemaExport(form: form)
        let metadata = try #require(export.schema["properties"]?["metadata"])
        #expect(metadata["type"] == "object")
        #expect(metadata["additionalProperties"]?["maxLength"] == 500)
        let again = try SchemaForm(document: SchemaDocument(json: export.schema), uiSchema: nil, adapter: ListAdapter())
        try again.setValues(["metadata": ["plan": "pro"]])
        #expect(try again.submit() == ["metadata": ["plan": "pro"]])
    }
}

/// An array of arrays (a matrix, a list of lists): rows of rows, sent as arrays — before, a
/// read-only row.
@MainActor
@Suite struct ArrayOfArraysSchemaTests {
    @Test func aMatrixIsRowsOfRows() throws {
        let schema = #"""
        {"type": "object", "required": ["matrix"], "properties": {"matrix": {"type": "array", "title": "Matrix",
          "items": {"type": "array", "items": {"type": "integer"}, "minItems": 1}}}}
        """#
        let (form, view) = try makeForm(schema)
        let matrix = try #require(form.fields.first { $0.key == "matrix" }?.container as? RepeatingRows)
        #expect(matrix.rowsAreArrays)
        try form.setValues(["matrix": [[1, 2], [3]]])
        #expect(try form.submit() == ["matrix": [[1, 2], [3]]])
        #expect(throws: ValuesError.self) { try form.setValues(["matrix": [[1], 2]]) }
        try form.manager.field(at: "/matrix/1/0")?.apply(input: "4")
        #expect(try form.submit() == ["matrix": [[1, 2], [4]]])
        #expect(view.renderText().contains("Value 2") && view.renderText().contains("[ Add Value ]"))
    }
}

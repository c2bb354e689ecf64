import FormJSON
import FormSchemaValidation
import Testing

/// Documents as react-jsonschema-form's users write them name no `$schema` and use draft-07's
/// syntax; read as 2020-12 they would lose rules. Such a document is read as draft-07, and says so.
@Suite struct DialectInferenceTests {
    static let payment = #"""
    {"type": "object",
     "properties": {"credit_card": {"type": "number"}, "billing_address": {"type": "string"}},
     "dependencies": {"credit_card": ["billing_address"]}}
    """#

    @Test func aDocumentWithDraft07SyntaxAndNoSchemaIsReadAsDraft07WithAWarning() throws {
        let document = try SchemaDocument(parsing: Self.payment)
        #expect(document.dialect == .draft07)
        #expect(document.warnings.first?.kind == .dialectInferred)
        #expect(document.warnings.first?.pointer == "/dependencies")
        #expect(document.warnings.first?.message.contains("read as draft-07") == true)
        let errors = document.validate(try JSONValue(parsing: #"{"credit_card": 1234}"#))
        #expect(errors.count == 1 && errors.first?.instancePath == "/billing_address", "the rule is kept: \(errors)")
    }

    @Test func tupleItemsAreADraft07Sign() throws {
        let document = try SchemaDocument(parsing: #"{"type": "array", "items": [{"type": "string"}], "additionalItems": false}"#)
        #expect(document.dialect == .draft07)
        #expect(!document.validate(try JSONValue(parsing: #"["a", "b"]"#)).isEmpty)
    }

    @Test(arguments: [
        #"{"properties": {"dependencies": {"type": "object"}}}"#,
        #"{"$defs": {"a": {}}, "dependencies": {"a": ["b"]}}"#,
        #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "dependencies": {"a": ["b"]}}"#,
        #"{"type": "object"}"#,
    ])
    func otherDocumentsKeepTheirDialect(text: String) throws {
        let document = try SchemaDocument(parsing: text)
        #expect(document.dialect == .draft2020_12)
        #expect(!document.warnings.contains { $0.kind == .dialectInferred })
    }

    @Test func theInferenceCanBeTurnedOff() throws {
        let document = try SchemaDocument(parsing: Self.payment, options: SchemaOptions(infersDraft07: false))
        #expect(document.dialect == .draft2020_12)
    }
}

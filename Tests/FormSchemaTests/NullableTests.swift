import FormJSON
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// A type union with `null` (`["integer", "null"]`) is edited as the other type — not a read-only
/// row — and left empty it is `null`: sent as such when the property is required, left out when
/// it is not.
@MainActor
@Suite struct NullableTests {
    static let schema = #"""
    {"type": "object", "required": ["age"], "properties": {
      "age": {"type": ["integer", "null"], "minimum": 0},
      "nick": {"type": ["string", "null"], "maxLength": 5}}}
    """#

    @Test func aUnionWithNullIsEditedAsItsOtherTypeAndEmptyIsNull() throws {
        let (form, _) = try makeForm(Self.schema)
        let age = try #require(form.fields.first { $0.key == "age" }?.item as? FormField)
        let nick = try #require(form.fields.first { $0.key == "nick" }?.item as? FormField)
        #expect(age.isEditable && nick.isEditable)
        #expect(form.values == ["age": nil])
        #expect(form.document.validate(.object(form.values)).isEmpty)
        #expect(form.manager.validate().isEmpty, "an empty nullable required field is no error: it is null")
        try form.setValues(["age": 7, "nick": "Bo"])
        #expect(form.values == ["age": 7, "nick": "Bo"])
        try form.setValues(["age": -1])
        #expect(!form.manager.validate().isEmpty, "its other rules still apply")
        try form.setValues(["age": nil])
        #expect(form.values == ["age": nil, "nick": "Bo"], "null empties the field")
    }

    /// OpenAPI 3.1's nullable: `anyOf: [X, {"type": "null"}]` is X's field (it was a read-only
    /// row); empty is `null`, sent when the property is required.
    @Test func anAnyOfWithNullIsTheOtherEntrysFieldAndEmptyIsNull() throws {
        let (form, _) = try makeForm(#"""
        {"type": "object", "required": ["due"], "properties": {
          "due": {"anyOf": [{"type": "string", "format": "date"}, {"type": "null"}], "title": "Due"},
          "note": {"oneOf": [{"type": "null"}, {"type": "string", "maxLength": 3}]}}}
        """#)
        let due = try #require(form.fields.first { $0.key == "due" }?.item as? FormField)
        #expect(due is DateTimeItem && due.isEditable)
        #expect(form.values == ["due": nil])
        #expect(try form.submit() == ["due": nil])
        try form.setValues(["due": "2026-12-01", "note": "abc"])
        #expect(try form.submit() == ["due": "2026-12-01", "note": "abc"])
        try form.setValues(["note": "abcd"])
        #expect(!submitErrors(form).isEmpty)
    }
}

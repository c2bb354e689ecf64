import FormJSON
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// An optional array with `minItems` is absent, or has at least that many items: the form starts
/// with no rows and demands none, leaves the array out while it has none, and lets the last row
/// go; a required one starts with its minimum and keeps it.
@MainActor
@Suite struct OptionalRowsTests {
    static let schema = #"""
    {"type": "object", "required": ["owners"], "properties": {
      "tags": {"type": "array", "minItems": 2, "items": {"type": "string"}},
      "owners": {"type": "array", "minItems": 1, "items": {"type": "string"}}}}
    """#

    @Test func anOptionalArrayStartsAbsentAndCanBeLeftOrFilled() throws {
        let (form, _) = try makeForm(Self.schema)
        let tags = try #require(form.container("tags") as? RepeatingRows)
        let owners = try #require(form.container("owners") as? RepeatingRows)
        #expect(tags.rows.isEmpty && tags.allowsNone)
        #expect(owners.rows.count == 1 && !owners.allowsNone)
        try form.setValues(["owners": ["ada"]])
        #expect(form.values == ["owners": ["ada"]], "no tags: left out, not []")
        #expect(form.document.validate(.object(form.values)).isEmpty)
        // One tag is fewer than the two an array of tags needs: an error on the rows.
        tags.addRow()
        try form.setValues(["owners": ["ada"], "tags": ["x"]])
        #expect(!form.manager.validate().isEmpty)
        // Deleting the last tags is allowed: the array is absent again, and valid.
        #expect(tags.canDelete)
        _ = tags.deleteRow(tags.rows[0])
        #expect(tags.rows.isEmpty && form.values["tags"] == nil)
        #expect(form.manager.validate().isEmpty)
        #expect(!owners.canDelete, "a required array keeps its minimum")
    }
}

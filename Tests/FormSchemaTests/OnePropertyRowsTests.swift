import FormJSON
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// An array of objects with exactly one property stays an array of objects: its rows send
/// `{"address": …}`, not bare values the document would refuse.
@MainActor
@Suite struct OnePropertyRowsTests {
    static let schema = #"""
    {"type": "object", "properties": {"emails": {"type": "array", "items": {"type": "object",
     "properties": {"address": {"type": "string", "title": "Address"}}, "required": ["address"]}}}}
    """#

    @Test func oneFieldRowsOfObjectsSendObjectsAndTakeThemBack() throws {
        let (form, _) = try makeForm(Self.schema)
        let given: JSONObject = ["emails": [["address": "a@b.c"], ["address": "d@e.f"]]]
        try form.setValues(given)
        #expect(form.values == given)
        #expect(form.document.validate(.object(form.values)).isEmpty)
        let rows = try #require(form.container("emails") as? RepeatingRows)
        #expect(rows.rowsAreObjects)
        #expect(form.manager.field(at: "/emails/1/address")?.jsonValue == "d@e.f")
    }

    @Test func rowsOfOneFieldBuiltInCodeStayBareUnlessAsked() {
        let emails = RepeatingRows("Emails", key: "emails", count: 1) { TextItem("Email", key: "email", value: "a@b.c") }
        let manager = AdapterManager(adapter: ListAdapter()) { Section { emails } }
        #expect(manager.values(includingHidden: false) == ["emails": ["a@b.c"]])
        emails.rowsAreObjects = true
        #expect(manager.values(includingHidden: false) == ["emails": [["email": "a@b.c"]]])
    }
}

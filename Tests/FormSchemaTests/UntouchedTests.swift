import FormJSON
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// What nobody touched is not sent: a switch or a stepper whose property has no default is left
/// out until someone sets it — to any value, even the one it shows; with a default, it is sent.
@MainActor
@Suite struct UntouchedTests {
    static let schema = #"""
    {"type": "object", "required": ["terms"], "properties": {
      "newsletter": {"type": "boolean"},
      "cooldown": {"type": "integer", "minimum": 1, "maximum": 9},
      "reminders": {"type": "boolean", "default": true},
      "terms": {"type": "boolean", "const": true}}}
    """#

    @Test func untouchedSwitchesAndSteppersWithoutADefaultAreNotSent() throws {
        let (form, _) = try makeForm(Self.schema)
        #expect(form.values == ["reminders": true])
        let errors = form.manager.validate()
        #expect(errors.map(\.pointer) == ["/terms"] && errors.first?.message.contains("is required") == true,
                "a required switch nobody set is missing: \(errors.map(\.message))")
        // Set to the value it shows: a choice was made, and it is sent.
        try form.setValues(["newsletter": false, "cooldown": 1, "terms": true])
        #expect(form.values == ["newsletter": false, "cooldown": 1, "reminders": true, "terms": true])
        #expect(form.manager.validate().isEmpty)
    }

    @Test func aPageLeavesAnUntouchedCheckboxOutAndSendsOneThePersonUnticked() throws {
        let (form, _) = try makeForm(Self.schema)
        let newsletter = try #require(form.fields.first { $0.key == "newsletter" }?.item as? BoolItem)
        #expect(!newsletter.isTouched)
        newsletter.value = true
        newsletter.value = false
        #expect(newsletter.isTouched)
        #expect(form.values["newsletter"] == false)
    }
}

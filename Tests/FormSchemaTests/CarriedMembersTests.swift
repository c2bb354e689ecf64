import FormJSON
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// A value resumed into a form may hold members no field shows — a map's free keys, which the
/// document allows (`additionalProperties`): they are kept and sent back unchanged, so resuming
/// loses nothing; where the document forbids them, they are refused by name as before.
@MainActor
@Suite struct CarriedMembersTests {
    @Test func membersTheDocumentAllowsButNoFieldShowsAreKeptAndSentBack() throws {
        let (form, _) = try makeForm(#"{"type": "object", "properties": {"name": {"type": "string"}}, "additionalProperties": {"type": "string"}}"#)
        try form.setValues(["name": "Ada", "x-team": "core", "x-floor": "3"])
        #expect(form.values == ["name": "Ada", "x-team": "core", "x-floor": "3"])
        #expect(form.document.validate(.object(form.values)).isEmpty)
        try form.setValues(["x-team": "platform"])
        #expect(form.values["x-team"] == "platform" && form.values["x-floor"] == "3")
    }

    @Test func membersTheDocumentForbidsAreRefusedByName() throws {
        let (form, _) = try makeForm(#"{"type": "object", "properties": {"name": {"type": "string"}}, "additionalProperties": false}"#)
        #expect(throws: ValuesError.self) { try form.setValues(["name": "Ada", "extra": 1]) }
        do {
            try form.setValues(["name": "Ada", "extra": 1])
        } catch {
            #expect(error.problems.map(\.pointer) == ["/extra"])
        }
        #expect(form.values.isEmpty, "nothing is set then")
    }
}

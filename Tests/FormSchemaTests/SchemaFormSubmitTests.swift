import FormJSON
import FormKit
import ListKit
import Testing
@testable import FormSchema

/// Keywords a form cannot show (`if`/`then`/`else`, `allOf`, `not` …) are still checked on
/// submit, and each error lands on the field at its instance path (form-level when none).
@MainActor
@Suite struct SchemaFormSubmitTests {
    /// rjsf's `ifThenElse` playground sample, with `food` a field of the form.
    static let animals = #"""
        {"type": "object",
         "properties": {"animal": {"type": "string", "enum": ["Cat", "Fish"]}, "food": {"type": "string"}},
         "allOf": [
           {"if": {"properties": {"animal": {"const": "Cat"}}},
            "then": {"properties": {"food": {"type": "string", "enum": ["meat", "grass", "fish"]}}, "required": ["food"]}},
           {"if": {"properties": {"animal": {"const": "Fish"}}},
            "then": {"properties": {"food": {"type": "string", "enum": ["insect", "worms"]}}, "required": ["food"]}},
           {"required": ["animal"]}]}
        """#

    static func invalid(_ form: SchemaForm, _ values: JSONObject) -> [ValidationError] {
        do {
            try form.submit(values)
            return []
        } catch {
            guard case .invalid(let errors) = error else {
                Issue.record("refused: \(error)")
                return []
            }
            return errors
        }
    }

    @Test func aCatThatEatsWormsIsRefusedOnTheFoodField() throws {
        let (form, _) = try makeForm(Self.animals)
        let errors = Self.invalid(form, ["animal": "Cat", "food": "worms"])
        #expect(errors.map { [$0.pointer ?? "", $0.validator] } == [["/food", "enum"]])
        #expect(errors.first?.key == "food")
        #expect(errors.first?.title == "food")
    }

    @Test func aFishThatEatsWormsIsSubmitted() throws {
        let (form, _) = try makeForm(Self.animals)
        #expect(Self.invalid(form, ["animal": "Fish", "food": "worms"]).isEmpty)
    }

    @Test func anErrorAboutTheWholeValueIsFormLevel() throws {
        let (form, _) = try makeForm(#"{"type": "object", "properties": {"a": {"type": "string"}}, "not": {"required": ["a"]}}"#)
        let errors = Self.invalid(form, ["a": "x"])
        #expect(errors.map { [$0.pointer ?? "", $0.validator] } == [["", "not"]])
        #expect(errors.first?.key?.isEmpty ?? true, "no field: the form as a whole")
    }

    /// What a web page or a terminal calls — the manager's own submit — runs the document's
    /// checks too, and shows each error beside its field: no surface needs to know a schema was
    /// involved.
    @Test func theManagersSubmitRunsTheDocumentsChecksAndShowsThemBesideTheField() throws {
        let (form, _) = try makeForm(Self.animals)
        var refused: [ValidationError] = []
        do { try form.manager.submit(["animal": "Cat", "food": "worms"]) } catch { refused = error.errors }
        #expect(refused.map { [$0.pointer ?? "", $0.validator] } == [["/food", "enum"]])
        let food = try #require(form.manager.field(at: "/food"))
        #expect(food.errors.map(\.validator) == ["enum"], "the row shows the document's error")
        #expect(form.manager.formErrors.isEmpty)
        // Fixed: the same submit passes and returns the document-shaped value.
        #expect(try form.manager.submit(["animal": "Cat", "food": "fish"]) == ["animal": "Cat", "food": "fish"])
        #expect(food.errors.isEmpty, "a new validation clears what the document found")
    }

    @Test func anUntouchedFormWhoseRootIsAOneOfIsRefusedByTheManager() throws {
        let (form, _) = try makeForm(#"""
            {"type": "object", "properties": {"email": {"type": "string"}, "phone": {"type": "string"}},
             "oneOf": [{"required": ["email"]}, {"required": ["phone"]}]}
            """#)
        var refused: [ValidationError] = []
        do { try form.manager.submit() } catch { refused = error.errors }
        #expect(refused.map { [$0.pointer ?? "", $0.validator] } == [["", "oneOf"]])
        #expect(form.manager.formErrors.map(\.validator) == ["oneOf"], "no field shows it: the form does")
    }
}


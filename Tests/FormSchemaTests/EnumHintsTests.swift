import FormJSON
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// rjsf's `ui:enumNames` titles an enum's options and `ui:enumOrder` orders them; the values sent
/// are the enum's. A hint that does not fit the enum is ignored, with a diagnostic.
@MainActor
@Suite struct EnumHintsTests {
    static let schema = #"{"type": "object", "properties": {"size": {"type": "string", "enum": ["s", "m", "l", "xl"]},"#
        + #" "tags": {"type": "array", "items": {"type": "string", "enum": ["a", "b"]}, "uniqueItems": true}}}"#

    @Test func enumNamesTitleTheOptionsAndEnumOrderOrdersThem() throws {
        let (form, _) = try makeForm(Self.schema, ui: [
            "size": ["ui:enumNames": ["Small", "Medium", "Large", "Extra large"], "ui:enumOrder": ["xl", "*", "s"]],
            "tags": ["ui:enumNames": ["Alpha", "Beta"]],
        ])
        #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
        let size = try #require(form.fields.first { $0.key == "size" }?.item as? ChoiceField)
        #expect(size.choices.map(\.label) == ["Extra large", "Medium", "Large", "Small"])
        #expect(size.choices.map(\.value) == ["xl", "m", "l", "s"])
        try size.choose(texts: ["l"])
        let tags = try #require(form.fields.first { $0.key == "tags" }?.item as? ChoiceField)
        #expect(tags.choices.map(\.label) == ["Alpha", "Beta"])
        try tags.choose(texts: ["b"])
        #expect(form.values["size"] == "l" && form.values["tags"] == ["b"])
    }

    /// rjsf's `ui:enumDisabled`: options shown, not offered — a post or a typed answer choosing
    /// one is refused, while one already chosen from data stays; a picker of many options becomes
    /// radios, which can say so.
    @Test func enumDisabledShowsOptionsItDoesNotOffer() throws {
        let (form, _) = try makeForm(Self.schema, ui: ["size": ["ui:enumDisabled": ["xl"]], "tags": ["ui:enumDisabled": ["b"]]])
        #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
        let size = try #require(form.fields.first { $0.key == "size" }?.item as? ChoiceField)
        #expect(size is RadioItem, "four options with one disabled: radios, not a picker")
        #expect(size.choices.map(\.isDisabled) == [false, false, false, true])
        #expect(throws: Problem.self) { try size.choose(texts: ["xl"]) }
        #expect(throws: InputError.self) { try size.apply(input: "xl") }
        try size.choose(texts: ["m"])
        let tags = try #require(form.fields.first { $0.key == "tags" }?.item as? ChoiceField)
        #expect(throws: InputError.self) { try tags.apply(input: "b") }
        // Chosen from data, it stays (and a post that keeps it is taken).
        try form.setValues(["size": "xl", "tags": ["a", "b"]])
        try size.choose(texts: ["xl"])
        try tags.choose(texts: ["a", "b"])
        #expect(form.values["size"] == "xl" && form.values["tags"] == ["a", "b"])
        let (ignored, _) = try makeForm(Self.schema, ui: ["size": ["ui:enumDisabled": ["xxl"]]])
        #expect(ignored.diagnostics.map(\.pointer) == ["uischema:/size/ui:enumDisabled"])
    }

    @Test(arguments: [
        (["ui:enumNames": ["Small"]] as JSONValue, "/size/ui:enumNames"),
        (["ui:enumNames": ["A", "A", "B", "C"]] as JSONValue, "/size/ui:enumNames"),
        (["ui:enumOrder": ["xxl"]] as JSONValue, "/size/ui:enumOrder"),
    ])
    func aHintThatDoesNotFitTheEnumIsIgnoredAndSaidSo(hint: JSONValue, pointer: String) throws {
        let (form, _) = try makeForm(Self.schema, ui: ["size": hint])
        #expect(form.diagnostics.map(\.pointer) == ["uischema:" + pointer])
        let size = try #require(form.fields.first { $0.key == "size" }?.item as? ChoiceField)
        #expect(size.choices.map(\.label) == ["s", "m", "l", "xl"])
    }
}

/// Objects in an `enum` show by their title or a summary, never as raw JSON; the value sent is
/// the object.
@MainActor
@Suite struct ObjectEnumTests {
    @Test func objectOptionsShowByTitleOrSummary() throws {
        let (form, view) = try makeForm(#"""
        {"type": "object", "properties": {
          "plan": {"enum": [{"name": "Basic", "seats": 1}, {"name": "Team", "seats": 5}]},
          "place": {"enum": [{"city": "Paris", "zip": "75001"}, {"city": "Lyon", "zip": "69001"}]}}}
        """#)
        let plan = try #require(form.fields.first { $0.key == "plan" }?.item as? ChoiceField)
        #expect(plan.choices.map(\.label) == ["Basic", "Team"])
        let place = try #require(form.fields.first { $0.key == "place" }?.item as? ChoiceField)
        #expect(place.choices.map(\.label) == ["city: Paris, zip: 75001", "city: Lyon, zip: 69001"])
        try place.choose(texts: [place.choices[1].text])
        #expect(form.values["place"] == ["city": "Lyon", "zip": "69001"])
        #expect(!view.renderText().contains("{\""), "no raw JSON on screen")
    }
}

import Foundation
import FormKit
import FormLocale
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// The schema validator's messages as keyed templates: every message a keyword gives has a
/// catalog key whose English reads as the validator's own words (numbers grouped by thousands,
/// as the localizer writes them; the headless JSON output keeps the validator's words), and reads in every
/// shipped language with nothing left unfilled.
@Suite struct SchemaMessageLanguageTests {
    /// A schema and a value that fails it, for every keyword that reports.
    static let cases: [(schema: String, value: String)] = [
        (#"false"#, #"1"#),
        // A pattern the backtracking matcher gives up on (the backreference keeps it off the
        // automata), and a text past the pattern input limit.
        (#"{"pattern": "^(?=(a+)+b)\\1"}"#, "\"" + String(repeating: "a", count: 40) + "\""),
        (#"{"pattern": "^a"}"#, "\"" + String(repeating: "a", count: 10_001) + "\""),
        (#"{"required": ["name"]}"#, #"{}"#),
        (#"{"dependentRequired": {"card": ["cvv"]}}"#, #"{"card": 1}"#),
        (#"{"properties": {"a": true}, "additionalProperties": false}"#, #"{"b": 1}"#),
        (#"{"propertyNames": {"maxLength": 1}}"#, #"{"long": 1}"#),
        (#"{"propertyNames": false}"#, #"{"a": 1}"#),
        (#"{"unevaluatedProperties": false}"#, #"{"a": 1}"#),
        (#"{"prefixItems": [true], "unevaluatedItems": false}"#, #"[1, 2]"#),
        (#"{"anyOf": [{"type": "string"}, {"minimum": 10}]}"#, #"3"#),
        (#"{"oneOf": [{"type": "string"}, {"minimum": 10}]}"#, #"3"#),
        (#"{"oneOf": [{"minimum": 1}, {"minimum": 2}]}"#, #"3"#),
        (#"{"oneOf": [{"const": "a"}, {"const": "b"}]}"#, #""c""#),
        (#"{"not": {"type": "integer"}}"#, #"3"#),
        (#"{"contains": {"const": 1}}"#, #"[2]"#),
        (#"{"contains": {"const": 1}, "minContains": 2}"#, #"[1, 2]"#),
        (#"{"contains": {"const": 1}, "maxContains": 1}"#, #"[1, 1]"#),
        (#"{"minProperties": 2}"#, #"{"a": 1}"#),
        (#"{"maxProperties": 1}"#, #"{"a": 1, "b": 2}"#),
        (#"{"type": "integer"}"#, #""x""#),
        (#"{"type": ["integer", "null"]}"#, #""x""#),
        (#"{"type": ["string", "number", "boolean"]}"#, #"{}"#),
        (#"{"enum": ["red", "green", "blue"]}"#, #""pink""#),
        (#"{"const": 42}"#, #"7"#),
        (#"{"minLength": 3}"#, #""ab""#),
        (#"{"maxLength": 1}"#, #""ab""#),
        (#"{"pattern": "^[0-9]+$"}"#, #""ab""#),
        (#"{"format": "email"}"#, #""nope""#),
        (#"{"format": "date"}"#, #""2026-02-30""#),
        (#"{"minimum": 18}"#, #"17"#),
        (#"{"maximum": 2.5}"#, #"3"#),
        (#"{"exclusiveMinimum": 0}"#, #"0"#),
        (#"{"exclusiveMaximum": 1000000}"#, #"1000000"#),
        (#"{"multipleOf": 0.01}"#, #"0.001"#),
        (#"{"minItems": 1}"#, #"[]"#),
        (#"{"maxItems": 1}"#, #"[1, 2]"#),
        (#"{"uniqueItems": true}"#, #"[1, 2, 1]"#),
    ]

    static func errors(_ schema: String, _ value: String) throws -> [SchemaValidationError] {
        let document = try SchemaDocument(parsing: "{\"$schema\": \"https://json-schema.org/draft/2020-12/schema\", \"allOf\": [\(schema)]}",
                                          options: SchemaOptions(assertsFormats: true))
        return document.validate(try JSONValue(parsing: value))
    }

    @Test func everyErrorHasAKeyAndEnglishReadsAsTheValidatorsOwnWords() throws {
        var keys = Set<String>()
        for (schema, value) in Self.cases {
            let errors = try Self.errors(schema, value)
            #expect(!errors.isEmpty, "\(schema) refuses \(value)")
            for error in errors {
                let localized = try #require(error.localizedMessage, "\(schema): \(error.message) has no key")
                keys.insert(localized.key)
                // The same words; numbers of four or more digits are grouped (1,000,000).
                let english = Localizer.english.string(localized).replacingOccurrences(of: #"(?<=\d),(?=\d{3})"#, with: "", options: .regularExpression)
                #expect(english == error.message, "\(schema): \(localized.key)")
            }
        }
        // Every keyword's key is met (a name too costly to check against patternProperties and
        // draft-07's anyOf wording aside).
        let schemaKeys = Set(MessageCatalogs.builtIn[.english]!.templates.keys.filter { $0.hasPrefix("schema.") && !$0.hasPrefix("schema.typeName.") && !$0.hasPrefix("schema.format.") })
        let unmet = schemaKeys.subtracting(keys).subtracting(["schema.field", "schema.invalid", "schema.anyOf.none",
                                                               "schema.patternProperties.tooCostly"])
        #expect(unmet.isEmpty, "keys no case meets: \(unmet.sorted())")
    }

    @Test(arguments: MessageCatalogs.builtIn.languages.filter { $0 != .english })
    func everyErrorReadsInEveryLanguage(language: LanguageTag) throws {
        let localizer = Localizer(language: language)
        for (schema, value) in Self.cases {
            for error in try Self.errors(schema, value) {
                let text = error.message(in: localizer)
                #expect(!text.contains("{") && !text.isEmpty && text != error.message, "\(language) \(schema): \(text)")
            }
        }
    }

    @Test func numbersListsAndTypesReadTheLanguagesWay() throws {
        let german = Localizer(language: LanguageTag("de")!)
        #expect(try Self.errors(#"{"maximum": 2.5}"#, "3")[0].message(in: german) == "darf höchstens 2,5 sein")
        #expect(try Self.errors(#"{"type": ["integer", "null"]}"#, #""x""#)[0].message(in: german) == "muss eine ganze Zahl oder null sein")
        #expect(try Self.errors(#"{"enum": ["red", "green", "blue"]}"#, #""pink""#)[0].message(in: german)
            == #"muss einer dieser Werte sein: "red", "green" oder "blue""#)
        let japanese = Localizer(language: LanguageTag("ja")!)
        #expect(try Self.errors(#"{"minLength": 3}"#, #""ab""#)[0].message(in: japanese) == "3文字以上で入力してください")
        let error = try Self.errors(#"{"minimum": 18}"#, "17")[0]
        guard case .object(let json) = error.jsonValue(in: german) else { Issue.record("no object"); return }
        #expect(json["message"] == "muss mindestens 18 sein" && json["messageKey"] == "schema.minimum")
    }

    @MainActor
    @Test func aSchemaFormsFieldsShowTheDocumentsRulesInTheLanguage() throws {
        let document = try SchemaDocument(parsing: #"{"type": "object", "properties": {"age": {"type": "integer", "title": "Alter", "minimum": 18}}}"#)
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60)
        let form = try SchemaForm(document: document, uiSchema: nil, adapter: adapter)
        form.manager.localizer = Localizer(language: LanguageTag("de")!)
        let age = try #require(form.manager.item(forKey: "age") as? FormField)
        try age.apply(input: "17")
        let errors = age.validate()
        #expect(errors.map { $0.description(in: form.manager.localizer) } == ["Alter muss mindestens 18 sein"])
        #expect(errors.map(\.description) == ["Alter must be at least 18"])
    }
}

/// A document brings its words: JSON Forms' `i18n` keys (the control's, else the property's path)
/// and a translations object give titles, descriptions and per-field error messages in the
/// person's language; a title without a translation keeps the document's text.
@MainActor
@Suite struct DocumentWordsTests {
    static let schema = #"""
        {"type": "object", "required": ["name"], "properties": {
          "name": {"type": "string", "title": "Name", "description": "As on your passport"},
          "age": {"type": "integer", "title": "Age", "minimum": 18},
          "address": {"type": "object", "title": "Address", "properties": {"city": {"type": "string", "title": "City"}}},
          "nickname": {"type": "string", "title": "Nickname"},
          "size": {"type": "string", "title": "Size", "enum": ["small", "large"]}}}
        """#
    static let ui = #"""
        {"type": "VerticalLayout", "elements": [
          {"type": "Control", "scope": "#/properties/name", "i18n": "person.name"},
          {"type": "Control", "scope": "#/properties/age"},
          {"type": "Control", "scope": "#/properties/address"},
          {"type": "Control", "scope": "#/properties/nickname"},
          {"type": "Control", "scope": "#/properties/size"}]}
        """#
    static let translations = #"""
        {"de": {"person.name.label": "Vollständiger Name", "person.name.description": "Wie im Reisepass",
                "age.label": "Alter", "age.error.minimum": "Sie müssen mindestens {limit} Jahre alt sein",
                "address.label": "Anschrift", "address.city.label": "Ort", "size.small": "Klein", "size.large": "Groß"},
         "fr": {"person.name.label": "Nom complet"}}
        """#

    func makeForm(language: String) throws -> SchemaForm {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 70)
        let form = try SchemaForm(document: SchemaDocument(parsing: Self.schema), uiSchema: JSONValue(parsing: Self.ui), adapter: adapter)
        form.manager.localizer = Localizer(language: LanguageTag(language)!, catalogs: try MessageCatalogs.builtIn.adding(translations: Self.translations))
        form.manager.reload()
        return form
    }

    @Test func titlesDescriptionsAndErrorsComeFromTheTranslations() throws {
        let form = try makeForm(language: "de")
        let text = form.manager.adapter.collectionView!.renderText()
        for words in ["Vollständiger Name", "Wie im Reisepass", "Alter", "Anschrift angeben", "Nickname"] {
            #expect(text.contains(words), "\(words) in\n\(text)")
        }
        #expect(!text.contains("As on your passport") && !text.contains("City"))
        let age = try #require(form.manager.item(forKey: "age") as? FormField)
        try age.apply(input: "16")
        #expect(age.validate().map { $0.description(in: form.manager.localizer) } == ["Sie müssen mindestens 18 Jahre alt sein"])
        // A keyword without a document message reads the package's, in the language.
        let name = try #require(form.manager.item(forKey: "name") as? FormField)
        #expect(name.validate().map { $0.description(in: form.manager.localizer) } == ["Vollständiger Name ist ein Pflichtfeld"])
    }

    @Test func enumValuesShowTheirTranslationsAndTheValuesStay() throws {
        let form = try makeForm(language: "de")
        let text = form.manager.adapter.collectionView!.renderText()
        #expect(text.contains("Klein Groß"), "\(text)")
        let size = try #require(form.manager.item(forKey: "size") as? SegmentedItem)
        try size.apply(input: "Groß")
        #expect(form.manager.values["size"] == "large")
        #expect((size as ChoiceField).choices.map(\.label) == ["Klein", "Groß"] && (size as ChoiceField).choices.map(\.text) == ["small", "large"])
        form.manager.localizer = .english
        #expect(size.displayValue == "small [large]")
    }

    @Test func aLongEnumsPickerShowsAndReadsItsTranslatedLabelsAndSendsTheValues() throws {
        let schema = #"""
            {"type": "object", "properties": {"country": {"type": "string", "title": "Country",
              "enum": ["DE", "FR", "ES", "JP", "EG"]}}}
            """#
        let translations = #"{"de": {"country.DE": "Deutschland", "country.FR": "Frankreich", "country.ES": "Spanien", "country.JP": "Japan"}}"#
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60)
        let form = try SchemaForm(document: SchemaDocument(parsing: schema), adapter: adapter)
        form.manager.localizer = Localizer(language: LanguageTag("de")!, catalogs: try MessageCatalogs.builtIn.adding(translations: translations))
        form.manager.reload()
        let picker = try #require(form.manager.item(forKey: "country") as? PickerItem)
        #expect(picker.choices.map(\.label) == ["Deutschland", "Frankreich", "Spanien", "Japan", "EG"])
        #expect(picker.choices.map(\.text) == ["DE", "FR", "ES", "JP", "EG"])
        try picker.apply(input: "frankreich")                  // a label, in any case
        #expect(form.manager.values["country"] == "FR" && picker.displayValue == "Frankreich")
        #expect(adapter.collectionView!.renderText().contains("Frankreich"))
        try picker.apply(input: "EG")                          // the value itself, always
        #expect(form.manager.values["country"] == "EG" && picker.chosen.map(\.label) == ["EG"])
        form.manager.localizer = .english
        try picker.apply(input: "DE")
        #expect(picker.displayValue == "DE")
    }

    @Test func categoriesStepsReadInTheLanguageByTheirI18nKeyOrTheirLabel() throws {
        let schema = #"{"type": "object", "properties": {"email": {"type": "string"}, "city": {"type": "string"}, "note": {"type": "string"}}}"#
        let ui = #"""
            {"type": "Categorization", "elements": [
              {"type": "Category", "label": "Account", "i18n": "steps.account", "elements": [{"type": "Control", "scope": "#/properties/email"}]},
              {"type": "Category", "label": "Shipping", "elements": [{"type": "Control", "scope": "#/properties/city"}]},
              {"type": "Category", "label": "Notes", "elements": [{"type": "Control", "scope": "#/properties/note"}]}]}
            """#
        let translations = #"{"de": {"steps.account.label": "Konto", "Shipping": "Versand"}}"#
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60)
        let form = try SchemaForm(document: SchemaDocument(parsing: schema), uiSchema: JSONValue(parsing: ui), adapter: adapter)
        form.manager.localizer = Localizer(language: LanguageTag("de")!, catalogs: try MessageCatalogs.builtIn.adding(translations: translations))
        form.manager.reload()
        #expect(form.manager.steps.map(\.title) == ["Konto", "Versand", "Notes"])     // a label without a translation stays
        #expect(form.manager.progressText?.contains("Konto") == true, "\(form.manager.progressText ?? "")")
        #expect(form.layout.steps.map(\.i18nKey) == ["steps.account.label", "Shipping", "Notes"])
        form.manager.localizer = .english
        #expect(form.manager.steps.map(\.title) == ["Account", "Shipping", "Notes"])
    }

    @Test func aLanguageTheTranslationsLackKeepsTheDocumentsWordsAndTheTitlesFollowTheLanguage() throws {
        let form = try makeForm(language: "fr")
        let name = try #require(form.manager.item(forKey: "name") as? FormField)
        let age = try #require(form.manager.item(forKey: "age") as? FormField)
        #expect(name.title == "Nom complet" && age.title == "Age")
        try age.apply(input: "16")
        #expect(age.validate().map { $0.description(in: form.manager.localizer) } == ["Age doit être supérieur ou égal à 18"])
        form.manager.localizer = .english
        #expect(name.title == "Name")
    }
}

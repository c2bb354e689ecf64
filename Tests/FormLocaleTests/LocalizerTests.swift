import FormLocale
import Testing

@Suite struct LocalizerTests {
    static let german = Localizer(language: LanguageTag("de")!)
    static let french = Localizer(language: LanguageTag("fr-FR")!)
    static let arabic = Localizer(language: LanguageTag("ar-EG")!)

    @Test func englishReadsAsTheValidatorsEnglishDoes() {
        let english = Localizer.english
        #expect(english.string(LocalizedMessage("field.required", ["title": "Name"])) == "Name is required")
        #expect(english.string(LocalizedMessage("text.length.atLeast", ["title": "Name", "count": 1])) == "Name must be at least 1 character")
        #expect(english.string(LocalizedMessage("text.length.atLeast", ["title": "Name", "count": 3])) == "Name must be at least 3 characters")
        #expect(english.string(LocalizedMessage("number.minimum", ["title": "Age", "limit": .decimal("18")])) == "Age must be at least 18")
    }

    @Test func translationsPutTheTitleWhereTheirWordOrderNeedsIt() {
        let japanese = Localizer(language: LanguageTag("ja-JP")!)
        #expect(japanese.string(LocalizedMessage("text.length.atLeast", ["title": "名前", "count": 3])) == "名前は3文字以上で入力してください")
        #expect(Self.german.string(LocalizedMessage("field.required", ["title": "Name"])) == "Name ist ein Pflichtfeld")
        #expect(Self.french.string(LocalizedMessage("text.length.atMost", ["title": "Nom", "count": 1])) == "Le champ Nom doit contenir au plus 1 caractère")
    }

    @Test func pluralFormsFollowTheLanguage() {
        func characters(_ localizer: Localizer, _ count: Int) -> String {
            localizer.string(LocalizedMessage("text.length.atLeast", ["title": "X", "count": .integer(count)]))
        }
        #expect(characters(Self.french, 0).hasSuffix("0 caractère"), "French: 0 is one")
        #expect(characters(Self.french, 1_000_000).hasSuffix("1\u{202F}000\u{202F}000 de caractères"))
        #expect(characters(Self.arabic, 1).contains("حرف واحد"))
        #expect(characters(Self.arabic, 2).contains("حرفين"))
        #expect(characters(Self.arabic, 3).contains("3 أحرف"))
        #expect(characters(Self.arabic, 11).contains("11 حرفًا"))
        #expect(characters(Self.arabic, 100).contains("100 حرف"))
    }

    @Test func numbersTakeTheLanguagesSeparators() {
        #expect(Self.german.format(.decimal("1234.5")) == "1.234,5")
        #expect(Self.french.format(.decimal("1234.5")) == "1\u{202F}234,5")
        #expect(Localizer(language: LanguageTag("es")!).format(.integer(1234)) == "1234", "Spanish groups from five digits")
        #expect(Localizer(language: LanguageTag("es")!).format(.integer(12345)) == "12.345")
        #expect(Localizer.english.format(.integer(-1234567)) == "-1,234,567")
        #expect(Self.arabic.format(.decimal("3.5")) == "3.5", "Arabic as CLDR's ar writes it: Latin digits")
    }

    @Test func aLanguageWithoutACatalogReadsEnglish() {
        let korean = Localizer(language: LanguageTag("ko")!)
        #expect(korean.language == .english)
        #expect(korean.string(LocalizedMessage("field.required", ["title": "이름"])) == "이름 is required")
    }

    @Test func aMissingKeyOrArgumentShowsItselfNeverACrash() {
        #expect(Localizer.english.string(LocalizedMessage("no.such.key")) == "no.such.key")
        #expect(Localizer.english.string(LocalizedMessage("field.required")) == "{title} is required")
    }

    @Test func aTeamOverridesOneKeyAndAddsALanguageFromJSON() throws {
        let override = try MessageCatalog(language: .english, json: #"{"field.required": "Please fill in {title}"}"#)
        let italian = try MessageCatalog(language: LanguageTag("it")!, json: #"{"field.required": "{title} è obbligatorio"}"#)
        let catalogs = MessageCatalogs.builtIn.adding(override).adding(italian)
        let english = Localizer(language: .english, catalogs: catalogs)
        #expect(english.string(LocalizedMessage("field.required", ["title": "Name"])) == "Please fill in Name")
        #expect(english.string(LocalizedMessage("text.email", ["title": "Email"])) == "Email is not a valid email address", "the other keys stay")
        let inItalian = Localizer(language: LanguageTag("it-IT")!, catalogs: catalogs)
        #expect(inItalian.language == LanguageTag("it"))
        #expect(inItalian.string(LocalizedMessage("field.required", ["title": "Nome"])) == "Nome è obbligatorio")
        #expect(inItalian.string(LocalizedMessage("text.email", ["title": "Email"])) == "Email is not a valid email address",
                "a half-translated catalog reads English where it stops")
    }

    @Test func aCatalogThatDoesNotReadSaysWhichKeyAndWhy() {
        #expect(throws: MessageCatalogError.self) { try MessageCatalog(language: .english, json: #"{"a": "{x, plural, one {#}}"}"#) }
        #expect(throws: MessageCatalogError.self) { try MessageCatalog(language: .english, json: #"{"a": "x", "a": "y"}"#) }
        #expect(throws: MessageCatalogError.self) { try MessageCatalog(language: .english, json: #"["a"]"#) }
        do {
            _ = try MessageCatalog(language: .english, json: #"{"good": "{title}", "bad": "{title"}"#)
            Issue.record("an unclosed argument was read")
        } catch {
            #expect(error.key == "bad")
        }
    }

    @Test func theREADMEsExampleReadsAsItSays() throws {
        let german = Localizer(preference: LanguagePreference(acceptLanguage: "de-AT, en;q=0.5"))
        #expect(german.string(LocalizedMessage("text.length.atLeast", ["title": "Name", "count": 3])) == "Name muss mindestens 3 Zeichen lang sein")
        let mine = try MessageCatalog(language: .english, json: #"{"field.required": "Please fill in {title}"}"#)
        #expect(Localizer(language: .english, catalogs: .builtIn.adding(mine)).string(LocalizedMessage("field.required", ["title": "Name"]))
                == "Please fill in Name")
    }
}

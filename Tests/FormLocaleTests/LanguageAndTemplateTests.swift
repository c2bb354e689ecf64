import FormLocale
import Testing

@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("de", "de"), ("de-AT", "de-AT"), ("DE_at", "de-AT"), ("de_DE.UTF-8@euro", "de-DE"), ("zh-CN", "zh-Hans-CN"),
        ("zh-TW", "zh-Hant-TW"), ("zh_HK", "zh-Hant-HK"), ("zh", "zh-Hans"), ("zh-Hant", "zh-Hant"), ("es-419", "es-419"),
        ("en-US-x-private", "en-US"), ("sr-Latn-RS", "sr-Latn-RS"), ("de-CH-1996", "de-CH"),
    ])
    func tagsAndPOSIXNamesReadAsBCP47(text: String, identifier: String) {
        #expect(LanguageTag(text)?.identifier == identifier)
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "*", "", "e", "english", "de-", "12", "de_DE-ß"])
    func textThatIsNoLanguageIsNoTag(text: String) {
        #expect(LanguageTag(text) == nil, "\(text)")
    }

    @Test func rightToLeftLanguagesAreKnown() {
        #expect(LanguageTag("ar-EG")!.isRightToLeft)
        #expect(LanguageTag("he")!.isRightToLeft)
        #expect(LanguageTag("fa")!.isRightToLeft)
        #expect(!LanguageTag("de")!.isRightToLeft)
        #expect(!LanguageTag("az-Latn")!.isRightToLeft)
    }
}

@Suite struct LanguagePreferenceTests {
    static let shipped = MessageCatalogs.builtIn.languages

    @Test func acceptLanguageIsOrderedByWeightThenByPlace() {
        let preference = LanguagePreference(acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.9, *;q=0.5, ja;q=0")
        #expect(preference.languages.map(\.identifier) == ["fr-CH", "fr", "de", "en"])
        #expect(preference.bestMatch(among: Self.shipped) == LanguageTag("fr"))
    }

    @Test func aMalformedRangeIsLeftOutAndTheRestKept() {
        let preference = LanguagePreference(acceptLanguage: "de;q=2, !!, es;q=abc, ja ;q= 0.7")
        #expect(preference.languages.map(\.identifier) == ["ja"])
    }

    @Test func aHugeHeaderIsReadOnlyUpToItsLimit() {
        let header = Array(repeating: "de-DE;q=0.5", count: 100_000).joined(separator: ",") + ",ja"
        let preference = LanguagePreference(acceptLanguage: header)
        #expect(preference.languages == [LanguageTag("de-DE")!])
    }

    @Test func noHeaderMeansEnglish() {
        #expect(LanguagePreference(acceptLanguage: nil).bestMatch(among: Self.shipped) == .english)
        #expect(LanguagePreference(acceptLanguage: "").bestMatch(among: Self.shipped) == .english)
    }

    @Test func aRegionOrScriptFallsBackToItsLanguageButTraditionalChineseIsNotSentToSimplified() {
        #expect(LanguagePreference(acceptLanguage: "de-AT").bestMatch(among: Self.shipped) == LanguageTag("de"))
        #expect(LanguagePreference(acceptLanguage: "zh-CN").bestMatch(among: Self.shipped) == LanguageTag("zh-Hans"))
        #expect(LanguagePreference(acceptLanguage: "zh").bestMatch(among: Self.shipped) == LanguageTag("zh-Hans"))
        #expect(LanguagePreference(acceptLanguage: "zh-TW, ja;q=0.5").bestMatch(among: Self.shipped) == LanguageTag("ja"))
        #expect(LanguagePreference(acceptLanguage: "ar-EG").bestMatch(among: Self.shipped) == LanguageTag("ar"))
    }

    @Test func theTerminalReadsLCAllThenLCMessagesThenLang() {
        #expect(LanguagePreference(environment: ["LANG": "de_DE.UTF-8"]).languages == [LanguageTag("de-DE")!])
        #expect(LanguagePreference(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]).languages == [LanguageTag("fr-FR")!])
        #expect(LanguagePreference(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "ja_JP.UTF-8"]).languages
                == [LanguageTag("ja-JP")!])
        #expect(LanguagePreference(environment: ["LC_ALL": "", "LANG": "es_ES.UTF-8"]).languages == [LanguageTag("es-ES")!], "empty is unset")
    }

    @Test func cOrPOSIXMeansTheDefaultAndLanguageListsComeFirstOtherwise() {
        #expect(LanguagePreference(environment: ["LANG": "C.UTF-8", "LANGUAGE": "de"]).languages.isEmpty)
        #expect(LanguagePreference(environment: ["LC_ALL": "POSIX"]).bestMatch(among: Self.shipped) == .english)
        #expect(LanguagePreference(environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "ar:fr"]).languages.map(\.identifier) == ["ar", "fr", "en-US"])
        #expect(LanguagePreference(environment: [:]).bestMatch(among: Self.shipped) == .english)
    }
}

@Suite struct MessageTemplateTests {
    @Test func argumentsAndPluralBranchesAreRead() throws {
        let template = try MessageTemplate("{title}: {count, plural, =0 {none} one {# item} other {# items}} for {who, select, me {me} other {them}}")
        #expect(template.arguments == ["title", "count", "who"])
        #expect(template.pluralCategories == ["count": [.one, .other]])
        let english = Localizer.english
        let catalog = try MessageCatalog(language: .english, templates: ["k": template.source])
        let localizer = Localizer(language: .english, catalogs: MessageCatalogs([catalog]))
        #expect(localizer.string(LocalizedMessage("k", ["title": "Cart", "count": 0, "who": "me"])) == "Cart: none for me")
        #expect(localizer.string(LocalizedMessage("k", ["title": "Cart", "count": 1, "who": "you"])) == "Cart: 1 item for them")
        #expect(localizer.string(LocalizedMessage("k", ["title": "Cart", "count": 1200, "who": "me"])) == "Cart: 1,200 items for me")
        #expect(english.language == .english)
    }

    @Test func apostrophesQuoteSyntax() throws {
        let catalog = try MessageCatalog(language: .english, templates: ["k": "It''s '{literal}' and {x}, '#' #"])
        let localizer = Localizer(language: .english, catalogs: MessageCatalogs([catalog]))
        #expect(localizer.string(LocalizedMessage("k", ["x": "y"])) == "It's {literal} and y, # #")
    }

    @Test(arguments: [
        ("{title", 0), ("}", 0), ("{count, plural, one {#}}", 0), ("{count, plural, seven {#} other {#}}", 16), ("{x, number}", 0),
        ("{, plural}", 1), ("{x, plural, other {unclosed}", 0),
    ])
    func aTemplateThatDoesNotReadSaysWhere(source: String, offset: Int) {
        do {
            _ = try MessageTemplate(source)
            Issue.record("\(source) was read")
        } catch {
            #expect(error.offset == offset, "\(source): \(error)")
        }
    }
}

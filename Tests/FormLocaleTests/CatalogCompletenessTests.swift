import FormLocale
import Testing

/// Every shipped language has every key English has, and no other; reads every argument English's
/// template gives it and no other; and gives every plural argument a branch for each of its
/// language's CLDR categories (Django's complaint: catalogs left half translated with nothing to
/// say so).
@Suite struct CatalogCompletenessTests {
    static let english = MessageCatalogs.builtIn[.english]!
    static let languages = MessageCatalogs.builtIn.languages.filter { $0 != .english }

    @Test func thePackageShipsTheSevenLanguages() {
        #expect(MessageCatalogs.builtIn.languages.map(\.identifier) == ["en", "ar", "de", "es", "fr", "ja", "zh-Hans"])
    }

    @Test(arguments: MessageCatalogs.builtIn.languages.filter { $0 != .english })
    func everyLanguageHasEveryKeyAndNoOther(language: LanguageTag) throws {
        let catalog = try #require(MessageCatalogs.builtIn[language])
        let missing = Set(Self.english.templates.keys).subtracting(catalog.templates.keys)
        let extra = Set(catalog.templates.keys).subtracting(Self.english.templates.keys)
        #expect(missing.isEmpty, "\(language) lacks \(missing.sorted())")
        #expect(extra.isEmpty, "\(language) has keys English does not: \(extra.sorted())")
    }

    @Test(arguments: MessageCatalogs.builtIn.languages)
    func everyTemplateReadsEveryArgumentAndPluralFormOfItsLanguage(language: LanguageTag) throws {
        let catalog = try #require(MessageCatalogs.builtIn[language])
        let categories = Set(PluralRules.categories(of: language.language))
        for (key, template) in catalog.templates {
            guard let original = Self.english[key] else { continue }
            #expect(Set(template.arguments) == Set(original.arguments), "\(language) \(key): arguments \(template.arguments), English \(original.arguments)")
            for (argument, branches) in template.pluralCategories {
                #expect(branches == categories, "\(language) \(key): {\(argument)} has \(branches.map(\.rawValue).sorted()), the language \(categories.map(\.rawValue).sorted())")
            }
        }
    }

    @Test(arguments: MessageCatalogs.builtIn.languages)
    func everyMessageRendersWithEveryArgumentGiven(language: LanguageTag) {
        let localizer = Localizer(language: language)
        #expect(localizer.language == language)
        for (key, template) in Self.english.templates {
            var arguments: [String: MessageArgument] = [:]
            for name in template.arguments { arguments[name] = name == "title" ? "T" : .integer(7) }
            let text = localizer.string(LocalizedMessage(key, arguments))
            #expect(!text.contains("{") && !text.contains("}") && text != key, "\(language) \(key): \(text)")
            if template.arguments.contains("title") { #expect(text.contains("T"), "\(language) \(key) shows the title: \(text)") }
        }
    }
}

import FormLocale
import Testing

@Suite struct PluralRulesTests {
    /// CLDR 46's examples for each language (`plurals.xml`'s `@integer` and `@decimal` samples).
    @Test(arguments: [
        ("en", "1", PluralCategory.one), ("en", "0", .other), ("en", "2", .other), ("en", "1.0", .other), ("en", "1.5", .other),
        ("de", "1", .one), ("de", "21", .other), ("de", "1.0", .other),
        ("fr", "0", .one), ("fr", "1", .one), ("fr", "1.5", .one), ("fr", "2", .other), ("fr", "1000000", .many),
        ("fr", "2000000", .many), ("fr", "1000001", .other), ("fr", "1000000.0", .other),
        ("es", "1", .one), ("es", "1.0", .one), ("es", "0", .other), ("es", "1.5", .other), ("es", "1000000", .many),
        ("zh", "1", .other), ("ja", "1", .other), ("zh", "0", .other),
        ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few), ("ar", "10", .few), ("ar", "103", .few),
        ("ar", "11", .many), ("ar", "99", .many), ("ar", "111", .many), ("ar", "100", .other), ("ar", "102", .other),
        ("ar", "0.5", .other), ("ar", "1.0", .one), ("ar", "-3", .few),
    ])
    func eachLanguageTakesCLDRsCategory(language: String, number: String, expected: PluralCategory) throws {
        let operands = try #require(PluralOperands(decimal: number))
        #expect(PluralRules.category(of: operands, in: language) == expected, "\(language) \(number)")
    }

    @Test func theLanguagesHaveCLDRsNumberOfForms() {
        #expect(PluralRules.categories(of: "en").count == 2)
        #expect(PluralRules.categories(of: "de").count == 2)
        #expect(PluralRules.categories(of: "fr").count == 3)
        #expect(PluralRules.categories(of: "es").count == 3)
        #expect(PluralRules.categories(of: "zh") == [.other])
        #expect(PluralRules.categories(of: "ja") == [.other])
        #expect(PluralRules.categories(of: "ar") == PluralCategory.allCases)
    }

    @Test func everyIntegerTakesACategoryTheLanguageHas() {
        for language in PluralRules.languages {
            let categories = Set(PluralRules.categories(of: language))
            for number in [0, 1, 2, 3, 5, 10, 11, 21, 99, 100, 101, 102, 103, 111, 1_000, 1_000_000, Int.max, -1, Int.min] {
                #expect(categories.contains(PluralRules.category(of: number, in: language)), "\(language) \(number)")
            }
        }
    }

    @Test func textThatIsNoNumberHasNoOperands() {
        #expect(PluralOperands(decimal: "") == nil)
        #expect(PluralOperands(decimal: "1.") == nil)
        #expect(PluralOperands(decimal: "1e3") == nil)
        #expect(PluralOperands(decimal: "abc") == nil)
        #expect(PluralOperands(decimal: "١") == nil, "digits are ASCII: locale input is read before it gets here")
    }
}

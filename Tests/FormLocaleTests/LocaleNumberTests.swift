import FormLocale
import ListDiffKit
import Testing

/// A person types numbers as their language writes them; the value stays locale-free.
@Suite struct LocaleNumberTests {
    static let german = LanguageTag("de")!, french = LanguageTag("fr")!, english = LanguageTag.english
    static let arabic = LanguageTag("ar-EG")!, spanish = LanguageTag("es")!, japanese = LanguageTag("ja")!

    @Test(arguments: [
        ("3,5", "3.5"), ("1.234,5", "1234.5"), ("1.234", "1234"), ("12.345.678,25", "12345678.25"), ("3.5", "3.5"),
        ("-0,5", "-0.5"), (" 42 ", "42"), ("007", "7"), ("0,50", "0.50"), ("−3", "-3"), ("1 234,5", "1234.5"),
    ])
    func germanInput(text: String, value: String) {
        #expect(LocaleNumber.parse(text, language: Self.german) == value, "\(text)")
    }

    @Test(arguments: ["3,5abc", "1.23,4", "1,2,3", "", "-", "1e5", "3,", ",5", "1..2", "12.34.56", "abc", "1,234.5"])
    func germanInputThatIsNoNumberIsRefusedWhole(text: String) {
        #expect(LocaleNumber.parse(text, language: Self.german) == nil, "\(text)")
    }

    @Test func frenchGroupsWithSpacesAndArabicWithItsOwnDigits() {
        #expect(LocaleNumber.parse("1\u{202F}234,5", language: Self.french) == "1234.5")
        #expect(LocaleNumber.parse("1\u{00A0}234", language: Self.french) == "1234")
        #expect(LocaleNumber.parse("3.5", language: Self.french) == "3.5", "the ISO form is always read")
        #expect(LocaleNumber.parse("٣٫٥", language: Self.arabic) == "3.5")
        #expect(LocaleNumber.parse("١٬٢٣٤٫٥", language: Self.arabic) == "1234.5")
        #expect(LocaleNumber.parse("3.5", language: Self.arabic) == "3.5")
        #expect(LocaleNumber.parse("۱۲", language: Self.arabic) == "12", "Eastern Arabic-Indic digits")
        #expect(LocaleNumber.parse("１２３", language: Self.japanese) == "123", "fullwidth digits, as Japanese input methods type them")
        #expect(LocaleNumber.parse("½", language: Self.english) == nil)
    }

    @Test func englishReadsItsOwnGroupingAndRefusesAGermanComma() {
        #expect(LocaleNumber.parse("1,234.5", language: Self.english) == "1234.5")
        #expect(LocaleNumber.parse("3,5", language: Self.english) == nil)
        #expect(LocaleNumber.parse("1,234", language: Self.english) == "1234")
    }

    @Test(arguments: [
        ("1234.5", "de", "1.234,5"), ("1234.5", "fr", "1\u{202F}234,5"), ("1234.5", "en", "1,234.5"), ("1234", "es", "1234"),
        ("12345", "es", "12.345"), ("-1234567", "en", "-1,234,567"), ("3.5", "ar", "3.5"), ("0.5", "de", "0,5"), ("1e21", "de", "1e21"),
    ])
    func valuesAreShownAsTheLanguageWritesThem(value: String, language: String, shown: String) {
        #expect(LocaleNumber.format(value, language: LanguageTag(language)!) == shown)
    }

    /// What is shown reads back as the same value, in every shipped language.
    @Test func whatIsShownReadsBack() {
        var generator = SplitMix64(seed: 34)
        for language in MessageCatalogs.builtIn.languages {
            for _ in 0..<500 {
                let whole = String(Int.random(in: 0...9_999_999, using: &generator))
                let value = Bool.random(using: &generator) ? whole : whole + "." + String(Int.random(in: 1...999, using: &generator))
                let signed = Bool.random(using: &generator) ? "-" + value : value
                #expect(LocaleNumber.parse(LocaleNumber.format(signed, language: language), language: language) == signed,
                        "\(language) \(signed) shown as \(LocaleNumber.format(signed, language: language))")
            }
        }
    }

    @Test func amountsOfMoneyAreWrittenAndReadTheLanguagesWay() {
        let german = LanguageTag("de")!, english = LanguageTag("en-US")!, french = LanguageTag("fr")!, japanese = LanguageTag("ja")!
        #expect(LocaleNumber.formatAmount("1234.5", currency: "EUR", language: german) == "1.234,50\u{00A0}€")
        #expect(LocaleNumber.formatAmount("1234.5", currency: "EUR", language: french) == "1\u{202F}234,50\u{00A0}€")
        #expect(LocaleNumber.formatAmount("1234.5", currency: "USD", language: english) == "$1,234.50")
        #expect(LocaleNumber.formatAmount("1234", currency: "JPY", language: japanese) == "¥1,234")
        #expect(LocaleNumber.formatAmount("3.125", currency: "CHF", language: english) == "CHF\u{00A0}3.125", "never rounded away")
        for typed in ["3,50 €", "€3,50", "3,5", "EUR 3,50", "3,50\u{00A0}€", "3.50"] {
            #expect(LocaleNumber.parseAmount(typed, currency: "EUR", language: german) == (typed == "3.50" ? "3.50" : typed == "3,5" ? "3.5" : "3.50"), "\(typed)")
        }
        #expect(LocaleNumber.parseAmount("3,50 $", currency: "EUR", language: german) == nil)
        #expect(LocaleNumber.parseAmount("$1,234.50", currency: "USD", language: english) == "1234.50")
    }
}

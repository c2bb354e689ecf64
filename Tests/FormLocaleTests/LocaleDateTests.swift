import FormLocale
import Testing

/// A person types dates as their language writes them; the value stays ISO 8601.
@Suite struct LocaleDateTests {
    @Test(arguments: [
        ("de", "27.11.2026", "2026-11-27"), ("de", "1.2.2026", "2026-02-01"), ("de", "27.11.26", "2026-11-27"),
        ("de", "2026-11-27", "2026-11-27"), ("fr", "27/11/2026", "2026-11-27"), ("es", "27/11/2026", "2026-11-27"),
        ("en", "11/27/2026", "2026-11-27"), ("en-US", "2/1/2026", "2026-02-01"), ("en-GB", "27/11/2026", "2026-11-27"),
        ("zh-CN", "2026/11/27", "2026-11-27"), ("ja", "2026/1/5", "2026-01-05"), ("ar", "27/11/2026", "2026-11-27"),
        ("ar-EG", "٢٧\u{200F}/١١\u{200F}/٢٠٢٦", "2026-11-27"), ("ja", "２０２６/１１/２７", "2026-11-27"),
        ("de", "29.02.2024", "2024-02-29"), ("de", " 27.11.2026 ", "2026-11-27"), ("de", "1.1.60", "1960-01-01"),
    ])
    func eachLanguageReadsItsOwnDates(language: String, text: String, iso: String) {
        #expect(LocaleDate.parse(text, language: LanguageTag(language)!, referenceYear: 2026) == iso, "\(language) \(text)")
    }

    @Test(arguments: [
        ("de", "31.04.2026"), ("de", "29.02.2026"), ("de", "27/11/2026"), ("de", "27.11.2026abc"), ("en", "27/11/2026"),
        ("fr", "11/27/2026"), ("de", "2026-13-01"), ("de", "27.11.202"), ("de", ""), ("ja", "27/11/2026"), ("de", "0.11.2026"),
        ("de", "2026-11-27T10:00"),
    ])
    func whatIsNoRealDateIsRefused(language: String, text: String) {
        #expect(LocaleDate.parse(text, language: LanguageTag(language)!, referenceYear: 2026) == nil, "\(language) \(text)")
    }

    @Test(arguments: [
        ("de", "27.11.2026"), ("fr", "27/11/2026"), ("en", "11/27/2026"), ("en-GB", "27/11/2026"), ("zh-Hans", "2026/11/27"),
        ("ja", "2026/11/27"), ("ar", "27/11/2026"),
    ])
    func datesAreShownAsTheLanguageWritesThemAndReadBack(language: String, shown: String) {
        let tag = LanguageTag(language)!
        #expect(LocaleDate.format("2026-11-27", language: tag) == shown)
        #expect(LocaleDate.parse(shown, language: tag, referenceYear: 2026) == "2026-11-27")
    }
}

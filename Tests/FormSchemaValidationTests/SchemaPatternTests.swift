import FormSchemaValidation
import Testing

@Suite struct SchemaPatternTests {
    @Test(arguments: [
        ("^\\d{3}$", "123", true), ("^\\d{3}$", "١٢٣", false), ("^\\w+$", "été", false), ("^\\s$", "\u{FEFF}", true),
        ("^\\s$", "\u{85}", false), ("^.$", "\n", false), ("^[^]$", "\n", true), ("^[]$", "", false), ("a$", "a\n", false),
        ("^\\u{1F600}$", "😀", true), ("^\\uD83D\\uDE00$", "😀", true), ("^[a-c\\-]+$", "a-c", true), ("\\p{Script=Greek}", "α", true),
        ("^\\P{L}+$", "123", true), ("^(?<year>\\d{4})-(?:\\d{2})$", "2024-05", true), ("x(?=y)", "xy", true), ("x(?!y)", "xy", false),
        ("^a{2,3}?$", "aaa", true), ("\\.", "a.b", true), ("^[\\d.]+$", "1.5", true),
    ])
    func patternsKeepTheirECMAMeaning(pattern: String, text: String, matches: Bool) throws {
        #expect(try SchemaPattern(pattern).matches(text) == matches, "\(pattern) on \(text.debugDescription)")
    }

    @Test(arguments: ["\\2(a)", "\\k<x>", "a*+", "a++", "(?i)a", "(?>a)", "\\Aa", "a\\Z", "a\\z", "\\Qa\\E",
                      "\\h", "\\R", "\\X", "[[:alpha:]]", "\\p{IsLatin}", "a{,3}", "a{3,1}", "{", "}", "]", "(a", "a)", "^*", "(?=a)*",
                      "\\uD800", "\\p{Letter", "\\c1", "\\01", "[z-a]", "[\\d-z]"])
    func constructsOtherDialectsReadDifferentlyAreRefused(pattern: String) {
        #expect(throws: SchemaPatternError.self, "\(pattern)") { try SchemaPattern(pattern) }
    }
}

extension SchemaPatternTests {
    @Test func theEmptyPatternIsValidAndMatchesEveryString() throws {
        // ECMA-262 allows it; ICU alone refuses to compile it.
        #expect(try SchemaPattern("").matches("anything"))
        #expect(try SchemaPattern("").matches(""))
        #expect(try SchemaDocument(parsing: #"{"pattern": ""}"#).validate("x").isEmpty)
    }
}

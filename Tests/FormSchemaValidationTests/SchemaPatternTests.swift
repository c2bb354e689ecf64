import FormJSON
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

/// JSON compares member names and strings by their Unicode scalars, where Swift's `String ==`
/// takes canonically equivalent strings for one (`"a\u{308}"` and `"ä"`): Python's jsonschema
/// and every JSON Schema implementation see two.
@Suite struct ExactStringTests {
    @Test func canonicallyEquivalentKeysAreTwoMembersOfOneObject() throws {
        let object = try JSONValue(parsing: #"{"a\u0308": 1, "\u00e4": 2}"#).objectValue
        #expect(object?.count == 2)
        #expect(object?["a\u{308}"] == .integer(1) && object?["\u{e4}"] == .integer(2))
    }

    @Test func aPropertyIsCheckedByItsOwnSchemaAndNotByAnEquivalentOne() throws {
        let document = try SchemaDocument(parsing: #"{"properties": {"\u00e4": {"type": "integer"}}, "required": ["\u00e4"]}"#)
        // The decomposed name is another property: not checked as an integer, and not the one required.
        let errors = document.validate(try JSONValue(parsing: #"{"a\u0308": "text"}"#))
        #expect(errors.map(\.keyword) == ["required"])
        #expect(document.validate(try JSONValue(parsing: #"{"\u00e4": 3, "a\u0308": "text"}"#)).isEmpty)
    }

    @Test func constEnumAndUniqueItemsCompareScalars() throws {
        #expect(!(try SchemaDocument(parsing: #"{"const": "\u00e4"}"#).validate(.string("a\u{308}")).isEmpty))
        #expect(!(try SchemaDocument(parsing: #"{"enum": ["\u00e4"]}"#).validate(.string("a\u{308}")).isEmpty))
        #expect(try SchemaDocument(parsing: #"{"uniqueItems": true}"#).validate(.array([.string("a\u{308}"), .string("\u{e4}")])).isEmpty)
    }
}

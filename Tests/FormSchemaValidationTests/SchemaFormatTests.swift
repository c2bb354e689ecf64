import FormJSON
import FormSchemaValidation
import Testing

/// ``SchemaFormat``: the names a document uses, the shared implementations behind them, and
/// `regex`, the one format checked here.
@Suite struct SchemaFormatTests {
    @Test func everyFormatButRegexIsTheSharedTextFormat() {
        for format in SchemaFormat.allCases where format != .regex {
            #expect(format.textFormat?.rawValue == format.rawValue)
        }
        #expect(SchemaFormat.regex.textFormat == nil)
        #expect(Set(TextFormat.allCases.map(\.rawValue)).isSubset(of: SchemaFormat.allCases.map(\.rawValue)),
                "every shared format is asserted by the schema validator")
    }

    @Test func aFormRuleAndTheSchemaKeywordGiveTheSameAnswer() {
        #expect(SchemaFormat.email.accepts("ada@example"), "RFC 5321 needs no dot; FormKit's .email adds that rule")
        #expect(!SchemaFormat.email.accepts("ada@@example.com"))
        #expect(SchemaFormat.ipv4.expectation == TextFormat.ipv4.expectation)
    }

    @Test(arguments: [
        "", "a", "^\\d{3}-\\d{4}$", "([abc])+\\s+$", "(?<=a)b", "(?<!a)b", "(a)\\1", "(?<x>a)\\k<x>", "\\p{Script=Greek}",
        "[\\]]", "a{2,3}?", "(?:a|b)*", "\\u{1F600}",
    ])
    func regexAcceptsValidECMA262IncludingWhatPatternCannotRun(text: String) {
        #expect(SchemaFormat.regex.accepts(text), "\(text.debugDescription)")
    }

    @Test(arguments: ["^(abc]", "\\a", "(", ")", "a**", "[z-a]", "a{3,1}", "(?i)a", "\\k", "\\k<x", "(?<=a)*", "\\"])
    func regexRefusesWhatECMA262Refuses(text: String) {
        #expect(!SchemaFormat.regex.accepts(text), "\(text.debugDescription)")
    }

    @Test func regexRefusesGroupsNestedTooDeepWithoutATrap() {
        #expect(SchemaFormat.regex.accepts(String(repeating: "(", count: 128) + String(repeating: ")", count: 128)))
        #expect(!SchemaFormat.regex.accepts(String(repeating: "(", count: 129) + String(repeating: ")", count: 129)))
        #expect(!SchemaFormat.regex.accepts(String(repeating: "(", count: 1_000_000)))
    }

    @Test func aPatternTakesLookbehindAndBackreferencesAsTheRegexFormatDoes() throws {
        #expect(SchemaFormat.regex.accepts("(?<=a)b") && SchemaFormat.regex.accepts("(a)\\1"))
        #expect(try SchemaPattern("(?<=a)b").matches("ab"))
        #expect(try SchemaPattern("(a)\\1").matches("aa"))
        #expect(!SchemaFormat.regex.accepts("\\2(a)"))
    }
}

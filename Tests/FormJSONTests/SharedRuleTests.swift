import FormJSON
import Testing

@Suite struct TextLengthTests {
    @Test(arguments: [("👍🏽", 1, 2), ("e\u{301}", 1, 2), ("中文", 2, 2), ("", 0, 0), ("abc", 3, 3)] as [(String, Int, Int)])
    func aFormCountsCharactersAndJSONSchemaCountsScalars(text: String, characters: Int, scalars: Int) {
        #expect(TextLength.count(text, in: .characters) == characters)
        #expect(TextLength.count(text, in: .unicodeScalars) == scalars)
    }

    @Test func theSameLimitAcceptsAnEmojiAsOneCharacterAndRefusesItAsTwoScalars() {
        #expect(TextLength(maximum: 1, counting: .characters).violation(by: "👍🏽") == nil)
        #expect(TextLength(maximum: 1, counting: .unicodeScalars).violation(by: "👍🏽") == .tooLong(maximum: 1))
        #expect(TextLength(minimum: 2, counting: .unicodeScalars).violation(by: "👍🏽") == nil)
        #expect(TextLength(minimum: 2, counting: .characters).violation(by: "👍🏽") == .tooShort(minimum: 2))
    }

    @Test func countingStopsAtTheLimit() {
        let long = String(repeating: "a", count: 1_000) + "é"
        #expect(TextLength.count(long, in: .unicodeScalars, upTo: 10) == 10)
        #expect(TextLength.count(long, in: .characters, upTo: 10) == 10)
        #expect(TextLength.count("abc", in: .unicodeScalars, upTo: 10) == 3)
    }
}

@Suite struct NumberBoundTests {
    @Test(arguments: [
        (NumberBound.Kind.minimum, JSONValue.integer(18), JSONValue.integer(18), true), (.minimum, 18, .number(17.5), false),
        (.exclusiveMinimum, 18, 18.0, false), (.maximum, 1.5, 2, false), (.exclusiveMaximum, 1.5, 1.25, true),
        (.maximum, .integer(9_007_199_254_740_993), .integer(9_007_199_254_740_992), true),
        (.minimum, .integer(9_007_199_254_740_993), .integer(9_007_199_254_740_992), false),
    ] as [(NumberBound.Kind, JSONValue, JSONValue, Bool)])
    func numbersCompareByValueAndIntegersExactly(kind: NumberBound.Kind, limit: JSONValue, value: JSONValue, admitted: Bool) {
        #expect(NumberBound(kind, limit).admits(value) == admitted)
    }

    @Test func aBoundDoesNotApplyToWhatIsNoNumber() {
        #expect(NumberBound(.minimum, 18).admits(.string("17")) == nil)
        #expect(NumberBound(.minimum, 18).admits(.bool(true)) == nil)
    }

    @Test func theRequirementNamesTheBound() {
        #expect(NumberBound(.minimum, 18).requirement(limitText: "18") == "must be at least 18")
        #expect(NumberBound(.exclusiveMaximum, 1.5).requirement(limitText: "1.5") == "must be less than 1.5")
    }
}

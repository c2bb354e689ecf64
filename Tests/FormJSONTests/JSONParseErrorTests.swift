import Foundation
import FormJSON
import Testing

/// Every reason the parser refuses a text, each with where it says the problem is: the byte
/// offset, and the line and column (from 1, columns in characters) a person looks at.
@Suite struct JSONParseErrorTests {
    /// A place in a text, as the error reports it.
    struct Place: Equatable, CustomStringConvertible {
        let offset: Int
        let line: Int
        let column: Int

        init(_ offset: Int, _ line: Int, _ column: Int) {
            self.offset = offset
            self.line = line
            self.column = column
        }

        init(of error: JSONParseError) {
            self.init(error.offset, error.line, error.column)
        }

        var description: String { "offset \(offset), line \(line), column \(column)" }
    }

    /// The error parsing `text` throws; records an issue when the text parses.
    func parseError(_ text: String, maximumDepth: Int = JSONValue.defaultMaximumDepth,
                    sourceLocation: SourceLocation = #_sourceLocation) -> JSONParseError? {
        do {
            let value = try JSONValue(parsing: text, maximumDepth: maximumDepth)
            Issue.record("\(text.debugDescription) parsed as \(value)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// Expects parsing `text` to fail for `reason` at `place`.
    func expectRefusal(of text: String, maximumDepth: Int = JSONValue.defaultMaximumDepth, because reason: JSONParseError.Reason,
                       at place: Place, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error = parseError(text, maximumDepth: maximumDepth, sourceLocation: sourceLocation) else { return }
        #expect(error.reason == reason, sourceLocation: sourceLocation)
        #expect(Place(of: error) == place, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("", Place(0, 1, 1)),
        ("[1, 2", Place(5, 1, 6)),
        ("{\n  \"a\": ", Place(9, 2, 8)),
        ("\"open", Place(5, 1, 6)),
        ("tru", Place(3, 1, 4)),
        ("\"\\", Place(2, 1, 3)),
    ])
    func aTextThatStopsInsideAValueEndsUnexpectedly(text: String, place: Place) {
        expectRefusal(of: text, because: .unexpectedEnd, at: place)
    }

    @Test(arguments: [
        ("{\"a\" = 1}", "'='", "':' after a key", Place(5, 1, 6)),
        ("{\n  \"name\" = 1\n}", "'='", "':' after a key", Place(11, 2, 10)),
        ("[\"中文\", x]", "'x'", "a JSON value", Place(11, 1, 8)),
        ("{1: 2}", "'1'", "a key in double quotes", Place(1, 1, 2)),
        ("[1 2]", "'2'", "',' or ']' after an element", Place(3, 1, 4)),
        ("{\"a\": 1 \"b\": 2}", "'\"'", "',' or '}' after a member", Place(8, 1, 9)),
        ("nulL", "'n'", "a JSON value", Place(0, 1, 1)),
        ("[\u{1}]", "U+1", "a JSON value", Place(1, 1, 2)),
    ])
    func aCharacterThatCannotComeHereNamesWhatWasExpected(text: String, found: String, expected: String, place: Place) {
        expectRefusal(of: text, because: .unexpectedCharacter(found: found, expected: expected), at: place)
    }

    @Test(arguments: [
        ("01", Place(0, 1, 1)),
        ("[1.]", Place(1, 1, 2)),
        ("-", Place(0, 1, 1)),
        ("1e+", Place(0, 1, 1)),
        ("[\n  -x]", Place(4, 2, 3)),
    ])
    func aNumberJSONsGrammarRefusesIsInvalid(text: String, place: Place) {
        expectRefusal(of: text, because: .invalidNumber, at: place)
    }

    @Test(arguments: [
        ("{\"big\": 1e1000000000000000}", Place(8, 1, 9)),
        ("-1e9999999999999999", Place(0, 1, 1)),
        ("[\n" + String(repeating: "7", count: 4_301) + "]", Place(2, 2, 1)),
    ])
    func aNumberBeyondWhatJSONDecimalHoldsIsOutOfRange(text: String, place: Place) {
        expectRefusal(of: text, because: .numberOutOfRange, at: place)
    }

    @Test(arguments: [
        (#""a\x""#, Place(2, 1, 3)),
        (#""\u12G4""#, Place(1, 1, 2)),
        (#""\uD800""#, Place(1, 1, 2)),
        (#""\uDE00""#, Place(1, 1, 2)),
        (#""\uD83D\u0041""#, Place(1, 1, 2)),
        (#"["é", "\q"]"#, Place(8, 1, 8)),
    ])
    func anEscapeJSONDoesNotHaveIsInvalid(text: String, place: Place) {
        expectRefusal(of: text, because: .invalidEscape, at: place)
    }

    @Test(arguments: [
        ("\"a\tb\"", Place(2, 1, 3)),
        ("[\"line\nbreak\"]", Place(6, 1, 7)),
        ("\"\u{0}\"", Place(1, 1, 2)),
    ])
    func aControlCharacterInAStringMustBeEscaped(text: String, place: Place) {
        expectRefusal(of: text, because: .controlCharacterInString, at: place)
    }

    @Test(arguments: [
        ([0x22, 0x61, 0xFF, 0x22], Place(2, 1, 3)),
        ([0x22, 0xC3, 0xA9, 0xFF, 0x22], Place(3, 1, 3)),
        ([0x5B, 0x0A, 0xC0, 0x80, 0x5D], Place(2, 2, 1)),
        ([0x22, 0xED, 0xA0, 0x80, 0x22], Place(1, 1, 2)),
        ([0x22, 0xE2, 0x82], Place(1, 1, 2)),
    ] as [([UInt8], Place)])
    func bytesThatAreNotUTF8AreRefusedBeforeParsing(bytes: [UInt8], place: Place) throws {
        do {
            let value = try JSONValue(parsing: Data(bytes))
            Issue.record("\(bytes) parsed as \(value)")
        } catch {
            #expect(error.reason == .invalidUTF8)
            #expect(Place(of: error) == place)
        }
    }

    @Test(arguments: [
        (#"{"a": 1, "a": 2}"#, "a", Place(9, 1, 10)),
        ("{\"x\": {\"b\": 1,\n \"b\": 2}}", "b", Place(16, 2, 2)),
        (#"{"é": 1, "é": 2}"#, "é", Place(10, 1, 10)),
        (#"{"a_key_longer_than_fifteen": 1, "a_key_longer_than_fifteen": 2}"#, "a_key_longer_than_fifteen", Place(33, 1, 34)),
    ])
    func aKeyRepeatedInOneObjectIsRefusedAtItsSecondUse(text: String, key: String, place: Place) {
        expectRefusal(of: text, because: .duplicateKey(key), at: place)
    }

    /// Keys are the same when their scalars are: canonically equivalent spellings are two keys.
    @Test func keysEqualOnlyByCanonicalEquivalenceAreTwoMembers() throws {
        let parsed = try JSONValue(parsing: #"{"\u00e9": 1, "e\u0301": 2, "\u212A": 3, "K": 4}"#)
        #expect(parsed.objectValue?.count == 4)
    }

    /// Objects of many members are checked for duplicates through a set; sibling and nested
    /// large objects each have their own.
    @Test func aKeyRepeatedInALargeObjectIsRefusedAndSiblingsMayShareKeys() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let large = "{" + members + "}"
        let parsed = try JSONValue(parsing: "[" + large + ", " + large + ", {\"inner\": " + large + ", \"k1\": 0}]")
        #expect(parsed.arrayValue?.count == 3)
        #expect(parsed.arrayValue?[0].objectValue?.count == 40 && parsed.arrayValue?[0].objectValue?["k39"] == 39)
        let repeated = "{" + members + ", \"inner\": " + large + ", \"k37\": 1}"
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: repeated) }
        do {
            _ = try JSONValue(parsing: repeated)
        } catch {
            #expect(error.reason == .duplicateKey("k37"))
        }
    }

    @Test(arguments: [
        ("[[[1]]]", 2, Place(2, 1, 3)),
        (#"{"a":{"b":{}}}"#, 2, Place(10, 1, 11)),
        (String(repeating: "[", count: 257) + String(repeating: "]", count: 257), JSONValue.defaultMaximumDepth, Place(256, 1, 257)),
    ])
    func containersNestedDeeperThanTheLimitAreTooDeep(text: String, limit: Int, place: Place) {
        expectRefusal(of: text, maximumDepth: limit, because: .tooDeep(limit: limit), at: place)
    }

    @Test func theDefaultDepthLimitStillAdmitsItsOwnDepth() throws {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(throws: Never.self) { try JSONValue(parsing: text) }
    }

    @Test(arguments: [
        ("{\"a\": 1} x", Place(9, 1, 10)),
        ("1 2", Place(2, 1, 3)),
        ("[]\n]", Place(3, 2, 1)),
        (#""a""b""#, Place(3, 1, 4)),
    ])
    func anythingAfterTheValueIsTrailing(text: String, place: Place) {
        expectRefusal(of: text, because: .trailingCharacters, at: place)
    }

    @Test(arguments: [
        ("{\n  \"name\" = 1\n}", "line 2, column 10: expected ':' after a key, found '='"),
        ("[1, 2", "line 1, column 6: the text ends before the JSON value does"),
        (#"{"a": 1, "a": 2}"#, #"line 1, column 10: the key "a" appears twice in one object"#),
        ("[[1]]", "line 1, column 2: arrays and objects nest deeper than 1 levels"),
        ("1 2", "line 1, column 3: unexpected text after the JSON value"),
    ])
    func theDescriptionSaysWhereAndWhatForAPerson(text: String, description: String) throws {
        let error = try #require(parseError(text, maximumDepth: 1))
        #expect(error.description == description)
    }
}

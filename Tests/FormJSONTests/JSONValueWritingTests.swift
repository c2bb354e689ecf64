import Foundation
import FormJSON
import Testing

/// What the writer makes of values: text the parser reads back as the same value, and an error
/// with a JSON Pointer for a number JSON cannot carry.
@Suite struct JSONValueWritingTests {
    @Test(arguments: [
        #"{"name":"Ada","seats":5,"ratio":0.25,"tags":["a","b"],"nested":{"ok":true,"none":null}}"#,
        #"[1,-1,0,-0,0.5,1e20,5e-324,1.7976931348623157e308,9007199254740993]"#,
        #""\"\\\/\b\f\n\r\t\u0001\u001F""#,
        #""中文 👍🏽 e\u0301 \uD83D\uDE00""#,
        #"{"a/b":{"~":[{},[],""]}}"#,
        "[[[]]]",
        "null",
    ])
    func parsingWhatTheWriterWroteGivesTheSameValue(text: String) throws {
        let value = try JSONValue(parsing: text)
        let written = try value.jsonString()
        #expect(try JSONValue(parsing: written) == value)
        #expect(try JSONValue(parsing: written).jsonString() == written, "writing is stable")
        #expect(try JSONValue(parsing: value.jsonString(prettyPrinted: true)) == value)
        #expect(try JSONValue(parsing: value.jsonData(sortedKeys: true)) == value)
    }

    @Test func objectsAreWrittenInTheirOrderUnlessSorted() throws {
        let value = try JSONValue(parsing: #"{"b": 1, "a": {"d": 2, "c": 3}}"#)
        #expect(try value.jsonString() == #"{"b":1,"a":{"d":2,"c":3}}"#)
        #expect(try value.jsonString(sortedKeys: true) == #"{"a":{"c":3,"d":2},"b":1}"#)
    }

    @Test func prettyPrintingPutsEachMemberOnItsOwnLine() throws {
        let value: JSONValue = ["a": [1, 2], "b": [:], "c": []]
        #expect(try value.jsonString(prettyPrinted: true) == """
            {
              "a": [
                1,
                2
              ],
              "b": {},
              "c": []
            }
            """)
    }

    @Test(arguments: [
        (JSONValue.number(5), "5"),
        (.number(-0.0), "-0"),
        (.number(0.1), "0.1"),
        (.number(1e15), "1000000000000000"),
        (.number(1e20), "1e+20"),
        (.number(9_007_199_254_740_992), "9007199254740992.0"),
        (.number(1e16), "1e+16"),
        (.integer(Int.min), "-9223372036854775808"),
        (.string("\u{7F}é\u{1F}"), "\"\\u007Fé\\u001F\""),
        (.string("\u{9B}31m\u{202E}x\u{2028}"), "\"\\u009B31m\\u202Ex\\u2028\""),
    ])
    func numbersAndStringsAreWrittenInTheirShortestExactForm(value: JSONValue, text: String) throws {
        #expect(try value.jsonString() == text)
    }

    @Test func aWholeNumberIsWrittenWithoutAFractionAndReadsBackAsAnInteger() throws {
        let written = try JSONValue.number(5).jsonString()
        guard case .integer(5) = try JSONValue(parsing: written) else {
            Issue.record("\(written) did not read back as the integer 5")
            return
        }
    }

    @Test(arguments: [
        (["seats": .number(.nan)], "/seats"),
        (["a/b": [1, .number(.infinity)]], "/a~1b/1"),
        (["~": ["x": .number(-.infinity)]], "/~0/x"),
        ([["ok": 1], ["": .number(.nan)]], "/1/"),
        (.number(.nan), ""),
    ] as [(JSONValue, String)])
    func aNumberJSONCannotCarryIsRefusedWithAPointerToIt(value: JSONValue, pointer: String) {
        do {
            let text = try value.jsonString()
            Issue.record("written as \(text)")
        } catch {
            #expect(error.pointer == pointer)
            #expect(!error.number.isFinite)
        }
        #expect(throws: JSONWriteError.self) { try value.jsonData() }
    }

    @Test func theWriteErrorSaysWhereAndWhy() throws {
        do {
            let values: JSONObject = ["seats": .number(.nan)]
            _ = try values.jsonString()
            Issue.record("NaN was written")
        } catch {
            #expect(error.description == "/seats: nan cannot be written as JSON (JSON has no NaN or infinity)")
        }
        do {
            _ = try JSONValue.number(.infinity).jsonString()
            Issue.record("infinity was written")
        } catch {
            #expect(error.description == "the value: inf cannot be written as JSON (JSON has no NaN or infinity)")
        }
    }

    @Test func theDescriptionShowsWhatJSONCannotCarry() {
        #expect(JSONValue.array([.number(.nan), .number(.infinity), .number(-.infinity), 1.5]).description == "[NaN,Infinity,-Infinity,1.5]")
    }
}

import Foundation
import Testing
@testable import FormKit

@Suite struct FormValueTests {
    /// 2024-05-01T12:30:00.250Z.
    static let sampleDate = Date(timeIntervalSince1970: 1_714_566_600.25)

    static let everyCase: [FormValue] = [
        .null, .string("Ada"), .string(""), .number(1.5), .number(-42), .bool(true), .bool(false),
        .date(sampleDate), .strings(["a", "中文👍🏽"]), .strings([]),
    ]

    @Test(arguments: everyCase)
    func everyCaseRoundTripsThroughJSON(value: FormValue) throws {
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(FormValue.self, from: data) == value)
    }

    @Test(arguments: [
        (FormValue.null, #"{"null":null}"#),
        (.string("Ada"), #"{"string":"Ada"}"#),
        (.number(1.5), #"{"number":1.5}"#),
        (.bool(true), #"{"bool":true}"#),
        (.date(sampleDate), #"{"date":"2024-05-01T12:30:00.250Z"}"#),
        (.strings(["a", "b"]), #"{"strings":["a","b"]}"#),
    ])
    func encodesAsAnObjectWithOneKeyNamingTheCase(value: FormValue, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(FormValue.self, from: Data(json.utf8)) == value)
    }

    @Test func datesIgnoreTheEncodersDateStrategy() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let json = String(decoding: try encoder.encode(FormValue.date(Self.sampleDate)), as: UTF8.self)
        #expect(json == #"{"date":"2024-05-01T12:30:00.250Z"}"#)
    }

    @Test(arguments: [
        (-62_167_219_200.0, "0000-01-01T00:00:00.000Z"),
        (-1.0, "1969-12-31T23:59:59.000Z"),
        (0.0, "1970-01-01T00:00:00.000Z"),
        (951_782_400.0, "2000-02-29T00:00:00.000Z"),
        (1_714_566_600.123, "2024-05-01T12:30:00.123Z"),
        (253_402_300_799.999, "9999-12-31T23:59:59.999Z"),
    ])
    func datesRoundTripToTheMillisecondAcrossTheCalendar(seconds: Double, text: String) throws {
        let value = FormValue.date(Date(timeIntervalSince1970: seconds))
        #expect(value.description == text)
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(FormValue.self, from: data) == value)
    }

    @Test func finerDateFractionsComeBackRoundedToTheMillisecond() throws {
        let precise = FormValue.date(Date(timeIntervalSince1970: 10.000_6))
        let decoded = try JSONDecoder().decode(FormValue.self, from: JSONEncoder().encode(precise))
        #expect(decoded == .date(Date(timeIntervalSince1970: 10.001)))
    }

    @Test(arguments: [
        ("2024-05-01T12:30:00Z", 1_714_566_600.0),
        ("2024-05-01T20:30:00.25+08:00", 1_714_566_600.25),
        ("2024-05-01T07:30:00.000000001-05:00", 1_714_566_600.0),
        ("2024-05-01T12:29:59.9996Z", 1_714_566_600.0),
    ])
    func decodingAcceptsOffsetsAndOtherFractionLengths(text: String, seconds: Double) throws {
        let json = Data(#"{"date":"\#(text)"}"#.utf8)
        #expect(try JSONDecoder().decode(FormValue.self, from: json) == .date(Date(timeIntervalSince1970: seconds)))
    }

    @Test(arguments: [
        #"{}"#,
        #"{"string":"a","number":1}"#,
        #"{"text":"a"}"#,
        #"{"null":true}"#,
        #"{"number":"1"}"#,
        #"{"strings":"a"}"#,
        #"{"date":1714566600}"#,
        #"{"date":"2023-02-29T00:00:00Z"}"#,
        #"{"date":"2024-05-01 12:30:00Z"}"#,
        #"{"date":"2024-05-01T24:00:00Z"}"#,
        #"{"date":"2024-05-01T12:30:00"}"#,
        #"{"date":"2024-05-01T12:30:00.Z"}"#,
        #""Ada""#,
    ])
    func decodingRejectsOtherShapes(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FormValue.self, from: Data(json.utf8))
        }
    }

    @Test func aDateBeyondYear9999DoesNotEncodeButStillDescribesItself() {
        let farFuture = Date(timeIntervalSince1970: 253_402_300_800)
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode(FormValue.date(farFuture))
        }
        #expect(FormValue.date(farFuture).description == farFuture.description)
    }

    @Test(arguments: [
        (FormValue.null, true), (.string(""), true), (.string(" \t\n"), true), (.string("\u{3000}"), true),
        (.strings([]), true), (.string(" a "), false), (.strings([""]), false), (.number(0), false),
        (.bool(false), false), (.date(Date(timeIntervalSince1970: 0)), false),
    ])
    func isEmptyMeansNullBlankTextOrNoStrings(value: FormValue, isEmpty: Bool) {
        #expect(value.isEmpty == isEmpty)
    }

    @Test func accessorsReturnThePayloadOnlyForTheirOwnCase() {
        let values = Self.everyCase
        #expect(values.compactMap(\.stringValue) == ["Ada", ""])
        #expect(values.compactMap(\.numberValue) == [1.5, -42])
        #expect(values.compactMap(\.boolValue) == [true, false])
        #expect(values.compactMap(\.dateValue) == [Self.sampleDate])
        #expect(values.compactMap(\.stringsValue) == [["a", "中文👍🏽"], []])
    }

    @Test(arguments: [
        (FormValue.null, "null"), (.string("say \"hi\""), #""say \"hi\"""#), (.number(42), "42"),
        (.number(0.5), "0.5"), (.number(-0.0), "0"), (.number(1e20), "1e+20"), (.bool(false), "false"),
        (.date(sampleDate), "2024-05-01T12:30:00.250Z"), (.strings(["a", "b"]), #"["a", "b"]"#),
    ])
    func descriptionIsShortAndUnambiguous(value: FormValue, text: String) {
        #expect(value.description == text)
    }

    @Test func equalValuesHashAlike() {
        let set: Set<FormValue> = [.string("a"), .string("a"), .strings(["a"]), .number(1), .bool(true)]
        #expect(set.count == 4)
    }
}

import Foundation
@testable import ListDiffKit
import Testing
@testable import FormKit

@Suite struct FormValueTests {
    /// 2024-05-01T12:30:00.250Z.
    static let sampleDate = Date(timeIntervalSince1970: 1_714_566_600.25)

    static let everyCase: [FormValue] = [
        .null, .string("Ada"), .string(""), .number(1.5), .number(-42), .bool(true), .bool(false),
        .date(sampleDate), .strings(["a", "中文👍🏽"]), .strings([]),
    ]

    @Test(arguments: [
        (FormValue.null, "null"),
        (.string("Ada"), #""Ada""#),
        (.number(1.5), "1.5"),
        (.number(-42), "-42"),
        (.bool(true), "true"),
        (.date(sampleDate), #""2024-05-01T12:30:00.250Z""#),
        (.strings(["a", "b"]), #"["a","b"]"#),
    ])
    func encodesAsPlainJSON(value: FormValue, json: String) throws {
        #expect(String(decoding: try JSONEncoder().encode(value), as: UTF8.self) == json)
        #expect(value.jsonValue.description == json)
    }

    @Test(arguments: everyCase.filter { if case .date = $0 { false } else { true } })
    func everyCaseButDatesRoundTripsThroughJSON(value: FormValue) throws {
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(FormValue.self, from: data) == value)
    }

    @Test func aDateComesBackAsItsTextForTheItemToRead() throws {
        let data = try JSONEncoder().encode(FormValue.date(Self.sampleDate))
        #expect(try JSONDecoder().decode(FormValue.self, from: data) == .string("2024-05-01T12:30:00.250Z"))
    }

    @Test func datesIgnoreTheEncodersDateStrategy() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let json = String(decoding: try encoder.encode(FormValue.date(Self.sampleDate)), as: UTF8.self)
        #expect(json == #""2024-05-01T12:30:00.250Z""#)
    }

    @Test(arguments: [
        (-62_167_219_200.0, "0000-01-01T00:00:00Z"),
        (-1.0, "1969-12-31T23:59:59Z"),
        (0.0, "1970-01-01T00:00:00Z"),
        (951_782_400.0, "2000-02-29T00:00:00Z"),
        (1_714_566_600.125, "2024-05-01T12:30:00.125Z"),
        (253_402_300_799.5, "9999-12-31T23:59:59.500Z"),
    ])
    func timestampsAcrossTheCalendarReadAsWritten(seconds: Double, text: String) throws {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(ISO8601Timestamp.string(from: date) == text)
        #expect(ISO8601Timestamp.date(from: text) == date)
    }

    @Test func everyDateSurvivesTextExactly() {
        var generator = SplitMix64(seed: 0x5EED)
        let samples = [Date(), Date(timeIntervalSince1970: 10.000_6), Date(timeIntervalSinceReferenceDate: 0.1),
                       Date(timeIntervalSince1970: 1_714_566_600.123)]
            + (0..<2_000).map { _ in Date(timeIntervalSince1970: Double.random(in: -3e10...2.5e11, using: &generator)) }
        for date in samples {
            let text = ISO8601Timestamp.string(from: date)
            #expect(text.flatMap(ISO8601Timestamp.date(from:)) == date, "\(date.timeIntervalSinceReferenceDate) → \(text ?? "nil")")
        }
    }

    @Test(arguments: [
        ("2024-05-01T12:30:00Z", 1_714_566_600.0),
        ("2024-05-01T20:30:00.25+08:00", 1_714_566_600.25),
        ("2024-05-01t12:30:00z", 1_714_566_600.0),
        ("2024-05-01T07:30:00-05:00", 1_714_566_600.0),
    ])
    func readingAcceptsOffsetsAndOtherFractionLengths(text: String, seconds: Double) throws {
        #expect(ISO8601Timestamp.date(from: text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "2023-02-29T00:00:00Z", "2024-05-01 12:30:00Z", "2024-05-01T24:00:00Z", "2024-05-01T12:30:00",
        "2024-05-01T12:30:00.Z", "2024-05-01T12:30:60Z", "", "2024-5-01T12:30:00Z",
    ])
    func readingRejectsOtherShapes(text: String) {
        #expect(ISO8601Timestamp.date(from: text) == nil)
    }

    @Test(arguments: [#"{}"#, #"{"a":1}"#, #"[1]"#, #"["a",1]"#])
    func decodingRejectsWhatNoFieldHolds(json: String) {
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

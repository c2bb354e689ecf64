import Foundation
import FormJSON
import Testing

/// What the parser makes of text it accepts: numbers of two kinds, strings with every escape,
/// objects in document order.
@Suite struct JSONValueParsingTests {
    /// How a number was read: `integer` or `number` (the case, not the value's `typeName`).
    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .integer: "integer"
        case .number: "number"
        case .decimal: "decimal"
        default: value.typeName
        }
    }

    @Test(arguments: [
        ("5", "integer", 5.0),
        ("-0", "integer", 0),
        ("5.0", "number", 5),
        ("5e0", "number", 5),
        ("5E+2", "number", 500),
        ("-0.0", "number", 0),
        ("0.1", "number", 0.1),
        ("9223372036854775807", "integer", 9.223_372_036_854_775_807e18),
        ("-9223372036854775808", "integer", -9.223_372_036_854_775_808e18),
        ("9223372036854775808", "decimal", 9.223_372_036_854_775_808e18),
        ("0.30000000000000004", "number", 0.30000000000000004),
        ("1e400", "decimal", .infinity),
    ])
    func aNumberWithoutFractionOrExponentThatFitsIntIsAnInteger(text: String, kind: String, value: Double) throws {
        let parsed = try JSONValue(parsing: text)
        #expect(Self.kind(parsed) == kind)
        #expect(parsed.doubleValue == value)
    }

    /// Numbers neither Int nor Double holds are kept exact (JSONDecimal): 2^64 + 1 is not 2^64,
    /// and a long decimal is not its nearest Double.
    @Test(arguments: [
        ("18446744073709551617", "18446744073709551617"), ("-18446744073709551617", "-18446744073709551617"),
        ("0.1000000000000000000001", "0.1000000000000000000001"), ("1e400", "1e400"), ("1.5E-400", "1.5e-400"),
        ("123456789012345678901234567890.5", "123456789012345678901234567890.5"), ("100000000000000000000000000001", "100000000000000000000000000001"),
    ])
    func numbersNeitherIntNorDoubleHoldAreKeptExact(text: String, written: String) throws {
        let parsed = try JSONValue(parsing: text)
        guard case .decimal(let decimal) = parsed else {
            Issue.record("\(text) parsed as \(parsed)")
            return
        }
        #expect(decimal.description == written)
        #expect(try parsed.jsonString() == written)
        #expect(try JSONValue(parsing: written) == parsed)
        #expect(parsed != .number(parsed.doubleValue ?? 0))
    }

    @Test func decimalsCompareAndDivideExactly() throws {
        let big = try #require(JSONDecimal("18446744073709551617"))
        #expect(big > JSONDecimal("18446744073709551616")!)
        #expect(JSONDecimal(0.1)! == JSONDecimal("0.1")!, "a Double reads as its shortest decimal, as JSON writes it")
        #expect(JSONDecimal("0.0075")!.isMultiple(of: JSONDecimal("0.0001")!))
        #expect(!big.isMultiple(of: JSONDecimal(2)))
        #expect(JSONDecimal("1e400")!.isMultiple(of: JSONDecimal("0.5")!))
        #expect(!JSONDecimal("1e400")!.isMultiple(of: JSONDecimal("3")!))
        #expect(JSONDecimal("1e400")!.isMultiple(of: JSONDecimal("1024")!))
        #expect(!JSONDecimal("1.5")!.isMultiple(of: JSONDecimal("1e400")!))
        #expect(JSONDecimal("-2.50")! == JSONDecimal("-2.5")!)
        #expect(JSONDecimal("0")! == JSONDecimal("-0.0")!)
        #expect(JSONDecimal("1e-7")! < JSONDecimal("0.000001")!)
        #expect(JSONDecimal(String(repeating: "9", count: 4_301)) == nil, "more digits than a number may have")
    }

    @Test func theTwoNumberKindsCompareAndHashByValue() throws {
        let integer = try JSONValue(parsing: "5"), number = try JSONValue(parsing: "5.0")
        #expect(integer == number)
        #expect(Set([integer, number]).count == 1)
        #expect(number.intValue == 5)
        #expect(number.typeName == "integer", "JSON Schema counts 5.0 as an integer")
        #expect(try JSONValue(parsing: "5.5").intValue == nil)
    }

    @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
        #expect(try JSONValue(parsing: Data([0xEF, 0xBB, 0xBF]) + Data(#"{"a": 1}"#.utf8)) == ["a": 1])
        #expect(try JSONValue(parsing: "\u{FEFF}[1]") == [1])
    }

    @Test func aByteOrderMarkElsewhereIsNoWhitespace() throws {
        do {
            _ = try JSONValue(parsing: " \u{FEFF}1")
            Issue.record("a byte order mark after a space parsed")
        } catch {
            guard case .unexpectedCharacter = error.reason else {
                Issue.record("unexpected reason \(error.reason)")
                return
            }
            #expect(error.offset == 1)
        }
    }

    @Test func positionsAfterAByteOrderMarkCountItsBytes() throws {
        do {
            _ = try JSONValue(parsing: "\u{FEFF}[1,]")
            Issue.record("a trailing comma parsed")
        } catch {
            #expect(error.offset == 6)
            #expect(error.line == 1)
        }
    }

    @Test(arguments: [
        (#""\uD83D\uDE00""#, "😀"),
        (#""\ud83d\ude00""#, "😀"),
        (#""a\uD834\uDD1Eb""#, "a𝄞b"),
        (#""\u00e9""#, "é"),
        ("\"😀\"", "😀"),
    ])
    func aSurrogatePairWrittenAsTwoEscapesIsOneCharacter(text: String, string: String) throws {
        let parsed = try JSONValue(parsing: text)
        #expect(parsed.stringValue == string)
        #expect(parsed.stringValue?.unicodeScalars.count == string.unicodeScalars.count)
    }

    @Test func everyEscapeReadsAsItsCharacter() throws {
        let parsed = try JSONValue(parsing: #""\"\\\/\b\f\n\r\t\u0041""#)
        #expect(parsed.stringValue == "\"\\/\u{8}\u{C}\n\r\tA")
    }

    @Test func objectsKeepTheirKeysInDocumentOrder() throws {
        let parsed = try JSONValue(parsing: #"{"b": 1, "a": 2, "c": {"z": null, "y": true}}"#)
        #expect(parsed.objectValue?.keys == ["b", "a", "c"])
        #expect(parsed["c"]?.objectValue?.keys == ["z", "y"])
        #expect(parsed == ["a": 2, "b": 1, "c": ["y": true, "z": nil]], "equality ignores the order")
    }

    @Test func whitespaceAroundAndBetweenTokensIsSkipped() throws {
        #expect(try JSONValue(parsing: " \t\r\n{ \"a\" : [ 1 , 2 ] }\n") == ["a": [1, 2]])
    }
}

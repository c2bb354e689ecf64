import FormJSON
import FormSchemaValidation
import Testing

/// Integers of any size and long decimals get exact verdicts in every keyword that compares
/// numbers (Doubles would take 2^64 + 1 for 2^64): vectors of this package's own, beyond the
/// official suite's optional bignum cases.
@Suite struct ExactNumberTests {
    static let cases: [(schema: String, value: String, valid: Bool)] = [
        (#"{"maximum": 18446744073709551616}"#, "18446744073709551617", false),
        (#"{"maximum": 18446744073709551616}"#, "18446744073709551616", true),
        (#"{"minimum": -18446744073709551616}"#, "-18446744073709551617", false),
        (#"{"exclusiveMaximum": 18446744073709551617}"#, "18446744073709551617", false),
        (#"{"exclusiveMaximum": 18446744073709551617}"#, "18446744073709551616", true),
        (#"{"exclusiveMaximum": 0.1000000000000000000001}"#, "0.1000000000000000000001", false),
        (#"{"exclusiveMaximum": 0.1000000000000000000001}"#, "0.1", true),
        (#"{"minimum": 0.1000000000000000000001}"#, "0.1", false),
        (#"{"maximum": 1e400}"#, "1e401", false),
        (#"{"maximum": 1e400}"#, "1e308", true),
        (#"{"multipleOf": 2}"#, "18446744073709551617", false),
        (#"{"multipleOf": 2}"#, "18446744073709551616", true),
        (#"{"multipleOf": 0.5}"#, "1e400", true),
        (#"{"multipleOf": 0.0000000000000000000003}"#, "0.0000000000000000000009", true),
        (#"{"multipleOf": 0.0000000000000000000003}"#, "0.0000000000000000000010", false),
        (#"{"const": 18446744073709551617}"#, "18446744073709551616", false),
        (#"{"const": 18446744073709551617}"#, "18446744073709551617.0", true),
        (#"{"enum": [18446744073709551617, "x"]}"#, "18446744073709551616", false),
        (#"{"uniqueItems": true}"#, "[18446744073709551616, 18446744073709551617]", true),
        (#"{"uniqueItems": true}"#, "[18446744073709551617, 1.8446744073709551617e19]", false),
        (#"{"type": "integer"}"#, "1e400", true),
        (#"{"type": "integer"}"#, "1.5e-400", false),
        (#"{"type": "integer"}"#, "18446744073709551617", true),
    ]

    @Test(arguments: cases)
    func numbersCompareExactlyInEveryKeyword(schema: String, value: String, valid: Bool) throws {
        let document = try SchemaDocument(parsing: schema)
        let errors = document.validate(try JSONValue(parsing: value))
        #expect(errors.isEmpty == valid, "\(schema) on \(value): \(errors.map(\.message))")
    }

    @Test func theMessageWritesTheBoundAsTheDocumentDid() throws {
        let document = try SchemaDocument(parsing: #"{"maximum": 18446744073709551616}"#)
        let message = document.validate(try JSONValue(parsing: "18446744073709551617")).first?.message
        #expect(message == "must be at most 18446744073709551616")
    }
}

import Foundation

/// Plain JSON, the same shape as a form's ``AdapterManager/values``:
///
/// | Value                      | JSON                            |
/// |----------------------------|---------------------------------|
/// | `.null`                    | `null`                          |
/// | `.string("Ada")`           | `"Ada"`                         |
/// | `.number(1.5)`             | `1.5`                           |
/// | `.bool(true)`              | `true`                          |
/// | `.date(…)`                 | `"2024-05-01T12:30:00.250Z"`    |
/// | `.strings(["a", "b"])`     | `["a","b"]`                     |
///
/// A date is written as an RFC 3339 timestamp in UTC with as many fraction digits as it takes to
/// read back the same `Date` exactly, whatever the encoder's `dateEncodingStrategy`. JSON has no
/// date type, so decoding never produces ``date(_:)``: a timestamp decodes as ``string(_:)``, and
/// the items that hold dates accept such strings.
extension FormValue: Codable {
    /// Decodes `null`, a bool, a number, a string, or an array of strings.
    /// - Throws: `DecodingError.typeMismatch` for an object or an array of anything but strings.
    /// - Complexity: O(*n*) in the size of the value.
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        guard let value = FormValue(json: json) else {
            throw DecodingError.typeMismatch(FormValue.self, DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A FormValue is null, a bool, a number, a string or an array of strings; found \(json.typeName)."
            ))
        }
        self = value
    }

    /// Encodes the plain JSON described above.
    /// - Throws: `EncodingError.invalidValue` for a date outside the years 0000–9999, and what the
    ///   encoder throws (for a non-finite number, say).
    /// - Complexity: O(*n*) in the size of the value.
    public func encode(to encoder: any Encoder) throws {
        if case .date(let date) = self, ISO8601Timestamp.string(from: date) == nil {
            throw EncodingError.invalidValue(date, EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "A FormValue date must fall in the years 0000–9999 to be written as ISO 8601."
            ))
        }
        try jsonValue.encode(to: encoder)
    }

    /// The value as plain JSON: a date becomes its RFC 3339 text in UTC (``description`` for a date
    /// outside the years 0000–9999), a list of strings an array.
    /// - Complexity: O(*n*) in the size of the value.
    public var jsonValue: JSONValue {
        switch self {
        case .null: .null
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .date(let date): .string(ISO8601Timestamp.string(from: date) ?? date.description)
        case .strings(let texts): .array(texts.map(JSONValue.string))
        }
    }

    /// The form value of plain JSON: `null`, a bool, a number (integer or not; a `JSONValue/decimal(_:)`
    /// as the nearest `Double`), a string, or an array of strings; `nil` for an object, any other
    /// array, or a number beyond `Double`'s range.
    /// - Complexity: O(*n*) in the size of the value.
    public init?(json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .integer(let integer): self = .number(Double(integer))
        case .number(let number): self = .number(number)
        case .decimal(let decimal):
            // A number field holds a Double: the nearest one, when there is one (1e400 has none).
            guard decimal.doubleValue.isFinite else { return nil }
            self = .number(decimal.doubleValue)
        case .string(let text): self = .string(text)
        case .array(let elements):
            var texts: [String] = []
            for element in elements {
                guard case .string(let text) = element else { return nil }
                texts.append(text)
            }
            self = .strings(texts)
        case .object: return nil
        }
    }
}

import Foundation

/// The JSON shape: an object with exactly one key, the case's name, holding its payload.
///
/// | Value                      | JSON                                       |
/// |----------------------------|--------------------------------------------|
/// | `.null`                    | `{"null":null}`                            |
/// | `.string("Ada")`           | `{"string":"Ada"}`                         |
/// | `.number(1.5)`             | `{"number":1.5}`                           |
/// | `.bool(true)`              | `{"bool":true}`                            |
/// | `.date(…)`                 | `{"date":"2024-05-01T12:30:00.250Z"}`      |
/// | `.strings(["a", "b"])`     | `{"strings":["a","b"]}`                    |
///
/// A date is an ISO 8601 text in UTC with milliseconds, whatever the encoder's
/// `dateEncodingStrategy`, so the shape does not depend on how the encoder is set up. Encoding
/// keeps milliseconds: a date with a finer fraction comes back rounded to the nearest millisecond.
/// Decoding also accepts no fraction or up to nine fraction digits, and a `±hh:mm` offset instead
/// of `Z`; it rejects years outside 0000–9999 and impossible dates (`2023-02-29`).
///
/// Decoding throws `DecodingError.dataCorrupted` for an object with no key, several keys, or a
/// key that names no case. A non-finite number (`.number(.nan)`) encodes only if the encoder has
/// a `nonConformingFloatEncodingStrategy`, as for any `Double`.
extension FormValue: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case null, string, number, bool, date, strings
    }

    /// Any key, to count the keys of an object.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes the one-key object described above.
    /// - Throws: `DecodingError` when the object does not have exactly one known key, or its
    ///   payload has the wrong type (a date that is not ISO 8601 included).
    /// - Complexity: O(*n*) in the size of the payload.
    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        let names = CodingKeys.allCases.map(\.rawValue).joined(separator: ", ")
        guard keys.count == 1, let key = CodingKeys(stringValue: keys[0]) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A FormValue is an object with exactly one key among \(names); found keys \(keys.sorted())."
            ))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch key {
        case .null:
            guard try container.decodeNil(forKey: .null) else {
                throw DecodingError.typeMismatch(Never?.self, DecodingError.Context(
                    codingPath: container.codingPath + [key],
                    debugDescription: "The payload of \"null\" must be null."
                ))
            }
            self = .null
        case .string: self = .string(try container.decode(String.self, forKey: .string))
        case .number: self = .number(try container.decode(Double.self, forKey: .number))
        case .bool: self = .bool(try container.decode(Bool.self, forKey: .bool))
        case .strings: self = .strings(try container.decode([String].self, forKey: .strings))
        case .date:
            let text = try container.decode(String.self, forKey: .date)
            guard let date = ISO8601Milliseconds.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .date, in: container,
                    debugDescription: "Expected an ISO 8601 date such as 2024-05-01T12:30:00.250Z, found \(text.debugDescription)."
                )
            }
            self = .date(date)
        }
    }

    /// Encodes the one-key object described above.
    /// - Throws: `EncodingError.invalidValue` for a date outside the years 0000–9999, and what
    ///   the encoder throws (for a non-finite number, say).
    /// - Complexity: O(*n*) in the size of the payload.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .null: try container.encodeNil(forKey: .null)
        case .string(let text): try container.encode(text, forKey: .string)
        case .number(let number): try container.encode(number, forKey: .number)
        case .bool(let flag): try container.encode(flag, forKey: .bool)
        case .strings(let texts): try container.encode(texts, forKey: .strings)
        case .date(let date):
            guard let text = ISO8601Milliseconds.string(from: date) else {
                throw EncodingError.invalidValue(date, EncodingError.Context(
                    codingPath: container.codingPath + [CodingKeys.date],
                    debugDescription: "A FormValue date must fall in the years 0000–9999 to be written as ISO 8601."
                ))
            }
            try container.encode(text, forKey: .date)
        }
    }
}

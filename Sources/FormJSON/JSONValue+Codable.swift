import Foundation

/// A JSON value inside your own `Codable` types: encodes as the plain JSON it is.
///
/// Decoding through a `Decoder` reads whatever the decoder offers: `JSONDecoder` does not report
/// whether `5.0` was written with a fraction (it decodes as ``JSONValue/integer(_:)``), nor the
/// order of an object's keys. Parse text with ``JSONValue/init(parsing:maximumDepth:)-(Data,_)``
/// to keep both.
extension JSONValue: Codable {
    struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes any JSON value.
    /// - Throws: `DecodingError.dataCorrupted` when the decoder holds no JSON-shaped value.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
                return
            }
            if let integer = try? container.decode(Int.self) {
                self = .integer(integer)
                return
            }
            if let number = try? container.decode(Double.self) {
                self = .number(number)
                return
            }
            if let text = try? container.decode(String.self) {
                self = .string(text)
                return
            }
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        if let container = try? decoder.container(keyedBy: MemberKey.self) {
            var object = JSONObject()
            for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                object[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
            return
        }
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                                debugDescription: "Expected a JSON value."))
    }

    /// Encodes the value as plain JSON, object keys in order.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .integer(let integer):
            var container = encoder.singleValueContainer()
            try container.encode(integer)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .decimal(let decimal):
            // Foundation's Decimal keeps 38 digits, which an encoder writes as number text; a
            // longer number is written as the nearest Double (FormJSON's own writer keeps it all).
            var container = encoder.singleValueContainer()
            if let value = Decimal(string: decimal.description, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN {
                try container.encode(value)
            } else {
                try container.encode(decimal.doubleValue)
            }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: MemberKey.self)
            for (key, value) in object { try container.encode(value, forKey: MemberKey(stringValue: key)) }
        }
    }
}

extension JSONObject: Codable {
    /// Decodes a JSON object (keys sorted: a `Decoder` does not report their order).
    /// - Throws: `DecodingError.typeMismatch` when the value is not an object.
    public init(from decoder: any Decoder) throws {
        guard case .object(let object) = try JSONValue(from: decoder) else {
            throw DecodingError.typeMismatch(JSONObject.self, DecodingError.Context(codingPath: decoder.codingPath,
                                                                                   debugDescription: "Expected a JSON object."))
        }
        self = object
    }

    /// Encodes the object, keys in order.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.object(self).encode(to: encoder)
    }
}

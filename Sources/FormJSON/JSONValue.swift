import Foundation

/// A plain JSON value: the wire format of a form's values (FormKit's `AdapterManager.values`), of
/// declarative conditions, and of everything a server sends or receives.
///
/// Numbers keep the distinction JSON text makes: `5` parses as ``integer(_:)``, `5.0` and `5e0` as
/// ``number(_:)``. The two compare by numeric value, as JSON Schema compares them: `.integer(5) ==
/// .number(5)`. Objects keep their keys in order (see ``JSONObject``) and compare without regard to
/// it.
///
/// ```swift
/// let value: JSONValue = ["name": "Ada", "seats": 5, "topics": ["Swift"]]
/// let text = try value.jsonString()                 // {"name":"Ada","seats":5,"topics":["Swift"]}
/// let back = try JSONValue(parsing: text)           // == value
/// back["seats"]?.intValue                           // 5
/// ```
///
/// - Note: ``number(_:)`` may hold a non-finite `Double` in memory, but such a value cannot be
///   written as JSON: ``jsonString(prettyPrinted:sortedKeys:)`` throws for it.
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without a fraction or an exponent that fits `Int`.
    case integer(Int)
    /// Any other number that a `Double` holds as its text wrote it (its shortest decimal is the
    /// text's value).
    case number(Double)
    /// A number neither `Int` nor `Double` holds exactly (`18446744073709551617`,
    /// `0.1000000000000000000001`, `1e400`), kept exact: the parser makes it only for such
    /// numbers, and comparisons, `multipleOf` and equality use its exact value.
    case decimal(JSONDecimal)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its keys in order.
    case object(JSONObject)

    // MARK: - Reading

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The flag, or `nil` when the value is not a bool.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The text, or `nil` when the value is not a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number as an `Int`: an ``integer(_:)``, or a ``number(_:)`` with no fractional part that
    /// fits `Int` (JSON Schema counts `5.0` as an integer). `nil` otherwise.
    public var intValue: Int? {
        switch self {
        case .integer(let integer): integer
        case .number(let number): Self.exactInt(number)
        case .decimal(let decimal): decimal.intValue
        default: nil
        }
    }

    /// The number as a `Double` (an ``integer(_:)`` converted), or `nil` when the value is not a
    /// number.
    public var doubleValue: Double? {
        switch self {
        case .integer(let integer): Double(integer)
        case .number(let number): number
        case .decimal(let decimal): decimal.doubleValue
        default: nil
        }
    }

    /// Whether the value is a number, integer or not.
    public var isNumber: Bool { doubleValue != nil }

    /// The elements, or `nil` when the value is not an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The object, or `nil` when the value is not an object.
    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The member `key` of an object; `nil` when the value is no object or has no such key.
    /// - Complexity: O(1).
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// The element at `index` of an array; `nil` when the value is no array or `index` is out of
    /// range.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The name of the value's JSON type, for messages: `null`, `boolean`, `integer`, `number`,
    /// `string`, `array` or `object` (JSON Schema's names).
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .integer: "integer"
        case .number(let number): Self.exactInt(number) != nil ? "integer" : "number"
        case .decimal(let decimal): decimal.isInteger ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The number exactly, as its JSON text reads (a `Double` as its shortest decimal); `nil` for
    /// anything else or a non-finite `Double`.
    public var exactDecimal: JSONDecimal? {
        switch self {
        case .integer(let integer): JSONDecimal(integer)
        case .number(let number): JSONDecimal(number)
        case .decimal(let decimal): decimal
        default: nil
        }
    }

    /// The value of JSON number text: `.integer` when it fits `Int`, `.number` when a `Double`'s
    /// shortest decimal is its value, else `.decimal`; `nil` for text that is no JSON number.
    public init?(numberText text: String) {
        if let integer = Int(text) {
            self = .integer(integer)
            return
        }
        guard let decimal = JSONDecimal(text) else { return nil }
        self = Self.number(exactly: decimal)
    }

    /// `decimal` as `.integer`, `.number` or `.decimal`, whichever holds it exactly.
    static func number(exactly decimal: JSONDecimal) -> JSONValue {
        if let integer = decimal.intValue { return .integer(integer) }
        if let double = Double(exactly: decimal) { return .number(double) }
        return .decimal(decimal)
    }

    /// `number` as an `Int` when it is a whole number in `Int`'s range.
    package static func exactInt(_ number: Double) -> Int? {
        guard number.isFinite, number == number.rounded(.towardZero),
              number >= -9.223_372_036_854_775_808e18, number < 9.223_372_036_854_775_808e18 else { return nil }
        return Int(number)
    }
}

// MARK: - Equality

extension JSONValue: Hashable {
    /// JSON equality: numbers by value (`.integer(1) == .number(1.0)`), strings by their
    /// characters, arrays element by element, objects by their members whatever their order.
    ///
    /// - Note: As for `Double`, `.number(.nan)` is not equal to itself.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.integer(a), .number(b)), let (.number(b), .integer(a)): return exactInt(b) == a
        case (.decimal, _), (_, .decimal):
            guard let a = lhs.exactDecimal, let b = rhs.exactDecimal else { return false }
            return a == b
        default: return false
        }
    }

    /// Hashes consistently with `==`: a whole `Double` hashes as the `Int` it equals.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(1); hasher.combine(flag)
        case .integer(let integer): hasher.combine(2); hasher.combine(integer)
        case .number(let number):
            if let integer = Self.exactInt(number) {
                hasher.combine(2); hasher.combine(integer)
            } else {
                hasher.combine(3); hasher.combine(number)
            }
        case .decimal(let decimal):
            // As the `Int` or `Double` it equals, when one does (a decimal made by hand).
            if let integer = decimal.intValue {
                hasher.combine(2); hasher.combine(integer)
            } else if let double = Double(exactly: decimal) {
                hasher.combine(3); hasher.combine(double)
            } else {
                hasher.combine(7); hasher.combine(decimal)
            }
        case .string(let text): hasher.combine(4); hasher.combine(text)
        case .array(let elements): hasher.combine(5); hasher.combine(elements)
        case .object(let object): hasher.combine(6); hasher.combine(object)
        }
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// Object literal keys.
    public typealias Key = String
    /// Object literal values.
    public typealias Value = JSONValue
    /// Array literal elements.
    public typealias ArrayLiteralElement = JSONValue

    /// `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A bool.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object, its keys in the literal's order.
    /// - Precondition: no key appears twice.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}

// MARK: - Description

extension JSONValue: CustomStringConvertible {
    /// Compact JSON text, keys in order; a non-finite number shows as `NaN`, `Infinity` or
    /// `-Infinity` (which JSON itself cannot carry).
    /// - Complexity: O(n) in the size of the value.
    public var description: String {
        var writer = JSONWriter(prettyPrinted: false, sortedKeys: false, allowsNonFinite: true)
        try? writer.write(self)
        return writer.output
    }
}

extension Double {
    /// The `Double` whose shortest decimal is `decimal`'s value, or `nil` when none is (the
    /// decimal has more digits than a `Double` tells apart, or is beyond its range).
    init?(exactly decimal: JSONDecimal) {
        let double = decimal.doubleValue
        guard double.isFinite, JSONDecimal(double) == decimal else { return nil }
        self = double
    }
}

import Foundation

/// A rule on the form's values that can be sent, stored, inspected and compared: it hides or
/// disables an item, a bunch or a section (FormKit's `hidden(when:)` and `disabled(when:)` on
/// each of them).
///
/// A condition names the keys it reads (``keys``), so a value change re-evaluates only the
/// conditions that read the changed key. It reads each key's value as plain JSON, as a form's
/// values (FormKit's `AdapterManager.values`) give it (the first field with the key, hidden or
/// not: hiding keeps a value). A key no field has reads as `null`, and is reported to the
/// manager's diagnostic handler (FormKit's `AdapterManager.diagnosticHandler`).
///
/// ```swift
/// TextItem("Company", key: "company").hidden(when: .value("plan", isNot: "Team"))
/// BoolItem("Invoice", key: "invoice").disabled(when: .value("seats", isLessThan: 5) || .isEmpty("company"))
/// ```
///
/// As JSON (``jsonValue``, `Codable`): `{"key": "plan", "equals": "Team"}`,
/// `{"key": "plan", "in": ["Team", "Pro"]}`, `{"key": "seats", "lessThan": 5}` (also `atMost`,
/// `greaterThan`, `atLeast`), `{"key": "company", "isEmpty": true}`,
/// `{"key": "name", "length": {"atLeast": 3}}`, `{"not": …}`,
/// `{"all": […]}`, `{"any": […]}`.
public indirect enum Condition: Hashable, Sendable, CustomStringConvertible {
    /// The value of `key` equals `value` (numbers compare by value, `5 == 5.0`); when the value is
    /// an array (several choices), it contains `value`.
    case equals(key: String, value: JSONValue)
    /// The value of `key` equals one of `values` (or, for an array, contains one of them).
    case isOneOf(key: String, values: [JSONValue])
    /// The value of `key` is a number and compares so to `number`; otherwise the condition does
    /// not hold.
    case compares(key: String, Comparison, Double)
    /// The value of `key` is `null`, an empty string, an empty array or an empty object.
    case isEmpty(key: String)
    /// The value of `key` is a string whose length in Unicode code points (as JSON Schema's
    /// `minLength` counts) compares so to the number; any other value does not hold.
    case hasLength(key: String, Comparison, Int)
    /// The condition does not hold.
    case not(Condition)
    /// Every condition holds (`true` for none).
    case all([Condition])
    /// At least one condition holds (`false` for none).
    case any([Condition])

    /// How ``compares(key:_:_:)`` compares.
    public enum Comparison: String, Hashable, Sendable, CaseIterable {
        /// `<`
        case lessThan
        /// `<=`
        case atMost
        /// `>`
        case greaterThan
        /// `>=`
        case atLeast

        /// `<`, `<=`, `>`, `>=`.
        public var symbol: String {
            switch self {
            case .lessThan: "<"
            case .atMost: "<="
            case .greaterThan: ">"
            case .atLeast: ">="
            }
        }

        func holds(_ left: Double, _ right: Double) -> Bool {
            switch self {
            case .lessThan: left < right
            case .atMost: left <= right
            case .greaterThan: left > right
            case .atLeast: left >= right
            }
        }
    }

    // MARK: - Building

    /// The value of `key` is `value`.
    public static func value(_ key: String, is value: JSONValue) -> Condition { .equals(key: key, value: value) }
    /// The value of `key` is not `value`.
    public static func value(_ key: String, isNot value: JSONValue) -> Condition { .not(.equals(key: key, value: value)) }
    /// The value of `key` is one of `values`.
    public static func value(_ key: String, isIn values: [JSONValue]) -> Condition { .isOneOf(key: key, values: values) }
    /// The value of `key` is none of `values`.
    public static func value(_ key: String, isNotIn values: [JSONValue]) -> Condition { .not(.isOneOf(key: key, values: values)) }
    /// The value of `key` is a number below `number`.
    public static func value(_ key: String, isLessThan number: Double) -> Condition { .compares(key: key, .lessThan, number) }
    /// The value of `key` is a number at most `number`.
    public static func value(_ key: String, isAtMost number: Double) -> Condition { .compares(key: key, .atMost, number) }
    /// The value of `key` is a number above `number`.
    public static func value(_ key: String, isGreaterThan number: Double) -> Condition { .compares(key: key, .greaterThan, number) }
    /// The value of `key` is a number at least `number`.
    public static func value(_ key: String, isAtLeast number: Double) -> Condition { .compares(key: key, .atLeast, number) }
    /// The value of `key` is empty (`null`, `""`, `[]`, `{}`).
    public static func isEmpty(_ key: String) -> Condition { .isEmpty(key: key) }
    /// The value of `key` is a string of at least `length` code points.
    public static func value(_ key: String, hasLengthAtLeast length: Int) -> Condition { .hasLength(key: key, .atLeast, length) }
    /// The value of `key` is a string of at most `length` code points.
    public static func value(_ key: String, hasLengthAtMost length: Int) -> Condition { .hasLength(key: key, .atMost, length) }
    /// The value of `key` is not empty.
    public static func isNotEmpty(_ key: String) -> Condition { .not(.isEmpty(key: key)) }

    /// The condition does not hold.
    public static prefix func ! (condition: Condition) -> Condition {
        if case .not(let inner) = condition { return inner }
        return .not(condition)
    }

    /// Both hold.
    public static func && (left: Condition, right: Condition) -> Condition {
        switch (left, right) {
        case (.all(let a), .all(let b)): .all(a + b)
        case (.all(let a), _): .all(a + [right])
        case (_, .all(let b)): .all([left] + b)
        default: .all([left, right])
        }
    }

    /// At least one holds.
    public static func || (left: Condition, right: Condition) -> Condition {
        switch (left, right) {
        case (.any(let a), .any(let b)): .any(a + b)
        case (.any(let a), _): .any(a + [right])
        case (_, .any(let b)): .any([left] + b)
        default: .any([left, right])
        }
    }

    // MARK: - Reading

    /// The keys the condition reads, each once, in the order they first appear.
    public var keys: [String] {
        var keys: [String] = []
        var seen = Set<String>()
        collectKeys(into: &keys, seen: &seen)
        return keys
    }

    private func collectKeys(into keys: inout [String], seen: inout Set<String>) {
        switch self {
        case .equals(let key, _), .isOneOf(let key, _), .compares(let key, _, _), .isEmpty(let key), .hasLength(let key, _, _):
            if seen.insert(key).inserted { keys.append(key) }
        case .not(let inner):
            inner.collectKeys(into: &keys, seen: &seen)
        case .all(let conditions), .any(let conditions):
            for condition in conditions { condition.collectKeys(into: &keys, seen: &seen) }
        }
    }

    /// Whether the condition holds for the values `value(key)` gives (`nil` reads as `null`).
    /// - Complexity: O(size of the condition), times the look-up.
    public func evaluate(_ value: (String) -> JSONValue?) -> Bool {
        switch self {
        case .equals(let key, let expected):
            return Self.matches(value(key) ?? .null, expected)
        case .isOneOf(let key, let options):
            let actual = value(key) ?? .null
            return options.contains { Self.matches(actual, $0) }
        case .compares(let key, let comparison, let number):
            guard let actual = value(key)?.doubleValue else { return false }
            return comparison.holds(actual, number)
        case .isEmpty(let key):
            switch value(key) ?? .null {
            case .null: return true
            case .string(let text): return text.isEmpty
            case .array(let elements): return elements.isEmpty
            case .object(let object): return object.isEmpty
            default: return false
            }
        case .hasLength(let key, let comparison, let length):
            guard let text = value(key)?.stringValue else { return false }
            return comparison.holds(Double(text.unicodeScalars.count), Double(length))
        case .not(let inner):
            return !inner.evaluate(value)
        case .all(let conditions):
            return conditions.allSatisfy { $0.evaluate(value) }
        case .any(let conditions):
            return conditions.contains { $0.evaluate(value) }
        }
    }

    /// Whether the values `object` holds satisfy the condition (a missing key reads as `null`).
    public func evaluate(_ object: JSONObject) -> Bool { evaluate { object[$0] } }

    private static func matches(_ actual: JSONValue, _ expected: JSONValue) -> Bool {
        if actual == expected { return true }
        if case .array(let elements) = actual, expected.arrayValue == nil { return elements.contains(expected) }
        return false
    }

    /// `plan != "Team"`, `seats < 5 && !(company is empty)`: for messages and logs.
    public var description: String {
        switch self {
        case .equals(let key, let value): return "\(key) == \(value)"
        case .isOneOf(let key, let values): return "\(key) in [\(values.map(\.description).joined(separator: ", "))]"
        case .compares(let key, let comparison, let number): return "\(key) \(comparison.symbol) \(NumberText.format(number))"
        case .isEmpty(let key): return "\(key) is empty"
        case .hasLength(let key, let comparison, let length): return "\(key).length \(comparison.symbol) \(length)"
        case .not(.equals(let key, let value)): return "\(key) != \(value)"
        case .not(.isEmpty(let key)): return "\(key) is not empty"
        case .not(let inner): return "!(\(inner))"
        case .all(let conditions):
            return conditions.isEmpty ? "true" : conditions.map { Self.grouped($0, inside: "&&") }.joined(separator: " && ")
        case .any(let conditions):
            return conditions.isEmpty ? "false" : conditions.map { Self.grouped($0, inside: "||") }.joined(separator: " || ")
        }
    }

    private static func grouped(_ condition: Condition, inside: String) -> String {
        switch condition {
        case .all(let parts) where parts.count > 1 && inside != "&&": "(\(condition))"
        case .any(let parts) where parts.count > 1 && inside != "||": "(\(condition))"
        default: condition.description
        }
    }
}

// MARK: - JSON

/// Why JSON does not describe a ``Condition``.
public struct ConditionFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A JSON Pointer to the offending part (`/all/1`).
    public let pointer: String
    /// What is wrong.
    public let message: String

    /// `/all/1: message`.
    public var description: String { "\(pointer.isEmpty ? "(root)" : pointer): \(message)" }
}

extension Condition: Codable {
    /// The condition as JSON: see the type's documentation for the shapes.
    public var jsonValue: JSONValue {
        switch self {
        case .equals(let key, let value): return ["key": .string(key), "equals": value]
        case .isOneOf(let key, let values): return ["key": .string(key), "in": .array(values)]
        case .compares(let key, let comparison, let number):
            var object: JSONObject = ["key": .string(key)]
            object[comparison.rawValue] = JSONValue.exactInt(number).map(JSONValue.integer) ?? .number(number)
            return .object(object)
        case .isEmpty(let key): return ["key": .string(key), "isEmpty": true]
        case .hasLength(let key, let comparison, let length):
            var bound = JSONObject()
            bound[comparison.rawValue] = .integer(length)
            return ["key": .string(key), "length": .object(bound)]
        case .not(let inner): return ["not": inner.jsonValue]
        case .all(let conditions): return ["all": .array(conditions.map(\.jsonValue))]
        case .any(let conditions): return ["any": .array(conditions.map(\.jsonValue))]
        }
    }

    /// Reads a condition from its JSON form.
    /// - Throws: ``ConditionFormatError`` with a pointer to the part that is wrong.
    public init(json: JSONValue) throws(ConditionFormatError) {
        self = try Self.read(json, at: "")
    }

    private static func read(_ json: JSONValue, at pointer: String) throws(ConditionFormatError) -> Condition {
        guard let object = json.objectValue else {
            throw ConditionFormatError(pointer: pointer, message: "expected an object, got \(json.typeName)")
        }
        func fail(_ message: String) -> ConditionFormatError { ConditionFormatError(pointer: pointer, message: message) }
        if let inner = object["not"] {
            guard object.count == 1 else { throw fail("\"not\" takes no other members") }
            return .not(try read(inner, at: pointer + "/not"))
        }
        for name in ["all", "any"] {
            guard let list = object[name] else { continue }
            guard object.count == 1 else { throw fail("\"\(name)\" takes no other members") }
            guard let elements = list.arrayValue else { throw fail("\"\(name)\" must be an array") }
            var conditions: [Condition] = []
            for (index, element) in elements.enumerated() {
                conditions.append(try read(element, at: pointer + "/\(name)/\(index)"))
            }
            return name == "all" ? .all(conditions) : .any(conditions)
        }
        guard let key = object["key"]?.stringValue else { throw fail("expected \"key\" (a string), \"not\", \"all\" or \"any\"") }
        let operators = object.keys.filter { $0 != "key" }
        guard operators.count == 1, let name = operators.first, let operand = object[name] else {
            throw fail("expected one operator beside \"key\" (equals, in, lessThan, atMost, greaterThan, atLeast, isEmpty, length)")
        }
        switch name {
        case "equals": return .equals(key: key, value: operand)
        case "in":
            guard let values = operand.arrayValue else { throw fail("\"in\" must be an array") }
            return .isOneOf(key: key, values: values)
        case "isEmpty":
            guard let flag = operand.boolValue else { throw fail("\"isEmpty\" must be true or false") }
            return flag ? .isEmpty(key: key) : .not(.isEmpty(key: key))
        case "length":
            guard let bound = operand.objectValue, bound.count == 1, let name = bound.keys.first, let limit = bound[name],
                  let comparison = Comparison(rawValue: name) else {
                throw fail("\"length\" must be an object with one of lessThan, atMost, greaterThan, atLeast")
            }
            guard let length = limit.intValue, length >= 0 else {
                throw ConditionFormatError(pointer: pointer + "/length/" + name, message: "must be a whole number of at least 0")
            }
            return .hasLength(key: key, comparison, length)
        default:
            guard let comparison = Comparison(rawValue: name) else { throw fail("unknown operator \"\(name)\"") }
            guard let number = operand.doubleValue, number.isFinite else { throw fail("\"\(name)\" must be a number") }
            return .compares(key: key, comparison, number)
        }
    }

    /// Encodes ``jsonValue``.
    public func encode(to encoder: Encoder) throws {
        try jsonValue.encode(to: encoder)
    }

    /// Decodes the JSON form.
    public init(from decoder: Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            self = try Condition(json: json)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }
}

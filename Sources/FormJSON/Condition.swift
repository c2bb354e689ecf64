import Foundation

/// A rule on the form's values that can be sent, stored, inspected and compared: it hides or
/// disables an item, a bunch or a section (FormKit's `hidden(when:)` and `disabled(when:)` on
/// each of them).
///
/// A condition names the keys it reads (``keys``), so a value change re-evaluates only the
/// conditions that read the changed key. It reads each key's value as plain JSON, as a form's
/// values (FormKit's `AdapterManager.values`) give it (the first field with the key, hidden or
/// not: hiding keeps a value). On a field inside a group or a row, a key names that group's or
/// row's field first; a key that starts with `/` is a JSON Pointer into the form's values
/// (`/address/country`, `/addresses/0/city`). A key no field has reads as `null`, and is reported
/// to the manager's diagnostic handler (FormKit's `AdapterManager.diagnosticHandler`).
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

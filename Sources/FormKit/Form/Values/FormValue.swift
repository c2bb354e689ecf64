import Foundation

/// A form value: what items hold, and what the manager's `values` returns for each item.
///
/// A plain, `Sendable` value that validators check and closure conditions read: compare it, hash
/// it, keep it in a dictionary. It is the in-memory form; the wire form of a form's values is plain
/// JSON (`JSONValue`, ``AdapterManager/values``), and a form value encodes as that same plain JSON
/// (see ``FormValue/init(from:)``). Use ``null`` for "no value yet".
///
/// - Note: ``number(_:)`` compares as `Double` does, so `.number(.nan)` is not equal to itself,
///   and `.number(0)` equals `.number(-0)`.
public enum FormValue: Hashable, Sendable {
    /// No value.
    case null
    /// Text, as typed.
    case string(String)
    /// A number.
    case number(Double)
    /// A switch or a check box.
    case bool(Bool)
    /// A moment in time (a date picker's value).
    case date(Date)
    /// Several texts, such as the choices of a multiple selection.
    case strings([String])

    /// The text, or `nil` when the value is not ``string(_:)``.
    /// - Complexity: O(1).
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, or `nil` when the value is not ``number(_:)``.
    /// - Complexity: O(1).
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The flag, or `nil` when the value is not ``bool(_:)``.
    /// - Complexity: O(1).
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The date, or `nil` when the value is not ``date(_:)``.
    /// - Complexity: O(1).
    public var dateValue: Date? {
        if case .date(let value) = self { return value }
        return nil
    }

    /// The texts, or `nil` when the value is not ``strings(_:)``.
    /// - Complexity: O(1).
    public var stringsValue: [String]? {
        if case .strings(let value) = self { return value }
        return nil
    }

    /// Whether the value counts as missing for ``Validator/required``: ``null``, an empty or
    /// whitespace-only (spaces, tabs, newlines) string, or an empty list of strings.
    ///
    /// Numbers, flags and dates are never empty: `.bool(false)` is an answer, not a missing one.
    /// A list is empty only when it has no elements (`[""]` is not empty).
    /// - Complexity: O(*n*) for a string of *n* characters (it stops at the first non-space);
    ///   O(1) otherwise.
    public var isEmpty: Bool {
        switch self {
        case .null: true
        case .string(let text): text.allSatisfy(\.isWhitespace)
        case .strings(let texts): texts.isEmpty
        case .number, .bool, .date: false
        }
    }
}

extension FormValue: CustomStringConvertible {
    /// A short, unambiguous text for logs and test failures: `null`, a string in quotes
    /// (`"Ada"`), a number without a needless `.0` (`42`, `0.5`), `true`/`false`, a date in
    /// RFC 3339 UTC (`2024-05-01T12:30:00.250Z`, as many fraction digits as the date needs;
    /// `Date`'s own description outside the years 0000–9999), or a list (`["a", "b"]`).
    /// - Complexity: O(*n*) in the size of the value.
    public var description: String {
        switch self {
        case .null: "null"
        case .string(let text): text.debugDescription
        case .number(let number): NumberText.format(number)
        case .bool(let flag): flag ? "true" : "false"
        case .date(let date): ISO8601Timestamp.string(from: date) ?? date.description
        case .strings(let texts): texts.debugDescription
        }
    }
}

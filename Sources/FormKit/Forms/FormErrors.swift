import Foundation

/// Why a user's input could not become a value (``FormItem/apply(input:)``).
///
/// The input of a secret item (a secure ``TextItem``, a ``CreditCardItem``) is kept redacted here,
/// so logging the error never leaks it.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The item's key.
    public let key: String?
    /// The item's title.
    public let title: String
    /// What was typed — redacted for secret items (see ``Redaction``).
    public let input: String
    /// Why it was refused, e.g. "is not a number".
    public let message: String

    /// Creates an error.
    public init(key: String?, title: String, input: String, message: String) {
        self.key = key
        self.title = title
        self.input = input
        self.message = message
    }

    /// `Title: "input" message`.
    public var description: String { "\(title): \(input.debugDescription) \(message)" }
}

/// Why a value could not be set on an item (``FormItem/setJSONValue(_:)``,
/// ``AdapterManager/setValues(_:)``), or read into your type (``AdapterManager/values(as:includingHidden:)``).
public struct FormValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key the value was given for (the item's title when it has no key).
    public let key: String
    /// Why it was refused: "no field has this key", "expected a string, got a number (5)".
    public let message: String

    /// Creates an error.
    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }

    /// `key: message`.
    public var description: String { "\(key): \(message)" }
}

/// Every reason a set of values was refused, one per key: ``AdapterManager/setValues(_:)`` sets
/// nothing when it throws this.
public struct FormValuesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One error per refused key, in key order.
    public let errors: [FormValueError]

    /// Creates an error.
    public init(errors: [FormValueError]) {
        self.errors = errors
    }

    /// The keys refused, in order.
    public var keys: [String] { errors.map(\.key) }

    /// One `key: message` line per error.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// How secret values are shown wherever a value is described or logged: in
/// ``AdapterManager/values(includingHidden:redactingSecrets:)`` with `redactingSecrets`, in
/// ``InputError/input``, in ``FormValueError`` messages, and in items' descriptions.
public enum Redaction {
    /// What a redacted secret reads as, whatever its length (which is secret too).
    public static let mask = "••••••••"

    /// A secret text: ``mask``, or empty when the text is empty.
    public static func secret(_ text: String) -> String {
        text.isEmpty ? "" : mask
    }

    /// A card number: `•••• 1111` — the last four digits at most, and only when at least twelve
    /// characters were given (fewer would reveal too large a share of the number).
    public static func cardNumber(_ text: String) -> String {
        let significant = text.filter { $0 != " " && $0 != "-" }
        guard significant.count >= 12 else { return secret(text) }
        return "•••• " + significant.suffix(4)
    }
}

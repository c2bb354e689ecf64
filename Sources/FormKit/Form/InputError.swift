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

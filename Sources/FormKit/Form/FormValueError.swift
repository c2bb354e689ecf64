import Foundation

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

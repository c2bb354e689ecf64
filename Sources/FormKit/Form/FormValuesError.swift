import Foundation

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

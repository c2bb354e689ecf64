import FormKit

/// Why values given all at once (``FormKit/AdapterManager/submit(_:)``) were not accepted; every
/// problem names its field's key.
public enum FormSubmissionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Some values could not be set — a key no field has, a value of the wrong type, a value the
    /// item's rule refuses — so none was set.
    case refused(FormValuesError)
    /// The values were set, but validators failed (a required field left empty, an address that
    /// is no email address).
    case invalid([ValidationError])

    /// Every problem as the field's key (its title when it has none) and what is wrong, in the
    /// order of the values given (refused) or of the form (invalid).
    /// - Complexity: O(n) in the number of problems.
    public var problems: [FormValueError] {
        switch self {
        case .refused(let error): error.errors
        case .invalid(let errors): errors.map { FormValueError(key: $0.key ?? $0.title, message: $0.description) }
        }
    }

    /// The keys with a problem, in order (a key with two problems is listed twice).
    public var keys: [String] { problems.map(\.key) }

    /// One `key: message` line per problem.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

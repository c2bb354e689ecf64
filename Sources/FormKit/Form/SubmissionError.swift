import Foundation
import FormLocale

/// Why a submission was not accepted (``AdapterManager/submit(_:)``, and a schema form's submit,
/// which wraps it); every problem names its place.
public enum SubmissionError: ProblemReporting, Hashable, Sendable, CustomStringConvertible {
    /// Some values could not be set — a key no field has, a value of the wrong type, a value the
    /// item's rule refuses — so none was set.
    case refused(ValuesError)
    /// The values were set, but checks failed (a required field left empty, an address that is
    /// no email address); the rows show the errors.
    case invalid([ValidationError])

    /// Every problem as its place (the field's key, or a JSON Pointer inside groups and rows) and
    /// what is wrong, in the order of the values given (refused) or of the form (invalid).
    /// - Complexity: O(n) in the number of problems.
    public var problems: [Problem] { problems(in: .english) }

    /// ``problems``, the failed checks' messages in `localizer`'s language (a refused value's words
    /// stay as the values' reader wrote them).
    /// - Complexity: O(n) in the number of problems.
    public func problems(in localizer: Localizer) -> [Problem] {
        switch self {
        case .refused(let error): error.problems
        case .invalid(let errors):
            errors.map { Problem(pointer: $0.pointer ?? JSONPointer.appending($0.title, to: ""), message: $0.description(in: localizer)) }
        }
    }

    /// The checks that failed (``invalid(_:)``); empty when values were refused.
    public var errors: [ValidationError] {
        if case .invalid(let errors) = self { return errors }
        return []
    }

    /// The keys with a problem, in order (a key with two problems is listed twice).
    public var keys: [String] { problems.map(\.key) }

    /// One `key: message` line per problem.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}


import Foundation
import FormKit

/// Why a form could not be run to an outcome.
public enum TerminalFormError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input ended before the form was complete (line mode); `field` is the key (or title) of
    /// the field that was being asked.
    case endOfInput(field: String)
    /// Validators failed on fields that no prompt can change (not focusable, such as a label with
    /// a validator): the form cannot be completed as it is built.
    case invalid(errors: [ValidationError])
    /// The last check (``TerminalFormOptions/check``) refused values that no prompt can change
    /// (its pointers name no field a person can answer).
    case refused(problems: [Problem])
    /// The terminal failed.
    case terminal(TerminalError)

    public var description: String {
        switch self {
        case .endOfInput(let field): "the input ended before the form was complete (while asking for \(field))"
        case .invalid(let errors): "the form cannot be completed: " + errors.map(\.description).joined(separator: "; ")
        case .refused(let problems): "the form's check refused: " + problems.map(\.description).joined(separator: "; ")
        case .terminal(let error): "terminal: \(error)"
        }
    }
}

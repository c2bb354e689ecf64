import FormKit
import Foundation

/// What an item's validators say about it, as HTML constraint attributes (HTML §4.10.5.3): the
/// same rules that check the post, so that the browser and the server agree.
///
/// - Note: Where the two cannot agree exactly, the server decides: a browser counts `minlength`
///   and `maxlength` in UTF-16 code units where ``Validator/length(min:max:)`` counts characters
///   (so an emoji with a skin tone is 4 to the browser, 1 to the server), and compiles `pattern`
///   as an ECMAScript expression with the `v` flag (HTML §4.10.5.3.6), ignoring one it cannot
///   compile, where FormKit's `pattern` is ECMAScript with the `u` flag (FormJSON's
///   `TextPattern`): the same for patterns without the `v` flag's set notation.
struct Constraints {
    var isRequired = false
    var minLength: Int?
    var maxLength: Int?
    var minimum: Double?
    var maximum: Double?
    var pattern: String?
    var isEmail = false
    var isURL = false
    var isPhone = false
    /// A minimum length: a rule for choosing a new password.
    var hasMinimumLength: Bool { minLength != nil }

    /// The attributes of what a field's validators check (``FormField/constraints``); custom
    /// validators that state nothing are checked by the server alone.
    init(_ constraints: [Validator.Constraint]) {
        for constraint in constraints {
            switch constraint {
            case .required:
                isRequired = true
            case .length(let min, let max):
                if min > 0 { minLength = Swift.max(minLength ?? 0, min) }
                if let max { maxLength = Swift.min(maxLength ?? .max, max) }
            case .range(let lower, let upper):
                if let lower { minimum = Swift.max(minimum ?? -.infinity, lower) }
                if let upper { maximum = Swift.min(maximum ?? .infinity, upper) }
            case .pattern(let expression):
                pattern = expression
            case .format("email"):
                isEmail = true
            case .format("uri"):
                isURL = true
            case .format("phone"):
                isPhone = true
            case .format:
                break
            }
        }
    }

    /// The constraints of a field.
    @MainActor
    static func of(_ field: FormField) -> Constraints {
        Constraints(field.constraints)
    }
}

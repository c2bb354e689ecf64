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

    /// The constraints of `validators`, read from what each built-in validator says of itself
    /// (its JSON Schema keywords, its regular expression); custom validators say nothing and are
    /// checked by the server alone.
    init(_ validators: [Validator]) {
        for validator in validators {
            if validator.name == "required", validator.keywords == nil { isRequired = true }
            if validator.name == "url" { isURL = true }
            if validator.name == "phone" { isPhone = true }
            if let expression = validator.regularExpression { pattern = expression }
            guard let keywords = validator.keywords else { continue }
            if let value = keywords["minLength"]?.intValue { minLength = max(minLength ?? 0, value) }
            if let value = keywords["maxLength"]?.intValue { maxLength = min(maxLength ?? .max, value) }
            if let value = keywords["minimum"]?.doubleValue { minimum = max(minimum ?? -.infinity, value) }
            if let value = keywords["maximum"]?.doubleValue { maximum = min(maximum ?? .infinity, value) }
            if keywords["format"]?.stringValue == "email" { isEmail = true }
        }
    }

    /// The validators of a field, when its class exposes them.
    @MainActor
    static func of(_ field: FormField) -> Constraints {
        switch field {
        case let item as FormItem<String>: Constraints(item.validators)
        case let item as FormItem<Double>: Constraints(item.validators)
        case let item as FormItem<String?>: Constraints(item.validators)
        case let item as FormItem<[String]>: Constraints(item.validators)
        case let item as FormItem<Bool>: Constraints(item.validators)
        case let item as FormItem<Date?>: Constraints(item.validators)
        case let item as FormItem<CreditCardItem.Card>: Constraints(item.validators)
        default: Constraints([])
        }
    }
}

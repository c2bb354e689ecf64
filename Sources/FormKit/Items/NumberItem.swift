import Foundation
import FormLocale
import ListKit

/// A number typed as digits (RETableViewManager's `RENumberItem`), shown through an optional
/// pattern in which each `X` stands for one digit, e.g. `(XXX) XXX-XXXX`.
///
/// The value is the digits alone (with an optional leading `-` and one `.` when there is no
/// pattern); `numberValue` reads it as a number.
///
/// Value on the wire: with a pattern, the digits as a string (a phone number is no number);
/// without one, an integer when ``isInteger`` is set, otherwise a number; `null` when empty.
@MainActor
open class NumberItem: FormItem<String> {
    /// The display pattern: `X` is a digit, anything else is shown as is; `nil` shows the digits.
    public var pattern: String? {
        didSet { if pattern != oldValue { setNeedsReload() } }
    }
    /// Shown when empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { setNeedsReload() } }
    }
    /// Whether the field holds whole numbers only (no `.`): its value is a JSON integer.
    public let isInteger: Bool
    /// The currency of an amount (ISO 4217: `EUR`, `USD`, `JPY`), or `nil`: the field shows the
    /// amount the way the manager's language writes money (`3,50 €` in German, `€3.50` in
    /// English) and takes it with or without the symbol; the value stays a plain number (`3.5`).
    public var currency: String? {
        didSet { if currency != oldValue { setNeedsReload() } }
    }

    /// Creates a number field.
    /// - Parameters:
    ///   - title: the field's title.
    ///   - key: the key of its value.
    ///   - value: the digits it starts with (`"12.5"`); empty for none.
    ///   - pattern: the display pattern; `X` is a digit.
    ///   - placeholder: shown when empty; default: the pattern.
    ///   - isInteger: whether only whole numbers are allowed (ignored with a pattern).
    ///   - currency: the currency of an amount (ISO 4217), shown and read as money; default none.
    /// - Precondition: `value` follows the field's rule (see ``problem(with:)``).
    public init(_ title: String, key: String? = nil, value: String = "", pattern: String? = nil, placeholder: String? = nil,
                isInteger: Bool = false, currency: String? = nil) {
        self.pattern = pattern
        self.placeholder = placeholder
        self.isInteger = isInteger
        self.currency = currency
        super.init(title, key: key, value: value)
    }

    /// The value as a number, when it is one.
    public var numberValue: Double? { Double(value) }

    /// How many digits the pattern holds (`nil` without a pattern).
    public var patternDigitCount: Int? { pattern.map { $0.filter { $0 == "X" }.count } }

    /// The rule: with a pattern, at most its digits and nothing else; without one, a decimal
    /// number (`-12.5`), whole when ``isInteger``; empty is always allowed.
    open override func problem(with value: String) -> String? { keyedProblem(with: value)?.text }

    override func keyedProblem(with value: String) -> ValidationMessage? {
        if value.isEmpty { return nil }
        if let limit = patternDigitCount {
            guard value.allSatisfy({ $0.isASCII && $0.isNumber }) else { return ValidationMessage("must contain only digits", key: "number.digitsOnly") }
            return value.count > limit
                ? ValidationMessage("must have at most \(limit) digits", key: "number.atMostDigits", arguments: ["count": .integer(limit)]) : nil
        }
        var body = Substring(value)
        if body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDecimal = !body.isEmpty && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        if isInteger {
            return isDecimal && parts.count == 1 && Int(value) != nil ? nil : ValidationMessage("must be a whole number", key: "number.whole")
        }
        return isDecimal && Double(value)?.isFinite == true ? nil : ValidationMessage("must be a number", key: "number.notANumber")
    }

    /// `.number` without a pattern; `.string` of the digits with one (a phone number is no number);
    /// `.null` when empty.
    open override var formValue: FormValue {
        if value.isEmpty { return .null }
        if pattern == nil, let number = numberValue { return .number(number) }
        return .string(value)
    }

    /// With a pattern the digits as a string; otherwise an integer or a number; `null` when empty.
    open override func jsonValue(for value: String) -> JSONValue? {
        if value.isEmpty { return .null }
        if pattern != nil { return .string(value) }
        if let integer = Int(value) { return .integer(integer) }
        // Exact when JSON's grammar reads the text (an integer beyond Int's range, a long
        // decimal); otherwise the nearest Double, as before.
        if let exact = JSONValue(numberText: value) { return exact }
        return Double(value).map(JSONValue.number) ?? .string(value)
    }

    /// With a pattern a string of digits; otherwise a number (a whole one when ``isInteger``);
    /// `null` empties the field.
    open override func value(forJSON json: JSONValue) throws(Problem) -> String {
        if json.isNull { return "" }
        if pattern != nil {
            guard let text = json.stringValue else { throw valueError(json, expected: "a string of digits") }
            return text
        }
        if isInteger {
            // Digits of any length (the item holds text): an integer beyond Int's range too.
            if case .decimal(let decimal) = json, decimal.isInteger, !decimal.description.contains("e") { return decimal.description }
            guard let integer = json.intValue else { throw valueError(json, expected: "an integer") }
            return String(integer)
        }
        switch json {
        case .integer(let integer): return String(integer)
        case .number(let number) where number.isFinite: return NumberItem.decimalText(number)
        case .decimal(let decimal) where !decimal.description.contains("e"): return decimal.description
        default: throw valueError(json, expected: "a number")
        }
    }

    /// A finite double as plain decimal digits (no exponent), shortest round-tripping.
    static func decimalText(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        let text = "\(number)"
        guard text.contains("e") else { return text }
        return (Decimal(string: text).map { "\($0)" }) ?? text
    }

    /// Takes digits, ignoring the pattern's punctuation and spaces; refuses letters, too many
    /// digits for the pattern, or (without a pattern) text that is no number. Without a pattern
    /// the number is read in the manager's language (`localizer`: `3,5` and `1.234,5` in
    /// German, `3.5` in every language; see FormLocale's `LocaleNumber`) and kept locale-free.
    open override func apply(input: String) throws(InputError) {
        if let pattern {
            let literals = Set(pattern.filter { $0 != "X" }).union([" "])
            let digits = String(input.filter { !literals.contains($0) })
            try setValue(digits, fromInput: input)
        } else {
            let trimmed = input.trimmingCharacters(in: .whitespaces)
            let number = currency.map { LocaleNumber.parseAmount(trimmed, currency: $0, language: localizer.locale) }
                ?? LocaleNumber.parse(trimmed, language: localizer.locale)
            try setValue(trimmed.isEmpty ? "" : number ?? trimmed, fromInput: input)
        }
    }

    /// The digits placed in the pattern (the pattern is cut after the last digit); without a
    /// pattern the number with the manager's language's decimal separator (`3,5` in German).
    open override var displayValue: String? {
        if value.isEmpty { return nil }
        guard let pattern else {
            if let currency { return LocaleNumber.formatAmount(value, currency: currency, language: localizer.locale) }
            return shownNumber(value)
        }
        var digits = value.makeIterator()
        var shown = ""
        var pending = ""
        for character in pattern {
            if character == "X" {
                guard let digit = digits.next() else { break }
                shown += pending
                pending = ""
                shown.append(digit)
            } else {
                pending.append(character)
            }
        }
        return shown
    }

    /// The placeholder, or the pattern itself.
    open override var placeholderText: String? { placeholder ?? pattern }
}

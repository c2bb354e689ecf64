import Foundation
import ListKit

/// A one-line text field (RETableViewManager's `RETextItem`, Eureka's `TextRow`): a placeholder
/// when empty, and masked display for secure entry.
@MainActor
open class TextItem: FormItem<String> {
    /// Shown when the value is empty.
    public var placeholder: String? {
        didSet { setNeedsReload() }
    }
    /// Whether the value is shown masked (`*` per character), as a password.
    public var isSecure = false {
        didSet { setNeedsReload() }
    }

    /// Creates a text field.
    public init(_ title: String, key: String? = nil, value: String = "", placeholder: String? = nil, isSecure: Bool = false) {
        self.placeholder = placeholder
        self.isSecure = isSecure
        super.init(title, key: key, value: value)
    }

    /// `.string(value)`.
    open override var formValue: FormValue { .string(value) }

    /// Takes `.string`; `.null` empties the field.
    open override func setFormValue(_ value: FormValue) throws(FormValueError) {
        try setText(from: value)
    }

    /// Takes the text as typed; a line break has no place in a one-line field and is refused.
    open override func apply(input: String) throws(InputError) {
        if input.contains(where: \.isNewline) { throw inputError(input, "must be a single line") }
        value = input
    }

    /// The text, or `*` per character when secure; `nil` (the placeholder) when empty.
    open override var displayValue: String? {
        if value.isEmpty { return nil }
        return isSecure ? String(repeating: "*", count: value.count) : value
    }

    /// The placeholder.
    open override var placeholderText: String? { placeholder }
}

/// A multi-line text (RETableViewManager's `RELongTextItem`, Eureka's `TextAreaRow`): the text is
/// shown under the title, wrapped, line breaks kept.
@MainActor
open class LongTextItem: TextItem {
    /// Takes the text as typed, line breaks included.
    open override func apply(input: String) throws(InputError) {
        value = input
    }

    /// Nothing on the title line.
    open override var displayValue: String? { nil }

    /// The placeholder only when empty, under the title.
    open override var placeholderText: String? { nil }

    /// The text's lines (or the placeholder in angle brackets).
    open override var detailLines: [String] {
        if value.isEmpty { return placeholder.map { ["<\($0)>"] } ?? [] }
        return value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

/// A number typed as digits (RETableViewManager's `RENumberItem`), shown through an optional
/// pattern in which each `X` stands for one digit, e.g. `(XXX) XXX-XXXX`.
///
/// The value is the digits alone (with an optional leading `-` and one `.` when there is no
/// pattern); `numberValue` reads it as a number.
@MainActor
open class NumberItem: FormItem<String> {
    /// The display pattern: `X` is a digit, anything else is shown as is; `nil` shows the digits.
    public var pattern: String? {
        didSet { setNeedsReload() }
    }
    /// Shown when empty.
    public var placeholder: String? {
        didSet { setNeedsReload() }
    }

    /// Creates a number field.
    public init(_ title: String, key: String? = nil, value: String = "", pattern: String? = nil, placeholder: String? = nil) {
        self.pattern = pattern
        self.placeholder = placeholder
        super.init(title, key: key, value: value)
    }

    /// The value as a number, when it is one.
    public var numberValue: Double? { Double(value) }

    /// How many digits the pattern holds (`nil` without a pattern).
    public var patternDigitCount: Int? { pattern.map { $0.filter { $0 == "X" }.count } }

    /// `.number` without a pattern; `.string` of the digits with one (a phone number is no number);
    /// `.null` when empty.
    open override var formValue: FormValue {
        if value.isEmpty { return .null }
        if pattern == nil, let number = numberValue { return .number(number) }
        return .string(value)
    }

    /// Takes `.number`, a `.string` of digits, or `.null`.
    open override func setFormValue(_ value: FormValue) throws(FormValueError) {
        switch value {
        case .null: self.value = ""
        case .number(let number) where pattern == nil:
            self.value = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .string(let text):
            do { try apply(input: text) } catch { throw FormValueError(key: key ?? title, message: error.message) }
        default: throw valueError(value, expected: pattern == nil ? "a number" : "a string of digits")
        }
    }

    /// Takes digits, ignoring the pattern's punctuation and spaces; refuses letters, too many
    /// digits for the pattern, or (without a pattern) text that is no number.
    open override func apply(input: String) throws(InputError) {
        if let pattern {
            let literals = Set(pattern.filter { $0 != "X" }).union([" "])
            var digits = ""
            for character in input where !literals.contains(character) {
                guard character.isASCII, character.isNumber else { throw inputError(input, "must contain only digits") }
                digits.append(character)
            }
            if let limit = patternDigitCount, digits.count > limit {
                throw inputError(input, "has more than \(limit) digits")
            }
            value = digits
        } else {
            let trimmed = input.trimmingCharacters(in: .whitespaces)
            guard trimmed.isEmpty || (Double(trimmed) != nil && trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") })) else {
                throw inputError(input, "is not a number")
            }
            value = trimmed
        }
    }

    /// The digits placed in the pattern (the pattern is cut after the last digit).
    open override var displayValue: String? {
        if value.isEmpty { return nil }
        guard let pattern else { return value }
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

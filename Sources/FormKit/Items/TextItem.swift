import Foundation
import ListKit

/// A one-line text field (RETableViewManager's `RETextItem`, Eureka's `TextRow`): a placeholder
/// when empty, and masked display for secure entry.
///
/// Value on the wire: a string. Rule: one line — a line break is refused on every path.
@MainActor
open class TextItem: FormItem<String> {
    /// Shown (dimmed, as an example) when the value is empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { setNeedsReload() } }
    }
    /// Whether the value is a secret shown masked (`*` per character), as a password. A secure
    /// value is redacted in descriptions, errors and ``AdapterManager/values(includingHidden:redactingSecrets:)``.
    public var isSecure = false {
        didSet { if isSecure != oldValue { setNeedsReload() } }
    }

    /// Creates a text field.
    /// - Precondition: `value` is one line.
    public init(_ title: String, key: String? = nil, value: String = "", placeholder: String? = nil, isSecure: Bool = false) {
        self.placeholder = placeholder
        self.isSecure = isSecure
        super.init(title, key: key, value: value)
    }

    /// A secure field's value is secret.
    open override var isSecret: Bool { isSecure }

    /// "must be a single line" when `value` has a line break.
    open override func problem(with value: String) -> String? {
        value.contains(where: \.isNewline) ? "must be a single line" : nil
    }

    /// `.string(value)`.
    open override var formValue: FormValue { .string(value) }

    /// A string.
    open override func jsonValue(for value: String) -> JSONValue? { .string(value) }

    /// A string; `null` empties the field.
    open override func value(forJSON json: JSONValue) throws(Problem) -> String {
        try text(forJSON: json)
    }

    /// Takes the text as typed.
    open override func apply(input: String) throws(InputError) {
        try setValue(input, fromInput: input)
    }

    /// The text, or `*` per character when secure; `nil` (the placeholder) when empty.
    open override var displayValue: String? {
        if value.isEmpty { return nil }
        return isSecure ? String(repeating: "*", count: value.count) : value
    }

    /// The placeholder.
    open override var placeholderText: String? { placeholder }
}

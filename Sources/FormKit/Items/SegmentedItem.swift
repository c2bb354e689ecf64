import Foundation
import ListKit

/// One option among several, shown side by side (Eureka's `SegmentedRow`): `One [Two] Three`.
///
/// Value on the wire: the chosen option's title, or `null`.
@MainActor
open class SegmentedItem: OptionsItem<String?> {
    /// Creates the item; `value` is the selected option's title.
    public override init(_ title: String, key: String? = nil, options: [String], value: String? = nil) {
        super.init(title, key: key, options: options, value: value)
    }

    /// `.string(option)` or `.null`.
    open override var formValue: FormValue { value.map(FormValue.string) ?? .null }

    /// "must be one of …" unless `value` is `nil` or an option.
    open override func problem(with value: String?) -> String? {
        guard let value, !options.contains(value) else { return nil }
        return "must be one of \(options.joined(separator: ", "))"
    }

    /// `nil` when the chosen option is gone.
    open override func valueKeepingOptions(_ value: String?) -> String? {
        value.flatMap { options.contains($0) ? $0 : nil }
    }

    /// The option's title, or `null`.
    open override func jsonValue(for value: String?) -> JSONValue? { value.map(JSONValue.string) ?? .null }

    /// An option's title, or `null`.
    open override func value(forJSON json: JSONValue) throws(Problem) -> String? {
        if json.isNull { return nil }
        guard let text = json.stringValue else { throw valueError(json, expected: "a string") }
        return text
    }

    /// Takes an option's title or its number; an empty input clears the choice.
    open override func apply(input: String) throws(InputError) {
        if input.trimmingCharacters(in: .whitespaces).isEmpty { return try setValue(nil, fromInput: input) }
        guard let option = option(named: input) else { throw inputError(input, "is not one of \(options.joined(separator: ", "))") }
        try requireOffered(option, isChosen: option == value, input: input)
        try setValue(option, fromInput: input)
    }

    /// The options, the selected one in brackets.
    open override var displayValue: String? {
        options.map { $0 == value ? "[\(label(of: $0))]" : label(of: $0) }.joined(separator: " ")
    }
}

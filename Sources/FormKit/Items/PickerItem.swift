import Foundation
import ListKit

/// A choice in each of one or more components (RETableViewManager's `REPickerItem`), shown
/// `Apple / Large`.
///
/// Value on the wire: with one component, the chosen option's title; with several, an array of
/// one title per component; `null` when nothing is chosen. Rule: nothing, or exactly one option
/// of each component.
@MainActor
open class PickerItem: FormItem<[String]>, OptionLabeling {
    /// The options of each component.
    ///
    /// Changing them reloads the row; a choice they no longer allow clears the value (a real
    /// change: `onChange` runs).
    public var components: [[String]] {
        didSet {
            guard components != oldValue else { return }
            setNeedsReload()
            if problem(with: value) != nil { value = [] }
        }
    }
    /// Shown when nothing is chosen.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { setNeedsReload() } }
    }

    /// Catalog keys for the options' labels, by option (a document's `KEY.VALUE`, as JSON Forms
    /// keys an enum's values): every surface shows an option as its translation in the form's
    /// language when the catalogs have one (``label(of:)``), while the option itself — what the
    /// value holds — stays. Default: none.
    public var optionKeys: [String: String] = [:] {
        didSet { if optionKeys != oldValue { setNeedsReload() } }
    }

    /// How `option` reads in the form's language: its key's translation, else the option.
    public func label(of option: String) -> String {
        localizer.words(for: optionKeys[option], else: option)
    }

    /// Creates a picker; `value` holds one chosen option per component (or is empty).
    /// - Precondition: `value` is empty or one option of each component.
    public init(_ title: String, key: String? = nil, components: [[String]], value: [String] = [], placeholder: String? = nil) {
        self.components = components
        self.placeholder = placeholder
        super.init(title, key: key, value: value)
    }

    /// `.strings(chosen)`.
    open override var formValue: FormValue { .strings(value) }

    /// Why `value` is not empty or one option of each component, or `nil`.
    open override func problem(with value: [String]) -> String? {
        if value.isEmpty { return nil }
        guard value.count == components.count else {
            return components.count == 1 ? "must be one option" : "must be one option for each of \(components.count) columns"
        }
        for (index, (chosen, offered)) in zip(value, components).enumerated() where !offered.contains(chosen) {
            let column = components.count == 1 ? "" : " in column \(index + 1)"
            return "has no option \(chosen.debugDescription)\(column)"
        }
        return nil
    }

    /// One component: the title or `null`; several: an array of titles or `null`.
    open override func jsonValue(for value: [String]) -> JSONValue? {
        if value.isEmpty { return .null }
        if components.count == 1, let only = value.first { return .string(only) }
        return .array(value.map(JSONValue.string))
    }

    /// One component: a title; several: an array of one title per component; `null` for none.
    open override func value(forJSON json: JSONValue) throws(Problem) -> [String] {
        switch json {
        case .null: return []
        case .string(let text) where components.count == 1: return [text]
        case .array(let elements):
            var chosen: [String] = []
            for element in elements {
                guard let text = element.stringValue else { break }
                chosen.append(text)
            }
            if chosen.count == elements.count { return chosen }
        default: break
        }
        throw valueError(json, expected: components.count == 1 ? "a string" : "an array of \(components.count) strings")
    }

    /// Takes one option per component, separated by `/` (any case; an option or its label in the
    /// form's language); an empty input clears it.
    open override func apply(input: String) throws(InputError) {
        if input.trimmingCharacters(in: .whitespaces).isEmpty { return try setValue([], fromInput: input) }
        let parts = input.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == components.count else {
            throw inputError(input, components.count == 1 ? "must be one option" : "must be one option for each of \(components.count) columns, separated by /")
        }
        var chosen: [String] = []
        for (index, part) in parts.enumerated() {
            let offered = components[index]
            guard let option = offered.first(where: { $0.caseInsensitiveCompare(part) == .orderedSame })
                    ?? (optionKeys.isEmpty ? nil : offered.first(where: { label(of: $0).caseInsensitiveCompare(part) == .orderedSame })) else {
                let column = components.count == 1 ? "" : " in column \(index + 1)"
                throw inputError(input, "has no option \(part.debugDescription)\(column)")
            }
            chosen.append(option)
        }
        try setValue(chosen, fromInput: input)
    }

    /// The chosen options' labels (``label(of:)``) joined with ` / `.
    open override var displayValue: String? { value.isEmpty ? nil : value.map(label(of:)).joined(separator: " / ") }

    /// The placeholder.
    open override var placeholderText: String? { placeholder }
}

import Foundation
import ListKit

/// A switch (RETableViewManager's `REBoolItem`, Eureka's `SwitchRow`), shown `[x]` or `[ ]`.
/// Selecting the row toggles it.
///
/// Value on the wire: a boolean.
@MainActor
open class BoolItem: FormItem<Bool> {
    /// Creates a switch.
    public override init(_ title: String, key: String? = nil, value: Bool = false) {
        super.init(title, key: key, value: value)
        selectBlock = { item in
            guard let item = item as? BoolItem, item.isEffectivelyEnabled else { return }
            item.value.toggle()
        }
    }

    /// `.bool(value)`.
    open override var formValue: FormValue { .bool(value) }

    /// A boolean.
    open override func jsonValue(for value: Bool) -> JSONValue? { .bool(value) }

    /// A boolean.
    open override func value(forJSON json: JSONValue) throws(FormValueError) -> Bool {
        guard let flag = json.boolValue else { throw valueError(json, expected: "a boolean") }
        return flag
    }

    /// Takes y, yes, true, on, 1 or n, no, false, off, 0 (any case).
    open override func apply(input: String) throws(InputError) {
        switch input.trimmingCharacters(in: .whitespaces).lowercased() {
        case "y", "yes", "true", "on", "1": value = true
        case "n", "no", "false", "off", "0": value = false
        default: throw inputError(input, "is not yes or no")
        }
    }

    /// `[x]` or `[ ]`.
    open override var displayValue: String? { value ? "[x]" : "[ ]" }

    /// A checkbox before the title — `[x] Newsletter` — that never leaves its label.
    open override func formRow() -> FormRow {
        FormRow(title: title, placeholder: nil, detailLines: detailLines, isEnabled: isEffectivelyEnabled,
                errors: errors.map(\.description), kind: .checkbox(isOn: value))
    }
}

/// The base of items that choose among titled options.
@MainActor
open class OptionsItem<Value: Equatable>: FormItem<Value> {
    /// The options, in order.
    ///
    /// Changing them reloads the row; a chosen option that is no longer offered is dropped from
    /// the value (a real change: `onChange` runs).
    public var options: [String] {
        didSet {
            guard options != oldValue else { return }
            setNeedsReload()
            let kept = valueKeepingOptions(value)
            if kept != value { value = kept }
        }
    }

    /// Creates the item.
    /// - Precondition: `value` chooses only among `options`.
    public init(_ title: String, key: String? = nil, options: [String], value: Value) {
        self.options = options
        super.init(title, key: key, value: value)
    }

    /// `value` without the choices ``options`` no longer offers. Subclasses override it; the
    /// default keeps the value.
    open func valueKeepingOptions(_ value: Value) -> Value { value }

    /// The option whose title is `text` (ignoring case and surrounding spaces), or whose 1-based
    /// number it is.
    func option(named text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let exact = options.first(where: { $0.caseInsensitiveCompare(trimmed) == .orderedSame }) { return exact }
        if let number = Int(trimmed), number >= 1, number <= options.count { return options[number - 1] }
        return nil
    }
}

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
    open override func value(forJSON json: JSONValue) throws(FormValueError) -> String? {
        if json.isNull { return nil }
        guard let text = json.stringValue else { throw valueError(json, expected: "a string") }
        return text
    }

    /// Takes an option's title or its number; an empty input clears the choice.
    open override func apply(input: String) throws(InputError) {
        if input.trimmingCharacters(in: .whitespaces).isEmpty { return try setValue(nil, fromInput: input) }
        guard let option = option(named: input) else { throw inputError(input, "is not one of \(options.joined(separator: ", "))") }
        try setValue(option, fromInput: input)
    }

    /// The options, the selected one in brackets.
    open override var displayValue: String? {
        options.map { $0 == value ? "[\($0)]" : $0 }.joined(separator: " ")
    }
}

/// One option among several, listed under the title (RETableViewManager's `RERadioItem`):
/// `(*) Chosen` and `( ) Other`.
@MainActor
open class RadioItem: SegmentedItem {
    /// Nothing on the title line: the options are listed under it.
    open override var displayValue: String? { nil }

    /// One line per option.
    open override var detailLines: [String] {
        options.map { ($0 == value ? "(*) " : "( ) ") + $0 }
    }
}

/// Several options, listed under the title with `[x]` marks (Eureka's `MultipleSelectorRow`).
///
/// Value on the wire: an array of the chosen options' titles, in option order.
@MainActor
open class MultipleChoiceItem: OptionsItem<[String]> {
    /// Creates the item; `value` is the chosen options' titles, in option order.
    public override init(_ title: String, key: String? = nil, options: [String], value: [String] = []) {
        super.init(title, key: key, options: options, value: value)
    }

    /// `.strings(chosen)`.
    open override var formValue: FormValue { .strings(value) }

    /// "must choose among …" when `value` names something that is not an option, or an option
    /// twice.
    open override func problem(with value: [String]) -> String? {
        if let unknown = value.first(where: { !options.contains($0) }) {
            return "has no option \(unknown.debugDescription) (the options are \(options.joined(separator: ", ")))"
        }
        return Set(value).count == value.count ? nil : "must not choose an option twice"
    }

    /// The chosen options still offered.
    open override func valueKeepingOptions(_ value: [String]) -> [String] { value.filter(options.contains) }

    /// An array of option titles.
    open override func jsonValue(for value: [String]) -> JSONValue? { .array(value.map(JSONValue.string)) }

    /// An array of option titles (kept in option order); `null` chooses none.
    open override func value(forJSON json: JSONValue) throws(FormValueError) -> [String] {
        if json.isNull { return [] }
        guard let elements = json.arrayValue else { throw valueError(json, expected: "an array of strings") }
        var chosen: [String] = []
        for element in elements {
            guard let text = element.stringValue else { throw valueError(json, expected: "an array of strings") }
            chosen.append(text)
        }
        if problem(with: chosen) != nil { return chosen }
        return options.filter(chosen.contains)
    }

    /// Takes option titles or numbers separated by commas; an empty input chooses none.
    open override func apply(input: String) throws(InputError) {
        let parts = input.split(separator: ",").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        var chosen: [String] = []
        for part in parts {
            guard let option = option(named: part) else { throw inputError(input, "names an unknown option: \(part)") }
            chosen.append(option)
        }
        try setValue(options.filter(chosen.contains), fromInput: input)
    }

    /// Toggles one option.
    public func toggle(_ option: String) {
        guard options.contains(option) else { return }
        value = value.contains(option) ? value.filter { $0 != option } : options.filter { value.contains($0) || $0 == option }
    }

    /// One line per option.
    open override var detailLines: [String] {
        options.map { (value.contains($0) ? "[x] " : "[ ] ") + $0 }
    }
}

/// A choice in each of one or more components (RETableViewManager's `REPickerItem`), shown
/// `Apple / Large`.
///
/// Value on the wire: with one component, the chosen option's title; with several, an array of
/// one title per component; `null` when nothing is chosen. Rule: nothing, or exactly one option
/// of each component.
@MainActor
open class PickerItem: FormItem<[String]> {
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
    open override func value(forJSON json: JSONValue) throws(FormValueError) -> [String] {
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

    /// Takes one option per component, separated by `/` (any case); an empty input clears it.
    open override func apply(input: String) throws(InputError) {
        if input.trimmingCharacters(in: .whitespaces).isEmpty { return try setValue([], fromInput: input) }
        let parts = input.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == components.count else {
            throw inputError(input, components.count == 1 ? "must be one option" : "must be one option for each of \(components.count) columns, separated by /")
        }
        var chosen: [String] = []
        for (index, part) in parts.enumerated() {
            guard let option = components[index].first(where: { $0.caseInsensitiveCompare(part) == .orderedSame }) else {
                let column = components.count == 1 ? "" : " in column \(index + 1)"
                throw inputError(input, "has no option \(part.debugDescription)\(column)")
            }
            chosen.append(option)
        }
        try setValue(chosen, fromInput: input)
    }

    /// The chosen options joined with ` / `.
    open override var displayValue: String? { value.isEmpty ? nil : value.joined(separator: " / ") }

    /// The placeholder.
    open override var placeholderText: String? { placeholder }
}

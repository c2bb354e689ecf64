import Foundation
import ListKit

/// A switch (RETableViewManager's `REBoolItem`, Eureka's `SwitchRow`), shown `[x]` or `[ ]`.
/// Selecting the row toggles it.
@MainActor
open class BoolItem: FormItem<Bool> {
    /// Creates a switch.
    public override init(_ title: String, key: String? = nil, value: Bool = false) {
        super.init(title, key: key, value: value)
        selectBlock = { item in
            guard let item = item as? BoolItem, item.isEnabled else { return }
            item.value.toggle()
        }
    }

    /// `.bool(value)`.
    open override var formValue: FormValue { .bool(value) }

    /// Takes `.bool`.
    open override func setFormValue(_ value: FormValue) throws(FormValueError) {
        guard case .bool(let flag) = value else { throw valueError(value, expected: "a bool") }
        self.value = flag
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
}

/// The base of items that choose among titled options.
@MainActor
open class OptionsItem<Value: Equatable>: FormItem<Value> {
    /// The options, in order.
    public var options: [String] {
        didSet { setNeedsReload() }
    }

    /// Creates the item.
    public init(_ title: String, key: String? = nil, options: [String], value: Value) {
        self.options = options
        super.init(title, key: key, value: value)
    }

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
@MainActor
open class SegmentedItem: OptionsItem<String?> {
    /// Creates the item; `value` is the selected option's title.
    public override init(_ title: String, key: String? = nil, options: [String], value: String? = nil) {
        super.init(title, key: key, options: options, value: value)
    }

    /// `.string(option)` or `.null`.
    open override var formValue: FormValue { value.map(FormValue.string) ?? .null }

    /// Takes `.string` naming an option, or `.null`.
    open override func setFormValue(_ value: FormValue) throws(FormValueError) {
        switch value {
        case .null: self.value = nil
        case .string(let text) where options.contains(text): self.value = text
        default: throw valueError(value, expected: "one of \(options)")
        }
    }

    /// Takes an option's title or its number.
    open override func apply(input: String) throws(InputError) {
        guard let option = option(named: input) else { throw inputError(input, "is not one of \(options.joined(separator: ", "))") }
        value = option
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
@MainActor
open class MultipleChoiceItem: OptionsItem<[String]> {
    /// Creates the item; `value` is the chosen options' titles, in option order.
    public override init(_ title: String, key: String? = nil, options: [String], value: [String] = []) {
        super.init(title, key: key, options: options, value: value)
    }

    /// `.strings(chosen)`.
    open override var formValue: FormValue { .strings(value) }

    /// Takes `.strings` of options (kept in option order); `.null` chooses none.
    open override func setFormValue(_ value: FormValue) throws(FormValueError) {
        switch value {
        case .null: self.value = []
        case .strings(let chosen) where chosen.allSatisfy(options.contains):
            self.value = options.filter(chosen.contains)
        default: throw valueError(value, expected: "some of \(options)")
        }
    }

    /// Takes option titles or numbers separated by commas; an empty input chooses none.
    open override func apply(input: String) throws(InputError) {
        let parts = input.split(separator: ",").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        var chosen: [String] = []
        for part in parts {
            guard let option = option(named: part) else { throw inputError(input, "names an unknown option: \(part)") }
            chosen.append(option)
        }
        value = options.filter(chosen.contains)
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
@MainActor
open class PickerItem: FormItem<[String]> {
    /// The options of each component.
    public var components: [[String]] {
        didSet { setNeedsReload() }
    }
    /// Shown when nothing is chosen.
    public var placeholder: String? {
        didSet { setNeedsReload() }
    }

    /// Creates a picker; `value` holds one chosen option per component (or is empty).
    public init(_ title: String, key: String? = nil, components: [[String]], value: [String] = [], placeholder: String? = nil) {
        self.components = components
        self.placeholder = placeholder
        super.init(title, key: key, value: value)
    }

    /// `.strings(chosen)`.
    open override var formValue: FormValue { .strings(value) }

    /// Takes `.strings` with one option of each component, or `.null`.
    open override func setFormValue(_ value: FormValue) throws(FormValueError) {
        switch value {
        case .null: self.value = []
        case .strings(let chosen) where isValid(chosen): self.value = chosen
        default: throw valueError(value, expected: "one option of each of \(components.count) components")
        }
    }

    /// Takes one option per component, separated by `/`.
    open override func apply(input: String) throws(InputError) {
        let parts = input.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        var chosen: [String] = []
        for (index, part) in parts.enumerated() where index < components.count {
            guard let option = components[index].first(where: { $0.caseInsensitiveCompare(part) == .orderedSame }) else {
                throw inputError(input, "has no option \(part) in component \(index + 1)")
            }
            chosen.append(option)
        }
        guard isValid(chosen) else { throw inputError(input, "needs one option for each of \(components.count) components") }
        value = chosen
    }

    func isValid(_ chosen: [String]) -> Bool {
        chosen.count == components.count && zip(chosen, components).allSatisfy { $1.contains($0) }
    }

    /// The chosen options joined with ` / `.
    open override var displayValue: String? { value.isEmpty ? nil : value.joined(separator: " / ") }

    /// The placeholder.
    open override var placeholderText: String? { placeholder }
}

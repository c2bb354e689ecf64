import Foundation
import FormLocale
import ListKit

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
    open override func value(forJSON json: JSONValue) throws(Problem) -> [String] {
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
            try requireOffered(option, isChosen: value.contains(option), input: input)
            chosen.append(option)
        }
        try setValue(options.filter(chosen.contains), fromInput: input)
    }

    /// Toggles one option; a disabled one can be unchosen, not chosen.
    public func toggle(_ option: String) {
        guard options.contains(option), value.contains(option) || !disabledOptions.contains(option) else { return }
        value = value.contains(option) ? value.filter { $0 != option } : options.filter { value.contains($0) || $0 == option }
    }

    /// One line per option; a disabled one says so.
    open override var detailLines: [String] {
        options.map { option in
            let unavailable = disabledOptions.contains(option) && !value.contains(option)
                ? " (" + localizer.string(LocalizedMessage("terminal.mark.unavailable")) + ")" : ""
            return (value.contains(option) ? "[x] " : "[ ] ") + label(of: option) + unavailable
        }
    }
}

import Foundation
import FormKit
import ListKit

/// A row that shows any JSON value read-only: a property no widget edits (no `type`, `null`, an
/// array of objects, an object nested deeper than one level) or, as a placeholder, one the form
/// cannot show (an unknown type, format, widget or UI element) — never dropped silently.
///
/// Its value is set from data (``AdapterManager/setValues(_:)``) and sent as it is; it cannot be
/// typed. A placeholder that is required fails validation, so the form cannot be submitted.
@MainActor
public final class SchemaValueItem: FormItem<JSONValue> {
    /// Why the row is a placeholder, or `nil` for a read-only value row.
    public let problem: String?

    /// Creates a row.
    /// - Parameters:
    ///   - problem: why the row is a placeholder; `nil` for a plain read-only row.
    public init(_ title: String, key: String?, value: JSONValue = .null, problem: String?) {
        self.problem = problem
        super.init(title, key: key, value: value)
    }

    /// Not typed into.
    public override var isFocusable: Bool { false }

    /// The value as a form value (`null` for an object or a mixed array).
    public override var formValue: FormValue { FormValue(json: value) ?? .null }

    /// The value itself.
    public override func jsonValue(for value: JSONValue) -> JSONValue? { value }

    /// Any JSON.
    public override func value(forJSON json: JSONValue) throws(FormValueError) -> JSONValue { json }

    /// Refused: the row is read-only.
    public override func apply(input: String) throws(InputError) {
        throw inputError(input, problem.map { "cannot be edited here (\($0))" } ?? "is read-only")
    }

    /// The value as compact JSON, cut at 60 characters.
    public override var displayValue: String? {
        if value.isNull { return nil }
        let text = value.description
        return text.count > 60 ? text.prefix(59) + "…" : text
    }

    /// "read-only", or what is unsupported.
    public override var placeholderText: String? { problem.map { "unsupported: \($0)" } ?? "(no value)" }

    /// The problem under the title, when the row is a placeholder with a value.
    public override var detailLines: [String] {
        guard let problem, !value.isNull else { return [] }
        return ["unsupported: \(problem)"]
    }
}

/// Options whose titles (what a row shows) differ from their values (what is sent): `oneOf` of
/// `{const, title}`, or an `enum` of non-strings.
struct OptionMapping: Sendable, Hashable {
    let titles: [String]
    let values: [JSONValue]

    func value(forTitle title: String) -> JSONValue? { titles.firstIndex(of: title).map { values[$0] } }
    func title(forValue value: JSONValue) -> String? { values.firstIndex(of: value).map { titles[$0] } }

    /// The chosen option's value, or `null` (a single choice's wire value).
    func jsonValue(forChosen title: String?) -> JSONValue { title.flatMap(value(forTitle:)) ?? .null }

    /// The options' values for messages (the first ten): `"a", 2, true`.
    var valueList: String { values.prefix(10).map(\.description).joined(separator: ", ") }

    /// The title of the option whose value is `json` (`nil` for `null`).
    /// - Parameter refusal: the item's error for a value and what was expected.
    func chosenTitle(forJSON json: JSONValue, _ refusal: (JSONValue, String) -> FormValueError) throws(FormValueError) -> String? {
        if json.isNull { return nil }
        guard let title = title(forValue: json) else { throw refusal(json, "one of \(valueList)") }
        return title
    }
}

/// A single choice shown side by side whose options send values other than their titles.
@MainActor
public final class SchemaSegmentedItem: SegmentedItem {
    let mapping: OptionMapping

    init(_ title: String, key: String, mapping: OptionMapping, value: String?) {
        self.mapping = mapping
        super.init(title, key: key, options: mapping.titles, value: value)
    }

    /// The chosen option's value, or `null`.
    public override func jsonValue(for value: String?) -> JSONValue? { mapping.jsonValue(forChosen: value) }

    /// An option's value, or `null`.
    public override func value(forJSON json: JSONValue) throws(FormValueError) -> String? {
        try mapping.chosenTitle(forJSON: json) { valueError($0, expected: $1) }
    }
}

/// A single choice listed under the title whose options send values other than their titles.
@MainActor
public final class SchemaRadioItem: RadioItem {
    let mapping: OptionMapping

    init(_ title: String, key: String, mapping: OptionMapping, value: String?) {
        self.mapping = mapping
        super.init(title, key: key, options: mapping.titles, value: value)
    }

    /// The chosen option's value, or `null`.
    public override func jsonValue(for value: String?) -> JSONValue? { mapping.jsonValue(forChosen: value) }

    /// An option's value, or `null`.
    public override func value(forJSON json: JSONValue) throws(FormValueError) -> String? {
        try mapping.chosenTitle(forJSON: json) { valueError($0, expected: $1) }
    }
}

/// A one-column picker whose options send values other than their titles.
@MainActor
public final class SchemaPickerItem: PickerItem {
    let mapping: OptionMapping

    init(_ title: String, key: String, mapping: OptionMapping, value: String?) {
        self.mapping = mapping
        super.init(title, key: key, components: [mapping.titles], value: value.map { [$0] } ?? [])
    }

    /// The chosen option's value, or `null`.
    public override func jsonValue(for value: [String]) -> JSONValue? { mapping.jsonValue(forChosen: value.first) }

    /// An option's value, or `null`.
    public override func value(forJSON json: JSONValue) throws(FormValueError) -> [String] {
        try mapping.chosenTitle(forJSON: json) { valueError($0, expected: $1) }.map { [$0] } ?? []
    }
}

/// Several choices whose options send values other than their titles.
@MainActor
public final class SchemaMultipleChoiceItem: MultipleChoiceItem {
    let mapping: OptionMapping

    init(_ title: String, key: String, mapping: OptionMapping, value: [String]) {
        self.mapping = mapping
        super.init(title, key: key, options: mapping.titles, value: value)
    }

    /// The chosen options' values, in option order.
    public override func jsonValue(for value: [String]) -> JSONValue? { .array(value.compactMap(mapping.value(forTitle:))) }

    /// An array of option values; `null` chooses none.
    public override func value(forJSON json: JSONValue) throws(FormValueError) -> [String] {
        if json.isNull { return [] }
        guard let elements = json.arrayValue else { throw valueError(json, expected: "an array") }
        var chosen: [String] = []
        for element in elements {
            guard let title = mapping.title(forValue: element) else {
                throw valueError(json, expected: "an array of \(mapping.valueList)")
            }
            chosen.append(title)
        }
        if problem(with: chosen) != nil { return chosen }
        return options.filter(chosen.contains)
    }
}

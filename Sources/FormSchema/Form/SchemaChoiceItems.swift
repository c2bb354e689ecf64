import Foundation
import FormKit
import FormLocale
import ListKit

/// A single choice shown side by side whose options send values other than their titles.
@MainActor
public final class SchemaSegmentedItem: SegmentedItem, SchemaNoted {
    let mapping: OptionMapping
    var notes = SchemaNotes()
    /// The options, then the notes.
    public override var detailLines: [String] { super.detailLines + notes.lines(in: localizer) }

    init(_ title: String, key: String?, mapping: OptionMapping, value: String?) {
        self.mapping = mapping
        super.init(title, key: key, options: mapping.titles, value: value)
    }

    /// The chosen option's value, or `null`.
    public override func jsonValue(for value: String?) -> JSONValue? { mapping.jsonValue(forChosen: value) }

    /// An option's value, or `null`.
    public override func value(forJSON json: JSONValue) throws(Problem) -> String? {
        try mapping.chosenTitle(forJSON: json) { valueError($0, expected: $1) }
    }
}

/// A single choice listed under the title whose options send values other than their titles.
@MainActor
public final class SchemaRadioItem: RadioItem, SchemaNoted {
    let mapping: OptionMapping
    var notes = SchemaNotes()
    /// The options, then the notes.
    public override var detailLines: [String] { super.detailLines + notes.lines(in: localizer) }

    init(_ title: String, key: String?, mapping: OptionMapping, value: String?) {
        self.mapping = mapping
        super.init(title, key: key, options: mapping.titles, value: value)
    }

    /// The chosen option's value, or `null`.
    public override func jsonValue(for value: String?) -> JSONValue? { mapping.jsonValue(forChosen: value) }

    /// An option's value, or `null`.
    public override func value(forJSON json: JSONValue) throws(Problem) -> String? {
        try mapping.chosenTitle(forJSON: json) { valueError($0, expected: $1) }
    }
}

/// A one-column picker whose options send values other than their titles.
@MainActor
public final class SchemaPickerItem: PickerItem, SchemaNoted {
    let mapping: OptionMapping
    var notes = SchemaNotes()
    /// The options, then the notes.
    public override var detailLines: [String] { super.detailLines + notes.lines(in: localizer) }

    init(_ title: String, key: String?, mapping: OptionMapping, value: String?) {
        self.mapping = mapping
        super.init(title, key: key, components: [mapping.titles], value: value.map { [$0] } ?? [])
    }

    /// The chosen option's value, or `null`.
    public override func jsonValue(for value: [String]) -> JSONValue? { mapping.jsonValue(forChosen: value.first) }

    /// An option's value, or `null`.
    public override func value(forJSON json: JSONValue) throws(Problem) -> [String] {
        try mapping.chosenTitle(forJSON: json) { valueError($0, expected: $1) }.map { [$0] } ?? []
    }
}

/// Several choices whose options send values other than their titles.
@MainActor
public final class SchemaMultipleChoiceItem: MultipleChoiceItem, SchemaNoted {
    let mapping: OptionMapping
    var notes = SchemaNotes()
    /// The options, then the notes.
    public override var detailLines: [String] { super.detailLines + notes.lines(in: localizer) }

    init(_ title: String, key: String?, mapping: OptionMapping, value: [String]) {
        self.mapping = mapping
        super.init(title, key: key, options: mapping.titles, value: value)
    }

    /// The chosen options' values, in option order.
    public override func jsonValue(for value: [String]) -> JSONValue? { .array(value.compactMap(mapping.value(forTitle:))) }

    /// An array of option values; `null` chooses none.
    public override func value(forJSON json: JSONValue) throws(Problem) -> [String] {
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

/// A schema form's choice whose options are a document's values: their labels can come from the
/// document's translations (JSON Forms keys an enum's values `KEY.VALUE`).
@MainActor
protocol SchemaOptioned: AnyObject {
    var mapping: OptionMapping { get }
    var optionKeys: [String: String] { get set }
}

extension SchemaOptioned {
    /// Keys each option's label `prefix.VALUE` (the value's text: a string as itself, anything
    /// else as its JSON).
    func keyOptions(_ prefix: String) {
        var keys: [String: String] = [:]
        for (title, value) in zip(mapping.titles, mapping.values) {
            keys[title] = prefix + "." + (value.stringValue ?? value.description)
        }
        optionKeys = keys
    }
}

extension SchemaSegmentedItem: SchemaOptioned {}
extension SchemaRadioItem: SchemaOptioned {}
extension SchemaMultipleChoiceItem: SchemaOptioned {}
extension SchemaPickerItem: SchemaOptioned {}

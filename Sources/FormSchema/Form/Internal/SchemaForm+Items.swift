import Foundation
import FormKit

extension SchemaForm {
    /// The options of a choice: an `enum`, or a `oneOf` whose every entry is a `const` (with an
    /// optional `title`); `nil` otherwise.
    nonisolated static func options(of schema: Schema) -> OptionMapping? {
        if case .enumeration(let values)? = schema.rule("enum") {
            // Objects show by their title (or name, or label) or a summary of their members; when
            // two would read alike, every option shows as its JSON.
            let titles = values.map(optionTitle)
            return OptionMapping(titles: Set(titles).count == titles.count ? titles : values.map(\.description), values: values)
        }
        guard let entries = schema.oneOf ?? schema.anyOf ?? schema.reference?.resolved.oneOf ?? schema.reference?.resolved.anyOf else { return nil }
        var titles: [String] = [], values: [JSONValue] = []
        for entry in entries {
            // `{"const": …}`, or a one-value enum (`{"enum": ["#ff0000"], "title": "Red"}`).
            switch entry.rule("const") ?? entry.rule("enum") {
            case .constant(let value)?: values.append(value)
            case .enumeration(let list)? where list.count == 1: values.append(list[0])
            default: return nil
            }
            titles.append(entry.annotation(\.title) ?? optionTitle(values[values.count - 1]))
        }
        guard Set(titles).count == titles.count else { return nil }
        return OptionMapping(titles: titles, values: values)
    }

    /// The entry of a `oneOf` or `anyOf` of two whose other entry only allows `null` (OpenAPI 3.1's
    /// way of writing a nullable value: `anyOf: [{$ref: Date}, {type: null}]`), or `nil`.
    nonisolated static func nullableEntry(of schema: Schema) -> Schema? {
        let resolved = schema.resolved
        guard resolved.shownProperties.isEmpty, let entries = resolved.oneOf ?? resolved.anyOf, entries.count == 2 else { return nil }
        let nulls = entries.filter { $0.resolved.effectiveTypes == [.null] }
        guard nulls.count == 1 else { return nil }
        return entries.first { $0.resolved.effectiveTypes != [.null] }
    }

    /// The entries of a `oneOf` or `anyOf` shown as alternatives — not a choice of constants (see
    /// ``options(of:)``), not beside `properties` of the schema's own — without the entries that
    /// only allow `null`; `nil` when fewer than two are left.
    nonisolated static func alternatives(of schema: Schema) -> [Schema]? {
        let resolved = schema.resolved
        guard options(of: schema) == nil, resolved.shownProperties.isEmpty,
              let entries = resolved.oneOf ?? resolved.anyOf ?? resolved.reference?.oneOf ?? resolved.reference?.anyOf else { return nil }
        let kept = entries.filter { $0.resolved.effectiveTypes != [.null] }
        return kept.count >= 2 ? kept : nil
    }

    /// How an object of free keys is edited as rows of a map: the schema of its values and the
    /// patterns its names match.
    struct MapShape {
        /// `additionalProperties` (else the first `patternProperties` schema).
        let values: Schema
        /// `patternProperties`' patterns a name must match one of (when `additionalProperties` does
        /// not take other names); empty when any name goes.
        let namePatterns: [String]
        /// `propertyNames`, when given.
        let names: Schema?
    }

    /// The map an object schema is — no `properties` of its own, and `additionalProperties` as a
    /// schema or `patternProperties` (Stripe's `metadata`, dependabot's `registries`) — or `nil`.
    nonisolated static func mapShape(of schema: Schema) -> MapShape? {
        let resolved = schema.resolved
        guard resolved.shownProperties.isEmpty, schema.effectiveTypes?.contains(.object) ?? true, options(of: schema) == nil,
              resolved.oneOf == nil, resolved.anyOf == nil else { return nil }
        let additional = resolved.additionalProperties.flatMap { $0.booleanValue == false ? nil : $0 }
        guard let values = additional ?? resolved.patternProperties.first?.schema else { return nil }
        let patterns = additional == nil ? resolved.patternProperties.map(\.pattern) : []
        return MapShape(values: values, namePatterns: patterns, names: resolved.propertyNames)
    }

    /// The entries of an object's own `oneOf` (or `anyOf`) shown as alternatives whose fields are
    /// the object's members (rjsf's root `oneOf` of `properties`): two or more, at least one adding
    /// a property the object does not show itself (entries that only add `required` are checks,
    /// left to the document); `nil` otherwise.
    nonisolated static func mergedBranches(of object: Schema) -> [Schema]? {
        let resolved = object.resolved
        guard let entries = resolved.oneOf ?? resolved.anyOf, entries.count >= 2, options(of: object) == nil else { return nil }
        let own = Set(object.shownProperties.map(\.name))
        guard entries.contains(where: { entry in entry.resolved.shownProperties.contains { !own.contains($0.name) } }) else { return nil }
        return entries
    }

    /// A title for each branch: its `title`; else the `const` of a property whose constants tell
    /// the branches apart (`"kind": {"const": "card"}`); else its type ("Text", "Whole number"),
    /// else "Option n" — numbered where two would read alike.
    nonisolated static func branchTitles(of schemas: [Schema]) -> [String] {
        var titles = schemas.map { $0.annotation(\.title) ?? $0.resolved.annotation(\.title) }
        if titles.contains(where: { $0 == nil }) {
            // A discriminating property: present in every branch with a const, all different.
            let names = schemas.first?.resolved.shownProperties.map(\.name) ?? []
            for name in names {
                let constants = schemas.map { branch -> String? in
                    guard case .constant(let value)? = branch.resolved.shownProperty(name)?.rule("const") else { return nil }
                    return value.stringValue ?? value.description
                }
                if constants.allSatisfy({ $0 != nil }), Set(constants).count == constants.count {
                    for index in titles.indices where titles[index] == nil { titles[index] = constants[index] }
                    break
                }
            }
        }
        for index in titles.indices where titles[index] == nil {
            // A branch of one value (`{"enum": ["now"]}`) is titled by it.
            if let only = options(of: schemas[index]), only.titles.count == 1 {
                titles[index] = only.titles[0]
                continue
            }
            let types = Set(schemas[index].resolved.effectiveTypes ?? [])
            titles[index] = switch types {
            case [.string]: schemas[index].resolved.annotation(\.format).map { "Text (\($0))" } ?? "Text"
            case [.integer]: "Whole number"
            case [.number]: "Number"
            case [.boolean]: "Yes or no"
            case [.array]: "List"
            default: "Option \(index + 1)"
            }
        }
        var result: [String] = []
        var seen: [String: Int] = [:]
        let all = titles.map { $0 ?? "" }
        for title in all {
            let shared = all.filter { $0 == title }.count > 1
            seen[title, default: 0] += 1
            var candidate = shared ? "\(title) \(seen[title]!)" : title
            while result.contains(candidate) { candidate += "′" }
            result.append(candidate)
        }
        return result
    }

    /// Whether the schema's types are a union with `null` (`["integer", "null"]`): the field edits
    /// the other type, and left empty it is `null` (sent as such when required).
    nonisolated static func isNullable(_ schema: Schema) -> Bool {
        let types = Set(schema.effectiveTypes ?? [])
        return types.contains(.null) && types.count > 1
    }

    /// Whether the item is left out of the values — and empty to its rules, so a required one is
    /// missing — until someone sets it: a switch or stepper (which always shows a value) whose
    /// property has no default, outside an array's elements (which are always sent).
    static func waitsToBeSet(_ item: Item, _ control: SchemaLayout.Control) -> Bool {
        (item is SchemaBoolItem || item is SchemaStepperItem) && !control.isElement
            && control.schema.resolved.annotation(\.defaultValue) == nil
    }

    /// A string option is its own title; an object its `title`, `name` or `label` member, else a
    /// summary of its members (`city: Paris, zip: 75001`); other values show as JSON.
    nonisolated static func optionTitle(_ value: JSONValue) -> String {
        if let text = value.stringValue { return text }
        guard let object = value.objectValue, !object.isEmpty else { return value.description }
        for name in ["title", "name", "label"] {
            if let text = object[name]?.stringValue, !text.isEmpty { return text }
        }
        return object.map { key, member in key + ": " + (member.stringValue ?? member.description) }.joined(separator: ", ")
    }

    /// The item for a control, and the problem that made it a placeholder, if any.
    static func makeItem(for control: SchemaLayout.Control) -> (Item, Problem?) {
        let schema = control.schema
        let title = control.title
        let key: String? = control.key.isEmpty ? nil : control.key
        let resolved = schema.resolved
        let defaultValue = resolved.annotation(\.defaultValue)
        func placeholder(_ problem: Problem) -> (Item, Problem?) {
            let item = SchemaValueItem(title, key: key, value: defaultValue ?? .null, problem: problem.message)
            item.notes = SchemaNotes(description: control.hints.description ?? resolved.description, help: control.hints.help)
            if control.isRequired {
                item.validated(by: Validator(name: "required", check: { _ in "cannot be filled in here (\(problem.message))" }))
            }
            return (item, problem)
        }
        if let problem = control.problem { return placeholder(Problem(pointer: control.origin, message: problem)) }
        if !schema.unknownTypes.isEmpty || !(schema.reference?.resolved.unknownTypes.isEmpty ?? true) {
            let names = (schema.unknownTypes + (schema.reference?.resolved.unknownTypes ?? [])).map(\.debugDescription).joined(separator: ", ")
            return placeholder(Problem(pointer: JSONPointer.appending("type", to: resolved.pointer), message: "unknown type \(names)"))
        }
        // A format nobody here knows on a number (OpenAPI's `int64`, Stripe's `unix-time`) says
        // nothing a number field needs: the field is the number's. On text it may change what is
        // valid, so the row is a placeholder.
        let numeric = Set(schema.effectiveTypes ?? []).subtracting([.null]).isSubset(of: [.integer, .number]) && schema.effectiveTypes != nil
        if let format = resolved.annotation(\.format), SchemaFormat(rawValue: format) == nil, !numeric {
            return placeholder(Problem(pointer: JSONPointer.appending("format", to: resolved.pointer), message: "unknown format \(format.debugDescription)"))
        }
        // A union with null edits the other type; empty is null (see isNullable).
        let types = Set(schema.effectiveTypes ?? []).subtracting(isNullable(schema) ? [.null] : [])
        let widget = control.widget
        let example = control.hints.placeholder ?? resolved.annotation { $0.examples.first }.map(optionTitle)
        var item: Item
        var omitsEmpty = true
        func widgetProblem() -> Problem {
            Problem(pointer: control.origin + "/options/widget",
                    message: "the widget \(widget ?? "").debugDescription) cannot edit \(types.isEmpty ? "an untyped value" : types.map(\.rawValue).sorted().joined(separator: " or "))")
        }

        if case .constant(let constant)? = resolved.rule("const"), types != [.boolean] {
            // One value only (a tagged union's `"kind": {"const": "card"}`): shown, and always
            // sent. A boolean's (`"terms": {"const": true}`) stays a box someone must tick.
            return readOnlyRow(value: constant)
        } else if let found = options(of: schema), types.isEmpty || types.isSubset(of: [.string, .integer, .number, .boolean, .null]) {
            let mapping = found.applying(control.hints)
            let chosen = defaultValue.flatMap(mapping.title(forValue:))
            switch widget {
            case "radio": item = SchemaRadioItem(title, key: key, mapping: mapping, value: chosen)
            case "picker": item = SchemaPickerItem(title, key: key, mapping: mapping, value: chosen)
            // Radios when some options are disabled: each can say so (a picker's cannot).
            case nil where control.hints.enumDisabled?.isEmpty == false && mapping.titles.count > 3:
                item = SchemaRadioItem(title, key: key, mapping: mapping, value: chosen)
            case nil: item = mapping.titles.count <= 3 ? SchemaSegmentedItem(title, key: key, mapping: mapping, value: chosen)
                : SchemaPickerItem(title, key: key, mapping: mapping, value: chosen)
            default: return placeholder(widgetProblem())
            }
        } else if types == [.array], let elements = schema.resolved.items, let found = options(of: elements) {
            guard widget == nil else { return placeholder(widgetProblem()) }
            let mapping = found.applying(control.hints)
            let chosen = (defaultValue?.arrayValue ?? []).compactMap(mapping.title(forValue:))
            let multiple = SchemaMultipleChoiceItem(title, key: key, mapping: mapping, value: chosen)
            multiple.disabledOptions = Set((control.hints.enumDisabled ?? []).compactMap(mapping.title(forValue:)))
            item = multiple
        } else if types == [.string] {
            let format = resolved.annotation(\.format).flatMap(SchemaFormat.init(rawValue:))
            switch (format, widget) {
            case (.date?, nil), (.time?, nil), (.dateTime?, nil):
                let mode: DateTimeItem.Mode = format == .date ? .date : (format == .time ? .time : .dateAndTime)
                let dateItem = SchemaDateTimeItem(title, key: key, value: nil, mode: mode, timeZone: TimeZone(identifier: "UTC")!, placeholder: example)
                if let defaultValue { try? dateItem.setJSONValue(defaultValue) }
                item = dateItem
            case (_, nil), (_, "text"), (_, "password"):
                let text = defaultValue?.stringValue.flatMap { $0.contains(where: \.isNewline) ? nil : $0 } ?? ""
                item = SchemaTextItem(title, key: key, value: text, placeholder: example, isSecure: widget == "password")
            case (_, "textarea"):
                item = SchemaLongTextItem(title, key: key, value: defaultValue?.stringValue ?? "", placeholder: example)
            default:
                return placeholder(widgetProblem())
            }
        } else if types == [.integer] || types == [.number] || types == [.integer, .number] {
            let isInteger = types == [.integer]
            let lower = resolved.rule("minimum").flatMap(bound), upper = resolved.rule("maximum").flatMap(bound)
            let step = resolved.rule("multipleOf").flatMap(bound) ?? 1
            if widget == "stepper" || (widget == nil && isInteger && lower != nil && upper != nil) {
                guard let lower, let upper, lower <= upper, step > 0 else { return placeholder(Problem(pointer: control.origin,
                    message: "a stepper needs minimum and maximum")) }
                let start = defaultValue?.doubleValue.flatMap { (lower...upper).contains($0) ? $0 : nil } ?? lower
                item = SchemaStepperItem(title, key: key, value: start, range: lower...upper, step: step)
                omitsEmpty = false
            } else if widget == nil || widget == "text" {
                let number = SchemaNumberItem(title, key: key, placeholder: example, isInteger: isInteger)
                if let defaultValue { try? number.setJSONValue(defaultValue) }
                item = number
            } else {
                return placeholder(widgetProblem())
            }
        } else if types == [.boolean] {
            guard widget == nil || widget == "toggle" else { return placeholder(widgetProblem()) }
            item = SchemaBoolItem(title, key: key, value: defaultValue?.boolValue ?? false)
            omitsEmpty = false
        } else {
            guard widget == nil else { return placeholder(widgetProblem()) }
            return readOnlyRow(value: defaultValue ?? .null)
        }
        /// No widget edits it: shown read-only, still validated.
        func readOnlyRow(value: JSONValue) -> (Item, Problem?) {
            let row = SchemaValueItem(title, key: key, value: value, problem: nil)
            row.notes = SchemaNotes(description: control.hints.description ?? resolved.description, help: control.hints.help)
            if control.isRequired {
                row.validated(by: Validator.checkingJSON("required", keyedCheck: { $0.isNull ? ValidationMessage("is required", key: "field.required") : nil }))
            }
            for rule in allRules(of: schema) where rule.keyword != "required" && rule.keyword != "dependentRequired" {
                let (name, operand) = rule.jsonKeyword
                row.validated(by: Validator.checkingJSON(rule.keyword, keyedCheck: { $0.isNull ? nil : rule.validationMessage(for: $0) })
                    .describing([name: operand]))
            }
            if resolved.isReadOnly || control.hints.isReadOnly == true { row.isEnabled = false }
            return (row, nil)
        }
        if let disabled = control.hints.enumDisabled, let choice = item as? SegmentedItem, let mapping = options(of: schema)?.applying(control.hints) {
            // rjsf's ui:enumDisabled: shown, not offered.
            choice.disabledOptions = Set(disabled.compactMap(mapping.title(forValue:)))
        }
        if let field = item as? FormField & Item {
            attachValidators(to: field, control: control, omitsEmpty: omitsEmpty && !control.isElement,
                             untouchedIsEmpty: waitsToBeSet(item, control))
        }
        if resolved.annotation({ $0.isReadOnly ? true : nil }) == true || control.hints.isReadOnly == true { item.isEnabled = false }
        (item as? SchemaNoted)?.notes = SchemaNotes(description: control.hints.description ?? resolved.description, help: control.hints.help,
                                                    keptHints: control.hints.keptHints)
        return (item, nil)
    }

    /// A numeric bound's value.
    static func bound(_ rule: SchemaRule) -> Double? {
        switch rule {
        case .minimum(let value), .maximum(let value), .multipleOf(let value): value.doubleValue
        default: nil
        }
    }

    /// The rules of `schema` and of the schemas its `$ref`s name.
    static func allRules(of schema: Schema) -> [SchemaRule] {
        schema.rules + (schema.reference.map(allRules) ?? [])
    }

    /// The item's validators: `required` (FormKit's: an empty value is a missing one, as the output
    /// leaves it out), then each keyword of the property's schema — the shared ``SchemaRule`` code
    /// — skipped for an empty optional value, which is not sent.
    static func attachValidators(to field: FormField & Item, control: SchemaLayout.Control, omitsEmpty: Bool,
                                 untouchedIsEmpty: Bool = false) {
        guard let item = field as? AnyValidatedItem else { return }
        let reference = untouchedIsEmpty ? FieldReference(field) : nil
        /// Whether the field is an untouched switch or stepper, not sent (see `waitsToBeSet`).
        @Sendable func isUnset() -> Bool {
            guard let reference else { return false }
            return MainActor.assumeIsolated { !(reference.field?.isTouched ?? true) }
        }
        // A required property that may be null is satisfied by an empty field (sent as null).
        // A document's own message for a field and keyword (JSON Forms' KEY.error.KEYWORD) wins.
        let errorKey = control.i18nKey + ".error."
        if control.isRequired && !isNullable(control.schema) && !control.allowsNull {
            item.addValidator((untouchedIsEmpty
                ? Validator(name: "required", keyedCheck: { _ in isUnset() ? ValidationMessage("is required", key: "field.required") : nil })
                : .required).preferringMessage(key: errorKey + "required"))
        }
        for rule in allRules(of: control.schema) where !["required", "dependentRequired", "type"].contains(rule.keyword) {
            let (name, operand) = rule.jsonKeyword
            item.addValidator(Validator.checkingJSON(rule.keyword, keyedCheck: { json in
                if omitsEmpty, FormValue(json: json)?.isEmpty ?? json.isNull { return nil }
                if isUnset() { return nil }
                return rule.validationMessage(for: json)
            }).describing([name: operand]).preferringMessage(key: errorKey + rule.keyword))
        }
    }
}

/// A field held weakly where a validator (a `@Sendable` closure) reads it on the main actor.
@MainActor
final class FieldReference {
    weak var field: (FormField & Item)?
    init(_ field: FormField & Item) { self.field = field }
}

/// Form items whose validators can be added without knowing their value type.
@MainActor
protocol AnyValidatedItem: AnyObject {
    func addValidator(_ validator: Validator)
    func waitForRequired(_ scope: OptionalObjectFields)
}

extension FormItem: AnyValidatedItem {
    func addValidator(_ validator: Validator) { validators.append(validator) }
}

/// Form items that keep another item at their value: a property a UI schema shows twice is one
/// value shown in two rows (of one type or, with different widgets, of two).
@MainActor
protocol SchemaMirroring: AnyObject {
    func follow(_ other: Item)
}

extension FormItem: SchemaMirroring {
    /// Sends every change of this item's value to `other`, as JSON, through
    /// ``FormKit/FormItem/onChange`` (a handler set later replaces the link: chain onto it).
    func follow(_ other: Item) {
        onChange = { [weak other] item in
            guard let field = other as? FormField, let json = item.jsonValue, field.jsonValue != json else { return }
            try? field.setJSONValue(json)
        }
    }
}

/// The fields a UI schema shows one by one (`#/properties/address/properties/zip`) of an object
/// its parent does not require: while every one of them is empty the object is not sent, so the
/// ones it requires are not required yet — as for an optional ``FormKit/FieldGroup``.
@MainActor
final class OptionalObjectFields {
    private let fields: [FormField]

    init(_ fields: [FormField]) {
        self.fields = fields
    }

    /// Whether nothing is filled in.
    var isWhollyEmpty: Bool {
        fields.allSatisfy { field in field.jsonValue.map { FormValue(json: $0)?.isEmpty ?? $0.isNull } ?? true }
    }

    /// Makes the `required` validators of the fields that `required` names wait for the others.
    static func relax(_ fields: [SchemaForm.Field], root: Schema) {
        var byObject: [String: [SchemaForm.Field]] = [:]
        for field in fields where field.container == nil && field.control.kind == .field {
            guard let tokens = JSONPointer.tokens("/" + field.key), tokens.count == 2, !root.requiredNames.contains(tokens[0]) else { continue }
            byObject[tokens[0], default: []].append(field)
        }
        for (_, members) in byObject {
            let scope = OptionalObjectFields(members.compactMap { $0.item as? FormField })
            for member in members where member.control.isRequired {
                (member.item as? AnyValidatedItem)?.waitForRequired(scope)
            }
        }
    }
}

extension FormItem {
    /// Lets `required` pass while `scope` is wholly empty.
    func waitForRequired(_ scope: OptionalObjectFields) {
        validators = validators.map { validator in
            guard validator.constraints.contains(.required) else { return validator }
            // Required only while the scope has a value: a client cannot be told that.
            return Validator(name: validator.name) { value in
                MainActor.assumeIsolated { scope.isWhollyEmpty } ? nil : validator.validate(value)
            }
        }
    }
}

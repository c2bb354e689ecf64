import Foundation
import FormKit

/// A form built in code, written as a document and a UI schema that ``SchemaForm`` imports back to
/// the same rows, rules and values — and the list of what could not be written, by key, so that
/// nothing is dropped silently.
///
/// ```swift
/// let export = SchemaExport(manager: manager)
/// export.unexportable      // [button "Create account": a ButtonItem has no value …]
/// try export.combined.jsonString(prettyPrinted: true)   // {"schema": …, "uischema": …}
/// ```
///
/// Each section becomes a `Group` (its header the label), each item with a key a property and a
/// `Control`. Written: titles; item types with their options, bounds, steps and widgets; values as
/// `default`; validators that describe themselves as keywords (FormKit's `required`, `length`,
/// `email`, `range`, and every validator an import made); `isEnabled == false` as `readOnly`; value
/// conditions on one key as rules (hidden → `HIDE`, disabled → `DISABLE`). Reported instead:
/// closure conditions, conditions on several keys or with `any`, conditions on bunches, custom
/// validators (and FormKit validators no keyword describes: `pattern`, `url`, `phone`, cards),
/// item types with no JSON Schema form (buttons, labels, sliders, cards, custom items), footers,
/// items without a key, and settings an import would not restore.
///
/// Export → import → export gives the same documents.
@MainActor
public struct SchemaExport {
    /// One thing the export could not write.
    public struct Unexportable: Hashable, Sendable, CustomStringConvertible {
        /// The item's key, or its title when it has none, or the section's header.
        public let key: String
        /// What was not written and why.
        public let reason: String

        /// `key: reason`.
        public var description: String { "\(key): \(reason)" }
    }

    /// The document.
    public private(set) var schema: JSONValue = .null
    /// The UI schema.
    public private(set) var uiSchema: JSONValue = .null
    /// What could not be written, in form order.
    public private(set) var unexportable: [Unexportable] = []

    /// `{"schema": …, "uischema": …}`, which `Demo schema` and ``SchemaForm`` take as they are.
    public var combined: JSONValue { ["schema": schema, "uischema": uiSchema] }

    /// Exports `manager`'s form.
    /// - Parameter title: the document's `title`, if any.
    /// - Complexity: O(*n*) in the number of items.
    public init(manager: AdapterManager, title: String? = nil) {
        var properties = JSONObject()
        var required: [JSONValue] = []
        var groups: [JSONValue] = []
        for section in manager.sections {
            let label = section.headerConfiguration?.title
            let sectionName = label ?? "section \(section.index ?? 0)"
            if section.headerConfiguration != nil, label == nil { report(sectionName, "a header that is not a title") }
            if section.footerConfiguration != nil { report(sectionName, "a footer (a UI schema has none)") }
            var controls: [JSONValue] = []
            for bunch in section.itemBunches {
                if bunch.attachedHiddenCondition != nil || bunch.attachedDisabledCondition != nil {
                    report(sectionName, "a condition on a bunch (a UI schema has rules on controls and groups only)")
                }
                for item in bunch.items {
                    guard let (name, property, control, isRequired) = exportItem(item) else { continue }
                    guard properties[name] == nil else {
                        report(name, "a second item with this key")
                        continue
                    }
                    properties[name] = .object(property)
                    if isRequired { required.append(.string(name)) }
                    controls.append(.object(control))
                }
            }
            var group: JSONObject = ["type": "Group"]
            if let label { group["label"] = .string(label) }
            group["elements"] = .array(controls)
            if let rule = rule(hidden: section.attachedHiddenCondition, disabled: section.attachedDisabledCondition, name: sectionName) {
                group["rule"] = .object(rule)
            }
            groups.append(.object(group))
        }
        var document: JSONObject = ["$schema": "https://json-schema.org/draft/2020-12/schema"]
        if let title { document["title"] = .string(title) }
        document["type"] = "object"
        if !required.isEmpty { document["required"] = .array(required) }
        document["properties"] = .object(properties)
        schema = .object(document)
        uiSchema = ["type": "VerticalLayout", "elements": .array(groups)]
    }

    private mutating func report(_ key: String, _ reason: String) {
        unexportable.append(Unexportable(key: key, reason: reason))
    }

    // MARK: Items

    /// The property, the control and whether it is required; `nil` (and a report) for an item
    /// that cannot be written.
    private mutating func exportItem(_ item: Item) -> (String, JSONObject, JSONObject, Bool)? {
        let title = (item as? FormField)?.title ?? "\(type(of: item))"
        guard let field = item as? FormField else {
            report(item.key ?? title, "\(type(of: item)) is not a form field")
            return nil
        }
        guard let key = field.key else {
            report(title, "an item without a key has no property to write")
            return nil
        }
        guard !key.contains("/"), !key.contains("~") else {
            report(key, "a key with / or ~ reads back as a nested property")
            return nil
        }
        var property: JSONObject = ["title": .string(field.title)]
        var widget: String?
        switch item {
        case let item as SchemaValueItem:
            if let problem = item.problem {
                report(key, "a placeholder row (\(problem))")
                return nil
            }
            if !item.value.isNull { property["default"] = item.value }
        case let item as LongTextItem:
            property["type"] = "string"
            widget = "textarea"
            if let placeholder = item.placeholder { property["examples"] = [.string(placeholder)] }
            if !item.value.isEmpty { property["default"] = .string(item.value) }
            if item.isSecure { report(key, "a secure long text (the textarea widget is not secure)") }
        case let item as TextItem:
            property["type"] = "string"
            if item.isSecure { widget = "password" }
            if let placeholder = item.placeholder { property["examples"] = [.string(placeholder)] }
            if !item.value.isEmpty { property["default"] = .string(item.value) }
        case let item as NumberItem:
            guard item.pattern == nil else {
                report(key, "a number with a display pattern (\(item.pattern!))")
                return nil
            }
            property["type"] = item.isInteger ? "integer" : "number"
            if let placeholder = item.placeholder { property["examples"] = [.string(placeholder)] }
            if let value = item.jsonValue, !value.isNull { property["default"] = value }
        case let item as StepperItem:
            property["type"] = item.isInteger ? "integer" : "number"
            property["minimum"] = Self.number(item.range.lowerBound)
            property["maximum"] = Self.number(item.range.upperBound)
            if item.step != 1 { property["multipleOf"] = Self.number(item.step) }
            property["default"] = item.jsonValue ?? .null
            widget = "stepper"
        case let item as BoolItem:
            property["type"] = "boolean"
            property["default"] = .bool(item.value)
        case let item as SegmentedItem:
            let mapping = Self.mapping(of: item)
            Self.writeOptions(mapping, into: &property)
            if let value = item.jsonValue, !value.isNull { property["default"] = value }
            if item is RadioItem {
                widget = "radio"
            } else if item.options.count > 3 {
                report(key, "a segmented control of more than 3 options (it reads back as a picker)")
            }
        case let item as PickerItem:
            guard item.components.count == 1 else {
                report(key, "a picker of \(item.components.count) columns")
                return nil
            }
            Self.writeOptions((item as? SchemaPickerItem)?.mapping ?? Self.identity(item.components[0]), into: &property)
            if let value = item.jsonValue, !value.isNull { property["default"] = value }
            widget = "picker"
            if item.placeholder != nil { report(key, "the picker's placeholder") }
        case let item as MultipleChoiceItem:
            property["type"] = "array"
            var elements = JSONObject()
            Self.writeOptions((item as? SchemaMultipleChoiceItem)?.mapping ?? Self.identity(item.options), into: &elements)
            property["items"] = .object(elements)
            property["uniqueItems"] = true
            if !item.value.isEmpty, let value = item.jsonValue { property["default"] = value }
        case let item as DateTimeItem:
            property["type"] = "string"
            property["format"] = .string(item.mode == .date ? "date" : (item.mode == .time ? "time" : "date-time"))
            if let value = item.jsonValue, !value.isNull { property["default"] = value }
            let isUTC = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 15_000_000), Date()].allSatisfy {
                item.timeZone.secondsFromGMT(for: $0) == 0
            }
            if !isUTC {
                report(key, "the time zone \(item.timeZone.identifier) (an import uses UTC)")
            }
            if item.format != item.mode.defaultFormat { report(key, "the display format \(item.format)") }
            if let placeholder = item.placeholder { property["examples"] = [.string(placeholder)] }
        default:
            report(key, "\(type(of: item)) has no JSON Schema form")
            return nil
        }
        var isRequired = false
        for validator in (item as? AnyValidatorList)?.validatorList ?? [] {
            if validator.name == "required", validator.keywords == nil {
                isRequired = true
            } else if let keywords = validator.keywords {
                for (name, operand) in keywords where !(name == "type") { property[name] = operand }
            } else {
                report(key, "the validator \(validator.name.debugDescription) (no JSON Schema keyword describes it)")
            }
        }
        if item is NumberItem, property["type"] == "integer", property["minimum"] != nil, property["maximum"] != nil {
            // An integer with both bounds reads back as a stepper unless the widget says text.
            widget = "text"
        }
        if !item.isEnabled, item.attachedDisabledCondition == nil { property["readOnly"] = true }
        var control: JSONObject = ["type": "Control", "scope": .string("#/properties/" + key)]
        if let widget { control["options"] = ["widget": .string(widget)] }
        if let rule = rule(hidden: item.attachedHiddenCondition, disabled: item.attachedDisabledCondition, name: key) {
            control["rule"] = .object(rule)
        }
        return (key, property, control, isRequired)
    }

    static func number(_ value: Double) -> JSONValue {
        JSONValue.number(value).intValue.map(JSONValue.integer) ?? .number(value)
    }

    static func identity(_ options: [String]) -> OptionMapping {
        OptionMapping(titles: options, values: options.map(JSONValue.string))
    }

    static func mapping(of item: SegmentedItem) -> OptionMapping {
        if let item = item as? SchemaSegmentedItem { return item.mapping }
        if let item = item as? SchemaRadioItem { return item.mapping }
        return identity(item.options)
    }

    /// `enum` when every option is a string shown as itself, else `oneOf` of `const` and `title`.
    static func writeOptions(_ mapping: OptionMapping, into property: inout JSONObject) {
        if zip(mapping.titles, mapping.values).allSatisfy({ $1 == .string($0) }) {
            property["enum"] = .array(mapping.values)
        } else {
            property["oneOf"] = .array(zip(mapping.titles, mapping.values).map { title, value in ["const": value, "title": .string(title)] })
        }
    }

    // MARK: Rules

    /// A JSON Forms rule for the conditions, or `nil` (with a report when one cannot be written).
    private mutating func rule(hidden: AttachedCondition?, disabled: AttachedCondition?, name: String) -> JSONObject? {
        var written: JSONObject?
        for (attached, effect) in [(hidden, "HIDE"), (disabled, "DISABLE")] {
            guard let attached else { continue }
            guard case .value(let condition) = attached else {
                report(name, "a closure condition (\(effect == "HIDE" ? "hidden" : "disabled")(when:) with a closure)")
                continue
            }
            guard written == nil else {
                report(name, "a second rule (a UI schema element has one): \(condition)")
                continue
            }
            let keys = condition.keys
            guard keys.count == 1, let key = keys.first, let schema = Self.conditionSchema(condition) else {
                report(name, "the condition \(condition) (a rule reads one key, without any)")
                continue
            }
            written = ["effect": .string(effect), "condition": ["scope": .string("#/properties/" + JSONPointer.escape(key)), "schema": .object(schema)]]
        }
        return written
    }

    /// A condition on one key as the schema of a rule's condition; `nil` when it has none.
    static func conditionSchema(_ condition: Condition) -> JSONObject? {
        switch condition {
        case .equals(_, let value): return ["const": value]
        case .isOneOf(_, let values): return ["enum": .array(values)]
        case .compares(_, let comparison, let number):
            let keyword = switch comparison {
            case .atLeast: "minimum"
            case .atMost: "maximum"
            case .greaterThan: "exclusiveMinimum"
            case .lessThan: "exclusiveMaximum"
            }
            return [keyword: self.number(number)]
        case .isEmpty: return ["not": ["minLength": 1]]
        case .hasLength(_, let comparison, let length):
            switch comparison {
            case .atLeast: return ["minLength": .integer(length)]
            case .greaterThan: return ["minLength": .integer(length + 1)]
            case .atMost: return ["maxLength": .integer(length)]
            case .lessThan: return length > 0 ? ["maxLength": .integer(length - 1)] : ["not": true]
            }
        case .not(.isEmpty): return ["minLength": 1]
        case .not(let inner): return conditionSchema(inner).map { ["not": .object($0)] }
        case .all(let parts):
            var merged = JSONObject()
            for part in parts {
                guard let schema = conditionSchema(part) else { return nil }
                for (keyword, value) in schema {
                    guard merged[keyword] == nil else { return nil }
                    merged[keyword] = value
                }
            }
            return merged
        case .any:
            return nil
        }
    }
}

/// Form items whose validators can be read without knowing their value type.
@MainActor
protocol AnyValidatorList {
    var validatorList: [Validator] { get }
}

extension FormItem: AnyValidatorList {
    var validatorList: [Validator] { validators }
}

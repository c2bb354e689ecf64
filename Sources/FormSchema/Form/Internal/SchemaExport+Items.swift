import Foundation
import FormKit

extension SchemaExport {
    // MARK: Items

    /// The property, the control and whether it is required; `nil` (and a report) for an item
    /// that cannot be written.
    /// - Parameters:
    ///   - path: the keys of the containers around the item, for reports (`address/`).
    ///   - allowsRules: whether the item's conditions can be written (not inside a container).
    ///   - keyOverride: the key to write instead of the item's (`""` for a scalar row's field).
    mutating func exportItem(_ item: Item, path: String, allowsRules: Bool, key keyOverride: String? = nil)
        -> (String, JSONObject, JSONObject, Bool)? {
        let title = (item as? FormField)?.title ?? "\(type(of: item))"
        guard let field = item as? FormField else {
            report(path + (item.key ?? title), "\(type(of: item)) is not a form field")
            return nil
        }
        guard let fieldKey = keyOverride ?? field.key else {
            report(path + title, "an item without a key has no property to write")
            return nil
        }
        let key = path + fieldKey
        guard !fieldKey.contains("/"), !fieldKey.contains("~") else {
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
            if validator.constraints == [.required], validator.keywords == nil {
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
        if let notes = (item as? SchemaNoted)?.notes {
            if let description = notes.description { property["description"] = .string(description) }
            if notes.help != nil { report(key, "the help line (a JSON Forms UI schema has no help)") }
            for hint in notes.keptHints { report(key, "\(hint) (kept from the rjsf uiSchema; a JSON Forms UI schema has no such option)") }
        }
        var control: JSONObject = ["type": "Control", "scope": .string("#/properties/" + fieldKey)]
        if let widget { control["options"] = ["widget": .string(widget)] }
        if allowsRules {
            if let rule = rule(hidden: item.attachedHiddenCondition, disabled: item.attachedDisabledCondition, name: key) {
                control["rule"] = .object(rule)
            }
        } else if item.attachedHiddenCondition != nil || item.attachedDisabledCondition != nil {
            report(key, "a condition on a field inside a group or row (a UI schema's rules sit on top-level controls)")
        }
        return (fieldKey, property, control, isRequired)
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
}

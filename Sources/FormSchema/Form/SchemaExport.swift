import Foundation
import FormKit

/// A form built in code, written as a document and a UI schema that ``SchemaForm`` imports back to
/// the same rows, rules and values — and the list of what could not be written, by key, so that
/// nothing is dropped silently.
///
/// ```swift
/// let export = SchemaExport(manager: manager)
/// export.unexportable.map(\.key)                      // ["Create account"]: a button has no value
/// try export.combined.jsonString(prettyPrinted: true)   // {"schema": …, "uischema": …}
/// ```
///
/// Each section becomes a `Group` (its header the label), each item with a key a property and a
/// `Control`; a `FormKit/LabelItem` without a key a `Label`. Written: titles; item types with
/// their options, bounds, steps and widgets; values as `default`; validators that describe
/// themselves as keywords (FormKit's `required`, `length`, `email`, `range`, `pattern` — anchored,
/// `^(?:…)$` — and every validator an import made); `isEnabled == false` as `readOnly`; value
/// conditions on one key as rules (hidden → `HIDE`, disabled → `DISABLE`); a schema form's notes
/// as `description`.
///
/// **Shapes.** A `FormKit/FieldGroup` → an `object` property (required unless the group is
/// optional) and a `Control` whose `options.detail` lays out its fields when they need more than
/// their scopes. `FormKit/RepeatingRows` → an `array` whose `items` is one row's schema (read
/// from the template, without adding a row): a field for scalar rows, an `object` otherwise;
/// `FormKit/RepeatingRows/minimumCount`/`FormKit/RepeatingRows/maximumCount` →
/// `minItems`/`maxItems`, `FormKit/RepeatingRows/requiresUniqueRows` → `uniqueItems`;
/// adding, deleting and moving turned off → `disableAdd`, `disableRemove`, `showSortButtons:
/// false` (duplicating turned on → `copyable`). Rows whose row holds the same rows again (a tree)
/// → `$defs` and a `$ref`. A tuple a ``SchemaForm`` imported (pass the form:
/// ``init(form:title:)``) → `prefixItems` and `items`. `FormKit/FormStep`s → a
/// `Categorization` (`variant: stepper`) of one `Category` per step, a hidden-when condition its
/// rule.
///
/// Reported instead: closure conditions, conditions on several keys or with `any`, conditions on
/// bunches or on fields inside groups and rows, custom validators (and FormKit validators no
/// keyword describes: `url`, `phone`, cards), item types with no JSON Schema form
/// (buttons, sliders, cards, custom items), footers, items without a key, custom row titles, and
/// settings an import would not restore.
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

    /// What an import remembers of the rows it built: tuples and `elementLabelProp`.
    let builder: SchemaShapeBuilder?
    /// `$defs` written for rows that hold themselves again.
    var definitions = JSONObject()
    /// The rows being written, outermost first, with the name of their row's definition and
    /// whether a nested copy referred to it.
    var rowsStack: [(signature: String, name: String, isReferenced: Bool)] = []
    /// Containers already written (a container shows once; its items are skipped after).
    var written: Set<ObjectIdentifier> = []

    /// Exports `manager`'s form.
    /// - Parameters:
    ///   - manager: the form.
    ///   - title: the document's `title`, if any.
    /// - Complexity: O(*n*) in the number of items (rows: one template row each).
    public init(manager: AdapterManager, title: String? = nil) {
        self.init(manager: manager, title: title, builder: nil)
    }

    /// Exports a form a ``SchemaForm`` imported, with what only the import knows: its tuples'
    /// fixed positions and the properties that title rows.
    /// - Parameters:
    ///   - form: the imported form.
    ///   - title: the document's `title`, if any.
    /// - Complexity: O(*n*) in the number of items.
    public init(form: SchemaForm, title: String? = nil) {
        self.init(manager: form.manager, title: title, builder: form.builder)
    }

    init(manager: AdapterManager, title: String?, builder: SchemaShapeBuilder?) {
        self.builder = builder
        var object = ObjectParts()
        var uiElements: [JSONValue] = []
        if manager.steps.isEmpty {
            for section in manager.sections { uiElements.append(exportSection(section, into: &object)) }
            uiSchema = ["type": "VerticalLayout", "elements": .array(uiElements)]
        } else {
            for step in manager.steps {
                var category: JSONObject = ["type": "Category", "label": .string(step.title)]
                category["elements"] = .array(step.sections.map { exportSection($0, into: &object) })
                if let rule = rule(hidden: step.attachedHiddenCondition, disabled: nil, name: step.title) {
                    category["rule"] = .object(rule)
                }
                uiElements.append(.object(category))
            }
            uiSchema = ["type": "Categorization", "elements": .array(uiElements), "options": ["variant": "stepper"]]
        }
        var document: JSONObject = ["$schema": "https://json-schema.org/draft/2020-12/schema"]
        if let title { document["title"] = .string(title) }
        document["type"] = "object"
        if !object.required.isEmpty { document["required"] = .array(object.required) }
        document["properties"] = .object(object.properties)
        exportRules(manager.rules + manager.steps.flatMap(\.rules), path: "", into: &document)
        if !definitions.isEmpty { document["$defs"] = .object(definitions) }
        schema = .object(document)
    }

    mutating func report(_ key: String, _ reason: String) {
        unexportable.append(Unexportable(key: key, reason: reason))
    }

    /// The properties, required names and controls of one object (the root, a group, a row).
    struct ObjectParts {
        var properties = JSONObject()
        var required: [JSONValue] = []
        var controls: [JSONValue] = []

        /// Adds a property; `false` when one with its name is already there.
        mutating func add(_ name: String, _ property: JSONObject, _ control: JSONObject, isRequired: Bool) -> Bool {
            guard properties[name] == nil else { return false }
            properties[name] = .object(property)
            if isRequired { required.append(.string(name)) }
            controls.append(.object(control))
            return true
        }

        /// `{"type": "object", "properties": …, "required": …}`.
        func schema(title: String?) -> JSONObject {
            var object: JSONObject = [:]
            if let title, !title.isEmpty { object["title"] = .string(title) }
            object["type"] = "object"
            if !required.isEmpty { object["required"] = .array(required) }
            object["properties"] = .object(properties)
            return object
        }

        /// A layout of the controls, when any says more than its scope.
        var detail: JSONValue? {
            let plain = controls.allSatisfy { control in
                control["type"]?.stringValue == "Control" && control.objectValue?.keys.allSatisfy { ["type", "scope"].contains($0) } == true
            }
            return plain ? nil : ["type": "VerticalLayout", "elements": .array(controls)]
        }
    }

    /// A section as a `Group`; its properties go into `object`.
    mutating func exportSection(_ section: Section, into object: inout ObjectParts) -> JSONValue {
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
                if item is StepProgressItem { continue }
                if let container = Self.outermostContainer(of: item) {
                    guard written.insert(ObjectIdentifier(container)).inserted,
                          let (name, property, control, isRequired) = exportContainer(container, path: "") else { continue }
                    if object.add(name, property, control, isRequired: isRequired) { controls.append(.object(control)) } else {
                        report(name, "a second item with this key")
                    }
                    continue
                }
                exportLooseItem(item, path: "", into: &object, controls: &controls, allowsRules: true)
            }
        }
        var group: JSONObject = ["type": "Group"]
        if let label { group["label"] = .string(label) }
        group["elements"] = .array(controls)
        if let rule = rule(hidden: section.attachedHiddenCondition, disabled: section.attachedDisabledCondition, name: sectionName) {
            group["rule"] = .object(rule)
        }
        return .object(group)
    }

    /// A field, or a label, outside any container or directly in one: its property into
    /// `object`, its control (or `Label`) into `controls`. A second field with a key already
    /// written is written as a second control of the property when it shows the same value (a
    /// field shown twice); reported otherwise.
    mutating func exportLooseItem(_ item: Item, path: String, into object: inout ObjectParts, controls: inout [JSONValue],
                                          allowsRules: Bool) {
        if let label = item as? LabelItem, label.key == nil {
            controls.append(["type": "Label", "text": .string(label.title)])
            object.controls.append(["type": "Label", "text": .string(label.title)])
            if !label.detail.isEmpty { report(path + label.title, "the label's detail (a Label has text only)") }
            return
        }
        let mirrored = builder?.mirrorKeys[ObjectIdentifier(item)]
        guard let (name, property, control, isRequired) = exportItem(item, path: path, allowsRules: allowsRules, key: mirrored) else { return }
        if let first = object.properties[name]?.objectValue {
            // A field shown twice: the same property but for its title, which the control labels.
            var untitled = property, firstUntitled = first
            untitled["title"] = nil
            firstUntitled["title"] = nil
            if untitled == firstUntitled {
                var second = control
                if property["title"] != first["title"] { second["label"] = property["title"] }
                controls.append(.object(second))
                object.controls.append(.object(second))
            } else {
                report(path + name, "a second item with this key")
            }
            return
        }
        _ = object.add(name, property, control, isRequired: isRequired)
        controls.append(.object(control))
    }

    /// The group or rows at the top of the containers around `item`, or `nil` for an item at the
    /// form's top level.
    static func outermostContainer(of item: Item) -> (any FieldContainer)? {
        var container = (item as? GroupTitleItem)?.titledContainer ?? item.container
        while let parent = container?.parentContainer { container = parent }
        return container
    }

    // MARK: Shapes

    /// A group or rows: its property, its control, and whether its parent requires it.
    mutating func exportContainer(_ container: any FieldContainer, path: String) -> (String, JSONObject, JSONObject, Bool)? {
        switch container {
        case let group as FieldGroup:
            var parts = ObjectParts()
            exportContent(group.content, path: path + group.key + "/", into: &parts)
            var property = parts.schema(title: group.title)
            exportRules(group.rules, path: path + group.key + "/", into: &property)
            if let notes = group.titleItem.detail.nilIfEmpty { property["description"] = .string(notes) }
            var control: JSONObject = ["type": "Control", "scope": .string("#/properties/" + JSONPointer.escape(group.key))]
            if group.title.isEmpty { control["label"] = "" }
            if let detail = parts.detail { control["options"] = ["detail": detail] }
            return (group.key, property, control, !group.isOptional)
        case let rows as RepeatingRows:
            return exportRows(rows, path: path)
        case let alternatives as FieldAlternatives:
            return exportAlternatives(alternatives, path: path)
        default:
            report(path, "\(type(of: container)) is not a group or rows")
            return nil
        }
    }

    /// The content of a group or a row into `parts`.
    mutating func exportContent(_ content: [FieldContent], path: String, into parts: inout ObjectParts) {
        for element in content {
            let container: any FieldContainer
            switch element {
            case .item(let item):
                var ignored: [JSONValue] = []
                exportLooseItem(item, path: path, into: &parts, controls: &ignored, allowsRules: false)
                continue
            case .group(let group): container = group
            case .rows(let rows): container = rows
            case .alternatives(let alternatives): container = alternatives
            }
            guard let (name, property, control, isRequired) = exportContainer(container, path: path) else { continue }
            if !parts.add(name, property, control, isRequired: isRequired) { report(path + name, "a second item with this key") }
        }
    }

    /// Rows as an `array` property whose `items` is one row's schema.
    mutating func exportRows(_ rows: RepeatingRows, path: String) -> (String, JSONObject, JSONObject, Bool)? {
        if let map = rows.map { return exportMap(rows, map, path: path) }
        let record = builder?.record(of: rows)
        var property: JSONObject = ["type": "array"]
        if !rows.title.isEmpty { property["title"] = .string(rows.title) }
        if let notes = rows.titleItem.detail.nilIfEmpty { property["description"] = .string(notes) }
        var control: JSONObject = ["type": "Control", "scope": .string("#/properties/" + JSONPointer.escape(rows.key))]
        var options = JSONObject()
        let name = path + rows.key
        if let tuple = record?.tuple {
            property["prefixItems"] = .array((0..<tuple.prefixCount).map { index in
                .object(rowSchema(tuple.content(index), rows: rows, path: name + "/\(index)/").schema)
            })
            property["items"] = tuple.hasRest ? .object(rowSchema(tuple.content(tuple.prefixCount), rows: rows, path: name + "/-/").schema) : false
        } else {
            let signature = [rows.key, rows.title, rows.rowTitle, "\(rows.minimumCount)", "\(rows.maximumCount ?? -1)"].joined(separator: "\u{1F}")
            if let index = rowsStack.firstIndex(where: { $0.signature == signature }) {
                // The row holds these rows again (a tree): refer to the row's definition.
                rowsStack[index].isReferenced = true
                property["items"] = ["$ref": .string("#/$defs/" + JSONPointer.escape(rowsStack[index].name))]
            } else if rowsStack.count >= 32 {
                report(name, "rows nested deeper than 32 levels")
                return nil
            } else {
                var definition = rows.key.isEmpty ? "row" : rows.key
                while definitions[definition] != nil || rowsStack.contains(where: { $0.name == definition }) { definition += "_" }
                rowsStack.append((signature, definition, false))
                var (itemSchema, detail) = rowSchema(rows.makeTemplateContent(), rows: rows, path: name + "/-/")
                exportRules(rows.rowRules, path: name + "/-/", into: &itemSchema)
                let entry = rowsStack.removeLast()
                if entry.isReferenced {
                    definitions[definition] = .object(itemSchema)
                    property["items"] = ["$ref": .string("#/$defs/" + JSONPointer.escape(definition))]
                } else {
                    property["items"] = .object(itemSchema)
                }
                if let detail { options["detail"] = detail }
            }
        }
        let minimum = record?.tuple?.minimumCount ?? rows.minimumCount
        if minimum > 0 { property["minItems"] = .integer(minimum) }
        if let maximum = rows.maximumCount { property["maxItems"] = .integer(maximum) }
        if rows.requiresUniqueRows { property["uniqueItems"] = true }
        let canAddMore = record?.tuple?.hasRest ?? true
        if !rows.allowsAdding, canAddMore { options["disableAdd"] = true }
        if !rows.allowsDeleting { options["disableRemove"] = true }
        if !rows.allowsMoving { options["showSortButtons"] = false }
        if rows.allowsDuplicating { options["copyable"] = true }
        if let label = record?.elementLabelProperty {
            options["elementLabelProp"] = .string(label)
        } else if record?.tuple == nil, case .custom = rows.rowTitles {
            report(name, "custom row titles (a UI schema titles rows by a property, elementLabelProp)")
        }
        if rows.countPolicy == .report { report(name, "the count policy .report (an import enforces the counts)") }
        if rows.shouldEdit != nil, record?.tuple == nil { report(name, "the shouldEdit handler") }
        if !options.isEmpty { control["options"] = .object(options) }
        return (rows.key, property, control, record?.isRequired ?? (rows.minimumCount > 0))
    }

    /// One row's schema: its field's (a scalar row) or an object of its content; and the layout
    /// of its fields when they need one.
    mutating func rowSchema(_ content: [FieldContent], rows: RepeatingRows, path: String) -> (schema: JSONObject, detail: JSONValue?) {
        if content.count == 1, case .item(let item) = content[0], item is FormField, !(item is LabelItem) {
            guard let (_, property, control, _) = exportItem(item, path: path, allowsRules: false, key: "") else { return ([:], nil) }
            if control["options"] != nil { report(path, "the widget of a scalar row (a row's layout names properties)") }
            var schema = property
            if rows.rowTitle != rows.title { schema["title"] = .string(rows.rowTitle) }
            return (schema, nil)
        }
        var parts = ObjectParts()
        exportContent(content, path: path, into: &parts)
        return (parts.schema(title: rows.rowTitle == rows.title ? nil : rows.rowTitle), parts.detail)
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

extension String {
    /// The text, or `nil` when it is empty.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

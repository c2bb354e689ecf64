import Foundation
import FormKit

/// Reads a UI schema (or the default layout) into groups of controls.
struct LayoutReader {
    let document: SchemaDocument
    var groups: [SchemaLayout.Group] = []
    var steps: [SchemaLayout.Step] = []
    var diagnostics: [SchemaFormDiagnostic] = []
    var errors: [SchemaFormDiagnostic] = []
    /// Controls outside any group, waiting to become a group of their own.
    private var loose: [SchemaLayout.Control] = []
    private var shownKeys: Set<String> = []
    /// The step the groups read now belong to.
    private var currentStep: Int?
    /// The rules of the layouts around the element being read: a rule on a layout applies to
    /// everything in it (JSON Forms' rule inheritance).
    private var inheritedHidden: Condition?
    private var inheritedDisabled: Condition?

    init(document: SchemaDocument) {
        self.document = document
    }

    static let widgets: Set<String> = ["text", "textarea", "password", "radio", "toggle", "stepper", "picker"]

    var root: Schema { document.root.resolved }

    mutating func readDefault() {
        guard checkRoot() else { return }
        readProperties(of: root, ui: nil)
    }

    /// Every property of the root in order (rjsf's `ui:order` when given): an object with
    /// `properties` in a section of its own (its group without a title line of its own), the
    /// others as rows between.
    mutating func readProperties(of root: Schema, ui: JSONObject?) {
        for made in Self.childControls(of: root, detail: ui.map(SchemaUIDetail.rjsf), origin: "", diagnostics: &diagnostics) {
            if made.kind == .field, Self.isGroup(made.schema) {
                flushLoose()
                var group = made
                group.showsTitle = false
                groups.append(SchemaLayout.Group(label: made.title, controls: [group], hiddenWhen: nil, disabledWhen: nil, stepIndex: currentStep))
            } else {
                loose.append(made)
            }
        }
        flushLoose()
    }

    /// Whether a property's schema is an object shown as a group: it has `properties` and may
    /// be an object (and is no choice).
    static func isGroup(_ schema: Schema) -> Bool {
        !schema.shownProperties.isEmpty && (schema.effectiveTypes?.contains(.object) ?? true) && SchemaForm.options(of: schema) == nil
    }

    mutating func checkRoot() -> Bool {
        let types = root.effectiveTypes
        guard types?.contains(.object) ?? (!root.shownProperties.isEmpty || SchemaForm.mergedBranches(of: root) != nil) else {
            errors.append(SchemaFormDiagnostic(pointer: "", message: "a form needs a root schema of type object"))
            return false
        }
        return true
    }

    mutating func flushLoose() {
        guard !loose.isEmpty else { return }
        groups.append(SchemaLayout.Group(label: groups.isEmpty ? root.title : nil, controls: loose, hiddenWhen: nil, disabledWhen: nil,
                                         stepIndex: currentStep))
        loose = []
    }

    func control(path: [String], schema: Schema, parent: Schema, label: String?, widget: String?, origin: String,
                 hidden: Condition?, disabled: Condition?) -> SchemaLayout.Control {
        SchemaLayout.Control(key: path.map(JSONPointer.escape).joined(separator: "/"), schema: schema,
                             isRequired: parent.requiredNames.contains(path.last!),
                             title: label ?? schema.annotation(\.title) ?? path.last!, widget: widget, origin: origin,
                             hiddenWhen: hidden, disabledWhen: disabled)
    }

    // MARK: UI schema

    mutating func readRoot(_ ui: JSONValue) throws(SchemaLayoutError) {
        guard checkRoot() else { return }
        guard let object = ui.objectValue else {
            errors.append(SchemaFormDiagnostic(pointer: "uischema:", message: "a UI schema is an object, not \(SchemaError.article(ui.typeName))"))
            return
        }
        if object["type"]?.stringValue == "Categorization" {
            readCategorization(object)
        } else {
            readElement(object, at: "", inGroup: false)
        }
        flushLoose()
        for (name, _) in root.properties where root.requiredNames.contains(name) && !shownKeys.contains(JSONPointer.escape(name))
            && !shownKeys.contains(where: { $0.hasPrefix(JSONPointer.escape(name) + "/") }) {
            diagnostics.append(SchemaFormDiagnostic(pointer: JSONPointer.appending(name, to: "/properties"),
                                                    message: "required, but the UI schema shows no control for it: the form cannot be submitted until a value is set"))
        }
    }

    /// A `Categorization` at the root: one step per `Category`, its groups the step's sections.
    mutating func readCategorization(_ element: JSONObject) {
        guard let categories = element["elements"]?.arrayValue else {
            errors.append(SchemaFormDiagnostic(pointer: "uischema:/elements", message: "a Categorization needs an array of elements"))
            return
        }
        for (index, child) in categories.enumerated() {
            let pointer = "/elements/\(index)"
            guard let category = child.objectValue, category["type"]?.stringValue == "Category",
                  let elements = category["elements"]?.arrayValue else {
                errors.append(SchemaFormDiagnostic(pointer: "uischema:" + pointer, message: "a Categorization holds Category elements, each with an array of elements"))
                continue
            }
            let (hidden, disabled) = rule(of: category, at: pointer)
            if disabled != nil {
                errors.append(SchemaFormDiagnostic(pointer: "uischema:" + pointer + "/rule", message: "a rule on a Category shows or hides its step (SHOW or HIDE)"))
            }
            flushLoose()
            let start = groups.count
            currentStep = steps.count
            for (position, inner) in elements.enumerated() {
                guard let innerObject = inner.objectValue else {
                    errors.append(SchemaFormDiagnostic(pointer: "uischema:" + pointer + "/elements/\(position)", message: "an element is an object"))
                    continue
                }
                readElement(innerObject, at: pointer + "/elements/\(position)", inGroup: false)
            }
            flushLoose()
            if groups.count == start {
                groups.append(SchemaLayout.Group(label: nil, controls: [], hiddenWhen: nil, disabledWhen: nil, stepIndex: currentStep))
            }
            let label = category["label"]?.stringValue ?? "Step \(index + 1)"
            var step = SchemaLayout.Step(label: label, groupIndexes: start..<groups.count, hiddenWhen: hidden)
            if let i18n = category["i18n"]?.stringValue, !i18n.isEmpty { step.i18nKey = i18n + ".label" } else { step.i18nKey = label }
            steps.append(step)
            currentStep = nil
        }
    }

    mutating func readElement(_ element: JSONObject, at pointer: String, inGroup: Bool) {
        var type = element["type"]?.stringValue ?? ""
        let origin = "uischema:" + pointer
        if type == "Categorization" || type == "Category" {
            // Steps are read at the root; below it, categories show as groups.
            diagnostics.append(SchemaFormDiagnostic(pointer: origin + "/type",
                                                    message: "a \(type) inside a layout is shown as \(type == "Category" ? "a group" : "its groups") (steps come from a Categorization at the root)"))
            type = type == "Category" ? "Group" : "VerticalLayout"
        }
        switch type {
        case "Label":
            let (hidden, _) = rule(of: element, at: pointer)
            var label = SchemaLayout.Control(key: "", schema: Self.unknownSchema(origin), isRequired: false,
                                             title: element["text"]?.stringValue ?? element["label"]?.stringValue ?? "",
                                             widget: nil, origin: origin, hiddenWhen: hidden, disabledWhen: nil)
            label.kind = .label
            loose.append(label)
            return
        case "VerticalLayout", "HorizontalLayout", "Group":
            guard let elements = element["elements"]?.arrayValue else {
                errors.append(SchemaFormDiagnostic(pointer: origin + "/elements", message: "a \(type) needs an array of elements"))
                return
            }
            let isNewGroup = type == "Group" && !inGroup
            if type == "Group" && inGroup {
                diagnostics.append(SchemaFormDiagnostic(pointer: origin, message: "a group inside a group is flattened into it"))
            }
            if isNewGroup { flushLoose() }
            let (hidden, disabled) = rule(of: element, at: pointer)
            // What is inside inherits the layout's rule (and those around it); a new group holds
            // it itself, so its rows need not repeat it.
            let saved = (inheritedHidden, inheritedDisabled)
            (inheritedHidden, inheritedDisabled) = isNewGroup ? (nil, nil) : (hidden, disabled)
            defer { (inheritedHidden, inheritedDisabled) = saved }
            for (index, child) in elements.enumerated() {
                let childPointer = pointer + "/elements/\(index)"
                guard let childObject = child.objectValue else {
                    errors.append(SchemaFormDiagnostic(pointer: "uischema:" + childPointer, message: "an element is an object"))
                    continue
                }
                readElement(childObject, at: childPointer, inGroup: inGroup || isNewGroup)
            }
            if isNewGroup {
                let label = element["label"]?.stringValue
                groups.append(SchemaLayout.Group(label: label, controls: loose, hiddenWhen: hidden, disabledWhen: disabled, stepIndex: currentStep))
                loose = []
            }
        case "Control":
            readControl(element, at: pointer)
        case "ListWithDetail":
            // JSON Forms' master list with a detail form: the array's rows, each shown with its
            // detail layout (`options.detail`), edited in place — the rows' add, delete, move and
            // undo included. A scope that is no array is read as a Control would be, with a note.
            if let scope = element["scope"]?.stringValue, let found = property(at: scope), !Self.isRows(found.schema) {
                diagnostics.append(SchemaFormDiagnostic(pointer: origin + "/scope", message: "a ListWithDetail lists an array; this scope is none: shown as a control"))
            }
            readControl(element, at: pointer)
        default:
            diagnostics.append(SchemaFormDiagnostic(pointer: origin + "/type",
                                                    message: "no renderer for the element type \(type.debugDescription): shown as a placeholder row"))
            loose.append(SchemaLayout.Control(key: "", schema: Self.unknownSchema(origin), isRequired: false,
                                              title: element["label"]?.stringValue ?? "Unsupported element \(type.debugDescription)",
                                              widget: nil, origin: origin, hiddenWhen: nil, disabledWhen: nil,
                                              problem: "no renderer for the element type \(type.debugDescription)"))
        }
    }

    static func unknownSchema(_ origin: String) -> Schema {
        Schema(pointer: origin, booleanValue: true, types: nil, unknownTypes: [], format: nil, rules: [], properties: [],
               additionalProperties: nil, items: nil, oneOf: nil, not: nil, reference: nil, title: nil, description: nil,
               defaultValue: nil, examples: [], isReadOnly: true, isDeprecated: false, json: true)
    }

    mutating func readControl(_ element: JSONObject, at pointer: String) {
        let origin = "uischema:" + pointer
        guard let scope = element["scope"]?.stringValue else {
            errors.append(SchemaFormDiagnostic(pointer: origin + "/scope", message: "a Control needs a scope like #/properties/name"))
            return
        }
        let (hidden, disabled) = rule(of: element, at: pointer)
        var label = element["label"]?.stringValue
        if element["label"]?.boolValue == false { label = "" }
        let widget = element["options"]?["widget"]?.stringValue
        guard let (path, schema, parent) = property(at: scope) else {
            diagnostics.append(SchemaFormDiagnostic(pointer: origin + "/scope", message: "the scope \(scope.debugDescription) names no property: shown as a placeholder row"))
            loose.append(SchemaLayout.Control(key: "", schema: Self.unknownSchema(origin), isRequired: false,
                                              title: label ?? scope, widget: nil, origin: origin,
                                              hiddenWhen: hidden, disabledWhen: disabled, problem: "the scope \(scope.debugDescription) names no property"))
            return
        }
        var made = control(path: path, schema: schema, parent: parent, label: label, widget: widget, origin: origin,
                           hidden: hidden, disabled: disabled)
        if let widget, !Self.widgets.contains(widget) {
            diagnostics.append(SchemaFormDiagnostic(pointer: origin + "/options/widget",
                                                    message: "unknown widget \(widget.debugDescription): shown as a placeholder row"))
            made.problem = "unknown widget \(widget.debugDescription)"
        }
        Self.readJSONFormsOptions(element["options"]?.objectValue, into: &made)
        made.i18n = element["i18n"]?.stringValue
        if shownKeys.contains(made.key), Self.isGroup(schema) || Self.isRows(schema) {
            diagnostics.append(SchemaFormDiagnostic(pointer: origin + "/scope",
                                                    message: "the scope \(scope.debugDescription) is shown above: an object or array is shown once, at its first control"))
            return
        }
        shownKeys.insert(made.key)
        loose.append(made)
    }

    /// JSON Forms' control options beyond the widget: an array's `detail`, `showSortButtons`,
    /// `disableAdd`, `disableRemove`, `elementLabelProp`; `readonly`; `placeholder`.
    static func readJSONFormsOptions(_ options: JSONObject?, into control: inout SchemaLayout.Control) {
        guard let options else { return }
        if let detail = options["detail"], detail.objectValue != nil { control.detail = .jsonForms(detail) }
        control.hints.orderable = options["showSortButtons"]?.boolValue
        control.hints.addable = options["disableAdd"]?.boolValue.map { !$0 }
        control.hints.removable = options["disableRemove"]?.boolValue.map { !$0 }
        control.hints.elementLabelProperty = options["elementLabelProp"]?.stringValue
        control.hints.copyable = options["copyable"]?.boolValue
        control.hints.isReadOnly = options["readonly"]?.boolValue ?? options["readOnly"]?.boolValue
        control.hints.placeholder = options["placeholder"]?.stringValue
    }

    /// Whether a property's schema is shown as repeating rows: an array that is no multiple
    /// choice, whose elements are objects or scalars (or a tuple).
    static func isRows(_ schema: Schema) -> Bool {
        SchemaForm.rowsShape(of: schema) != nil
    }

    /// The property a scope names: `#/properties/a` or `#/properties/a/properties/b` — also
    /// through the schema's compositions and conditions (`#/oneOf/0/properties/number`,
    /// `#/anyOf/1/then/properties/cronjob`, `#/allOf/0/properties/id`,
    /// `#/dependentSchemas/card/properties/billing`): a property a branch or a condition adds is a
    /// member of the same object, so it is that object's field (the document decides, on submit,
    /// which branch the value satisfies). At most two `properties` deep.
    func property(at scope: String) -> (path: [String], schema: Schema, parent: Schema)? {
        guard scope.hasPrefix("#"), let tokens = JSONPointer.tokens(String(scope.dropFirst()).removingPercentEncodingIfPossible),
              !tokens.isEmpty else { return nil }
        var path: [String] = []
        var current = root
        // The object the property is a member of: its `required` says whether the field is (a
        // branch's or a condition's `required` is the document's to check, on submit).
        var object = root
        var parent = root
        var index = 0
        func next() -> String? {
            guard index < tokens.count else { return nil }
            defer { index += 1 }
            return tokens[index]
        }
        while let token = next() {
            let resolved = current.resolved
            switch token {
            case "properties":
                guard let name = next(), path.count < 2, let property = current.shownProperty(name) else { return nil }
                path.append(name)
                parent = object
                current = property
                object = property
            case "oneOf", "anyOf", "allOf":
                let list = token == "oneOf" ? resolved.oneOf : token == "anyOf" ? resolved.anyOf : resolved.allOf
                guard let position = next().flatMap(Int.init), let list, list.indices.contains(position) else { return nil }
                current = list[position]
            case "if", "then", "else":
                guard let conditional = resolved.conditional else { return nil }
                guard let schema = token == "if" ? conditional.condition : token == "then" ? conditional.then : conditional.otherwise else { return nil }
                current = schema
            case "dependentSchemas", "dependencies":
                guard let name = next(), let schema = resolved.dependentSchemas.first(where: { $0.name == name })?.schema else { return nil }
                current = schema
            default:
                return nil
            }
        }
        guard !path.isEmpty, tokens[tokens.count - 2] == "properties" else { return nil }
        return (path, current, parent)
    }

    // MARK: Rules

    /// The element's rule, combined with the rules of the layouts around it (either hides, either
    /// disables).
    mutating func rule(of element: JSONObject, at pointer: String) -> (hidden: Condition?, disabled: Condition?) {
        let (hidden, disabled) = ownRule(of: element, at: pointer)
        func either(_ outer: Condition?, _ own: Condition?) -> Condition? {
            guard let outer else { return own }
            guard let own else { return outer }
            return .any([outer, own])
        }
        return (either(inheritedHidden, hidden), either(inheritedDisabled, disabled))
    }

    /// The element's own rule, as the conditions that hide and disable it.
    mutating func ownRule(of element: JSONObject, at pointer: String) -> (hidden: Condition?, disabled: Condition?) {
        guard let rule = element["rule"] else { return (nil, nil) }
        let at = "uischema:" + pointer + "/rule"
        func fail(_ suffix: String, _ message: String) -> (Condition?, Condition?) {
            errors.append(SchemaFormDiagnostic(pointer: at + suffix, message: message))
            return (nil, nil)
        }
        guard let effect = rule["effect"]?.stringValue, ["SHOW", "HIDE", "ENABLE", "DISABLE"].contains(effect) else {
            return fail("/effect", "effect must be SHOW, HIDE, ENABLE or DISABLE")
        }
        guard let conditionJSON = rule["condition"] else { return fail("/condition", "a rule needs a condition") }
        let condition: Condition
        do {
            condition = try ruleCondition(conditionJSON, at: at + "/condition", depth: 0)
        } catch {
            errors.append(error)
            return (nil, nil)
        }
        switch effect {
        case "HIDE": return (condition, nil)
        case "SHOW": return (!condition, nil)
        case "DISABLE": return (nil, condition)
        default: return (nil, !condition)
        }
    }

    /// A JSON Forms rule condition as a FormKit condition: a `{scope, schema}` condition, or an
    /// `OR` / `AND` of conditions (`{"type": "OR", "conditions": [...]}`), nested to any depth
    /// (at most 32).
    func ruleCondition(_ json: JSONValue, at pointer: String, depth: Int) throws(SchemaFormDiagnostic) -> Condition {
        guard depth < 32 else { throw SchemaFormDiagnostic(pointer: pointer, message: "conditions nest more than 32 deep") }
        if let type = json["type"]?.stringValue, type == "OR" || type == "AND" {
            guard let members = json["conditions"]?.arrayValue, !members.isEmpty else {
                throw SchemaFormDiagnostic(pointer: pointer + "/conditions", message: "an \(type) condition needs a non-empty array of conditions")
            }
            var parts: [Condition] = []
            for (index, member) in members.enumerated() {
                parts.append(try ruleCondition(member, at: pointer + "/conditions/\(index)", depth: depth + 1))
            }
            return type == "OR" ? .any(parts) : .all(parts)
        }
        guard let scope = json["scope"]?.stringValue else {
            throw SchemaFormDiagnostic(pointer: pointer + "/scope", message: "a condition needs a scope (or is an OR or AND of conditions)")
        }
        guard let (path, _, _) = property(at: scope) else {
            throw SchemaFormDiagnostic(pointer: pointer + "/scope", message: "the scope \(scope.debugDescription) names no property")
        }
        guard let schema = json["schema"] else { throw SchemaFormDiagnostic(pointer: pointer + "/schema", message: "a condition needs a schema") }
        let key = path.map(JSONPointer.escape).joined(separator: "/")
        return try Self.condition(schema, key: key, at: pointer + "/schema")
    }

    /// A condition schema as a FormKit condition on `key`.
    static func condition(_ schema: JSONValue, key: String, at pointer: String) throws(SchemaFormDiagnostic) -> Condition {
        guard let object = schema.objectValue else {
            if schema.boolValue == true { return .all([]) }
            throw SchemaFormDiagnostic(pointer: pointer, message: "a condition schema is an object")
        }
        var parts: [Condition] = []
        for (keyword, value) in object {
            let at = JSONPointer.appending(keyword, to: pointer)
            switch keyword {
            case "const": parts.append(.equals(key: key, value: value))
            case "enum":
                guard let options = value.arrayValue else { throw SchemaFormDiagnostic(pointer: at, message: "enum must be an array") }
                parts.append(.isOneOf(key: key, values: options))
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
                guard let number = value.doubleValue else { throw SchemaFormDiagnostic(pointer: at, message: "\(keyword) must be a number") }
                let comparison: Condition.Comparison = switch keyword {
                case "minimum": .atLeast
                case "maximum": .atMost
                case "exclusiveMinimum": .greaterThan
                default: .lessThan
                }
                parts.append(.compares(key: key, comparison, number))
            case "minLength", "maxLength":
                guard let length = value.intValue, length >= 0 else {
                    throw SchemaFormDiagnostic(pointer: at, message: "\(keyword) must be a whole number of at least 0")
                }
                switch (keyword, length) {
                case ("minLength", 0): parts.append(.all([]))
                case ("minLength", 1): parts.append(.not(.isEmpty(key: key)))
                case ("minLength", _): parts.append(.hasLength(key: key, .atLeast, length))
                default: parts.append(.hasLength(key: key, .atMost, length))
                }
            case "not":
                // not of not is the condition itself, so an exported rule reads back the same.
                let inner = try condition(value, key: key, at: at)
                if case .not(let twice) = inner { parts.append(twice) } else { parts.append(.not(inner)) }
            case "$schema", "$comment", "title", "description":
                continue
            default:
                throw SchemaFormDiagnostic(pointer: at, message: "a condition schema uses const, enum, minimum, maximum, exclusiveMinimum, exclusiveMaximum, minLength, maxLength and not; not \(keyword)")
            }
        }
        return parts.count == 1 ? parts[0] : .all(parts)
    }
}

extension String {
    /// The text with percent-escapes decoded, or itself when it has none that decode.
    var removingPercentEncodingIfPossible: String {
        contains("%") ? (removingPercentEncoding ?? self) : self
    }
}

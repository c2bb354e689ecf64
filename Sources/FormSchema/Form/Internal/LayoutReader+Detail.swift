import Foundation
import FormKit

/// The rows inside an object — at the root for rjsf, and in every group and row — from no UI
/// schema (every property in order), rjsf's nested uiSchema or JSON Forms' `options.detail`.
extension LayoutReader {
    /// Reads an rjsf uiSchema: the root's properties in `ui:order`, each with its hints.
    mutating func readRJSF(_ ui: JSONValue) {
        guard checkRoot() else { return }
        readProperties(of: root, ui: ui.objectValue ?? [:])
    }

    /// The controls of `object`'s properties, in the order the UI schema gives.
    /// - Parameter origin: the UI schema's pointer of `detail` (for diagnostics), `""` at the root.
    static func childControls(of object: Schema, detail: SchemaUIDetail?, origin: String,
                              diagnostics: inout [SchemaFormDiagnostic]) -> [SchemaLayout.Control] {
        let properties = object.shownProperties
        let required = Set(object.shownRequiredNames)
        func make(_ name: String, _ schema: Schema, origin: String) -> SchemaLayout.Control {
            SchemaLayout.Control(key: JSONPointer.escape(name), schema: schema, isRequired: required.contains(name),
                                 title: schema.annotation(\.title) ?? name, widget: nil, origin: origin, hiddenWhen: nil, disabledWhen: nil)
        }
        // The object's own `oneOf`/`anyOf` adding properties: one more control, after them.
        var merged: [SchemaLayout.Control] = []
        if SchemaForm.mergedBranches(of: object) != nil {
            let keyword = object.resolved.oneOf != nil ? "oneOf" : "anyOf"
            var control = SchemaLayout.Control(key: "", schema: object, isRequired: true, title: "Choose one", widget: nil,
                                               origin: JSONPointer.appending(keyword, to: object.resolved.pointer),
                                               hiddenWhen: nil, disabledWhen: nil)
            control.kind = .alternatives
            merged = [control]
        }
        // Properties only the object's own conditions add (`if`/`then`/`else`, `dependentSchemas`,
        // draft-07 `dependencies`, in `allOf` too): shown while their condition holds.
        merged += conditionalControls(of: object, shown: Set(properties.map(\.name)), diagnostics: &diagnostics)
        switch detail {
        case nil:
            return properties.map { make($0.name, $0.schema, origin: $0.schema.pointer) } + merged
        case .rjsf(let ui)?:
            let names = rjsfOrder(properties.map(\.name), ui["ui:order"], at: "uischema:" + origin + "/ui:order", diagnostics: &diagnostics)
            for key in ui.keys where !key.hasPrefix("ui:") && !["items", "additionalItems"].contains(key) && !names.contains(key) {
                diagnostics.append(SchemaFormDiagnostic(pointer: "uischema:" + origin + "/" + JSONPointer.escape(key),
                                                        message: "the uiSchema names \(key.debugDescription), which is no property here: ignored"))
            }
            return names.compactMap { name in
                guard let schema = properties.first(where: { $0.name == name })?.schema else { return nil }
                let at = origin + "/" + JSONPointer.escape(name)
                var control = make(name, schema, origin: ui[name] == nil ? schema.pointer : "uischema:" + at)
                readRJSF(ui[name]?.objectValue ?? [:], into: &control, at: at, diagnostics: &diagnostics)
                return control
            } + merged
        case .jsonForms(let layout)?:
            var controls: [SchemaLayout.Control] = []
            var shown: Set<String> = []
            collectJSONForms(layout, at: origin, properties: properties, make: make, shown: &shown, into: &controls, diagnostics: &diagnostics)
            return controls
        }
    }

    /// The controls of the properties `object`'s own conditions add — `then`/`else` of an `if`,
    /// the schemas `dependentSchemas` (draft-07 `dependencies`) apply when a member is there, and
    /// rjsf's pattern of a dependency's `oneOf` whose branches each match one answer
    /// (`"Do you have any pets?": {"enum": ["Yes: One"]}`) — each hidden while no condition that
    /// adds it holds, so the form asks for it exactly when the document wants it. Properties
    /// `shown` already (the object's own) stay as they are; a condition the form cannot evaluate
    /// live (an `if` using keywords beyond `const`, `enum`, bounds and lengths) leaves its
    /// properties out, with a diagnostic: the document still checks them on submit.
    static func conditionalControls(of object: Schema, shown: Set<String>,
                                    diagnostics: inout [SchemaFormDiagnostic]) -> [SchemaLayout.Control] {
        var order: [String] = []
        var found: [String: (schema: Schema, when: [Condition], isRequired: Bool)] = [:]
        func add(_ schema: Schema, when condition: Condition) {
            let required = Set(schema.requiredNames)
            for (name, property) in schema.shownProperties where !shown.contains(name) {
                if found[name] == nil {
                    order.append(name)
                    found[name] = (property, [condition], required.contains(name))
                } else {
                    found[name]?.when.append(condition)
                    if required.contains(name) { found[name]?.isRequired = true }
                }
            }
        }
        func visit(_ schema: Schema, depth: Int) {
            guard depth < 8 else { return }
            let resolved = schema.resolved
            if let conditional = resolved.conditional {
                do throws(SchemaFormDiagnostic) {
                    let holds = try ifCondition(conditional.condition)
                    if let then = conditional.then { add(then, when: holds) }
                    if let otherwise = conditional.otherwise { add(otherwise, when: .not(holds)) }
                } catch {
                    diagnostics.append(SchemaFormDiagnostic(pointer: error.pointer, message: error.message
                        + ": the properties its then/else add are not shown (the document still checks them)"))
                }
            }
            for (name, dependent) in resolved.dependentSchemas {
                let present = Condition.not(.isEmpty(key: JSONPointer.escape(name)))
                add(dependent, when: present)
                for branch in dependent.resolved.oneOf ?? dependent.resolved.anyOf ?? [] {
                    guard let answer = branch.resolved.shownProperty(name),
                          let matches = try? condition(withoutType(answer.json), key: JSONPointer.escape(name), at: answer.pointer) else { continue }
                    add(branch, when: .all([present, matches]))
                }
            }
            for part in resolved.allOf ?? [] { visit(part, depth: depth + 1) }
        }
        visit(object, depth: 0)
        return order.compactMap { name in
            guard let (schema, conditions, isRequired) = found[name] else { return nil }
            var control = SchemaLayout.Control(key: JSONPointer.escape(name), schema: schema, isRequired: isRequired,
                                               title: schema.annotation(\.title) ?? name, widget: nil, origin: schema.pointer,
                                               hiddenWhen: .not(conditions.count == 1 ? conditions[0] : .any(conditions)), disabledWhen: nil)
            control.isConditional = true
            return control
        }
    }

    /// An `if` schema as a condition on the object's members: each of its `properties` holds
    /// (a member that is absent satisfies it, as JSON Schema's `properties` does, unless the `if`
    /// also `require`s it), and each name it `require`s is there.
    static func ifCondition(_ schema: Schema) throws(SchemaFormDiagnostic) -> Condition {
        let json = schema.json.objectValue ?? [:]
        for keyword in json.keys where !["properties", "required", "$comment", "title", "description"].contains(keyword) {
            throw SchemaFormDiagnostic(pointer: JSONPointer.appending(keyword, to: schema.pointer),
                                       message: "an if with \(keyword) cannot be followed as the person answers")
        }
        let required = Set(schema.requiredNames)
        var parts: [Condition] = []
        for (name, property) in schema.properties {
            let key = JSONPointer.escape(name)
            let holds = try condition(withoutType(property.json), key: key, at: property.pointer)
            parts.append(required.contains(name) ? holds : .any([.isEmpty(key: key), holds]))
        }
        for name in required where schema.property(name) == nil { parts.append(.not(.isEmpty(key: JSONPointer.escape(name)))) }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    /// A property's schema in a condition without its `type` (`{"type": "string", "const": "cron"}`
    /// reads as its `const`: the field's own type already holds).
    static func withoutType(_ json: JSONValue) -> JSONValue {
        guard var object = json.objectValue, object["type"] != nil else { return json }
        object["type"] = nil
        return .object(object)
    }

    /// The controls of a JSON Forms detail layout, its layouts and groups flattened.
    private static func collectJSONForms(_ element: JSONValue, at pointer: String, properties: [(name: String, schema: Schema)],
                                         make: (String, Schema, String) -> SchemaLayout.Control, shown: inout Set<String>,
                                         into controls: inout [SchemaLayout.Control], diagnostics: inout [SchemaFormDiagnostic]) {
        let origin = "uischema:" + pointer
        guard let object = element.objectValue else {
            diagnostics.append(SchemaFormDiagnostic(pointer: origin, message: "an element is an object: left out"))
            return
        }
        if object["rule"] != nil {
            diagnostics.append(SchemaFormDiagnostic(pointer: origin + "/rule", message: "a rule inside an array's or object's detail is not applied"))
        }
        switch object["type"]?.stringValue ?? "" {
        case "VerticalLayout", "HorizontalLayout", "Group":
            for (index, child) in (object["elements"]?.arrayValue ?? []).enumerated() {
                collectJSONForms(child, at: pointer + "/elements/\(index)", properties: properties, make: make, shown: &shown,
                                 into: &controls, diagnostics: &diagnostics)
            }
        case "Label":
            var label = SchemaLayout.Control(key: "", schema: unknownSchema(origin), isRequired: false,
                                             title: object["text"]?.stringValue ?? "", widget: nil, origin: origin,
                                             hiddenWhen: nil, disabledWhen: nil)
            label.kind = .label
            controls.append(label)
        case "Control":
            let scope = object["scope"]?.stringValue ?? ""
            guard scope.hasPrefix("#"), let tokens = JSONPointer.tokens(String(scope.dropFirst()).removingPercentEncodingIfPossible),
                  tokens.count == 2, tokens[0] == "properties", let schema = properties.first(where: { $0.name == tokens[1] })?.schema else {
                diagnostics.append(SchemaFormDiagnostic(pointer: origin + "/scope",
                                                        message: "the scope \(scope.debugDescription) names no property of the element: left out"))
                return
            }
            guard shown.insert(tokens[1]).inserted else {
                diagnostics.append(SchemaFormDiagnostic(pointer: origin + "/scope", message: "the scope \(scope.debugDescription) is shown above: shown once"))
                return
            }
            var control = make(tokens[1], schema, origin)
            control.i18n = object["i18n"]?.stringValue
            if let label = object["label"]?.stringValue { control.title = label }
            if object["label"]?.boolValue == false { control.title = "" }
            if let widget = object["options"]?["widget"]?.stringValue {
                if widgets.contains(widget) {
                    control.widget = widget
                } else {
                    diagnostics.append(SchemaFormDiagnostic(pointer: origin + "/options/widget",
                                                            message: "unknown widget \(widget.debugDescription): shown as a placeholder row"))
                    control.widget = widget
                    control.problem = "unknown widget \(widget.debugDescription)"
                }
            }
            readJSONFormsOptions(object["options"]?.objectValue, into: &control)
            controls.append(control)
        default:
            diagnostics.append(SchemaFormDiagnostic(pointer: origin + "/type",
                                                    message: "no renderer for the element type \((object["type"]?.stringValue ?? "").debugDescription) inside a detail: left out"))
        }
    }

    // MARK: rjsf

    /// `names` in rjsf's `ui:order`: the names it lists, `*` standing for the rest; a name it
    /// leaves out without a `*` still shows, at the end (with a diagnostic), so no value is lost.
    static func rjsfOrder(_ names: [String], _ order: JSONValue?, at pointer: String,
                          diagnostics: inout [SchemaFormDiagnostic]) -> [String] {
        guard let order = order?.arrayValue?.compactMap(\.stringValue) else { return names }
        let known = Set(names)
        for name in order where name != "*" && !known.contains(name) {
            diagnostics.append(SchemaFormDiagnostic(pointer: pointer, message: "ui:order names \(name.debugDescription), which is no property: ignored"))
        }
        let listed = order.filter { known.contains($0) }
        let rest = names.filter { !listed.contains($0) }
        guard let star = order.firstIndex(of: "*") else {
            if !rest.isEmpty {
                diagnostics.append(SchemaFormDiagnostic(pointer: pointer, message: "ui:order leaves out \(rest.joined(separator: ", ")) and has no \"*\": shown at the end"))
            }
            return listed + rest
        }
        let before = order[..<star].filter { known.contains($0) }
        let after = order[(star + 1)...].filter { known.contains($0) }
        return before + rest + after
    }

    /// The `ui:` keys of one property's rjsf uiSchema (and its `ui:options`, which the `ui:`
    /// keys override, as in rjsf) on `control`.
    static func readRJSF(_ ui: JSONObject, into control: inout SchemaLayout.Control, at pointer: String,
                         diagnostics: inout [SchemaFormDiagnostic]) {
        var options = ui["ui:options"]?.objectValue ?? [:]
        for (key, value) in ui where key.hasPrefix("ui:") && key != "ui:options" { options[String(key.dropFirst(3))] = value }
        if let title = options["title"]?.stringValue { control.title = title }
        if options["label"]?.boolValue == false { control.title = "" }
        control.hints.description = options["description"]?.stringValue
        control.hints.help = options["help"]?.stringValue
        control.hints.placeholder = options["placeholder"]?.stringValue
        if options["readonly"]?.boolValue == true || options["disabled"]?.boolValue == true { control.hints.isReadOnly = true }
        control.hints.autocomplete = options["autocomplete"]?.stringValue
        control.hints.inputType = options["inputType"]?.stringValue
        control.hints.rows = options["rows"]?.intValue
        control.hints.addable = options["addable"]?.boolValue
        control.hints.removable = options["removable"]?.boolValue
        control.hints.orderable = options["orderable"]?.boolValue
        control.hints.copyable = options["copyable"]?.boolValue
        readEnumHints(options, into: &control, at: pointer, diagnostics: &diagnostics)
        control.detail = .rjsf(ui)
        if let widget = options["widget"]?.stringValue {
            let (mapped, note) = rjsfWidget(widget, for: control.schema)
            control.widget = mapped
            if widget == "hidden" { control.hints.isReadOnly = true }
            if let note { diagnostics.append(SchemaFormDiagnostic(pointer: "uischema:" + pointer + "/ui:widget", message: note)) }
        }
    }

    /// rjsf's `ui:enumNames`, `ui:enumOrder` and `ui:enumDisabled` on a choice's options (its own or its elements'),
    /// each checked against the options: names, one per option, all text; an order of the
    /// options' values (and `"*"`). A hint that does not fit is ignored, with a diagnostic.
    static func readEnumHints(_ options: JSONObject, into control: inout SchemaLayout.Control, at pointer: String,
                              diagnostics: inout [SchemaFormDiagnostic]) {
        let resolved = control.schema.resolved
        let mapping = SchemaForm.options(of: control.schema) ?? resolved.items.flatMap(SchemaForm.options(of:))
        if let names = options["enumNames"] {
            let texts = names.arrayValue?.compactMap(\.stringValue)
            if let texts, let mapping, texts.count == mapping.values.count, names.arrayValue?.count == texts.count, Set(texts).count == texts.count {
                control.hints.enumNames = texts
            } else {
                diagnostics.append(SchemaFormDiagnostic(pointer: "uischema:" + pointer + "/ui:enumNames",
                                                        message: "ui:enumNames must be distinct texts, one per option of the enum: ignored"))
            }
        }
        if let disabled = options["enumDisabled"] {
            if let values = disabled.arrayValue, let mapping, values.allSatisfy(mapping.values.contains) {
                control.hints.enumDisabled = values
            } else {
                diagnostics.append(SchemaFormDiagnostic(pointer: "uischema:" + pointer + "/ui:enumDisabled",
                                                        message: "ui:enumDisabled must list values of the enum: ignored"))
            }
        }
        if let order = options["enumOrder"] {
            if let values = order.arrayValue, let mapping,
               values.allSatisfy({ $0 == "*" || mapping.values.contains($0) }) {
                control.hints.enumOrder = values
            } else {
                diagnostics.append(SchemaFormDiagnostic(pointer: "uischema:" + pointer + "/ui:enumOrder",
                                                        message: "ui:enumOrder must list values of the enum (and \"*\" for the rest): ignored"))
            }
        }
    }

    /// An rjsf widget as this library's (`nil`: the default row for the type), and a note when it
    /// shows differently.
    static func rjsfWidget(_ widget: String, for schema: Schema) -> (String?, String?) {
        let types = Set(schema.effectiveTypes ?? [])
        let hasOptions = SchemaForm.options(of: schema) != nil
        let resolved = schema.resolved
        switch widget {
        case "textarea", "password": return (types == [.string] && !hasOptions ? widget : nil, nil)
        case "radio": return (hasOptions ? "radio" : nil, nil)
        case "select": return (hasOptions ? "picker" : nil, nil)
        case "range":
            let bounded = resolved.rule("minimum") != nil && resolved.rule("maximum") != nil && !types.isDisjoint(with: [.integer, .number])
            return (bounded ? "stepper" : nil, nil)
        case "checkbox", "checkboxes", "updown", "text", "email", "uri", "url", "date", "datetime", "date-time", "time":
            return (nil, nil)
        case "hidden":
            return (nil, "rjsf's hidden widget: shown read-only, its value still sent")
        default:
            return (nil, "rjsf's widget \(widget.debugDescription) has no row here: shown as the default row for its type")
        }
    }
}

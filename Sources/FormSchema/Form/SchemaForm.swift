import Foundation
import FormKit
import ListKit

/// A form a server described: a document and an optional UI schema, imported into an
/// `FormKit/AdapterManager` of FormKit's built-in items, with validators and declarative
/// conditions; plain JSON values in and out, shaped as the document describes.
///
/// ```swift
/// let document = try SchemaDocument(parsing: schemaText)
/// let form = try SchemaForm(document: document, uiSchema: uiSchema, adapter: adapter)
/// try form.setValues(["name": "Ada", "address": ["zip": "10115"]])
/// let sent = try form.submit()       // the value to send, or errors by JSON Pointer
/// ```
///
/// **How properties become items.** `string` → `FormKit/TextItem` (widget `textarea` →
/// `FormKit/LongTextItem`, `password` → a secure field); formats `date`, `time`, `date-time` →
/// `FormKit/DateTimeItem` in UTC; `integer` → a `FormKit/StepperItem` when it has both bounds
/// (or the `stepper` widget), otherwise a whole-number `FormKit/NumberItem`; `number` →
/// `FormKit/NumberItem`; `boolean` → `FormKit/BoolItem`; an `enum` or a `oneOf` of `const`s →
/// a segmented choice for up to three options, a picker for more (widgets `radio`, `picker`); an
/// `array` whose `items` are such options → a multiple choice; an `object` with `properties` at
/// the root → a section of its own. Anything else is a read-only ``SchemaValueItem``; an unknown
/// type, format, widget or UI element is a placeholder row with a diagnostic naming its pointer.
/// A property's `description` (or the UI schema's) shows under its row.
///
/// **Shapes.** An `object` with `properties` → a `FormKit/FieldGroup` whose value is the
/// object; one its parent does not `require` is optional (left wholly empty, it is left out and
/// nothing inside it is checked). An `array` of objects or of scalars → `FormKit/RepeatingRows`
/// (`minItems`/`maxItems` → `FormKit/RepeatingRows/minimumCount`/`FormKit/RepeatingRows/maximumCount`,
/// `uniqueItems` → `FormKit/RepeatingRows/requiresUniqueRows`); arrays nest. A tuple
/// (`prefixItems`, draft-07's `items: [...]`) → rows whose fixed positions come first and cannot
/// be deleted, moved or added among (each its own schema), then rows of `items`
/// (`additionalItems`). A `$ref` expands like the schema it names; a recursive one (a tree's
/// `children`) expands one row at a time, when the row is made. A JSON Forms `Categorization` →
/// one `FormKit/FormStep` per `Category`.
///
/// **A property shown twice** (two `Control`s with one scope) is one value in two rows: the first
/// row has the key, the second none (so FormKit's values and look-ups name one field), and each
/// row's `FormKit/FormItem/onChange` keeps the other equal — chain onto it rather than replace
/// it. Both rows validate; a submit reports the property's errors once, at its pointer.
///
/// **Values.** ``values`` is the document-shaped object the form sends: hidden fields and empty
/// optional fields (`null`, blank text, no choice) are left out. Each item's validators run the
/// same `SchemaRule` code as the headless validator, and `submit()` runs the headless
/// validator on what it would send, so client and server agree.
@MainActor
public final class SchemaForm {
    /// The document.
    public let document: SchemaDocument
    /// The layout the form was built from.
    public let layout: SchemaLayout
    /// The form.
    public let manager: AdapterManager
    /// What the import noticed and handled, in form order: placeholders, controls missing for
    /// required properties.
    public let diagnostics: [SchemaFormDiagnostic]
    /// One field per control, in form order.
    public let fields: [Field]
    /// The steps of a `Categorization`, in order; empty for a form of one page.
    public let steps: [FormStep]
    /// Builds rows when a person adds them; knows the tuples for an export.
    let builder: SchemaShapeBuilder
    /// The document's values and checks, installed into ``manager`` as its origin.
    let rules: SchemaFormOrigin

    /// A row of the form and the property it edits.
    public struct Field {
        /// The control it was built from.
        public let control: SchemaLayout.Control
        /// The item.
        public let item: Item
        /// Whether the item is a placeholder.
        public let isPlaceholder: Bool
        /// The group or rows the control shows, when its property is an object or an array; then
        /// ``item`` is the container's title line.
        public let container: (any FieldContainer)?

        /// Whether the row (or the group or rows) is hidden now.
        @MainActor public var isHidden: Bool {
            switch container {
            case let group as FieldGroup: group.isContainerHidden
            case let rows as RepeatingRows: rows.isContainerHidden
            case let alternatives as FieldAlternatives: alternatives.isContainerHidden
            default: item.isEffectivelyHidden
            }
        }

        /// The key: the property's path (see ``SchemaLayout/Control/key``); empty for a placeholder
        /// of a UI element that names no property.
        public var key: String { control.key }
    }

    /// Imports a document into a new form on `adapter`.
    /// - Parameters:
    ///   - document: the JSON Schema document.
    ///   - uiSchema: a JSON Forms UI schema or an rjsf uiSchema (told apart by their shape); `nil`
    ///     shows every property in document order.
    ///   - adapter: the adapter the form's manager drives.
    /// - Throws: ``SchemaLayoutError`` for a root that is no object schema or a UI schema it
    ///   cannot read.
    /// - Complexity: O(*n*) in the number of properties.
    public init(document: SchemaDocument, uiSchema: JSONValue? = nil, adapter: ListAdapter) throws(SchemaLayoutError) {
        self.document = document
        layout = try SchemaLayout(document: document, uiSchema: uiSchema)
        manager = AdapterManager(adapter: adapter)
        builder = SchemaShapeBuilder()
        var fields: [Field] = []
        var sectionsOfGroup: [[Section]] = []
        var firstByKey: [String: Item] = [:]
        for group in layout.groups {
            var sections = [Section(header: group.label)]
            var loose: [Item] = []
            func flush() {
                guard !loose.isEmpty else { return }
                sections[sections.count - 1].addItemBunch(ItemBunch(items: loose))
                loose = []
            }
            for control in group.controls {
                switch builder.shape(of: control) {
                case .item(let item):
                    if let condition = control.hiddenWhen { item.hidden(when: condition) }
                    if let condition = control.disabledWhen { item.disabled(when: condition) }
                    if control.kind == .field, !control.key.isEmpty {
                        if let first = firstByKey[control.key] {
                            // One value in two rows: the copy has no key of its own (the form's
                            // values and look-ups name the first), and follows the first.
                            Self.mirror(item, first)
                            item.key = nil
                            builder.mirrorKeys[ObjectIdentifier(item)] = control.key
                        } else {
                            firstByKey[control.key] = item
                        }
                    }
                    loose.append(item)
                    let isPlaceholder = control.problem != nil || (item as? SchemaValueItem)?.problem != nil
                    fields.append(Field(control: control, item: item, isPlaceholder: isPlaceholder, container: nil))
                case .group(let made):
                    flush()
                    Self.place(control, in: &sections) { $0.add(made) }
                    fields.append(Field(control: control, item: made.titleItem, isPlaceholder: false, container: made))
                case .rows(let made):
                    flush()
                    Self.place(control, in: &sections) { $0.add(made) }
                    fields.append(Field(control: control, item: made.titleItem, isPlaceholder: false, container: made))
                case .alternatives(let made):
                    flush()
                    Self.place(control, in: &sections) { $0.add(made) }
                    fields.append(Field(control: control, item: made.choiceItem, isPlaceholder: false, container: made))
                }
            }
            flush()
            // A container with a rule opened a section for what follows it; none followed.
            if sections.count > 1, sections.last?.itemBunches.isEmpty == true { sections.removeLast() }
            for section in sections {
                if let condition = group.hiddenWhen { section.hidden(when: condition) }
                if let condition = group.disabledWhen { section.disabled(when: condition) }
            }
            sectionsOfGroup.append(sections)
        }
        var steps: [FormStep] = []
        if layout.steps.isEmpty {
            for section in sectionsOfGroup.joined() { manager.addSection(section) }
        } else {
            for step in layout.steps {
                let made = FormStep(step.label, sections: step.groupIndexes.flatMap { sectionsOfGroup[$0] })
                made.titleKey = step.i18nKey
                if let condition = step.hiddenWhen { made.hidden(when: condition) }
                manager.addStep(made)
                steps.append(made)
            }
        }
        OptionalObjectFields.relax(fields, root: document.root)
        self.fields = fields
        self.steps = steps
        self.diagnostics = layout.diagnostics + builder.diagnostics
        builder.isCollecting = false
        rules = SchemaFormOrigin(document: document, fields: fields, builder: builder)
        manager.origin = rules
        manager.reload()
    }

    /// Places a group or rows in the current section — or, when its control has a rule, in a
    /// section of its own that the rule hides or disables (rows are several bunches), with the
    /// controls after it in a new section.
    private static func place(_ control: SchemaLayout.Control, in sections: inout [Section], _ add: (Section) -> Void) {
        guard control.hiddenWhen != nil || control.disabledWhen != nil else {
            add(sections[sections.count - 1])
            return
        }
        let own = Section()
        add(own)
        if let condition = control.hiddenWhen { own.hidden(when: condition) }
        if let condition = control.disabledWhen { own.disabled(when: condition) }
        sections.append(own)
        sections.append(Section())
    }

    /// Shows `copy` as a second row of `first`'s value: a change in either shows in both.
    private static func mirror(_ copy: Item, _ first: Item) {
        if let value = (first as? FormField)?.jsonValue, let field = copy as? FormField { try? field.setJSONValue(value) }
        (first as? SchemaMirroring)?.follow(copy)
        (copy as? SchemaMirroring)?.follow(first)
    }

    // MARK: - Values

    /// The document-shaped value the form sends: the fields shown, empty optional fields left out.
    /// - Complexity: O(*n*) in the number of fields.
    public var values: JSONObject { rules.values(includingHidden: false) }

    /// The document-shaped value of the fields, like ``values``.
    /// - Parameter includingHidden: also the fields hidden by a rule.
    public func values(includingHidden: Bool) -> JSONObject { rules.values(includingHidden: includingHidden) }

    /// The keys of the fields shown, in order (a group's or rows' key once, for the container).
    public var visibleKeys: [String] {
        fields.filter { !$0.key.isEmpty && $0.control.kind == .field && !$0.isHidden }.map(\.key)
    }

    /// Sets the fields from a document-shaped object, all or nothing, in one batch.
    /// - Throws: `FormKit/ValuesError` naming by JSON Pointer each member no field shows (an
    ///   unknown key, or one the UI schema leaves out) and each value of the wrong type or refused
    ///   by its item; nothing is set then.
    public func setValues(_ object: JSONObject) throws(ValuesError) {
        try rules.setValues(object, in: manager)
    }

    // MARK: - Submitting

    /// Submits the form as a server would check it: `FormKit/AdapterManager/submit(_:)`, whose
    /// origin is this form's document (every shown field validated, rows showing their errors,
    /// then the headless validator on the value the form would send), so client and server agree
    /// — and so does every surface that submits ``manager``.
    /// - Parameter values: a document-shaped object to set first (as ``setValues(_:)``), or `nil`
    ///   (the default) to submit the form as it is.
    /// - Returns: the document-shaped value to send (``values``).
    /// - Throws: `FormKit/SubmissionError`: refused values, or every failed check — the
    ///   document's first, then the fields' that the document does not report — each once, by
    ///   JSON Pointer (`FormKit/ValidationError/pointer`) and keyword
    ///   (`FormKit/ValidationError/validator`).
    /// - Complexity: O(*n*) in the number of fields, plus the validators.
    @discardableResult
    public func submit(_ values: JSONObject? = nil) throws(SubmissionError) -> JSONObject {
        try manager.submit(values)
    }
}

extension SchemaForm {
    /// A group's or rows' value, as FormKit holds it.
    static func value(of container: any FieldContainer, includingHidden: Bool) -> JSONValue? {
        switch container {
        case let group as FieldGroup: group.jsonValue(includingHidden: includingHidden)
        case let rows as RepeatingRows: rows.jsonValue(includingHidden: includingHidden)
        case let alternatives as FieldAlternatives: alternatives.jsonValue(includingHidden: includingHidden)
        default: nil
        }
    }

    /// The schema a container's value is sent by: the picked branch's for alternatives.
    static func wireSchema(of container: any FieldContainer, _ schema: Schema) -> Schema {
        guard let alternatives = container as? FieldAlternatives, let index = alternatives.selectedIndex,
              let branches = SchemaForm.alternatives(of: schema), branches.indices.contains(index) else { return schema }
        return branches[index]
    }

    /// Whether a field's value is left out of the output: `null`, blank text, no choice.
    static func isOmitted(_ value: JSONValue, of field: FormField) -> Bool {
        if value.isNull { return true }
        if field is SchemaValueItem { return false }
        return field.formValue.isEmpty
    }

    static func set(_ value: JSONValue, atKey key: String, in object: inout JSONObject) {
        guard let tokens = JSONPointer.tokens("/" + key), let first = tokens.first else { return }
        if tokens.count == 1 {
            object[first] = value
            return
        }
        var inner = object[first]?.objectValue ?? JSONObject()
        set(value, atKey: tokens.dropFirst().map(JSONPointer.escape).joined(separator: "/"), in: &inner)
        object[first] = .object(inner)
    }
}


extension SchemaForm {
    /// The item at `path` in `manager`, or `nil`.
    static func item(at path: FormPath, in manager: AdapterManager) -> Item? {
        let sections = manager.sections
        guard sections.indices.contains(path.section), sections[path.section].itemBunches.indices.contains(path.bunch) else { return nil }
        let items = sections[path.section].itemBunches[path.bunch].items
        return items.indices.contains(path.item) ? items[path.item] : nil
    }

    /// The title of the field whose value is at `pointer` (inside a group or rows), or `""`.
    static func titleOfItem(at pointer: String, in manager: AdapterManager) -> String {
        for section in manager.sections {
            for bunch in section.itemBunches {
                for item in bunch.items where item.valuePointer == pointer {
                    if let field = item as? FormField { return field.title }
                }
            }
        }
        return ""
    }

    /// A group's or rows' value as the form sends it: the rows of a tuple's fixed positions left
    /// empty at the end are not sent, nor an empty array that is not required.
    static func wireValue(_ value: JSONValue, schema: Schema, isRequired: Bool) -> JSONValue? {
        switch value {
        case .object(let object):
            let required = Set(schema.shownRequiredNames)
            var sent = JSONObject()
            for (key, member) in object {
                guard let property = propertySchema(key, of: schema) else {
                    sent[key] = member
                    continue
                }
                if let value = wireValue(member, schema: property, isRequired: required.contains(key)) { sent[key] = value }
            }
            return .object(sent)
        case .array(let elements):
            guard let shape = rowsShape(of: schema) else { return value }
            var sent = elements.enumerated().map { index, element in
                shape.schema(at: index).flatMap { wireValue(element, schema: $0, isRequired: true) } ?? element
            }
            let minimum = SchemaShapeBuilder.itemCount(schema.rule("minItems")) ?? 0
            while sent.count > minimum, sent.count <= shape.prefix.count, sent.last.map(isLeftEmpty) == true { sent.removeLast() }
            if sent.isEmpty, !isRequired { return nil }
            return .array(sent)
        default:
            return value
        }
    }

    /// A value set on a group or rows as the form holds it: a tuple's fixed positions are always
    /// there (missing ones empty).
    static func formValue(_ value: JSONValue, schema: Schema) -> JSONValue {
        switch value {
        case .object(let object):
            var held = JSONObject()
            for (key, member) in object { held[key] = propertySchema(key, of: schema).map { formValue(member, schema: $0) } ?? member }
            return .object(held)
        case .array(let elements):
            guard let shape = rowsShape(of: schema) else { return value }
            var held = elements.enumerated().map { index, element in shape.schema(at: index).map { formValue(element, schema: $0) } ?? element }
            while held.count < shape.prefix.count { held.append(.null) }
            return .array(held)
        default:
            return value
        }
    }

    /// The schema of the property `name` of an object schema (through `$ref`).
    static func propertySchema(_ name: String, of schema: Schema) -> Schema? {
        schema.shownProperty(name)
    }

    /// Whether a row's value stands for nothing filled in: `null`, `""`, `{}`.
    static func isLeftEmpty(_ value: JSONValue) -> Bool {
        value.isNull || value.stringValue == "" || value.objectValue?.isEmpty == true
    }
}

extension JSONValue {
    var isObject: Bool { objectValue != nil }
}

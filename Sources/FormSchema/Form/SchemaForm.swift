import Foundation
import FormKit
import ListKit

/// A form a server described: a document and an optional UI schema, imported into an
/// ``FormKit/AdapterManager`` of FormKit's built-in items, with validators and declarative
/// conditions; plain JSON values in and out, shaped as the document describes.
///
/// ```swift
/// let document = try SchemaDocument(parsing: schemaText)
/// let form = try SchemaForm(document: document, uiSchema: uiSchema, adapter: adapter)
/// try form.setValues(["name": "Ada", "address": ["zip": "10115"]])
/// let sent = try form.submit()       // the value to send, or errors by JSON Pointer
/// ```
///
/// **How properties become items.** `string` → ``FormKit/TextItem`` (widget `textarea` →
/// ``FormKit/LongTextItem``, `password` → a secure field); formats `date`, `time`, `date-time` →
/// ``FormKit/DateTimeItem`` in UTC; `integer` → a ``FormKit/StepperItem`` when it has both bounds
/// (or the `stepper` widget), otherwise a whole-number ``FormKit/NumberItem``; `number` →
/// ``FormKit/NumberItem``; `boolean` → ``FormKit/BoolItem``; an `enum` or a `oneOf` of `const`s →
/// a segmented choice for up to three options, a picker for more (widgets `radio`, `picker`); an
/// `array` whose `items` are such options → a multiple choice; an `object` with `properties` at
/// the root → a section of its own. Anything else is a read-only ``SchemaValueItem``; an unknown
/// type, format, widget or UI element is a placeholder row with a diagnostic naming its pointer.
///
/// **Values.** ``values`` is the document-shaped object the form sends: hidden fields and empty
/// optional fields (`null`, blank text, no choice) are left out. Each item's validators run the
/// same ``SchemaRule`` code as the headless validator, and ``submit()`` runs the headless
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

    /// A row of the form and the property it edits.
    public struct Field {
        /// The control it was built from.
        public let control: SchemaLayout.Control
        /// The item.
        public let item: Item
        /// Whether the item is a placeholder.
        public let isPlaceholder: Bool

        /// The key: the property's path (see ``SchemaLayout/Control/key``); empty for a placeholder
        /// of a UI element that names no property.
        public var key: String { control.key }
    }

    /// Imports a document into a new form on `adapter`.
    /// - Parameters:
    ///   - uiSchema: a JSON Forms–shaped UI schema; `nil` shows every property in document order.
    /// - Throws: ``SchemaLayoutError`` for a root that is no object schema or a UI schema it
    ///   cannot read.
    /// - Complexity: O(*n*) in the number of properties.
    public init(document: SchemaDocument, uiSchema: JSONValue? = nil, adapter: ListAdapter) throws(SchemaLayoutError) {
        self.document = document
        layout = try SchemaLayout(document: document, uiSchema: uiSchema)
        manager = AdapterManager(adapter: adapter)
        var diagnostics = layout.diagnostics
        var fields: [Field] = []
        for group in layout.groups {
            let section = Section(header: group.label)
            let bunch = ItemBunch()
            for control in group.controls {
                let (item, problem) = Self.makeItem(for: control)
                if let problem, control.problem == nil {
                    diagnostics.append(SchemaFormDiagnostic(pointer: problem.pointer, message: problem.message + ": shown as a placeholder row"))
                }
                if let condition = control.hiddenWhen { item.hidden(when: condition) }
                if let condition = control.disabledWhen { item.disabled(when: condition) }
                bunch.addItem(item)
                fields.append(Field(control: control, item: item, isPlaceholder: problem != nil || control.problem != nil))
            }
            section.addItemBunch(bunch)
            if let condition = group.hiddenWhen { section.hidden(when: condition) }
            if let condition = group.disabledWhen { section.disabled(when: condition) }
            manager.addSection(section)
        }
        self.fields = fields
        self.diagnostics = diagnostics
        manager.reload()
    }

    // MARK: - Values

    /// The document-shaped value the form sends: the fields shown, empty optional fields left out.
    /// - Complexity: O(*n*) in the number of fields.
    public var values: JSONObject { values(includingHidden: false) }

    /// The document-shaped value of the fields, like ``values``.
    /// - Parameter includingHidden: also the fields hidden by a rule.
    public func values(includingHidden: Bool) -> JSONObject {
        var object = JSONObject()
        for field in fields where !field.key.isEmpty {
            if !includingHidden, field.item.isEffectivelyHidden { continue }
            guard let formField = field.item as? FormField, let value = formField.jsonValue,
                  !Self.isOmitted(value, of: formField) else { continue }
            Self.set(value, atKey: field.key, in: &object)
        }
        return object
    }

    /// The keys of the fields shown, in order.
    public var visibleKeys: [String] {
        fields.filter { !$0.key.isEmpty && !$0.item.isEffectivelyHidden }.map(\.key)
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

    /// Sets the fields from a document-shaped object, all or nothing, in one batch.
    /// - Throws: ``FormKit/ValuesError`` naming by JSON Pointer each member no field shows (an
    ///   unknown key, or one the UI schema leaves out) and each value of the wrong type or refused
    ///   by its item; nothing is set then.
    public func setValues(_ object: JSONObject) throws(ValuesError) {
        var flat = JSONObject()
        var problems: [Problem] = []
        let keys = Set(fields.map(\.key))
        func walk(_ object: JSONObject, prefix: String) {
            for (name, value) in object {
                let key = prefix.isEmpty ? JSONPointer.escape(name) : prefix + "/" + JSONPointer.escape(name)
                if keys.contains(key) {
                    flat[key] = value
                } else if prefix.isEmpty, let inner = value.objectValue, keys.contains(where: { $0.hasPrefix(key + "/") }) {
                    walk(inner, prefix: key)
                } else if prefix.isEmpty, !value.isObject, keys.contains(where: { $0.hasPrefix(key + "/") }) {
                    problems.append(.init(pointer: "/" + key, message: "expected an object, got \(SchemaError.article(value.typeName))"))
                } else {
                    problems.append(.init(pointer: "/" + key, message: "no field of the form has this property"))
                }
            }
        }
        walk(object, prefix: "")
        if !problems.isEmpty { throw ValuesError(problems: problems) }
        do {
            try manager.setValues(flat)
        } catch {
            // The form's keys are the properties' paths, already written as pointers.
            problems += error.problems.map { Problem(pointer: "/" + $0.key, message: $0.message) }
        }
        if !problems.isEmpty { throw ValuesError(problems: problems) }
    }

    // MARK: - Submitting

    /// Submits the form as a server would check it: FormKit's ``FormKit/AdapterManager/submit(_:)``
    /// (every shown field validated, rows showing their errors), then the headless validator on
    /// the value the form would send, so client and server agree.
    /// - Parameter values: a document-shaped object to set first (as ``setValues(_:)``), or `nil`
    ///   (the default) to submit the form as it is.
    /// - Returns: the document-shaped value to send (``values``).
    /// - Throws: ``FormKit/SubmissionError``: refused values, or every failed check — the
    ///   document's first, then the fields' that the document does not report — each once, by
    ///   JSON Pointer (``FormKit/ValidationError/pointer``) and keyword
    ///   (``FormKit/ValidationError/validator``).
    /// - Complexity: O(*n*) in the number of fields, plus the validators.
    @discardableResult
    public func submit(_ values: JSONObject? = nil) throws(SubmissionError) -> JSONObject {
        if let values {
            do { try setValues(values) } catch { throw .refused(error) }
        }
        var itemErrors: [ValidationError] = []
        do { _ = try manager.submit() } catch { itemErrors = error.errors }
        let value = self.values
        let titles = Dictionary(fields.map { ($0.key, ($0.item as? FormField)?.title ?? "") }, uniquingKeysWith: { first, _ in first })
        var errors = document.validate(.object(value)).map { error in
            let key = JSONPointer.tokens(error.instancePath).map { $0.map(JSONPointer.escape).joined(separator: "/") }
            return ValidationError(key: key, title: key.flatMap { titles[$0] } ?? "", validator: error.keyword,
                                   message: error.message, path: nil, pointer: error.instancePath)
        }
        var seen = Set(errors.map { [$0.pointer ?? "", $0.validator] })
        for error in itemErrors {
            let pointer = "/" + (error.key ?? "")
            guard seen.insert([pointer, error.validator]).inserted else { continue }
            errors.append(ValidationError(key: error.key, title: error.title, validator: error.validator,
                                          message: error.message, path: error.path, pointer: pointer))
        }
        guard errors.isEmpty else { throw .invalid(errors) }
        return value
    }
}

extension JSONValue {
    var isObject: Bool { objectValue != nil }
}

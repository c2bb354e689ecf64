import FormKit
import FormLocale
import Foundation

/// A schema form's origin, installed into its manager (``FormKit/AdapterManager/origin``): the
/// values nested as the document describes them, set from such an object, and the document's own
/// checks run on every submit — so a page, a terminal and a headless submit of the manager agree
/// with the headless validator.
///
/// It holds the document and the form's fields, never the manager (the manager holds it).
@MainActor
final class SchemaFormOrigin: FormOrigin {
    let document: SchemaDocument
    let fields: [SchemaForm.Field]
    let builder: SchemaShapeBuilder
    /// Members of the root a value set into the form brought that no field shows but the document
    /// declares as free keys (``rootTakesFreeKey(_:of:)``: a map's, such as Stripe's `metadata`
    /// members at the root): kept, unchanged, and sent back with the values, so resuming such a
    /// value loses nothing.
    private(set) var carried = JSONObject()

    init(document: SchemaDocument, fields: [SchemaForm.Field], builder: SchemaShapeBuilder) {
        self.document = document
        self.fields = fields
        self.builder = builder
    }

    func values(of manager: AdapterManager) -> JSONObject { values(includingHidden: false) }

    /// Sets the fields from a document-shaped object, all or nothing, in one batch.
    /// - Throws: ``FormKit/ValuesError`` naming by JSON Pointer each member no field shows (an
    ///   unknown key, or one the UI schema leaves out) and each value of the wrong type or refused
    ///   by its item; nothing is set then.
    func setValues(_ object: JSONObject, in manager: AdapterManager) throws(ValuesError) {
        var flat = JSONObject()
        var carriedNow = JSONObject()
        var problems: [Problem] = []
        let keys = Set(fields.filter { $0.control.kind == .field }.map(\.key))
        var containers: [String: SchemaForm.Field] = [:], firstFields: [String: FormField] = [:]
        for field in fields where field.container != nil && field.control.kind == .field && containers[field.key] == nil {
            containers[field.key] = field
        }
        // The properties the branches of the root's own oneOf/anyOf add: FormKit picks the branch.
        var mergedNames = Set<String>()
        for field in fields where field.control.kind == .alternatives {
            for branch in SchemaForm.mergedBranches(of: field.control.schema) ?? [] { mergedNames.formUnion(branch.shownProperties.map(\.name)) }
        }
        for field in fields.reversed() { if let item = field.item as? FormField { firstFields[field.key] = item } }
        func walk(_ object: JSONObject, prefix: String) {
            for (name, value) in object {
                let key = prefix.isEmpty ? JSONPointer.escape(name) : prefix + "/" + JSONPointer.escape(name)
                if let field = containers[key] {
                    let held = SchemaForm.formValue(value, schema: field.control.schema)
                    flat[key] = held
                    if let container = field.container { problems += container.problems(settingTo: held) }
                } else if keys.contains(key) {
                    flat[key] = value
                    if let field = firstFields[key] {
                        do throws(Problem) { try field.checkJSONValue(value) } catch {
                            problems.append(Problem(pointer: "/" + key, message: error.message))
                        }
                    }
                } else if prefix.isEmpty, let inner = value.objectValue, keys.contains(where: { $0.hasPrefix(key + "/") }) {
                    walk(inner, prefix: key)
                } else if prefix.isEmpty, !value.isObject, keys.contains(where: { $0.hasPrefix(key + "/") }) {
                    problems.append(.init(pointer: "/" + key, message: "expected an object, got \(SchemaError.article(value.typeName))"))
                } else if prefix.isEmpty, mergedNames.contains(name) {
                    flat[key] = value
                } else if prefix.isEmpty, Self.rootTakesFreeKey(name, of: document) {
                    carriedNow[name] = value
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
            // The form's keys are the properties' paths, already written as pointers; a problem
            // inside a group or rows has its pointer.
            problems += error.problems.map { keys.contains($0.key) ? Problem(pointer: "/" + $0.key, message: $0.message) : $0 }
        }
        if !problems.isEmpty { throw ValuesError(problems: problems) }
        for (name, value) in carriedNow { carried[name] = value }
    }

    /// Whether the root says a member `name` that is none of its properties may be there: a map's
    /// free key, through `additionalProperties` written as a schema (or `true`) or a
    /// `patternProperties` pattern that matches. A document that says nothing keeps refusing
    /// unknown keys by name.
    static func rootTakesFreeKey(_ name: String, of document: SchemaDocument) -> Bool {
        let root = document.root.resolved
        guard !root.properties.contains(where: { $0.name == name }), let object = root.json.objectValue else { return false }
        if let additional = object["additionalProperties"], additional.objectValue != nil || additional.boolValue == true { return true }
        for pattern in (object["patternProperties"]?.objectValue ?? [:]).keys {
            if (try? TextPattern(pattern))?.matches(name) == true { return true }
        }
        return false
    }

    /// The document-shaped value of the fields, like ``values``.
    /// - Parameter includingHidden: also the fields hidden by a rule.
    func values(includingHidden: Bool) -> JSONObject {
        var object = JSONObject()
        for field in fields where !field.key.isEmpty && field.control.kind == .field {
            if let container = field.container {
                // Hidden containers and optional groups left wholly empty are left out.
                guard let value = SchemaForm.value(of: container, includingHidden: includingHidden),
                      let sent = SchemaForm.wireValue(value, schema: SchemaForm.wireSchema(of: container, field.control.schema),
                                                      isRequired: field.control.isRequired) else { continue }
                SchemaForm.set(sent, atKey: field.key, in: &object)
                continue
            }
            if !includingHidden, field.item.isEffectivelyHidden { continue }
            guard let formField = field.item as? FormField else { continue }
            // A switch or stepper nobody set, whose property has no default, was never chosen.
            if !formField.isTouched, SchemaForm.waitsToBeSet(field.item, field.control) { continue }
            if let value = formField.jsonValue, !SchemaForm.isOmitted(value, of: formField) {
                SchemaForm.set(value, atKey: field.key, in: &object)
            } else if field.control.isRequired, SchemaForm.isNullable(field.control.schema) || SchemaForm.nullableEntry(of: field.control.schema) != nil {
                // Left empty, a required property that may be null is sent as null.
                SchemaForm.set(.null, atKey: field.key, in: &object)
            }
        }
        for field in fields where field.control.kind == .alternatives {
            // The root's own oneOf/anyOf: the picked branch's members are the root's.
            guard let alternatives = field.container as? FieldAlternatives, let index = alternatives.selectedIndex,
                  let value = alternatives.jsonValue(includingHidden: includingHidden),
                  let branches = SchemaForm.mergedBranches(of: field.control.schema), branches.indices.contains(index),
                  let sent = SchemaForm.wireValue(value, schema: branches[index], isRequired: true)?.objectValue else { continue }
            for (name, member) in sent where !object.contains(key: name) { object[name] = member }
        }
        for (name, value) in carried where !object.contains(key: name) { object[name] = value }
        return object
    }

    /// The document's errors first (the headless validator on the value the form sends), then the
    /// fields' that the document does not report — each once, by JSON Pointer and keyword.
    func submissionErrors(fieldErrors: [ValidationError], values: JSONObject, in manager: AdapterManager) -> [ValidationError] {
        let titles = Dictionary(fields.map { ($0.key, ($0.item as? FormField)?.title ?? "") }, uniquingKeysWith: { first, _ in first })
        let keys = Set(titles.keys)
        var errors = document.validate(.object(values)).map { error in
            let key = JSONPointer.tokens(error.instancePath).map { $0.map(JSONPointer.escape).joined(separator: "/") }
            return ValidationError(key: key, title: key.flatMap { titles[$0] } ?? SchemaForm.titleOfItem(at: error.instancePath, in: manager), validator: error.keyword,
                                   message: error.message, path: nil, pointer: error.instancePath,
                                   localized: error.localizedMessage.map { LocalizedMessage("schema.field", ["message": .message($0)]) })
        }
        var seen = Set(errors.map { [$0.pointer ?? "", $0.validator] })
        // The rows' own count and uniqueness checks are the document's minItems, maxItems, uniqueItems.
        for error in errors where ["minItems", "maxItems", "uniqueItems"].contains(error.validator) { seen.insert([error.pointer ?? "", "rows"]) }
        for error in fieldErrors {
            // A top-level field's key is its property's path; a field in a group or rows has its pointer.
            let mirrored = error.path.flatMap { SchemaForm.item(at: $0, in: manager) }.flatMap { builder.mirrorKeys[ObjectIdentifier($0)] }
            let pointer = mirrored.map { "/" + $0 } ?? error.key.flatMap { keys.contains($0) ? "/" + $0 : nil } ?? error.pointer ?? "/" + (error.key ?? "")
            guard seen.insert([pointer, error.validator]).inserted else { continue }
            errors.append(error.moved(to: error.path, pointer: pointer))
        }
        return errors
    }
}

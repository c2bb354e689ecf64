import Foundation
import FormKit

/// What a form shows and when, read from a document and an optional UI schema in the JSON Forms
/// shape — and no more: it builds no items, so a server can use it to leave hidden fields out of
/// a value exactly as the form does (``output(for:)``).
///
/// **UI schema.** `VerticalLayout` (also `HorizontalLayout`, laid out vertically) with `elements`;
/// `Group` with `label` and `elements` → a ``FormKit/Section`` (groups do not nest: a group's
/// layouts are flattened into it); `Control` with `scope` (`#/properties/name`, one level of
/// nesting: `#/properties/address/properties/zip`), `label`, and `options.widget` ∈ `text`,
/// `textarea`, `password`, `radio`, `toggle`, `stepper`, `picker`; `rule` on a control or a
/// group: `effect` ∈ `SHOW`, `HIDE`, `ENABLE`, `DISABLE`, `condition` = `{scope, schema}`, where
/// the schema uses `const`, `enum`, `minimum`, `maximum`, `exclusiveMinimum`,
/// `exclusiveMaximum`, `minLength`, `maxLength` and `not`, several of them meaning all.
///
/// Without a UI schema every property of the root becomes a row in document order; an object
/// property with `properties` becomes a group of its own.
///
/// - Note: A condition reads values as FormKit's ``FormKit/Condition`` does: `minimum` and the
///   like hold only for numbers (JSON Schema would let any non-number pass), `minLength: 1` holds
///   for a value that is not empty (`null`, `""` and `[]` are empty), other lengths only for
///   strings (counted in code points, as JSON Schema counts them), and `const` on a
///   multiple-choice field holds when the choice includes the value.
public struct SchemaLayout: Sendable {
    /// One row: a property, how to edit it, and its rules.
    public struct Control: Sendable {
        /// The key of the row's item: the property's path from the root, tokens escaped as in a
        /// JSON Pointer and joined by `/` (`name`, `address/zip`).
        public let key: String
        /// The property's schema.
        public let schema: Schema
        /// Whether the property's object lists it in `required`.
        public let isRequired: Bool
        /// The title the row shows: the control's `label`, else the schema's `title`, else the
        /// property's name.
        public let title: String
        /// `options.widget`, when given.
        public let widget: String?
        /// Where the control is in the UI schema (`uischema:/elements/0`), or the property's
        /// pointer without a UI schema.
        public let origin: String
        /// Hides the row when it holds.
        public let hiddenWhen: Condition?
        /// Disables the row when it holds.
        public let disabledWhen: Condition?
        /// Why the layout makes the row a placeholder (an unknown element, widget or scope), or
        /// `nil`.
        public var problem: String? = nil
    }

    /// A run of rows: a `Group` (with its label), or the rows between groups.
    public struct Group: Sendable {
        /// The group's label, shown as its section's header.
        public let label: String?
        /// The rows, in order.
        public let controls: [Control]
        /// Hides the group when it holds.
        public let hiddenWhen: Condition?
        /// Disables the group when it holds.
        public let disabledWhen: Condition?
    }

    /// The groups, in order.
    public let groups: [Group]
    /// What the layout noticed and handled.
    public let diagnostics: [SchemaFormDiagnostic]

    /// Every control, in order.
    public var controls: [Control] { groups.flatMap(\.controls) }

    /// Reads the layout of `document`, from `uiSchema` when given.
    /// - Throws: ``SchemaLayoutError`` for a root that is no object schema, a UI schema that is
    ///   not a layout, or a rule it cannot read.
    /// - Complexity: O(*n*) in the number of properties and UI elements.
    public init(document: SchemaDocument, uiSchema: JSONValue? = nil) throws(SchemaLayoutError) {
        var reader = LayoutReader(document: document)
        if let uiSchema {
            try reader.readRoot(uiSchema)
        } else {
            reader.readDefault()
        }
        guard reader.errors.isEmpty else { throw SchemaLayoutError(errors: reader.errors) }
        groups = reader.groups
        diagnostics = reader.diagnostics
    }

    /// The value at `key` (a control's key) inside a document-shaped object.
    public static func value(atKey key: String, in object: JSONObject) -> JSONValue? {
        guard let tokens = JSONPointer.tokens("/" + key), let first = tokens.first else { return nil }
        var current = object[first]
        for token in tokens.dropFirst() { current = current?[token] }
        return current
    }

    /// Whether the control with `key` is shown for `values` (a document-shaped object): neither
    /// its rule nor its group's hides it.
    public func isShown(_ control: Control, in group: Group, values: JSONObject) -> Bool {
        let read: (String) -> JSONValue? = { Self.value(atKey: $0, in: values) }
        if let condition = group.hiddenWhen, condition.evaluate(read) { return false }
        if let condition = control.hiddenWhen, condition.evaluate(read) { return false }
        return true
    }

    /// The keys of the controls shown for `values`, in order.
    /// - Complexity: O(*n*) in the number of controls, times their conditions.
    public func visibleKeys(for values: JSONObject) -> [String] {
        groups.flatMap { group in group.controls.filter { isShown($0, in: group, values: values) }.map(\.key) }
    }

    /// `values` without the members of controls that are hidden for them — what the form sends.
    /// Members no control shows are kept.
    /// - Complexity: O(*n*) in the number of controls, times their conditions.
    public func output(for values: JSONObject) -> JSONObject {
        var output = values
        for group in groups {
            for control in group.controls where !isShown(control, in: group, values: values) {
                Self.remove(key: control.key, from: &output)
            }
        }
        return output
    }

    static func remove(key: String, from object: inout JSONObject) {
        guard let tokens = JSONPointer.tokens("/" + key), let first = tokens.first else { return }
        if tokens.count == 1 {
            object[first] = nil
            return
        }
        guard var inner = object[first]?.objectValue else { return }
        remove(key: tokens.dropFirst().map(JSONPointer.escape).joined(separator: "/"), from: &inner)
        object[first] = .object(inner)
    }
}

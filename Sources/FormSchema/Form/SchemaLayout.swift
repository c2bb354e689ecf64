import Foundation
import FormKit

/// What a form shows and when, read from a document and an optional UI schema — JSON Forms' or
/// rjsf's, told apart by their shape — and no more: it builds no items, so a server can use it to
/// leave hidden fields out of a value exactly as the form does (``output(for:)``).
///
/// **JSON Forms UI schema** (an object with a `type`). `VerticalLayout` (also `HorizontalLayout`,
/// laid out vertically) with `elements`; `Group` with `label` and `elements` → a
/// `FormKit/Section` (groups do not nest: a group's layouts are flattened into it);
/// `Categorization` of `Category`s (each with `label` and `elements`) → **one
/// `FormKit/FormStep` per category**, its groups the step's sections (a category's `rule` hides
/// the step); `Label` with `text` → a label row; `Control` with `scope` (`#/properties/name`, one
/// level of nesting: `#/properties/address/properties/zip`), `label`, and `options.widget` ∈
/// `text`, `textarea`, `password`, `radio`, `toggle`, `stepper`, `picker`. A control of an object
/// is a `FormKit/FieldGroup`; of an array, `FormKit/RepeatingRows` whose rows follow
/// `options.detail` (a layout scoped to one element, `#/properties/street`) and take
/// `options.showSortButtons`, `disableAdd`, `disableRemove` and `elementLabelProp`. `rule` on a
/// control, a layout or group at any depth (what it holds inherits it, with its own rules) or a
/// category: `effect` ∈ `SHOW`, `HIDE`, `ENABLE`, `DISABLE`, `condition` = `{scope, schema}` or an
/// `OR` / `AND` of conditions (`{"type": "OR", "conditions": […]}`), where the schema uses `const`, `enum`, `minimum`, `maximum`,
/// `exclusiveMinimum`, `exclusiveMaximum`, `minLength`, `maxLength` and `not`, several of them
/// meaning all.
///
/// **A control shown twice** for one scope is one field shown twice: both rows edit one value
/// (typing in either shows in both), validate alike, and send it once — no copy is dropped. An
/// object or array shown twice is shown once, at its first control, with a diagnostic.
///
/// **rjsf uiSchema** (an object of `ui:` keys and property names): `ui:order` (with `*`),
/// `ui:widget`, `ui:title`, `ui:description`, `ui:help`, `ui:placeholder`, `ui:readonly`,
/// `ui:disabled`, `ui:autocomplete`, `ui:enumNames`, `ui:enumOrder`, and `ui:options` (the same
/// keys, and `addable`, `removable`, `orderable`, `copyable`, `inputType`, `rows`), nested per property as rjsf nests them
/// (`{"address": {"street": {…}}}`, `{"tags": {"items": {…}, "ui:options": {…}}}`). A widget
/// rjsf has and this library does not (`color`, `file`, `alt-date`) falls back to the default
/// row for the type, with a diagnostic.
///
/// Without a UI schema every property of the root becomes a row in document order; an object
/// property with `properties` becomes a section of its own holding its `FormKit/FieldGroup`.
///
/// - Note: A condition reads values as FormKit's `FormKit/Condition` does: `minimum` and the
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
        public internal(set) var schema: Schema
        /// Whether the property's object lists it in `required`.
        public let isRequired: Bool
        /// The title the row shows: the control's `label`, else the schema's `title`, else the
        /// property's name.
        public internal(set) var title: String
        /// `options.widget`, when given.
        public internal(set) var widget: String?
        /// The control's `i18n` key (JSON Forms), else the schema's, else the property's path
        /// joined by dots (`address.street`), as JSON Forms derives it: its title shows the
        /// translation of `KEY.label`, its description `KEY.description`, and an error of a keyword
        /// `KEY.error.KEYWORD` when the form's catalogs have them (see FormLocale's
        /// `MessageCatalogs.adding(translations:)`).
        public var i18nKey: String {
            if let i18n, !i18n.isEmpty { return i18n }
            if let own = schema.json.objectValue?["i18n"]?.stringValue, !own.isEmpty { return own }
            return (JSONPointer.tokens("/" + key) ?? [key]).joined(separator: ".")
        }
        /// The UI schema's `i18n` key for the control, when it gives one.
        public internal(set) var i18n: String?
        /// Where the control is in the UI schema (`uischema:/elements/0`), or the property's
        /// pointer without a UI schema.
        public let origin: String
        /// Hides the row when it holds.
        public internal(set) var hiddenWhen: Condition?
        /// Disables the row when it holds.
        public internal(set) var disabledWhen: Condition?
        /// Why the layout makes the row a placeholder (an unknown element, widget or scope), or
        /// `nil`.
        public var problem: String? = nil
        /// What the row is: a field (a property) or a label.
        public var kind: Kind = .field
        /// The UI schema's hints for the row beyond its widget.
        public var hints = SchemaUIHints()
        /// The UI schema for what is inside the property — the rows of an array or the fields of an
        /// object: JSON Forms' `options.detail` layout, or rjsf's nested uiSchema object; `nil`
        /// for the default layout.
        public var detail: SchemaUIDetail? = nil

        /// Whether a group shows its own title line (not when it fills a section headed by it).
        var showsTitle = true
        /// Whether the row is an array's element: sent even when empty, so its rules always apply.
        var isElement = false
        /// Whether the property is one only the object's conditions add (shown while one holds).
        var isConditional = false
        /// Whether the property's `oneOf`/`anyOf` pairs its schema with `{"type": "null"}` (OpenAPI
        /// 3.1's nullable): ``schema`` is the other entry, and empty is `null`.
        var allowsNull = false

        /// What a row of the layout is.
        public enum Kind: Sendable, Hashable {
            /// A property's field (or group, or rows).
            case field
            /// A JSON Forms `Label`: text, no value.
            case label
            /// The `oneOf` (or `anyOf`) of the object the control's schema is: alternatives whose
            /// picked branch's properties are members of that object (the control's key is
            /// empty; see `SchemaForm/mergedBranches(of:)`).
            case alternatives
        }

        /// The lines shown under the row: the schema's (or the UI schema's) description, then
        /// the help.
        public var notes: [String] {
            [hints.description ?? schema.resolved.description, hints.help].compactMap { $0 }.filter { !$0.isEmpty }
        }
    }

    /// One step of a JSON Forms `Categorization`: a `Category` shown as a `FormKit/FormStep`.
    public struct Step: Sendable {
        /// The category's `label`.
        public let label: String
        /// The catalog key of the label: the category's `i18n` key with `.label`, else the label
        /// itself (as JSON Forms keys a layout's label).
        public var i18nKey: String = ""
        /// The indexes of its groups in ``SchemaLayout/groups``.
        public let groupIndexes: Range<Int>
        /// Hides the step when it holds.
        public let hiddenWhen: Condition?
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
        /// The index of the step (in ``SchemaLayout/steps``) the group is on, or `nil`.
        public var stepIndex: Int? = nil
    }

    /// The groups, in order.
    public let groups: [Group]
    /// The steps of a `Categorization`, in order; empty for a form of one page.
    public let steps: [Step]
    /// Which UI schema the layout was read from.
    public let dialect: SchemaUIDialect
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
            dialect = SchemaUIDialect(of: uiSchema)
            if dialect == .rjsf { reader.readRJSF(uiSchema) } else { try reader.readRoot(uiSchema) }
        } else {
            dialect = .none
            reader.readDefault()
        }
        guard reader.errors.isEmpty else { throw SchemaLayoutError(errors: reader.errors) }
        groups = reader.groups
        steps = reader.steps
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
        if let index = group.stepIndex, steps.indices.contains(index), let condition = steps[index].hiddenWhen, condition.evaluate(read) {
            return false
        }
        if let condition = group.hiddenWhen, condition.evaluate(read) { return false }
        if let condition = control.hiddenWhen, condition.evaluate(read) { return false }
        return true
    }

    /// The keys of the controls shown for `values`, in order.
    /// - Complexity: O(*n*) in the number of controls, times their conditions.
    public func visibleKeys(for values: JSONObject) -> [String] {
        groups.flatMap { group in group.controls.filter { $0.kind == .field && isShown($0, in: group, values: values) }.map(\.key) }
    }

    /// `values` without the members of controls that are hidden for them — what the form sends.
    /// Members no control shows are kept; a property shown twice is kept while either control
    /// shows it.
    /// - Complexity: O(*n*) in the number of controls, times their conditions.
    public func output(for values: JSONObject) -> JSONObject {
        var output = values
        let shown = Set(visibleKeys(for: values))
        for group in groups {
            for control in group.controls where control.kind == .field && !shown.contains(control.key) {
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

import Foundation
import FormKit

/// What a UI schema says about a row beyond its widget: rjsf's `ui:` keys and `ui:options`, and
/// JSON Forms' array options. `nil` means "not said": the form's default holds, and an export
/// writes nothing.
public struct SchemaUIHints: Sendable, Hashable {
    /// `ui:description`: shown under the row instead of the schema's `description`.
    public var description: String?
    /// `ui:help`: shown under the row, after the description.
    public var help: String?
    /// `ui:placeholder`: the text an empty field shows.
    public var placeholder: String?
    /// `ui:readonly` or `ui:disabled`: the row cannot be edited (its value is still sent).
    public var isReadOnly: Bool?
    /// `ui:autocomplete`: kept for an export; a text row has no autocomplete here.
    public var autocomplete: String?
    /// `ui:options.inputType` (`tel`, `email` …): kept for an export.
    public var inputType: String?
    /// `ui:options.rows`: the lines a text area shows; kept for an export.
    public var rows: Int?
    /// Rows can be added: rjsf `addable`; JSON Forms `disableAdd` negated.
    public var addable: Bool?
    /// Rows can be deleted: rjsf `removable`; JSON Forms `disableRemove` negated.
    public var removable: Bool?
    /// Rows can be moved: rjsf `orderable`; JSON Forms `showSortButtons`.
    public var orderable: Bool?
    /// Rows can be duplicated: rjsf `copyable`.
    public var copyable: Bool?
    /// JSON Forms `elementLabelProp`: each row is titled by this property of its value.
    public var elementLabelProperty: String?
    /// rjsf `ui:enumNames`: the titles of an `enum`'s options, in the enum's order.
    public var enumNames: [String]?
    /// rjsf `ui:enumOrder`: the options' values in the order shown, `"*"` standing for the rest.
    public var enumOrder: [JSONValue]?
    /// rjsf `ui:enumDisabled`: the values of options shown but not offered.
    public var enumDisabled: [JSONValue]?

    /// No hints.
    public init() {}

    /// The hints kept but not acted on, as rjsf names them.
    var keptHints: [String] {
        [autocomplete.map { "ui:autocomplete \($0.debugDescription)" }, inputType.map { "ui:options.inputType \($0.debugDescription)" },
         rows.map { "ui:options.rows \($0)" }].compactMap { $0 }
    }
}

/// The UI schema of what is inside a property: the rows of an array, the fields of an object.
public enum SchemaUIDetail: Sendable, Hashable {
    /// JSON Forms: a layout whose scopes are relative to one element (`options.detail`).
    case jsonForms(JSONValue)
    /// rjsf: the property's nested uiSchema object (`{"street": {…}}`, `{"items": {…}}`).
    case rjsf(JSONObject)
}

/// Which UI schema a layout was read from.
public enum SchemaUIDialect: Sendable, Hashable {
    /// None: every property in document order.
    case none
    /// JSON Forms: an object with a `type` naming an element (`VerticalLayout`, `Categorization` …).
    case jsonForms
    /// rjsf: an object of `ui:` keys and property names.
    case rjsf

    /// The dialect of a UI schema, told by its shape: JSON Forms when its `type` is a string (an
    /// element type), rjsf otherwise.
    init(of uiSchema: JSONValue) {
        guard let object = uiSchema.objectValue else { self = .jsonForms; return }
        self = object["type"]?.stringValue != nil ? .jsonForms : .rjsf
    }
}

extension Schema {
    /// `properties` of the schema or, when it has none, of the schemas its `$ref`s name (a `$ref`
    /// with a `title` beside it shows the target's properties).
    ///
    /// The parts of an `allOf` add theirs (OpenAPI's composition: `allOf: [{$ref: Base}, {properties:
    /// …}]`), after the schema's own, a name shown once (the first schema that names it).
    var shownProperties: [(name: String, schema: Schema)] {
        let own = annotation { $0.properties.isEmpty ? nil : $0.properties } ?? []
        let parts = allOfParts
        guard !parts.isEmpty else { return own }
        var seen = Set(own.map(\.name))
        var merged = own
        for part in parts {
            for property in part.annotation({ $0.properties.isEmpty ? nil : $0.properties }) ?? [] where seen.insert(property.name).inserted {
                merged.append(property)
            }
        }
        return merged
    }
    /// The schema of the property `name`, looking through `$ref` and `allOf`.
    func shownProperty(_ name: String) -> Schema? {
        annotation { $0.property(name) } ?? allOfParts.lazy.compactMap { $0.annotation { $0.property(name) } }.first
    }
    /// `required` of the schema, its `$ref`s and its `allOf` parts.
    var shownRequiredNames: [String] {
        var names = requiredNames + resolved.requiredNames
        for part in allOfParts { names += part.requiredNames + part.resolved.requiredNames }
        return names
    }
    /// The parts of the schema's `allOf` (through `$ref`, nested `allOf`s flattened, at most 8
    /// deep), that are no condition (`if`) of their own.
    var allOfParts: [Schema] {
        var found: [Schema] = []
        func visit(_ schema: Schema, depth: Int) {
            guard depth < 8 else { return }
            for part in schema.annotation(\.allOf) ?? [] {
                found.append(part)
                visit(part, depth: depth + 1)
            }
        }
        visit(self, depth: 0)
        return found
    }
    /// `items`, looking through `$ref`.
    var shownItems: Schema? { annotation(\.items) }
    /// `prefixItems`, looking through `$ref`.
    var shownPrefixItems: [Schema]? { annotation(\.prefixItems) }
}

import FormJSON

/// One schema of a document, read and checked: its assertions as ``SchemaRule``s, its
/// subschemas, and the annotations a form shows. Immutable, so it is shared freely between
/// threads; a `$ref` is resolved once, and every schema that refers to the same target holds the
/// same instance.
public final class Schema: Sendable {
    /// Where the schema is in its document: a JSON Pointer.
    public let pointer: String
    /// `true` or `false` for a boolean schema (which accepts everything, or nothing); `nil` for an
    /// object schema.
    public let booleanValue: Bool?

    /// `type`, when given: the types a value may have.
    public let types: [SchemaType]?
    /// `type` names that are no JSON Schema type.
    public let unknownTypes: [String]
    /// `format`, when given (asserted or not).
    public let format: String?
    /// The assertions on the value itself and its members' presence, in document order.
    public let rules: [SchemaRule]

    /// `properties`, in document order.
    public let properties: [(name: String, schema: Schema)]
    /// `additionalProperties`: the schema of members `properties` does not name (`false` refuses
    /// them).
    public let additionalProperties: Schema?
    /// `items`: the schema of every element of an array past ``prefixItems`` (draft-07:
    /// `additionalItems` after a tuple `items: [...]`).
    public let items: Schema?
    /// `prefixItems` (draft-07: `items` given as an array): the schemas of the first elements of
    /// an array, one per position — a tuple; `nil` when not given.
    public let prefixItems: [Schema]?
    /// `oneOf`: a value satisfies exactly one of these.
    public let oneOf: [Schema]?
    /// `anyOf`: a value satisfies at least one of these.
    public let anyOf: [Schema]?
    /// `allOf`: a value satisfies every one of these.
    public let allOf: [Schema]?
    /// `if` with its `then` and `else`: when a value satisfies the condition it satisfies `then`,
    /// otherwise `else`; `nil` without an `if`.
    public let conditional: Conditional?
    /// `patternProperties`, in document order: the schema of members whose names match each
    /// pattern (ECMA-262). The form model reads them to show a map; ``SchemaValidator/init(root:)``
    /// does not enforce them (the document's compiled validator does).
    public let patternProperties: [(pattern: String, schema: Schema)]
    /// `propertyNames`: the schema every member's name satisfies (read by the form model, not
    /// enforced by ``SchemaValidator/init(root:)``).
    public let propertyNames: Schema?
    /// `dependentSchemas` (draft-07: `dependencies` written as schemas): when an object has the
    /// member, it satisfies the schema. In document order.
    public let dependentSchemas: [(name: String, schema: Schema)]

    /// `if`, `then`, `else`.
    public struct Conditional: Sendable {
        /// `if`.
        public let condition: Schema
        /// `then`, when given.
        public let then: Schema?
        /// `else`, when given.
        public let otherwise: Schema?

        /// Creates the triple.
        public init(condition: Schema, then: Schema?, otherwise: Schema?) {
            self.condition = condition
            self.then = then
            self.otherwise = otherwise
        }
    }
    /// `not`: a value does not satisfy this.
    public let not: Schema?
    /// The schema a `$ref` names; it applies beside this schema's own keywords.
    ///
    /// A `$ref` back to a schema that contains it through an array's elements (a tree of nodes
    /// whose `children` are nodes) is followed while the document's root is alive: the document
    /// holds its schemas, and such a reference holds its target weakly, so a recursive document
    /// is freed like any other.
    public var reference: Schema? { directReference ?? recursiveReference?.target }
    private let directReference: Schema?
    private let recursiveReference: SchemaLink?
    /// Whether the `$ref` leads back to a schema that contains this one (recursion): a form
    /// expands it one row at a time instead of all at once.
    public var isRecursiveReference: Bool { recursiveReference != nil }
    /// Whether the `$ref` leads back to a schema that contains this one through properties
    /// only, no array in between (a linked list: `next: {$ref: node}`): a form cannot expand it
    /// one row at a time, so it shows no group for it; the value is still validated.
    public var isRecursiveThroughPropertiesOnly: Bool { recursiveReference.map { !$0.passesThroughElements } ?? false }

    /// `title`.
    public let title: String?
    /// `description`.
    public let description: String?
    /// `default`.
    public let defaultValue: JSONValue?
    /// `examples`.
    public let examples: [JSONValue]
    /// `readOnly: true`.
    public let isReadOnly: Bool
    /// `deprecated: true`.
    public let isDeprecated: Bool
    /// The member of the document this schema was read from (its own JSON).
    public let json: JSONValue

    /// Names of `properties`, for look-up.
    private let propertyIndex: [String: Int]

    package init(pointer: String, booleanValue: Bool?, types: [SchemaType]?, unknownTypes: [String], format: String?,
         rules: [SchemaRule], properties: [(name: String, schema: Schema)], additionalProperties: Schema?, items: Schema?,
         oneOf: [Schema]?, not: Schema?, reference: Schema?, title: String?, description: String?, defaultValue: JSONValue?,
         examples: [JSONValue], isReadOnly: Bool, isDeprecated: Bool, json: JSONValue,
         prefixItems: [Schema]? = nil, recursiveReference: SchemaLink? = nil, anyOf: [Schema]? = nil, allOf: [Schema]? = nil,
         conditional: Conditional? = nil, dependentSchemas: [(name: String, schema: Schema)] = [],
         patternProperties: [(pattern: String, schema: Schema)] = [], propertyNames: Schema? = nil) {
        self.pointer = pointer
        self.booleanValue = booleanValue
        self.types = types
        self.unknownTypes = unknownTypes
        self.format = format
        self.rules = rules
        self.properties = properties
        self.additionalProperties = additionalProperties
        self.items = items
        self.prefixItems = prefixItems
        self.oneOf = oneOf
        self.anyOf = anyOf
        self.allOf = allOf
        self.conditional = conditional
        self.dependentSchemas = dependentSchemas
        self.patternProperties = patternProperties
        self.propertyNames = propertyNames
        self.not = not
        directReference = reference
        self.recursiveReference = recursiveReference
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.examples = examples
        self.isReadOnly = isReadOnly
        self.isDeprecated = isDeprecated
        self.json = json
        var index: [String: Int] = [:]
        for (position, property) in properties.enumerated() { index[property.name] = position }
        propertyIndex = index
    }

    /// The schema of the property `name`, when `properties` names it.
    /// - Complexity: O(1).
    public func property(_ name: String) -> Schema? {
        propertyIndex[name].map { properties[$0].schema }
    }

    /// This schema with its `$ref` chain followed: the schema itself when it has no keywords of
    /// its own beside `$ref`, the target otherwise; for reading annotations and shapes.
    public var resolved: Schema {
        var current = self
        while let target = current.reference, current.types == nil, current.rules.isEmpty, current.properties.isEmpty,
              current.items == nil, current.prefixItems == nil, current.oneOf == nil, current.anyOf == nil,
              current.allOf == nil, current.conditional == nil, current.dependentSchemas.isEmpty, current.title == nil {
            current = target
        }
        return current
    }

    /// The `required` names of this schema (and its reference).
    public var requiredNames: [String] {
        var names: [String] = []
        for case .required(let list) in rules { names += list }
        if let reference { names += reference.requiredNames.filter { !names.contains($0) } }
        return names
    }

    /// The first rule with `keyword`, looking through `$ref`.
    public func rule(_ keyword: String) -> SchemaRule? {
        rules.first { $0.keyword == keyword } ?? reference?.rule(keyword)
    }

    /// The effective `type` list, looking through `$ref`.
    public var effectiveTypes: [SchemaType]? { types ?? reference?.effectiveTypes }

    /// The effective value of an annotation, looking through `$ref`.
    package func annotation<T>(_ read: (Schema) -> T?) -> T? { read(self) ?? reference.flatMap { $0.annotation(read) } }
}

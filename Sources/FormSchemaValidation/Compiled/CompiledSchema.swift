import FormJSON

/// A document compiled for validation: every schema it can reach (its own and those of the
/// registry's documents it `$ref`s) as a node of a table, every `$ref` resolved to a node's
/// index once, when the document is read. Immutable and `Sendable`: one compiled document serves
/// every thread.
///
/// Validating a value walks the nodes that apply to each part of it: O(size of the value × the
/// keywords that apply). Evaluated properties and items (for `unevaluatedProperties` and
/// `unevaluatedItems`) are tracked only under a schema that has one of those keywords.
final class CompiledSchema: Sendable {
    /// The nodes; `root` is the document's root.
    let nodes: [CompiledNode]
    /// The root's index.
    let root: Int
    /// For each `$dynamicAnchor` name: the node of each resource that defines it, by resource.
    let dynamicAnchors: [String: [Int: Int]]
    /// How deeply a value may nest before validation stops with an error.
    let maximumInstanceDepth: Int

    init(nodes: [CompiledNode], root: Int, dynamicAnchors: [String: [Int: Int]], maximumInstanceDepth: Int) {
        self.nodes = nodes
        self.root = root
        self.dynamicAnchors = dynamicAnchors
        self.maximumInstanceDepth = maximumInstanceDepth
    }
}

/// One schema, compiled.
final class CompiledNode: Sendable {
    /// `true` or `false` for a boolean schema.
    let boolean: Bool?
    /// The keywords that apply, `unevaluated*` last.
    let keywords: [CompiledKeyword]
    /// The schema resource the node belongs to (its dynamic scope).
    let resource: Int
    /// Where the node is: a JSON Pointer into the document, or `uri#pointer` in a registry's.
    let location: String
    /// The node's absolute location: `base-uri#pointer-in-its-resource`.
    let absoluteLocation: String
    /// Whether the node has `unevaluatedProperties` or `unevaluatedItems`: it then tracks what its
    /// other keywords evaluate.
    let tracksEvaluation: Bool

    init(boolean: Bool?, keywords: [CompiledKeyword], resource: Int, location: String, absoluteLocation: String) {
        self.boolean = boolean
        self.keywords = keywords
        self.resource = resource
        self.location = location
        self.absoluteLocation = absoluteLocation
        tracksEvaluation = keywords.contains {
            switch $0 {
            case .unevaluatedProperties, .unevaluatedItems: true
            default: false
            }
        }
    }
}

/// One keyword of a compiled schema (applicators hold node indices).
enum CompiledKeyword: Sendable {
    /// An assertion on the value itself (type, enum, bounds, lengths, pattern, format …).
    case rule(SchemaRule)
    /// `required`.
    case required([String])
    /// `dependentRequired`, or draft-07's `dependencies` with arrays of names.
    case dependentRequired([(key: String, requires: [String])], keyword: String)
    /// `minProperties`.
    case minProperties(Int)
    /// `maxProperties`.
    case maxProperties(Int)
    /// `$ref`.
    case reference(Int)
    /// `$dynamicRef`: the node it names statically, and the anchor name to look up in the
    /// dynamic scope when the target is a `$dynamicAnchor` (`nil`: it behaves as `$ref`).
    case dynamicReference(Int, anchor: String?)
    /// `allOf`.
    case allOf([Int])
    /// `anyOf`.
    case anyOf([Int])
    /// `oneOf`; `constants` when every option is a `const` (for the message "must be one of …").
    case oneOf([Int], constants: [JSONValue]?)
    /// `not`.
    case not(Int)
    /// `if` with `then` and `else`.
    case conditional(if: Int, then: Int?, else: Int?)
    /// `properties`, `patternProperties` and `additionalProperties`, checked in one pass over the
    /// members.
    case members(properties: [String: Int], patterns: [(pattern: SchemaPattern, node: Int)], additional: Int?)
    /// `propertyNames`.
    case propertyNames(Int)
    /// `dependentSchemas`, or draft-07's `dependencies` with schemas.
    case dependentSchemas([(key: String, node: Int)], keyword: String)
    /// `prefixItems` and `items` (draft-07: `items` as an array and `additionalItems`, or `items`
    /// alone as `rest`).
    case elements(prefix: [Int], prefixKeyword: String, rest: Int?, restKeyword: String)
    /// `contains` with `minContains` and `maxContains`.
    case contains(Int, minimum: Int, maximum: Int?)
    /// `unevaluatedProperties`.
    case unevaluatedProperties(Int)
    /// `unevaluatedItems`.
    case unevaluatedItems(Int)
}

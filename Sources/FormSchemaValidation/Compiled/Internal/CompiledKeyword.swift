import FormJSON

/// One keyword of a compiled schema (applicators hold node indices).
indirect enum CompiledKeyword: Sendable {
    /// An assertion on the value itself (type, enum, bounds, lengths, pattern, format …), boxed
    /// so that applying it borrows the rule rather than copying its operands.
    case assertion(CompiledRule)
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
    case members(CompiledMembers)
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

extension CompiledKeyword {
    /// An assertion keyword.
    static func rule(_ rule: SchemaRule) -> CompiledKeyword { .assertion(CompiledRule(rule)) }
}

/// An assertion keyword, compiled: one object, so that a node's keywords hold a reference.
final class CompiledRule: Sendable {
    let rule: SchemaRule
    /// The rule's pattern and the most scalars it is matched against, for `pattern`.
    let pattern: SchemaPattern?
    let patternInputLimit: Int
    /// The rule's format, for `format`.
    let format: SchemaFormat?

    init(_ rule: SchemaRule) {
        self.rule = rule
        if case .pattern(let pattern, let limit) = rule {
            self.pattern = pattern
            patternInputLimit = limit
        } else {
            pattern = nil
            patternInputLimit = 0
        }
        if case .format(let format) = rule { self.format = format } else { format = nil }
    }
}

/// `properties` (by name, see ``PropertyTable``), `patternProperties` and
/// `additionalProperties`.
final class CompiledMembers: Sendable {
    let properties: PropertyTable
    let patterns: [(pattern: SchemaPattern, node: Int)]
    let additional: Int?

    init(properties: PropertyTable, patterns: [(pattern: SchemaPattern, node: Int)], additional: Int?) {
        self.properties = properties
        self.patterns = patterns
        self.additional = additional
    }
}

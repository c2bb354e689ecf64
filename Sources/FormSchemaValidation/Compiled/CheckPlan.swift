import FormJSON

/// A compiled schema laid out for ``CompiledCheck``: each node a plain record (no references, so
/// reading one costs no reference counting), its common assertions — `type`, `minLength`,
/// `maxLength`, `required` over the names of `properties` — decoded into numbers and bit masks,
/// and the rest kept as compiled keywords in side tables the nodes index.
final class CheckPlan: Sendable {
    /// One node, decoded.
    struct Node {
        /// -1: a schema object; 0 or 1: the boolean schema `false` or `true`.
        var boolean: Int8 = -1
        /// The cases of ``JSONValue`` the `type` keyword admits, as ``typeBit(_:)`` bits.
        var types: UInt8 = 0xFF
        /// `type` admits integers but not numbers: a `.number` or `.decimal` must be whole.
        var wholeOnly = false
        /// `minLength` (0 when absent) and `maxLength` (`Int.max` when absent), in scalars.
        var minLength = 0
        var maxLength = Int.max
        /// The other assertions: `rules[ruleStart ..< ruleEnd]`.
        var ruleStart: Int32 = 0
        var ruleEnd: Int32 = 0
        /// `required` names that are no `properties` name: `names[nameStart ..< nameEnd]`.
        var nameStart: Int32 = 0
        var nameEnd: Int32 = 0
        /// `properties`/`patternProperties`/`additionalProperties`: `members[membersIndex]`, or -1.
        var membersIndex: Int32 = -1
        /// The `properties` positions (in its ``PropertyTable``) that `required` names.
        var requiredPositions: UInt64 = 0
        /// The applicators and the remaining keywords: `keywords[keywordStart ..< keywordEnd]`.
        var keywordStart: Int32 = 0
        var keywordEnd: Int32 = 0
    }

    let nodes: [Node]
    let rules: [Unmanaged<CompiledRule>]
    let names: [String]
    let members: [Unmanaged<CompiledMembers>]
    let keywords: [CompiledKeyword]
    /// Keeps what `rules` and `members` point to alive.
    private let owners: [CompiledNode]

    /// The bit of `value`'s case in ``Node/types``.
    @inline(__always)
    static func typeBit(_ value: JSONValue) -> UInt8 {
        switch value {
        case .null: 1
        case .bool: 2
        case .integer: 4
        case .number: 8
        case .decimal: 16
        case .string: 32
        case .array: 64
        case .object: 128
        }
    }

    init(nodes compiled: [CompiledNode]) {
        var nodes: [Node] = [], rules: [Unmanaged<CompiledRule>] = [], names: [String] = []
        var members: [Unmanaged<CompiledMembers>] = [], keywords: [CompiledKeyword] = []
        nodes.reserveCapacity(compiled.count)
        for source in compiled {
            var node = Node()
            if let flag = source.boolean {
                node.boolean = flag ? 1 : 0
                nodes.append(node)
                continue
            }
            node.ruleStart = Int32(rules.count)
            node.keywordStart = Int32(keywords.count)
            let table: PropertyTable? = source.keywords.lazy.compactMap {
                if case .members(let members) = $0 { return members.properties } else { return nil }
            }.first
            for keyword in source.keywords {
                switch keyword {
                case .assertion(let compiled):
                    switch compiled.rule {
                    case .type(let types, _):
                        node.types = types.reduce(0) { mask, type in
                            switch type {
                            case .null: mask | 1
                            case .boolean: mask | 2
                            case .integer: mask | 4 | 8 | 16
                            case .number: mask | 4 | 8 | 16
                            case .string: mask | 32
                            case .array: mask | 64
                            case .object: mask | 128
                            }
                        }
                        node.wholeOnly = types.contains(.integer) && !types.contains(.number)
                    case .minLength(let limit):
                        node.minLength = max(node.minLength, limit)
                    case .maxLength(let limit):
                        node.maxLength = min(node.maxLength, limit)
                    default:
                        rules.append(Unmanaged.passUnretained(compiled))
                    }
                case .required(let required):
                    var rest: [String] = []
                    for name in required {
                        if let table, let position = table.position(for: name), position < 64 {
                            node.requiredPositions |= 1 << UInt64(position)
                        } else {
                            rest.append(name)
                        }
                    }
                    node.nameStart = Int32(names.count)
                    names.append(contentsOf: rest)
                    node.nameEnd = Int32(names.count)
                case .members(let compiled):
                    node.membersIndex = Int32(members.count)
                    members.append(Unmanaged.passUnretained(compiled))
                default:
                    keywords.append(keyword)
                }
            }
            node.ruleEnd = Int32(rules.count)
            node.keywordEnd = Int32(keywords.count)
            nodes.append(node)
        }
        self.nodes = nodes
        self.rules = rules
        self.names = names
        self.members = members
        self.keywords = keywords
        owners = compiled
    }
}

import FormJSON

/// A compiled schema laid out for ``CompiledCheck``: each node a plain record (no references, so
/// reading one costs no reference counting), its common assertions — `type`, `minLength`,
/// `maxLength`, numeric bounds, `required` over the names of `properties` — decoded into numbers
/// and bit masks,
/// and the rest kept as compiled keywords in side tables the nodes index.
final class CheckPlan: @unchecked Sendable {
    // @unchecked: the tables are written in `init`, only read afterwards, and freed in `deinit`.
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
        /// `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` with an integer or a
        /// `Double` limit: `bounds[boundStart ..< boundEnd]`.
        var boundStart: Int32 = 0
        var boundEnd: Int32 = 0
        /// `pattern` and `format`: `rules[stringRuleStart ..< ruleStart]` (they come first).
        var stringRuleStart: Int32 = 0
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
        /// `$ref`, `allOf`, `anyOf`, `oneOf`, `not` and `items` (one schema for every element):
        /// `applicators[applicatorStart ..< applicatorEnd]`.
        var applicatorStart: Int32 = 0
        var applicatorEnd: Int32 = 0
        /// The remaining keywords: `keywords[keywordStart ..< keywordEnd]`.
        var keywordStart: Int32 = 0
        var keywordEnd: Int32 = 0
        /// No assertions but `type`, the lengths, the bounds, `pattern` and `format`, and no
        /// applicators or other keywords: a scalar's verdict needs nothing but its own payload.
        var isLeaf: Bool { ruleStart == ruleEnd && applicatorStart == applicatorEnd && keywordStart == keywordEnd }
    }

    /// A numeric bound, decoded.
    struct Bound {
        /// The order of value and limit it admits: -1 below, 0 equal, 1 above (see ``admits(_:)``).
        let admitsBelow: Bool
        let admitsEqual: Bool
        let admitsAbove: Bool
        /// The limit, when it is an integer (compared exactly with an integer value).
        let integer: Int?
        /// The limit as a `Double` (compared with a `Double` value, or an integer one when the
        /// limit is no integer), as ``NumberBound/order(_:_:)`` compares them.
        let double: Double
        /// The rule, for a value that is a decimal.
        let rule: Unmanaged<CompiledRule>

        /// Whether `value` — an integer or a `Double` — is within the bound; `nil` for any other
        /// value.
        @inline(__always)
        func admits(_ value: JSONValue) -> Bool? {
            switch value {
            case .integer(let number): admits(integer: number)
            case .number(let number): admits(double: number)
            default: nil
            }
        }

        /// Whether the integer `number` is within the bound.
        @inline(__always)
        func admits(integer number: Int) -> Bool {
            if let integer {
                return admits(order: number < integer ? -1 : (number == integer ? 0 : 1))
            }
            return admits(double: Double(number))
        }

        /// Whether the `Double` `number` is within the bound.
        @inline(__always)
        func admits(double number: Double) -> Bool {
            admits(order: number < double ? -1 : (number == double ? 0 : 1))
        }

        @inline(__always)
        private func admits(order: Int) -> Bool {
            order < 0 ? admitsBelow : (order == 0 ? admitsEqual : admitsAbove)
        }
    }

    /// An applicator, decoded: its kind and its schemas, `targets[start ..< end]`.
    struct Applicator {
        enum Kind: UInt8 {
            /// `$ref` (or a `$dynamicRef` that resolves statically), `allOf`: every schema.
            case all
            /// `anyOf`: some schema.
            case any
            /// `oneOf`: exactly one schema.
            case one
            /// `not`: not the schema.
            case not
            /// `items` with no `prefixItems`: every element of an array.
            case everyElement
        }

        let kind: Kind
        let start: Int32
        let end: Int32
    }

    /// The plan's tables, in buffers of their own made once: a check reads them without taking
    /// pointers into arrays on every call.
    struct Tables {
        let nodes: UnsafeBufferPointer<Node>
        let applicators: UnsafeBufferPointer<Applicator>
        let targets: UnsafeBufferPointer<Int32>
        let bounds: UnsafeBufferPointer<Bound>
        let rules: UnsafeBufferPointer<Unmanaged<CompiledRule>>
        let names: UnsafeBufferPointer<String>
        let members: UnsafeBufferPointer<Unmanaged<CompiledMembers>>
        let keywords: UnsafeBufferPointer<CompiledKeyword>
    }

    /// Valid while the plan lives (a check holds the plan while it reads them).
    let tables: Tables
    /// Keeps what `rules` and `members` point to alive.
    private let owners: [CompiledNode]

    /// A buffer of `elements`' own, freed by `deinit`.
    private static func buffer<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = buffer.initialize(from: elements)
        return UnsafeBufferPointer(buffer)
    }

    private static func free<Element>(_ buffer: UnsafeBufferPointer<Element>) {
        let mutable = UnsafeMutableBufferPointer(mutating: buffer)
        mutable.deinitialize()
        mutable.deallocate()
    }

    deinit {
        Self.free(tables.nodes)
        Self.free(tables.applicators)
        Self.free(tables.targets)
        Self.free(tables.bounds)
        Self.free(tables.rules)
        Self.free(tables.names)
        Self.free(tables.members)
        Self.free(tables.keywords)
    }

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
        var nodes: [Node] = [], bounds: [Bound] = [], rules: [Unmanaged<CompiledRule>] = [], names: [String] = []
        var applicators: [Applicator] = [], targets: [Int32] = []
        func applicator(_ kind: Applicator.Kind, _ nodes: [Int]) {
            let start = Int32(targets.count)
            targets.append(contentsOf: nodes.map { Int32($0) })
            applicators.append(Applicator(kind: kind, start: start, end: Int32(targets.count)))
        }
        var members: [Unmanaged<CompiledMembers>] = [], keywords: [CompiledKeyword] = []
        nodes.reserveCapacity(compiled.count)
        for source in compiled {
            var node = Node()
            if let flag = source.boolean {
                node.boolean = flag ? 1 : 0
                nodes.append(node)
                continue
            }
            node.stringRuleStart = Int32(rules.count)
            for case .assertion(let compiled) in source.keywords where compiled.pattern != nil || compiled.format != nil {
                rules.append(Unmanaged.passUnretained(compiled))
            }
            node.ruleStart = Int32(rules.count)
            node.boundStart = Int32(bounds.count)
            node.applicatorStart = Int32(applicators.count)
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
                    case .minimum(let limit), .maximum(let limit), .exclusiveMinimum(let limit), .exclusiveMaximum(let limit):
                        let (below, equal, above): (Bool, Bool, Bool) = switch compiled.rule {
                        case .minimum: (false, true, true)
                        case .maximum: (true, true, false)
                        case .exclusiveMinimum: (false, false, true)
                        default: (true, false, false)
                        }
                        switch limit {
                        case .integer(let integer):
                            bounds.append(Bound(admitsBelow: below, admitsEqual: equal, admitsAbove: above, integer: integer,
                                                double: Double(integer), rule: Unmanaged.passUnretained(compiled)))
                        case .number(let double):
                            bounds.append(Bound(admitsBelow: below, admitsEqual: equal, admitsAbove: above, integer: nil,
                                                double: double, rule: Unmanaged.passUnretained(compiled)))
                        default:
                            rules.append(Unmanaged.passUnretained(compiled))
                        }
                    case .pattern, .format:
                        break  // above
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
                case .reference(let target), .dynamicReference(let target, _):
                    applicator(.all, [target])
                case .allOf(let list):
                    applicator(.all, list)
                case .anyOf(let list):
                    applicator(.any, list)
                case .oneOf(let list, _):
                    applicator(.one, list)
                case .not(let target):
                    applicator(.not, [target])
                case .elements(let prefix, _, let rest?, _) where prefix.isEmpty:
                    applicator(.everyElement, [rest])
                default:
                    keywords.append(keyword)
                }
            }
            node.ruleEnd = Int32(rules.count)
            node.boundEnd = Int32(bounds.count)
            node.applicatorEnd = Int32(applicators.count)
            node.keywordEnd = Int32(keywords.count)
            nodes.append(node)
        }
        tables = Tables(nodes: Self.buffer(nodes), applicators: Self.buffer(applicators), targets: Self.buffer(targets),
                        bounds: Self.buffer(bounds), rules: Self.buffer(rules), names: Self.buffer(names),
                        members: Self.buffer(members), keywords: Self.buffer(keywords))
        owners = compiled
    }
}

import FormJSON

/// The is-valid path of a compiled schema: the keywords of ``CompiledEvaluation`` with the same
/// limits and the same verdict, but nothing recorded — no errors, no instance or keyword paths, no
/// evaluated parts, no dynamic scope — so that checking a value costs its checks alone.
///
/// Schemas whose verdict depends on what evaluation records (`unevaluatedProperties`,
/// `unevaluatedItems`, a `$dynamicRef` that resolves through the dynamic scope) are checked by
/// ``CompiledEvaluation`` instead: see ``CompiledSchema/plan``.
///
/// It walks a ``CheckPlan`` through unsafe buffers of plain records, and reaches the rules and
/// members through unmanaged references the plan keeps alive, so that the walk itself retains and
/// releases nothing.
///
/// A value nested deeper than the maximum depth fails where evaluation fails it. Where more than
/// ``CompiledEvaluation/maximumNesting`` schemas apply one inside the other, or
/// ``CompiledEvaluation/maximumInPlaceDepth`` in place, evaluation records an error even inside a
/// `not` or a failing `anyOf` branch, so the verdict depends on the order keywords are met in: the
/// check then gives up (`nil`) and evaluation decides. One difference remains, for values nested
/// past those limits only: the check tests a node's assertions before its applicators, so in a
/// branch whose assertion fails before a nested applicator would have met the limit, it never meets
/// it — an `anyOf` whose other branch passes is then valid here where evaluation, meeting the limit
/// first, calls the value invalid.
struct CompiledCheck {
    private let tables: CheckPlan.Tables
    private let maximumDepth: Int
    /// Whether a nesting limit was met: the check then gives no verdict.
    private var limitMet = false

    /// Whether `value` satisfies the node `root`; `nil` when a nesting limit was met (see above).
    /// `nesting` schemas already apply one inside the other, `depth` levels into the whole value
    /// (both 0 for a whole value): an evaluation that checks a part first passes its own.
    static func isValid(_ plan: CheckPlan, root: Int, maximumDepth: Int, _ value: JSONValue, nesting: Int = 0, depth: Int = 0) -> Bool? {
        withExtendedLifetime(plan) {
            var check = CompiledCheck(tables: plan.tables, maximumDepth: maximumDepth)
            var value = value
            let valid = check.evaluate(root, &value, nesting: nesting, inPlace: 0, depth: depth)
            return check.limitMet ? nil : valid
        }
    }

    private init(tables: CheckPlan.Tables, maximumDepth: Int) {
        self.tables = tables
        self.maximumDepth = maximumDepth
    }

    /// Whether `value` satisfies the node `index`, `nesting` schemas deep (`inPlace` of them on
    /// this same value) and `depth` levels into the value.
    private mutating func evaluate(_ index: Int, _ value: inout JSONValue, nesting: Int, inPlace: Int, depth: Int) -> Bool {
        let node = tables.nodes[index]
        if node.boolean >= 0 { return node.boolean == 1 }
        let nesting = nesting + 1, inPlace = inPlace + 1
        guard nesting <= CompiledEvaluation.maximumNesting, inPlace <= CompiledEvaluation.maximumInPlaceDepth else {
            limitMet = true
            return false
        }
        let bit = CheckPlan.typeBit(value)
        guard node.types & bit != 0 else { return false }
        if node.wholeOnly, bit & (8 | 16) != 0, !SchemaType.integer.matches(value) { return false }
        // A string's lengths and its `pattern` and `format` rules, the text read out of the value once.
        if bit == 32, node.minLength > 0 || node.maxLength < Int.max || node.stringRuleStart < node.ruleStart,
           case .string(let text) = value, !Self.admits(text, node, rules: tables.rules) {
            return false
        }
        if bit & (4 | 8 | 16) != 0 {
            for position in Int(node.boundStart)..<Int(node.boundEnd) {
                let bound = tables.bounds[position]
                if let admitted = bound.admits(value) {
                    if !admitted { return false }
                } else if !bound.rule._withUnsafeGuaranteedRef({ $0.rule.message(for: value) == nil }) {
                    return false
                }
            }
        }
        for position in Int(node.ruleStart)..<Int(node.ruleEnd) {
            let holds = tables.rules[position]._withUnsafeGuaranteedRef { $0.rule.message(for: value) == nil }
            if !holds { return false }
        }
        if bit == 128, case .object(let object) = value {
            for position in Int(node.nameStart)..<Int(node.nameEnd) where !object.contains(key: tables.names[position]) { return false }
            if node.membersIndex >= 0 {
                let valid = tables.members[Int(node.membersIndex)]._withUnsafeGuaranteedRef {
                    applyMembers($0, object, required: node.requiredPositions, nesting: nesting, depth: depth)
                }
                if !valid { return false }
            }
        }
        for position in Int(node.applicatorStart)..<Int(node.applicatorEnd)
        where !apply(tables.applicators[position], &value, nesting: nesting, inPlace: inPlace, depth: depth) {
            return false
        }
        for position in Int(node.keywordStart)..<Int(node.keywordEnd)
        where !apply(tables.keywords[position], &value, nesting: nesting, inPlace: inPlace, depth: depth) {
            return false
        }
        return true
    }

    /// Whether `text` has the node's lengths and passes its `pattern` and `format` rules (of
    /// `rules`, the plan's). Static: a method of the check would be handed a copy of the check.
    @inline(__always)
    private static func admits(_ text: String, _ node: CheckPlan.Node, rules: UnsafeBufferPointer<Unmanaged<CompiledRule>>) -> Bool {
        if node.minLength > 0 || node.maxLength < Int.max {
            // A string has between a quarter of its UTF-8 bytes (rounded up) and all of them as
            // scalars: most lengths are settled without counting.
            let bytes = text.utf8.count
            if bytes > node.maxLength || (bytes &+ 3) / 4 < node.minLength {
                let counted = TextLength.count(text, in: .unicodeScalars, upTo: node.minLength == 0 ? node.maxLength &+ 1 : max(node.minLength, node.maxLength &+ 1))
                if counted < node.minLength || counted > node.maxLength { return false }
            }
        }
        for position in Int(node.stringRuleStart)..<Int(node.ruleStart) {
            let holds = rules[position]._withUnsafeGuaranteedRef { rule in
                if let format = rule.format { return format.accepts(text) }
                // At most as many scalars as UTF-8 bytes: a short text is within the limit.
                if text.utf8.count <= rule.patternInputLimit { return rule.pattern?.evaluate(text) == .matches }
                return rule.rule.message(for: .string(text)) == nil
            }
            if !holds { return false }
        }
        return true
    }

    /// The verdict on a member or an element that is a scalar — `null`, a boolean, an integer, a
    /// `Double` or a string — under a node with no other rules and no applicators, read in place in
    /// its buffer: passing the value on to ``evaluate(_:_:nesting:inPlace:depth:)`` would copy it
    /// out first (an outlined copy of the whole enum, then its release), which cost more than the
    /// checks. `nil` for any other value or node: evaluation decides.
    @inline(__always)
    private mutating func scalarVerdict(_ node: CheckPlan.Node, _ value: inout JSONValue, nesting: Int) -> Bool? {
        guard node.isLeaf else { return nil }
        // The nesting limit as evaluation meets it (a member starts its in-place count over).
        guard nesting < CompiledEvaluation.maximumNesting else {
            limitMet = true
            return false
        }
        switch value {
        case .null:
            return node.types & 1 != 0
        case .bool:
            return node.types & 2 != 0
        case .integer(let number):
            return node.types & 4 != 0 && Self.boundsAdmit(node, tables.bounds) { $0.admits(integer: number) }
        case .number(let number):
            return node.types & 8 != 0 && (!node.wholeOnly || SchemaNumber.isWhole(number)) && Self.boundsAdmit(node, tables.bounds) { $0.admits(double: number) }
        case .string(let text):
            return node.types & 32 != 0 && Self.admits(text, node, rules: tables.rules)
        case .decimal, .array, .object:
            return nil
        }
    }

    /// Whether every numeric bound of `node` (in `bounds`, the plan's) admits the number `admits`
    /// is asked about. Static, as ``admits(_:_:rules:)``.
    @inline(__always)
    private static func boundsAdmit(_ node: CheckPlan.Node, _ bounds: UnsafeBufferPointer<CheckPlan.Bound>,
                                    _ admits: (CheckPlan.Bound) -> Bool) -> Bool {
        for position in Int(node.boundStart)..<Int(node.boundEnd) where !admits(bounds[position]) { return false }
        return true
    }

    /// Applies `index` to the member or element at `position` of `values`, at `depth`: a scalar
    /// under a leaf node is checked in place (``scalarVerdict(_:_:nesting:)``).
    @inline(__always)
    private mutating func descend(_ index: Int, _ values: UnsafeBufferPointer<JSONValue>, _ position: Int, nesting: Int, depth: Int) -> Bool {
        let node = tables.nodes[index]
        if node.boolean >= 0 { return node.boolean == 1 }
        guard depth < maximumDepth else { return false }
        // In place: an argument taken from the buffer would be copied out of it first (an outlined
        // copy of the whole enum, its payload retained, then released); one passed `inout` is not
        // (the check never writes to it).
        let element = UnsafeMutablePointer(mutating: values.baseAddress.unsafelyUnwrapped + position)
        if let verdict = scalarVerdict(node, &element.pointee, nesting: nesting) { return verdict }
        return evaluate(index, &element.pointee, nesting: nesting, inPlace: 0, depth: depth + 1)
    }

    /// A decoded applicator.
    @inline(__always)
    private mutating func apply(_ applicator: CheckPlan.Applicator, _ value: inout JSONValue, nesting: Int, inPlace: Int, depth: Int) -> Bool {
        let range = Int(applicator.start)..<Int(applicator.end)
        switch applicator.kind {
        case .all:
            for position in range where !evaluate(Int(tables.targets[position]), &value, nesting: nesting, inPlace: inPlace, depth: depth) {
                return false
            }
            return true
        case .any:
            for position in range where evaluate(Int(tables.targets[position]), &value, nesting: nesting, inPlace: inPlace, depth: depth) {
                return true
            }
            return false
        case .one:
            var matches = 0
            for position in range where evaluate(Int(tables.targets[position]), &value, nesting: nesting, inPlace: inPlace, depth: depth) {
                matches += 1
                if matches > 1 { return false }
            }
            return matches == 1
        case .not:
            return !evaluate(Int(tables.targets[range.lowerBound]), &value, nesting: nesting, inPlace: inPlace, depth: depth)
        case .everyElement:
            guard case .array(let elements) = value else { return true }
            let target = Int(tables.targets[range.lowerBound])
            return elements.withUnsafeBufferPointer { elements in
                for position in elements.indices where !descend(target, elements, position, nesting: nesting, depth: depth) { return false }
                return true
            }
        }
    }

    /// Applies `index` to a member or an element of the value at `depth`.
    @inline(__always)
    private mutating func descend(_ index: Int, _ value: inout JSONValue, nesting: Int, depth: Int) -> Bool {
        let flag = tables.nodes[index].boolean
        if flag >= 0 { return flag == 1 }
        guard depth < maximumDepth else { return false }
        return evaluate(index, &value, nesting: nesting, inPlace: 0, depth: depth + 1)
    }

    /// A keyword the plan keeps as it is (the others are decoded into its tables).
    private mutating func apply(_ keyword: CompiledKeyword, _ value: inout JSONValue, nesting: Int, inPlace: Int, depth: Int) -> Bool {
        switch keyword {
        case .dependentRequired(let entries, _):
            guard case .object(let object) = value else { return true }
            for entry in entries where object.contains(key: entry.key) {
                for name in entry.requires where !object.contains(key: name) { return false }
            }
            return true
        case .minProperties(let limit):
            guard case .object(let object) = value else { return true }
            return object.count >= limit
        case .maxProperties(let limit):
            guard case .object(let object) = value else { return true }
            return object.count <= limit
        case .conditional(let condition, let then, let otherwise):
            if evaluate(condition, &value, nesting: nesting, inPlace: inPlace, depth: depth) {
                guard let then else { return true }
                return evaluate(then, &value, nesting: nesting, inPlace: inPlace, depth: depth)
            }
            guard let otherwise else { return true }
            return evaluate(otherwise, &value, nesting: nesting, inPlace: inPlace, depth: depth)
        case .propertyNames(let target):
            guard case .object(let object) = value else { return true }
            for key in object.keys {
                var name = JSONValue.string(key)
                if !descend(target, &name, nesting: nesting, depth: depth) { return false }
            }
            return true
        case .dependentSchemas(let entries, _):
            guard case .object(let object) = value else { return true }
            for entry in entries where object.contains(key: entry.key) {
                if !evaluate(entry.node, &value, nesting: nesting, inPlace: inPlace, depth: depth) { return false }
            }
            return true
        case .elements(let prefix, _, let rest, _):
            guard case .array(let elements) = value else { return true }
            return elements.withUnsafeBufferPointer { elements in
                for index in elements.indices {
                    if index < prefix.count {
                        if !descend(prefix[index], elements, index, nesting: nesting, depth: depth) { return false }
                    } else if let rest {
                        if !descend(rest, elements, index, nesting: nesting, depth: depth) { return false }
                    } else {
                        break
                    }
                }
                return true
            }
        case .contains(let target, let minimum, let maximum):
            guard case .array(let elements) = value else { return true }
            var count = 0
            elements.withUnsafeBufferPointer { elements in
                for index in elements.indices where descend(target, elements, index, nesting: nesting, depth: depth) {
                    count += 1
                    if maximum == nil, count >= minimum { break }
                }
            }
            return count >= minimum && maximum.map { count <= $0 } ?? true
        case .assertion, .required, .members, .reference, .dynamicReference, .allOf, .anyOf, .oneOf, .not:
            preconditionFailure("CompiledCheck: \(keyword) is decoded into the plan's own tables (CheckPlan.init)")
        case .unevaluatedProperties, .unevaluatedItems:
            preconditionFailure("CompiledCheck: a schema with unevaluated* keywords is checked by CompiledEvaluation (CompiledSchema.plan)")
        }
    }

    /// `properties`, `patternProperties` and `additionalProperties` over the members of `object`,
    /// and `required` for the `properties` at the positions set in `required`.
    private mutating func applyMembers(_ members: CompiledMembers, _ object: JSONObject, required: UInt64, nesting: Int, depth: Int) -> Bool {
        var seen: UInt64 = 0
        let valid = object.keys.withUnsafeBufferPointer { keys in
            object.values.withUnsafeBufferPointer { values in
                var guess = 0
                for index in 0..<keys.count {
                    var matched = false
                    if let position = members.properties.position(ifNamed: keys[index], at: guess) ?? members.properties.position(for: keys[index]) {
                        matched = true
                        guess = position &+ 1
                        if position < 64 { seen |= 1 << UInt64(position) }
                        if !descend(members.properties.node(at: position), values, index, nesting: nesting, depth: depth) { return false }
                    }
                    if !members.patterns.isEmpty {
                        for (pattern, patternNode) in members.patterns {
                            switch pattern.evaluate(keys[index]) {
                            case .doesNotMatch: continue
                            case .tooCostly: return false
                            case .matches: break
                            }
                            matched = true
                            if !descend(patternNode, values, index, nesting: nesting, depth: depth) { return false }
                        }
                    }
                    if !matched, let additional = members.additional, !descend(additional, values, index, nesting: nesting, depth: depth) {
                        return false
                    }
                }
                return true
            }
        }
        return valid && seen & required == required
    }
}

import FormJSON

/// One validation of one value: the errors so far, where in the value and in the schemas it
/// is, and the dynamic scope.
struct CompiledEvaluation {
    /// A step into a value.
    enum Step {
        case key(String)
        case index(Int)
    }

    let nodes: [CompiledNode]
    /// The is-valid plan, when the schema has one: a part of the value it finds valid has no
    /// errors, and is not evaluated.
    let plan: CheckPlan?
    let dynamicAnchors: [String: [Int: Int]]
    let maximumDepth: Int
    /// Whether errors are recorded (else the first failure ends each schema).
    var collecting: Bool
    var errors: [SchemaValidationError] = []
    /// Where in the value (recorded only while collecting).
    var instanceSteps: [Step] = []
    /// A keyword followed from the root, with the property name or index after it, if any.
    struct KeywordStep {
        enum Detail {
            case none
            case name(String)
            case index(Int)
        }

        let keyword: String
        let detail: Detail

        init(_ keyword: String, _ detail: Detail = .none) {
            self.keyword = keyword
            self.detail = detail
        }

        var tokens: [String] {
            switch detail {
            case .none: [keyword]
            case .name(let name): [keyword, name]
            case .index(let index): [keyword, String(index)]
            }
        }
    }

    /// The keywords followed from the root (recorded only while collecting).
    var keywordSteps: [KeywordStep] = []
    /// The schema resources entered, outermost first.
    var scope: [Int] = []
    var depth = 0
    /// Schemas applied to the same value in a row (through `$ref`, `allOf` …).
    var inPlaceDepth = 0
    static let maximumInPlaceDepth = 256
    /// Schemas being applied, one inside the other, over the whole value.
    var nesting = 0
    /// The most schemas applied one inside the other: each is a few stack frames, and a thread
    /// of Swift's concurrency pool has 512 KiB of stack (a debug build overflows it near 1,600).
    static let maximumNesting = 1_000

    init(schema: CompiledSchema, collecting: Bool) {
        nodes = schema.nodes
        plan = schema.plan
        dynamicAnchors = schema.dynamicAnchors
        maximumDepth = schema.maximumInstanceDepth
        self.collecting = collecting
    }

    // MARK: Applying schemas

    /// Whether `value` satisfies the node `index`; what it evaluated is merged into `evaluated`
    /// when the caller tracks it and the value is valid.
    mutating func evaluate(_ index: Int, _ value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        let node = nodes[index]
        if let flag = node.boolean {
            if !flag { fail(node, "false", "is not allowed here", schemaPath: node.location, absolute: node.absoluteLocation) }
            return flag
        }
        inPlaceDepth += 1
        nesting += 1
        defer {
            inPlaceDepth -= 1
            nesting -= 1
        }
        guard nesting <= Self.maximumNesting else {
            return failAlways(node, "maximumDepth", "is nested too deeply for the schemas that apply (\(Self.maximumNesting) schemas one inside the other)")
        }
        guard inPlaceDepth <= Self.maximumInPlaceDepth else {
            return failAlways(node, "$ref", "refers back to itself \(Self.maximumInPlaceDepth) times without reaching a part of the value")
        }
        let entersResource = scope.last != node.resource
        if entersResource { scope.append(node.resource) }
        defer { if entersResource { scope.removeLast() } }

        var local: EvaluatedParts? = evaluated != nil || node.tracksEvaluation ? EvaluatedParts() : nil
        var valid = true
        for keyword in node.keywords {
            if !apply(keyword, of: node, to: value, &local) {
                valid = false
                if !collecting { return false }
            }
        }
        if valid, evaluated != nil, let local { evaluated!.merge(local) }
        return valid
    }

    /// Applies `index` to a part of the value (a member or an element), one level deeper.
    ///
    /// A `false` schema fails with the keyword `false`, or with the applicator's keyword and
    /// `falseMessage` when one is given (`additionalProperties: false`: "is not a property the
    /// schema allows").
    mutating func descend(_ index: Int, _ value: JSONValue, step: @autoclosure () -> Step, keyword: @autoclosure () -> KeywordStep,
                          from parent: CompiledNode, falseMessage: String? = nil) -> Bool {
        // The step and the keyword are built only when errors are collected or one is recorded.
        let child = nodes[index]
        if collecting { instanceSteps.append(step()) }
        defer { if collecting { instanceSteps.removeLast() } }
        if child.boolean == false {
            let keyword = keyword()
            if let falseMessage {
                fail(parent, keyword.keyword, falseMessage, schemaPath: child.location, absolute: child.absoluteLocation,
                     extraKeywordSteps: Array(keyword.tokens.dropFirst()))
            } else {
                fail(parent, "false", "is not allowed here", schemaPath: child.location, absolute: child.absoluteLocation,
                     keywordSteps: keyword.tokens)
            }
            return false
        }
        if child.boolean == true { return true }
        guard depth < maximumDepth else {
            fail(child, "maximumDepth", "nests deeper than \(maximumDepth) levels, the most a value may")
            return false
        }
        if collecting, let plan, value.isObjectOrArray,
           CompiledCheck.isValid(plan, root: index, maximumDepth: maximumDepth, value, nesting: nesting, depth: depth + 1) == true {
            // A valid object or array (no limit met on the way): evaluating it would record
            // nothing. A scalar is evaluated at once: checking it first would cost as much again.
            return true
        }
        depth += 1
        let savedInPlace = inPlaceDepth
        inPlaceDepth = 0
        if collecting { keywordSteps.append(keyword()) }
        var none: EvaluatedParts?
        let valid = evaluate(index, value, &none)
        if collecting { keywordSteps.removeLast() }
        inPlaceDepth = savedInPlace
        depth -= 1
        return valid
    }

    /// Applies `index` to the same value, in place (`$ref`, `allOf` …).
    mutating func inPlace(_ index: Int, _ value: JSONValue, keyword: KeywordStep, _ evaluated: inout EvaluatedParts?) -> Bool {
        if collecting { keywordSteps.append(keyword) }
        let valid = evaluate(index, value, &evaluated)
        if collecting { keywordSteps.removeLast() }
        return valid
    }

    /// Whether `value` satisfies `index`, recording no error.
    mutating func quietly(_ index: Int, _ value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        let saved = collecting
        collecting = false
        defer { collecting = saved }
        return evaluate(index, value, &evaluated)
    }

    mutating func apply(_ keyword: CompiledKeyword, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        switch keyword {
        case .assertion(let compiled): applyRule(compiled, of: node, to: value, &evaluated)
        case .required(let names): applyRequired(names, of: node, to: value, &evaluated)
        case .dependentRequired(let entries, let keyword): applyDependentRequired(entries, keyword, of: node, to: value, &evaluated)
        case .minProperties(let limit): applyMinProperties(limit, of: node, to: value, &evaluated)
        case .maxProperties(let limit): applyMaxProperties(limit, of: node, to: value, &evaluated)
        case .reference(let target): applyReference(target, of: node, to: value, &evaluated)
        case .dynamicReference(let target, let anchor): applyDynamicReference(target, anchor, of: node, to: value, &evaluated)
        case .allOf(let list): applyAllOf(list, of: node, to: value, &evaluated)
        case .anyOf(let list): applyAnyOf(list, of: node, to: value, &evaluated)
        case .oneOf(let list, let constants): applyOneOf(list, constants, of: node, to: value, &evaluated)
        case .not(let target): applyNot(target, of: node, to: value, &evaluated)
        case .conditional(let condition, let then, let otherwise): applyConditional(condition, then, otherwise, of: node, to: value, &evaluated)
        case .members(let members): applyMembers(members, of: node, to: value, &evaluated)
        case .propertyNames(let target): applyPropertyNames(target, of: node, to: value, &evaluated)
        case .dependentSchemas(let entries, let keyword): applyDependentSchemas(entries, keyword, of: node, to: value, &evaluated)
        case .elements(let prefix, let prefixKeyword, let rest, let restKeyword): applyElements(prefix, prefixKeyword, rest, restKeyword, of: node, to: value, &evaluated)
        case .contains(let target, let minimum, let maximum): applyContains(target, minimum, maximum, of: node, to: value, &evaluated)
        case .unevaluatedProperties(let target): applyUnevaluatedProperties(target, of: node, to: value, &evaluated)
        case .unevaluatedItems(let target): applyUnevaluatedItems(target, of: node, to: value, &evaluated)
        }
    }

    mutating func applyRule(_ compiled: CompiledRule, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard let message = compiled.rule.message(for: value) else { return true }
        let key = collecting ? compiled.rule.messageKey(forViolation: value, message: message) : nil
        fail(node, compiled.rule.keyword, message, key: key?.key, arguments: key?.arguments ?? [:])
        return false
    }

    mutating func applyRequired(_ names: [String], of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard case .object(let object) = value else { return true }
        var valid = true
        for name in names where !object.contains(key: name) {
            valid = false
            guard collecting else { return false }
            fail(node, "required", "is required", member: name)
        }
        return valid
    }

    mutating func applyDependentRequired(_ entries: [(key: String, requires: [String])], _ keyword: String, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard case .object(let object) = value else { return true }
        var valid = true
        for entry in entries where object.contains(key: entry.key) {
            for name in entry.requires where !object.contains(key: name) {
                valid = false
                guard collecting else { return false }
                // draft-07's `dependencies` reports as `dependentRequired`, its 2020-12 name.
                fail(node, "dependentRequired", "is required when \(entry.key.debugDescription) is present", member: name,
                     keywordSteps: [keyword, entry.key], key: "schema.dependentRequired", arguments: ["property": .string(entry.key)])
            }
        }
        return valid
    }

    mutating func applyMinProperties(_ limit: Int, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard case .object(let object) = value, object.count < limit else { return true }
        fail(node, "minProperties", "must have at least \(limit == 1 ? "1 property" : "\(limit) properties")", key: "schema.minProperties",
             arguments: ["count": .integer(limit)])
        return false
    }

    mutating func applyMaxProperties(_ limit: Int, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard case .object(let object) = value, object.count > limit else { return true }
        fail(node, "maxProperties", "must have at most \(limit == 1 ? "1 property" : "\(limit) properties")", key: "schema.maxProperties",
             arguments: ["count": .integer(limit)])
        return false
    }

    mutating func applyReference(_ target: Int, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        return inPlace(target, value, keyword: KeywordStep("$ref"), &evaluated)
    }

    mutating func applyDynamicReference(_ target: Int, _ anchor: String?, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        var resolved = target
        if let anchor, let table = dynamicAnchors[anchor] {
            for resource in scope {
                if let found = table[resource] { resolved = found; break }
            }
        }
        return inPlace(resolved, value, keyword: KeywordStep("$dynamicRef"), &evaluated)
    }

    mutating func applyAllOf(_ list: [Int], of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        var valid = true
        for (position, option) in list.enumerated() where !inPlace(option, value, keyword: KeywordStep("allOf", .index(position)), &evaluated) {
            valid = false
            if !collecting { return false }
        }
        return valid
    }

    mutating func applyAnyOf(_ list: [Int], of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        var matched = false
        for option in list {
            var branch: EvaluatedParts? = evaluated != nil ? EvaluatedParts() : nil
            if quietly(option, value, &branch) {
                matched = true
                if let branch { evaluated!.merge(branch) } else { break }
            }
        }
        if !matched { fail(node, "anyOf", "must match at least one schema of anyOf") }
        return matched
    }

    mutating func applyOneOf(_ list: [Int], _ constants: [JSONValue]?, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        var matches = 0
        var kept: EvaluatedParts?
        for option in list {
            var branch: EvaluatedParts? = evaluated != nil ? EvaluatedParts() : nil
            if quietly(option, value, &branch) {
                matches += 1
                kept = branch
                if matches > 1 { break }
            }
        }
        if matches == 1 {
            if let kept { evaluated!.merge(kept) }
            return true
        }
        let message = if let constants, matches == 0 {
            "must be one of " + SchemaRule.list(constants.prefix(10).map(\.description) + (constants.count > 10 ? ["…"] : []), joinedBy: "or")
        } else if matches == 0 {
            "must match one schema of oneOf; it matches none"
        } else {
            "must match exactly one schema of oneOf; it matches more"
        }
        let options: JSONObject = if let constants, matches == 0 {
            ["options": .array(constants.prefix(10).map { .string($0.description) } + (constants.count > 10 ? ["…"] : []))]
        } else { [:] }
        fail(node, "oneOf", message, key: options.isEmpty ? nil : "schema.enum", arguments: options)
        return false
    }

    mutating func applyNot(_ target: Int, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        var none: EvaluatedParts?
        guard quietly(target, value, &none) else { return true }
        let pointer = nodes[target].location
        fail(node, "not", "must not match the schema at \(pointer.isEmpty ? "#" : pointer)", schemaPath: pointer, absolute: nodes[target].absoluteLocation,
             key: "schema.not", arguments: ["pointer": .string(pointer.isEmpty ? "#" : pointer)])
        return false
    }

    mutating func applyConditional(_ condition: Int, _ then: Int?, _ otherwise: Int?, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        var conditionParts: EvaluatedParts? = evaluated != nil ? EvaluatedParts() : nil
        if quietly(condition, value, &conditionParts) {
            if let conditionParts { evaluated!.merge(conditionParts) }
            guard let then else { return true }
            return inPlace(then, value, keyword: KeywordStep("then"), &evaluated)
        }
        guard let otherwise else { return true }
        return inPlace(otherwise, value, keyword: KeywordStep("else"), &evaluated)
    }
}

extension JSONValue {
    /// Whether the value is an object or an array.
    var isObjectOrArray: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}

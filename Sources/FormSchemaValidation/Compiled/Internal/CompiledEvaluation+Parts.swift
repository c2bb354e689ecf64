import FormJSON

extension CompiledEvaluation {
    // MARK: Applying schemas to members and elements

    mutating func applyMembers(_ members: CompiledMembers, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard case .object(let object) = value else { return true }
        let properties = members.properties, patterns = members.patterns, additional = members.additional
        var valid = true
        for (key, member) in object {
            var matched = false
            if let property = properties.node(for: key) {
                matched = true
                if !descend(property, member, step: .key(key), keyword: KeywordStep("properties", .name(key)), from: node) {
                    valid = false
                    if !collecting { return false }
                }
            }
            for (pattern, patternNode) in patterns {
                switch pattern.evaluate(key) {
                case .doesNotMatch:
                    continue
                case .tooCostly:
                    // Whether the key is one the pattern names cannot be told: the value is refused.
                    matched = true
                    valid = false
                    fail(node, "patternProperties", "has a name that " + SchemaRule.patternTooCostly(pattern), member: key,
                         extraKeywordSteps: [pattern.source], key: "schema.patternProperties.tooCostly",
                         arguments: ["pattern": .string(pattern.source), "steps": .integer(SchemaPattern.backtrackingBudget)])
                    if !collecting { return false }
                    continue
                case .matches:
                    break
                }
                matched = true
                if !descend(patternNode, member, step: .key(key), keyword: KeywordStep("patternProperties", .name(pattern.source)), from: node) {
                    valid = false
                    if !collecting { return false }
                }
            }
            if !matched, let additional {
                matched = true
                if !descend(additional, member, step: .key(key), keyword: KeywordStep("additionalProperties"), from: node,
                            falseMessage: "is not a property the schema allows") {
                    valid = false
                    if !collecting { return false }
                }
            }
            if matched, evaluated != nil { evaluated!.properties.insert(key) }
        }
        return valid
    }

    mutating func applyPropertyNames(_ target: Int, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard case .object(let object) = value else { return true }
        var valid = true
        for key in object.keys where !descend(target, .string(key), step: .key(key), keyword: KeywordStep("propertyNames"), from: node,
                                              falseMessage: "is not a property name the schema allows") {
            valid = false
            if !collecting { return false }
        }
        return valid
    }

    mutating func applyDependentSchemas(_ entries: [(key: String, node: Int)], _ keyword: String, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard case .object(let object) = value else { return true }
        var valid = true
        for entry in entries where object.contains(key: entry.key) && !inPlace(entry.node, value, keyword: KeywordStep(keyword, .name(entry.key)), &evaluated) {
            valid = false
            if !collecting { return false }
        }
        return valid
    }

    mutating func applyElements(_ prefix: [Int], _ prefixKeyword: String, _ rest: Int?, _ restKeyword: String, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard case .array(let elements) = value else { return true }
        var valid = true
        for (index, element) in elements.enumerated() {
            let ok: Bool
            if index < prefix.count {
                ok = descend(prefix[index], element, step: .index(index), keyword: KeywordStep(prefixKeyword, .index(index)), from: node)
            } else if let rest {
                ok = descend(rest, element, step: .index(index), keyword: KeywordStep(restKeyword), from: node)
            } else {
                break
            }
            if !ok {
                valid = false
                if !collecting { return false }
            }
        }
        if evaluated != nil {
            evaluated!.itemPrefix = max(evaluated!.itemPrefix, min(prefix.count, elements.count))
            if rest != nil { evaluated!.allItems = true }
        }
        return valid
    }

    mutating func applyContains(_ target: Int, _ minimum: Int, _ maximum: Int?, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard case .array(let elements) = value else { return true }
        var count = 0
        for (index, element) in elements.enumerated() {
            let saved = collecting
            collecting = false
            let matches = descend(target, element, step: .index(index), keyword: KeywordStep("contains"), from: node)
            collecting = saved
            if matches {
                count += 1
                if evaluated != nil { evaluated!.items.insert(index) }
                else if maximum == nil, count >= minimum { break }
            }
        }
        if count < minimum {
            fail(node, minimum == 1 ? "contains" : "minContains",
                 minimum == 1 ? "must contain an item that matches the schema of contains"
                              : "must contain at least \(minimum) items that match the schema of contains",
                 key: minimum == 1 ? "schema.contains" : "schema.minContains", arguments: minimum == 1 ? [:] : ["count": .integer(minimum)])
            return false
        }
        if let maximum, count > maximum {
            fail(node, "maxContains", "must contain at most \(maximum == 1 ? "1 item" : "\(maximum) items") that match the schema of contains",
                 key: "schema.maxContains", arguments: ["count": .integer(maximum)])
            return false
        }
        return true
    }

    mutating func applyUnevaluatedProperties(_ target: Int, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard case .object(let object) = value else { return true }
        let seen = evaluated?.properties ?? []
        var valid = true
        for (key, member) in object where !seen.contains(key) {
            if !descend(target, member, step: .key(key), keyword: KeywordStep("unevaluatedProperties"), from: node,
                        falseMessage: "is not a property the schemas allow") {
                valid = false
                if !collecting { return false }
            }
            evaluated?.properties.insert(key)
        }
        return valid
    }

    mutating func applyUnevaluatedItems(_ target: Int, of node: CompiledNode, to value: JSONValue, _ evaluated: inout EvaluatedParts?) -> Bool {
        guard case .array(let elements) = value else { return true }
        let seen = evaluated ?? EvaluatedParts()
        var valid = true
        for (index, element) in elements.enumerated() where !seen.hasItem(index) {
            if !descend(target, element, step: .index(index), keyword: KeywordStep("unevaluatedItems"), from: node,
                        falseMessage: "is not an item the schemas allow") {
                valid = false
                if !collecting { return false }
            }
        }
        evaluated?.allItems = true
        return valid
    }
}

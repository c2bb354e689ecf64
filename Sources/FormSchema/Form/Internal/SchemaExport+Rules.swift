import FormKit

// The rules of a form built in code, written as JSON Schema and JSON Forms rules: conditions on
// rows, steps and groups become UI schema rules; rules across fields become keywords where one
// says them.
extension SchemaExport {
    /// Rules across fields into the object they check: each one a keyword says
    /// (``FormKit/FieldRule/keywords``: at least one of → `anyOf` of `required`, required when
    /// filled → `dependentRequired`; a requirement under a condition → `if` / `then`) joins its `allOf`;
    /// the others — comparing two fields, a sum — are reported, since no keyword compares one
    /// member with another.
    mutating func exportRules(_ rules: [FieldRule], path: String, into object: inout JSONObject) {
        var all = object["allOf"]?.arrayValue ?? []
        for rule in rules {
            if let keywords = rule.keywords {
                all.append(.object(keywords))
            } else if let requirement = rule.conditionalRequirement {
                guard let condition = Self.ifSchema(requirement.condition) else {
                    report(path + rule.reads.joined(separator: ","), "the rule \(rule.name): its condition \(requirement.condition) "
                           + "has no schema (an if reads members of the object the rule is attached to)")
                    continue
                }
                all.append(["if": .object(condition), "then": ["required": .array(requirement.fields.map { .string($0) })]])
            } else {
                report(path + rule.reads.joined(separator: ","), "the rule \(rule.name) across \(rule.reads.joined(separator: ", ")): "
                       + "no JSON Schema keyword compares one member with another; the form checks it, a schema validator does not")
            }
        }
        if !all.isEmpty { object["allOf"] = .array(all) }
    }

    /// A JSON Forms rule for the conditions, or `nil` (with a report when one cannot be written).
    mutating func rule(hidden: AttachedCondition?, disabled: AttachedCondition?, name: String) -> JSONObject? {
        var written: JSONObject?
        for (attached, effect) in [(hidden, "HIDE"), (disabled, "DISABLE")] {
            guard let attached else { continue }
            guard case .value(let condition) = attached else {
                report(name, "a closure condition (\(effect == "HIDE" ? "hidden" : "disabled")(when:) with a closure)")
                continue
            }
            guard written == nil else {
                report(name, "a second rule (a UI schema element has one): \(condition)")
                continue
            }
            if let ruleCondition = Self.ruleCondition(condition) {
                written = ["effect": .string(effect), "condition": ruleCondition]
            } else if case .not(let inner) = condition, let ruleCondition = Self.ruleCondition(inner) {
                // SHOW when (HIDE when not), ENABLE when (DISABLE when not): an OR or AND reads back.
                written = ["effect": .string(effect == "HIDE" ? "SHOW" : "ENABLE"), "condition": ruleCondition]
            } else {
                report(name, "the condition \(condition) (a rule reads one key per condition, combined with OR and AND)")
            }
        }
        return written
    }

    /// A condition as a JSON Forms rule condition: `{scope, schema}` for a condition on one key,
    /// an `OR` / `AND` of such for conditions combined across keys; `nil` when it has none.
    static func ruleCondition(_ condition: Condition) -> JSONValue? {
        let keys = condition.keys
        if keys.count == 1, let key = keys.first, let schema = conditionSchema(condition) {
            // A key is a property, or a JSON Pointer to one inside groups (`/address/country`).
            let tokens = key.hasPrefix("/") ? (JSONPointer.tokens(key) ?? [key]) : [key]
            let scope = "#" + tokens.map { "/properties/" + JSONPointer.escape($0) }.joined()
            return ["scope": .string(scope), "schema": .object(schema)]
        }
        let (type, parts): (String, [Condition])
        switch condition {
        case .any(let members): (type, parts) = ("OR", members)
        case .all(let members): (type, parts) = ("AND", members)
        default: return nil
        }
        guard !parts.isEmpty else { return nil }
        var written: [JSONValue] = []
        for part in parts {
            guard let member = ruleCondition(part) else { return nil }
            written.append(member)
        }
        return ["type": .string(type), "conditions": .array(written)]
    }

    /// A condition on members of one object as the schema of an `if`: each member's condition
    /// under `properties`, and the member `required` when the condition needs it present (an
    /// absent member is `null` to the form: "is empty" and "is not …" hold for it, "is not empty"
    /// does not);
    /// `nil` when a part has no schema, reads inside a group, or reads one member twice.
    static func ifSchema(_ condition: Condition) -> JSONObject? {
        let parts: [Condition]
        if case .all(let members) = condition { parts = members } else { parts = [condition] }
        var properties = JSONObject(), required: [JSONValue] = []
        for part in parts {
            let keys = part.keys
            guard keys.count == 1, let key = keys.first, !key.contains("/"), properties[key] == nil,
                  let schema = conditionSchema(part) else { return nil }
            properties[key] = .object(schema)
            switch part {
            case .not(.isEmpty): required.append(.string(key))
            case .isEmpty, .not: break
            default: required.append(.string(key))
            }
        }
        guard !properties.isEmpty else { return nil }
        var schema: JSONObject = ["properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required) }
        return schema
    }

    /// A condition on one key as the schema of a rule's condition; `nil` when it has none.
    static func conditionSchema(_ condition: Condition) -> JSONObject? {
        switch condition {
        case .equals(_, let value): return ["const": value]
        case .isOneOf(_, let values): return ["enum": .array(values)]
        case .compares(_, let comparison, let number):
            let keyword = switch comparison {
            case .atLeast: "minimum"
            case .atMost: "maximum"
            case .greaterThan: "exclusiveMinimum"
            case .lessThan: "exclusiveMaximum"
            }
            return [keyword: self.number(number)]
        case .isEmpty: return ["not": ["minLength": 1]]
        case .hasLength(_, let comparison, let length):
            switch comparison {
            case .atLeast: return ["minLength": .integer(length)]
            case .greaterThan: return ["minLength": .integer(length + 1)]
            case .atMost: return ["maxLength": .integer(length)]
            case .lessThan: return length > 0 ? ["maxLength": .integer(length - 1)] : ["not": true]
            }
        case .not(.isEmpty): return ["minLength": 1]
        case .not(let inner): return conditionSchema(inner).map { ["not": .object($0)] }
        case .all(let parts):
            var merged = JSONObject()
            for part in parts {
                guard let schema = conditionSchema(part) else { return nil }
                for (keyword, value) in schema {
                    guard merged[keyword] == nil else { return nil }
                    merged[keyword] = value
                }
            }
            return merged
        case .any:
            return nil
        }
    }
}

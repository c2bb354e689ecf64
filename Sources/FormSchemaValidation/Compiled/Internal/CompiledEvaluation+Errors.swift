import FormJSON

extension CompiledEvaluation {
    // MARK: Errors

    /// Records a limit's error even where errors are not being collected (an `isValid` run, a
    /// branch of `anyOf`): a limit is never a quiet "no". Returns `false`.
    mutating func failAlways(_ node: CompiledNode, _ keyword: String, _ message: String) -> Bool {
        let saved = collecting
        collecting = true
        fail(node, keyword, message)
        collecting = saved
        return false
    }

    static func render(_ steps: [Step]) -> String {
        var text = ""
        for step in steps {
            switch step {
            case .key(let key): text += "/" + JSONPointer.escape(key)
            case .index(let index): text += "/" + String(index)
            }
        }
        return text
    }

    /// Records an error of `keyword` at `node` (when collecting). Its locations are the node's
    /// with `keywordSteps` (default: the keyword, then `extraKeywordSteps`) appended.
    mutating func fail(_ node: CompiledNode, _ keyword: String, _ message: String, member: String? = nil,
                       schemaPath: String? = nil, absolute: String?? = nil, extraKeywordSteps: [String] = [],
                       keywordSteps steps: [String]? = nil, key: String? = nil, arguments: JSONObject = [:]) {
        guard collecting else { return }
        let instanceLocation = Self.render(instanceSteps)
        let instancePath = member.map { JSONPointer.appending($0, to: instanceLocation) } ?? instanceLocation
        let relative = steps ?? [keyword] + extraKeywordSteps
        let keywordLocation = (keywordSteps.flatMap(\.tokens) + relative).map { "/" + JSONPointer.escape($0) }.joined()
        let suffix = relative.map { "/" + JSONPointer.escape($0) }.joined()
        errors.append(SchemaValidationError(instancePath: instancePath, keyword: keyword, message: message,
                                            schemaPath: schemaPath ?? node.location + suffix, keywordLocation: keywordLocation,
                                            absoluteKeywordLocation: absolute ?? node.absoluteLocation.map { $0 + suffix },
                                            instanceLocation: instanceLocation,
                                            messageKey: key ?? Self.fixedMessageKeys[message], messageArguments: arguments))
    }

    /// The catalog keys of the messages that take no argument, by their English words.
    static let fixedMessageKeys: [String: String] = [
        "is not allowed here": "schema.false",
        "is required": "schema.required",
        "is not a property the schema allows": "schema.additionalProperties",
        "is not a property name the schema allows": "schema.propertyNames",
        "is not a property the schemas allow": "schema.unevaluatedProperties",
        "is not an item the schemas allow": "schema.unevaluatedItems",
        "must match at least one schema of anyOf": "schema.anyOf",
        "must match a schema of anyOf; it matches none": "schema.anyOf.none",
        "must match one schema of oneOf; it matches none": "schema.oneOf.none",
        "must match exactly one schema of oneOf; it matches more": "schema.oneOf.many",
        "must contain an item that matches the schema of contains": "schema.contains",
        "is not valid": "schema.invalid",
    ]
}

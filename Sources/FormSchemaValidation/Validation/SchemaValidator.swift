import FormJSON

/// Validates JSON values against a document, with JSON Schema's semantics for every keyword of
/// its dialect (draft-07 or 2020-12) and on any JSON value — also the parts no form widget edits
/// (a property with no `type`, `null`, nested arrays of objects).
///
/// `Sendable` and free of the main actor: a server validates on any thread. Every error is
/// reported (not only the first), in document order.
public struct SchemaValidator: Sendable {
    /// The schema values are checked against.
    public let root: Schema
    /// The compiled document; `nil` for a validator of a lone ``Schema``.
    private let compiled: CompiledSchema?

    /// A validator of a document: every keyword of its dialect.
    /// - Complexity: O(1): the document is compiled when it is read.
    public init(document: SchemaDocument) {
        root = document.root
        compiled = document.compiled
    }

    /// A validator of one schema of the form model, without its document: only the keywords the
    /// model holds (types, `enum`, `const`, lengths, `pattern`, `format`, bounds, `items`,
    /// `prefixItems`, `properties`, `required`, `dependentRequired`, `additionalProperties`,
    /// `oneOf`, `anyOf`, `allOf`, `if`/`then`/`else`, `dependentSchemas`, `not` and local `$ref`s). Prefer ``init(document:)``, which enforces every keyword.
    public init(root: Schema) {
        self.root = root
        compiled = nil
    }

    /// Every error of `value`; none when it is valid.
    /// - Complexity: O(size of the value × the keywords that apply to each part).
    public func validate(_ value: JSONValue) -> [SchemaValidationError] {
        if let compiled { return compiled.validate(value, collecting: true) }
        var errors: [SchemaValidationError] = []
        Self.validate(value, against: root, at: "", into: &errors)
        return errors
    }

    /// Whether `value` is valid; stops at the first failure.
    /// - Complexity: at most that of ``validate(_:)``.
    public func isValid(_ value: JSONValue) -> Bool {
        if let compiled { return compiled.isValid(value) }
        var errors: [SchemaValidationError] = []
        Self.validate(value, against: root, at: "", into: &errors, stopAtFirst: true)
        return errors.isEmpty
    }

    static func validate(_ value: JSONValue, against schema: Schema, at path: String, into errors: inout [SchemaValidationError],
                         stopAtFirst: Bool = false) {
        if let flag = schema.booleanValue {
            if !flag {
                errors.append(SchemaValidationError(instancePath: path, keyword: "false", message: "is not allowed here",
                                                    schemaPath: schema.pointer, messageKey: "schema.false"))
            }
            return
        }
        for rule in schema.rules {
            for failure in rule.failures(value) {
                let instancePath = failure.member.map { JSONPointer.appending($0, to: path) } ?? path
                errors.append(SchemaValidationError(instancePath: instancePath, keyword: rule.keyword, message: failure.message,
                                                    schemaPath: JSONPointer.appending(rule.keyword, to: schema.pointer),
                                                    messageKey: failure.key?.name, messageArguments: failure.key?.arguments ?? [:]))
                if stopAtFirst { return }
            }
        }
        if let reference = schema.reference {
            validate(value, against: reference, at: path, into: &errors, stopAtFirst: stopAtFirst)
        }
        switch value {
        case .object(let object) where !schema.properties.isEmpty || schema.additionalProperties != nil:
            for (key, member) in object {
                if stopAtFirst, !errors.isEmpty { return }
                let memberPath = JSONPointer.appending(key, to: path)
                if let property = schema.property(key) {
                    validate(member, against: property, at: memberPath, into: &errors, stopAtFirst: stopAtFirst)
                } else if let additional = schema.additionalProperties {
                    if additional.booleanValue == false {
                        errors.append(SchemaValidationError(instancePath: memberPath, keyword: "additionalProperties",
                                                            message: "is not a property the schema allows",
                                                            schemaPath: additional.pointer, messageKey: "schema.additionalProperties"))
                    } else {
                        validate(member, against: additional, at: memberPath, into: &errors, stopAtFirst: stopAtFirst)
                    }
                }
            }
        case .array(let elements):
            // `items` applies past the tuple's positions only (`prefixItems`, or draft-07's array
            // `items` with `additionalItems`): [1, "a", true] fits [number, string] then booleans.
            let prefix = schema.prefixItems ?? []
            for (index, element) in elements.enumerated() {
                guard let elementSchema = index < prefix.count ? prefix[index] : schema.items else { break }
                if stopAtFirst, !errors.isEmpty { return }
                validate(element, against: elementSchema, at: JSONPointer.appending(index, to: path), into: &errors, stopAtFirst: stopAtFirst)
            }
        default:
            break
        }
        if let options = schema.oneOf {
            let matching = options.lazy.filter { option in
                var optionErrors: [SchemaValidationError] = []
                validate(value, against: option, at: path, into: &optionErrors, stopAtFirst: true)
                return optionErrors.isEmpty
            }.prefix(2).count
            if matching != 1 {
                let constants = options.compactMap { $0.rule("const").flatMap { rule -> JSONValue? in
                    if case .constant(let value) = rule { return value }
                    return nil
                } }
                let message = constants.count == options.count && matching == 0
                    ? "must be one of " + SchemaRule.list(constants.prefix(10).map(\.description) + (constants.count > 10 ? ["…"] : []), joinedBy: "or")
                    : (matching == 0 ? "must match one schema of oneOf; it matches none" : "must match exactly one schema of oneOf; it matches more")
                errors.append(SchemaValidationError(instancePath: path, keyword: "oneOf", message: message,
                                                    schemaPath: JSONPointer.appending("oneOf", to: schema.pointer),
                                                    messageKey: CompiledEvaluation.fixedMessageKeys[message]))
            }
        }
        if let options = schema.anyOf {
            let matches = options.contains { option in
                var optionErrors: [SchemaValidationError] = []
                validate(value, against: option, at: path, into: &optionErrors, stopAtFirst: true)
                return optionErrors.isEmpty
            }
            if !matches {
                errors.append(SchemaValidationError(instancePath: path, keyword: "anyOf", message: "must match a schema of anyOf; it matches none",
                                                    schemaPath: JSONPointer.appending("anyOf", to: schema.pointer), messageKey: "schema.anyOf.none"))
            }
        }
        for part in schema.allOf ?? [] where !(stopAtFirst && !errors.isEmpty) {
            validate(value, against: part, at: path, into: &errors, stopAtFirst: stopAtFirst)
        }
        if let conditional = schema.conditional {
            var conditionErrors: [SchemaValidationError] = []
            validate(value, against: conditional.condition, at: path, into: &conditionErrors, stopAtFirst: true)
            if let applies = conditionErrors.isEmpty ? conditional.then : conditional.otherwise {
                validate(value, against: applies, at: path, into: &errors, stopAtFirst: stopAtFirst)
            }
        }
        if case .object(let object) = value {
            for (name, dependent) in schema.dependentSchemas where object[name] != nil {
                validate(value, against: dependent, at: path, into: &errors, stopAtFirst: stopAtFirst)
            }
        }
        if let not = schema.not {
            var notErrors: [SchemaValidationError] = []
            validate(value, against: not, at: path, into: &notErrors, stopAtFirst: true)
            if notErrors.isEmpty {
                errors.append(SchemaValidationError(instancePath: path, keyword: "not", message: "must not match the schema at \(not.pointer.isEmpty ? "#" : not.pointer)",
                                                    schemaPath: not.pointer, messageKey: "schema.not",
                                                    messageArguments: ["pointer": .string(not.pointer.isEmpty ? "#" : not.pointer)]))
            }
        }
    }
}

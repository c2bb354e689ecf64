import Foundation
import FormJSON

/// Reads schemas out of a document: type-checks each keyword, resolves `$ref`s once each,
/// refuses cycles, counts fields, and collects every problem.
struct SchemaLoader {
    let document: JSONValue
    let options: SchemaOptions
    /// The dialect: the root's `$schema`.
    let dialect: SchemaDialect
    var errors: [SchemaError] = []
    var warnings: [SchemaWarning] = []
    var fieldCount = 0
    /// Schemas read so far, by pointer: a `$ref` target is read once.
    private var built: [String: Schema] = [:]
    /// Pointers whose schema is being read, outermost first: a `$ref` to one of them is a cycle.
    private var inProgress: [String] = []
    private var inProgressSet: Set<String> = []
    /// For each schema in ``inProgress``: whether it is an array's element schema (`items`,
    /// `prefixItems`, `additionalItems`) — a `$ref` cycle through one of them is recursion a
    /// finite value can take.
    private var inProgressIsElement: [Bool] = []
    private var reportedCycles: Set<String> = []
    /// References to schemas still being read, filled in when each is done.
    private var pendingLinks: [String: [SchemaLink]] = [:]

    /// For each `$ref`, where the schema it names is (the compiler's resolution, with `$id` and
    /// `$anchor`): a pointer into the document, or `uri#pointer` into a registry's document (a
    /// file the document's `$ref`s named), whose schemas the form reads as the document's.
    private let referenceTargets: [String: String]
    /// The registry's documents the compiler read, by URI.
    private let otherDocuments: [String: JSONValue]
    /// Patterns the compiler compiled, by pointer.
    private let patterns: [String: SchemaPattern]

    init(document: JSONValue, options: SchemaOptions, compiler: SchemaCompiler) {
        self.document = document
        self.options = options
        dialect = compiler.dialect
        referenceTargets = compiler.referenceTargets
        otherDocuments = compiler.otherDocuments
        patterns = compiler.patterns
    }

    /// Keywords the compiled validator enforces that the form model does not read, by dialect.
    static let enforcedElsewhere: [SchemaDialect: Set<String>] = [
        .draft2020_12: ["contains", "minContains", "maxContains",
                        "minProperties", "maxProperties", "unevaluatedItems",
                        "unevaluatedProperties", "$dynamicRef"],
        .draft07: ["contains", "minProperties",
                   "maxProperties"],
    ]

    /// What a draft-07 schema with a `$ref` keeps beside it: identifiers, definitions and
    /// annotations.
    static let keptBesideDraft07Reference: Set<String> = [
        "$ref", "$schema", "$id", "$comment", "definitions", "title", "description", "default", "examples", "readOnly",
        "writeOnly", "deprecated", "x-form",
    ]

    /// Keywords of JSON Schema 2019-09 that this library does not implement.
    static let unsupportedAssertions: Set<String> = ["$recursiveRef"]

    /// Keywords JSON Schema defines that carry no assertion here; accepted without a warning.
    static let quietKeywords: Set<String> = [
        "$id", "$comment", "$anchor", "$dynamicAnchor", "$recursiveAnchor", "$vocabulary", "writeOnly",
        "contentMediaType", "contentEncoding", "contentSchema", "x-form",
    ]

    mutating func load() -> Schema? {
        schema(at: "", json: document, depth: 0)
    }

    // MARK: Reading one schema

    mutating func schema(at pointer: String, json: JSONValue, depth: Int, isElement: Bool = false) -> Schema? {
        if let done = built[pointer] { return done }
        guard depth <= options.limits.maximumDepth else {
            errors.append(.tooDeep(pointer: pointer, limit: options.limits.maximumDepth))
            return nil
        }
        let schema: Schema?
        switch json {
        case .bool(let flag):
            schema = Schema(pointer: pointer, booleanValue: flag, types: nil, unknownTypes: [], format: nil, rules: [],
                            properties: [], additionalProperties: nil, items: nil, oneOf: nil, not: nil, reference: nil,
                            title: nil, description: nil, defaultValue: nil, examples: [], isReadOnly: false,
                            isDeprecated: false, json: json)
        case .object(let object):
            inProgress.append(pointer)
            inProgressIsElement.append(isElement)
            inProgressSet.insert(pointer)
            schema = objectSchema(at: pointer, object: object, json: json, depth: depth)
            inProgress.removeLast()
            inProgressIsElement.removeLast()
            inProgressSet.remove(pointer)
        default:
            errors.append(.notASchema(pointer: pointer, found: json.typeName))
            schema = nil
        }
        if let schema {
            built[pointer] = schema
            for link in pendingLinks.removeValue(forKey: pointer) ?? [] { link.fill(schema) }
        }
        return schema
    }

    private mutating func objectSchema(at pointer: String, object: JSONObject, json: JSONValue, depth: Int) -> Schema? {
        var types: [SchemaType]?
        var unknownTypes: [String] = []
        var format: String?
        var rules: [SchemaRule] = []
        var properties: [(name: String, schema: Schema)] = []
        var additionalProperties: Schema?
        var items: Schema?
        var oneOf: [Schema]?
        var anyOf: [Schema]?
        var allOf: [Schema]?
        var conditionJSON: [String: (JSONValue, String)] = [:]
        var dependentSchemas: [(name: String, schema: Schema)] = []
        var patternProperties: [(pattern: String, schema: Schema)] = []
        var propertyNames: Schema?
        var not: Schema?
        var reference: Schema?
        var recursiveReference: SchemaLink?
        var prefixItems: [Schema]?
        var additionalItems: (JSONValue, String)?
        var title: String?
        var description: String?
        var defaultValue: JSONValue?
        var examples: [JSONValue] = []
        var isReadOnly = false
        var isDeprecated = false
        let errorCount = errors.count
        let limits = options.limits

        // Draft-07: a `$ref` overrides its siblings. Annotations stay (a form shows the title),
        // assertions and applicators are dropped from the model as the validator ignores them.
        let refOverrides = dialect == .draft07 && object["$ref"] != nil
        for (keyword, value) in object {
            let at = JSONPointer.appending(keyword, to: pointer)
            if refOverrides, !Self.keptBesideDraft07Reference.contains(keyword) {
                warnings.append(SchemaWarning(kind: .unknownKeyword, pointer: at,
                                              message: "\(keyword) is ignored: in draft-07 a $ref overrides its siblings"))
                continue
            }
            func wrongType(_ expected: String) { errors.append(.wrongKeywordType(pointer: at, expected: expected, found: value.typeName)) }
            switch keyword {
            case "$schema":
                guard let uri = value.stringValue else { wrongType("a string"); continue }
                let named = SchemaDialect(uri: uri)
                if !pointer.isEmpty, named != dialect {
                    warnings.append(SchemaWarning(kind: .unknownKeyword, pointer: at,
                                                  message: "the dialect \(uri.debugDescription) is read as \(dialect == .draft07 ? "draft-07" : "JSON Schema 2020-12")"))
                }
            case "$defs", "definitions":
                guard let definitions = value.objectValue else { wrongType("an object of schemas"); continue }
                for (name, definition) in definitions {
                    _ = schema(at: JSONPointer.appending(name, to: at), json: definition, depth: depth + 1)
                }
            case "$ref":
                guard let text = value.stringValue else { wrongType("a string"); continue }
                switch resolve(text, at: at, depth: depth) {
                case .schema(let target)?: reference = target
                case .recursive(let link)?: recursiveReference = link
                case nil: break
                }
            case "type":
                var names: [String] = []
                if let name = value.stringValue {
                    names = [name]
                } else if let list = value.arrayValue, list.allSatisfy({ $0.stringValue != nil }) {
                    names = list.compactMap(\.stringValue)
                    guard Set(names).count == names.count else {
                        errors.append(.invalidKeywordValue(pointer: at, message: "type names must be unique")); continue
                    }
                } else {
                    wrongType("a type name or an array of type names"); continue
                }
                types = names.compactMap(SchemaType.init(rawValue:))
                for name in names where SchemaType(rawValue: name) == nil {
                    unknownTypes.append(name)
                    if options.isStrict {
                        errors.append(.unknownType(pointer: at, name: name))
                    } else {
                        warnings.append(SchemaWarning(kind: .unknownType, pointer: at,
                                                      message: "\(name.debugDescription) is not a JSON Schema type: no value has it"))
                    }
                }
                rules.append(.type(types ?? [], unknown: unknownTypes))
            case "enum":
                guard let options = value.arrayValue else { wrongType("an array"); continue }
                guard options.count <= limits.maximumOptions else {
                    errors.append(.tooManyOptions(pointer: at, count: options.count, limit: limits.maximumOptions)); continue
                }
                rules.append(.enumeration(options))
            case "const":
                rules.append(.constant(value))
            case "minLength", "maxLength", "minItems", "maxItems":
                guard let count = nonNegativeInteger(value, at: at) else { continue }
                switch keyword {
                case "minLength": rules.append(.minLength(count))
                case "maxLength": rules.append(.maxLength(count))
                case "minItems": rules.append(.minItems(count))
                default: rules.append(.maxItems(count))
                }
            case "pattern":
                guard let source = value.stringValue else { wrongType("a string"); continue }
                let length = source.unicodeScalars.count
                guard length <= limits.maximumPatternLength else {
                    errors.append(.patternTooLong(pointer: at, length: length, limit: limits.maximumPatternLength)); continue
                }
                if let compiled = patterns[at] {
                    rules.append(.pattern(compiled, inputLimit: limits.maximumPatternInputLength))
                    continue
                }
                do {
                    rules.append(.pattern(try SchemaPattern(source), inputLimit: limits.maximumPatternInputLength))
                } catch {
                    errors.append(.unsupportedPattern(pointer: at, message: error.description))
                }
            case "format":
                guard let name = value.stringValue else { wrongType("a string"); continue }
                format = name
                if let known = SchemaFormat(rawValue: name) {
                    // The form's field validators and the document agree: asserted, or neither.
                    if options.assertsFormats { rules.append(.format(known)) }
                } else if options.isStrict {
                    errors.append(.unknownFormat(pointer: at, name: name))
                } else {
                    warnings.append(SchemaWarning(kind: .unknownFormat, pointer: at,
                                                  message: "the format \(name.debugDescription) is not checked (an annotation only)"))
                }
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
                guard value.isNumber else { wrongType("a number"); continue }
                switch keyword {
                case "minimum": rules.append(.minimum(value))
                case "maximum": rules.append(.maximum(value))
                case "exclusiveMinimum": rules.append(.exclusiveMinimum(value))
                default: rules.append(.exclusiveMaximum(value))
                }
            case "multipleOf":
                guard let number = value.doubleValue else { wrongType("a number"); continue }
                guard number > 0 else { errors.append(.invalidKeywordValue(pointer: at, message: "multipleOf must be greater than 0")); continue }
                rules.append(.multipleOf(value))
            case "uniqueItems":
                guard let flag = value.boolValue else { wrongType("a boolean"); continue }
                if flag { rules.append(.uniqueItems) }
            case "required":
                guard let names = uniqueStrings(value, at: at) else { continue }
                rules.append(.required(names))
            case "dependentRequired":
                guard let entries = value.objectValue else { wrongType("an object of arrays of property names"); continue }
                var requirements: [SchemaRule.DependentRequirement] = []
                for (key, list) in entries {
                    guard let names = uniqueStrings(list, at: JSONPointer.appending(key, to: at)) else { continue }
                    requirements.append(SchemaRule.DependentRequirement(key: key, requires: names))
                }
                rules.append(.dependentRequired(requirements))
            case "properties":
                guard let members = value.objectValue else { wrongType("an object of schemas"); continue }
                fieldCount += members.count
                for (name, member) in members {
                    if let property = schema(at: JSONPointer.appending(name, to: at), json: member, depth: depth + 1) {
                        properties.append((name, property))
                    }
                }
            case "additionalProperties":
                additionalProperties = schema(at: at, json: value, depth: depth + 1)
            case "patternProperties":
                guard let entries = value.objectValue else { wrongType("an object of schemas"); continue }
                for (pattern, entry) in entries {
                    if let made = schema(at: JSONPointer.appending(pattern, to: at), json: entry, depth: depth + 1) {
                        patternProperties.append((pattern, made))
                    }
                }
            case "propertyNames":
                propertyNames = schema(at: at, json: value, depth: depth + 1)
            case "items":
                if let list = value.arrayValue {
                    guard dialect == .draft07 else {
                        wrongType("a schema (an array of schemas is prefixItems in 2020-12; a draft-07 document names http://json-schema.org/draft-07/schema# in $schema)")
                        continue
                    }
                    prefixItems = list.enumerated().compactMap { index, element in
                        schema(at: JSONPointer.appending(index, to: at), json: element, depth: depth + 1, isElement: true)
                    }
                    continue
                }
                items = schema(at: at, json: value, depth: depth + 1, isElement: true)
            case "prefixItems" where dialect == .draft2020_12:
                guard let list = value.arrayValue, !list.isEmpty else { wrongType("a non-empty array of schemas"); continue }
                prefixItems = list.enumerated().compactMap { index, element in
                    schema(at: JSONPointer.appending(index, to: at), json: element, depth: depth + 1, isElement: true)
                }
            case "additionalItems" where dialect == .draft07:
                additionalItems = (value, at)
            case "dependencies" where dialect == .draft07:
                guard let entries = value.objectValue else { wrongType("an object of arrays of property names or schemas"); continue }
                var requirements: [SchemaRule.DependentRequirement] = []
                for (key, entry) in entries {
                    let entryPointer = JSONPointer.appending(key, to: at)
                    if entry.arrayValue != nil {
                        guard let names = uniqueStrings(entry, at: entryPointer) else { continue }
                        requirements.append(SchemaRule.DependentRequirement(key: key, requires: names))
                    } else if entry.objectValue == nil, entry.boolValue == nil {
                        errors.append(.notASchema(pointer: entryPointer, found: entry.typeName))
                    } else if let made = schema(at: entryPointer, json: entry, depth: depth + 1) {
                        dependentSchemas.append((key, made))
                    }
                }
                if !requirements.isEmpty { rules.append(.dependentRequired(requirements)) }
            case "if", "then", "else":
                conditionJSON[keyword] = (value, at)
            case "dependentSchemas" where dialect == .draft2020_12:
                guard let entries = value.objectValue else { wrongType("an object of schemas"); continue }
                for (key, entry) in entries {
                    if let made = schema(at: JSONPointer.appending(key, to: at), json: entry, depth: depth + 1) { dependentSchemas.append((key, made)) }
                }
            case "allOf":
                guard let list = value.arrayValue, !list.isEmpty else { wrongType("a non-empty array of schemas"); continue }
                guard list.count <= limits.maximumOptions else {
                    errors.append(.tooManyOptions(pointer: at, count: list.count, limit: limits.maximumOptions)); continue
                }
                allOf = list.enumerated().compactMap { index, element in
                    schema(at: JSONPointer.appending(index, to: at), json: element, depth: depth + 1)
                }
            case "oneOf", "anyOf":
                guard let list = value.arrayValue, !list.isEmpty else { wrongType("a non-empty array of schemas"); continue }
                guard list.count <= limits.maximumOptions else {
                    errors.append(.tooManyOptions(pointer: at, count: list.count, limit: limits.maximumOptions)); continue
                }
                let schemas = list.enumerated().compactMap { index, element in
                    schema(at: JSONPointer.appending(index, to: at), json: element, depth: depth + 1)
                }
                if keyword == "oneOf" { oneOf = schemas } else { anyOf = schemas }
            case "not":
                not = schema(at: at, json: value, depth: depth + 1)
            case "title":
                guard let text = value.stringValue else { wrongType("a string"); continue }
                title = text
            case "description":
                guard let text = value.stringValue else { wrongType("a string"); continue }
                description = text
            case "default":
                defaultValue = value
            case "examples":
                guard let list = value.arrayValue else { wrongType("an array"); continue }
                examples = list
            case "readOnly", "deprecated":
                guard let flag = value.boolValue else { wrongType("a boolean"); continue }
                if keyword == "readOnly" { isReadOnly = flag } else { isDeprecated = flag }
            default:
                if Self.unsupportedAssertions.contains(keyword) {
                    if options.isStrict {
                        errors.append(.unsupportedKeyword(pointer: at, keyword: keyword))
                    } else {
                        warnings.append(SchemaWarning(kind: .unsupportedKeyword, pointer: at,
                                                      message: "\(keyword) is not enforced: values it would refuse are accepted"))
                    }
                } else if Self.quietKeywords.contains(keyword) || Self.enforcedElsewhere[dialect]?.contains(keyword) == true {
                    continue
                } else {
                    warnings.append(SchemaWarning(kind: .unknownKeyword, pointer: at,
                                                  message: "unknown keyword \(keyword.debugDescription), ignored"))
                }
            }
        }
        if let (value, at) = additionalItems, prefixItems != nil {
            // draft-07: `additionalItems` is the schema of the elements past a tuple's.
            items = schema(at: at, json: value, depth: depth + 1, isElement: true)
        }
        var conditional: Schema.Conditional?
        if let (json, at) = conditionJSON["if"], let condition = schema(at: at, json: json, depth: depth + 1) {
            let then = conditionJSON["then"].flatMap { schema(at: $0.1, json: $0.0, depth: depth + 1) }
            let otherwise = conditionJSON["else"].flatMap { schema(at: $0.1, json: $0.0, depth: depth + 1) }
            conditional = Schema.Conditional(condition: condition, then: then, otherwise: otherwise)
        }
        guard errors.count == errorCount else { return nil }
        return Schema(pointer: pointer, booleanValue: nil, types: types, unknownTypes: unknownTypes, format: format,
                      rules: rules, properties: properties, additionalProperties: additionalProperties, items: items,
                      oneOf: oneOf, not: not, reference: reference, title: title, description: description,
                      defaultValue: defaultValue, examples: examples, isReadOnly: isReadOnly, isDeprecated: isDeprecated,
                      json: json, prefixItems: prefixItems, recursiveReference: recursiveReference, anyOf: anyOf,
                      allOf: allOf, conditional: conditional, dependentSchemas: dependentSchemas,
                      patternProperties: patternProperties, propertyNames: propertyNames)
    }

    // MARK: Keyword values

    private mutating func nonNegativeInteger(_ value: JSONValue, at pointer: String) -> Int? {
        guard value.isNumber else {
            errors.append(.wrongKeywordType(pointer: pointer, expected: "a non-negative integer", found: value.typeName))
            return nil
        }
        guard let count = value.intValue, count >= 0 else {
            errors.append(.invalidKeywordValue(pointer: pointer, message: "must be a non-negative integer, not \(value)"))
            return nil
        }
        return count
    }

    private mutating func uniqueStrings(_ value: JSONValue, at pointer: String) -> [String]? {
        guard let list = value.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
            errors.append(.wrongKeywordType(pointer: pointer, expected: "an array of property names", found: value.typeName))
            return nil
        }
        let names = list.compactMap(\.stringValue)
        guard Set(names).count == names.count else {
            errors.append(.invalidKeywordValue(pointer: pointer, message: "names a property twice"))
            return nil
        }
        return names
    }

    // MARK: References

    /// What a `$ref` resolves to.
    enum Resolution {
        /// A schema read (or already read).
        case schema(Schema)
        /// A schema still being read that contains the reference through an array's elements.
        case recursive(SchemaLink)
    }

    /// The schema at a loader key: a pointer into the document, or `uri#pointer` into another.
    private func json(at key: String) -> JSONValue? {
        guard !key.hasPrefix("/"), !key.isEmpty, let hash = key.firstIndex(of: "#") else { return JSONPointer.resolve(key, in: document) }
        guard let other = otherDocuments[String(key[..<hash])] else { return nil }
        return JSONPointer.resolve(String(key[key.index(after: hash)...]), in: other)
    }

    /// Reads the schema a `$ref` names, as the compiler resolved it — in the document, or in a
    /// registry's document (a sibling file), read as the document's own. A reference back to a schema being read is recursion: the compiler has refused the
    /// loops that make no progress through the value, so this one goes through a member or an
    /// element, and is held weakly.
    private mutating func resolve(_ reference: String, at pointer: String, depth: Int) -> Resolution? {
        guard let target = referenceTargets[pointer], let json = json(at: target) else { return nil }
        if inProgressSet.contains(target) {
            let start = inProgress.lastIndex(of: target) ?? 0
            let link = SchemaLink(targetPointer: target, passesThroughElements: inProgressIsElement[(start + 1)...].contains(true))
            pendingLinks[target, default: []].append(link)
            return .recursive(link)
        }
        return schema(at: target, json: json, depth: depth + 1).map(Resolution.schema)
    }
}

import Foundation
import FormJSON

extension SchemaCompiler {
    // MARK: Compiling

    func location(_ place: Place) -> String {
        place.document == 0 ? place.pointer : documents[place.document].uri + "#" + place.pointer
    }

    /// The index of the node of `place`: compiled already, or reserved and queued (so compiling
    /// never recurses, however deep the document or long a chain of `$ref`s).
    mutating func compile(_ place: Place) -> Int {
        if let done = memo[place] { return done }
        let index = nodes.count
        nodes.append(nil)
        memo[place] = index
        pending.append((index, place))
        return index
    }

    /// Compiles the queued nodes (which may queue more).
    mutating func drain() {
        while let (index, place) = pending.popLast() { build(index, at: place) }
    }

    mutating func build(_ index: Int, at place: Place) {
        let placeInfo = placeInfo(place)
        let json = JSONPointer.resolve(place.pointer, in: documents[place.document].json) ?? true
        var keywords: [CompiledKeyword] = []
        var boolean: Bool?
        switch json {
        case .bool(let flag): boolean = flag
        case .object(let object): keywords = compileKeywords(object, at: place, info: placeInfo)
        default: boolean = true  // not a schema: the loader reports it
        }
        nodes[index] = CompiledNode(boolean: boolean, keywords: keywords, resource: placeInfo.resource, location: location(place),
                                    absoluteLocation: Self.absoluteLocation(base: placeInfo.base, pointer: placeInfo.relative))
    }

    mutating func compileKeywords(_ object: JSONObject, at place: Place, info: PlaceInfo) -> [CompiledKeyword] {
        let dialect = info.dialect
        let validates = validatesValues || place.document != 0
        func child(_ tokens: String...) -> Place {
            Place(document: place.document, pointer: place.pointer + tokens.map { "/" + JSONPointer.escape($0) }.joined())
        }
        var rules: [CompiledKeyword] = []
        var references: [CompiledKeyword] = []
        var applicators: [CompiledKeyword] = []
        var unevaluated: [CompiledKeyword] = []

        func reference(_ keyword: String) {
            guard let text = object[keyword]?.stringValue else { return }
            let at = location(child(keyword))
            switch resolve(text, base: info.base, dialect: dialect) {
            case .success(let (target, isDynamicAnchor)):
                if keyword == "$ref" {
                    referenceTargets[loaderKey(child(keyword))] = loaderKey(target)
                }
                let index = compile(target)
                if keyword == "$ref" {
                    references.append(.reference(index))
                } else {
                    let fragment = SchemaURI.split(text).fragment
                    references.append(.dynamicReference(index, anchor: isDynamicAnchor ? fragment : nil))
                }
            case .failure(.unknownDocument):
                errors.append(.referenceNotLocal(pointer: at, reference: text))
            case .failure(.notFound):
                errors.append(.referenceNotFound(pointer: at, reference: text))
            }
        }
        if dialect == .draft07, object["$ref"] != nil {
            reference("$ref")
            return references
        }

        var properties: [(name: String, node: Int)] = [], patternNodes: [(pattern: SchemaPattern, node: Int)] = [], additional: Int?
        var hasMembers = false
        var prefix: [Int] = [], prefixKeyword = "prefixItems", rest: Int?, restKeyword = "items", hasElements = false
        var contains: Int?, minContains = 1, maxContains: Int?
        var conditionIf: Int?
        func pattern(_ source: String, at keywordPlace: Place) -> SchemaPattern? {
            if let known = patterns[keywordPlace.pointer], keywordPlace.document == 0 { return known }
            guard source.unicodeScalars.count <= options.limits.maximumPatternLength,
                  let compiled = patternsBySource[source] ?? (try? SchemaPattern(source)) else { return nil }
            patternsBySource[source] = compiled
            if keywordPlace.document == 0 { patterns[keywordPlace.pointer] = compiled }
            return compiled
        }

        for (keyword, value) in object {
            switch keyword {
            case "$ref": reference("$ref")
            case "$dynamicRef" where dialect == .draft2020_12: reference("$dynamicRef")
            // Assertions on the value.
            case "type" where validates:
                let names = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue) ?? []
                rules.append(.rule(.type(names.compactMap(SchemaType.init(rawValue:)), unknown: names.filter { SchemaType(rawValue: $0) == nil })))
            case "enum" where validates:
                if let options = value.arrayValue { rules.append(.rule(.enumeration(options))) }
            case "const" where validates:
                rules.append(.rule(.constant(value)))
            case "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties":
                guard validates, let count = value.intValue, count >= 0 else { continue }
                switch keyword {
                case "minLength": rules.append(.rule(.minLength(count)))
                case "maxLength": rules.append(.rule(.maxLength(count)))
                case "minItems": rules.append(.rule(.minItems(count)))
                case "maxItems": rules.append(.rule(.maxItems(count)))
                case "minProperties": rules.append(.minProperties(count))
                default: rules.append(.maxProperties(count))
                }
            case "pattern" where validates:
                if let source = value.stringValue, let compiled = pattern(source, at: child(keyword)) {
                    rules.append(.rule(.pattern(compiled, inputLimit: options.limits.maximumPatternInputLength)))
                }
            case "format":
                if options.assertsFormats, let name = value.stringValue, let format = SchemaFormat(rawValue: name) {
                    rules.append(.rule(.format(format)))
                }
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf":
                guard validates, value.isNumber else { continue }
                switch keyword {
                case "minimum": rules.append(.rule(.minimum(value)))
                case "maximum": rules.append(.rule(.maximum(value)))
                case "exclusiveMinimum": rules.append(.rule(.exclusiveMinimum(value)))
                case "exclusiveMaximum": rules.append(.rule(.exclusiveMaximum(value)))
                default: if (value.doubleValue ?? 0) > 0 { rules.append(.rule(.multipleOf(value))) }
                }
            case "uniqueItems" where validates:
                if value.boolValue == true { rules.append(.rule(.uniqueItems)) }
            case "required" where validates:
                if let names = value.arrayValue?.compactMap(\.stringValue) { rules.append(.required(names)) }
            case "dependentRequired" where validates && dialect == .draft2020_12:
                let entries = (value.objectValue ?? [:]).map { (key: $0.0, requires: $0.1.arrayValue?.compactMap(\.stringValue) ?? []) }
                rules.append(.dependentRequired(entries, keyword: keyword))
            case "minContains" where validates && dialect == .draft2020_12:
                if let count = value.intValue, count >= 0 { minContains = count }
            case "maxContains" where validates && dialect == .draft2020_12:
                if let count = value.intValue, count >= 0 { maxContains = count }
            // Applicators.
            case "allOf", "anyOf", "oneOf":
                guard let list = value.arrayValue, !list.isEmpty else { continue }
                let indices = list.indices.map { compile(child(keyword, String($0))) }
                switch keyword {
                case "allOf": applicators.append(.allOf(indices))
                case "anyOf": applicators.append(.anyOf(indices))
                default:
                    let constants = list.compactMap { $0["const"] }
                    applicators.append(.oneOf(indices, constants: constants.count == list.count ? constants : nil))
                }
            case "not":
                applicators.append(.not(compile(child(keyword))))
            case "if":
                conditionIf = compile(child(keyword))
            case "properties":
                hasMembers = true
                for name in (value.objectValue ?? [:]).keys { properties.append((name, compile(child(keyword, name)))) }
            case "patternProperties":
                hasMembers = true
                for source in (value.objectValue ?? [:]).keys {
                    if let compiled = pattern(source, at: child(keyword, source)) {
                        patternNodes.append((compiled, compile(child(keyword, source))))
                    }
                }
            case "additionalProperties":
                hasMembers = true
                additional = compile(child(keyword))
            case "propertyNames":
                applicators.append(.propertyNames(compile(child(keyword))))
            case "dependentSchemas" where dialect == .draft2020_12:
                let entries = (value.objectValue ?? [:]).keys.map { (key: $0, node: compile(child(keyword, $0))) }
                applicators.append(.dependentSchemas(entries, keyword: keyword))
            case "dependencies" where dialect == .draft07:
                var names: [(key: String, requires: [String])] = [], schemas: [(key: String, node: Int)] = []
                for (key, entry) in value.objectValue ?? [:] {
                    if let list = entry.arrayValue {
                        if validates { names.append((key, list.compactMap(\.stringValue))) }
                    } else {
                        schemas.append((key, compile(child(keyword, key))))
                    }
                }
                if !names.isEmpty { rules.append(.dependentRequired(names, keyword: keyword)) }
                if !schemas.isEmpty { applicators.append(.dependentSchemas(schemas, keyword: keyword)) }
            case "prefixItems" where dialect == .draft2020_12:
                hasElements = true
                prefix = (value.arrayValue ?? []).indices.map { compile(child(keyword, String($0))) }
            case "items":
                hasElements = true
                if dialect == .draft07, let list = value.arrayValue {
                    prefix = list.indices.map { compile(child(keyword, String($0))) }
                    prefixKeyword = "items"
                    if object["additionalItems"] != nil {
                        rest = compile(child("additionalItems"))
                        restKeyword = "additionalItems"
                    }
                } else if value.arrayValue == nil {
                    rest = compile(child(keyword))
                }
            case "contains":
                contains = compile(child(keyword))
            case "unevaluatedProperties" where dialect == .draft2020_12:
                unevaluated.append(.unevaluatedProperties(compile(child(keyword))))
            case "unevaluatedItems" where dialect == .draft2020_12:
                unevaluated.append(.unevaluatedItems(compile(child(keyword))))
            default:
                continue
            }
        }
        if let conditionIf {
            let then = object["then"] != nil ? compile(child("then")) : nil
            let otherwise = object["else"] != nil ? compile(child("else")) : nil
            // `if` alone asserts nothing, but what it evaluates counts for unevaluated*.
            applicators.append(.conditional(if: conditionIf, then: then, else: otherwise))
        }
        var structural: [CompiledKeyword] = []
        if hasMembers {
            structural.append(.members(CompiledMembers(properties: PropertyTable(properties), patterns: patternNodes, additional: additional)))
        }
        if hasElements { structural.append(.elements(prefix: prefix, prefixKeyword: prefixKeyword, rest: rest, restKeyword: restKeyword)) }
        if let contains {
            structural.append(.contains(contains, minimum: dialect == .draft07 ? 1 : minContains, maximum: dialect == .draft07 ? nil : maxContains))
        }
        return rules + references + structural + applicators + unevaluated
    }
}

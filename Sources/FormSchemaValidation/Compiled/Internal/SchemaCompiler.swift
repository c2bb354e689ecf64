import Foundation
import FormJSON

/// Compiles a document into a ``CompiledSchema``: finds every schema resource (`$id`), anchor
/// (`$anchor`, `$dynamicAnchor`, draft-07's `$id: "#name"`) and base URI first, then compiles
/// the schemas reachable from the root (and every `$defs` entry), resolving each `$ref` once.
/// Documents of the registry are read when a `$ref` first names them.
///
/// Malformed keyword values are skipped here: the document's loader reports them.
struct SchemaCompiler {
    /// A document: the root (index 0) or one of the registry's.
    struct Document {
        let json: JSONValue
        let uri: String
    }

    /// A place in a document: a schema's position.
    struct Place: Hashable {
        let document: Int
        let pointer: String
    }

    /// What the walk over a document learnt about one schema's place.
    struct PlaceInfo {
        /// The base URI (without a fragment).
        let base: String
        /// The pointer from the base resource's root.
        let relative: String
        /// The resource's number.
        let resource: Int
        /// The dialect.
        let dialect: SchemaDialect
    }

    /// A `$dynamicAnchor`: where, its name, and its resource.
    struct DynamicAnchor {
        let place: Place
        let name: String
        let resource: Int
    }

    /// The base URI of a document that has no `$id` and no ``SchemaOptions/baseURI``: it lets
    /// relative references resolve, but it is no URI of the document's, so locations under it
    /// have no absolute form (`.invalid` is reserved, RFC 2606: no real document is there).
    static let defaultBase = "https://document.invalid/root.json"

    /// `base#pointer`, or `nil` when `base` is (or was resolved against) ``defaultBase``.
    static func absoluteLocation(base: String, pointer: String) -> String? {
        base.hasPrefix("https://document.invalid/") ? nil : base + "#" + pointer
    }

    let options: SchemaOptions
    let registry: SchemaRegistry
    var documents: [Document] = []
    var documentByURI: [String: Int] = [:]
    var resources: [String: Place] = [:]
    var resourceCount = 0
    var anchors: [String: Place] = [:]
    var dynamicAnchorPlaces: [String: DynamicAnchor] = [:]
    var compiledDynamicAnchors: Set<String> = []
    var info: [Place: PlaceInfo] = [:]
    var memo: [Place: Int] = [:]
    var nodes: [CompiledNode?] = []
    /// Nodes reserved and not compiled yet.
    var pending: [(index: Int, place: Place)] = []
    /// The problems found, in the order found.
    var errors: [SchemaError] = []
    /// For each `$ref` of the root document (by its pointer) that names a schema of the root
    /// document, that schema's pointer: the form model follows the same resolution.
    var referenceTargets: [String: String] = [:]
    /// Patterns compiled, by the pointer of their keyword in the root document.
    var patterns: [String: SchemaPattern] = [:]
    /// Patterns compiled, by their source: a pattern written on many properties is compiled once.
    var patternsBySource: [String: SchemaPattern] = [:]
    /// Where the form model's loader finds a place: its pointer in the root document, or
    /// `uri#pointer` in another one (a file a `$ref` named).
    func loaderKey(_ place: Place) -> String {
        place.document == 0 ? place.pointer : documents[place.document].uri + "#" + place.pointer
    }

    /// The documents read besides the root, by URI, for the form model's loader.
    var otherDocuments: [String: JSONValue] {
        var found: [String: JSONValue] = [:]
        for document in documents.dropFirst() { found[document.uri] = document.json }
        return found
    }

    /// The root document's dialect.
    var dialect: SchemaDialect = .draft2020_12
    /// Whether the root's metaschema lists the validation vocabulary (a custom metaschema may
    /// leave it out: the validation keywords are then annotations).
    var validatesValues = true

    init(options: SchemaOptions, registry: SchemaRegistry) {
        self.options = options
        self.registry = registry
    }

    /// Compiles `json` as a document; `nil` when it has errors (see ``errors``).
    mutating func compile(_ json: JSONValue) -> CompiledSchema? {
        var rootDialect = options.defaultDialect
        if let uri = json["$schema"]?.stringValue {
            if let known = SchemaDialect(uri: uri) {
                rootDialect = known
            } else if let (metaDialect, vocabularies) = customMetaschema(uri) {
                rootDialect = metaDialect
                if let vocabularies {
                    validatesValues = vocabularies["https://json-schema.org/draft/2020-12/vocab/validation"] != nil
                    for (vocabulary, required) in vocabularies where required.boolValue == true && !Self.knownVocabularies.contains(vocabulary) {
                        errors.append(.invalidKeywordValue(pointer: "/$schema", message: "the metaschema \(uri.debugDescription) requires the vocabulary \(vocabulary.debugDescription), which this library does not know"))
                    }
                }
            } else {
                errors.append(.unknownDialect(pointer: "/$schema", uri: uri))
                return nil
            }
        }
        dialect = rootDialect
        let retrieval = options.baseURI.map { SchemaURI.split($0).uri } ?? Self.defaultBase
        let base = json["$id"]?.stringValue.map { SchemaURI.split(SchemaURI.resolve($0, against: retrieval)).uri } ?? retrieval
        let root = loadDocument(json, uri: base, dialect: rootDialect)
        let rootIndex = compile(Place(document: root, pointer: ""))
        // Every definition, used or not, so that a `$ref` to nowhere is found wherever it is.
        for keyword in ["$defs", "definitions"] {
            if let definitions = json[keyword]?.objectValue, json["$ref"] == nil || rootDialect == .draft2020_12 {
                for name in definitions.keys {
                    _ = compile(Place(document: root, pointer: "/" + keyword + "/" + JSONPointer.escape(name)))
                }
            }
        }
        drain()
        // Dynamic anchors (compiling one may read another document with more).
        var table: [String: [Int: Int]] = [:]
        while let (key, anchor) = dynamicAnchorPlaces.first(where: { !compiledDynamicAnchors.contains($0.key) }) {
            compiledDynamicAnchors.insert(key)
            let index = compile(anchor.place)
            drain()
            if table[anchor.name]?[anchor.resource] == nil { table[anchor.name, default: [:]][anchor.resource] = index }
        }
        reportCycles()
        guard errors.isEmpty else { return nil }
        return CompiledSchema(nodes: nodes.map { $0! }, root: rootIndex, dynamicAnchors: table,
                              maximumInstanceDepth: options.limits.maximumInstanceDepth)
    }

    static let knownVocabularies: Set<String> = [
        "https://json-schema.org/draft/2020-12/vocab/core", "https://json-schema.org/draft/2020-12/vocab/applicator",
        "https://json-schema.org/draft/2020-12/vocab/unevaluated", "https://json-schema.org/draft/2020-12/vocab/validation",
        "https://json-schema.org/draft/2020-12/vocab/meta-data", "https://json-schema.org/draft/2020-12/vocab/format-annotation",
        "https://json-schema.org/draft/2020-12/vocab/content",
    ]

    /// A metaschema of the registry that `uri` names: the dialect it is written in (its own
    /// `$schema`, followed to a known dialect) and its `$vocabulary`.
    func customMetaschema(_ uri: String) -> (SchemaDialect, JSONObject?)? {
        var current = uri
        var vocabularies: JSONObject?
        for _ in 0..<8 {
            guard let metaschema = registry.document(at: current), let next = metaschema["$schema"]?.stringValue else { return nil }
            if vocabularies == nil { vocabularies = metaschema["$vocabulary"]?.objectValue }
            if let known = SchemaDialect(uri: next) { return (known, vocabularies) }
            current = next
        }
        return nil
    }

    // MARK: Finding resources and anchors

    mutating func loadDocument(_ json: JSONValue, uri: String, dialect: SchemaDialect) -> Int {
        let index = documents.count
        documents.append(Document(json: json, uri: uri))
        documentByURI[uri] = index
        var documentDialect = dialect
        if let named = json["$schema"]?.stringValue.flatMap(SchemaDialect.init(uri:)) { documentDialect = named }
        let resource = newResource(uri, at: Place(document: index, pointer: ""))
        discover(json, place: Place(document: index, pointer: ""), base: uri, relative: "", resource: resource, dialect: documentDialect)
        return index
    }

    mutating func newResource(_ uri: String, at place: Place) -> Int {
        if resources[uri] == nil { resources[uri] = place }
        resourceCount += 1
        return resourceCount - 1
    }

    mutating func discover(_ json: JSONValue, place: Place, base: String, relative: String, resource: Int, dialect: SchemaDialect,
                                   depth: Int = 0) {
        guard depth <= options.limits.maximumDepth else {
            // The loader refuses the document itself at its own depth; a registry's is refused here.
            if place.document != 0 { errors.append(.tooDeep(pointer: location(place), limit: options.limits.maximumDepth)) }
            return
        }
        guard case .object(let object) = json else {
            info[place] = PlaceInfo(base: base, relative: relative, resource: resource, dialect: dialect)
            return
        }
        var base = base, relative = relative, resource = resource, dialect = dialect
        let ignoresSiblings = dialect == .draft07 && object["$ref"] != nil
        if !ignoresSiblings, let id = object["$id"]?.stringValue {
            if dialect == .draft07, id.hasPrefix("#") {
                anchors[base + id] = place
            } else {
                let (uri, fragment) = SchemaURI.split(SchemaURI.resolve(id, against: base))
                if uri != base || place.pointer.isEmpty == false {
                    base = uri
                    relative = ""
                    resource = newResource(uri, at: place)
                } else if resources[uri] == nil {
                    resources[uri] = place
                }
                if let fragment, !fragment.isEmpty, dialect == .draft07 { anchors[uri + "#" + fragment] = place }
                if let named = object["$schema"]?.stringValue.flatMap(SchemaDialect.init(uri:)) { dialect = named }
            }
        }
        if dialect == .draft2020_12 {
            if let name = object["$anchor"]?.stringValue { anchors[base + "#" + name] = place }
            if let name = object["$dynamicAnchor"]?.stringValue {
                anchors[base + "#" + name] = place
                dynamicAnchorPlaces[base + "#" + name] = DynamicAnchor(place: place, name: name, resource: resource)
            }
        }
        info[place] = PlaceInfo(base: base, relative: relative, resource: resource, dialect: dialect)
        if ignoresSiblings { return }
        func visit(_ child: JSONValue, _ tokens: [String]) {
            let suffix = tokens.map { "/" + JSONPointer.escape($0) }.joined()
            discover(child, place: Place(document: place.document, pointer: place.pointer + suffix), base: base,
                     relative: relative + suffix, resource: resource, dialect: dialect, depth: depth + 1)
        }
        for (keyword, value) in object {
            switch Self.subschemaShape(keyword, dialect: dialect) {
            case .single?:
                if case .array(let list) = value, keyword == "items" {
                    for (index, element) in list.enumerated() { visit(element, [keyword, String(index)]) }
                } else {
                    visit(value, [keyword])
                }
            case .list?:
                for (index, element) in (value.arrayValue ?? []).enumerated() { visit(element, [keyword, String(index)]) }
            case .map?:
                for (name, member) in value.objectValue ?? [:] where member.objectValue != nil || member.boolValue != nil {
                    visit(member, [keyword, name])
                }
            case nil:
                continue
            }
        }
    }

    enum SubschemaShape { case single, list, map }

    /// Where a keyword holds subschemas in `dialect`.
    static func subschemaShape(_ keyword: String, dialect: SchemaDialect) -> SubschemaShape? {
        switch keyword {
        case "additionalProperties", "propertyNames", "not", "if", "then", "else", "contains", "items": .single
        case "allOf", "anyOf", "oneOf": .list
        case "properties", "patternProperties": .map
        case "prefixItems", "unevaluatedItems", "unevaluatedProperties", "contentSchema", "$defs", "dependentSchemas":
            dialect == .draft2020_12 ? (keyword == "prefixItems" ? .list : (keyword == "$defs" || keyword == "dependentSchemas" ? .map : .single)) : nil
        case "additionalItems": dialect == .draft07 ? .single : nil
        case "definitions", "dependencies": dialect == .draft07 ? .map : nil
        default: nil
        }
    }

    /// The info of a place, or of its nearest walked ancestor with the rest of the pointer.
    func placeInfo(_ place: Place) -> PlaceInfo {
        if let known = info[place] { return known }
        var pointer = place.pointer
        var rest = ""
        while let slash = pointer.lastIndex(of: "/") {
            rest = String(pointer[slash...]) + rest
            pointer = String(pointer[..<slash])
            if let known = info[Place(document: place.document, pointer: pointer)] {
                return PlaceInfo(base: known.base, relative: known.relative + rest, resource: known.resource, dialect: known.dialect)
            }
        }
        return PlaceInfo(base: documents[place.document].uri, relative: place.pointer, resource: 0, dialect: dialect)
    }

    // MARK: Resolving references

    enum ReferenceProblem: Error { case unknownDocument, notFound }

    /// The place `reference` names, resolved against `base`.
    mutating func resolve(_ reference: String, base: String, dialect: SchemaDialect) -> Result<(Place, isDynamicAnchor: Bool), ReferenceProblem> {
        let (uri, fragment) = SchemaURI.split(SchemaURI.resolve(reference, against: base))
        let resource: Place
        if let known = resources[uri] {
            resource = known
        } else if let json = registry.document(at: uri) {
            _ = loadDocument(json, uri: uri, dialect: dialect)
            guard let loaded = resources[uri] else { return .failure(.unknownDocument) }
            resource = loaded
        } else {
            return .failure(.unknownDocument)
        }
        guard let fragment, !fragment.isEmpty else { return .success((resource, false)) }
        if fragment.hasPrefix("/") {
            guard let decoded = fragment.removingPercentEncoding, JSONPointer.tokens(decoded) != nil,
                  JSONPointer.resolve(resource.pointer + decoded, in: documents[resource.document].json) != nil
            else { return .failure(.notFound) }
            return .success((Place(document: resource.document, pointer: resource.pointer + decoded), false))
        }
        guard let anchored = anchors[uri + "#" + fragment] else { return .failure(.notFound) }
        return .success((anchored, dynamicAnchorPlaces[uri + "#" + fragment] != nil))
    }

    // MARK: Cycles

    /// Reports `$ref`s that lead back to a schema being applied to the same value with no part of
    /// the value in between: validating would never end.
    mutating func reportCycles() {
        let built = nodes.map { $0! }
        func inPlace(_ node: CompiledNode) -> [Int] {
            var next: [Int] = []
            for keyword in node.keywords {
                switch keyword {
                case .reference(let target): next.append(target)
                case .allOf(let list), .anyOf(let list), .oneOf(let list, _): next += list
                case .not(let target): next.append(target)
                case .conditional(let condition, let then, let otherwise): next += [condition] + [then, otherwise].compactMap { $0 }
                case .dependentSchemas(let entries, _): next += entries.map(\.node)
                default: continue
                }
            }
            return next
        }
        var state = [UInt8](repeating: 0, count: built.count)  // 0 new, 1 on the path, 2 done
        for start in built.indices where state[start] == 0 {
            // A depth-first walk with its own stack: each entry is a node and its next edge.
            var stack: [(node: Int, edges: [Int], next: Int)] = [(start, inPlace(built[start]), 0)]
            state[start] = 1
            while let top = stack.last {
                guard top.next < top.edges.count else {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                let target = top.edges[top.next]
                stack[stack.count - 1].next += 1
                if state[target] == 1 {
                    let first = stack.firstIndex { $0.node == target } ?? 0
                    errors.append(.referenceCycle(path: (stack[first...].map(\.node) + [target]).map { built[$0].location }))
                    return
                }
                if state[target] == 0 {
                    state[target] = 1
                    stack.append((target, inPlace(built[target]), 0))
                }
            }
        }
    }
}

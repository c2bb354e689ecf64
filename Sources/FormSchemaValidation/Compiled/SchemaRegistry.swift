import FormJSON

/// The documents a schema's remote `$ref`s may name, by URI: nothing is fetched from a network,
/// so a `$ref` to `https://example.com/address.json` resolves only when the caller registered a
/// document under that URI (or the document's own `$id` says it is that URI).
///
/// The metaschemas of draft-07 and 2020-12 (with 2020-12's vocabulary metaschemas) are always
/// known, so `{"$ref": "https://json-schema.org/draft/2020-12/schema"}` validates a schema.
///
/// ```swift
/// var registry = SchemaRegistry()
/// registry.register(["type": "integer"], as: "https://example.com/integer.json")
/// let document = try SchemaDocument(json: ["$ref": "https://example.com/integer.json"], registry: registry)
/// document.validate("one").map(\.description)   // ["(root): must be an integer (type)"]
/// ```
public struct SchemaRegistry: Hashable, Sendable {
    /// The registered documents by URI (without a fragment), in no particular order.
    public private(set) var documents: [String: JSONValue] = [:]

    /// A registry that knows only the metaschemas.
    public init() {}

    /// A registry of `documents`, by URI.
    /// - Complexity: O(*n*) in the number of documents.
    public init(documents: [String: JSONValue]) {
        for (uri, document) in documents { register(document, as: uri) }
    }

    /// Registers `document` under `uri` (an absolute URI; an empty fragment is dropped). A
    /// document registered twice under one URI replaces the first.
    /// - Complexity: O(1).
    public mutating func register(_ document: JSONValue, as uri: String) {
        documents[SchemaURI.withoutEmptyFragment(uri)] = document
    }

    /// The document registered under `uri`, else the metaschema with that URI, else `nil`.
    /// - Complexity: O(1), plus parsing a metaschema the first time one is asked for.
    public func document(at uri: String) -> JSONValue? {
        let key = SchemaURI.withoutEmptyFragment(uri)
        return documents[key] ?? KnownMetaschemas.parsed[key]
    }
}

extension KnownMetaschemas {
    /// The metaschemas parsed, by URI.
    static let parsed: [String: JSONValue] = texts.compactMapValues { try? JSONValue(parsing: $0) }
}

/// The JSON Schema dialect a document is read as, named by its root's `$schema`.
///
/// | keyword | 2020-12 (the default) | draft-07 |
/// | --- | --- | --- |
/// | tuples | `prefixItems` + `items` (the rest) | `items: [...]` + `additionalItems` (the rest) |
/// | definitions | `$defs` (`definitions` read too) | `definitions` (`$defs` read too) |
/// | requirements | `dependentRequired`, `dependentSchemas` | `dependencies` with arrays of names or schemas |
/// | `$ref` | a keyword beside the others | overrides its siblings (they are ignored) |
/// | anchors | `$anchor`, `$dynamicAnchor` | `$id: "#name"` |
/// | only in 2020-12 | `$dynamicRef`, `unevaluatedProperties`, `unevaluatedItems`, `minContains`, `maxContains` | — |
public enum SchemaDialect: String, Hashable, Sendable, CaseIterable {
    /// JSON Schema 2020-12: `https://json-schema.org/draft/2020-12/schema`; also a document with
    /// no `$schema`.
    case draft2020_12 = "https://json-schema.org/draft/2020-12/schema"
    /// JSON Schema draft-07: `http://json-schema.org/draft-07/schema#`.
    case draft07 = "http://json-schema.org/draft-07/schema#"

    /// The dialect a `$schema` URI names (with or without the trailing `#`, `http` or `https`),
    /// or `nil` for another one.
    public init?(uri: String) {
        var text = uri.hasSuffix("#") ? String(uri.dropLast()) : uri
        if text.hasPrefix("http://") { text = "https://" + text.dropFirst("http://".count) }
        switch text {
        case "https://json-schema.org/draft/2020-12/schema": self = .draft2020_12
        case "https://json-schema.org/draft-07/schema": self = .draft07
        default: return nil
        }
    }
}

/// One schema, compiled.
final class CompiledNode: Sendable {
    /// `true` or `false` for a boolean schema.
    let boolean: Bool?
    /// The keywords that apply, `unevaluated*` last.
    let keywords: [CompiledKeyword]
    /// The schema resource the node belongs to (its dynamic scope).
    let resource: Int
    /// Where the node is: a JSON Pointer into the document, or `uri#pointer` in a registry's.
    let location: String
    /// The node's absolute location: `base-uri#pointer-in-its-resource`; `nil` when its schema
    /// resource has no absolute URI (no `$id`, no base URI given).
    let absoluteLocation: String?
    /// Whether the node has `unevaluatedProperties` or `unevaluatedItems`: it then tracks what its
    /// other keywords evaluate.
    let tracksEvaluation: Bool

    init(boolean: Bool?, keywords: [CompiledKeyword], resource: Int, location: String, absoluteLocation: String?) {
        self.boolean = boolean
        self.keywords = keywords
        self.resource = resource
        self.location = location
        self.absoluteLocation = absoluteLocation
        tracksEvaluation = keywords.contains {
            switch $0 {
            case .unevaluatedProperties, .unevaluatedItems: true
            default: false
            }
        }
    }
}

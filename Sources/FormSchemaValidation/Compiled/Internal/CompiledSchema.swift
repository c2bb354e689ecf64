import FormJSON

/// A document compiled for validation: every schema it can reach (its own and those of the
/// registry's documents it `$ref`s) as a node of a table, every `$ref` resolved to a node's
/// index once, when the document is read. Immutable and `Sendable`: one compiled document serves
/// every thread.
///
/// Validating a value walks the nodes that apply to each part of it: O(size of the value × the
/// keywords that apply). Evaluated properties and items (for `unevaluatedProperties` and
/// `unevaluatedItems`) are tracked only under a schema that has one of those keywords.
final class CompiledSchema: Sendable {
    /// The nodes; `root` is the document's root.
    let nodes: [CompiledNode]
    /// The root's index.
    let root: Int
    /// For each `$dynamicAnchor` name: the node of each resource that defines it, by resource.
    let dynamicAnchors: [String: [Int: Int]]
    /// How deeply a value may nest before validation stops with an error.
    let maximumInstanceDepth: Int

    init(nodes: [CompiledNode], root: Int, dynamicAnchors: [String: [Int: Int]], maximumInstanceDepth: Int) {
        self.nodes = nodes
        self.root = root
        self.dynamicAnchors = dynamicAnchors
        self.maximumInstanceDepth = maximumInstanceDepth
        let checksAlone = nodes.allSatisfy { node in
            !node.tracksEvaluation && node.keywords.allSatisfy {
                if case .dynamicReference(_, let anchor?) = $0, dynamicAnchors[anchor] != nil { return false }
                return true
            }
        }
        plan = checksAlone ? CheckPlan(nodes: nodes) : nil
    }

    /// The plan ``CompiledCheck`` walks, when it can give values their verdict: when no keyword
    /// needs what evaluation records (`unevaluated*` the evaluated parts, a `$dynamicRef` to a
    /// dynamic anchor the scope).
    let plan: CheckPlan?

    /// Whether `value` is valid: through ``CompiledCheck`` when it can tell, else by evaluating
    /// without collecting errors.
    func isValid(_ value: JSONValue) -> Bool {
        if let plan, let verdict = CompiledCheck.isValid(plan, root: root, maximumDepth: maximumInstanceDepth, value) { return verdict }
        return validate(value, collecting: false).isEmpty
    }
}

import FormJSON

/// What tells a document's dialect when its `$schema` does not: the keywords only one of them
/// has, found where schemas are (not in property names: a property called `dependencies` is no
/// keyword).
enum DialectSigns {
    /// Keywords of 2020-12 that draft-07 does not have.
    static let draft2020Keywords: Set<String> = [
        "$defs", "prefixItems", "dependentRequired", "dependentSchemas", "unevaluatedProperties", "unevaluatedItems",
        "$anchor", "$dynamicRef", "$dynamicAnchor", "minContains", "maxContains", "$recursiveRef",
    ]

    /// The first draft-07-only keyword of `json` (its pointer and name), when it has one and no
    /// 2020-12-only keyword; `nil` otherwise.
    /// - Complexity: O(*n*) in the size of the document.
    static func draft07Sign(in json: JSONValue) -> (pointer: String, keyword: String)? {
        var sign: (pointer: String, keyword: String)?
        var has2020 = false
        var visited = 0
        func visit(_ schema: JSONValue, _ pointer: String) {
            guard !has2020, visited < 100_000, let object = schema.objectValue else { return }
            visited += 1
            for (key, value) in object {
                let here = pointer + "/" + JSONPointer.escape(key)
                if draft2020Keywords.contains(key) {
                    has2020 = true
                    return
                }
                switch key {
                case "dependencies":
                    guard let members = value.objectValue else { continue }
                    if sign == nil { sign = (here, "dependencies") }
                    for (name, member) in members { visit(member, here + "/" + JSONPointer.escape(name)) }
                case "additionalItems":
                    if sign == nil { sign = (here, "additionalItems") }
                    visit(value, here)
                case "items":
                    if let elements = value.arrayValue {
                        if sign == nil { sign = (here, "items as an array") }
                        for (index, element) in elements.enumerated() { visit(element, here + "/\(index)") }
                    } else {
                        visit(value, here)
                    }
                case "properties", "patternProperties", "definitions":
                    for (name, member) in value.objectValue ?? [:] { visit(member, here + "/" + JSONPointer.escape(name)) }
                case "allOf", "anyOf", "oneOf":
                    for (index, element) in (value.arrayValue ?? []).enumerated() { visit(element, here + "/\(index)") }
                case "not", "if", "then", "else", "additionalProperties", "contains", "propertyNames":
                    visit(value, here)
                default:
                    continue
                }
            }
        }
        visit(json, "")
        return has2020 ? nil : sign
    }
}

/// URI references as JSON Schema resolves them (RFC 3986, section 5): `$id`, `$ref` and
/// `$dynamicRef` against the base URI of the schema they are in. Text only, nothing is fetched.
enum SchemaURI {
    /// The parts of a URI reference (RFC 3986, section 3).
    struct Parts {
        var scheme: String?
        var authority: String?
        var path: String
        var query: String?
        var fragment: String?

        init(_ text: String) {
            var rest = Substring(text)
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: question)...])
                rest = rest[..<question]
            }
            if let colon = rest.firstIndex(of: ":"), let first = rest.first, first.isLetter,
               rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }) {
                scheme = String(rest[..<colon])
                rest = rest[rest.index(after: colon)...]
            }
            if rest.hasPrefix("//") {
                let afterSlashes = rest.dropFirst(2)
                let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
                authority = String(afterSlashes[..<end])
                rest = afterSlashes[end...]
            }
            path = String(rest)
        }

        var text: String {
            var result = ""
            if let scheme { result += scheme + ":" }
            if let authority { result += "//" + authority }
            result += path
            if let query { result += "?" + query }
            if let fragment { result += "#" + fragment }
            return result
        }
    }

    /// `reference` resolved against `base` (RFC 3986, section 5.2.2).
    static func resolve(_ reference: String, against base: String) -> String {
        let ref = Parts(reference)
        if ref.scheme != nil {
            var target = ref
            target.path = removeDotSegments(ref.path)
            return target.text
        }
        let baseParts = Parts(base)
        var target = Parts("")
        target.scheme = baseParts.scheme
        target.fragment = ref.fragment
        if ref.authority != nil {
            target.authority = ref.authority
            target.path = removeDotSegments(ref.path)
            target.query = ref.query
            return target.text
        }
        target.authority = baseParts.authority
        if ref.path.isEmpty {
            target.path = baseParts.path
            target.query = ref.query ?? baseParts.query
        } else {
            if ref.path.hasPrefix("/") {
                target.path = removeDotSegments(ref.path)
            } else {
                let merged: String
                if baseParts.authority != nil, baseParts.path.isEmpty {
                    merged = "/" + ref.path
                } else if let slash = baseParts.path.lastIndex(of: "/") {
                    merged = String(baseParts.path[...slash]) + ref.path
                } else {
                    merged = ref.path
                }
                target.path = removeDotSegments(merged)
            }
            target.query = ref.query
        }
        return target.text
    }

    /// RFC 3986, section 5.2.4.
    static func removeDotSegments(_ path: String) -> String {
        guard path.contains(".") else { return path }
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            switch segment {
            case ".":
                if isLast { output.append("") }
            case "..":
                if output.count > 1 || (output.count == 1 && !output[0].isEmpty) { output.removeLast() }
                if isLast { output.append("") }
            default:
                output.append(segment)
            }
        }
        var result = output.joined(separator: "/")
        if path.hasPrefix("/"), !result.hasPrefix("/") { result = "/" + result }
        return result
    }

    /// `uri` split at its fragment: the URI without it, and the fragment (`nil` when absent).
    static func split(_ uri: String) -> (uri: String, fragment: String?) {
        guard let hash = uri.firstIndex(of: "#") else { return (uri, nil) }
        return (String(uri[..<hash]), String(uri[uri.index(after: hash)...]))
    }

    /// `uri` without an empty fragment: `http://x/s#` is `http://x/s`.
    static func withoutEmptyFragment(_ uri: String) -> String {
        uri.hasSuffix("#") ? String(uri.dropLast()) : uri
    }
}

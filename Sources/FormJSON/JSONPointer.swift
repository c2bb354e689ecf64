import Foundation

/// JSON Pointers (RFC 6901): the paths that name a keyword in a document (`/properties/age/minimum`)
/// and a value in an instance (`/tags/2`). The empty pointer names the whole document.
public enum JSONPointer {
    /// `token` escaped for a pointer: `~` becomes `~0`, `/` becomes `~1`.
    /// - Complexity: O(*n*) in the token's length.
    public static func escape(_ token: String) -> String {
        guard token.contains(where: { $0 == "~" || $0 == "/" }) else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// `pointer` with one more reference token, escaped: `appending("a/b", to: "/x")` is `/x/a~1b`.
    /// - Complexity: O(*n*) in the length of the result.
    public static func appending(_ token: String, to pointer: String) -> String {
        pointer + "/" + escape(token)
    }

    /// `pointer` with one more array index.
    public static func appending(_ index: Int, to pointer: String) -> String {
        pointer + "/" + String(index)
    }

    /// The reference tokens of `pointer`, unescaped; `nil` when it is neither empty nor starts
    /// with `/`, or holds a `~` not followed by `0` or `1`.
    /// - Complexity: O(*n*) in the pointer's length.
    public static func tokens(_ pointer: String) -> [String]? {
        if pointer.isEmpty { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        var tokens: [String] = []
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                guard character == "~" else {
                    token.append(character)
                    continue
                }
                switch iterator.next() {
                case "0": token.append("~")
                case "1": token.append("/")
                default: return nil
                }
            }
            tokens.append(token)
        }
        return tokens
    }

    /// The value `pointer` names inside `root`; `nil` when the pointer is malformed or names
    /// nothing.
    /// - Complexity: O(*d*) for a pointer of *d* tokens.
    public static func resolve(_ pointer: String, in root: JSONValue) -> JSONValue? {
        guard let tokens = tokens(pointer) else { return nil }
        var current = root
        for token in tokens {
            switch current {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let elements):
                // RFC 6901: decimal digits without a leading zero ("0" itself is fine).
                guard let index = Int(token), String(index) == token, elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }
}

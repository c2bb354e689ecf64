import Foundation

/// JSON Pointers (RFC 6901): the paths that name a keyword in a document (`/properties/age/minimum`)
/// and a value in an instance (`/tags/2`). The empty pointer names the whole document.
public enum JSONPointer {
    /// `token` escaped for a pointer: `~` becomes `~0`, `/` becomes `~1` — every one, also where a
    /// combining mark follows it (RFC 6901 works on code points, not on what a reader sees as one
    /// character).
    /// - Complexity: O(*n*) in the token's UTF-8 length.
    public static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(token.utf8.count + 8)
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "~"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "0")]
            case UInt8(ascii: "/"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "1")]
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
    /// with `/`, or holds a `~` not followed by `0` or `1`. Read by code points, as RFC 6901 says: a
    /// `/` or `~0` followed by a combining mark separates or escapes as any other.
    /// - Complexity: O(*n*) in the pointer's UTF-8 length.
    public static func tokens(_ pointer: String) -> [String]? {
        let slash = UInt8(ascii: "/"), tilde = UInt8(ascii: "~")
        if pointer.isEmpty { return [] }
        guard pointer.utf8.first == slash else { return nil }
        var tokens: [String] = []
        for raw in pointer.utf8.dropFirst().split(separator: slash, omittingEmptySubsequences: false) {
            var token: [UInt8] = []
            var bytes = raw.makeIterator()
            while let byte = bytes.next() {
                guard byte == tilde else {
                    token.append(byte)
                    continue
                }
                switch bytes.next() {
                case UInt8(ascii: "0"): token.append(tilde)
                case UInt8(ascii: "1"): token.append(slash)
                default: return nil
                }
            }
            tokens.append(String(decoding: token, as: UTF8.self))
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

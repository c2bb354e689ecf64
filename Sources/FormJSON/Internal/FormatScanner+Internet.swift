extension FormatScanner {
    // MARK: Email (RFC 5321 Mailbox)

    static let atomBytes = ASCIIBytes("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-/=?^_`{|}~")

    /// A local part (a dot-string or a quoted string, 64 bytes at most), `@`, and a domain or an
    /// address literal; 254 bytes at most in all. With `unicode` (RFC 6531, `idn-email`), atoms
    /// and quoted strings may hold any non-ASCII character and the domain may be an
    /// internationalized host name.
    static func isMailbox(_ bytes: Bytes, unicode: Bool = false) -> Bool {
        guard bytes.count <= 254, let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return false }
        let local = bytes[..<at], domain = bytes[(at + 1)...]
        guard !local.isEmpty, local.count <= 64, !domain.isEmpty else { return false }
        guard isDotString(local, unicode: unicode) || isQuotedString(local, unicode: unicode) else { return false }
        if domain.first == UInt8(ascii: "[") {
            guard domain.last == UInt8(ascii: "]") else { return false }
            let literal = domain.dropFirst().dropLast()
            if literal.starts(with: "IPv6:".utf8) { return isIPv6(literal.dropFirst(5)) }
            return isIPv4(literal)
        }
        return isHostName(domain) || (unicode && isIDNHostName(String(decoding: domain, as: UTF8.self)))
    }

    /// Whether `byte` is `atext` (RFC 5322).
    static func isAtomByte(_ byte: UInt8) -> Bool { atomBytes.contains(byte) }

    /// Atoms of `atext` (and, with `unicode`, any non-ASCII character) joined by single dots.
    static func isDotString(_ bytes: Bytes, unicode: Bool) -> Bool {
        var atomLength = 0
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard atomLength > 0 else { return false }
                atomLength = 0
            } else {
                guard isAtomByte(byte) || (unicode && byte >= 0x80) else { return false }
                atomLength += 1
            }
        }
        return atomLength > 0
    }

    /// `"…"` of printable ASCII (and, with `unicode`, any non-ASCII character), `\` escaping any
    /// printable character.
    static func isQuotedString(_ bytes: Bytes, unicode: Bool) -> Bool {
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return false }
        var inner = bytes.dropFirst().dropLast()
        while let byte = inner.popFirst() {
            switch byte {
            case UInt8(ascii: "\\"):
                guard let escaped = inner.popFirst(), (32...126).contains(escaped) else { return false }
            case UInt8(ascii: "\""): return false
            case 32...126: continue
            case 0x80...: guard unicode else { return false }
            default: return false
            }
        }
        return true
    }

    // MARK: Hosts and addresses

    /// Dot-separated labels of ASCII letters, digits and inner hyphens, 1–63 bytes each, 253 in
    /// all (RFC 1123 §2.1: a label may start with a digit).
    package static func isHostName(_ bytes: Bytes) -> Bool {
        guard (1...253).contains(bytes.count) else { return false }
        // One pass, label by label (no split into arrays).
        let hyphen = UInt8(ascii: "-")
        var length = 0, first: UInt8 = 0, last: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard (1...63).contains(length), first != hyphen, last != hyphen else { return false }
                length = 0
            } else {
                guard isAlpha(byte) || isDigit(byte) || byte == hyphen else { return false }
                if length == 0 { first = byte }
                last = byte
                length += 1
            }
        }
        return (1...63).contains(length) && first != hyphen && last != hyphen
    }

    /// Four decimal octets 0–255 without leading zeros.
    package static func isIPv4(_ bytes: Bytes) -> Bool {
        guard bytes.count <= 15 else { return false }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.allSatisfy(isDigit) else { return false }
            if part.count > 1, part.first == UInt8(ascii: "0") { return false }
            return part.reduce(0) { $0 * 10 + Int($1 - 0x30) } <= 255
        }
    }

    /// Eight groups of 1–4 hex digits, or fewer around one `::`; the last 32 bits may be an IPv4
    /// address.
    package static func isIPv6(_ bytes: Bytes) -> Bool {
        // The longest form: six groups of four, and a dotted quad.
        guard bytes.count <= 45 else { return false }
        let text = Array(bytes)
        var halves: [[UInt8]] = []
        if let gap = (0..<max(0, text.count - 1)).first(where: { text[$0] == 0x3A && text[$0 + 1] == 0x3A }) {
            halves = [Array(text[..<gap]), Array(text[(gap + 2)...])]
            if halves[1].starts(with: [0x3A]) { return false }
            // A second "::" is not allowed.
            let rest = halves[1]
            if (0..<max(0, rest.count - 1)).contains(where: { rest[$0] == 0x3A && rest[$0 + 1] == 0x3A }) { return false }
        } else {
            halves = [text]
        }
        var groups = 0
        for (halfIndex, half) in halves.enumerated() where !half.isEmpty {
            let parts = half.split(separator: 0x3A, omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                let isLast = halfIndex == halves.count - 1 && index == parts.count - 1
                if isLast, part.contains(UInt8(ascii: ".")) {
                    guard isIPv4(part) else { return false }
                    groups += 2
                } else {
                    guard (1...4).contains(part.count), part.allSatisfy(isHex) else { return false }
                    groups += 1
                }
            }
        }
        return halves.count == 2 ? groups <= 7 : groups == 8
    }

    // MARK: URI (RFC 3986)

    static let unreservedBytes = ASCIIBytes("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    static let subDelimiterBytes = ASCIIBytes("!$&'()*+,;=")

    /// Whether `bytes` are unreserved, sub-delimiters, percent-encoded octets, or in `extra`; with
    /// `unicode` (RFC 3987), also `ucschar`s, and `iprivate`s when `isQuery`.
    static func isEncoded(_ bytes: Bytes, allowing extra: String, unicode: Bool = false, isQuery: Bool = false) -> Bool {
        let extras = ASCIIBytes(extra)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte >= 0x80 {
                guard unicode, let (scalar, length) = scalar(at: index, in: bytes),
                      isUCSChar(scalar) || (isQuery && isPrivateUse(scalar))
                else { return false }
                index += length
                continue
            }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return false }
                index += 3
                continue
            }
            guard unreservedBytes.contains(byte) || subDelimiterBytes.contains(byte) || extras.contains(byte) else { return false }
            index += 1
        }
        return true
    }

    /// The scheme of `bytes` (the text before its first `:`) when it is a valid scheme and comes
    /// before any `/`, `?` or `#`; `nil` otherwise.
    static func scheme(of bytes: Bytes) -> Bytes? {
        guard let colon = bytes.firstIndex(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }),
              bytes[colon] == UInt8(ascii: ":"), colon > bytes.startIndex
        else { return nil }
        let scheme = bytes[..<colon]
        guard let first = scheme.first, isAlpha(first),
              scheme.allSatisfy({ isAlpha($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E })
        else { return nil }
        return scheme
    }

    /// `scheme:` then a hierarchical part, an optional `?query` and `#fragment`. With `unicode`,
    /// an IRI (RFC 3987): non-ASCII characters are allowed where RFC 3987 allows them.
    static func isURI(_ bytes: Bytes, unicode: Bool = false) -> Bool {
        guard let scheme = scheme(of: bytes) else { return false }
        return isRelativePart(bytes[(scheme.endIndex + 1)...], allowsColonInFirstSegment: true, unicode: unicode)
    }

    /// A URI, or a relative reference: a relative part whose first segment has no `:` (else it
    /// would read as a scheme), with an optional query and fragment. With `unicode`, an IRI
    /// reference.
    static func isURIReference(_ bytes: Bytes, unicode: Bool = false) -> Bool {
        if let scheme = scheme(of: bytes) {
            return isRelativePart(bytes[(scheme.endIndex + 1)...], allowsColonInFirstSegment: true, unicode: unicode)
        }
        return isRelativePart(bytes, allowsColonInFirstSegment: false, unicode: unicode)
    }

    /// `//authority` and an absolute path, or a path; then an optional query and fragment.
    static func isRelativePart(_ bytes: Bytes, allowsColonInFirstSegment: Bool, unicode: Bool) -> Bool {
        var rest = bytes
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            guard isEncoded(rest[(hash + 1)...], allowing: ":@/?", unicode: unicode) else { return false }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            guard isEncoded(rest[(question + 1)...], allowing: ":@/?", unicode: unicode, isQuery: true) else { return false }
            rest = rest[..<question]
        }
        var path = rest
        if rest.starts(with: [0x2F, 0x2F]) {
            let afterSlashes = rest.dropFirst(2)
            let authorityEnd = afterSlashes.firstIndex(of: UInt8(ascii: "/")) ?? afterSlashes.endIndex
            guard isAuthority(afterSlashes[..<authorityEnd], unicode: unicode) else { return false }
            path = afterSlashes[authorityEnd...]
        } else if !allowsColonInFirstSegment {
            let firstSegment = path.prefix { $0 != UInt8(ascii: "/") }
            if firstSegment.contains(UInt8(ascii: ":")) { return false }
        }
        // Segments of pchars separated by "/" (path-abempty, -absolute, -rootless, -noscheme, -empty).
        return isEncoded(path, allowing: ":@/", unicode: unicode)
    }

    /// `[userinfo@]host[:port]`, the host a registered name, an IPv4 address, or a bracketed IPv6
    /// or future literal.
    static func isAuthority(_ authority: Bytes, unicode: Bool) -> Bool {
        var hostAndPort = authority
        if let at = authority.firstIndex(of: UInt8(ascii: "@")) {
            guard isEncoded(authority[..<at], allowing: ":", unicode: unicode) else { return false }
            hostAndPort = authority[(at + 1)...]
        }
        guard let parts = HostAndPort(hostAndPort),
              parts.isLiteral ? isIPv6(parts.host) || isFutureIP(parts.host) : isEncoded(parts.host, allowing: "", unicode: unicode)
        else { return false }
        return (parts.port ?? []).allSatisfy(isDigit)
    }

    /// `v` HEXDIG+ `.` (unreserved / sub-delims / `:`)+.
    static func isFutureIP(_ bytes: Bytes) -> Bool {
        guard bytes.first == UInt8(ascii: "v") || bytes.first == UInt8(ascii: "V"),
              let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let version = bytes[(bytes.startIndex + 1)..<dot], address = bytes[(dot + 1)...]
        return !version.isEmpty && version.allSatisfy(isHex) && !address.isEmpty
            && address.allSatisfy { unreservedBytes.contains($0) || subDelimiterBytes.contains($0) || $0 == UInt8(ascii: ":") }
    }
}

extension FormatScanner {
    /// The scalar whose UTF-8 starts at `index`, and its length in bytes; `nil` for a byte that
    /// starts no well-formed sequence.
    static func scalar(at index: Int, in bytes: Bytes) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, index + length <= bytes.endIndex else { return nil }
        var decoder = UTF8()
        var iterator = bytes[index..<(index + length)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, length)
    }

    /// RFC 3987's `ucschar`: the non-ASCII characters an IRI may hold outside its query.
    static func isUCSChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF: return true
        case 0xE0000...0xE0FFF: return false   // tags and variation selectors
        case 0x10000...0xEFFFD: return scalar.value & 0xFFFE != 0xFFFE   // every plane but its last two code points
        default: return false
        }
    }

    /// RFC 3987's `iprivate`: private-use characters, allowed in an IRI's query.
    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: true
        default: false
        }
    }
}

/// A set of ASCII bytes as two 64-bit masks: a test is a shift and an `and`, where a `Set<UInt8>`
/// hashes every byte.
struct ASCIIBytes: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The bytes of `characters`, every one ASCII.
    init(_ characters: String) {
        for byte in characters.utf8 {
            precondition(byte < 0x80, "ASCIIBytes: \(characters.debugDescription) is not ASCII")
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
        if byte < 128 { return high & (1 << UInt64(byte &- 64)) != 0 }
        return false
    }
}

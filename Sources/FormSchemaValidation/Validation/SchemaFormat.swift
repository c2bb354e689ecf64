import FormJSON

/// The `format` values this library asserts (JSON Schema makes `format` an annotation by default;
/// for these five a value that does not match fails the `format` keyword). Any other format is an
/// annotation: a warning when the document is read, an error in strict mode.
///
/// The rules are the RFCs', on ASCII text; they are stricter or looser than FormKit's
/// `Validator.email` and `Validator.url` in documented ways:
///
/// | format | accepts | unlike FormKit's validator |
/// | --- | --- | --- |
/// | `email` | RFC 5321 mailboxes: dot-atoms or quoted local parts (`"a b"@x.org`), a domain of letter-digit-hyphen labels or an address literal (`[127.0.0.1]`, `[IPv6:::1]`) | `Validator.email` refuses quoted local parts and address literals |
/// | `uri` | RFC 3986 absolute URIs of any scheme (`mailto:`, `urn:`, `tel:` …), percent-encoding checked, ASCII only | `Validator.url` takes only http, https and ftp addresses with a host |
/// | `date` | RFC 3339 `full-date`: `2024-02-29`, days checked against the month and leap years | — |
/// | `time` | RFC 3339 `full-time`: `14:30:00Z`, `14:30:00.5+02:00`; an offset is required; a leap second only at 23:59:60 UTC | — |
/// | `date-time` | RFC 3339 `date-time`: the two joined by `T` (or `t`) | — |
public enum SchemaFormat: String, Hashable, Sendable, CaseIterable {
    /// An email address (RFC 5321 `Mailbox`).
    case email
    /// An absolute URI (RFC 3986), with an optional fragment.
    case uri
    /// A day (RFC 3339 `full-date`).
    case date
    /// A moment (RFC 3339 `date-time`).
    case dateTime = "date-time"
    /// A time of day with its offset (RFC 3339 `full-time`).
    case time

    /// Whether `text` is in this format.
    /// - Complexity: O(*n*) in the text's length.
    public func accepts(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        switch self {
        case .email: return FormatScanner.isMailbox(bytes)
        case .uri: return FormatScanner.isURI(bytes)
        case .date: return FormatScanner.isFullDate(bytes[...])
        case .time: return FormatScanner.isFullTime(bytes[...])
        case .dateTime:
            guard let separator = bytes.firstIndex(where: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") }) else { return false }
            return FormatScanner.isFullDate(bytes[..<separator]) && FormatScanner.isFullTime(bytes[(separator + 1)...])
        }
    }

    /// What a value must be, completing "must be …": "a valid email address", "a date like
    /// 2024-05-31".
    public var expectation: String {
        switch self {
        case .email: "a valid email address"
        case .uri: "an absolute URI such as https://example.com/path"
        case .date: "a date like 2024-05-31"
        case .dateTime: "a date and time like 2024-05-31T14:30:00Z"
        case .time: "a time with an offset like 14:30:00Z"
        }
    }
}

/// Byte-level scanners for the formats; ASCII only (any other byte fails).
enum FormatScanner {
    typealias Bytes = ArraySlice<UInt8>

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }

    /// The value of exactly `count` ASCII digits at the start of `bytes`, consumed; `nil` otherwise.
    static func number(_ bytes: inout Bytes, digits count: Int) -> Int? {
        guard bytes.count >= count else { return nil }
        var value = 0
        for byte in bytes.prefix(count) {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        bytes = bytes.dropFirst(count)
        return value
    }

    static func expect(_ byte: UInt8, _ bytes: inout Bytes) -> Bool {
        guard bytes.first == byte else { return false }
        bytes = bytes.dropFirst()
        return true
    }

    // MARK: Dates and times (RFC 3339)

    /// A full date, `2024-05-31`: FormJSON's RFC 3339 date reading, the one FormKit's values use
    /// (a real calendar day).
    static func isFullDate(_ text: Bytes) -> Bool {
        ISO8601Timestamp.calendarDate(from: String(decoding: text, as: UTF8.self)) != nil
    }

    static func isFullTime(_ text: Bytes) -> Bool {
        var bytes = text
        guard let hour = number(&bytes, digits: 2), expect(UInt8(ascii: ":"), &bytes),
              let minute = number(&bytes, digits: 2), expect(UInt8(ascii: ":"), &bytes),
              let second = number(&bytes, digits: 2),
              hour <= 23, minute <= 59, second <= 60
        else { return false }
        if expect(UInt8(ascii: "."), &bytes) {
            let fraction = bytes.prefix(while: isDigit)
            guard !fraction.isEmpty else { return false }
            bytes = bytes.dropFirst(fraction.count)
        }
        var offsetMinutes = 0
        if expect(UInt8(ascii: "Z"), &bytes) || expect(UInt8(ascii: "z"), &bytes) {
            offsetMinutes = 0
        } else {
            guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return false }
            bytes = bytes.dropFirst()
            guard let offsetHour = number(&bytes, digits: 2), expect(UInt8(ascii: ":"), &bytes),
                  let offsetMinute = number(&bytes, digits: 2), offsetHour <= 23, offsetMinute <= 59
            else { return false }
            offsetMinutes = (offsetHour * 60 + offsetMinute) * (sign == UInt8(ascii: "+") ? 1 : -1)
        }
        guard bytes.isEmpty else { return false }
        if second == 60 {
            // A leap second is inserted at the end of a UTC day: 23:59:60 once the offset is undone.
            let utcMinute = ((hour * 60 + minute - offsetMinutes) % 1440 + 1440) % 1440
            return utcMinute == 23 * 60 + 59
        }
        return true
    }

    // MARK: Email (RFC 5321 Mailbox)

    static let atomBytes = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-/=?^_`{|}~".utf8)

    static func isMailbox(_ bytes: [UInt8]) -> Bool {
        guard bytes.count <= 254, let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return false }
        let local = bytes[..<at], domain = bytes[(at + 1)...]
        guard !local.isEmpty, local.count <= 64, !domain.isEmpty else { return false }
        guard isDotString(local) || isQuotedString(local) else { return false }
        if domain.first == UInt8(ascii: "[") {
            guard domain.last == UInt8(ascii: "]") else { return false }
            let literal = domain.dropFirst().dropLast()
            if literal.starts(with: Array("IPv6:".utf8)) { return isIPv6(literal.dropFirst(5)) }
            return isIPv4(literal)
        }
        return isDomain(domain)
    }

    /// Atoms of `atext` joined by single dots.
    static func isDotString(_ bytes: Bytes) -> Bool {
        bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            .allSatisfy { !$0.isEmpty && $0.allSatisfy(atomBytes.contains) }
    }

    /// `"…"` of printable ASCII, `\` escaping any printable character.
    static func isQuotedString(_ bytes: Bytes) -> Bool {
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return false }
        var inner = bytes.dropFirst().dropLast()
        while let byte = inner.popFirst() {
            switch byte {
            case UInt8(ascii: "\\"):
                guard let escaped = inner.popFirst(), (32...126).contains(escaped) else { return false }
            case UInt8(ascii: "\""): return false
            case 32...126: continue
            default: return false
            }
        }
        return true
    }

    /// Dot-separated labels of letters, digits and inner hyphens, 1–63 bytes each.
    static func isDomain(_ bytes: Bytes) -> Bool {
        guard bytes.count <= 253 else { return false }
        return bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { label in
            (1...63).contains(label.count) && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
                && label.allSatisfy { isAlpha($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// Four decimal octets 0–255 without leading zeros.
    static func isIPv4(_ bytes: Bytes) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.allSatisfy(isDigit) else { return false }
            if part.count > 1, part.first == UInt8(ascii: "0") { return false }
            return part.reduce(0) { $0 * 10 + Int($1 - 0x30) } <= 255
        }
    }

    /// Eight groups of 1–4 hex digits, or fewer around one `::`; the last 32 bits may be an IPv4
    /// address.
    static func isIPv6(_ bytes: Bytes) -> Bool {
        let text = Array(bytes)
        var halves: [[UInt8]] = []
        if let gap = (0..<max(0, text.count - 1)).first(where: { text[$0] == 0x3A && text[$0 + 1] == 0x3A }) {
            halves = [Array(text[..<gap]), Array(text[(gap + 2)...])]
            if halves[1].starts(with: [0x3A]) { return false }
            if halves[0].isEmpty == false, halves[0].last == 0x3A { return false }
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

    static let unreservedBytes = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~".utf8)
    static let subDelimiterBytes = Set("!$&'()*+,;=".utf8)

    /// Whether `bytes` are unreserved, sub-delimiters, percent-encoded octets, or in `extra`.
    static func isEncoded(_ bytes: Bytes, allowing extra: String) -> Bool {
        let extras = Set(extra.utf8)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
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

    static func isURI(_ bytes: [UInt8]) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return false }
        let scheme = bytes[..<colon]
        guard isAlpha(scheme.first!), scheme.allSatisfy({ isAlpha($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }) else { return false }
        var rest = bytes[(colon + 1)...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            guard isEncoded(rest[(hash + 1)...], allowing: ":@/?") else { return false }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            guard isEncoded(rest[(question + 1)...], allowing: ":@/?") else { return false }
            rest = rest[..<question]
        }
        var path = rest
        if rest.starts(with: [0x2F, 0x2F]) {
            let afterSlashes = rest.dropFirst(2)
            let authorityEnd = afterSlashes.firstIndex(of: UInt8(ascii: "/")) ?? afterSlashes.endIndex
            guard isAuthority(afterSlashes[..<authorityEnd]) else { return false }
            path = afterSlashes[authorityEnd...]
        }
        // A path of segments of pchars separated by "/" (path-abempty, -absolute, -rootless, -empty).
        return isEncoded(path, allowing: ":@/")
    }

    static func isAuthority(_ authority: Bytes) -> Bool {
        var hostAndPort = authority
        if let at = authority.firstIndex(of: UInt8(ascii: "@")) {
            guard isEncoded(authority[..<at], allowing: ":") else { return false }
            hostAndPort = authority[(at + 1)...]
        }
        guard let parts = HostAndPort(hostAndPort),
              parts.isLiteral ? isIPv6(parts.host) || isFutureIP(parts.host) : isEncoded(parts.host, allowing: "")
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

import Foundation

extension Validator {
    /// Checks an email address of the everyday form `local@domain` (RFC 5321's dot-atom form):
    /// a local part of letters, digits and ``!#$%&'*+/=?^_`{|}~-`` in dot-separated runs, at most
    /// 64 characters; a domain of at least two dot-separated labels of letters, digits and inner
    /// hyphens, at most 63 characters each, whose last label is not all digits; 254 characters
    /// at most in all.
    ///
    /// Fails with "is not a valid email address". Empty values pass. Quoted local parts
    /// (`"a b"@x.org`), IP-address domains and non-ASCII addresses are rejected; write
    /// internationalized domains in their `xn--` form.
    /// - Complexity: O(*n*) in the text's length.
    public static let email = text("email", notText: "is not a valid email address") { text in
        isEmailAddress(text) ? nil : "is not a valid email address"
    }.describing(["format": "email"])

    /// Checks a web or FTP address: the scheme `http`, `https` or `ftp` (any case), `://`, an
    /// optional `user:password@`, a host (a DNS name such as `example.com` or `localhost`, an
    /// IPv4 address, or an IPv6 address in brackets), an optional port up to 65535, then an
    /// optional path, query and fragment without spaces or control characters.
    ///
    /// Fails with "is not a valid URL". Empty values pass. Hosts must be ASCII (write
    /// internationalized domains in their `xn--` form).
    /// - Complexity: O(*n*) in the text's length.
    public static let url = text("url", notText: "is not a valid URL") { text in
        isWebAddress(text) ? nil : "is not a valid URL"
    }

    private static let atomCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~-".utf8)

    static func isEmailAddress(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count <= 254, let at = bytes.firstIndex(of: UInt8(ascii: "@")) else { return false }
        let local = bytes[..<at], domain = bytes[(at + 1)...]
        guard (1...64).contains(local.count),
              local.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
                .allSatisfy({ !$0.isEmpty && $0.allSatisfy(atomCharacters.contains) })
        else { return false }
        let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return labels.count >= 2 && isHostName(domain) && !labels.last!.allSatisfy(isDigit)
    }

    static func isWebAddress(_ text: String) -> Bool {
        guard let schemeEnd = text.range(of: "://"),
              ["http", "https", "ftp"].contains(text[..<schemeEnd.lowerBound].lowercased()),
              !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control })
        else { return false }
        let rest = text[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        var hostAndPort = Array(authority.utf8)[...]
        if let at = hostAndPort.lastIndex(of: UInt8(ascii: "@")) {
            hostAndPort = hostAndPort[(at + 1)...]
        }
        guard let parts = HostAndPort(hostAndPort),
              parts.isLiteral ? isIPv6Address(parts.host)
                  : isIPv4Address(parts.host) || (isHostName(parts.host) && !looksNumeric(parts.host))
        else { return false }
        if let port = parts.port {
            guard (1...5).contains(port.count), port.allSatisfy(isDigit),
                  let number = Int(String(decoding: port, as: UTF8.self)), number <= 65_535
            else { return false }
        }
        return true
    }

    /// DNS labels of ASCII letters, digits and inner hyphens, 1–63 bytes each, 253 in all.
    private static func isHostName(_ host: ArraySlice<UInt8>) -> Bool {
        guard (1...253).contains(host.count) else { return false }
        return host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { label in
            (1...63).contains(label.count)
                && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
                && label.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// A host whose last label is all digits is meant as an IPv4 address, valid or not.
    private static func looksNumeric(_ host: ArraySlice<UInt8>) -> Bool {
        host.split(separator: UInt8(ascii: ".")).last?.allSatisfy(isDigit) ?? false
    }

    /// Four decimal numbers 0–255 separated by dots.
    private static func isIPv4Address(_ host: ArraySlice<UInt8>) -> Bool {
        let parts = host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            (1...3).contains(part.count) && part.allSatisfy(isDigit)
                && Int(String(decoding: part, as: UTF8.self))! <= 255
        }
    }

    /// Eight groups of 1–4 hex digits, or fewer around one `::`; the last two groups may be
    /// written as an IPv4 address.
    private static func isIPv6Address(_ address: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: address, as: UTF8.self)
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return false }
        var groupCount = 0
        for (halfIndex, half) in halves.enumerated() where !half.isEmpty {
            let groups = half.split(separator: ":", omittingEmptySubsequences: false)
            for (index, group) in groups.enumerated() {
                let isLast = halfIndex == halves.count - 1 && index == groups.count - 1
                if isLast, group.contains("."), isIPv4Address(Array(group.utf8)[...]) {
                    groupCount += 2
                } else if (1...4).contains(group.count), group.allSatisfy(\.isHexDigit), group.allSatisfy(\.isASCII) {
                    groupCount += 1
                } else {
                    return false
                }
            }
        }
        return halves.count == 2 ? groupCount <= 7 : groupCount == 8
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}

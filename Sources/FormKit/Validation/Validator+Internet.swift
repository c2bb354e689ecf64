import Foundation

extension Validator {
    /// Checks an email address: JSON Schema's `format: email` (`TextFormat/email`, RFC 5321's
    /// `Mailbox`, the one implementation a schema validator also uses), plus one rule a form
    /// wants and JSON Schema does not — the domain is a dotted DNS name whose last label is not
    /// all digits, so an address that lost its top-level domain is caught while it is typed:
    ///
    /// | text | `format: email` | `.email` |
    /// | --- | --- | --- |
    /// | `ada@example.com` | valid | valid |
    /// | `"ada lovelace"@example.com` | valid | valid |
    /// | `ada@example` | valid | fails: no dot in the domain |
    /// | `ada@example.123` | valid | fails: the last label is all digits |
    /// | `ada@[127.0.0.1]` | valid | fails: an address literal is no DNS name |
    ///
    /// The extra rule is exported with the format, as `dottedDomainPattern`, so a document
    /// written from the form (`{"format": "email", "pattern": …}`) refuses what the form refuses.
    ///
    /// Fails with "is not a valid email address". Empty values pass. Non-ASCII addresses are
    /// refused; write internationalized domains in their `xn--` form.
    /// - Complexity: O(*n*) in the text's length.
    public static let email = text("email", notText: emailMessage) { text in
        isEmailAddress(text) ? nil : emailMessage
    }.describing(["format": "email", "pattern": .string(dottedDomainPattern)])

    /// The form's extra rule for ``email`` as an ECMA-262 pattern: what follows the last `@` is
    /// DNS labels joined by at least one dot, the last not all digits. Together with
    /// `format: email` it accepts exactly what ``email`` accepts.
    static let dottedDomainPattern = #"@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z0-9-]*[A-Za-z-][A-Za-z0-9-]*$"#

    /// Checks a web or FTP address: JSON Schema's `format: uri` (`TextFormat/uri`, RFC 3986,
    /// the one implementation a schema validator also uses), plus what a form wants of a link —
    /// the scheme `http`, `https` or `ftp` (any case), `//` and a host (a DNS name such as
    /// `example.com` or `localhost`, an IPv4 address, or an IPv6 address in brackets), and an
    /// optional port up to 65535:
    ///
    /// | text | `format: uri` | `.url` |
    /// | --- | --- | --- |
    /// | `https://example.com/a?b#c` | valid | valid |
    /// | `mailto:ada@example.com` | valid | fails: not a web address |
    /// | `http://999.1.1.1/` | valid (a registered name) | fails: not an IPv4 address |
    /// | `http://example.com:99999` | valid | fails: the port is above 65535 |
    /// | `https://example.com/中文` | fails: a URI is ASCII | fails; write `/%E4%B8%AD%E6%96%87` |
    ///
    /// Fails with "is not a valid URL". Empty values pass. Write internationalized domains in
    /// their `xn--` form and other non-ASCII text percent-encoded, as a browser copies it.
    /// - Complexity: O(*n*) in the text's length.
    public static let url = text("url", notText: urlMessage) { text in
        isWebAddress(text) ? nil : urlMessage
    }.constraining(.format("uri"))

    /// `format: email` and a dotted domain whose last label is not all digits.
    static func isEmailAddress(_ text: String) -> Bool {
        guard TextFormat.email.matches(text) else { return false }
        let bytes = Array(text.utf8)
        // `format: email` guarantees an "@" and, unless it is a bracketed literal, a host name after it.
        let domain = bytes[(bytes.lastIndex(of: UInt8(ascii: "@"))! + 1)...]
        guard domain.first != UInt8(ascii: "[") else { return false }
        let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return labels.count >= 2 && !labels.last!.allSatisfy(isDigit)
    }

    /// `format: uri` with the scheme `http`, `https` or `ftp`, a host and an optional port.
    static func isWebAddress(_ text: String) -> Bool {
        guard TextFormat.uri.matches(text), let schemeEnd = text.range(of: "://"),
              ["http", "https", "ftp"].contains(text[..<schemeEnd.lowerBound].lowercased())
        else { return false }
        let authority = text[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        var hostAndPort = Array(authority.utf8)[...]
        if let at = hostAndPort.lastIndex(of: UInt8(ascii: "@")) {
            hostAndPort = hostAndPort[(at + 1)...]
        }
        guard let parts = HostAndPort(hostAndPort),
              parts.isLiteral ? FormatScanner.isIPv6(parts.host)
                  : FormatScanner.isIPv4(parts.host) || (FormatScanner.isHostName(parts.host) && !looksNumeric(parts.host))
        else { return false }
        if let port = parts.port {
            guard (1...5).contains(port.count), port.allSatisfy(isDigit),
                  let number = Int(String(decoding: port, as: UTF8.self)), number <= 65_535
            else { return false }
        }
        return true
    }

    /// A host whose last label is all digits is meant as an IPv4 address, valid or not.
    private static func looksNumeric(_ host: ArraySlice<UInt8>) -> Bool {
        host.split(separator: UInt8(ascii: ".")).last?.allSatisfy(isDigit) ?? false
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static let emailMessage = ValidationMessage("is not a valid email address", key: "text.email")
    static let urlMessage = ValidationMessage("is not a valid URL", key: "text.url")
}

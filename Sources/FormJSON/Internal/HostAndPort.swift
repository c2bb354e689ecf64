/// An RFC 3986 authority's host and port, split without judging either: a bracketed IP literal
/// (`[…]`, then nothing or `:port`), or a host with an optional `:port` after its last colon.
///
/// Shared by ``TextFormat/uri`` and FormKit's web-address check, which asks more of the parts (a
/// DNS name or an IP address, a port up to 65535).
package struct HostAndPort {
    /// The host; for a literal, the text between the brackets.
    package let host: ArraySlice<UInt8>
    /// Whether the host was written in brackets.
    package let isLiteral: Bool
    /// The text after the port's `:`, or `nil` when there is no `:`.
    package let port: ArraySlice<UInt8>?

    /// Splits `hostAndPort`, an authority without its user information.
    /// - Returns: `nil` when a literal has no `]`, or something other than `:` follows it.
    package init?(_ hostAndPort: ArraySlice<UInt8>) {
        if hostAndPort.first == UInt8(ascii: "[") {
            guard let close = hostAndPort.firstIndex(of: UInt8(ascii: "]")) else { return nil }
            host = hostAndPort[(hostAndPort.startIndex + 1)..<close]
            isLiteral = true
            let after = hostAndPort[(close + 1)...]
            if after.isEmpty {
                port = nil
            } else {
                guard after.first == UInt8(ascii: ":") else { return nil }
                port = after.dropFirst()
            }
        } else if let colon = hostAndPort.lastIndex(of: UInt8(ascii: ":")) {
            host = hostAndPort[..<colon]
            isLiteral = false
            port = hostAndPort[(colon + 1)...]
        } else {
            host = hostAndPort
            isLiteral = false
            port = nil
        }
    }
}

/// The text formats this package checks, each implemented once: JSON Schema's `format` keyword
/// (FormSchemaValidation's `SchemaFormat`) and FormKit's validators (`.email`, `.url`) call these
/// very checks, so a form and a server that validates the same document refuse the same text.
///
/// The rules are the RFCs' that JSON Schema names. The ASCII formats refuse any other character;
/// `idn-email`, `idn-hostname`, `iri` and `iri-reference` are their Unicode counterparts, and a
/// JSON Pointer's tokens may hold anything. A check never traps: huge, empty or malformed text
/// is simply not in the format.
///
/// | format | accepts | refuses |
/// | --- | --- | --- |
/// | `email` | RFC 5321 `Mailbox`: `ada@example.com`, `ada@example`, `"a b"@x.org`, `a@[127.0.0.1]`, `a@[IPv6:::1]` | `a..b@x.org`, `a@-x.org`, more than 64 bytes before the `@` or 254 in all |
/// | `idn-email` | RFC 6531: an `email` whose local part may hold any non-ASCII character and whose domain may be an `idn-hostname`: `실례@실례.테스트` | as `email` |
/// | `hostname` | RFC 1123 names: `example.com`, `localhost`, `1host`, `xn--4gbwdl.xn--wgbh1c` | `-a.com`, `a_b`, a label over 63 bytes, 253 in all, a trailing dot |
/// | `idn-hostname` | IDNA2008 names (RFC 5890–5892): `실례.테스트`, `bücher.example`, `xn--bcher-kva.example`, `a。b`; see below | `〮실례.테스트` (a leading mark), `a·l`, `xn--X`, an A-label over 63 bytes |
/// | `ipv4` | RFC 2673 dotted quads: `192.168.0.1` | leading zeros (`087.1.0.1`), `127.0`, `0x7f000001` |
/// | `ipv6` | RFC 4291 text: `::1`, `1::d6:192.168.0.1` | zone ids (`fe80::a%eth1`), prefixes (`fe80::/64`) |
/// | `uri` | RFC 3986 absolute URIs of any scheme (`mailto:`, `urn:`, `tel:` …), percent-encoding checked | `//x.org/a`, `abc`, spaces, non-ASCII |
/// | `uri-reference` | a `uri` or an RFC 3986 relative reference: `//x.org/a`, `/a?b`, `abc`, `#top` | `\\server\share`, `#a\b` |
/// | `iri` | RFC 3987: a `uri` that may hold non-ASCII `ucschar`s (and private-use characters in its query): `https://例子.中国/straße` | as `uri`, and non-characters |
/// | `iri-reference` | an `iri` or a relative IRI reference: `/straße`, `#ƒrägmênt` | as `uri-reference` |
/// | `date` | RFC 3339 `full-date`: `2024-02-29`, checked against the calendar | `2023-02-29`, `2024-1-05` |
/// | `time` | RFC 3339 `full-time`: `14:30:00Z`, `14:30:00.5+02:00`; a leap second only at 23:59:60 UTC | `14:30:00` (no offset) |
/// | `date-time` | RFC 3339 `date-time`: the two joined by `T` or `t` | `2024-05-31 14:30:00Z` |
/// | `duration` | ISO 8601 durations as RFC 3339 Appendix A writes them: `P4DT12H30M5S`, `PT36H`, `P2W` | `P`, `PT`, `P1D2H`, `P1Y2W`, fractions |
/// | `uuid` | RFC 4122 text, any version, either case: `2eb8aa08-aa98-11ea-b4aa-73b441d16380` | no dashes, braces, `urn:uuid:` |
/// | `json-pointer` | RFC 6901: the empty pointer, `/`, `/a~1b/0`, `/中文` | `a`, `#/a`, `/~2` |
/// | `relative-json-pointer` | `0`, `1/a`, `0#`, `1-1/a` (index manipulation, as draft 2020-12's reference defines it) | `-1/a`, `01/a`, `0##` |
///
/// `idn-hostname` approximates IDNA2008's tables with the Unicode properties Swift exposes:
/// letters, marks and digits that NFKC case folding leaves alone, RFC 5892's exceptions and
/// contextual rules; it does not apply RFC 5893's rule for right-to-left labels.
///
/// **Where a form rule differs.** JSON Schema's rule is this one; a form may want more, and FormKit
/// layers that on top, documented at the validator: `Validator.email` also wants a dotted domain
/// whose last label is not all digits (`ada@example.com` passes both, `ada@example` passes only
/// `format: email`), and `Validator.url` wants an `http`, `https` or `ftp` address with a host and
/// a port up to 65535 (`mailto:ada@example.com` passes only `format: uri`). FormKit's date and time
/// fields read values more leniently than `date-time` and `time` (a time without an offset is in
/// the field's time zone) and cannot hold a leap second (`23:59:60Z` is a valid `time` that a
/// `Date` cannot represent).
public enum TextFormat: String, Hashable, Sendable, CaseIterable {
    /// An email address (RFC 5321 `Mailbox`).
    case email
    /// An internationalized email address (RFC 6531): ``email`` with non-ASCII characters in
    /// the local part and an internationalized host name as the domain.
    case idnEmail = "idn-email"
    /// A host name (RFC 1123): dot-separated labels of letters, digits and inner hyphens.
    case hostname
    /// An internationalized host name (IDNA2008): labels of Unicode letters and digits, or their
    /// `xn--` A-labels.
    case idnHostname = "idn-hostname"
    /// An IPv4 address in dotted-quad form.
    case ipv4
    /// An IPv6 address (RFC 4291 §2.2).
    case ipv6
    /// An absolute URI (RFC 3986), with an optional fragment.
    case uri
    /// A URI or a relative reference (RFC 3986 `URI-reference`).
    case uriReference = "uri-reference"
    /// An absolute IRI (RFC 3987): a ``uri`` that may hold non-ASCII characters.
    case iri
    /// An IRI or a relative IRI reference (RFC 3987 `IRI-reference`).
    case iriReference = "iri-reference"
    /// A day (RFC 3339 `full-date`).
    case date
    /// A moment (RFC 3339 `date-time`).
    case dateTime = "date-time"
    /// A time of day with its offset (RFC 3339 `full-time`).
    case time
    /// A duration (ISO 8601, RFC 3339 Appendix A).
    case duration
    /// A UUID (RFC 4122), hyphenated.
    case uuid
    /// A JSON Pointer (RFC 6901).
    case jsonPointer = "json-pointer"
    /// A relative JSON Pointer.
    case relativeJSONPointer = "relative-json-pointer"

    /// Whether `text` is in this format.
    ///
    /// ```swift
    /// TextFormat.email.matches("ada@example")        // true: RFC 5321 needs no dot
    /// TextFormat.ipv4.matches("087.10.0.1")          // false: a leading zero reads as octal
    /// TextFormat.dateTime.matches("2024-05-31T14:30:00")   // false: an offset is required
    /// ```
    /// - Parameter text: the text to check, as typed (surrounding spaces are part of it).
    /// - Returns: `true` when the text is in the format; never traps.
    /// - Complexity: O(*n*) in the text's length.
    public func matches(_ text: String) -> Bool {
        let bytes = Array(text.utf8)[...]
        switch self {
        case .email: return FormatScanner.isMailbox(bytes)
        case .idnEmail: return FormatScanner.isMailbox(bytes, unicode: true)
        case .hostname: return FormatScanner.isHostName(bytes)
        case .idnHostname: return FormatScanner.isIDNHostName(text)
        case .ipv4: return FormatScanner.isIPv4(bytes)
        case .ipv6: return FormatScanner.isIPv6(bytes)
        case .uri: return FormatScanner.isURI(bytes)
        case .uriReference: return FormatScanner.isURIReference(bytes)
        case .iri: return FormatScanner.isURI(bytes, unicode: true)
        case .iriReference: return FormatScanner.isURIReference(bytes, unicode: true)
        case .date: return FormatScanner.isFullDate(bytes)
        case .time: return FormatScanner.isFullTime(bytes)
        case .dateTime: return FormatScanner.isDateTime(bytes)
        case .duration: return FormatScanner.isDuration(bytes)
        case .uuid: return FormatScanner.isUUID(bytes)
        case .jsonPointer: return FormatScanner.isJSONPointer(bytes)
        case .relativeJSONPointer: return FormatScanner.isRelativeJSONPointer(bytes)
        }
    }

    /// What a value must be, completing "must be …": "a valid email address", "a date like
    /// 2024-05-31".
    public var expectation: String {
        switch self {
        case .email: "a valid email address"
        case .idnEmail: "a valid email address"
        case .hostname: "a host name such as example.com"
        case .idnHostname: "a host name such as bücher.example"
        case .ipv4: "an IPv4 address such as 192.168.0.1"
        case .ipv6: "an IPv6 address such as 2001:db8::1"
        case .uri: "an absolute URI such as https://example.com/path"
        case .uriReference: "a URI reference such as /path or https://example.com/path"
        case .iri: "an absolute IRI such as https://example.com/straße"
        case .iriReference: "an IRI reference such as /straße or https://example.com/straße"
        case .date: "a date like 2024-05-31"
        case .dateTime: "a date and time like 2024-05-31T14:30:00Z"
        case .time: "a time with an offset like 14:30:00Z"
        case .duration: "a duration like P1DT12H"
        case .uuid: "a UUID like 2eb8aa08-aa98-11ea-b4aa-73b441d16380"
        case .jsonPointer: "a JSON Pointer like /items/0"
        case .relativeJSONPointer: "a relative JSON Pointer like 1/name"
        }
    }
}

import FormJSON

/// The `format` values this library asserts (JSON Schema makes `format` an annotation by default;
/// for these a value that does not match fails the `format` keyword). Any other format is an
/// annotation: a warning when the document is read, an error in strict mode.
///
/// Every format but `regex` is FormJSON's `TextFormat`, the one implementation FormKit's
/// validators also use; its documentation lists what each accepts and where a form rule is
/// stricter (`Validator.email` wants a dotted domain: `ada@example` passes `format: email` and
/// fails `.email`). `regex` needs this module's pattern dialect, so it lives here.
///
/// The same rules apply whatever the dialect: `duration` and `uuid`, which draft 2019-09 added,
/// are asserted under draft-07 too.
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
    /// An internationalized email address (RFC 6531).
    case idnEmail = "idn-email"
    /// A host name (RFC 1123).
    case hostname
    /// An internationalized host name (IDNA2008).
    case idnHostname = "idn-hostname"
    /// An IPv4 address in dotted-quad form.
    case ipv4
    /// An IPv6 address (RFC 4291).
    case ipv6
    /// A URI or a relative reference (RFC 3986 `URI-reference`).
    case uriReference = "uri-reference"
    /// An absolute IRI (RFC 3987).
    case iri
    /// An IRI or a relative IRI reference (RFC 3987).
    case iriReference = "iri-reference"
    /// A duration (ISO 8601, RFC 3339 Appendix A).
    case duration
    /// A UUID (RFC 4122), hyphenated.
    case uuid
    /// A JSON Pointer (RFC 6901).
    case jsonPointer = "json-pointer"
    /// A relative JSON Pointer.
    case relativeJSONPointer = "relative-json-pointer"
    /// A regular expression in ECMA-262's syntax with Unicode semantics, the dialect of
    /// `pattern` (see ``SchemaPattern``, FormJSON's `TextPattern`). Lookbehind and backreferences, which `pattern` refuses
    /// because ICU would run them differently, are valid here: the format asks only whether the
    /// text is a valid expression. Groups nested more than 128 deep are refused.
    case regex

    /// The shared implementation of this format; `nil` for ``regex``.
    public var textFormat: TextFormat? {
        // A switch rather than `TextFormat(rawValue:)`, which compares strings on every check.
        switch self {
        case .email: .email
        case .uri: .uri
        case .date: .date
        case .dateTime: .dateTime
        case .time: .time
        case .idnEmail: .idnEmail
        case .hostname: .hostname
        case .idnHostname: .idnHostname
        case .ipv4: .ipv4
        case .ipv6: .ipv6
        case .uriReference: .uriReference
        case .iri: .iri
        case .iriReference: .iriReference
        case .duration: .duration
        case .uuid: .uuid
        case .jsonPointer: .jsonPointer
        case .relativeJSONPointer: .relativeJSONPointer
        case .regex: nil
        }
    }

    /// Whether `text` is in this format; never traps, whatever the text.
    /// - Complexity: O(*n*) in the text's length.
    public func accepts(_ text: String) -> Bool {
        if let textFormat { return textFormat.matches(text) }
        return TextPattern.isValidExpression(text)
    }

    /// What a value must be, completing "must be …": "a valid email address", "a date like
    /// 2024-05-31".
    public var expectation: String {
        textFormat?.expectation ?? "a regular expression (ECMA-262)"
    }
}

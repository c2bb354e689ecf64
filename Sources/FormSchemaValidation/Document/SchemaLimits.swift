/// How much a document may ask for: each limit, when broken, refuses the document with its own
/// ``SchemaError`` case. The defaults suit forms a person fills in; raise them on purpose.
///
/// A document describes work for every client that shows it and every server that validates
/// against it, so the limits bound that work: the text to parse, how deeply schemas nest (a
/// recursive descent), how many fields a form builds, how many options a list shows, and how long a
/// regular expression is and the text it runs on (Foundation's regular expressions have no time
/// limit, so the length caps are the defence against patterns that backtrack badly).
public struct SchemaLimits: Hashable, Sendable {
    /// The most bytes of JSON text a document may have. Default: 1 MiB.
    public var maximumDocumentBytes: Int
    /// How deeply subschemas may nest (a property's schema is one level below its object's).
    /// Default: 32.
    public var maximumDepth: Int
    /// The most properties (`properties` entries, counted over the whole document, each `$ref`
    /// target once) a document may describe. Default: 1,000.
    public var maximumFields: Int
    /// The most options one `enum` or `oneOf` may list. Default: 10,000.
    public var maximumOptions: Int
    /// The most characters (Unicode scalars) a `pattern` may have. Default: 1,000.
    public var maximumPatternLength: Int
    /// The longest string (in Unicode scalars) a `pattern` is run on; a longer string fails the
    /// `pattern` keyword with a message saying so. Default: 10,000.
    public var maximumPatternInputLength: Int
    /// How deeply a validated value may nest (arrays and objects): a part deeper than this fails
    /// with the keyword `maximumDepth` instead of being checked, so a recursive schema meets a
    /// bound on every value. Default: 256, the JSON parser's own default.
    ///
    /// Whatever the limit, validation also stops with a `maximumDepth` error where 1,000 schemas
    /// apply one inside the other (a deep value under schemas that each pass it on through several
    /// `$ref`s or `allOf`s), so that it never runs out of a thread's stack.
    public var maximumInstanceDepth: Int

    /// Limits; every argument has the default described on its property.
    public init(maximumDocumentBytes: Int = 1 << 20, maximumDepth: Int = 32, maximumFields: Int = 1_000,
                maximumOptions: Int = 10_000, maximumPatternLength: Int = 1_000, maximumPatternInputLength: Int = 10_000,
                maximumInstanceDepth: Int = 256) {
        self.maximumDocumentBytes = maximumDocumentBytes
        self.maximumDepth = maximumDepth
        self.maximumFields = maximumFields
        self.maximumOptions = maximumOptions
        self.maximumPatternLength = maximumPatternLength
        self.maximumPatternInputLength = maximumPatternInputLength
        self.maximumInstanceDepth = maximumInstanceDepth
    }

    /// The defaults.
    public static let `default` = SchemaLimits()
}

/// How a document is read.
public struct SchemaOptions: Hashable, Sendable {
    /// Whether what would be a warning about enforcement is an error instead: a keyword this
    /// library does not enforce (2019-09's `$recursiveRef`), a `type` that names no type, a
    /// `format` that is not asserted. Use it in a backend's CI, so that a document never means less to a client
    /// than to a full validator. Default: `false`.
    public var isStrict: Bool
    /// The limits. Default: ``SchemaLimits/default``.
    public var limits: SchemaLimits
    /// Whether `format` is an assertion for the formats ``SchemaFormat`` knows (email, uri,
    /// date, date-time, time): a value that does not match fails the `format` keyword. Default:
    /// `true`, which forms rely on (a form's email field refuses "ada@"). JSON Schema 2020-12
    /// makes `format` an annotation unless a dialect asks for assertion: set `false` to validate
    /// as the official test suite's required tests (and most validators) do.
    public var assertsFormats: Bool
    /// The dialect of a document whose root names none in `$schema`. Default: 2020-12.
    public var defaultDialect: SchemaDialect
    /// Whether a document naming no dialect, whose keywords are draft-07's alone — `dependencies`,
    /// `items` as an array of schemas, `additionalItems` — and none of 2020-12's (`$defs`,
    /// `prefixItems`, `dependentRequired`, `dependentSchemas`, `unevaluated…`, `$anchor`,
    /// `$dynamic…`, `minContains`, `maxContains`), is read as draft-07 with a warning
    /// (``SchemaWarning/Kind/dialectInferred``), as react-jsonschema-form's documents are written.
    /// Default: `true`; it applies when ``defaultDialect`` is 2020-12.
    public var infersDraft07: Bool
    /// The absolute URI the document was retrieved from (`file:///srv/order.schema.json`,
    /// `https://example.com/order.json`): its initial base URI (RFC 3986 §5.1), which a root
    /// `$id` overrides, and the base of the "basic" output's `absoluteKeywordLocation`. Default:
    /// `nil`, no known URI; keywords of a schema resource with no absolute URI then have no
    /// `absoluteKeywordLocation` (see ``SchemaValidationError/absoluteKeywordLocation``).
    public var baseURI: String?

    /// Options; strict mode off, the default limits, formats asserted, 2020-12 and no base URI
    /// unless given.
    public init(isStrict: Bool = false, limits: SchemaLimits = .default, assertsFormats: Bool = true,
                defaultDialect: SchemaDialect = .draft2020_12, baseURI: String? = nil, infersDraft07: Bool = true) {
        self.infersDraft07 = infersDraft07
        self.isStrict = isStrict
        self.limits = limits
        self.assertsFormats = assertsFormats
        self.defaultDialect = defaultDialect
        self.baseURI = baseURI
    }

    /// Lenient, default limits.
    public static let `default` = SchemaOptions()
    /// Strict, default limits.
    public static let strict = SchemaOptions(isStrict: true)
}

import FormJSON

/// One reason a value does not satisfy a document, in the shape clients in any language map back
/// to their fields: `{"instancePath": "/age", "keyword": "minimum", "message": "must be at least
/// 18", "schemaPath": "/properties/age/minimum"}`.
///
/// - Note: For `required` and `dependentRequired`, ``instancePath`` names the missing member
///   (`/email`), not the object that lacks it (AJV's choice), so that a form can put the message
///   under the field.
public struct SchemaValidationError: Hashable, Sendable, CustomStringConvertible {
    /// A JSON Pointer to the value that fails (empty for the whole value).
    public let instancePath: String
    /// The keyword that fails: `minimum`, `required`, `type` …; `false` for a `false` schema.
    public let keyword: String
    /// What is wrong, completing a sentence about the value: "must be at least 18".
    public let message: String
    /// A JSON Pointer to the keyword in the document (`uri#pointer` for a keyword of a registry's
    /// document).
    public let schemaPath: String
    /// The keyword's evaluation path from the root: the keywords followed to reach it, `$ref`s
    /// included (`/properties/home/$ref/properties/zip/pattern`) — the standard output's
    /// `keywordLocation`.
    public let keywordLocation: String
    /// The keyword's absolute URI: its schema resource's base URI and a pointer from there
    /// (`https://example.com/address.json#/properties/zip/pattern`) — the standard output's
    /// `absoluteKeywordLocation`, `$ref`s resolved.
    ///
    /// `nil` when the keyword's schema resource has no absolute URI: the document (or the
    /// embedded resource) declares no absolute `$id` and no ``SchemaOptions/baseURI`` was given.
    /// JSON Schema 2020-12 (Core, §12.3.2) allows leaving it out only then, and the "basic"
    /// output leaves it out rather than invent a URI.
    public let absoluteKeywordLocation: String?
    /// A JSON Pointer to the value the keyword applies to — the standard output's
    /// `instanceLocation`. The same as ``instancePath`` except for `required`-like keywords,
    /// where it names the object rather than the missing member.
    public let instanceLocation: String
    /// The message as a catalog key (`schema.minimum`), so that a surface puts it in the person's
    /// language (FormSchema's `message(in:)`, through FormLocale's catalogs, where every key has
    /// English words equal to ``message``); `nil` for a message in words only.
    public let messageKey: String?
    /// The key's arguments as JSON: numbers, text, and arrays of text for lists (`{"limit": 18}`,
    /// `{"types": ["integer", "null"]}`).
    public let messageArguments: JSONObject

    /// Creates an error; the standard output's `keywordLocation` and `instanceLocation` default
    /// to `schemaPath` and `instancePath`, and it has no `absoluteKeywordLocation` unless given.
    public init(instancePath: String, keyword: String, message: String, schemaPath: String,
                keywordLocation: String? = nil, absoluteKeywordLocation: String? = nil, instanceLocation: String? = nil,
                messageKey: String? = nil, messageArguments: JSONObject = [:]) {
        self.instancePath = instancePath
        self.keyword = keyword
        self.message = message
        self.messageKey = messageKey
        self.messageArguments = messageArguments
        self.schemaPath = schemaPath
        self.keywordLocation = keywordLocation ?? schemaPath
        self.absoluteKeywordLocation = absoluteKeywordLocation
        self.instanceLocation = instanceLocation ?? instancePath
    }

    /// The error as an entry of the specification's "basic" output: `keywordLocation`,
    /// `absoluteKeywordLocation` (left out when there is none), `instanceLocation` and `error`
    /// (the message).
    public var basicOutputUnit: JSONValue {
        var unit: JSONObject = ["keywordLocation": .string(keywordLocation)]
        if let absoluteKeywordLocation { unit["absoluteKeywordLocation"] = .string(absoluteKeywordLocation) }
        unit["instanceLocation"] = .string(instanceLocation)
        unit["error"] = .string(message)
        return .object(unit)
    }

    /// The error as JSON: `instancePath`, `keyword`, `message`, `schemaPath`.
    public var jsonValue: JSONValue {
        ["instancePath": .string(instancePath), "keyword": .string(keyword), "message": .string(message),
         "schemaPath": .string(schemaPath)]
    }

    /// `/age: must be at least 18 (minimum)`; `(root)` for the empty path.
    public var description: String {
        "\(instancePath.isEmpty ? "(root)" : instancePath): \(message) (\(keyword))"
    }
}

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
    /// A JSON Pointer to the keyword in the document.
    public let schemaPath: String

    /// Creates an error.
    public init(instancePath: String, keyword: String, message: String, schemaPath: String) {
        self.instancePath = instancePath
        self.keyword = keyword
        self.message = message
        self.schemaPath = schemaPath
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

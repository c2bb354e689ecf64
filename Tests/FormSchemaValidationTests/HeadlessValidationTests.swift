import FormJSON
import FormSchemaValidation
import Testing

/// The validator as a server uses it, with nothing of the form tree linked: read a document from
/// its text once, parse each request body, validate it, and answer with the errors' pointers,
/// keywords and messages.
@Suite struct HeadlessValidationTests {
    static let signupDocument = #"""
        {
          "type": "object",
          "required": ["email", "plan"],
          "additionalProperties": false,
          "properties": {
            "email": {"type": "string", "format": "email"},
            "age": {"type": "integer", "minimum": 18},
            "plan": {"enum": ["free", "team"]},
            "tags": {"type": "array", "items": {"type": "string", "maxLength": 8}, "uniqueItems": true},
            "a/b": {"type": "boolean"}
          }
        }
        """#

    /// An error as a client receives it.
    struct Answer: Equatable, CustomStringConvertible {
        let instancePath: String
        let keyword: String
        let message: String

        var description: String { "\(instancePath) \(keyword): \(message)" }
    }

    /// The errors of a request body, as the server sends them back.
    static func answers(to body: String) throws -> [Answer] {
        let document = try SchemaDocument(parsing: signupDocument)
        return document.validate(try JSONValue(parsing: body)).map {
            Answer(instancePath: $0.instancePath, keyword: $0.keyword, message: $0.message)
        }
    }

    @Test func aValidBodyHasNoErrors() throws {
        #expect(try Self.answers(to: #"{"email": "ada@example.com", "plan": "team", "age": 36, "tags": ["swift"]}"#).isEmpty)
    }

    @Test func everyErrorNamesTheValueTheKeywordAndWhatIsWrong() throws {
        let answers = try Self.answers(to: #"{"age": 17.0, "plan": "gold", "tags": ["swift", "swift", "much-too-long"], "x": 1}"#)
        #expect(answers == [
            Answer(instancePath: "/email", keyword: "required", message: "is required"),
            Answer(instancePath: "/age", keyword: "minimum", message: "must be at least 18"),
            Answer(instancePath: "/plan", keyword: "enum", message: #"must be one of "free" or "team""#),
            Answer(instancePath: "/tags", keyword: "uniqueItems", message: "must not hold equal items (items 0 and 1 are equal)"),
            Answer(instancePath: "/tags/2", keyword: "maxLength", message: "must have at most 8 characters"),
            Answer(instancePath: "/x", keyword: "additionalProperties", message: "is not a property the schema allows"),
        ])
    }

    @Test func aMemberWhoseNameHoldsASlashIsNamedByAnEscapedPointer() throws {
        let document = try SchemaDocument(parsing: Self.signupDocument)
        let errors = document.validate(try JSONValue(parsing: #"{"email": "ada@example.com", "plan": "free", "a/b": "yes"}"#))
        #expect(errors.map(\.instancePath) == ["/a~1b"])
        #expect(errors.map(\.schemaPath) == ["/properties/a~1b/type"])
        #expect(errors.first.flatMap { JSONPointer.tokens($0.instancePath) } == ["a/b"])
    }

    @Test func theErrorsAreSentAsJSON() throws {
        let document = try SchemaDocument(parsing: Self.signupDocument)
        let errors = document.validate(try JSONValue(parsing: #"{"email": "not an address", "plan": "free"}"#))
        let body = try JSONValue.array(errors.map(\.jsonValue)).jsonString()
        #expect(body == #"[{"instancePath":"/email","keyword":"format","message":"must be a valid email address","schemaPath":"/properties/email/format"}]"#)
    }

    @Test func aBodyThatIsNotJSONIsRefusedWithItsLineAndColumn() {
        do {
            _ = try JSONValue(parsing: "{\n  \"email\": \"ada@example.com\",\n}")
            Issue.record("a trailing comma parsed")
        } catch {
            #expect(error.description == "line 3, column 1: expected a key in double quotes, found '}'")
        }
    }

    @Test func aDocumentThatIsNotJSONIsRefusedWithItsLineAndColumn() {
        do {
            _ = try SchemaDocument(parsing: "{\"type\": \"object\",,}")
            Issue.record("a document with two commas was read")
        } catch {
            #expect(error.errors.map(\.description) == ["not JSON: line 1, column 19: expected a key in double quotes, found ','"])
        }
    }

    @Test func oneDocumentServesConcurrentRequests() async throws {
        let document = try SchemaDocument(parsing: Self.signupDocument)
        let counts = await withTaskGroup(of: Int.self) { group in
            for age in 10..<30 {
                group.addTask { document.validate(["email": "ada@example.com", "plan": "free", "age": .integer(age)]).count }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts.sorted() == Array(repeating: 0, count: 12) + Array(repeating: 1, count: 8))
    }
}

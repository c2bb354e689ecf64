import Foundation
import FormJSON

/// A JSON Schema document (draft 2020-12 or draft-07), read, checked against its limits and
/// compiled, ready to validate values: ``validate(_:)`` needs no form, no main actor and no
/// view, so a server can share one document between threads.
///
/// ```swift
/// let document = try SchemaDocument(parsing: #"""
///     {"type": "object", "required": ["email"],
///      "properties": {"email": {"type": "string", "format": "email"},
///                     "age": {"type": "integer", "minimum": 18}}}
///     """#)
/// document.validate(["email": "ada@example.com", "age": 17]).map(\.description)
/// // ["/age: must be at least 18 (minimum)"]
/// ```
///
/// **Validation.** Every keyword of the document's dialect is enforced, each dialect by its own
/// rules — the root's `$schema` chooses it (``SchemaDialect``; ``SchemaOptions/defaultDialect``,
/// 2020-12, when absent; a `$schema` the library does not know is an error, not a guess). 2020-12:
/// `$ref`, `$defs`, `$id`, `$anchor`, `$dynamicRef`/`$dynamicAnchor`, `allOf anyOf oneOf not`,
/// `if then else`, `properties patternProperties additionalProperties propertyNames`,
/// `dependentSchemas dependentRequired`, `prefixItems items contains minContains maxContains`,
/// `unevaluatedProperties unevaluatedItems`, and the validation keywords; a custom metaschema's
/// `$vocabulary` may leave out the validation vocabulary. Draft-07: `$ref` overrides its
/// siblings, `definitions`, `dependencies` (names or a schema), `items` as an array with
/// `additionalItems`, `$id: "#name"` as an anchor. Remote `$ref`s resolve through a
/// ``SchemaRegistry`` the caller hands over (nothing is fetched; the dialects' metaschemas are
/// known). `format` asserts `email uri date date-time time` unless
/// ``SchemaOptions/assertsFormats`` is off (see ``SchemaFormat``); `pattern` is ECMA-262 (see
/// ``SchemaPattern``); `content*` keywords are annotations. The whole official JSON Schema Test
/// Suite's required tests of both dialects pass (`OfficialSuiteTests`).
///
/// Recursive schemas are validated: a `$ref` may lead back to a schema that contains it through
/// a member or an element of the value (a linked list, a tree), and a value deeper than
/// ``SchemaLimits/maximumInstanceDepth`` fails with its own error. Only a loop that never reaches
/// a part of the value (`a: {$ref: b}, b: {allOf: [{$ref: a}]}`) is refused, as it could not end.
///
/// **The form model.** ``root`` is the ``Schema`` a form is built from: types, `enum`, `const`,
/// lengths, `pattern`, `format`, bounds, `items`/`prefixItems`, `properties`, `required`,
/// `dependentRequired`, `additionalProperties`, `oneOf`, `not` and local `$ref`s, with the
/// annotations `title description default examples readOnly deprecated`. Keywords a form cannot
/// show (`allOf`, `if` …) are not in it, but a form's submit validates with the document, so they
/// are still enforced.
///
/// **What else a document gets.** An unknown keyword is ignored with a warning (JSON Schema's
/// rule for annotations); `$recursiveRef` (2019-09) is not enforced: a warning by default, an
/// error in strict mode (``SchemaOptions/isStrict``). A keyword whose value has the wrong type, or
/// a value the keyword does not allow, is an error at its pointer, as is a `$ref` to nowhere.
/// Every error is collected: loading reports them all at once.
public struct SchemaDocument: Sendable {
    /// The root schema.
    public let root: Schema
    /// The document as JSON.
    public let json: JSONValue
    /// What was ignored or not enforced, in document order.
    public let warnings: [SchemaWarning]
    /// How the document was read.
    public let options: SchemaOptions
    /// The number of properties the document describes (over all its schemas).
    public let fieldCount: Int
    /// The dialect the document was read as (its root's `$schema`; 2020-12 when absent).
    public let dialect: SchemaDialect

    /// Reads a document from UTF-8 JSON text.
    /// - Throws: ``SchemaDocumentError`` with every problem: ``SchemaError/documentTooLarge(bytes:limit:)``
    ///   before parsing, ``SchemaError/notJSON(_:)`` with the line and column, or the problems of
    ///   the schema.
    /// - Complexity: O(*n*) in the size of the document, plus compiling its patterns.
    public init(parsing data: Data, options: SchemaOptions = .default, registry: SchemaRegistry = SchemaRegistry()) throws(SchemaDocumentError) {
        guard data.count <= options.limits.maximumDocumentBytes else {
            throw SchemaDocumentError(errors: [.documentTooLarge(bytes: data.count, limit: options.limits.maximumDocumentBytes)])
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: data)
        } catch {
            throw SchemaDocumentError(errors: [.notJSON(error)])
        }
        try self.init(json: json, options: options, registry: registry)
    }

    /// Reads a document from JSON text; see ``init(parsing:options:registry:)-(Data,_,_)``.
    /// - Throws: ``SchemaDocumentError``.
    public init(parsing text: String, options: SchemaOptions = .default, registry: SchemaRegistry = SchemaRegistry()) throws(SchemaDocumentError) {
        try self.init(parsing: Data(text.utf8), options: options, registry: registry)
    }

    /// The compiled validator (every keyword of the dialect, `$ref`s resolved).
    let compiled: CompiledSchema
    /// The registry the document's remote `$ref`s were resolved with.
    public let registry: SchemaRegistry

    /// Reads a document that is already JSON.
    /// - Parameters:
    ///   - json: the document: an object or a boolean schema.
    ///   - given: strict mode, limits and whether formats are asserted.
    ///   - registry: the documents remote `$ref`s may name (nothing is fetched).
    /// - Throws: ``SchemaDocumentError`` with every problem of the schema.
    /// - Complexity: O(*n*) in the size of the document (and of the registry's documents it
    ///   names), plus compiling its patterns.
    public init(json: JSONValue, options given: SchemaOptions = .default, registry: SchemaRegistry = SchemaRegistry()) throws(SchemaDocumentError) {
        var options = given
        var inferred: SchemaWarning?
        if options.infersDraft07, options.defaultDialect == .draft2020_12, json["$schema"] == nil,
           let sign = DialectSigns.draft07Sign(in: json) {
            options.defaultDialect = .draft07
            inferred = SchemaWarning(kind: .dialectInferred, pointer: sign.pointer,
                                     message: "no $schema: read as draft-07, whose \(sign.keyword) this document uses; "
                                         + "name the dialect in $schema to say so")
        }
        var compiler = SchemaCompiler(options: options, registry: registry)
        let compiled = compiler.compile(json)
        var loader = SchemaLoader(document: json, options: options, compiler: compiler)
        let root = loader.load()
        if loader.fieldCount > options.limits.maximumFields {
            loader.errors.append(.tooManyFields(count: loader.fieldCount, limit: options.limits.maximumFields))
        }
        var errors = compiler.errors
        for error in loader.errors where !errors.contains(error) { errors.append(error) }
        guard errors.isEmpty, let root, let compiled else {
            throw SchemaDocumentError(errors: errors.isEmpty ? [.notASchema(pointer: "", found: json.typeName)] : errors)
        }
        self.root = root
        self.json = json
        self.warnings = (inferred.map { [$0] } ?? []) + loader.warnings
        self.options = options
        self.fieldCount = loader.fieldCount
        self.dialect = loader.dialect
        self.compiled = compiled
        self.registry = registry
    }

    /// Validates a value against the document, with JSON Schema's semantics for every keyword
    /// of its dialect; see ``SchemaValidator``.
    /// - Returns: every error, in document order; none when the value is valid.
    /// - Complexity: O(size of the value × the keywords that apply to each part).
    public func validate(_ value: JSONValue) -> [SchemaValidationError] {
        compiled.validate(value, collecting: true)
    }

    /// Whether a value is valid; stops at the first failure.
    /// - Complexity: at most that of ``validate(_:)``.
    public func isValid(_ value: JSONValue) -> Bool {
        compiled.isValid(value)
    }

    /// The specification's "basic" output for `value`: `{"valid": true}`, or `{"valid": false,
    /// "errors": [...]}` with each error's `keywordLocation`, `absoluteKeywordLocation` (when the
    /// keyword's schema resource has an absolute URI: an `$id`, or ``SchemaOptions/baseURI``),
    /// `instanceLocation` and `error` — JSON a server can return as it is.
    /// - Complexity: that of ``validate(_:)``.
    public func basicOutput(_ value: JSONValue) -> JSONValue {
        let errors = validate(value)
        if errors.isEmpty { return ["valid": true] }
        return ["valid": false, "errors": .array(errors.map(\.basicOutputUnit))]
    }
}

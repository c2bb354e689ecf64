import FormJSON

/// One reason a document was refused, naming where it is: a JSON Pointer into the document
/// (``pointer``), the empty pointer for the document as a whole.
///
/// Every limit of ``SchemaLimits`` has its own case, so a server can tell "too big" from "wrong".
public enum SchemaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not JSON; the parse error has the line and column.
    case notJSON(JSONParseError)
    /// The text is longer than ``SchemaLimits/maximumDocumentBytes``.
    case documentTooLarge(bytes: Int, limit: Int)
    /// Subschemas nest deeper than ``SchemaLimits/maximumDepth`` at `pointer`.
    case tooDeep(pointer: String, limit: Int)
    /// The document describes more properties than ``SchemaLimits/maximumFields``.
    case tooManyFields(count: Int, limit: Int)
    /// An `enum` (or `oneOf`) at `pointer` has more options than ``SchemaLimits/maximumOptions``.
    case tooManyOptions(pointer: String, count: Int, limit: Int)
    /// A `pattern` at `pointer` is longer than ``SchemaLimits/maximumPatternLength`` characters.
    case patternTooLong(pointer: String, length: Int, limit: Int)
    /// A schema (at `pointer`) is neither an object nor a boolean.
    case notASchema(pointer: String, found: String)
    /// The keyword at `pointer` has a value of the wrong type: `expected` says what it takes.
    case wrongKeywordType(pointer: String, expected: String, found: String)
    /// The keyword at `pointer` has a value of the right type that the keyword does not allow (a
    /// negative `minLength`, a `multipleOf` of 0, a `required` name given twice).
    case invalidKeywordValue(pointer: String, message: String)
    /// A `$ref` at `pointer` to a document the registry does not hold (``SchemaRegistry``):
    /// remote documents are never fetched.
    case referenceNotLocal(pointer: String, reference: String)
    /// A `$ref` at `pointer` that names nothing: no schema at that JSON Pointer, no such
    /// `$anchor`, in the document or in the registry's document it names.
    case referenceNotFound(pointer: String, reference: String)
    /// The root's `$schema` at `pointer` names a dialect this library does not know (and no
    /// metaschema of the registry written in a known one): the document is refused rather than
    /// read by a guess.
    case unknownDialect(pointer: String, uri: String)
    /// Schemas that apply to the same value in a loop — `$ref`s (or `allOf`, `not` …) that lead
    /// back to a schema with no member or element of the value in between, so validating would
    /// never end; `path` lists the schemas in the loop, ending with the first again (`/$defs/a`,
    /// `/$defs/b`, `/$defs/a`). Recursion through a member or an element (`next: {$ref: node}`,
    /// `children: {items: {$ref: node}}`) is accepted: a value is finite.
    case referenceCycle(path: [String])
    /// A `pattern` at `pointer` that uses what the supported dialect refuses (see
    /// ``SchemaPattern``): `message` says what and why.
    case unsupportedPattern(pointer: String, message: String)
    /// In strict mode: a keyword at `pointer` that this library does not enforce (2019-09's
    /// `$recursiveRef`). Ignoring it would accept data a server rejects.
    case unsupportedKeyword(pointer: String, keyword: String)
    /// In strict mode: a `type` at `pointer` that names no JSON Schema type.
    case unknownType(pointer: String, name: String)
    /// In strict mode: a `format` at `pointer` that is not asserted (see ``SchemaFormat``).
    case unknownFormat(pointer: String, name: String)

    /// The case's name — `notJSON`, `tooDeep`, `wrongKeywordType` … — for logs, tests and
    /// clients that switch on the kind of problem.
    public var kind: String {
        switch self {
        case .notJSON: "notJSON"
        case .documentTooLarge: "documentTooLarge"
        case .tooDeep: "tooDeep"
        case .tooManyFields: "tooManyFields"
        case .tooManyOptions: "tooManyOptions"
        case .patternTooLong: "patternTooLong"
        case .notASchema: "notASchema"
        case .wrongKeywordType: "wrongKeywordType"
        case .invalidKeywordValue: "invalidKeywordValue"
        case .referenceNotLocal: "referenceNotLocal"
        case .referenceNotFound: "referenceNotFound"
        case .unknownDialect: "unknownDialect"
        case .referenceCycle: "referenceCycle"
        case .unsupportedPattern: "unsupportedPattern"
        case .unsupportedKeyword: "unsupportedKeyword"
        case .unknownType: "unknownType"
        case .unknownFormat: "unknownFormat"
        }
    }

    /// Where the problem is: a JSON Pointer into the document (empty for the whole document).
    public var pointer: String {
        switch self {
        case .notJSON, .documentTooLarge, .tooManyFields: ""
        case .tooDeep(let pointer, _), .tooManyOptions(let pointer, _, _), .patternTooLong(let pointer, _, _),
             .notASchema(let pointer, _), .wrongKeywordType(let pointer, _, _), .invalidKeywordValue(let pointer, _),
             .referenceNotLocal(let pointer, _), .referenceNotFound(let pointer, _), .unknownDialect(let pointer, _), .unsupportedPattern(let pointer, _),
             .unsupportedKeyword(let pointer, _), .unknownType(let pointer, _), .unknownFormat(let pointer, _):
            pointer
        case .referenceCycle(let path): path.first ?? ""
        }
    }

    /// What is wrong, without the pointer.
    public var message: String {
        switch self {
        case .notJSON(let error): "not JSON: \(error)"
        case .documentTooLarge(let bytes, let limit): "the document has \(bytes) bytes; the limit is \(limit)"
        case .tooDeep(_, let limit): "subschemas nest deeper than \(limit) levels"
        case .tooManyFields(let count, let limit): "the document describes \(count) properties; the limit is \(limit)"
        case .tooManyOptions(_, let count, let limit): "\(count) options; the limit is \(limit)"
        case .patternTooLong(_, let length, let limit): "the pattern has \(length) characters; the limit is \(limit)"
        case .notASchema(_, let found): "a schema is an object or a boolean, not \(Self.article(found))"
        case .wrongKeywordType(_, let expected, let found): "expected \(expected), found \(Self.article(found))"
        case .invalidKeywordValue(_, let message): message
        case .referenceNotLocal(_, let reference): "the reference \(reference.debugDescription) names a document the registry does not hold (nothing is fetched)"
        case .referenceNotFound(_, let reference): "the reference \(reference.debugDescription) names nothing"
        case .unknownDialect(_, let uri): "the dialect \(uri.debugDescription) is not known (draft-07 and 2020-12 are)"
        case .referenceCycle(let path): "$ref cycle: \(path.map { $0.isEmpty ? "#" : $0 }.joined(separator: " → ")) (recursion is accepted only through a member or an element of the value)"
        case .unsupportedPattern(_, let message): message
        case .unsupportedKeyword(_, let keyword): "\(keyword) is an assertion this library does not enforce (strict mode)"
        case .unknownType(_, let name): "\(name.debugDescription) is not a JSON Schema type"
        case .unknownFormat(_, let name): "the format \(name.debugDescription) is not checked (strict mode)"
        }
    }

    /// `pointer: message`, with `(document)` for the empty pointer.
    public var description: String {
        if case .notJSON = self { return message }
        return "\(pointer.isEmpty ? "(document)" : pointer): \(message)"
    }

    package static func article(_ typeName: String) -> String {
        typeName == "null" ? "null" : ("aeiou".contains(typeName.first ?? "x") ? "an " : "a ") + typeName
    }
}

/// Every reason a document was refused, in document order; loading reports them all at once.
public struct SchemaDocumentError: ProblemReporting, Hashable, Sendable, CustomStringConvertible {
    /// The problems, at least one.
    public let errors: [SchemaError]

    /// Creates an error of `errors`.
    public init(errors: [SchemaError]) {
        self.errors = errors
    }

    /// One `pointer: message` line per problem.
    public var description: String { errors.map(\.description).joined(separator: "\n") }

    /// Every error as a `FormJSON/Problem`: its pointer into the document and its message.
    public var problems: [Problem] { errors.map { Problem(pointer: $0.pointer, message: $0.message) } }
}

/// A remark about a document that was accepted: something ignored, or not enforced.
public struct SchemaWarning: Hashable, Sendable, CustomStringConvertible {
    /// What kind of remark.
    public enum Kind: String, Hashable, Sendable {
        /// A keyword this library does not know: an annotation, ignored (JSON Schema's rule).
        case unknownKeyword
        /// A keyword this library does not enforce (2019-09's `$recursiveRef`), so a value it
        /// accepts may be refused by a validator that does. An error in strict mode.
        case unsupportedKeyword
        /// A `type` that names no JSON Schema type: no value can satisfy it. An error in strict mode.
        case unknownType
        /// A `format` this library does not assert: an annotation only. An error in strict mode.
        case unknownFormat
        /// A document naming no dialect in `$schema` whose syntax is draft-07's alone
        /// (`dependencies`, `items` as an array, `additionalItems`), read as draft-07 (see
        /// ``SchemaOptions/infersDraft07``).
        case dialectInferred
    }

    /// What kind of remark.
    public let kind: Kind
    /// Where: a JSON Pointer into the document.
    public let pointer: String
    /// What was ignored and what that means.
    public let message: String

    /// `pointer: message`.
    public var description: String { "\(pointer.isEmpty ? "(document)" : pointer): \(message)" }
}

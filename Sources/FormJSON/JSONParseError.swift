/// Why a text is not the JSON ``JSONValue/init(parsing:maximumDepth:)-(Data,_)`` accepts, and
/// where: a byte offset, and the line and column (1-based, in characters) a person can find.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The text ended inside a value (or held no value at all).
        case unexpectedEnd
        /// A character that cannot come here; the payload describes what was expected.
        case unexpectedCharacter(found: String, expected: String)
        /// A number that JSON's grammar does not allow (`01`, `1.`, `-`, `.5`).
        case invalidNumber
        /// A number too large for a `Double` (`1e400`).
        case numberOutOfRange
        /// A backslash escape JSON does not have (`\x`), or a `\u` escape that is not four hex
        /// digits or leaves a surrogate unpaired.
        case invalidEscape
        /// A control character (U+0000–U+001F) inside a string, which JSON requires escaped.
        case controlCharacterInString
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// An object names one key twice: which value is meant is ambiguous, so it is refused.
        case duplicateKey(String)
        /// Arrays and objects nest deeper than the limit.
        case tooDeep(limit: Int)
        /// Something follows the value.
        case trailingCharacters
    }

    /// What went wrong.
    public let reason: Reason
    /// The byte offset in the UTF-8 text.
    public let offset: Int
    /// The line, from 1.
    public let line: Int
    /// The column on that line, from 1, counted in characters.
    public let column: Int

    /// `line 2, column 5: expected ':' after a key, found '='`.
    public var description: String {
        let what: String
        switch reason {
        case .unexpectedEnd: what = "the text ends before the JSON value does"
        case .unexpectedCharacter(let found, let expected): what = "expected \(expected), found \(found)"
        case .invalidNumber: what = "not a valid JSON number"
        case .numberOutOfRange: what = "number too large"
        case .invalidEscape: what = "invalid escape sequence in a string"
        case .controlCharacterInString: what = "control character in a string (it must be escaped)"
        case .invalidUTF8: what = "the text is not valid UTF-8"
        case .duplicateKey(let key): what = "the key \(key.debugDescription) appears twice in one object"
        case .tooDeep(let limit): what = "arrays and objects nest deeper than \(limit) levels"
        case .trailingCharacters: what = "unexpected text after the JSON value"
        }
        return "line \(line), column \(column): \(what)"
    }
}

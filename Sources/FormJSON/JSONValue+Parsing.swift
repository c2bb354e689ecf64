import Foundation

extension JSONValue {
    /// The default limit on how deeply arrays and objects may nest.
    public static let defaultMaximumDepth = 256

    /// Parses JSON text (RFC 8259): one value, surrounded by optional whitespace; a UTF-8 byte
    /// order mark at the start is skipped.
    ///
    /// Stricter than `JSONSerialization` where leniency would lose data: a key repeated in an object
    /// is an error (not "the last one wins"), and so is a number too large for a `Double`. Numbers
    /// without a fraction or exponent that fit `Int` become ``integer(_:)``; other numbers
    /// ``number(_:)``. Objects keep their keys in document order.
    ///
    /// - Parameters:
    ///   - data: UTF-8 text.
    ///   - maximumDepth: how deeply arrays and objects may nest.
    /// - Throws: ``JSONParseError`` with the position of the first problem.
    /// - Complexity: O(n) in the length of the text.
    public init(parsing data: Data, maximumDepth: Int = JSONValue.defaultMaximumDepth) throws(JSONParseError) {
        var parser = JSONParser(bytes: [UInt8](data), maximumDepth: maximumDepth)
        self = try parser.parseDocument()
    }

    /// Parses JSON text; see ``init(parsing:maximumDepth:)-(Data,_)``.
    /// - Throws: ``JSONParseError`` with the position of the first problem.
    /// - Complexity: O(n) in the length of the text.
    public init(parsing text: String, maximumDepth: Int = JSONValue.defaultMaximumDepth) throws(JSONParseError) {
        var parser = JSONParser(bytes: Array(text.utf8), maximumDepth: maximumDepth)
        self = try parser.parseDocument()
    }
}

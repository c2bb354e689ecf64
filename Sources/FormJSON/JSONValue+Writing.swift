import Foundation

extension JSONValue {
    /// The value as JSON text.
    ///
    /// Compact by default; `prettyPrinted` puts each member and element on its own line, indented
    /// by two spaces. Keys come in the object's order unless `sortedKeys`. Whole numbers held as
    /// ``number(_:)`` are written without a fraction when they are below 2^53 (`5`, not `5.0`);
    /// other numbers in the shortest form that reads back exactly. Strings escape `"`, `\` and
    /// control characters; other characters are written as they are (UTF-8).
    ///
    /// - Throws: ``JSONWriteError`` for a non-finite number, naming where it is.
    /// - Complexity: O(n) in the size of the value.
    public func jsonString(prettyPrinted: Bool = false, sortedKeys: Bool = false) throws(JSONWriteError) -> String {
        var writer = JSONWriter(prettyPrinted: prettyPrinted, sortedKeys: sortedKeys, allowsNonFinite: false)
        try writer.write(self)
        return writer.output
    }

    /// The value as UTF-8 JSON text; see ``jsonString(prettyPrinted:sortedKeys:)``.
    /// - Throws: ``JSONWriteError`` for a non-finite number.
    public func jsonData(prettyPrinted: Bool = false, sortedKeys: Bool = false) throws(JSONWriteError) -> Data {
        Data(try jsonString(prettyPrinted: prettyPrinted, sortedKeys: sortedKeys).utf8)
    }
}

/// Why a pattern is refused: what, and at which Unicode scalar of the pattern.
public struct TextPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offset, in Unicode scalars, where the refused construct starts.
    public let offset: Int
    /// What is refused and why.
    public let message: String

    /// Creates an error at `offset` saying `message`.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// `at character N: message`.
    public var description: String { "at character \(offset + 1): \(message)" }
}

/// An element that moved: from its index in the old array to its index in the new array.
public struct ListMoveIndex: Hashable, Sendable, CustomStringConvertible {
    /// The element's index in the old array.
    public let from: Int
    /// The element's index in the new array.
    public let to: Int

    /// Creates a move from an old index to a new index.
    @inlinable
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    /// `from→to`, as `3→0`.
    public var description: String { "\(from)→\(to)" }
}

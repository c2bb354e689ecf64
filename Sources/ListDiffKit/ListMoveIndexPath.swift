import Foundation

/// An element that moved, as index paths: from its old path to its new path.
public struct ListMoveIndexPath: Hashable, Sendable, CustomStringConvertible {
    /// The element's index path before the update (in the old section).
    public let from: IndexPath
    /// The element's index path after the update (in the new section).
    public let to: IndexPath

    /// Creates a move from an old index path to a new one.
    @inlinable
    public init(from: IndexPath, to: IndexPath) {
        self.from = from
        self.to = to
    }

    /// `section.item→section.item`, as `0.3→1.0`.
    public var description: String { "\(from.map(String.init).joined(separator: "."))→\(to.map(String.init).joined(separator: "."))" }
}

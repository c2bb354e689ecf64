/// A size in text units: columns wide, lines tall.
public struct ListSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in terminal columns.
    public var width: Int
    /// Height in lines.
    public var height: Int

    /// Creates a size.
    /// - Parameters:
    ///   - width: columns; negative values are treated as 0.
    ///   - height: lines; negative values are treated as 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The empty size.
    public static let zero = ListSize(width: 0, height: 0)

    /// `width×height`, as `80×3`.
    public var description: String { "\(width)×\(height)" }
}

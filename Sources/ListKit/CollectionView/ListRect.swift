/// A rectangle in text units: its top-left corner (column `x`, line `y`) and its size.
public struct ListRect: Hashable, Sendable, CustomStringConvertible {
    /// Column of the left edge.
    public var x: Int
    /// Line of the top edge.
    public var y: Int
    /// Width and height.
    public var size: ListSize

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        size = ListSize(width: width, height: height)
    }

    /// Width in columns.
    public var width: Int { size.width }
    /// Height in lines.
    public var height: Int { size.height }
    /// The line just below the rectangle.
    public var maxY: Int { y + size.height }

    /// `(x, y) w×h`.
    public var description: String { "(\(x), \(y)) \(size)" }
}

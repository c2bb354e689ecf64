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

/// Margins around a section's items: lines above and below, columns left and right.
public struct ListEdgeInsets: Hashable, Sendable {
    /// Lines above the first item (below the header).
    public var top: Int
    /// Columns left of the items.
    public var left: Int
    /// Lines below the last item (above the footer).
    public var bottom: Int
    /// Columns right of the items.
    public var right: Int

    /// Creates insets; negative values are treated as 0.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = max(0, top)
        self.left = max(0, left)
        self.bottom = max(0, bottom)
        self.right = max(0, right)
    }

    /// No insets.
    public static let zero = ListEdgeInsets()
}

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

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

/// What a view is given to render itself: the size of its frame, and how to measure and style text.
public struct RenderContext: Sendable {
    /// The frame's size: the view's lines are clipped or padded to exactly this.
    public var size: ListSize
    /// How the output is styled (plain unless the host enabled ANSI styling).
    public var styler: TextStyler
    /// How East Asian Ambiguous characters are measured.
    public var ambiguousWidth: AmbiguousWidth

    /// Creates a context.
    public init(size: ListSize, styler: TextStyler = .plain, ambiguousWidth: AmbiguousWidth = .narrow) {
        self.size = size
        self.styler = styler
        self.ambiguousWidth = ambiguousWidth
    }
}

/// A piece of text in one style: the unit of a ``StyledLine``.
///
/// The text is plain: the collection view sanitizes it when rendering (escape sequences in it are
/// shown, never sent) and turns the style into SGR sequences only when its ``TextStyler`` is on.
public struct StyledRun: Hashable, Sendable {
    /// The text, without line breaks (a line break in it starts a new line when rendered).
    public var text: String
    /// How the text is styled when styling is on.
    public var style: TextStyle

    /// Creates a run.
    /// - Parameters:
    ///   - text: the text.
    ///   - style: its style; none by default.
    /// - Complexity: O(1).
    public init(_ text: String, style: TextStyle = []) {
        self.text = text
        self.style = style
    }
}

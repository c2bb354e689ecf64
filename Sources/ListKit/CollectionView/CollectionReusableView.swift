/// A view that a collection view shows for a supplementary element (a section header or footer),
/// and the base class of cells. Subclass it and override ``render(in:)``.
///
/// Views are reused: the collection view keeps only the views that are on screen, and hands a view
/// that scrolled off (or was deleted) to the next request for the same reuse identifier, after
/// calling ``prepareForReuse()``.
@MainActor
open class CollectionReusableView {
    /// The identifier this view was dequeued with.
    public internal(set) var reuseIdentifier: String = ""
    /// The view's frame in the collection view's content, as of the last layout.
    public internal(set) var frame = ListRect(x: 0, y: 0, width: 0, height: 0)

    /// Creates a view; the collection view creates views through this initializer.
    public required init() {}

    /// Resets the view before it is handed out again. The default does nothing; call `super`.
    open func prepareForReuse() {}

    /// The view's lines of text for its frame.
    ///
    /// Return up to `context.size.height` lines of plain text; the collection view sanitizes every
    /// line (control characters and escape sequences become visible escapes, so nothing a view
    /// returns can drive the terminal), splits lines at newlines, clips or pads each line to exactly
    /// `context.size.width` columns, adds blank lines up to the height, and styles the frame (bold
    /// headers, dim footers, inverse selection) when styling is on. The default returns no lines
    /// (a blank frame).
    /// - Parameter context: the frame's size and the text settings.
    /// - Returns: the lines, top to bottom.
    open func render(in context: RenderContext) -> [String] { [] }

    /// The view's lines as styled runs: what the collection view renders.
    ///
    /// Override it instead of ``render(in:)`` to style parts of a line (a dim placeholder, a red
    /// error). The collection view treats the lines as it treats ``render(in:)``'s (sanitized,
    /// clipped or padded by display columns, the frame's style added), and turns each run's style
    /// into SGR sequences only when its ``CollectionView/textStyler`` is on; with styling off the
    /// output is the plain text. The default returns ``render(in:)``'s lines, unstyled; an override
    /// need not call `super`.
    /// - Parameter context: the frame's size and the text settings.
    /// - Returns: the lines, top to bottom.
    open func renderStyled(in context: RenderContext) -> [StyledLine] {
        render(in: context).map { StyledLine($0) }
    }
}

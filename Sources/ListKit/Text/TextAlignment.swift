/// Where text sits in a field wider than the text.
public enum TextAlignment: Sendable, Hashable {
    /// Text at the left edge, padding on the right.
    case left
    /// Text in the middle; when the padding is odd, the extra column goes on the right.
    case center
    /// Text at the right edge, padding on the left.
    case right
}

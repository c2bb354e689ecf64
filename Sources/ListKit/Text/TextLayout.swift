/// Text layout in terminal columns: sanitizing, measuring, wrapping, truncating and padding.
///
/// Every function works on grapheme clusters (`Character`) and never splits one, and measures with
/// `displayWidth(ambiguous:)`. Text that comes from data (titles, labels, values, messages) must go
/// through `sanitized(_:keepsNewlines:)` first, at the one point where it enters rendering: the
/// other functions measure control characters as 0 columns and would mis-measure raw text.
///
/// ```swift
/// let label = TextLayout.sanitized(userTitle)
/// let cell = TextLayout.fit(label, width: 20)              // exactly 20 columns
/// let lines = TextLayout.wrap(TextLayout.sanitized(message, keepsNewlines: true), width: 40)
/// ```
public enum TextLayout {}

extension TextLayout {
    /// `count` spaces.
    static func spaces(_ count: Int) -> String {
        count > 0 ? String(repeating: " ", count: count) : ""
    }

    /// The longest prefix of `text` made of whole clusters whose width is at most `limit`, and its
    /// width. Stops at the first cluster that does not fit.
    static func prefix(
        of text: String,
        fitting limit: Int,
        ambiguous: AmbiguousWidth
    ) -> (text: Substring, width: Int) {
        var width = 0
        var end = text.startIndex
        for index in text.indices {
            let characterWidth = text[index].displayWidth(ambiguous: ambiguous)
            if width + characterWidth > limit {
                break
            }
            width += characterWidth
            end = text.index(after: index)
        }
        return (text[..<end], width)
    }
}

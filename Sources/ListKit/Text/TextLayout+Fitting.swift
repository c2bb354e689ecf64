extension TextLayout {
    /// Shortens `text` to at most `width` columns, ending with `ellipsis` when it was shortened.
    ///
    /// Text that fits is returned unchanged. Otherwise the result is the longest prefix of whole
    /// grapheme clusters that leaves room for the ellipsis (whose own width counts), followed by the
    /// ellipsis; it can be one column short of `width` when a 2-column cluster does not fit. When
    /// even the ellipsis does not fit, the text is cut to `width` without it.
    ///
    /// ```swift
    /// TextLayout.truncate("Hello, world", width: 8)  // "Hello, …"
    /// TextLayout.truncate("中文字符", width: 5)        // "中文…"
    /// ```
    ///
    /// - Parameters:
    ///   - text: sanitized text (see `sanitized(_:keepsNewlines:)`).
    ///   - width: the maximum width in columns; values below 0 are treated as 0.
    ///   - ellipsis: what marks the cut; `"…"` by default (ambiguous: 2 columns when `ambiguous`
    ///     is `.wide`), `""` for a plain cut.
    ///   - ambiguous: the width of East Asian Ambiguous characters; `.narrow` (1) by default.
    /// - Returns: text of at most `width` columns.
    /// - Complexity: O(*n*), *n* being the length of `text`.
    public static func truncate(
        _ text: String,
        width: Int,
        ellipsis: String = "…",
        ambiguous: AmbiguousWidth = .narrow
    ) -> String {
        let width = max(0, width)
        if text.displayWidth(ambiguous: ambiguous) <= width {
            return text
        }
        let ellipsisWidth = ellipsis.displayWidth(ambiguous: ambiguous)
        guard ellipsisWidth <= width else {
            return String(prefix(of: text, fitting: width, ambiguous: ambiguous).text)
        }
        return prefix(of: text, fitting: width - ellipsisWidth, ambiguous: ambiguous).text + ellipsis
    }

    /// Makes `text` exactly `width` columns: pads it with spaces according to `alignment`, or clips
    /// it (without an ellipsis) when it is wider.
    ///
    /// Clipping keeps the start of the text whatever the alignment. A 2-column cluster that would
    /// straddle the edge is replaced by a space, so the width is exact: `pad("ab中", width: 3)` is
    /// `"ab "`.
    ///
    /// - Parameters:
    ///   - text: sanitized text (see `sanitized(_:keepsNewlines:)`) without line breaks.
    ///   - width: the width of the result in columns; values below 0 are treated as 0.
    ///   - alignment: where the text sits when it is narrower; `.left` by default. With `.center`,
    ///     an odd padding puts the extra space on the right.
    ///   - ambiguous: the width of East Asian Ambiguous characters; `.narrow` (1) by default.
    /// - Returns: text of exactly `width` columns.
    /// - Complexity: O(*n* + `width`), *n* being the length of `text`.
    public static func pad(
        _ text: String,
        width: Int,
        alignment: TextAlignment = .left,
        ambiguous: AmbiguousWidth = .narrow
    ) -> String {
        let width = max(0, width)
        let textWidth = text.displayWidth(ambiguous: ambiguous)
        guard textWidth <= width else {
            let (head, headWidth) = prefix(of: text, fitting: width, ambiguous: ambiguous)
            return head + spaces(width - headWidth)
        }
        let gap = width - textWidth
        guard gap > 0 else { return text }
        switch alignment {
        case .left:
            return text + spaces(gap)
        case .center:
            return padded(text, leading: gap / 2, trailing: gap - gap / 2, width: width, ambiguous)
        case .right:
            return padded(text, leading: gap, trailing: 0, width: width, ambiguous)
        }
    }

    /// `truncate` with an ellipsis, then `pad`: `text` in exactly `width` columns.
    ///
    /// ```swift
    /// TextLayout.fit("Hello, world", width: 8)                      // "Hello, …"
    /// TextLayout.fit("中文", width: 6, alignment: .center)           // " 中文 "
    /// ```
    ///
    /// - Parameters:
    ///   - text: sanitized text (see `sanitized(_:keepsNewlines:)`) without line breaks.
    ///   - width: the width of the result in columns; values below 0 are treated as 0.
    ///   - alignment: where the text sits when it is narrower; `.left` by default.
    ///   - ellipsis: what marks a cut; `"…"` by default.
    ///   - ambiguous: the width of East Asian Ambiguous characters; `.narrow` (1) by default.
    /// - Returns: text of exactly `width` columns.
    /// - Complexity: O(*n* + `width`), *n* being the length of `text`.
    public static func fit(
        _ text: String,
        width: Int,
        alignment: TextAlignment = .left,
        ellipsis: String = "…",
        ambiguous: AmbiguousWidth = .narrow
    ) -> String {
        let shortened = truncate(text, width: width, ellipsis: ellipsis, ambiguous: ambiguous)
        return pad(shortened, width: width, alignment: alignment, ambiguous: ambiguous)
    }

    /// `text` between `leading` and `trailing` spaces, `width` columns in all.
    ///
    /// When `text` starts with a cluster that joins a preceding space into one cluster (a lone
    /// combining mark or emoji modifier), the joined cluster can measure differently, so the result
    /// is measured again and the trailing padding corrected.
    private static func padded(
        _ text: String,
        leading: Int,
        trailing: Int,
        width: Int,
        _ ambiguous: AmbiguousWidth
    ) -> String {
        var result = spaces(leading)
        result += text
        if let first = text.first, String([" ", first]).count == 1 {
            let measured = result.displayWidth(ambiguous: ambiguous)
            return result + spaces(width - measured)
        }
        return result + spaces(trailing)
    }
}

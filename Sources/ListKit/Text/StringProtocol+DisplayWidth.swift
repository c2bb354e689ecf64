extension StringProtocol {
    /// Terminal columns of this text: the sum of its grapheme clusters' widths.
    ///
    /// See `Character.displayWidth(ambiguous:)` for the rules. Each control character (C0
    /// U+0000–001F, DEL U+007F, C1 U+0080–009F, and the `"\r\n"` pair) counts as **0** here, so the
    /// result for unsanitized text is not what a terminal shows: measure
    /// `TextLayout.sanitized(_:keepsNewlines:)`'s output instead, whose escapes are printable ASCII.
    /// A newline counts 0 as well: measure multi-line text line by line.
    ///
    /// - Parameter ambiguous: the width of East Asian Ambiguous characters; `.narrow` (1) by default.
    /// - Returns: the number of columns, 0 for an empty string.
    /// - Complexity: O(*n*), *n* being the length in UTF-8 code units (times O(log *r*) per non-ASCII
    ///   scalar, *r* ≈ 300 table ranges); a printable-ASCII string takes one pass over its bytes.
    public func displayWidth(ambiguous: AmbiguousWidth = .narrow) -> Int {
        if let count = DisplayWidth.printableASCIICount(utf8) {
            return count
        }
        var total = 0
        for character in self {
            total += character.displayWidth(ambiguous: ambiguous)
        }
        return total
    }
}

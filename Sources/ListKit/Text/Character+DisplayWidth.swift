extension Character {
    /// Terminal columns of this grapheme cluster: 0, 1 or 2.
    ///
    /// The rules, in order:
    /// - A C0 control (U+0000–001F, including `"\r\n"`), DEL (U+007F) or C1 control (U+0080–009F)
    ///   measures **0**: controls are not measured raw. Sanitize text first
    ///   (`TextLayout.sanitized(_:keepsNewlines:)`) to print and measure them as visible escapes.
    /// - A regional indicator (a flag pair such as `🇫🇷`, or a lone indicator) is 2.
    /// - Text presentation: an emoji followed by VS15 (U+FE0E) is 1 when the emoji is shown as
    ///   an emoji by default (`⌚︎`, `😀︎`), and otherwise the base's own text width (`©︎` is 1).
    /// - Emoji presentation is 2 in total: a cluster whose first scalar has Emoji_Presentation
    ///   (`😀`, `👍🏽`), an emoji followed by VS16 U+FE0F (`❤️`, `#️⃣`), an emoji ZWJ sequence
    ///   (`👨‍👩‍👧`) or an emoji modifier sequence (`☝🏽`).
    /// - Otherwise the sum of the scalars' widths, capped at 2. Per scalar: 0 for general category
    ///   Mn, Me or Cf (so the soft hyphen U+00AD is 0), Default_Ignorable_Code_Point (U+200B …) and
    ///   Hangul medial and final jamo (U+1160–11FF, U+D7B0–D7FF); 2 for East_Asian_Width W or F
    ///   (`中`, `한`, `Ａ`); the `ambiguous` setting for East_Asian_Width A (`…`, `─`, `α`);
    ///   1 otherwise.
    ///
    /// East_Asian_Width comes from a table generated from Unicode 17.0, the version of the Swift
    /// standard library's segmentation and properties.
    ///
    /// - Parameter ambiguous: the width of East Asian Ambiguous characters; `.narrow` (1) by default.
    /// - Returns: 0, 1 or 2.
    /// - Complexity: O(*k* log *r*), *k* being the number of scalars in the cluster and *r* the size
    ///   of the width tables (about 300 ranges); O(1) for an ASCII character.
    public func displayWidth(ambiguous: AmbiguousWidth = .narrow) -> Int {
        let scalars = unicodeScalars
        let first = scalars.first!  // A Character always has at least one scalar.
        let rest = scalars.index(after: scalars.startIndex)
        if rest == scalars.endIndex {
            return DisplayWidth.singleScalarWidth(first, ambiguous: ambiguous)
        }
        return DisplayWidth.clusterWidth(first: first, rest: scalars[rest...], ambiguous: ambiguous)
    }
}

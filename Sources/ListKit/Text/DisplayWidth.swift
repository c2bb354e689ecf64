// Display width: how many terminal columns text takes (REFERENCE-TEXT.md §5.1).
//
// Width is measured per grapheme cluster (`Character`) and the string's width is the sum. Control
// characters have no agreed width (terminals move the cursor instead of drawing them), so they
// measure 0 here; text from data must go through `TextLayout.sanitized(_:keepsNewlines:)` first,
// which turns them into printable ASCII that measures like any other text.

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

/// The width rules behind `displayWidth(ambiguous:)`.
enum DisplayWidth {
    /// The number of bytes when every byte is printable ASCII (U+0020–007E), else `nil`.
    static func printableASCIICount<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
        var count = 0
        for byte in bytes {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    /// Whether `scalar` is a regional indicator (U+1F1E6–1F1FF), half of a flag.
    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x1F1E6 && scalar.value <= 0x1F1FF
    }

    /// Width of a cluster made of one scalar.
    static func singleScalarWidth(_ scalar: Unicode.Scalar, ambiguous: AmbiguousWidth) -> Int {
        let value = scalar.value
        if value < 0x0300 {
            return scalarWidth(scalar, ambiguous: ambiguous)
        }
        if isRegionalIndicator(scalar) || scalar.properties.isEmojiPresentation {
            return 2
        }
        return scalarWidth(scalar, ambiguous: ambiguous)
    }

    /// Width of a cluster of two or more scalars: `first`, then `rest`.
    static func clusterWidth(
        first: Unicode.Scalar,
        rest: Substring.UnicodeScalarView,
        ambiguous: AmbiguousWidth
    ) -> Int {
        if isControl(first) {
            return 0  // "\r\n", the only multi-scalar cluster that starts with a control.
        }
        if isRegionalIndicator(first) {
            return 2
        }
        let firstProperties = first.properties
        let firstIsEmoji = first.value >= 0x80 ? firstProperties.isEmoji : isASCIIEmoji(first)
        var previous = first
        var previousIsEmoji = firstIsEmoji
        var isFirstFollower = true
        var followsZeroWidthJoiner = false
        var sum = scalarWidth(first, ambiguous: ambiguous)
        for scalar in rest {
            switch scalar.value {
            case 0xFE0E where isFirstFollower && firstIsEmoji:
                // Text presentation selector right after an emoji.
                return firstProperties.isEmojiPresentation ? 1 : min(sum, 2)
            case 0xFE0F where previousIsEmoji:
                return 2  // Emoji presentation selector.
            case 0x200D:
                followsZeroWidthJoiner = previousIsEmoji
            default:
                let properties = scalar.properties
                if followsZeroWidthJoiner, scalar.value >= 0x80, properties.isEmoji {
                    return 2  // Emoji ZWJ sequence.
                }
                if properties.isEmojiModifier, previous.properties.isEmojiModifierBase {
                    return 2  // Emoji modifier sequence.
                }
                followsZeroWidthJoiner = false
                sum += scalarWidth(scalar, ambiguous: ambiguous)
            }
            previousIsEmoji = scalar.value >= 0x80 ? scalar.properties.isEmoji : false
            previous = scalar
            isFirstFollower = false
        }
        if firstProperties.isEmojiPresentation {
            return 2
        }
        return min(sum, 2)
    }

    /// Whether an ASCII scalar is an emoji base (`0`–`9`, `#`, `*`), which only VS16 or a keycap
    /// sequence shows as an emoji.
    private static func isASCIIEmoji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "0"..."9", "#", "*": true
        default: false
        }
    }

    /// Width of one scalar on its own terms (no emoji rules): 0, 1 or 2.
    static func scalarWidth(_ scalar: Unicode.Scalar, ambiguous: AmbiguousWidth) -> Int {
        let value = scalar.value
        if value < 0x7F {
            return value >= 0x20 ? 1 : 0
        }
        if value < 0xA0 {
            return 0  // DEL and C1 controls.
        }
        if value < 0x0300 {
            // Latin-1 and Latin Extended: no marks, no wide characters; U+00AD is Cf.
            if value == 0xAD {
                return 0
            }
            return ambiguous == .wide && EastAsianWidth.isAmbiguous(value) ? 2 : 1
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
            return 0  // Hangul medial and final jamo join the leading jamo's 2 columns.
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if properties.isDefaultIgnorableCodePoint {
            return 0
        }
        if EastAsianWidth.isWide(value) {
            return 2
        }
        return ambiguous == .wide && EastAsianWidth.isAmbiguous(value) ? 2 : 1
    }
}

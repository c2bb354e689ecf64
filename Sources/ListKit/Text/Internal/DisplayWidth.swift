// Display width: how many terminal columns text takes. Wide and ambiguous characters follow
// UAX #11 (East Asian Width), emoji presentation follows UTS #51 (Unicode Emoji), and clusters are
// UAX #29's extended grapheme clusters (Swift's `Character`).
//
// Width is measured per grapheme cluster (`Character`) and the string's width is the sum. Control
// characters have no agreed width (terminals move the cursor instead of drawing them), so they
// measure 0 here; text from data must go through `TextLayout.sanitized(_:keepsNewlines:)` first,
// which turns them into printable ASCII that measures like any other text.

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

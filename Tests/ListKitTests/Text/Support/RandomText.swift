import ListDiffKit

/// Random strings that mix everything the text layer has to survive: ASCII words and spaces,
/// newlines, C0/DEL/C1 controls, bidi controls, CJK, Hangul, fullwidth and ambiguous characters,
/// emoji sequences, combining marks and, now and then, any scalar at all.
enum RandomText {
    private static let pieces: [String] = [
        "a", "b", "Z", "7", "-", ".", ",", "(", ")", "word", "longerword", " ", " ", " ", "  ",
        "\n", "\r\n", "\r", "\t", "\u{0}", "\u{7}", "\u{8}", "\u{1B}", "\u{1B}[31m", "\u{7F}",
        "\u{202E}", "\u{2066}", "\u{200E}", "\u{61C}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{AD}",
        "…", "─", "α", "•", "Ａ", "ｱ", "「", "」", "，", "。", "！", "ー",
        "👍", "👍🏽", "❤️", "❤", "👨‍👩‍👧", "🇫🇷", "🇫", "🧑‍🌾", "#️⃣", "©︎", "⌚︎", "\u{1F3FD}",
        "\u{1100}\u{1161}\u{11A8}", "\u{1161}", "क्ष", "खा",
    ]

    /// A string of up to `maximumPieces` random pieces.
    static func string(using generator: inout SplitMix64, maximumPieces: Int = 24) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maximumPieces, using: &generator) {
            switch Int.random(in: 0..<16, using: &generator) {
            case 0...7:
                text += pieces.randomElement(using: &generator)!
            case 8:
                text.unicodeScalars.append(scalar(in: 0x80...0x9F, using: &generator))  // C1
            case 9, 10:
                text.unicodeScalars.append(scalar(in: 0x4E00...0x9FFF, using: &generator))  // CJK
            case 11:
                text.unicodeScalars.append(scalar(in: 0xAC00...0xD7A3, using: &generator))  // Hangul
            case 12:
                text.unicodeScalars.append(scalar(in: 0x300...0x36F, using: &generator))  // Marks
            case 13:
                text.unicodeScalars.append(scalar(in: 0x1F300...0x1FAFF, using: &generator))  // Emoji
            case 14:
                text.unicodeScalars.append(scalar(in: 0x00...0x1F, using: &generator))  // C0
            default:
                text.unicodeScalars.append(scalar(in: 0...0x10FFFF, using: &generator))  // Anything
            }
        }
        return text
    }

    /// A random scalar in `range`, skipping surrogates.
    private static func scalar(in range: ClosedRange<UInt32>, using generator: inout SplitMix64) -> Unicode.Scalar {
        while true {
            if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) {
                return scalar
            }
        }
    }
}

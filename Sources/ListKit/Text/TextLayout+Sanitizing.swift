extension TextLayout {
    /// Escapes control and invisible bidi characters so that text from data is safe to print and to
    /// measure.
    ///
    /// Terminal control sequences in data (ESC, OSC, BEL, CR, BS, the one-character CSI U+009B) can
    /// move the cursor, erase or forge output, set the window title or write the clipboard; bidi
    /// controls reorder what is shown ("Trojan Source", CVE-2021-42574). This is the choke point
    /// that makes them visible instead. The C0 and C1 control sets are those of ECMA-48 (ISO/IEC
    /// 6429); the bidi controls are the explicit formatting characters of UAX #9 (Unicode
    /// Bidirectional Algorithm) and the Arabic letter mark:
    ///
    /// | input | output |
    /// |---|---|
    /// | C0 U+0000–001F | caret notation `^@` … `^_`: ESC `^[`, BEL `^G`, BS `^H`, TAB `^I`, LF `^J`, CR `^M` |
    /// | DEL U+007F | `^?` |
    /// | C1 U+0080–009F | `<80>` … `<9f>` (lowercase hex) |
    /// | U+061C, U+200E, U+200F, U+202A–202E, U+2066–2069 | `<U+061C>`, `<U+202E>` … (uppercase hex) |
    ///
    /// With `keepsNewlines`, `"\n"` stays and `"\r\n"` becomes `"\n"`; a lone `"\r"` is still `^M`.
    /// Everything else is unchanged: letters, CJK, emoji, combining marks, other format characters
    /// (ZWJ, ZWSP). Every escape is printable ASCII, so afterwards `displayWidth(ambiguous:)`
    /// measures what the terminal shows, and the output contains no scalar below U+0020 (except
    /// kept newlines), no U+007F and no U+0080–009F.
    ///
    /// - Parameters:
    ///   - text: text from data, such as a title, a label, a typed value or an error message.
    ///   - keepsNewlines: whether line breaks stay line breaks (for multi-line fields, which are
    ///     rendered line by line); when `false` (the default) they are escaped as `^J` and `^M`.
    /// - Returns: the escaped text; `text` itself when nothing needs escaping.
    /// - Complexity: O(*n*), *n* being the number of Unicode scalars in `text`.
    public static func sanitized(_ text: String, keepsNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepsNewlines: keepsNewlines) })
        else {
            return text
        }
        var result = String.UnicodeScalarView()
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            let value = scalar.value
            switch value {
            case 0x0A where keepsNewlines:
                result.append(scalar)
            case 0x0D where keepsNewlines && index != scalars.endIndex && scalars[index] == "\n":
                result.append("\n")
                index = scalars.index(after: index)
            case 0x00..<0x20:
                result.append("^")
                result.append(Unicode.Scalar(UInt8(value + 0x40)))
            case 0x7F:
                result.append(contentsOf: "^?".unicodeScalars)
            case 0x80...0x9F:
                result.append(contentsOf: "<\(hex(value, digits: 2, uppercase: false))>".unicodeScalars)
            case _ where isInvisibleFormatControl(value):
                result.append(contentsOf: "<U+\(hex(value, digits: 4, uppercase: true))>".unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `sanitized(_:keepsNewlines:)` rewrites `scalar`.
    static func needsEscape(_ scalar: Unicode.Scalar, keepsNewlines: Bool) -> Bool {
        let value = scalar.value
        if value < 0x20 {
            return !(keepsNewlines && value == 0x0A)
        }
        if value < 0x7F {
            return false
        }
        return value <= 0x9F || isInvisibleFormatControl(value)
    }

    /// Bidi controls and the marks that steer them: U+061C, U+200E, U+200F, U+202A–202E,
    /// U+2066–2069.
    private static func isInvisibleFormatControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `value` in hexadecimal, zero-padded to at least `digits` digits.
    private static func hex(_ value: UInt32, digits: Int, uppercase: Bool) -> String {
        let text = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

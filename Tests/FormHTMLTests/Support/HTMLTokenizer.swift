/// A small HTML tokenizer for the tests, after the WHATWG tokenizer's states that this module's
/// output can reach: text with character references, start tags with double-quoted, single-quoted,
/// unquoted or valueless attributes, end tags, the doctype, comments, and the raw text of `style`
/// and the escapable raw text of `title` and `textarea` (whose first newline the tree builder
/// drops).
enum HTMLToken: Equatable {
    case start(String, [(String, String)])
    case end(String)
    case text(String)

    static func == (lhs: HTMLToken, rhs: HTMLToken) -> Bool {
        switch (lhs, rhs) {
        case (.start(let a, let x), .start(let b, let y)): a == b && x.map { [$0.0, $0.1] } == y.map { [$0.0, $0.1] }
        case (.end(let a), .end(let b)): a == b
        case (.text(let a), .text(let b)): a == b
        default: false
        }
    }

    /// The tag and its attribute names: what the structure of a page is made of.
    var shape: String? {
        switch self {
        case .start(let name, let attributes): "<" + name + attributes.map { " " + $0.0 }.joined() + ">"
        case .end(let name): "</" + name + ">"
        case .text: nil
        }
    }
}

func tokenizeHTML(_ html: String) -> [HTMLToken] {
    let s = Array(html.unicodeScalars)
    var i = 0
    var tokens: [HTMLToken] = []
    var text = ""
    func flush() {
        if !text.isEmpty { tokens.append(.text(text)) }
        text = ""
    }
    func decodeReference() -> String {
        // At "&": a numeric or one of the named references the renderer writes.
        var j = i + 1
        if j < s.count, s[j] == "#" {
            j += 1
            var hex = false
            if j < s.count, s[j] == "x" || s[j] == "X" { hex = true; j += 1 }
            var digits = ""
            while j < s.count, (hex ? s[j].properties.isASCIIHexDigit : ("0"..."9").contains(s[j])) { digits.unicodeScalars.append(s[j]); j += 1 }
            if j < s.count, s[j] == ";", let value = UInt32(digits, radix: hex ? 16 : 10) {
                i = j + 1
                // NUL and the C1 range never come back as written (HTML §13.2.5.80 maps them).
                if value == 0 || (0x80...0x9F).contains(value) { return "\u{FFFD}" }
                return Unicode.Scalar(value).map { String(Character($0)) } ?? "\u{FFFD}"
            }
            i += 1
            return "&"
        }
        for (name, value) in [("amp;", "&"), ("lt;", "<"), ("gt;", ">"), ("quot;", "\""), ("apos;", "'")] {
            let scalars = Array(name.unicodeScalars)
            if i + 1 + scalars.count <= s.count, Array(s[(i + 1)..<(i + 1 + scalars.count)]) == scalars {
                i += 1 + scalars.count
                return value
            }
        }
        i += 1
        return "&"
    }
    func lowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
    }
    func isSpace(_ scalar: Unicode.Scalar) -> Bool { [" ", "\t", "\n", "\u{C}", "\r"].contains(scalar) }

    while i < s.count {
        let c = s[i]
        if c == "&" {
            text += decodeReference()
            continue
        }
        guard c == "<" else {
            // NUL in text is dropped by the tree builder; the renderer never writes one.
            text.unicodeScalars.append(c == "\r" ? "\n" : c)
            i += 1
            continue
        }
        if i + 1 < s.count, s[i + 1] == "!" {
            flush()
            // A doctype or a comment: skip to ">" (or "-->").
            if i + 3 < s.count, s[i + 2] == "-", s[i + 3] == "-" {
                var j = i + 4
                while j + 2 < s.count, !(s[j] == "-" && s[j + 1] == "-" && s[j + 2] == ">") { j += 1 }
                tokens.append(.start("!--", []))
                i = j + 3
            } else {
                while i < s.count, s[i] != ">" { i += 1 }
                i += 1
                tokens.append(.start("!doctype", []))
            }
            continue
        }
        let isEnd = i + 1 < s.count && s[i + 1] == "/"
        var j = i + (isEnd ? 2 : 1)
        guard j < s.count, s[j].properties.isAlphabetic else {
            text.unicodeScalars.append(c)
            i += 1
            continue
        }
        flush()
        var name = ""
        while j < s.count, !isSpace(s[j]), s[j] != ">", s[j] != "/" { name.unicodeScalars.append(lowercase(s[j])); j += 1 }
        var attributes: [(String, String)] = []
        while j < s.count, s[j] != ">" {
            if isSpace(s[j]) || s[j] == "/" { j += 1; continue }
            var attributeName = ""
            while j < s.count, !isSpace(s[j]), s[j] != ">", s[j] != "=", s[j] != "/" { attributeName.unicodeScalars.append(lowercase(s[j])); j += 1 }
            var value = ""
            while j < s.count, isSpace(s[j]) { j += 1 }
            if j < s.count, s[j] == "=" {
                j += 1
                while j < s.count, isSpace(s[j]) { j += 1 }
                if j < s.count, s[j] == "\"" || s[j] == "'" {
                    let quote = s[j]
                    j += 1
                    while j < s.count, s[j] != quote {
                        if s[j] == "&" { i = j; value += decodeReference(); j = i } else { value.unicodeScalars.append(s[j] == "\0" ? "\u{FFFD}" : s[j]); j += 1 }
                    }
                    j += 1
                } else {
                    while j < s.count, !isSpace(s[j]), s[j] != ">" {
                        if s[j] == "&" { i = j; value += decodeReference(); j = i } else { value.unicodeScalars.append(s[j]); j += 1 }
                    }
                }
            }
            if !attributes.contains(where: { $0.0 == attributeName }) { attributes.append((attributeName, value)) }
        }
        i = j + 1
        if isEnd {
            tokens.append(.end(name))
            continue
        }
        tokens.append(.start(name, attributes))
        if ["style", "title", "textarea"].contains(name) {
            // Raw text up to the matching end tag; references decoded except in style.
            let closing = Array("</\(name)".unicodeScalars)
            var content = ""
            var first = true
            while i < s.count {
                if i + closing.count <= s.count, Array(s[i..<(i + closing.count)]).map(lowercase) == closing { break }
                if name != "style", s[i] == "&" { content += decodeReference(); first = false; continue }
                if first, name == "textarea", s[i] == "\n" { i += 1; first = false; continue }
                first = false
                content.unicodeScalars.append(s[i] == "\r" ? "\n" : s[i])
                i += 1
            }
            if !content.isEmpty { tokens.append(.text(content)) }
        }
    }
    flush()
    return tokens
}

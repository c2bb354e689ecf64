/// ECMA-262 (u-mode) → ICU, by recursive descent over Unicode scalars.
struct PatternTranslator {
    let scalars: [Unicode.Scalar]
    var position = 0
    var output = ""
    /// When set, constructs that are ECMA-262 but that ICU would run differently (lookbehind,
    /// backreferences) are read rather than refused: for the `regex` format, which asks only
    /// whether a pattern is valid ECMA-262. The output is then not meant to be compiled.
    var checksSyntaxOnly = false
    /// How deeply the current group is nested.
    var depth = 0
    /// Groups nested deeper are refused: the descent is recursive, and a value checked against
    /// `format: regex` can be any string.
    static let maximumDepth = 128

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    static let asciiWord = "a-zA-Z0-9_"
    static let ecmaSpace = #"\t\n\x{0B}\f\r\x{20}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}"#

    mutating func translate() throws(TextPatternError) -> String {
        try disjunction()
        if position < scalars.count {
            throw fail(scalars[position] == ")" ? "a ) that closes no group" : "unexpected \(quoted(scalars[position]))")
        }
        return output
    }

    func fail(_ message: String, at offset: Int? = nil) -> TextPatternError {
        TextPatternError(offset: offset ?? position, message: message)
    }

    func quoted(_ scalar: Unicode.Scalar) -> String { "'\(scalar.escaped(asASCII: false))'" }

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    static func literal(_ value: UInt32) -> String {
        if let scalar = Unicode.Scalar(value), scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            return String(scalar)
        }
        return "\\x{" + String(value, radix: 16, uppercase: true) + "}"
    }

    // MARK: Structure

    mutating func disjunction() throws(TextPatternError) {
        try alternative()
        while current == "|" {
            position += 1
            output += "|"
            try alternative()
        }
    }

    mutating func alternative() throws(TextPatternError) {
        while let scalar = current, scalar != "|", scalar != ")" {
            let start = position
            let quantifiable = try term()
            try quantifier(allowed: quantifiable, termStart: start)
        }
    }

    /// One term; returns whether a quantifier may follow it.
    mutating func term() throws(TextPatternError) -> Bool {
        let scalar = current!
        switch scalar {
        case "^":
            position += 1
            output += #"\A"#
            return false
        case "$":
            position += 1
            output += #"\z"#
            return false
        case ".":
            position += 1
            output += #"[^\n\r\x{2028}\x{2029}]"#
            return true
        case "(":
            return try group()
        case "[":
            try characterClass()
            return true
        case "\\":
            return try escape()
        case "*", "+", "?":
            throw fail("\(quoted(scalar)) has nothing to repeat")
        case "{":
            throw fail("a { that starts no quantifier ({n}, {n,} or {n,m}); write \\{ for the character")
        case "}", "]":
            // ECMA-262 with Unicode semantics refuses a lone } or ]; ICU would take them as literals.
            throw fail("a lone \(quoted(scalar)); write \\\(scalar) for the character")
        default:
            position += 1
            output += Self.literal(scalar.value)
            return true
        }
    }

    mutating func group() throws(TextPatternError) -> Bool {
        let start = position
        guard depth < Self.maximumDepth else { throw fail("groups nested more than \(Self.maximumDepth) deep", at: start) }
        depth += 1
        defer { depth -= 1 }
        position += 1
        var quantifiable = true
        if current == "?" {
            switch (peek(1), peek(2)) {
            case (":", _):
                position += 2
                output += "(?:"
            case ("=", _), ("!", _):
                output += "(?" + String(peek(1)!)
                position += 2
                quantifiable = false
            case ("<", let kind?) where checksSyntaxOnly && (kind == "=" || kind == "!"):
                output += "(?<" + String(kind)
                position += 3
                quantifiable = false
            case ("<", "="), ("<", "!"):
                throw fail("lookbehind (?<= and (?<! is not supported: ICU allows only lookbehind of bounded length", at: start)
            case ("<", _):
                position += 2
                let nameStart = position
                while let scalar = current, scalar != ">" {
                    guard scalar.properties.isAlphabetic || scalar == "_" || scalar == "$" || (position > nameStart && ("0"..."9").contains(scalar)) else {
                        throw fail("a group name is letters, digits, _ and $")
                    }
                    position += 1
                }
                guard current == ">", position > nameStart else { throw fail("a group name must end with >", at: start) }
                position += 1
                output += "("
            default:
                throw fail("(? followed by \(peek(1).map(quoted) ?? "nothing") is not ECMA-262 (inline flags, atomic groups and comments are ICU's)", at: start)
            }
        } else {
            output += "("
        }
        try disjunction()
        guard current == ")" else { throw fail("a ( that is never closed", at: start) }
        position += 1
        output += ")"
        return quantifiable
    }

    mutating func quantifier(allowed: Bool, termStart: Int) throws(TextPatternError) {
        guard let scalar = current else { return }
        let start = position
        switch scalar {
        case "*", "+", "?":
            position += 1
            output.unicodeScalars.append(scalar)
        case "{":
            guard let (minimum, maximum, text) = braceQuantifier() else {
                throw fail("a { that starts no quantifier ({n}, {n,} or {n,m}); write \\{ for the character")
            }
            if let maximum, maximum < minimum { throw fail("the quantifier {\(minimum),\(maximum)} is out of order", at: start) }
            output += text
        default:
            return
        }
        guard allowed else { throw fail("a quantifier on an assertion (^, $, \\b, a lookahead) is not ECMA-262", at: start) }
        if current == "?" {
            position += 1
            output += "?"
        } else if current == "+" {
            throw fail("possessive quantifiers (*+, ++, ?+, {n}+) are not ECMA-262")
        }
        if let next = current, next == "*" || next == "+" || next == "?" || next == "{" {
            throw fail("a quantifier cannot follow a quantifier")
        }
    }

    /// `{n}`, `{n,}` or `{n,m}` at the current position, consumed; `nil` (nothing consumed) when
    /// the brace starts none.
    mutating func braceQuantifier() -> (Int, Int?, String)? {
        var index = position + 1
        func digits() -> Int? {
            let start = index
            var value = 0
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                value = min(value * 10 + Int(scalars[index].value - 48), 100_000)
                index += 1
            }
            return index > start ? value : nil
        }
        guard let minimum = digits() else { return nil }
        var maximum: Int? = minimum
        if index < scalars.count, scalars[index] == "," {
            index += 1
            maximum = digits()
        }
        guard index < scalars.count, scalars[index] == "}" else { return nil }
        index += 1
        let text = String(String.UnicodeScalarView(scalars[position..<index]))
        position = index
        return (minimum, maximum, text)
    }

    // MARK: Escapes

    /// An escape outside a class; returns whether a quantifier may follow.
    mutating func escape() throws(TextPatternError) -> Bool {
        let start = position
        guard let next = peek(1) else { throw fail("a pattern cannot end with \\") }
        switch next {
        case "b":
            position += 2
            output += "(?:(?<=[\(Self.asciiWord)])(?![\(Self.asciiWord)])|(?<![\(Self.asciiWord)])(?=[\(Self.asciiWord)]))"
            return false
        case "B":
            position += 2
            output += "(?:(?<=[\(Self.asciiWord)])(?=[\(Self.asciiWord)])|(?<![\(Self.asciiWord)])(?![\(Self.asciiWord)]))"
            return false
        case "1"..."9" where checksSyntaxOnly:
            position += 1
            while let digit = current, ("0"..."9").contains(digit) { position += 1 }
            return true
        case "k" where checksSyntaxOnly:
            position += 2
            guard current == "<" else { throw fail("\\k needs a group name: \\k<name>", at: start) }
            position += 1
            let nameStart = position
            while let scalar = current, scalar != ">" { position += 1 }
            guard current == ">", position > nameStart else { throw fail("\\k<name> is never closed", at: start) }
            position += 1
            return true
        case "1"..."9":
            throw fail("backreferences (\\1 …) are not supported: ICU and ECMA-262 differ on a group that did not match", at: start)
        case "k":
            throw fail("named backreferences (\\k<name>) are not supported: ICU and ECMA-262 differ on a group that did not match", at: start)
        default:
            if let set = try classEscape() {
                output += "[" + set + "]"
                return true
            }
            let value = try characterEscape(inClass: false)
            output += Self.literal(value)
            return true
        }
    }

    /// `\d \D \w \W \s \S \p{…} \P{…}` at the current position, as the inside of an ICU set;
    /// `nil` (nothing consumed) for another escape.
    mutating func classEscape() throws(TextPatternError) -> String? {
        guard current == "\\", let letter = peek(1) else { return nil }
        switch letter {
        case "d": position += 2; return "0-9"
        case "D": position += 2; return "^0-9"
        case "w": position += 2; return Self.asciiWord
        case "W": position += 2; return "^" + Self.asciiWord
        case "s": position += 2; return Self.ecmaSpace
        case "S": position += 2; return "^" + Self.ecmaSpace
        case "p", "P":
            let start = position
            position += 2
            guard current == "{" else { throw fail("\\\(letter) needs a property in braces: \\\(letter){Letter}", at: start) }
            position += 1
            var name = ""
            while let scalar = current, scalar != "}" {
                name.unicodeScalars.append(scalar)
                position += 1
            }
            guard current == "}" else { throw fail("\\\(letter){ is never closed", at: start) }
            position += 1
            guard let property = UnicodeProperties.icuName(for: name) else {
                throw fail("\\\(letter){\(name)} is not a property this dialect supports (general categories, scripts and common binary properties)", at: start)
            }
            return (letter == "P" ? "^" : "") + "\\p{" + property + "}"
        default:
            return nil
        }
    }

    /// A character escape at the current position (after checking it is no class escape); its
    /// code point.
    mutating func characterEscape(inClass: Bool) throws(TextPatternError) -> UInt32 {
        let start = position
        position += 1
        guard let letter = current else { throw fail("a pattern cannot end with \\", at: start) }
        position += 1
        switch letter {
        case "t": return 0x09
        case "n": return 0x0A
        case "v": return 0x0B
        case "f": return 0x0C
        case "r": return 0x0D
        case "b" where inClass: return 0x08
        case "-" where inClass: return 0x2D
        case "0":
            if let digit = current, ("0"..."9").contains(digit) { throw fail("\\0 followed by a digit is an octal escape, not ECMA-262 with Unicode semantics", at: start) }
            return 0
        case "c":
            guard let control = current, control.isASCII, control.properties.isAlphabetic else { throw fail("\\c needs a letter A–Z", at: start) }
            position += 1
            return control.value % 32
        case "x":
            guard let value = hexDigits(count: 2) else { throw fail("\\x needs two hex digits", at: start) }
            return value
        case "u":
            if current == "{" {
                position += 1
                var value: UInt32 = 0
                var count = 0
                while let scalar = current, let digit = scalar.hexValue {
                    value = value &* 16 &+ digit
                    count += 1
                    position += 1
                    guard value <= 0x10FFFF else { throw fail("\\u{…} beyond U+10FFFF", at: start) }
                }
                guard count > 0, current == "}" else { throw fail("\\u{ needs hex digits and a }", at: start) }
                position += 1
                guard Unicode.Scalar(value) != nil else { throw fail("\\u{…} names a lone surrogate", at: start) }
                return value
            }
            guard let value = hexDigits(count: 4) else { throw fail("\\u needs four hex digits or {…}", at: start) }
            if (0xD800...0xDBFF).contains(value) {
                // A surrogate pair written as two escapes is one character.
                if current == "\\", peek(1) == "u" {
                    let saved = position
                    position += 2
                    if let low = hexDigits(count: 4), (0xDC00...0xDFFF).contains(low) {
                        return 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    position = saved
                }
                throw fail("\\u\(String(value, radix: 16)) is a lone surrogate", at: start)
            }
            if (0xDC00...0xDFFF).contains(value) { throw fail("\\u\(String(value, radix: 16)) is a lone surrogate", at: start) }
            return value
        case _ where letter.isASCII && !letter.properties.isAlphabetic && !("0"..."9").contains(letter) && letter.value >= 0x20 && letter.value < 0x7F:
            // Syntax characters, and (as ECMA-262 without the u flag and ICU both read them) any
            // other ASCII punctuation: the character itself.
            return letter.value
        default:
            throw fail("\\\(letter.escaped(asASCII: false)) is not an ECMA-262 escape (ICU would read it its own way); "
                + "escape only syntax characters", at: start)
        }
    }

    mutating func hexDigits(count: Int) -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<count {
            guard let digit = peek(offset)?.hexValue else { return nil }
            value = value * 16 + digit
        }
        position += count
        return value
    }

    // MARK: Classes

    /// `[…]`: every literal written as `\x{…}`, so that nothing in it reads as ICU set syntax.
    mutating func characterClass() throws(TextPatternError) {
        let start = position
        position += 1
        var negated = false
        if current == "^" {
            negated = true
            position += 1
        }
        var parts = ""
        var isEmpty = true
        while let scalar = current, scalar != "]" {
            isEmpty = false
            let atomStart = position
            if let set = try classEscape() {
                parts += "[" + set + "]"
                if current == "-", let after = peek(1), after != "]" {
                    throw fail("a range cannot start or end with a class escape like \\d", at: atomStart)
                }
                continue
            }
            let low = try classCharacter()
            if current == "-", let after = peek(1), after != "]" {
                position += 1
                let rangeEnd = position
                if try classEscape() != nil { throw fail("a range cannot start or end with a class escape like \\d", at: rangeEnd) }
                let high = try classCharacter()
                guard low <= high else { throw fail("the range is out of order", at: atomStart) }
                parts += Self.setLiteral(low) + "-" + Self.setLiteral(high)
            } else {
                parts += Self.setLiteral(low)
            }
            _ = scalar
        }
        guard current == "]" else { throw fail("a [ that is never closed", at: start) }
        position += 1
        if isEmpty {
            // [] matches nothing and [^] anything in ECMA-262; ICU refuses an empty set.
            output += negated ? #"[\x{0}-\x{10FFFF}]"# : "(?!)"
            return
        }
        output += "[" + (negated ? "^" : "") + parts + "]"
    }

    /// One character of a class, as a code point.
    mutating func classCharacter() throws(TextPatternError) -> UInt32 {
        let scalar = current!
        if scalar == "\\" { return try characterEscape(inClass: true) }
        position += 1
        return scalar.value
    }

    static func setLiteral(_ value: UInt32) -> String {
        "\\x{" + String(value, radix: 16, uppercase: true) + "}"
    }
}

extension Unicode.Scalar {
    /// The value of a hex digit.
    var hexValue: UInt32? {
        switch self {
        case "0"..."9": value - 48
        case "a"..."f": value - 87
        case "A"..."F": value - 55
        default: nil
        }
    }
}

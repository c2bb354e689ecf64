/// The escapes and classes of ECMA-262 (u-mode) patterns, as ``PatternParser`` reads them.
extension PatternParser {
    // MARK: Escapes

    /// An escape outside a class, and whether a quantifier may follow.
    mutating func escape() throws(TextPatternError) -> (PatternNode, Bool) {
        let start = position
        guard let next = peek(1) else { throw fail("a pattern cannot end with \\") }
        switch next {
        case "b", "B":
            position += 2
            return (.wordBoundary(negated: next == "B"), false)
        case "1"..."9":
            position += 1
            var number = 0
            while let digit = current, ("0"..."9").contains(digit) {
                number = min(number * 10 + Int(digit.value - 48), 100_000)
                position += 1
            }
            guard number <= totalCaptures else {
                throw fail("\\\(number) refers to group \(number); the pattern has \(totalCaptures)", at: start)
            }
            return (.backreference(number), true)
        case "k":
            position += 2
            guard current == "<" else { throw fail("\\k needs a group name: \\k<name>", at: start) }
            position += 1
            let name = scalars(upTo: ">")
            guard current == ">", !name.isEmpty else { throw fail("\\k<name> is never closed", at: start) }
            position += 1
            if let index = names[name] { return (.backreference(index), true) }
            // A group named later: resolved when the whole pattern is read.
            pendingNames.append((name, start))
            return (.backreference(-pendingNames.count), true)
        default:
            if let set = try classEscape() { return (.set(set), true) }
            let value = try characterEscape(inClass: false)
            return (.set(ScalarSet(scalar: value)), true)
        }
    }

    /// Replaces the placeholders of named backreferences to later groups with the groups' numbers.
    func resolvingNames(_ node: PatternNode) -> PatternNode {
        switch node {
        case .backreference(let index) where index < 0:
            return .backreference(names[pendingNames[-index - 1].name] ?? 0)
        case .sequence(let parts): return .sequence(parts.map(resolvingNames))
        case .alternation(let parts): return .alternation(parts.map(resolvingNames))
        case .repetition(let inner, let minimum, let maximum, let greedy):
            return .repetition(resolvingNames(inner), minimum: minimum, maximum: maximum, greedy: greedy)
        case .capture(let inner, let index): return .capture(resolvingNames(inner), index: index)
        case .look(let inner, let behind, let negated): return .look(resolvingNames(inner), behind: behind, negated: negated)
        default: return node
        }
    }

    /// `\d \D \w \W \s \S \p{…} \P{…}` at the current position, as a set; `nil` (nothing
    /// consumed) for another escape.
    mutating func classEscape() throws(TextPatternError) -> ScalarSet? {
        guard current == "\\", let letter = peek(1) else { return nil }
        switch letter {
        case "d": position += 2; return .digits
        case "D": position += 2; return ScalarSet.digits.inverted
        case "w": position += 2; return .word
        case "W": position += 2; return ScalarSet.word.inverted
        case "s": position += 2; return .space
        case "S": position += 2; return ScalarSet.space.inverted
        case "p", "P":
            let start = position
            position += 2
            guard current == "{" else { throw fail("\\\(letter) needs a property in braces: \\\(letter){Letter}", at: start) }
            position += 1
            let name = scalars(upTo: "}")
            guard current == "}" else { throw fail("\\\(letter){ is never closed", at: start) }
            position += 1
            guard let set = PatternProperties.set(named: name) else {
                throw fail("\\\(letter){\(name)} is not a property this dialect supports (general categories, scripts and common binary properties)", at: start)
            }
            return letter == "P" ? set.inverted : set
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
            // Syntax characters, and (as ECMA-262 without the u flag reads them) any other ASCII
            // punctuation: the character itself.
            return letter.value
        default:
            throw fail("\\\(letter.escaped(asASCII: false)) is not an ECMA-262 escape (other dialects read it their own way); "
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

    /// `[…]` and `[^…]`, as a set: `[]` matches nothing, `[^]` anything.
    mutating func characterClass() throws(TextPatternError) -> ScalarSet {
        let start = position
        position += 1
        var negated = false
        if current == "^" {
            negated = true
            position += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        while current != nil, current != "]" {
            let atomStart = position
            if let set = try classEscape() {
                ranges += set.ranges
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
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
        }
        guard current == "]" else { throw fail("a [ that is never closed", at: start) }
        position += 1
        let set = ScalarSet(ranges)
        return negated ? set.inverted : set
    }

    /// One character of a class, as a code point.
    mutating func classCharacter() throws(TextPatternError) -> UInt32 {
        let scalar = current!
        if scalar == "\\" { return try characterEscape(inClass: true) }
        position += 1
        return scalar.value
    }
}

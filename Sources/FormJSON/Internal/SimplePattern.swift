/// The matcher of ``TextPattern``'s simple patterns: alternatives, each a sequence of sets of
/// scalars repeated between a minimum and a maximum number of times, optionally anchored at the
/// start and at the end. Groups of alternatives are multiplied out (`a(b|c)d` is `abd|acd`).
///
/// Built only for a pattern the translator already accepted, so it refuses (returns `nil` for)
/// anything it does not know rather than checking ECMA-262's rules: `\b`, `\p{…}`, lookahead,
/// quantified groups, surrogate escapes, `\c`, and more than 32 alternatives all go to ICU.
///
/// Matching tries each start position (only the first when anchored) and, for each term, the
/// longest run first; a failed (term, position) pair is remembered, so a match costs at most
/// O(positions × terms × the longest run) even for `a*a*a*b`.
struct SimplePattern: Sendable {
    /// One term: a set of scalars, repeated.
    struct Term: Sendable {
        let set: ScalarSet
        let minimum: Int
        let maximum: Int
    }

    /// One alternative.
    struct Sequence: Sendable {
        var terms: [Term] = []
        var anchoredAtStart = false
        var anchoredAtEnd = false
    }

    let alternatives: [Sequence]

    static let maximumAlternatives = 32

    init?(_ source: String) {
        var parser = Parser(scalars: Array(source.unicodeScalars))
        guard let branches = parser.disjunction(), parser.position == parser.scalars.count else { return nil }
        var alternatives: [Sequence] = []
        for branch in branches {
            var sequence = Sequence()
            var index = 0
            while index < branch.count, case .start = branch[index] {
                sequence.anchoredAtStart = true
                index += 1
            }
            var end = branch.count
            while end > index, case .end = branch[end - 1] {
                sequence.anchoredAtEnd = true
                end -= 1
            }
            for element in branch[index..<end] {
                guard case .term(let term) = element else { return nil }
                sequence.terms.append(term)
            }
            alternatives.append(sequence)
        }
        self.alternatives = alternatives
    }

    /// Whether the pattern matches somewhere in `text`.
    func matches(_ text: String) -> Bool {
        var text = text
        let ascii: Bool? = text.withUTF8 { bytes in
            var all = true
            for byte in bytes where byte >= 0x80 {
                all = false
                break
            }
            return all ? matches(bytes) : nil
        }
        if let ascii { return ascii }
        let scalars = text.unicodeScalars.map(\.value)
        return scalars.withUnsafeBufferPointer { matches($0) }
    }

    func matches<Text: RandomAccessCollection>(_ text: Text) -> Bool
    where Text.Index == Int, Text.Element: FixedWidthInteger {
        for sequence in alternatives {
            var search = Search(sequence: sequence, text: text)
            if search.run() { return true }
        }
        return false
    }

    /// One alternative tried on one text.
    struct Search<Text: RandomAccessCollection> where Text.Index == Int, Text.Element: FixedWidthInteger {
        let sequence: Sequence
        let text: Text
        /// Failed (term, position) pairs, a bit each; allocated on the first choice there is.
        var failed: [UInt64] = []

        init(sequence: Sequence, text: Text) {
            self.sequence = sequence
            self.text = text
        }

        mutating func run() -> Bool {
            let count = text.count
            if sequence.anchoredAtStart { return match(0, at: 0) }
            for start in 0...count where match(0, at: start) { return true }
            return false
        }

        /// Whether terms `index…` match from `position`.
        mutating func match(_ index: Int, at position: Int) -> Bool {
            let terms = sequence.terms
            let count = text.count
            guard index < terms.count else { return !sequence.anchoredAtEnd || position == count }
            let term = terms[index]
            var run = 0
            let limit = min(term.maximum, count - position)
            while run < limit, term.set.contains(UInt32(truncatingIfNeeded: text[position + run])) { run += 1 }
            guard run >= term.minimum else { return false }
            if index == terms.count - 1 {
                return !sequence.anchoredAtEnd || position + run == count
            }
            if run == term.minimum { return match(index + 1, at: position + run) }
            var taken = run
            while taken >= term.minimum {
                let bit = (index + 1) * (count + 1) + position + taken
                if failed.isEmpty { failed = Array(repeating: 0, count: ((terms.count + 1) * (count + 1) + 63) / 64) }
                if failed[bit / 64] & (1 << UInt64(bit % 64)) == 0 {
                    if match(index + 1, at: position + taken) { return true }
                    failed[bit / 64] |= 1 << UInt64(bit % 64)
                }
                taken -= 1
            }
            return false
        }
    }

    // MARK: Reading

    enum Element {
        case term(Term)
        case start
        case end
    }

    struct Parser {
        let scalars: [Unicode.Scalar]
        var position = 0

        var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        /// Alternatives, groups multiplied out; `nil` for what the matcher does not know.
        mutating func disjunction() -> [[Element]]? {
            guard var branches = alternative() else { return nil }
            while current == "|" {
                position += 1
                guard let more = alternative() else { return nil }
                branches += more
                guard branches.count <= SimplePattern.maximumAlternatives else { return nil }
            }
            return branches
        }

        mutating func alternative() -> [[Element]]? {
            var partials: [[Element]] = [[]]
            while let scalar = current, scalar != "|", scalar != ")" {
                if scalar == "(" {
                    position += 1
                    if current == "?" {
                        guard position + 1 < scalars.count else { return nil }
                        if scalars[position + 1] == ":" {
                            position += 2
                        } else if scalars[position + 1] == "<", position + 2 < scalars.count, scalars[position + 2] != "=", scalars[position + 2] != "!" {
                            position += 2
                            while let name = current, name != ">" { position += 1 }
                            guard current == ">" else { return nil }
                            position += 1
                        } else {
                            return nil
                        }
                    }
                    guard let inner = disjunction(), current == ")" else { return nil }
                    position += 1
                    if let next = current, next == "*" || next == "+" || next == "?" || next == "{" { return nil }
                    partials = partials.flatMap { partial in inner.map { partial + $0 } }
                    guard partials.count <= SimplePattern.maximumAlternatives else { return nil }
                    continue
                }
                guard let element = element() else { return nil }
                for index in partials.indices { partials[index].append(element) }
            }
            return partials
        }

        /// One anchor or one term with its quantifier.
        mutating func element() -> Element? {
            guard let scalar = current else { return nil }
            position += 1
            let set: ScalarSet
            switch scalar {
            case "^": return .start
            case "$": return .end
            case ".": set = .dot
            case "[": guard let parsed = characterClass() else { return nil }
                set = parsed
            case "\\": guard let parsed = escape(inClass: false) else { return nil }
                set = parsed
            case "*", "+", "?", "{", "}", "]": return nil
            default: set = ScalarSet(scalar: scalar.value)
            }
            guard let (minimum, maximum) = quantifier() else { return nil }
            return .term(Term(set: set, minimum: minimum, maximum: maximum))
        }

        /// The quantifier at the position, lazy or not (the same for whether a match exists);
        /// `(1, 1)` when there is none.
        mutating func quantifier() -> (Int, Int)? {
            var bounds: (Int, Int)
            switch current {
            case "*": bounds = (0, .max); position += 1
            case "+": bounds = (1, .max); position += 1
            case "?": bounds = (0, 1); position += 1
            case "{":
                position += 1
                guard let minimum = number() else { return nil }
                var maximum = minimum
                if current == "," {
                    position += 1
                    maximum = number() ?? .max
                }
                guard current == "}", maximum >= minimum else { return nil }
                position += 1
                bounds = (minimum, maximum)
            default: return (1, 1)
            }
            if current == "?" { position += 1 }
            return bounds
        }

        mutating func number() -> Int? {
            let start = position
            var value = 0
            while let digit = current, ("0"..."9").contains(digit) {
                value = min(value * 10 + Int(digit.value - 48), 100_000)
                position += 1
            }
            return position > start ? value : nil
        }

        /// `[…]`, after its `[`.
        mutating func characterClass() -> ScalarSet? {
            var negated = false
            if current == "^" {
                negated = true
                position += 1
            }
            var set = ScalarSet([])
            while current != nil, current != "]" {
                guard let first = classAtom() else { return nil }
                if current == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
                    position += 1
                    guard let last = classAtom(), first.ranges.count == 1, last.ranges.count == 1,
                          let low = first.ranges.first, let high = last.ranges.first,
                          low.lowerBound == low.upperBound, high.lowerBound == high.upperBound,
                          low.lowerBound <= high.lowerBound
                    else { return nil }
                    set = set.union(ScalarSet([low.lowerBound...high.lowerBound]))
                } else {
                    set = set.union(first)
                }
            }
            guard current == "]" else { return nil }
            position += 1
            return negated ? set.inverted : set
        }

        mutating func classAtom() -> ScalarSet? {
            guard let scalar = current else { return nil }
            position += 1
            if scalar == "\\" { return escape(inClass: true) }
            return ScalarSet(scalar: scalar.value)
        }

        /// An escape, after its `\`.
        mutating func escape(inClass: Bool) -> ScalarSet? {
            guard let letter = current else { return nil }
            position += 1
            switch letter {
            case "d": return .digits
            case "D": return ScalarSet.digits.inverted
            case "w": return .word
            case "W": return ScalarSet.word.inverted
            case "s": return .space
            case "S": return ScalarSet.space.inverted
            case "t": return ScalarSet(scalar: 0x09)
            case "n": return ScalarSet(scalar: 0x0A)
            case "v": return ScalarSet(scalar: 0x0B)
            case "f": return ScalarSet(scalar: 0x0C)
            case "r": return ScalarSet(scalar: 0x0D)
            case "b" where inClass: return ScalarSet(scalar: 0x08)
            case "0":
                if let digit = current, ("0"..."9").contains(digit) { return nil }
                return ScalarSet(scalar: 0)
            case "x":
                guard let value = hex(count: 2) else { return nil }
                return ScalarSet(scalar: value)
            case "u":
                let value: UInt32?
                if current == "{" {
                    position += 1
                    let start = position
                    while let digit = current, digit.properties.isASCIIHexDigit { position += 1 }
                    guard position > start, position - start <= 6, current == "}" else { return nil }
                    value = UInt32(String(String.UnicodeScalarView(scalars[start..<position])), radix: 16)
                    position += 1
                } else {
                    value = hex(count: 4)
                }
                // Surrogates (a pair written as two escapes) go to ICU.
                guard let value, value <= ScalarSet.maximum, !(0xD800...0xDFFF).contains(value) else { return nil }
                return ScalarSet(scalar: value)
            default:
                guard letter.isASCII, !letter.properties.isAlphabetic, !("0"..."9").contains(letter) else { return nil }
                return ScalarSet(scalar: letter.value)
            }
        }

        mutating func hex(count: Int) -> UInt32? {
            guard position + count <= scalars.count else { return nil }
            let digits = scalars[position..<position + count]
            guard digits.allSatisfy(\.properties.isASCIIHexDigit) else { return nil }
            position += count
            return UInt32(String(String.UnicodeScalarView(digits)), radix: 16)
        }
    }
}

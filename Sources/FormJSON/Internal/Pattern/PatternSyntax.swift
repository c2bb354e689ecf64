/// A pattern of ECMA-262's syntax (u-mode), parsed: what the package's own engine compiles
/// (``PatternProgram``), with nothing left to interpret — classes, escapes and properties are
/// sets of scalars, backreferences are group numbers.
indirect enum PatternNode: Sendable {
    /// Matches the empty string.
    case empty
    /// One scalar of the set.
    case set(ScalarSet)
    /// Each part after the other.
    case sequence([PatternNode])
    /// The first part that matches, in order (all of them, for an automaton).
    case alternation([PatternNode])
    /// `node` repeated at least `minimum` and at most `maximum` (`nil`: no limit) times.
    case repetition(PatternNode, minimum: Int, maximum: Int?, greedy: Bool)
    /// A capturing group, numbered from 1 in the order of their `(`.
    case capture(PatternNode, index: Int)
    /// `^`: the start of the text (there is no multiline flag).
    case start
    /// `$`: the end of the text.
    case end
    /// `\b` (or `\B` when `negated`), with ECMA-262's ASCII word characters.
    case wordBoundary(negated: Bool)
    /// A lookahead (or lookbehind, when `behind`) assertion.
    case look(PatternNode, behind: Bool, negated: Bool)
    /// `\1`, `\k<name>`: what the group numbered so matched last (empty when it took no part).
    case backreference(Int)

    /// Whether an automaton can run it: no lookaround and no backreference anywhere in it.
    var isRegular: Bool {
        switch self {
        case .empty, .set, .start, .end, .wordBoundary: true
        case .sequence(let parts), .alternation(let parts): parts.allSatisfy(\.isRegular)
        case .repetition(let node, _, _, _), .capture(let node, _): node.isRegular
        case .look, .backreference: false
        }
    }

    /// Whether it can match the empty string (ignoring what its assertions ask).
    var canMatchEmpty: Bool {
        switch self {
        case .empty, .start, .end, .wordBoundary, .look, .backreference: true
        case .set: false
        case .sequence(let parts): parts.allSatisfy(\.canMatchEmpty)
        case .alternation(let parts): parts.contains(where: \.canMatchEmpty)
        case .repetition(let node, let minimum, _, _): minimum == 0 || node.canMatchEmpty
        case .capture(let node, _): node.canMatchEmpty
        }
    }

    /// Whether a quantifier applies to something that can match the empty string (`(a?)*`),
    /// where engines that are not ECMA-262's (ICU among them) end loops their own way.
    var repeatsSomethingEmpty: Bool {
        switch self {
        case .empty, .start, .end, .wordBoundary, .backreference, .set: false
        case .sequence(let parts), .alternation(let parts): parts.contains(where: \.repeatsSomethingEmpty)
        case .repetition(let node, _, let maximum, _): (maximum ?? 2 > 1 && node.canMatchEmpty) || node.repeatsSomethingEmpty
        case .capture(let node, _), .look(let node, _, _): node.repeatsSomethingEmpty
        }
    }

    /// Whether every match of it starts at the start of the text (it begins with `^` on every
    /// branch), so that a search tries position 0 alone.
    var isAnchoredAtStart: Bool {
        switch self {
        case .start:
            return true
        case .sequence(let parts):
            for part in parts {
                if part.isAnchoredAtStart { return true }
                guard case .look = part else { return false }
            }
            return false
        case .alternation(let parts):
            return !parts.isEmpty && parts.allSatisfy(\.isAnchoredAtStart)
        case .capture(let node, _):
            return node.isAnchoredAtStart
        case .repetition(let node, let minimum, _, _):
            return minimum > 0 && node.isAnchoredAtStart
        default:
            return false
        }
    }
}

/// ECMA-262 (u-mode) → ``PatternNode``, by recursive descent over Unicode scalars, refusing what
/// the dialect refuses with a ``TextPatternError`` at the offending scalar.
struct PatternParser {
    let scalars: [Unicode.Scalar]
    var position = 0
    /// How deeply the current group is nested.
    var depth = 0
    /// Capturing groups opened so far.
    var captureCount = 0
    /// Every capturing group in the pattern, counted before parsing (a backreference may name a
    /// later group).
    let totalCaptures: Int
    /// Group names and their numbers.
    var names: [String: Int] = [:]
    /// Named backreferences, resolved at the end: the node's place is a placeholder number.
    var pendingNames: [(name: String, offset: Int)] = []
    /// Groups nested deeper are refused: the descent is recursive, and a value checked against
    /// `format: regex` can be any string.
    static let maximumDepth = 128

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        totalCaptures = Self.countCaptures(scalars)
    }

    /// The pattern's syntax tree.
    mutating func parse() throws(TextPatternError) -> PatternNode {
        let node = try disjunction()
        if position < scalars.count {
            throw fail(scalars[position] == ")" ? "a ) that closes no group" : "unexpected \(quoted(scalars[position]))")
        }
        for pending in pendingNames where names[pending.name] == nil {
            throw fail("\\k<\(pending.name)> names no group", at: pending.offset)
        }
        return pendingNames.isEmpty ? node : resolvingNames(node)
    }

    /// The capturing groups of a pattern: each `(` not inside a class or escaped, and not `(?`
    /// other than `(?<name>`.
    static func countCaptures(_ scalars: [Unicode.Scalar]) -> Int {
        var count = 0
        var index = 0
        var inClass = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                index += 2
                continue
            }
            if inClass {
                if scalar == "]" { inClass = false }
            } else if scalar == "[" {
                inClass = true
            } else if scalar == "(" {
                if index + 1 < scalars.count, scalars[index + 1] == "?" {
                    if index + 3 < scalars.count, scalars[index + 2] == "<", scalars[index + 3] != "=", scalars[index + 3] != "!" { count += 1 }
                } else {
                    count += 1
                }
            }
            index += 1
        }
        return count
    }

    func fail(_ message: String, at offset: Int? = nil) -> TextPatternError {
        TextPatternError(offset: offset ?? position, message: message)
    }

    func quoted(_ scalar: Unicode.Scalar) -> String { "'\(scalar.escaped(asASCII: false))'" }

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    /// The scalars up to `terminator` (not included), consumed; the position is then at the
    /// terminator, or at the end when there is none.
    mutating func scalars(upTo terminator: Unicode.Scalar) -> String {
        var text = ""
        while let scalar = current, scalar != terminator {
            text.unicodeScalars.append(scalar)
            position += 1
        }
        return text
    }

    // MARK: Structure

    mutating func disjunction() throws(TextPatternError) -> PatternNode {
        var branches = [try alternative()]
        while current == "|" {
            position += 1
            branches.append(try alternative())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func alternative() throws(TextPatternError) -> PatternNode {
        var parts: [PatternNode] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            let start = position
            let (node, quantifiable) = try term()
            parts.append(try quantified(node, allowed: quantifiable, termStart: start))
        }
        switch parts.count {
        case 0: return .empty
        case 1: return parts[0]
        default: return .sequence(parts)
        }
    }

    /// One term, and whether a quantifier may follow it.
    mutating func term() throws(TextPatternError) -> (PatternNode, Bool) {
        let scalar = current!
        switch scalar {
        case "^":
            position += 1
            return (.start, false)
        case "$":
            position += 1
            return (.end, false)
        case ".":
            position += 1
            return (.set(.dot), true)
        case "(":
            return try group()
        case "[":
            return (.set(try characterClass()), true)
        case "\\":
            return try escape()
        case "*", "+", "?":
            throw fail("\(quoted(scalar)) has nothing to repeat")
        case "{":
            throw fail("a { that starts no quantifier ({n}, {n,} or {n,m}); write \\{ for the character")
        case "}", "]":
            // ECMA-262 with Unicode semantics refuses a lone } or ].
            throw fail("a lone \(quoted(scalar)); write \\\(scalar) for the character")
        default:
            position += 1
            return (.set(ScalarSet(scalar: scalar.value)), true)
        }
    }

    mutating func group() throws(TextPatternError) -> (PatternNode, Bool) {
        let start = position
        guard depth < Self.maximumDepth else { throw fail("groups nested more than \(Self.maximumDepth) deep", at: start) }
        depth += 1
        defer { depth -= 1 }
        position += 1
        enum Kind { case plain, capture(Int), look(behind: Bool, negated: Bool) }
        var kind = Kind.plain
        if current == "?" {
            switch (peek(1), peek(2)) {
            case (":", _):
                position += 2
            case ("=", _), ("!", _):
                kind = .look(behind: false, negated: peek(1) == "!")
                position += 2
            case ("<", "="), ("<", "!"):
                kind = .look(behind: true, negated: peek(2) == "!")
                position += 3
            case ("<", _):
                position += 2
                let nameStart = position
                var name = ""
                while let scalar = current, scalar != ">" {
                    guard scalar.properties.isAlphabetic || scalar == "_" || scalar == "$" || (position > nameStart && ("0"..."9").contains(scalar)) else {
                        throw fail("a group name is letters, digits, _ and $")
                    }
                    name.unicodeScalars.append(scalar)
                    position += 1
                }
                guard current == ">", position > nameStart else { throw fail("a group name must end with >", at: start) }
                position += 1
                captureCount += 1
                guard names[name] == nil else { throw fail("two groups are named \(name)", at: start) }
                names[name] = captureCount
                kind = .capture(captureCount)
            default:
                throw fail("(? followed by \(peek(1).map(quoted) ?? "nothing") is not ECMA-262 (inline flags, atomic groups and comments are other dialects')", at: start)
            }
        } else {
            captureCount += 1
            kind = .capture(captureCount)
        }
        let inner = try disjunction()
        guard current == ")" else { throw fail("a ( that is never closed", at: start) }
        position += 1
        switch kind {
        case .plain: return (inner, true)
        case .capture(let index): return (.capture(inner, index: index), true)
        case .look(let behind, let negated): return (.look(inner, behind: behind, negated: negated), false)
        }
    }

    mutating func quantified(_ node: PatternNode, allowed: Bool, termStart: Int) throws(TextPatternError) -> PatternNode {
        guard let scalar = current else { return node }
        let start = position
        let minimum: Int, maximum: Int?
        switch scalar {
        case "*": (minimum, maximum) = (0, nil); position += 1
        case "+": (minimum, maximum) = (1, nil); position += 1
        case "?": (minimum, maximum) = (0, 1); position += 1
        case "{":
            guard let (low, high) = braceQuantifier() else {
                throw fail("a { that starts no quantifier ({n}, {n,} or {n,m}); write \\{ for the character")
            }
            if let high, high < low { throw fail("the quantifier {\(low),\(high)} is out of order", at: start) }
            (minimum, maximum) = (low, high)
        default:
            return node
        }
        guard allowed else { throw fail("a quantifier on an assertion (^, $, \\b, a lookahead) is not ECMA-262", at: start) }
        var greedy = true
        if current == "?" {
            position += 1
            greedy = false
        } else if current == "+" {
            throw fail("possessive quantifiers (*+, ++, ?+, {n}+) are not ECMA-262")
        }
        if let next = current, next == "*" || next == "+" || next == "?" || next == "{" {
            throw fail("a quantifier cannot follow a quantifier")
        }
        return .repetition(node, minimum: minimum, maximum: maximum, greedy: greedy)
    }

    /// `{n}`, `{n,}` or `{n,m}` at the current position, consumed; `nil` (nothing consumed) when
    /// the brace starts none. Counts above 100,000 read as 100,000 (the program refuses them as
    /// too large anyway).
    mutating func braceQuantifier() -> (Int, Int?)? {
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
        position = index + 1
        return (minimum, maximum)
    }
}

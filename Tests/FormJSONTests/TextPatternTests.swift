@testable import FormJSON
import Testing

/// A SplitMix64 generator, so a failure can be replayed from its seed.
struct PatternSeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct TextPatternTests {
    @Test(arguments: [
        ("^[A-Z]{2}-[0-9]{4}$", "AB-1234", true), ("^[A-Z]{2}-[0-9]{4}$", "AB-12345", false), ("[0-9]{4}", "ZIP 10115", true),
        ("^(?:EUR|USD)$", "USD", true), ("^(?:EUR|USD)$", "US", false), ("^a*a*a*a*a*b$", String(repeating: "a", count: 40), false),
        ("^\\d{3}$", "١٢٣", false), ("^\\w+$", "été", false), ("^\\s$", "\u{FEFF}", true), ("^.$", "\n", false), ("^.$", "😀", true),
        ("^[^]$", "\n", true), ("^[]$", "", false), ("a$", "a\n", false), ("^\\u{1F600}$", "😀", true), ("^[a-c\\-]+$", "a-c", true),
        ("^(?<year>\\d{4})-(?:\\d{2})$", "2024-05", true), ("x|^y", "ay", false), ("x|^y", "ax", true), ("", "", true),
    ])
    func patternsKeepTheirECMAMeaning(pattern: String, text: String, matches: Bool) throws {
        let compiled = try TextPattern(pattern)
        #expect(!compiled.program.needsBacktracking, "\(pattern) runs as an automaton")
        #expect(compiled.matches(text) == matches, "\(pattern) on \(text.debugDescription)")
        #expect(compiled.matchesWithICU(text) == matches, "ICU: \(pattern) on \(text.debugDescription)")
    }

    @Test(arguments: [("x(?=y)", true), ("(?<=a)b", true), ("(a)\\1", true), ("\\k<n>(?<n>a)", true), ("(ab)+", false),
                      ("\\bword", false), ("\\p{L}", false), ("(a|b)*", false)])
    func onlyLookaroundAndBackreferencesBacktrack(pattern: String, backtracks: Bool) throws {
        #expect(try TextPattern(pattern).program.needsBacktracking == backtracks, "\(pattern)")
    }

    @Test func aWholeTextPatternMatchesOnlyTheWholeText() throws {
        let pattern = try TextPattern("[A-Z]{3}|x", wholeText: true)
        #expect(pattern.matches("ABC") && pattern.matches("x"))
        #expect(!pattern.matches("xABC") && !pattern.matches("ABC\n") && !pattern.matches("xx"))
        #expect(pattern != (try TextPattern("[A-Z]{3}|x")))
    }

    @Test func errorsCountTheScalarsOfTheSourceEvenForAWholeTextPattern() {
        #expect(throws: TextPatternError(offset: 2, message: "possessive quantifiers (*+, ++, ?+, {n}+) are not ECMA-262")) {
            try TextPattern("a*+", wholeText: true)
        }
    }

    // MARK: The engine against ICU

    static let pieces = ["a", "b", "c", "-", "é", "中", "😀", "\\.", ".", "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "[a-c]",
                         "[^a]", "[\\d_]", "[^\\s]", "[é-中]", "[^]", "\\u{E9}", "\\x41", "\\t", "[-a]", "[a-]", "\\n",
                         "\\p{L}", "\\P{Lu}", "\\p{Script=Han}", "(?:ab)", "(a|b)", "(?:a*)"]
    /// Terms that take no quantifier: assertions.
    static let assertions = ["\\b", "\\B", "(?=a)", "(?!b)", "(?=\\d)", "(?!.*c)"]
    static let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{1,}", "{0,2}", "*?", "+?", "{1,3}?"]
    static let characters = ["a", "b", "c", "A", "1", "_", "-", " ", "\n", "é", "中", "😀", "\u{FEFF}", "\u{2028}", "\t", ".", "\u{0301}"]

    static func randomTerm(_ generator: inout PatternSeededGenerator) -> String {
        if Int.random(in: 0..<12, using: &generator) == 0 { return assertions.randomElement(using: &generator)! }
        return pieces.randomElement(using: &generator)! + quantifiers.randomElement(using: &generator)!
    }

    static func randomSequence(_ generator: inout PatternSeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            if Int.random(in: 0..<6, using: &generator) == 0 {
                let options = (0..<Int.random(in: 1...3, using: &generator)).map { _ in randomTerm(&generator) + randomTerm(&generator) }
                text += (Bool.random(using: &generator) ? "(?:" : "(") + options.joined(separator: "|") + ")"
                    + quantifiers.randomElement(using: &generator)!
            } else {
                text += randomTerm(&generator)
            }
        }
        return text
    }

    static func randomPattern(_ generator: inout PatternSeededGenerator) -> String {
        (0..<Int.random(in: 1...2, using: &generator)).map { _ in
            (Bool.random(using: &generator) ? "^" : "") + randomSequence(&generator) + (Bool.random(using: &generator) ? "$" : "")
        }.joined(separator: "|")
    }

    /// The automaton and the backtracking matcher (which follows ECMA-262's steps) agree on every
    /// regular pattern; both agree with ICU wherever ICU reads the pattern as ECMA-262 does — not
    /// where a quantifier repeats something that can match nothing (`(?:b*?|c?)*?`), whose loops
    /// ICU ends its own way.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theEngineAgreesWithTheBacktrackerAndWithICU(seed: UInt64) throws {
        var generator = PatternSeededGenerator(state: seed)
        var comparedWithICU = 0, backtracking = 0
        for _ in 0..<400 {
            let source = Self.randomPattern(&generator)
            let wholeText = Int.random(in: 0..<4, using: &generator) == 0
            let pattern = try TextPattern(source, wholeText: wholeText)
            var parser = PatternParser(source)
            let comparable = try !parser.parse().repeatsSomethingEmpty
            if pattern.program.needsBacktracking { backtracking += 1 }
            for _ in 0..<25 {
                let text = (0..<Int.random(in: 0...7, using: &generator)).map { _ in Self.characters.randomElement(using: &generator)! }.joined()
                let verdict = pattern.evaluate(text)
                let label = "seed \(seed): \(source.debugDescription)\(wholeText ? " (whole text)" : "") on \(text.debugDescription)"
                #expect(verdict == (try pattern.evaluateByBacktracking(text)), "backtracker: \(label)")
                guard comparable, let icu = pattern.matchesWithICU(text) else { continue }
                comparedWithICU += 1
                #expect(verdict == (icu ? .matches : .doesNotMatch), "ICU: \(label)")
            }
        }
        #expect(comparedWithICU > 5_000, "seed \(seed): ICU could check most cases")
        #expect(backtracking > 20, "seed \(seed): some patterns have lookahead")
    }

    /// Regular patterns and patterns that start with lookaheads run as automata over ASCII texts;
    /// on random ASCII texts their verdicts are the backtracker's (ECMA-262's steps).
    @Test(arguments: [
        #"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,64}$"#, #"^(?=.{1,12}$)(?:[a-z0-9](?:[a-z0-9-]{0,4}[a-z0-9])?\.)+[a-z]{2,3}$"#,
        #"^(?!.*--)[a-z-]+$"#, #"^(?=a)(?!ab)\w*$"#, #"^(?=(a+))b?"#, #"^[A-Z]{2}[0-9]{2}[A-Z0-9]{4,8}$"#, #"(ab|a)*c$"#,
        #"^(0|[1-9]\d*)\.(0|[1-9]\d*)$"#, #"[^a-c]+\s[a-c]"#, #"^$"#, #"x?"#,
    ])
    func automataAgreeWithTheBacktrackerOnASCIITexts(source: String) throws {
        let pattern = try TextPattern(source)
        #expect(pattern.program.dfa != nil || pattern.leadingLookaheads != nil, "\(source) runs as an automaton")
        var generator = PatternSeededGenerator(state: 7)
        let alphabet = Array("abcAB01-. xz\t")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...14, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(pattern.evaluate(text) == (try pattern.evaluateByBacktracking(text)), "\(source) on \(text.debugDescription)")
        }
        #expect(pattern.evaluate("é") == (try pattern.evaluateByBacktracking("é")), "a text beyond ASCII runs on the other matchers")
    }

    @Test func aPatternWhoseAutomatonWouldBeHugeRunsWithoutOne() throws {
        // "an a, then 14 more": a deterministic automaton needs 2^15 states.
        let pattern = try TextPattern("(a|b)*a(a|b){14}$")
        #expect(pattern.program.dfa == nil)
        #expect(pattern.matches("b" + "a" + String(repeating: "b", count: 14)))
        #expect(!pattern.matches("a" + String(repeating: "b", count: 15)))
    }

    @Test func aWordBoundaryOrALookbehindKeepsThePatternOffTheAutomaton() throws {
        #expect(try TextPattern(#"\bcat\b"#).program.dfa == nil)
        #expect(try TextPattern(#"^(?<=a)b"#).leadingLookaheads == nil)
        #expect(try TextPattern(#"^(?=(a))\1"#).leadingLookaheads == nil)
    }
}

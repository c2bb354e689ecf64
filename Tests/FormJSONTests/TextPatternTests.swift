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
    func simplePatternsKeepTheirECMAMeaning(pattern: String, text: String, matches: Bool) throws {
        let compiled = try TextPattern(pattern)
        #expect(compiled.simple != nil, "\(pattern) should take the simple path")
        #expect(compiled.matches(text) == matches, "\(pattern) on \(text.debugDescription)")
        #expect(compiled.matchesWithExpression(text) == matches, "ICU: \(pattern) on \(text.debugDescription)")
    }

    @Test(arguments: ["\\bword", "x(?=y)", "(ab)+", "\\p{L}", "\\uD83D\\uDE00", "(a|b)*", "\\cJ"])
    func otherPatternsRunOnICU(pattern: String) throws {
        #expect(try TextPattern(pattern).simple == nil, "\(pattern)")
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

    // MARK: The simple matcher against ICU

    static let pieces = ["a", "b", "c", "-", "é", "中", "😀", "\\.", ".", "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "[a-c]",
                         "[^a]", "[\\d_]", "[^\\s]", "[é-中]", "[^]", "\\u{E9}", "\\x41", "\\t", "[-a]", "[a-]", "\\n"]
    static let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{1,}", "{0,2}", "*?", "+?", "{1,3}?"]
    static let characters = ["a", "b", "c", "A", "1", "_", "-", " ", "\n", "é", "中", "😀", "\u{FEFF}", "\u{2028}", "\t", ".", "\u{0301}"]

    static func randomTerm(_ generator: inout PatternSeededGenerator) -> String {
        pieces.randomElement(using: &generator)! + quantifiers.randomElement(using: &generator)!
    }

    static func randomSequence(_ generator: inout PatternSeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            if Int.random(in: 0..<6, using: &generator) == 0 {
                let options = (0..<Int.random(in: 1...3, using: &generator)).map { _ in randomTerm(&generator) + randomTerm(&generator) }
                text += (Bool.random(using: &generator) ? "(?:" : "(") + options.joined(separator: "|") + ")"
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

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theSimpleMatcherAgreesWithICU(seed: UInt64) throws {
        var generator = PatternSeededGenerator(state: seed)
        var simpleCount = 0
        for _ in 0..<400 {
            let source = Self.randomPattern(&generator)
            let wholeText = Int.random(in: 0..<4, using: &generator) == 0
            let pattern = try TextPattern(source, wholeText: wholeText)
            guard pattern.simple != nil else { continue }
            simpleCount += 1
            for _ in 0..<25 {
                let text = (0..<Int.random(in: 0...7, using: &generator)).map { _ in Self.characters.randomElement(using: &generator)! }.joined()
                #expect(pattern.matches(text) == pattern.matchesWithExpression(text),
                        "seed \(seed): \(source.debugDescription)\(wholeText ? " (whole text)" : "") on \(text.debugDescription)")
            }
        }
        #expect(simpleCount > 300, "seed \(seed): most generated patterns are simple")
    }
}

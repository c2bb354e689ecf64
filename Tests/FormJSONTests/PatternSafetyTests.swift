@testable import FormJSON
import Testing

/// No pattern and no text can stall a check: regular patterns run as an automaton in
/// O(program × text), and the backtracking that lookaround and backreferences need stops at a
/// budget with a verdict of its own. Each case would take seconds to hours on a backtracking
/// engine (ICU's among them); the time limit fails the suite if one ever runs away.
@Suite(.timeLimit(.minutes(1))) struct PatternSafetyTests {
    static let longA = String(repeating: "a", count: 100_000)

    static let classics: [(String, String)] = [
        ("(a|aa)*b", String(repeating: "a", count: 1_000)),
        ("(a|aa)*b", longA),
        ("(x+x+)+y", String(repeating: "x", count: 30)),
        ("(x+x+)+y", String(repeating: "x", count: 100_000)),
        ("^(a+)+$", String(repeating: "a", count: 30) + "!"),
        ("^(a+)+$", longA + "!"),
        ("(a|a)*c", longA),
        ("(a*)*c", longA),
        ("^(a|b|ab)*c$", String(repeating: "ab", count: 50_000)),
        ("^(a|a?){20,30}b$", longA),
        ("^(\\w+\\s?)*$", String(repeating: "word ", count: 20_000) + "!"),
        ("^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$",
         String(repeating: "a", count: 50_000) + "!"),
    ]

    @Test(arguments: classics)
    func theClassicsOfCatastrophicBacktrackingAreRefusedInLinearTime(pattern: String, text: String) throws {
        let compiled = try TextPattern(pattern)
        #expect(!compiled.program.needsBacktracking)
        #expect(compiled.evaluate(text) == .doesNotMatch)
    }

    @Test func theSameClassicsStillMatchWhatTheyShould() throws {
        #expect(try TextPattern("(a|aa)*b").matches(String(repeating: "a", count: 1_000) + "b"))
        #expect(try TextPattern("^(a+)+$").matches(Self.longA))
        #expect(try TextPattern("(x+x+)+y").matches("xxy"))
    }

    @Test func aBacktrackingCheckThatRunsOutOfBudgetSaysSoAndIsNeitherAMatchNorAMismatch() throws {
        // The backreference keeps the pattern off the automata.
        let pattern = try TextPattern("^(?=(a+)+b)\\1")
        #expect(pattern.program.needsBacktracking)
        let text = String(repeating: "a", count: 40)
        #expect(pattern.evaluate(text) == .tooCostly)
        #expect(!pattern.matches(text))
        #expect(pattern.evaluate("aab") == .matches)
        #expect(pattern.evaluate("aa") == .doesNotMatch)
        // Without it, the lookahead runs as an automaton, and the same text gets its verdict.
        #expect(try TextPattern("^(?=(a+)+b)").evaluate(text) == .doesNotMatch)
    }

    static let semantics: [(String, String, Bool)] = [
        ("(a)\\1", "aa", true), ("(a)\\1", "ab", false), ("^(\\w+) \\1$", "bye bye", true), ("^(\\w+) \\1$", "bye by", false),
        ("(?<=\\$)\\d+", "cost: $12", true), ("(?<=\\$)\\d+", "cost: 12", false), ("(?<!\\$)\\b\\d+", "$12", false),
        ("(?<!\\$)\\b\\d+", "x 12", true), ("\\k<n>(?<n>a)", "a", true), ("^(?:(a)|b)\\1$", "b", true),
        ("^(?:(a)|b)\\1$", "aa", true), ("^(?:(a)|b)\\1$", "ab", false), ("(?<=(\\d)(\\d))x\\1\\2", "12x12", true),
        ("(?<=(\\d)(\\d))x\\1\\2", "12x21", false), ("^(?=.*[A-Z])(?=.*\\d).{8,}$", "Passw0rdd", true),
        ("^(?=.*[A-Z])(?=.*\\d).{8,}$", "password1", false), ("^(?!.*(.).*\\1)[a-z]+$", "abc", true),
        ("^(?!.*(.).*\\1)[a-z]+$", "abca", false), ("^(a*)*$", "aaa", true), ("^(a?){3}\\1$", "aa", true),
    ]

    @Test(arguments: semantics)
    func lookaroundAndBackreferencesMeanWhatECMA262Says(pattern: String, text: String, matches: Bool) throws {
        #expect(try TextPattern(pattern).evaluate(text) == (matches ? .matches : .doesNotMatch), "\(pattern) on \(text.debugDescription)")
    }

    @Test func aPatternTooLargeOnceItsRepetitionsAreWrittenOutIsRefusedWhenMade() {
        #expect(throws: TextPatternError.self) { try TextPattern("(a{100}){200}") }
        #expect(throws: TextPatternError.self) { try TextPattern("((a{30}){20}){20}") }
        #expect((try? TextPattern("[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?")) != nil)
    }

    @Test(arguments: [("\\2(a)", 0), ("\\k<x>(?<y>a)", 0), ("(?<n>a)(?<n>b)", 7), ("(?=a)*", 5), ("(?<=a)+", 6)])
    func backreferencesToNoGroupAndQuantifiedLookaroundAreRefused(pattern: String, offset: Int) {
        #expect(throws: TextPatternError.self) { try TextPattern(pattern) }
        do {
            _ = try TextPattern(pattern)
        } catch {
            #expect(error.offset == offset, "\(pattern): \(error)")
        }
    }
}

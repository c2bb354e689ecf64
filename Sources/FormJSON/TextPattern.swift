import Foundation

/// A regular expression in ECMA-262's syntax with Unicode semantics — the dialect of JSON
/// Schema's `pattern` and of HTML's `pattern` attribute — compiled once and shared: the schema
/// keywords `pattern` and `patternProperties` (FormSchemaValidation's `SchemaPattern` is this type)
/// and FormKit's `Validator.pattern` and `.phone` all match with it.
///
/// **The dialect.** No flags but `u`. A pattern matches when it matches anywhere in the string
/// (anchor it with `^…$` to match the whole), unless it was made with `wholeText: true`.
/// Supported: literals; `.`; `^` and `$` (start and end of the string only); `\b` and `\B`;
/// classes `[…]` and `[^…]` with ranges; `\d \D \w \W \s \S`; `\p{…}` and `\P{…}` with a general
/// category (`L`, `Letter`, `Lu`, `gc=Lu` …), a script (`Script=Greek`, `sc=`, `scx=`) or one
/// of the common binary properties (`Alphabetic`, `White_Space`, `ASCII`, `Emoji` …); the escapes
/// `\t \n \v \f \r \0 \cX \xHH \uHHHH \u{H…}`, and `\` before ASCII punctuation (the character
/// itself: `\.`, `\-`, `\/`); groups `(…)`, `(?:…)`, `(?<name>…)`, lookahead `(?=…)` and `(?!…)`;
/// alternation; the quantifiers `* + ? {n} {n,} {n,m}` and their lazy forms.
///
/// Lookbehind `(?<=…)` `(?<!…)` and backreferences `\1` `\k<name>` are read as ECMA-262 defines
/// them (a group that took no part matches the empty string).
///
/// **How it runs — never for long.** The pattern is parsed once into a program of this package's
/// own (Thompson's construction). A pattern without lookaround or backreferences — nearly every
/// pattern a form or a schema has — runs as an automaton that keeps every way of matching at once
/// and reads the text once: a check costs O(*m* × *n*) for a program of *m* steps and a text of
/// *n* scalars, whatever both are (`(a|aa)*b`, `(x+x+)+y` and `^(a+)+$` on long hostile texts
/// included; RE2's and Rust's `regex`'s guarantee). On an ASCII text it runs as a deterministic
/// automaton built when the pattern is made: one table look-up per byte (a pattern whose automaton
/// would be too large to build keeps the first way). So does a pattern that starts with lookaheads
/// (`^(?=.*[a-z])(?=.*\d).{8,64}$`): one automaton per lookahead, one for the rest. Counted
/// repetitions are written out, and a program of more than 10,000 steps is refused when the
/// pattern is made. Other lookaround and backreferences, which no automaton can run, go to a
/// backtracking matcher with a budget of ``backtrackingBudget`` steps: a check that would need more
/// ends as ``Outcome/tooCostly`` (see ``evaluate(_:)``) — a verdict of its own, never a hang and
/// never a silent "no". ECMA-262's meaning is kept where other engines differ: `\d`, `\w`, `\b` are
/// ASCII, `\s` is ECMA-262's list (U+FEFF in, U+0085 out), `.` stops only at `\n`, `\r`, U+2028
/// and U+2029, `$` matches only at the very end, `[` inside a class is a literal, and
/// `\uD83D\uDE00` is one character. `\p{…}` sets are read once per property from ICU's Unicode
/// data; matching never calls ICU.
///
/// **Refused**, with a ``TextPatternError`` at the offending scalar, because ECMA-262 (u-mode)
/// forbids them or other dialects read them their own way: possessive quantifiers `*+`; inline
/// flags and other `(?…)` groups; escapes of letters ECMA-262 does not define (`\A \Z \z \G \Q
/// \E \h \R \X \N` …); a backreference to a group the pattern does not have; POSIX classes
/// and set operations; a quantifier on a lookaround; a `{` that starts no quantifier; `\p{…}`
/// names outside the list above.
///
/// ```swift
/// let code = try TextPattern("^[A-Z]{2}-[0-9]{4}$")
/// code.matches("AB-1234")                               // true
/// try TextPattern("[0-9]{4}").matches("ZIP 10115")     // true: somewhere in the text
/// try TextPattern("[0-9]{4}", wholeText: true).matches("ZIP 10115")   // false
/// ```
public struct TextPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as it was written.
    public let source: String
    /// Whether the whole text must match (`true`), or a match anywhere in it is enough.
    public let matchesWholeText: Bool
    /// The compiled program.
    let program: PatternProgram

    /// The most steps the backtracking matcher takes for one check of a pattern with lookaround
    /// or backreferences (about 10 ms); a check that needs more is ``Outcome/tooCostly``.
    public static let backtrackingBudget = 1_000_000

    /// What one check found.
    public enum Outcome: Hashable, Sendable {
        /// The pattern matches.
        case matches
        /// The pattern does not match.
        case doesNotMatch
        /// The check ran out of ``TextPattern/backtrackingBudget`` before it could tell (only a
        /// pattern with lookaround or backreferences, on a text that makes it backtrack): neither
        /// a match nor a mismatch. Validators report it as an error of its own.
        case tooCostly
    }

    /// Parses and compiles an ECMA-262 pattern.
    /// - Parameters:
    ///   - source: the pattern.
    ///   - wholeText: whether the whole text must match, as if the pattern were written
    ///     `^(?:source)$` (FormKit's validators and HTML's `pattern` attribute); by default a
    ///     match anywhere is enough (JSON Schema's `pattern`).
    /// - Throws: ``TextPatternError`` saying what the dialect refuses and where (offsets count
    ///   the scalars of `source`), or that the pattern is too large once its counted repetitions
    ///   are written out.
    /// - Complexity: O(*m*) for a program of *m* steps (plus, the first time a `\p{…}` property
    ///   is named in the process, reading its set).
    public init(_ source: String, wholeText: Bool = false) throws(TextPatternError) {
        self.source = source
        matchesWholeText = wholeText
        var parser = PatternParser(source)
        var node = try parser.parse()
        if wholeText { node = .sequence([.start, node, .end]) }
        program = try PatternProgram(node, groupCount: parser.captureCount)
        leadingLookaheads = program.needsBacktracking ? LeadingLookaheads(node, groupCount: parser.captureCount) : nil
    }

    /// The pattern as automata, when it is lookaheads at the start and a regular rest.
    let leadingLookaheads: LeadingLookaheads?

    /// Whether the pattern matches `text` (somewhere, or as a whole when made with
    /// `wholeText: true`). A check that runs out of budget (``Outcome/tooCostly``) is `false`
    /// here: call ``evaluate(_:)`` to tell it from a mismatch.
    /// - Complexity: O(*m* × *n*) for a program of *m* steps and *n* scalars; at most
    ///   ``backtrackingBudget`` steps for a pattern with lookaround or backreferences.
    public func matches(_ text: String) -> Bool { evaluate(text) == .matches }

    /// Checks `text`: it matches, it does not, or (a pattern with lookaround or backreferences
    /// only) the check ran out of budget.
    /// - Complexity: as ``matches(_:)``.
    public func evaluate(_ text: String) -> Outcome {
        var text = text
        let ascii: Outcome? = text.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 { return nil }
            if let dfa = program.dfa { return dfa.matches(ascii: bytes) ? .matches : .doesNotMatch }
            if let leadingLookaheads { return leadingLookaheads.matches(ascii: bytes) ? .matches : .doesNotMatch }
            return evaluate(scalars: bytes)
        }
        if let ascii { return ascii }
        let scalars = text.unicodeScalars.map(\.value)
        return scalars.withUnsafeBufferPointer { evaluate(scalars: $0) }
    }

    func evaluate<Text: RandomAccessCollection>(scalars text: Text) -> Outcome where Text.Index == Int, Text.Element: FixedWidthInteger {
        guard program.needsBacktracking else {
            return PikeMatcher.matches(program, text) ? .matches : .doesNotMatch
        }
        var matcher = BacktrackingMatcher(program: program, text: text, budget: Self.backtrackingBudget)
        do {
            return try matcher.matches() ? .matches : .doesNotMatch
        } catch {
            return .tooCostly
        }
    }

    /// The verdict of the backtracking matcher even for a regular pattern: tests cross-check it
    /// with the automaton's.
    func evaluateByBacktracking(_ text: String) throws -> Outcome {
        var parser = PatternParser(source)
        var node = try parser.parse()
        if matchesWholeText { node = .sequence([.start, node, .end]) }
        let program = try PatternProgram(node, groupCount: parser.captureCount, backtracking: true)
        let scalars = text.unicodeScalars.map(\.value)
        var matcher = BacktrackingMatcher(program: program, text: scalars, budget: Self.backtrackingBudget)
        do {
            return try matcher.matches() ? .matches : .doesNotMatch
        } catch {
            return .tooCostly
        }
    }

    /// Whether ICU, given this pattern as ``PatternNode/icuSource`` writes it, matches `text`;
    /// `nil` when ICU cannot mean the same (a backreference) or does not compile it (a lookbehind
    /// of unbounded length). For tests that cross-check the engine; never on a validation path.
    func matchesWithICU(_ text: String) -> Bool? {
        var parser = PatternParser(source)
        guard var node = try? parser.parse() else { return nil }
        if matchesWholeText { node = .sequence([.start, node, .end]) }
        guard let translated = node.icuSource,
              let expression = try? NSRegularExpression(pattern: translated, options: []) else { return nil }
        return expression.firstMatch(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    /// Whether `text` is a valid ECMA-262 regular expression (u-mode), lookbehind and
    /// backreferences included: what JSON Schema's `format: regex` asks. Groups nested more than
    /// 128 deep are refused.
    /// - Complexity: O(*n*) in the text's length.
    package static func isValidExpression(_ text: String) -> Bool {
        var parser = PatternParser(text)
        do {
            _ = try parser.parse()
            return true
        } catch {
            return false
        }
    }

    /// Equal when the sources and ``matchesWholeText`` are.
    public static func == (lhs: TextPattern, rhs: TextPattern) -> Bool {
        lhs.source == rhs.source && lhs.matchesWholeText == rhs.matchesWholeText
    }

    /// Hashes the source and ``matchesWholeText``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(matchesWholeText)
    }

    /// The source.
    public var description: String { source }
}

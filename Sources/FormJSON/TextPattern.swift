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
/// **How it runs.** The patterns forms use most — anchored or not, literals, classes, `.`,
/// `\d \w \s` and their negations with quantifiers, groups of alternatives without a quantifier
/// (`^[A-Z]{2}-[0-9]{4}$`, `^(?:EUR|USD)$`) — run on a small matcher of this package that walks
/// the text's scalars once per position tried, with no allocation for ASCII text. Everything else
/// runs on Foundation's `NSRegularExpression` (ICU) after a translation that keeps ECMA-262's
/// meaning where ICU's differs: `\d`, `\w`, `\b` are ASCII (ICU's are Unicode-wide), `\s` is
/// ECMA-262's list (ICU's lacks U+FEFF and has U+0085), `.` stops only at `\n`, `\r`, U+2028 and
/// U+2029, `$` only at the very end (ICU's also before a final line break), `[` inside a class is
/// a literal (ICU nests sets), and `\uD83D\uDE00` is one character. Seeded tests check that both
/// give the same answers.
///
/// **Refused**, with a ``TextPatternError`` at the offending scalar, because ICU would read them
/// differently or ECMA-262 forbids them: lookbehind `(?<=…)` `(?<!…)`; backreferences `\1`
/// `\k<name>` (a group that did not take part matches the empty string in ECMA-262 and fails in
/// ICU); possessive quantifiers `*+`; inline flags and other `(?…)` groups; ICU-only escapes
/// (`\A \Z \z \G \Q \E \h \R \X \N` …); POSIX classes and set operations; a quantifier on a
/// lookahead; a `{` that starts no quantifier; `\p{…}` names outside the list above.
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
    /// The pattern as ICU reads it.
    let translated: String
    let expression: NSRegularExpression
    /// The matcher of simple patterns, when the pattern is one.
    let simple: SimplePattern?

    /// Translates and compiles an ECMA-262 pattern.
    /// - Parameters:
    ///   - source: the pattern.
    ///   - wholeText: whether the whole text must match, as if the pattern were written
    ///     `^(?:source)$` (FormKit's validators and HTML's `pattern` attribute); by default a
    ///     match anywhere is enough (JSON Schema's `pattern`).
    /// - Throws: ``TextPatternError`` saying what the dialect refuses and where (offsets count
    ///   the scalars of `source`).
    /// - Complexity: O(*n*) in the pattern's length, plus ICU's compilation.
    public init(_ source: String, wholeText: Bool = false) throws(TextPatternError) {
        self.source = source
        matchesWholeText = wholeText
        var translator = PatternTranslator(source)
        var translated = try translator.translate()
        let effective = wholeText ? "^(?:" + source + ")$" : source
        if wholeText {
            var whole = PatternTranslator(effective)
            translated = try whole.translate()
        }
        self.translated = translated
        do {
            // ICU refuses the empty pattern, which ECMA-262 allows (it matches everywhere).
            expression = try NSRegularExpression(pattern: translated.isEmpty ? "(?:)" : translated, options: [])
        } catch {
            throw TextPatternError(offset: 0, message: "the regular expression does not compile: \(error.localizedDescription)")
        }
        simple = SimplePattern(effective)
    }

    /// Whether the pattern matches `text` (somewhere, or as a whole when made with
    /// `wholeText: true`).
    /// - Complexity: O(*n* × *k*) for a simple pattern of *k* terms on *n* scalars (O(*n*) when
    ///   it is anchored at the start); otherwise what the expression costs — a pattern that
    ///   backtracks can be exponential, so callers cap the text (JSON Schema's
    ///   `SchemaLimits.maximumPatternInputLength`).
    public func matches(_ text: String) -> Bool {
        if let simple { return simple.matches(text) }
        return matchesWithExpression(text)
    }

    /// Whether ICU's translation matches `text`: the slow path, which tests compare with the
    /// simple matcher.
    func matchesWithExpression(_ text: String) -> Bool {
        expression.firstMatch(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    /// Whether `text` is a valid ECMA-262 regular expression (u-mode), lookbehind and
    /// backreferences included: what JSON Schema's `format: regex` asks. Groups nested more than
    /// 128 deep are refused.
    /// - Complexity: O(*n*) in the text's length.
    package static func isValidExpression(_ text: String) -> Bool {
        var translator = PatternTranslator(text)
        translator.checksSyntaxOnly = true
        do {
            _ = try translator.translate()
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

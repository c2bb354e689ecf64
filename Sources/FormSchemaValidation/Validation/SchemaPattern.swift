import Foundation

/// A `pattern`: an ECMA-262 regular expression (JSON Schema's dialect), run by Foundation's
/// `NSRegularExpression` (ICU) after a translation that keeps ECMA-262's meaning.
///
/// **The dialect.** ECMA-262 with Unicode semantics (the `u` flag), no flags otherwise; a pattern
/// matches when it matches anywhere in the string (anchor it with `^…$` to match the whole).
/// Supported: literals; `.`; `^` and `$` (start and end of the string only); `\b` and `\B`;
/// classes `[…]` and `[^…]` with ranges; `\d \D \w \W \s \S`; `\p{…}` and `\P{…}` with a general
/// category (`L`, `Letter`, `Lu`, `gc=Lu` …), a script (`Script=Greek`, `sc=`, `scx=`) or one
/// of the common binary properties (`Alphabetic`, `White_Space`, `ASCII`, `Emoji` …); the escapes
/// `\t \n \v \f \r \0 \cX \xHH \uHHHH \u{H…}`, and `\` before ASCII punctuation (the character
/// itself: `\.`, `\-`, `\/`); groups `(…)`,
/// `(?:…)`, `(?<name>…)`, lookahead `(?=…)` and `(?!…)`; alternation; the quantifiers
/// `* + ? {n} {n,} {n,m}` and their lazy forms.
///
/// The translation gives ECMA-262's meaning where ICU's differs: `\d`, `\w`, `\b` are ASCII (ICU's
/// are Unicode-wide), `\s` is ECMA-262's list (ICU's lacks U+FEFF and has U+0085), `.` stops only
/// at `\n`, `\r`, U+2028 and U+2029, `$` only at the very end (ICU's also before a final line
/// break), `[` inside a class is a literal (ICU nests sets), and `\uD83D\uDE00` is one character.
///
/// **Refused**, with a message at the pattern's pointer, because ICU would read them differently
/// or ECMA-262 forbids them: lookbehind `(?<=…)` `(?<!…)` (ICU allows only bounded lengths);
/// backreferences `\1` `\k<name>` (a group that did not take part matches the empty string in
/// ECMA-262 and fails in ICU); possessive quantifiers `*+`; inline flags and other `(?…)` groups;
/// ICU-only escapes (`\A \Z \z \G \Q \E \h \R \X \N` …); POSIX classes and set operations; a
/// quantifier on a lookahead; a `{` that starts no quantifier; `\p{…}` names outside the list
/// above.
public struct SchemaPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as the document wrote it.
    public let source: String
    /// The pattern as ICU reads it.
    let translated: String
    let expression: NSRegularExpression

    /// Translates and compiles an ECMA-262 pattern.
    /// - Throws: ``SchemaPatternError`` saying what the dialect refuses and where.
    /// - Complexity: O(*n*) in the pattern's length, plus ICU's compilation.
    public init(_ source: String) throws(SchemaPatternError) {
        self.source = source
        var translator = PatternTranslator(source)
        translated = try translator.translate()
        do {
            expression = try NSRegularExpression(pattern: translated, options: [])
        } catch {
            throw SchemaPatternError(offset: 0, message: "the regular expression does not compile: \(error.localizedDescription)")
        }
    }

    /// Whether the pattern matches somewhere in `text`.
    /// - Complexity: that of the pattern on `text`; a pattern that backtracks can be exponential,
    ///   which is why ``SchemaLimits/maximumPatternInputLength`` caps the text.
    public func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)) != nil
    }

    /// Equal when the sources are.
    public static func == (lhs: SchemaPattern, rhs: SchemaPattern) -> Bool { lhs.source == rhs.source }

    /// Hashes the source.
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// The source.
    public var description: String { source }
}

/// Why a pattern is refused: what, and at which Unicode scalar of the pattern.
public struct SchemaPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offset, in Unicode scalars, where the refused construct starts.
    public let offset: Int
    /// What is refused and why.
    public let message: String

    /// `at character N: message`.
    public var description: String { "at character \(offset + 1): \(message)" }
}

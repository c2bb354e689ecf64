import FormJSON
import FormLocale
import Foundation

extension Validator {
    /// Checks the length of text, counted in characters as people see them (grapheme clusters,
    /// Swift `Character`s): "中文👍🏽" has 3, not 4 scalars or 13 UTF-8 bytes.
    ///
    /// It is FormJSON's `TextLength`, the implementation JSON Schema's `minLength` and
    /// `maxLength` use too, counting `TextLength/Unit/characters` where JSON Schema counts
    /// Unicode scalars: `.length(max: 1)` accepts "👍🏽" (1 character), `maxLength: 1` refuses
    /// it (2 scalars); `TextLength` documents the difference.
    ///
    /// Empty values pass (use ``required`` for presence); a value that is not text fails with
    /// "must be text". The message names the bound that failed: "must be at least 2 characters",
    /// "must be at most 40 characters", or "must be exactly 6 characters" when both are equal.
    /// - Parameters:
    ///   - min: the fewest characters allowed. Default: 0.
    ///   - max: the most characters allowed. Default: no limit.
    /// - Precondition: `0 <= min <= max`.
    /// - Complexity: O(*n*) for text of *n* characters, stopping once it passes `max`.
    public static func length(min: Int = 0, max: Int = .max) -> Validator {
        precondition(min >= 0 && min <= max, "Validator.length needs 0 <= min <= max; got min \(min), max \(max)")
        var keywords = JSONObject()
        if min > 0 { keywords["minLength"] = .integer(min) }
        if max != .max { keywords["maxLength"] = .integer(max) }
        // Counting stops past `max`, so a huge paste costs no more than max + 1 characters.
        let bounds = TextLength(minimum: min, maximum: max == .max ? nil : max, counting: .characters)
        return text("length", notText: notText) { text in
            switch bounds.violation(by: text) {
            case nil: nil
            case _ where min == max: ValidationMessage("must be exactly \(characters(min))", key: "text.length.exactly", arguments: ["count": .integer(min)])
            case .tooShort?: ValidationMessage("must be at least \(characters(min))", key: "text.length.atLeast", arguments: ["count": .integer(min)])
            case .tooLong?: ValidationMessage("must be at most \(characters(max))", key: "text.length.atMost", arguments: ["count": .integer(max)])
            }
        }.constraining(.length(min: min, max: max == .max ? nil : max)).describing(keywords)
    }

    /// Checks that the whole text matches a regular expression in ECMA-262's syntax — JSON
    /// Schema's `pattern` dialect and HTML's `pattern` attribute's — run by FormJSON's
    /// `TextPattern`, the implementation the schema keyword uses too.
    ///
    /// **Where JSON Schema differs.** This validator matches the whole text, as HTML's `pattern`
    /// attribute does, so no `^…$` is needed: `.pattern("[A-Z]{3}")` refuses "xABC". JSON
    /// Schema's `pattern: "[A-Z]{3}"` matches anywhere and accepts "xABC"; write `^[A-Z]{3}$` there.
    ///
    /// Empty values pass; a value that is not text fails with `message` too. A schema export
    /// writes it as `pattern: "^(?:…)$"`.
    /// - Parameters:
    ///   - pattern: the regular expression (ECMA-262; see `TextPattern` for what is refused).
    ///   - message: what to say when the text does not match. Default: "has an invalid format".
    /// - Precondition: `pattern` is a valid pattern (a bad one is a programmer error).
    /// - Complexity: compiles the pattern once, here; each check is O(*m* × *n*) for a pattern of
    ///   *m* steps and a text of *n* scalars, whatever both are (see `TextPattern`). A pattern
    ///   with lookaround or backreferences stops after `TextPattern/backtrackingBudget` steps
    ///   and fails with "could not be checked: the pattern took too long to check".
    public static func pattern(_ pattern: String, message: String = "has an invalid format") -> Validator {
        let compiled = wholeTextPattern(pattern, for: "Validator.pattern")
        // The default message has a catalog key; a message of your own is shown as written.
        let failure = message == "has an invalid format" ? ValidationMessage(message, key: "text.pattern") : ValidationMessage(message)
        // As a JSON Schema keyword (which matches anywhere), the whole-text match is anchored.
        return text("pattern", notText: failure) { patternVerdict(compiled, $0, message: failure) }.constraining(.pattern(pattern))
            .describing(["pattern": .string("^(?:" + pattern + ")$")])
    }

    /// Checks a phone number against a pattern, by default an optional `+`, then 7 to 20 digits,
    /// spaces, parentheses and dashes, starting and ending with a digit ("+86 138 0013 8000",
    /// "+1 (555) 010-4477", "555-010-4477").
    ///
    /// Fails with "is not a valid phone number", as does a value that is not text. Empty values
    /// pass.
    /// - Parameter pattern: a regular expression (ECMA-262, as for ``pattern(_:message:)``) that
    ///   the whole text must match.
    /// - Precondition: `pattern` is a valid pattern.
    /// - Complexity: compiles the pattern once, here; O(*n*) per check with the default pattern.
    public static func phone(pattern: String = #"^\+?[0-9][0-9 ()-]{5,18}[0-9]$"#) -> Validator {
        let compiled = wholeTextPattern(pattern, for: "Validator.phone")
        let message = ValidationMessage("is not a valid phone number", key: "text.phone")
        return text("phone", notText: message) { patternVerdict(compiled, $0, message: message) }.constraining(.format("phone"), .pattern(pattern))
    }

    /// `nil` when `pattern` matches `text`, `message` when it does not, and a message of its own
    /// when the check ran out of budget (a pattern with lookaround or backreferences).
    static func patternVerdict(_ pattern: TextPattern, _ text: String, message: ValidationMessage) -> ValidationMessage? {
        switch pattern.evaluate(text) {
        case .matches: nil
        case .doesNotMatch: message
        case .tooCostly: ValidationMessage("could not be checked: the pattern took too long to check", key: "text.patternTooCostly")
        }
    }

    /// "must be text": a text validator given a value that is not text.
    static let notText = ValidationMessage("must be text", key: "field.notText")

    /// "1 character", "40 characters".
    private static func characters(_ count: Int) -> String {
        count == 1 ? "1 character" : "\(count) characters"
    }

    /// `pattern` compiled to match whole texts; traps, naming `caller`, when it is invalid.
    static func wholeTextPattern(_ pattern: String, for caller: String) -> TextPattern {
        do {
            return try TextPattern(pattern, wholeText: true)
        } catch {
            preconditionFailure("\(caller): invalid regular expression \(pattern.debugDescription): \(error)")
        }
    }
}

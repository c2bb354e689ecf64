import Foundation

extension Validator {
    /// Checks the length of text, counted in characters as people see them (grapheme clusters,
    /// Swift `Character`s): "中文👍🏽" has 3, not 4 scalars or 13 UTF-8 bytes.
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
        return text("length", notText: "must be text") { text in
            // Counting stops past `max`, so a huge paste costs no more than max + 1 characters.
            let count = max == .max ? text.count : text.prefix(max + 1).count
            if min == max, count != min { return "must be exactly \(characters(min))" }
            if count < min { return "must be at least \(characters(min))" }
            if count > max { return "must be at most \(characters(max))" }
            return nil
        }.describing(keywords)
    }

    /// Checks that the whole text matches a regular expression (`NSRegularExpression` syntax);
    /// a match of part of the text is not enough, so no `^…$` is needed.
    ///
    /// Empty values pass; a value that is not text fails with `message` too.
    /// - Parameters:
    ///   - pattern: the regular expression.
    ///   - message: what to say when the text does not match. Default: "has an invalid format".
    /// - Precondition: `pattern` is a valid regular expression (a bad one is a programmer error).
    /// - Complexity: compiles the pattern once, here; each check costs what the pattern costs.
    public static func pattern(_ pattern: String, message: String = "has an invalid format") -> Validator {
        let matches = wholeMatcher(pattern, for: "Validator.pattern")
        return text("pattern", notText: message) { matches($0) ? nil : message }.matching(pattern)
    }

    /// Checks a phone number against a pattern, by default an optional `+`, then 7 to 20 digits,
    /// spaces, parentheses and dashes, starting and ending with a digit ("+86 138 0013 8000",
    /// "+1 (555) 010-4477", "555-010-4477").
    ///
    /// Fails with "is not a valid phone number", as does a value that is not text. Empty values
    /// pass.
    /// - Parameter pattern: a regular expression that the whole text must match.
    /// - Precondition: `pattern` is a valid regular expression.
    /// - Complexity: compiles the pattern once, here; O(*n*) per check with the default pattern.
    public static func phone(pattern: String = #"^\+?[0-9][0-9 ()-]{5,18}[0-9]$"#) -> Validator {
        let matches = wholeMatcher(pattern, for: "Validator.phone")
        let message = "is not a valid phone number"
        return text("phone", notText: message) { matches($0) ? nil : message }.matching(pattern)
    }

    /// "1 character", "40 characters".
    private static func characters(_ count: Int) -> String {
        count == 1 ? "1 character" : "\(count) characters"
    }

    /// A test of whether a pattern matches a whole text; traps, naming `caller`, when the
    /// pattern is invalid.
    static func wholeMatcher(_ pattern: String, for caller: String) -> @Sendable (String) -> Bool {
        // \A…\z rather than ^…$: `$` would also match before a final newline.
        let expression: NSRegularExpression
        do {
            _ = try NSRegularExpression(pattern: pattern)
            expression = try NSRegularExpression(pattern: #"\A(?:"# + pattern + #")\z"#)
        } catch {
            preconditionFailure("\(caller): invalid regular expression \(pattern.debugDescription): \(error)")
        }
        return { text in
            expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }
}

import FormJSON

/// A `pattern`: an ECMA-262 regular expression (JSON Schema's dialect), matched anywhere in the
/// text unless anchored. It is FormJSON's `TextPattern` — the one implementation FormKit's
/// `Validator.pattern` also uses (which matches the whole text: `TextPattern(_:wholeText:)`) —
/// whose documentation lists the dialect, what is refused and how simple patterns run without ICU.
public typealias SchemaPattern = TextPattern

/// Why a pattern is refused: what, and at which Unicode scalar of the pattern (FormJSON's
/// `TextPatternError`).
public typealias SchemaPatternError = TextPatternError

/// How East Asian Ambiguous characters are measured.
///
/// Characters such as `…`, `─`, `→`, `•` and `α` have East_Asian_Width **A** (ambiguous): Western
/// terminals draw them in 1 column, terminals set up for a CJK locale often draw them in 2. Which one
/// applies is a property of the user's terminal, so it is an explicit option of every measuring and
/// layout function here (default `.narrow`), never read from the environment.
public enum AmbiguousWidth: Sendable, Hashable {
    /// Ambiguous characters take 1 column: the default, right for most terminals.
    case narrow
    /// Ambiguous characters take 2 columns, as in terminals configured for a CJK locale.
    case wide
}

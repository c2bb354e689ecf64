/// How a trimmed diff tells whether its new array repeats an identifier.
@usableFromInline
enum DuplicateRule<Identifier: Hashable & Sendable>: Sendable {
    /// Known when the diff was made.
    case known(Bool)
    /// Exactly when one of these identifiers is in the old array outside this range of it.
    case whenOldHas([Identifier], outside: Range<Int>)
    /// From a table of the whole new array.
    case table
}

/// How moves are chosen among matched elements.
@usableFromInline
package enum MoveStrategy: Sendable {
    /// The fewest moves: every matched element outside one longest increasing subsequence of
    /// matched old indexes.
    case minimal
    /// IGListKit's rule: a move for every element whose index shifted by more than the deletes
    /// and inserts before it explain. Kept to measure and test against.
    case heckel
}

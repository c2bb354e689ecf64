/// How moves are chosen among matched elements.
@usableFromInline
package enum MoveStrategy: Sendable {
    /// The fewest moves: every matched element outside one longest increasing subsequence of
    /// matched old indexes.
    case minimal
    /// IGListKit's rule: a move for every element whose index shifted by more than the deletes
    /// and inserts before it explain. Kept to measure and test against.
    case heckel
    /// No moves: the pairs, inserts, deletes and updates only, for a caller that finds the moves on
    /// a longer list (the diff of a list that mixes types, made of one diff per type).
    case none
}

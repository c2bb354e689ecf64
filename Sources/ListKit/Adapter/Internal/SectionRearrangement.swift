import ListDiffKit

/// Puts a list's old sections in its new order, as a splice: the sections the diff deletes or moves
/// leave, those it inserts or moves arrive, and the others keep their order and move in runs, as
/// memory (no reference counting; those outside the span of the changes do not move). Used by
/// ``ListAdapter``'s install of an update for its controllers and their slots in
/// ``SectionNumbers``.
struct SectionRearrangement {
    /// Old sections that leave (deleted or moved from), ascending.
    let leaving: [Int]
    /// New sections that arrive (inserted or moved to), ascending.
    let arriving: [Int]
    /// For each of `arriving`: the index in `leaving` of the old section it moves from, or -1 for an
    /// inserted one.
    let sources: [Int]

    /// The rearrangement a diff makes.
    /// - Complexity: O(c log c) for c changes.
    init(_ diff: ListIndexSetResult) {
        let moves = diff.moves
        leaving = mergeAscending(diff.deleteIndexes, moves.map(\.from).sorted())
        arriving = mergeAscending(diff.insertIndexes, moves.map(\.to))
        var sources: [Int] = []
        sources.reserveCapacity(arriving.count)
        var nextMove = 0
        for section in arriving {
            if nextMove < moves.count && moves[nextMove].to == section {
                sources.append(Self.position(of: moves[nextMove].from, in: leaving))
                nextMove += 1
            } else {
                sources.append(-1)
            }
        }
        self.sources = sources
    }

    /// Rearranges `elements` (one per old section) into one per new section: the kept ones move,
    /// and `created` (in order) fill the inserted sections.
    /// - Complexity: O(c) for c changes, plus the memory of the elements between the first and the
    ///   last change (or after the first when the count changes) moved once.
    func apply<Element>(to elements: inout [Element], created: [Element]) {
        precondition(created.count == sources.count { $0 < 0 },
                     "rearrange: \(created.count) created elements for \(sources.count { $0 < 0 }) inserted sections")
        let filler = elements.first ?? created.first
        elements.splice(removing: leaving, inserting: arriving, filler: filler!) { taken in
            var nextCreated = 0
            return sources.map { source in
                if source >= 0 { return taken[source] }
                nextCreated += 1
                return created[nextCreated - 1]
            }
        }
    }

    /// The index of `value` in the ascending `values`, which hold it.
    private static func position(of value: Int, in values: [Int]) -> Int {
        let index = values.countBelow(value)
        precondition(index < values.count && values[index] == value, "rearrange: a move from section \(value), which does not leave")
        return index
    }
}

// The Heckel diff (as IGListKit's IGListDiff does it), written for speed:
//
// - One open-addressing hash table (IdentifierTable) maps each identifier to its first old index,
//   or, for identifiers found only in the new array, to their first new index. Each identifier's
//   hash is computed at most once per element; keys are read from the elements, not copied, and a
//   slot is 4 bytes, so a diff of a million elements needs about 25 MiB besides its inputs.
// - Old occurrences of one identifier are chained through `oldLinks` in ascending order, and a
//   cursor per identifier walks the chain, so the k-th new occurrence pairs with the k-th old one
//   (IGListKit's stack of old indexes, without a stack per entry).
// - Moves are the matched elements outside a longest increasing subsequence of matched old
//   indexes (the fewest moves possible), found by patience sorting with an O(1) fast path for
//   elements already in order; a list whose matched elements kept their order skips it entirely.

/// The diff's outcome as plain indexes, from which both result types are built.
@usableFromInline
struct DiffCore: Sendable {
    /// Old indexes of elements with no partner, ascending.
    @usableFromInline var deletes: [Int] = []
    /// New indexes of elements with no partner, ascending.
    @usableFromInline var inserts: [Int] = []
    /// Old indexes of pairs whose content changed, in ascending order of their new index.
    @usableFromInline var updates: [Int] = []
    /// The new index of each entry of `updates`.
    @usableFromInline var updateTargets: [Int] = []
    /// Moved pairs, in ascending order of `to`.
    @usableFromInline var moves: [ListMoveIndex] = []
    /// For each new index, its partner's old index, or -1.
    @usableFromInline var newToOld: [Int32] = []
    @usableFromInline var lookup: any DiffIndexLookup
    /// Whether an identifier appears more than once in the old array (or range) diffed by hashing;
    /// not set by the trimmed diff.
    @usableFromInline var oldHasDuplicates = false
    /// The number of distinct identifiers that only the new array (or range) has, when diffed by
    /// hashing; not set by the trimmed diff.
    @usableFromInline var newOnlyCount = 0

    @inlinable
    init(lookup: any DiffIndexLookup) {
        self.lookup = lookup
    }
}

/// Runs the diff on the whole arrays, without setting a common prefix or suffix aside. O(n + m)
/// expected time and memory, plus O(k log k) for the moves when `k` matched elements are out of
/// order (O(k) when they are in order).
@inlinable
func computeUntrimmedDiff<T: ListDiffable>(
    old: [T], new: [T], option: ListDiffOption, moveStrategy: MoveStrategy = .minimal
) -> DiffCore {
    computeRangeDiff(old: old, oldRange: 0..<old.count, new: new, newRange: 0..<new.count,
                     option: option, moveStrategy: moveStrategy)
}

/// Runs the diff on `old[oldRange]` and `new[newRange]`, without copying them; the result's indexes
/// count from the ranges' starts.
@inlinable
func computeRangeDiff<T: ListDiffable>(
    old: [T], oldRange: Range<Int>, new: [T], newRange: Range<Int>, option: ListDiffOption,
    moveStrategy: MoveStrategy
) -> DiffCore {
    let oldCount = oldRange.count
    let newCount = newRange.count
    let oldStart = oldRange.lowerBound
    let newStart = newRange.lowerBound
    precondition(oldCount < Int(Int32.max) && newCount < Int(Int32.max),
                 "ListDiff supports arrays of fewer than \(Int32.max) elements")

    // Pass 1, old range from last to first: chain the occurrences of each identifier ascending.
    // oldLinks[j] is, until j is paired, the next old index with j's identifier (or -1); once j is
    // paired with new index i it becomes -(i + 2), so a value >= -1 means "not paired".
    var table = IdentifierTable(old: old, oldRange: oldRange, new: new, newStart: newStart, newCount: newCount)
    var oldLinks = [Int32](repeating: -1, count: oldCount)
    // hasEarlier[j]: an old index before j has j's identifier.
    var hasEarlier = [Bool](repeating: false, count: oldCount)
    var oldHasDuplicates = false
    var j = oldCount - 1
    while j >= 0 {
        let next = table.insertOld(old[oldStart &+ j].diffIdentifier, at: j)
        oldLinks[j] = next
        if next >= 0 {
            hasEarlier[Int(next)] = true
            oldHasDuplicates = true
        }
        j -= 1
    }

    // Pass 2, new range from first to last: pair each element with the next unpaired old
    // occurrence of its identifier. cursors[first] is, once the first old occurrence is paired,
    // the next unpaired old occurrence (or -1).
    //
    // Shortcut: most elements follow their predecessor's partner in the old array, right after it
    // or one further (past a deleted element). When such an old element has this identifier, is
    // its first old occurrence and is not paired yet, no new element with this identifier came
    // before, so it is the partner the table would give: the hash look-up is skipped.
    var cursors = [Int32](repeating: -1, count: oldCount)
    var newToOld = [Int32](repeating: -1, count: newCount)
    var pairCount = 0
    var inOrder = true
    var newHasDuplicates = false
    var newOnlyCount = 0
    var lastPartner: Int32 = -1
    // An element that is its own identifier (`String`, `UUID`, integers) is read where it lies at
    // each use: a copy held across the table's mutating calls would be retained and released. Any
    // other identifier, which its type may compute, is read once.
    let ownIdentity = T.self == T.DiffIdentifier.self
    for i in 0..<newCount {
        let computed: T.DiffIdentifier? = ownIdentity ? nil : new[newStart &+ i].diffIdentifier
        let candidate = Int(lastPartner) + 1
        let first: Int
        if candidate < oldCount && oldLinks[candidate] >= -1 && !hasEarlier[candidate]
            && identicalIdentifiers(old[oldStart &+ candidate].diffIdentifier, computed ?? new[newStart &+ i].diffIdentifier) {
            first = candidate
        } else if candidate + 1 < oldCount && oldLinks[candidate + 1] >= -1 && !hasEarlier[candidate + 1]
            && identicalIdentifiers(old[oldStart &+ candidate &+ 1].diffIdentifier, computed ?? new[newStart &+ i].diffIdentifier) {
            first = candidate + 1 // the old element in between is deleted or moved
        } else {
            first = table.findOrInsertNew(computed ?? new[newStart &+ i].diffIdentifier, at: i)
            if first < 0 {
                if first == IdentifierTable<T>.repeatedNewOnly { newHasDuplicates = true } else { newOnlyCount += 1 }
                continue
            }
        }
        var partner: Int32
        let firstLink = oldLinks[first]
        if firstLink >= -1 {
            partner = Int32(truncatingIfNeeded: first)
            cursors[first] = firstLink
        } else {
            // The first old occurrence is paired already: this is a repeated new occurrence.
            newHasDuplicates = true
            partner = cursors[first]
            if partner < 0 { continue }
            cursors[first] = oldLinks[Int(partner)]
        }
        let i32 = Int32(truncatingIfNeeded: i)
        newToOld[i] = partner
        oldLinks[Int(partner)] = -(i32 + 2)
        if partner < lastPartner { inOrder = false }
        lastPartner = partner
        pairCount += 1
    }

    // Dead from here on: freeing them now lowers the peak while the moves are found.
    cursors = []
    hasEarlier = []

    var core = DiffCore(lookup: DiffIndexTable(table: table, oldLinks: oldLinks, newHasDuplicates: newHasDuplicates))
    core.oldHasDuplicates = oldHasDuplicates
    core.newOnlyCount = newOnlyCount
    core.deletes.reserveCapacity(oldCount - pairCount)
    core.inserts.reserveCapacity(newCount - pairCount)
    for j in 0..<oldCount where oldLinks[j] >= -1 {
        core.deletes.append(j)
    }

    // Which pairs stay in place: all of them when their order is unchanged; else those marked in
    // `runMarks` (the fewest moves) or in `stays` (IGListKit's rule).
    var runMarks: [Int32] = []
    var stays: [Bool] = []
    if !inOrder {
        switch moveStrategy {
        case .minimal:
            runMarks = markLongestIncreasingRun(newToOld)
        case .heckel:
            stays = heckelStays(newToOld: newToOld, oldLinks: oldLinks)
        case .none:
            break
        }
    }
    let marksRun = !runMarks.isEmpty
    let findsMoves = !inOrder && moveStrategy != .none

    let comparison = ContentComparison(for: T.self)
    for i in 0..<newCount {
        let partner = newToOld[i]
        if partner < 0 {
            core.inserts.append(i)
            continue
        }
        let o = Int(partner)
        if contentDiffers(new[newStart &+ i], old[oldStart &+ o], option: option, comparison: comparison) {
            core.updates.append(o)
            core.updateTargets.append(i)
        }
        if findsMoves && !(marksRun ? runMarks[i] == longestRunMark : stays[i]) {
            core.moves.append(ListMoveIndex(from: o, to: i))
        }
    }
    core.newToOld = newToOld
    return core
}

/// Marks the positions of one longest strictly increasing subsequence of the non-negative values
/// of `sequence` (negative values are skipped and never marked).
@usableFromInline
func longestIncreasingRun(_ sequence: [Int32]) -> [Bool] {
    markLongestIncreasingRun(sequence).map { $0 == longestRunMark }
}

/// The value ``markLongestIncreasingRun(_:)`` gives the positions of the run.
@inlinable var longestRunMark: Int32 { .min }

/// One longest strictly increasing subsequence of the non-negative values of `sequence`: in the
/// returned array, its positions hold ``longestRunMark`` and the others something else.
///
/// Patience sorting: `tailPositions[k]` is the position of the smallest value that ends an
/// increasing run of length k + 1 (values are read from `sequence`, not copied). A value usually
/// lands right after the slot the previous value took (runs of values in order), which is checked
/// in O(1) before falling back to a binary search. The returned array is the one that held each
/// position's predecessor in its run: 4 bytes per element and the tails' 4 bytes are all it uses.
/// - Complexity: O(n + d log n), where d is the number of places where the order breaks.
@usableFromInline
func markLongestIncreasingRun(_ sequence: [Int32]) -> [Int32] {
    let count = sequence.count
    var tailPositions: [Int32] = []
    tailPositions.reserveCapacity(count)
    var predecessor = [Int32](repeating: -1, count: count)
    var lastSlot = -1
    sequence.withUnsafeBufferPointer { values in
        for position in 0..<count {
            let value = values[position]
            if value < 0 { continue }
            var slot = lastSlot + 1
            let fitsAfterPrevious = (slot == 0 || values[Int(tailPositions[slot - 1])] < value)
                && (slot == tailPositions.count || values[Int(tailPositions[slot])] >= value)
            if !fitsAfterPrevious {
                // First tail whose value is >= value (values are distinct).
                var low = 0
                var high = tailPositions.count
                while low < high {
                    let mid = (low &+ high) >> 1
                    if values[Int(tailPositions[mid])] < value { low = mid + 1 } else { high = mid }
                }
                slot = low
            }
            let position32 = Int32(truncatingIfNeeded: position)
            predecessor[position] = slot > 0 ? tailPositions[slot - 1] : -1
            if slot == tailPositions.count {
                tailPositions.append(position32)
            } else {
                tailPositions[slot] = position32
            }
            lastSlot = slot
        }
    }
    var cursor = tailPositions.last ?? -1
    tailPositions = []
    while cursor >= 0 {
        let previous = predecessor[Int(cursor)]
        predecessor[Int(cursor)] = longestRunMark
        cursor = previous
    }
    return predecessor
}

/// IGListKit's rule: pair (o → i) stays when `o − deletesBefore(o) + insertsBefore(i) == i`.
@usableFromInline
func heckelStays(newToOld: [Int32], oldLinks: [Int32]) -> [Bool] {
    var deleteOffsets = [Int32](repeating: 0, count: oldLinks.count)
    var running: Int32 = 0
    for j in 0..<oldLinks.count {
        deleteOffsets[j] = running
        if oldLinks[j] >= -1 { running += 1 }
    }
    var stays = [Bool](repeating: false, count: newToOld.count)
    var insertsBefore = 0
    for i in 0..<newToOld.count {
        let partner = Int(newToOld[i])
        if partner < 0 {
            insertsBefore += 1
        } else {
            stays[i] = partner - Int(deleteOffsets[partner]) + insertsBefore == i
        }
    }
    return stays
}

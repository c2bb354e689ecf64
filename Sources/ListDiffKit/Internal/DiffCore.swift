// The Heckel diff (as IGListKit's IGListDiff does it), written for speed:
//
// - One hash table keyed by identifier holds, per identifier, the first old index, a cursor to the
//   next old occurrence not yet paired, and the first new index. Old occurrences of one identifier
//   are chained through `oldLinks` in ascending order, so the k-th new occurrence pairs with the
//   k-th old one (IGListKit's stack of old indexes, without a stack per entry).
// - Identifiers that appear only in the new array go to a second, smaller table, so the main
//   table is sized once from the old array and never grows in the common case.
// - Moves are the matched elements outside a longest increasing subsequence of matched old
//   indexes (the fewest moves possible), found by patience sorting with an O(1) fast path for
//   elements already in order; a list whose matched elements kept their order skips it entirely.

/// Per-identifier record of the diff's table.
@usableFromInline
struct DiffEntry: Sendable {
    /// Smallest old index with this identifier, or -1.
    @usableFromInline var firstOld: Int32
    /// Next old index with this identifier that is not paired yet, or -1.
    @usableFromInline var oldCursor: Int32
    /// Smallest new index with this identifier, or -1.
    @usableFromInline var firstNew: Int32

    @inlinable
    init() {
        firstOld = -1
        oldCursor = -1
        firstNew = -1
    }
}

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

/// Looks identifiers up in a finished diff's table.
@usableFromInline
protocol DiffIndexLookup: Sendable {
    func oldIndex(for identifier: any Hashable) -> Int?
    func newIndex(for identifier: any Hashable) -> Int?
}

@usableFromInline
final class DiffIndexTable<Identifier: Hashable & Sendable>: DiffIndexLookup {
    /// Every identifier of the old array (and the new indexes of those that are also new).
    @usableFromInline let table: [Identifier: DiffEntry]
    /// Identifiers found only in the new array, with their first new index.
    @usableFromInline let newOnly: [Identifier: Int32]

    @inlinable
    init(table: [Identifier: DiffEntry], newOnly: [Identifier: Int32]) {
        self.table = table
        self.newOnly = newOnly
    }

    @usableFromInline
    func oldIndex(for identifier: any Hashable) -> Int? {
        guard let key = identifier as? Identifier, let entry = table[key], entry.firstOld >= 0 else { return nil }
        return Int(entry.firstOld)
    }

    @usableFromInline
    func newIndex(for identifier: any Hashable) -> Int? {
        guard let key = identifier as? Identifier else { return nil }
        if let entry = table[key] {
            return entry.firstNew >= 0 ? Int(entry.firstNew) : nil
        }
        return newOnly[key].map(Int.init)
    }
}

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
    @usableFromInline var lookup: any DiffIndexLookup

    @inlinable
    init(lookup: any DiffIndexLookup) {
        self.lookup = lookup
    }
}

/// How the content of a pair is compared, decided once per element type.
@usableFromInline
enum ContentComparison {
    case value
    case reference
    case erased

    @inlinable
    init<T>(for type: T.Type) {
        if type is AnyObject.Type {
            self = .reference
        } else if type == AnyListDiffable.self {
            self = .erased
        } else {
            self = .value
        }
    }
}

@inlinable @inline(__always)
func contentDiffers<T: ListDiffable>(
    _ new: T, _ old: T, option: ListDiffOption, comparison: ContentComparison
) -> Bool {
    switch comparison {
    case .reference:
        let same = unsafeBitCast(new, to: AnyObject.self) === unsafeBitCast(old, to: AnyObject.self)
        if option == .pointerPersonality || same { return !same }
    case .erased:
        if option == .pointerPersonality,
           let newInstance = unsafeBitCast(new, to: AnyListDiffable.self).instance,
           let oldInstance = unsafeBitCast(old, to: AnyListDiffable.self).instance {
            return newInstance != oldInstance
        }
    case .value:
        break
    }
    return !new.isEqual(toDiffableObject: old)
}

@inlinable @inline(__always)
func pushOld(_ entry: inout DiffEntry, _ index: Int32) -> Int32 {
    let next = entry.oldCursor
    entry.oldCursor = index
    entry.firstOld = index
    return next
}

@inlinable @inline(__always)
func pairNew(_ entry: inout DiffEntry, _ index: Int32, _ oldLinks: [Int32]) -> Int32 {
    if entry.firstNew < 0 { entry.firstNew = index }
    let partner = entry.oldCursor
    if partner >= 0 { entry.oldCursor = oldLinks[Int(partner)] }
    return partner
}

@inlinable @inline(__always)
func keepFirst(_ slot: inout Int32, _ index: Int32) {
    if slot < 0 { slot = index }
}

/// Runs the diff. O(n + m) expected time and memory, plus O(k log k) for the moves when `k`
/// matched elements are out of order (O(k) when they are in order).
@inlinable
func computeDiff<T: ListDiffable>(
    old: [T], new: [T], option: ListDiffOption, moveStrategy: MoveStrategy = .minimal
) -> DiffCore {
    let oldCount = old.count
    let newCount = new.count
    precondition(oldCount < Int(Int32.max) && newCount < Int(Int32.max),
                 "ListDiff supports arrays of fewer than \(Int32.max) elements")

    // Pass 1, old array from last to first: chain the occurrences of each identifier ascending.
    // oldLinks[j] is, until j is paired, the next old index with j's identifier (or -1); once j is
    // paired with new index i it becomes -(i + 2), so a value >= -1 means "not paired".
    var table = [T.DiffIdentifier: DiffEntry](minimumCapacity: oldCount)
    var oldLinks = [Int32](repeating: -1, count: oldCount)
    var j = oldCount - 1
    while j >= 0 {
        oldLinks[j] = pushOld(&table[old[j].diffIdentifier, default: DiffEntry()], Int32(truncatingIfNeeded: j))
        j -= 1
    }

    // Pass 2, new array from first to last: pair each element with the next unpaired old
    // occurrence of its identifier.
    var newToOld = [Int32](repeating: -1, count: newCount)
    var newOnly = [T.DiffIdentifier: Int32]()
    var pairCount = 0
    var inOrder = true
    var lastPartner: Int32 = -1
    for i in 0..<newCount {
        let identifier = new[i].diffIdentifier
        let i32 = Int32(truncatingIfNeeded: i)
        guard let bucket = table.index(forKey: identifier) else {
            keepFirst(&newOnly[identifier, default: -1], i32)
            continue
        }
        let partner = pairNew(&table.values[bucket], i32, oldLinks)
        if partner >= 0 {
            newToOld[i] = partner
            oldLinks[Int(partner)] = -(i32 + 2)
            if partner < lastPartner { inOrder = false }
            lastPartner = partner
            pairCount += 1
        }
    }

    var core = DiffCore(lookup: DiffIndexTable(table: table, newOnly: newOnly))
    core.deletes.reserveCapacity(oldCount - pairCount)
    core.inserts.reserveCapacity(newCount - pairCount)
    for j in 0..<oldCount where oldLinks[j] >= -1 {
        core.deletes.append(j)
    }

    // Which pairs stay in place: all of them when their order is unchanged.
    var stays: [Bool] = []
    if !inOrder {
        switch moveStrategy {
        case .minimal:
            stays = longestIncreasingRun(newToOld)
        case .heckel:
            stays = heckelStays(newToOld: newToOld, oldLinks: oldLinks)
        }
    }

    let comparison = ContentComparison(for: T.self)
    for i in 0..<newCount {
        let partner = newToOld[i]
        if partner < 0 {
            core.inserts.append(i)
            continue
        }
        let o = Int(partner)
        if contentDiffers(new[i], old[o], option: option, comparison: comparison) {
            core.updates.append(o)
            core.updateTargets.append(i)
        }
        if !inOrder && !stays[i] {
            core.moves.append(ListMoveIndex(from: o, to: i))
        }
    }
    return core
}

/// Marks the positions of one longest strictly increasing subsequence of the non-negative values
/// of `sequence` (negative values are skipped and never marked).
///
/// Patience sorting: `tails[k]` is the position ending the smallest-ending increasing run of
/// length k + 1. A value above the last tail extends the longest run in O(1); any other value
/// costs a binary search.
/// - Complexity: O(n + d log n), where d is the number of values that arrive out of order.
@usableFromInline
func longestIncreasingRun(_ sequence: [Int32]) -> [Bool] {
    let count = sequence.count
    var tails: [Int32] = []
    var predecessor = [Int32](repeating: -1, count: count)
    for position in 0..<count {
        let value = sequence[position]
        if value < 0 { continue }
        if let last = tails.last {
            if sequence[Int(last)] < value {
                predecessor[position] = last
                tails.append(Int32(truncatingIfNeeded: position))
                continue
            }
            // First tail whose value is >= value (values are distinct).
            var low = 0
            var high = tails.count - 1
            while low < high {
                let mid = (low &+ high) >> 1
                if sequence[Int(tails[mid])] < value { low = mid + 1 } else { high = mid }
            }
            predecessor[position] = low > 0 ? tails[low - 1] : -1
            tails[low] = Int32(truncatingIfNeeded: position)
        } else {
            tails.append(Int32(truncatingIfNeeded: position))
        }
    }
    var marks = [Bool](repeating: false, count: count)
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        marks[Int(cursor)] = true
        cursor = predecessor[Int(cursor)]
    }
    return marks
}

/// IGListKit's rule: pair (o → i) stays when `o − deletesBefore(o) + insertsBefore(i) == i`.
@usableFromInline
func heckelStays(newToOld: [Int32], oldLinks: [Int32]) -> [Bool] {
    var deleteOffsets = [Int](repeating: 0, count: oldLinks.count)
    var running = 0
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
            stays[i] = partner - deleteOffsets[partner] + insertsBefore == i
        }
    }
    return stays
}

// The diff of two lists whose elements fall into parts that never pair across (the elements of one
// type each, in a list that mixes types): each part is diffed on its own — typed, as fast as a
// `ListDiff` of that type — and the parts' pairings are put back in the lists' order in one pass.
//
// The result is the diff of the whole lists: an element's identity is its part and identifier, so
// the k-th new occurrence of an identity pairs with its k-th old occurrence whether the parts are
// diffed apart or together; the moves are then found on the whole lists (the fewest, as
// `ListDiff` finds them), and updates, inserts and deletes are the parts' own.

/// One part of two lists diffed by parts: its elements' diff and their places in the lists.
package struct ListDiffPart: Sendable {
    /// What the part's elements share (their type): an ``AnyDiffIdentifier`` with this
    /// `elementType` finds its element in this part.
    package var key: ObjectIdentifier
    /// The diff of the part's old elements to its new ones (each list in its order).
    package var result: ListIndexSetResult
    /// The index in the old list of each of the part's old elements, ascending.
    package var oldPositions: [Int32]
    /// The index in the new list of each of the part's new elements, ascending.
    package var newPositions: [Int32]

    /// A part, from its diff and where its elements are.
    package init(key: ObjectIdentifier, result: ListIndexSetResult, oldPositions: [Int32], newPositions: [Int32]) {
        self.key = key
        self.result = result
        self.oldPositions = oldPositions
        self.newPositions = newPositions
    }
}

/// The diff of an old list of `oldCount` elements to a new one of `newCount`, from the diffs of
/// their parts: every element belongs to exactly one part, and elements of different parts never
/// pair. The same result as `ListDiff` of the whole lists with identities made of part and
/// identifier (as ``AnyListDiffable`` makes them); look-ups take an ``AnyDiffIdentifier``.
/// - Precondition: the parts' positions cover each list exactly once, and each part's result is
///   the diff of as many old and new elements as it has positions.
/// - Complexity: O(n + m) for n old and m new elements, plus O(d log d) when d pairs changed their
///   relative order (as ``ListDiff(oldArray:newArray:option:)``).
package func ListDiffOfParts(oldCount: Int, newCount: Int, parts: [ListDiffPart]) -> ListIndexSetResult {
    precondition(oldCount < Int(Int32.max) && newCount < Int(Int32.max),
                 "ListDiff supports arrays of fewer than \(Int32.max) elements")
    var newToOld = [Int32](repeating: -1, count: newCount)
    var oldPaired = [Bool](repeating: false, count: oldCount)
    var updated = [Bool](repeating: false, count: newCount)
    var covered = (old: 0, new: 0)
    var newHasDuplicates = false
    for part in parts {
        let partNewToOld = part.result.oldIndexForNewIndex
        precondition(partNewToOld.count == part.newPositions.count,
                     "ListDiffOfParts: a part's diff has \(partNewToOld.count) new elements for \(part.newPositions.count) positions")
        covered.old += part.oldPositions.count
        covered.new += part.newPositions.count
        newHasDuplicates = newHasDuplicates || part.result.newArrayHasDuplicates
        part.oldPositions.withUnsafeBufferPointer { oldPositions in
            part.newPositions.withUnsafeBufferPointer { newPositions in
                for (local, partner) in partNewToOld.enumerated() where partner >= 0 {
                    let old = oldPositions[Int(partner)]
                    newToOld[Int(newPositions[local])] = old
                    oldPaired[Int(old)] = true
                }
                for pair in part.result.updatePairs { updated[Int(newPositions[pair.to])] = true }
            }
        }
    }
    precondition(covered.old == oldCount && covered.new == newCount,
                 "ListDiffOfParts: the parts hold \(covered.old) old and \(covered.new) new elements, the lists \(oldCount) and \(newCount)")

    var core = DiffCore(lookup: PartsLookup(parts: parts, newArrayHasDuplicates: newHasDuplicates))
    for old in 0..<oldCount where !oldPaired[old] { core.deletes.append(old) }
    var inOrder = true
    var last: Int32 = -1
    for partner in newToOld where partner >= 0 {
        if partner < last {
            inOrder = false
            break
        }
        last = partner
    }
    let runMarks = inOrder ? [] : markLongestIncreasingRun(newToOld)
    for new in 0..<newCount {
        let partner = newToOld[new]
        if partner < 0 {
            core.inserts.append(new)
            continue
        }
        let old = Int(partner)
        if updated[new] {
            core.updates.append(old)
            core.updateTargets.append(new)
        }
        if !inOrder && runMarks[new] != longestRunMark { core.moves.append(ListMoveIndex(from: old, to: new)) }
    }
    core.newToOld = newToOld
    return ListIndexSetResult(core: core)
}

/// The look-ups of a diff by parts: an ``AnyDiffIdentifier`` goes to the part of its element type,
/// whose own diff finds it; the index found is put back in the list's order.
struct PartsLookup: DiffIndexLookup {
    let parts: [ListDiffPart]
    let newArrayHasDuplicates: Bool

    func oldIndex(for identifier: any Hashable) -> Int? {
        guard let (part, base) = part(for: identifier), let local = part.result.lookup.oldIndex(for: base) else { return nil }
        return Int(part.oldPositions[local])
    }

    func newIndex(for identifier: any Hashable) -> Int? {
        guard let (part, base) = part(for: identifier), let local = part.result.lookup.newIndex(for: base) else { return nil }
        return Int(part.newPositions[local])
    }

    /// The part that holds the elements of `identifier`'s type, and the identifier it looks up.
    private func part(for identifier: any Hashable) -> (ListDiffPart, any Hashable)? {
        guard let identifier = identifier as? AnyDiffIdentifier,
              let part = parts.first(where: { $0.key == identifier.elementType }) else { return nil }
        return (part, identifier.base)
    }
}

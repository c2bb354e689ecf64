// Setting the common prefix and suffix aside, as CollectionDifference does, without changing the
// result:
//
// - The prefix is the longest run of equal identifiers at the start of both arrays. The k-th new
//   occurrence of an identifier pairs with its k-th old occurrence, and inside the prefix both
//   arrays hold the same identifiers in the same order, so each prefix element pairs with the one at
//   its own index, whatever comes after. Content may differ: such a pair is an update, compared
//   once, as in the full diff.
// - The suffix is the longest run of equal identifiers at the end (not overlapping the prefix). Its
//   elements pair in place unless an identifier of the suffix occurs a different number of times in
//   the old and the new middle; such an identifier has an unpaired (deleted or inserted) occurrence
//   in the middle. That is checked after diffing the middle, and the whole arrays are diffed again
//   when it happens (only with duplicated identifiers).
// - Paired in place, prefix and suffix pairs keep their order around the middle's pairs, so the
//   moves (IGListKit's rule, and the longest increasing run) are the middle's, shifted.

/// Runs the diff. O(n + m) expected time and memory, plus O(k log k) for the moves when `k`
/// matched elements are out of order (O(k) when they are in order); O(p + s) comparisons plus the
/// diff of the middle when the arrays share a common prefix of p and suffix of s identifiers.
@inlinable
func computeDiff<T: ListDiffable>(
    old: [T], new: [T], option: ListDiffOption, moveStrategy: MoveStrategy = .minimal,
    oldHasNoDuplicates: Bool = false
) -> DiffCore {
    let oldCount = old.count
    let newCount = new.count
    precondition(oldCount < Int(Int32.max) && newCount < Int(Int32.max),
                 "ListDiff supports arrays of fewer than \(Int32.max) elements")
    let shorter = min(oldCount, newCount)
    var prefix = 0
    while prefix < shorter && old[prefix].diffIdentifier == new[prefix].diffIdentifier { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix
        && old[oldCount - 1 - suffix].diffIdentifier == new[newCount - 1 - suffix].diffIdentifier {
        suffix += 1
    }
    // Trimming leaves the index look-ups to tables built on first use: worth it when a quarter or
    // more of the elements are set aside.
    if prefix + suffix == 0 || (prefix + suffix) * 4 < max(oldCount, newCount) {
        return computeUntrimmedDiff(old: old, new: new, option: option, moveStrategy: moveStrategy)
    }
    return computeTrimmedDiff(old: old, new: new, prefix: prefix, suffix: suffix, option: option,
                              moveStrategy: moveStrategy, oldHasNoDuplicates: oldHasNoDuplicates)
}

/// The diff of `old` and `new` whose first `prefix` and last `suffix` identifiers are equal.
///
/// `oldHasNoDuplicates` (the caller knows no identifier repeats in `old`) lets the result tell
/// whether the new array has a repeated identifier from the few identifiers the middle inserts,
/// instead of a table of the whole new array.
@inlinable
func computeTrimmedDiff<T: ListDiffable>(
    old: [T], new: [T], prefix: Int, suffix: Int, option: ListDiffOption, moveStrategy: MoveStrategy,
    oldHasNoDuplicates: Bool = false
) -> DiffCore {
    let oldCount = old.count
    let newCount = new.count
    let oldSuffixStart = oldCount - suffix
    let newSuffixStart = newCount - suffix
    if let shifted = shiftedMiddleDiff(old: old, new: new, prefix: prefix, suffix: suffix, option: option,
                                       oldHasNoDuplicates: oldHasNoDuplicates) {
        return shifted
    }
    var middle = computeRangeDiff(old: old, oldRange: prefix..<oldSuffixStart, new: new,
                                  newRange: prefix..<newSuffixStart, option: option, moveStrategy: moveStrategy)
    if suffix > 0 && !suffixPairsInPlace(middle: middle, old: old, new: new, prefix: prefix, suffix: suffix) {
        return computeUntrimmedDiff(old: old, new: new, option: option, moveStrategy: moveStrategy)
    }

    // The new array repeats an identifier when its middle does. Else, when the old array repeats
    // none: the middle's paired identifiers occur in the old middle only, once; an identifier the
    // middle inserts is not in the old middle (it would be there once and in the new middle twice),
    // so the new array repeats one exactly when an inserted identifier is in the prefix or suffix.
    let duplicates: DuplicateRule<T.DiffIdentifier>
    if middle.lookup.newArrayHasDuplicates {
        duplicates = .known(true)
    } else if oldHasNoDuplicates {
        duplicates = .whenOldHas(middle.inserts.map { new[prefix &+ $0].diffIdentifier },
                                 outside: prefix..<oldSuffixStart)
    } else {
        duplicates = .table
    }
    var core = DiffCore(lookup: TrimmedDiffLookup(old: old, new: new, prefix: prefix, suffix: suffix,
                                                  duplicates: duplicates, scans: SpecializedScans()))
    let shift = Int32(truncatingIfNeeded: prefix)
    core.newToOld = [Int32](unsafeUninitializedCapacity: newCount) { buffer, initialized in
        for i in 0..<prefix { buffer[i] = Int32(truncatingIfNeeded: i) }
        middle.newToOld.withUnsafeBufferPointer { pairs in
            for (k, partner) in pairs.enumerated() { buffer[prefix + k] = partner < 0 ? -1 : partner &+ shift }
        }
        for k in 0..<suffix { buffer[newSuffixStart + k] = Int32(truncatingIfNeeded: oldSuffixStart + k) }
        initialized = newCount
    }
    middle.newToOld = []
    // The middle's arrays are moved out and shifted in place (no copies).
    core.deletes = middle.deletes
    middle.deletes = []
    core.inserts = middle.inserts
    middle.inserts = []
    core.moves = middle.moves
    middle.moves = []
    if prefix > 0 {
        for k in core.deletes.indices { core.deletes[k] &+= prefix }
        for k in core.inserts.indices { core.inserts[k] &+= prefix }
        for k in core.moves.indices {
            core.moves[k] = ListMoveIndex(from: core.moves[k].from &+ prefix, to: core.moves[k].to &+ prefix)
        }
    }

    // Updates in ascending order of the new index: prefix, middle, suffix.
    let comparison = ContentComparison(for: T.self)
    if case .identity = comparison {
        // Contents are identifiers: only the middle's pairs could differ, and they do not.
        return core
    }
    for i in 0..<prefix where contentDiffers(new[i], old[i], option: option, comparison: comparison) {
        core.updates.append(i)
        core.updateTargets.append(i)
    }
    if core.updates.isEmpty {
        core.updates = middle.updates
        core.updateTargets = middle.updateTargets
        if prefix > 0 {
            for k in core.updates.indices { core.updates[k] &+= prefix }
            for k in core.updateTargets.indices { core.updateTargets[k] &+= prefix }
        }
    } else {
        core.updates += middle.updates.lazy.map { $0 &+ prefix }
        core.updateTargets += middle.updateTargets.lazy.map { $0 &+ prefix }
    }
    for k in 0..<suffix
    where contentDiffers(new[newSuffixStart + k], old[oldSuffixStart + k], option: option, comparison: comparison) {
        core.updates.append(oldSuffixStart + k)
        core.updateTargets.append(newSuffixStart + k)
    }
    return core
}

/// The diff when the middle (between the common prefix and suffix) is one element removed at one
/// end and one added at the other, the elements between them shifted by one: what one removal and
/// one insertion apart from each other leave. Found and checked with comparisons only (no hashing);
/// `nil` for any other middle.
///
/// With old middle `[d] + C` and new middle `C + [x]` (or `C + [d]` and `[x] + C`), pairing `C` in
/// order, deleting `d` and inserting `x` is the Heckel diff exactly when `d` and `x` differ, no old
/// element after `d` has `d`'s identifier (the deleted occurrence is the last one, the one the
/// k-th-with-k-th pairing leaves over), and no new element after `x` has `x`'s identifier. The
/// pairs keep their order, so there are no moves.
@inlinable
func shiftedMiddleDiff<T: ListDiffable>(
    old: [T], new: [T], prefix: Int, suffix: Int, option: ListDiffOption, oldHasNoDuplicates: Bool = false
) -> DiffCore? {
    let oldCount = old.count
    let newCount = new.count
    let middleCount = oldCount - prefix - suffix
    guard middleCount >= 2, newCount - prefix - suffix == middleCount else { return nil }
    let middleEnd = prefix + middleCount
    let run = middleCount - 1
    // The prefix and suffix are the longest, so old[prefix] and new[prefix] differ, as do
    // old[middleEnd - 1] and new[middleEnd - 1].
    let deletesFirst: Bool
    if old[prefix + 1].diffIdentifier == new[prefix].diffIdentifier {
        deletesFirst = true
    } else if old[prefix].diffIdentifier == new[prefix + 1].diffIdentifier {
        deletesFirst = false
    } else {
        return nil
    }
    let deletedIndex = deletesFirst ? prefix : middleEnd - 1
    let insertedIndex = deletesFirst ? middleEnd - 1 : prefix
    let deleted = old[deletedIndex].diffIdentifier
    let inserted = new[insertedIndex].diffIdentifier
    if deleted == inserted { return nil }
    // The run pairs in order; the one identifier checked along it is the one that comes first
    // (nothing after it may repeat it).
    let oldRunStart = deletesFirst ? prefix + 1 : prefix
    let newRunStart = deletesFirst ? prefix : prefix + 1
    for t in 0..<run {
        let identifier = new[newRunStart &+ t].diffIdentifier
        if old[oldRunStart &+ t].diffIdentifier != identifier { return nil }
        if identifier == (deletesFirst ? deleted : inserted) { return nil }
    }
    for index in middleEnd..<oldCount {
        let identifier = old[index].diffIdentifier
        if identifier == deleted || identifier == inserted { return nil }
    }

    // Without repeats in the old array, the new one (the old one without `deleted`, with
    // `inserted`) repeats an identifier exactly when the old array has `inserted`.
    var core = DiffCore(lookup: TrimmedDiffLookup(
        old: old, new: new, prefix: prefix, suffix: suffix,
        duplicates: oldHasNoDuplicates ? .whenOldHas([inserted], outside: 0..<0) : .table,
        scans: SpecializedScans()))
    core.deletes = [deletedIndex]
    core.inserts = [insertedIndex]
    // New index i pairs with old index i, except in the run (shifted by one) and the insert.
    let shift: Int32 = deletesFirst ? 1 : -1
    core.newToOld = [Int32](unsafeUninitializedCapacity: newCount) { buffer, initialized in
        for i in 0..<newCount { buffer[i] = Int32(truncatingIfNeeded: i) }
        for i in newRunStart..<(newRunStart + run) { buffer[i] &+= shift }
        buffer[insertedIndex] = -1
        initialized = newCount
    }
    let comparison = ContentComparison(for: T.self)
    if case .identity = comparison { return core }
    core.newToOld.withUnsafeBufferPointer { pairs in
        for i in 0..<newCount where pairs[i] >= 0 {
            let o = Int(pairs[i])
            if contentDiffers(new[i], old[o], option: option, comparison: comparison) {
                core.updates.append(o)
                core.updateTargets.append(i)
            }
        }
    }
    return core
}

/// Whether the suffix's elements pair in place: no identifier of the suffix has an unpaired
/// occurrence in the middle (`middle` is the diff of the ranges between prefix and suffix).
@inlinable
func suffixPairsInPlace<T: ListDiffable>(
    middle: DiffCore, old: [T], new: [T], prefix: Int, suffix: Int
) -> Bool {
    var unpaired: [T.DiffIdentifier] = []
    unpaired.reserveCapacity(middle.deletes.count + middle.inserts.count)
    for index in middle.deletes { unpaired.append(old[prefix &+ index].diffIdentifier) }
    for index in middle.inserts { unpaired.append(new[prefix &+ index].diffIdentifier) }
    if unpaired.isEmpty { return true }
    let suffixRange = (old.count - suffix)..<old.count
    if unpaired.count <= 8 {
        // A few comparisons per element cost less than hashing it.
        for index in suffixRange {
            let identifier = old[index].diffIdentifier
            if unpaired.contains(identifier) { return false }
        }
        return true
    }
    let lookup = Set(unpaired)
    for index in suffixRange where lookup.contains(old[index].diffIdentifier) { return false }
    return true
}

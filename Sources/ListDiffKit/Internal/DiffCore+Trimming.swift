import Foundation

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
    old: [T], new: [T], option: ListDiffOption, moveStrategy: MoveStrategy = .minimal
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
    // Trimming copies the middle and keeps both identifier arrays for look-ups: worth it when a
    // quarter or more of the elements are set aside.
    if prefix + suffix == 0 || (prefix + suffix) * 4 < max(oldCount, newCount) {
        return computeUntrimmedDiff(old: old, new: new, option: option, moveStrategy: moveStrategy)
    }
    return computeTrimmedDiff(old: old, new: new, prefix: prefix, suffix: suffix, option: option,
                              moveStrategy: moveStrategy)
}

/// The diff of `old` and `new` whose first `prefix` and last `suffix` identifiers are equal.
@inlinable
func computeTrimmedDiff<T: ListDiffable>(
    old: [T], new: [T], prefix: Int, suffix: Int, option: ListDiffOption, moveStrategy: MoveStrategy
) -> DiffCore {
    let oldCount = old.count
    let newCount = new.count
    let oldMiddle = Array(old[prefix..<(oldCount - suffix)])
    let newMiddle = Array(new[prefix..<(newCount - suffix)])
    let middle = computeUntrimmedDiff(old: oldMiddle, new: newMiddle, option: option, moveStrategy: moveStrategy)
    if suffix > 0 && !suffixPairsInPlace(middle: middle, oldMiddle: oldMiddle, newMiddle: newMiddle,
                                         suffix: old[(oldCount - suffix)...]) {
        return computeUntrimmedDiff(old: old, new: new, option: option, moveStrategy: moveStrategy)
    }

    var core = DiffCore(lookup: TrimmedDiffLookup(
        oldIdentifiers: old.map(\.diffIdentifier), newMiddleIdentifiers: newMiddle.map(\.diffIdentifier),
        prefix: prefix, suffix: suffix, middleHasDuplicates: middle.lookup.newArrayHasDuplicates))
    let shift = Int32(truncatingIfNeeded: prefix)
    let oldSuffixStart = oldCount - suffix
    let newSuffixStart = newCount - suffix
    core.newToOld = [Int32](unsafeUninitializedCapacity: newCount) { buffer, initialized in
        for i in 0..<prefix { buffer[i] = Int32(truncatingIfNeeded: i) }
        for (k, partner) in middle.newToOld.enumerated() { buffer[prefix + k] = partner < 0 ? -1 : partner + shift }
        for k in 0..<suffix { buffer[newSuffixStart + k] = Int32(truncatingIfNeeded: oldSuffixStart + k) }
        initialized = newCount
    }
    core.deletes = middle.deletes.map { $0 + prefix }
    core.inserts = middle.inserts.map { $0 + prefix }
    core.moves = middle.moves.map { ListMoveIndex(from: $0.from + prefix, to: $0.to + prefix) }

    // Updates in ascending order of the new index: prefix, middle, suffix.
    let comparison = ContentComparison(for: T.self)
    for i in 0..<prefix where contentDiffers(new[i], old[i], option: option, comparison: comparison) {
        core.updates.append(i)
        core.updateTargets.append(i)
    }
    core.updates += middle.updates.lazy.map { $0 + prefix }
    core.updateTargets += middle.updateTargets.lazy.map { $0 + prefix }
    for k in 0..<suffix
    where contentDiffers(new[newSuffixStart + k], old[oldSuffixStart + k], option: option, comparison: comparison) {
        core.updates.append(oldSuffixStart + k)
        core.updateTargets.append(newSuffixStart + k)
    }
    return core
}

/// Whether the suffix's elements pair in place: no identifier of the suffix has an unpaired
/// occurrence in the middle.
@inlinable
func suffixPairsInPlace<T: ListDiffable>(
    middle: DiffCore, oldMiddle: [T], newMiddle: [T], suffix: ArraySlice<T>
) -> Bool {
    var unpaired = middle.deletes.map { oldMiddle[$0].diffIdentifier }
    unpaired += middle.inserts.map { newMiddle[$0].diffIdentifier }
    if unpaired.isEmpty { return true }
    if unpaired.count <= 8 {
        // A few comparisons per element cost less than hashing it.
        return !suffix.contains { element in
            let identifier = element.diffIdentifier
            return unpaired.contains(identifier)
        }
    }
    let lookup = Set(unpaired)
    return !suffix.contains { lookup.contains($0.diffIdentifier) }
}

/// The look-ups of a diff that set a common prefix or suffix aside: tables of the whole arrays'
/// first occurrences, built on first use (most results are never asked). The new array's
/// identifiers are the old prefix's, the new middle's and the old suffix's.
@usableFromInline
final class TrimmedDiffLookup<Identifier: Hashable & Sendable>: DiffIndexLookup, @unchecked Sendable {
    // Sendable by hand: the identifier arrays are immutable, and the tables are only built, read
    // and written with `lock` held.
    let oldIdentifiers: [Identifier]
    /// The new array's identifiers between the prefix and the suffix (the others are the old
    /// array's).
    let newMiddleIdentifiers: [Identifier]
    let prefix: Int
    let suffix: Int
    let middleHasDuplicates: Bool
    private let lock = NSLock()
    private var oldTable: IdentifierTable<Identifier>?
    private var newTable: IdentifierTable<Identifier>?
    private var newHasDuplicates = false

    @usableFromInline
    init(oldIdentifiers: [Identifier], newMiddleIdentifiers: [Identifier], prefix: Int, suffix: Int,
         middleHasDuplicates: Bool) {
        self.oldIdentifiers = oldIdentifiers
        self.newMiddleIdentifiers = newMiddleIdentifiers
        self.prefix = prefix
        self.suffix = suffix
        self.middleHasDuplicates = middleHasDuplicates
    }

    /// A table of each identifier's first index in `identifiers`, and whether one repeats.
    private static func firstOccurrences(_ identifiers: [Identifier]) -> (IdentifierTable<Identifier>, Bool) {
        var table = IdentifierTable(oldIdentifiers: identifiers, newCount: 0)
        var repeats = false
        var index = identifiers.count - 1
        while index >= 0 {
            if table.insertOld(at: index) >= 0 { repeats = true }
            index -= 1
        }
        return (table, repeats)
    }

    private func withNewTable<R>(_ body: (IdentifierTable<Identifier>) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        if newTable == nil {
            let newIdentifiers = oldIdentifiers[..<prefix] + newMiddleIdentifiers
                + oldIdentifiers[(oldIdentifiers.count - suffix)...]
            (newTable, newHasDuplicates) = Self.firstOccurrences(Array(newIdentifiers))
        }
        return body(newTable!)
    }

    @usableFromInline
    func oldIndex(for identifier: any Hashable) -> Int? {
        guard let key = identifier as? Identifier else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if oldTable == nil { oldTable = Self.firstOccurrences(oldIdentifiers).0 }
        return oldTable!.entry(for: key)
    }

    /// The first new occurrence, which is the one the diff reports (it pairs with the first old
    /// occurrence when there is one).
    @usableFromInline
    func newIndex(for identifier: any Hashable) -> Int? {
        guard let key = identifier as? Identifier else { return nil }
        return withNewTable { $0.entry(for: key) }
    }

    @usableFromInline
    var newArrayHasDuplicates: Bool {
        if middleHasDuplicates { return true }
        return withNewTable { _ in newHasDuplicates }
    }
}

import Foundation

/// The changes that turn an old array into a new one, as indexes.
///
/// Read it the way a collection view reads a batch update:
/// - ``deletes``, ``updates`` and every move's `from` are indexes in the **old** array;
/// - ``inserts`` and every move's `to` are indexes in the **new** array.
///
/// Replaying it gives the new array: drop the deleted and the moved-from elements; the survivors
/// keep their order and fill, in order, the new indexes that are neither inserted nor moved to;
/// each moved element lands on its `to`. An updated element is one whose identifier is unchanged
/// but whose content differs; it may also be moved. Use ``forBatchUpdates()`` to hand the result to
/// a collection view in one batch.
///
/// - Note: The three `IndexSet`s are built on first access (building an `IndexSet` costs more than
///   the diff itself on small inputs); ``changeCount``, ``hasChanges`` and ``moves`` never build them.
public struct ListIndexSetResult: Sendable, Equatable, CustomStringConvertible {
    /// New indexes of the elements that are new.
    public var inserts: IndexSet { insertStorage.set }
    /// Old indexes of the elements that are gone.
    public var deletes: IndexSet { deleteStorage.set }
    /// Old indexes of the elements whose content changed (also when they moved).
    public var updates: IndexSet { updateStorage.set }
    /// Elements that changed position, in ascending order of `to`.
    ///
    /// As few as possible: the matched elements outside one longest run that kept its order, so one
    /// element moved anywhere is one move.
    public let moves: [ListMoveIndex]

    @usableFromInline let insertStorage: LazyIndexSet
    @usableFromInline let deleteStorage: LazyIndexSet
    @usableFromInline let updateStorage: LazyIndexSet
    /// Each update's old and new index, in ascending order of the new index.
    @usableFromInline let updatePairs: [ListMoveIndex]
    @usableFromInline let lookup: any DiffIndexLookup
    /// Whether `lookup` answers for the diff's new array (a batch-update form does not).
    private var reportsDuplicates = false
    /// Whether an identifier appears more than once in the new array (`false` for a batch-update
    /// form). After a diff that set a common prefix or suffix aside, computed on first use.
    package var newArrayHasDuplicates: Bool { reportsDuplicates && lookup.newArrayHasDuplicates }
    /// For each new index, the old index of the element it was paired with, or -1 (an insert).
    package private(set) var oldIndexForNewIndex: [Int32] = []

    @usableFromInline
    init(core: DiffCore) {
        self.init(inserts: core.inserts, deletes: core.deletes,
                  updatePairs: zip(core.updates, core.updateTargets).map { ListMoveIndex(from: $0, to: $1) },
                  moves: core.moves, lookup: core.lookup)
        reportsDuplicates = true
        oldIndexForNewIndex = core.newToOld
    }

    init(inserts: [Int], deletes: [Int], updatePairs: [ListMoveIndex], moves: [ListMoveIndex],
         lookup: any DiffIndexLookup) {
        insertStorage = LazyIndexSet(ascending: inserts)
        deleteStorage = LazyIndexSet(ascending: deletes)
        updateStorage = LazyIndexSet(ascending: sortedIfNeeded(updatePairs.map(\.from)))
        self.moves = moves
        self.updatePairs = updatePairs
        self.lookup = lookup
    }

    /// New indexes of inserts, ascending, without building an `IndexSet`.
    package var insertIndexes: [Int] { insertStorage.indexes }
    /// Old indexes of deletes, ascending, without building an `IndexSet`.
    package var deleteIndexes: [Int] { deleteStorage.indexes }
    /// Old indexes of updates, ascending, without building an `IndexSet`.
    package var updateIndexes: [Int] { updateStorage.indexes }
    /// Each update's old index (`from`) and new index (`to`), in ascending order of the new index.
    package var updateMoves: [ListMoveIndex] { updatePairs }

    /// Whether there is any insert, delete, update or move.
    public var hasChanges: Bool { changeCount > 0 }

    /// The number of inserts, deletes, updates and moves.
    public var changeCount: Int {
        insertStorage.indexes.count + deleteStorage.indexes.count + updatePairs.count + moves.count
    }

    /// The old index of the element with this identifier, or `nil` if the old array has none.
    ///
    /// With duplicated identifiers, the index of the first occurrence. For a type-erased diff, pass
    /// an ``AnyDiffIdentifier``.
    /// - Complexity: O(1) expected.
    public func oldIndexFor<Identifier: Hashable>(identifier: Identifier) -> Int? {
        lookup.oldIndex(for: identifier)
    }

    /// The new index of the element with this identifier, or `nil` if the new array has none.
    ///
    /// With duplicated identifiers, the index of the first occurrence. For a type-erased diff, pass
    /// an ``AnyDiffIdentifier``.
    /// - Complexity: O(1) expected.
    public func newIndexFor<Identifier: Hashable>(identifier: Identifier) -> Int? {
        lookup.newIndex(for: identifier)
    }

    /// The same changes in a form a collection view accepts in one batch update.
    ///
    /// A collection view cannot reload an element and move it in one batch, and IGListKit's adapter
    /// does not send reloads inside a batch at all. So every updated element becomes a delete of its
    /// old index plus an insert of its new index (and a moved-and-updated element loses its move);
    /// the other moves stay. The result has no ``updates``; replaying it still gives the new array,
    /// also with duplicated identifiers.
    /// - Complexity: O(n log n) in the number of changes.
    public func forBatchUpdates() -> ListIndexSetResult {
        if updatePairs.isEmpty { return self }
        let cleaned = cleanedForBatchUpdates(moves: moves, updatePairs: updatePairs)
        return ListIndexSetResult(
            inserts: mergeAscending(insertIndexes, updatePairs.map(\.to)),
            deletes: mergeAscending(deleteIndexes, updateIndexes),
            updatePairs: [], moves: cleaned, lookup: lookup)
    }

    /// Equal when the inserts, deletes, updates and moves are (index look-ups are not compared).
    public static func == (lhs: ListIndexSetResult, rhs: ListIndexSetResult) -> Bool {
        lhs.insertIndexes == rhs.insertIndexes && lhs.deleteIndexes == rhs.deleteIndexes
            && lhs.updateIndexes == rhs.updateIndexes && lhs.moves == rhs.moves
    }

    /// The inserts, deletes, updates and moves, for logs and test failures.
    public var description: String {
        "ListIndexSetResult(inserts: \(insertIndexes), deletes: \(deleteIndexes), "
            + "updates: \(updateIndexes), moves: \(moves))"
    }
}

/// The moves that survive the batch-update cleaning: those whose element was not updated.
func cleanedForBatchUpdates(moves: [ListMoveIndex], updatePairs: [ListMoveIndex]) -> [ListMoveIndex] {
    let updatedOld = Set(updatePairs.lazy.map(\.from))
    return moves.filter { !updatedOld.contains($0.from) }
}

/// Merges two ascending arrays of distinct indexes (no index in both) into one ascending array.
package func mergeAscending(_ first: [Int], _ second: [Int]) -> [Int] {
    var merged: [Int] = []
    merged.reserveCapacity(first.count + second.count)
    var a = 0
    var b = 0
    while a < first.count && b < second.count {
        if first[a] < second[b] {
            merged.append(first[a])
            a += 1
        } else {
            merged.append(second[b])
            b += 1
        }
    }
    merged += first[a...]
    merged += second[b...]
    return merged
}

/// `indexes` sorted ascending (checked first, since they usually are).
func sortedIfNeeded(_ indexes: [Int]) -> [Int] {
    for k in indexes.indices.dropFirst() where indexes[k - 1] >= indexes[k] {
        return indexes.sorted()
    }
    return indexes
}

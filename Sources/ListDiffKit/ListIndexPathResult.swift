import Foundation

/// The changes that turn an old array into a new one, as index paths of one section each.
///
/// As ``ListIndexSetResult``, with ``deletes``, ``updates`` and move sources in `fromSection` at
/// old indexes, and ``inserts`` and move destinations in `toSection` at new indexes.
/// ``inserts``, ``updates`` and ``moves`` are in ascending order of the new index, ``deletes`` in
/// ascending order of the old index (IGListKit's order).
public struct ListIndexPathResult: Sendable, Equatable, CustomStringConvertible {
    /// Index paths (in the new section) of the elements that are new.
    public let inserts: [IndexPath]
    /// Index paths (in the old section) of the elements that are gone.
    public let deletes: [IndexPath]
    /// Index paths (in the old section) of the elements whose content changed.
    public let updates: [IndexPath]
    /// Elements that changed position: from their old path to their new path.
    public let moves: [ListMoveIndexPath]

    @usableFromInline let updateTargets: [IndexPath]
    @usableFromInline let fromSection: Int
    @usableFromInline let toSection: Int
    @usableFromInline let lookup: any DiffIndexLookup

    @usableFromInline
    init(core: DiffCore, fromSection: Int, toSection: Int) {
        inserts = core.inserts.map { IndexPath(listItem: $0, section: toSection) }
        deletes = core.deletes.map { IndexPath(listItem: $0, section: fromSection) }
        updates = core.updates.map { IndexPath(listItem: $0, section: fromSection) }
        updateTargets = core.updateTargets.map { IndexPath(listItem: $0, section: toSection) }
        moves = core.moves.map {
            ListMoveIndexPath(from: IndexPath(listItem: $0.from, section: fromSection),
                              to: IndexPath(listItem: $0.to, section: toSection))
        }
        self.fromSection = fromSection
        self.toSection = toSection
        lookup = core.lookup
    }

    init(inserts: [IndexPath], deletes: [IndexPath], updates: [IndexPath], moves: [ListMoveIndexPath],
         updateTargets: [IndexPath], fromSection: Int, toSection: Int, lookup: any DiffIndexLookup) {
        self.inserts = inserts
        self.deletes = deletes
        self.updates = updates
        self.moves = moves
        self.updateTargets = updateTargets
        self.fromSection = fromSection
        self.toSection = toSection
        self.lookup = lookup
    }

    /// Whether there is any insert, delete, update or move.
    public var hasChanges: Bool { changeCount > 0 }

    /// The number of inserts, deletes, updates and moves.
    public var changeCount: Int { inserts.count + deletes.count + updates.count + moves.count }

    /// The old index path of the element with this identifier, or `nil` if the old array has none.
    ///
    /// With duplicated identifiers, the path of the first occurrence.
    /// - Complexity: O(1) expected.
    public func oldIndexPathFor<Identifier: Hashable>(identifier: Identifier) -> IndexPath? {
        lookup.oldIndex(for: identifier).map { IndexPath(listItem: $0, section: fromSection) }
    }

    /// The new index path of the element with this identifier, or `nil` if the new array has none.
    ///
    /// With duplicated identifiers, the path of the first occurrence.
    /// - Complexity: O(1) expected.
    public func newIndexPathFor<Identifier: Hashable>(identifier: Identifier) -> IndexPath? {
        lookup.newIndex(for: identifier).map { IndexPath(listItem: $0, section: toSection) }
    }

    /// The same changes in a form a collection view accepts in one batch update.
    ///
    /// Every updated element becomes a delete of its old path plus an insert of its new path (a
    /// moved-and-updated element loses its move); the other moves stay. ``deletes`` and
    /// ``inserts`` come out sorted, without duplicates; ``updates`` is empty.
    /// - Complexity: O(n log n) in the number of changes.
    public func forBatchUpdates() -> ListIndexPathResult {
        if updates.isEmpty { return self }
        let pairs = zip(updates, updateTargets).map { ListMoveIndex(from: $0[1], to: $1[1]) }
        let keptMoves = Set(cleanedForBatchUpdates(
            moves: moves.map { ListMoveIndex(from: $0.from[1], to: $0.to[1]) }, updatePairs: pairs
        ).map(\.from))
        let newDeletes = (deletes + updates).sorted { $0[1] < $1[1] }
        let newInserts = (inserts + updateTargets).sorted { $0[1] < $1[1] }
        return ListIndexPathResult(
            inserts: newInserts, deletes: newDeletes, updates: [],
            moves: moves.filter { keptMoves.contains($0.from[1]) }, updateTargets: [],
            fromSection: fromSection, toSection: toSection, lookup: lookup)
    }

    /// Equal when the inserts, deletes, updates and moves are (index look-ups are not compared).
    public static func == (lhs: ListIndexPathResult, rhs: ListIndexPathResult) -> Bool {
        lhs.inserts == rhs.inserts && lhs.deletes == rhs.deletes && lhs.updates == rhs.updates
            && lhs.moves == rhs.moves
    }

    /// The inserts, deletes, updates and moves, for logs and test failures.
    public var description: String {
        "ListIndexPathResult(inserts: \(inserts), deletes: \(deletes), updates: \(updates), moves: \(moves))"
    }
}

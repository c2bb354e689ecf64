import Foundation
@testable import ListDiffKit

/// Applies a result to the old identifiers the way UIKit reads a batch update, and returns the
/// identifiers that end up at each new index (`nil` where an insert goes).
///
/// Drops the deleted and moved-from old indexes; the survivors keep their order and fill the new
/// indexes that are neither inserted nor moved to; each moved element lands on its `to`.
func replay<ID>(old: [ID], deletes: [Int], inserts: [Int], moves: [ListMoveIndex]) -> [ID?]? {
    let removed = Set(deletes).union(moves.map(\.from))
    let survivors = old.indices.filter { !removed.contains($0) }.map { old[$0] }
    let newCount = old.count - deletes.count + inserts.count
    guard newCount >= 0 else { return nil }
    var result = [ID?](repeating: nil, count: newCount)
    var filled = [Bool](repeating: false, count: newCount)
    for index in inserts {
        guard result.indices.contains(index), !filled[index] else { return nil }
        filled[index] = true
    }
    for move in moves {
        guard old.indices.contains(move.from), result.indices.contains(move.to), !filled[move.to] else { return nil }
        result[move.to] = old[move.from]
        filled[move.to] = true
    }
    var next = survivors.makeIterator()
    for index in result.indices where !filled[index] {
        guard let survivor = next.next() else { return nil }
        result[index] = survivor
    }
    guard next.next() == nil else { return nil }
    return result
}

/// Whether replaying `result` on `old` yields `new`'s identifiers (inserted slots must hold new
/// elements by construction, so they are compared too via `new`).
func replays<T: ListDiffable>(_ result: ListIndexSetResult, old: [T], new: [T]) -> Bool {
    guard let replayed = replay(old: old.map(\.diffIdentifier), deletes: Array(result.deletes),
                                inserts: Array(result.inserts), moves: result.moves) else { return false }
    let inserted = result.inserts
    for (index, identifier) in replayed.enumerated() {
        if inserted.contains(index) { continue }
        guard identifier == new[index].diffIdentifier else { return false }
    }
    return replayed.count == new.count
}

/// Checks the rules a UIKit-style batch imposes on one section: indexes in range, no duplicates,
/// nothing both deleted and moved from (or reloaded), nothing both inserted and moved to.
/// Returns the first broken rule, or `nil`.
func batchRuleViolation(_ result: ListIndexSetResult, oldCount: Int, newCount: Int) -> String? {
    let moveFrom = result.moves.map(\.from)
    let moveTo = result.moves.map(\.to)
    if Set(moveFrom).count != moveFrom.count { return "an index is moved twice" }
    if Set(moveTo).count != moveTo.count { return "two moves go to one index" }
    if let bad = result.deletes.first(where: { $0 >= oldCount }) { return "delete \(bad) out of range" }
    if let bad = result.updates.first(where: { $0 >= oldCount }) { return "update \(bad) out of range" }
    if let bad = moveFrom.first(where: { $0 < 0 || $0 >= oldCount }) { return "move from \(bad) out of range" }
    if let bad = result.inserts.first(where: { $0 >= newCount }) { return "insert \(bad) out of range" }
    if let bad = moveTo.first(where: { $0 < 0 || $0 >= newCount }) { return "move to \(bad) out of range" }
    if moveFrom.contains(where: result.deletes.contains) { return "an index is deleted and moved" }
    if result.updates.contains(where: result.deletes.contains) { return "an index is deleted and updated" }
    if moveTo.contains(where: result.inserts.contains) { return "an index is inserted and moved to" }
    if oldCount - result.deletes.count + result.inserts.count != newCount { return "counts do not add up" }
    return nil
}

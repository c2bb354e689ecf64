@testable import ListDiffKit

/// IGListKit's diff written out rule by rule (one table entry per identifier with counters, a
/// stack of old indexes and a shared `updated` flag), slow and plain, to check the fast one against.
struct ReferenceHeckel {
    var inserts: [Int] = []
    var deletes: [Int] = []
    var updates: [Int] = []
    var moves: [ListMoveIndex] = []

    private final class Entry {
        var oldCounter = 0
        var newCounter = 0
        var oldIndexes: [Int?] = []
        var updated = false
    }

    init<T: ListDiffable>(old: [T], new: [T]) {
        var table: [T.DiffIdentifier: Entry] = [:]
        func entry(_ id: T.DiffIdentifier) -> Entry {
            if let existing = table[id] { return existing }
            let created = Entry()
            table[id] = created
            return created
        }
        // Pass 1: new array ascending; a nil sentinel per new occurrence.
        var newEntries: [Entry] = []
        for element in new {
            let e = entry(element.diffIdentifier)
            e.newCounter += 1
            e.oldIndexes.append(nil)
            newEntries.append(e)
        }
        // Pass 2: old array descending; the top of the stack is the smallest unmatched old index.
        var oldEntries = [Entry?](repeating: nil, count: old.count)
        for j in old.indices.reversed() {
            let e = entry(old[j].diffIdentifier)
            e.oldCounter += 1
            e.oldIndexes.append(j)
            oldEntries[j] = e
        }
        // Pass 3: pair.
        var newToOld = [Int?](repeating: nil, count: new.count)
        var oldToNew = [Int?](repeating: nil, count: old.count)
        for i in new.indices {
            let e = newEntries[i]
            guard let top = e.oldIndexes.popLast(), let original = top else { continue }
            if !new[i].isEqual(toDiffableObject: old[original]) { e.updated = true }
            if e.newCounter > 0 && e.oldCounter > 0 {
                newToOld[i] = original
                oldToNew[original] = i
            }
        }
        // Pass 4: deletes with running offsets.
        var deleteOffsets = [Int](repeating: 0, count: old.count)
        var running = 0
        for j in old.indices {
            deleteOffsets[j] = running
            if oldToNew[j] == nil {
                deletes.append(j)
                running += 1
            }
        }
        // Pass 5: inserts, updates, moves.
        running = 0
        for i in new.indices {
            let insertOffset = running
            guard let original = newToOld[i] else {
                inserts.append(i)
                running += 1
                continue
            }
            if newEntries[i].updated { updates.append(original) }
            if original - deleteOffsets[original] + insertOffset != i {
                moves.append(ListMoveIndex(from: original, to: i))
            }
        }
    }
}

/// The length of a longest strictly increasing subsequence, by the quadratic textbook method.
func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for k in 0..<i where values[k] < values[i] {
            best[i] = max(best[i], best[k] + 1)
        }
    }
    return best.max() ?? 0
}

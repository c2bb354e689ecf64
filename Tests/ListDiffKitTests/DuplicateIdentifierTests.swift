import Testing
@testable import ListDiffKit

@Suite struct DuplicateIdentifierTests {
    @Test func theKthNewOccurrencePairsWithTheKthOldOccurrence() {
        let old = [Pair(key: 1, payload: 10), Pair(key: 1, payload: 11)]
        let new = [Pair(key: 1, payload: 10), Pair(key: 1, payload: 99)]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        // Each pair is compared on its own: only the second one changed.
        #expect(Array(result.updates) == [1])
        #expect(result.inserts.isEmpty && result.deletes.isEmpty && result.moves.isEmpty)
    }

    @Test func extraNewOccurrencesAreInsertsAndExtraOldOccurrencesAreDeletes() {
        let grown = ListDiff(oldArray: [1, 2], newArray: [1, 2, 1, 1], option: .equality)
        #expect(Array(grown.inserts) == [2, 3])
        #expect(grown.deletes.isEmpty)
        let shrunk = ListDiff(oldArray: [5, 5, 5, 6], newArray: [5, 6], option: .equality)
        #expect(Array(shrunk.deletes) == [1, 2])
        #expect(shrunk.inserts.isEmpty)
    }

    @Test func lookupsReturnTheFirstOccurrence() {
        let result = ListDiff(oldArray: ["a", "b", "a"], newArray: ["b", "a", "a"], option: .equality)
        #expect(result.oldIndexFor(identifier: "a") == 0)
        #expect(result.newIndexFor(identifier: "a") == 1)
    }

    @Test func onlyDuplicatesStillReplayExactly() {
        let old = [3, 3, 3, 1, 3]
        let new = [1, 3, 3]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(replays(result, old: old, new: new))
        #expect(batchRuleViolation(result, oldCount: old.count, newCount: new.count) == nil)
        let batch = result.forBatchUpdates()
        #expect(replays(batch, old: old, new: new))
    }

    @Test func batchCleaningKeepsEveryUpdatedDuplicate() {
        // IGListKit cleans by identifier and so keeps one index per identifier; both updated
        // occurrences must become a delete and an insert here.
        let old = [Pair(key: 1, payload: 0), Pair(key: 1, payload: 0), Pair(key: 2, payload: 0)]
        let new = [Pair(key: 2, payload: 0), Pair(key: 1, payload: 5), Pair(key: 1, payload: 6)]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(Array(result.updates) == [0, 1])
        let batch = result.forBatchUpdates()
        #expect(batch.updates.isEmpty)
        #expect(Array(batch.deletes) == [0, 1])
        #expect(Array(batch.inserts) == [1, 2])
        #expect(replays(batch, old: old, new: new))
    }
}

@Suite struct DuplicateDetectionTests {
    @Test(arguments: [
        ([1, 2, 3], [3, 2, 1], false),
        ([1, 2], [1, 1], true),          // an old identifier repeated
        ([1], [5, 5], true),             // a new-only identifier repeated
        ([1, 1], [1], false),            // repeats in the old array only
        ([], [], false),
    ])
    func theResultTellsWhetherTheNewArrayRepeatsAnIdentifier(old: [Int], new: [Int], repeats: Bool) {
        #expect(ListDiff(oldArray: old, newArray: new, option: .equality).newArrayHasDuplicates == repeats)
    }

    @Test func theResultMapsEveryNewIndexToItsPartner() {
        let result = ListDiff(oldArray: [1, 2, 3, 4], newArray: [4, 9, 2, 1], option: .equality)
        #expect(result.oldIndexForNewIndex == [3, -1, 1, 0])
    }
}

import Foundation
import Testing
@testable import ListDiffKit

@Suite struct BatchUpdateTests {
    @Test func aMovedAndUpdatedElementBecomesADeleteAndAnInsert() {
        let old = [Note(id: 1, text: "a"), Note(id: 2, text: "b"), Note(id: 3, text: "c")]
        let new = [Note(id: 3, text: "C!"), Note(id: 1, text: "a"), Note(id: 2, text: "b")]
        let batch = ListDiff(oldArray: old, newArray: new, option: .equality).forBatchUpdates()
        #expect(batch.updates.isEmpty)
        #expect(batch.moves.isEmpty)
        #expect(Array(batch.deletes) == [2])
        #expect(Array(batch.inserts) == [0])
        #expect(replays(batch, old: old, new: new))
    }

    @Test func anUpdatedElementInPlaceBecomesADeleteAndAnInsertAndOtherMovesStay() {
        let old = [Note(id: 1, text: "a"), Note(id: 2, text: "b"), Note(id: 3, text: "c"), Note(id: 4, text: "d")]
        let new = [Note(id: 4, text: "d"), Note(id: 1, text: "a"), Note(id: 2, text: "B"), Note(id: 3, text: "c")]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.moves == [ListMoveIndex(from: 3, to: 0)])
        #expect(Array(result.updates) == [1])
        let batch = result.forBatchUpdates()
        #expect(batch.moves == [ListMoveIndex(from: 3, to: 0)])
        #expect(Array(batch.deletes) == [1])
        #expect(Array(batch.inserts) == [2])
        #expect(batchRuleViolation(batch, oldCount: old.count, newCount: new.count) == nil)
    }

    @Test func aResultWithoutUpdatesIsAlreadyClean() {
        let result = ListDiff(oldArray: [1, 2, 3], newArray: [3, 1, 4], option: .equality)
        #expect(result.forBatchUpdates() == result)
    }

    @Test func batchResultsKeepTheirIndexLookups() {
        let old = [Note(id: 1, text: "a")]
        let new = [Note(id: 2, text: "b"), Note(id: 1, text: "A")]
        let batch = ListDiff(oldArray: old, newArray: new, option: .equality).forBatchUpdates()
        #expect(batch.oldIndexFor(identifier: 1) == 0)
        #expect(batch.newIndexFor(identifier: 1) == 1)
    }
}

@Suite struct ListDiffPathsTests {
    @Test func pathsUseTheOldSectionForOldIndexesAndTheNewSectionForNewIndexes() {
        let old = [Note(id: 1, text: "a"), Note(id: 2, text: "b"), Note(id: 3, text: "c")]
        let new = [Note(id: 3, text: "c"), Note(id: 1, text: "A"), Note(id: 4, text: "d")]
        let result = ListDiffPaths(fromSection: 2, toSection: 5, oldArray: old, newArray: new, option: .equality)
        #expect(result.deletes == [IndexPath(item: 1, section: 2)])
        #expect(result.inserts == [IndexPath(item: 2, section: 5)])
        #expect(result.updates == [IndexPath(item: 0, section: 2)])
        #expect(result.moves == [ListMoveIndexPath(from: IndexPath(item: 2, section: 2), to: IndexPath(item: 0, section: 5))])
        #expect(result.oldIndexPathFor(identifier: 3) == IndexPath(item: 2, section: 2))
        #expect(result.newIndexPathFor(identifier: 4) == IndexPath(item: 2, section: 5))
        #expect(result.newIndexPathFor(identifier: 2) == nil)
        #expect(result.changeCount == 4)
    }

    @Test func pathBatchCleaningTurnsUpdatesIntoSortedDeletesAndInserts() {
        let old = [Note(id: 1, text: "a"), Note(id: 2, text: "b"), Note(id: 3, text: "c")]
        let new = [Note(id: 3, text: "C"), Note(id: 1, text: "A"), Note(id: 2, text: "b"), Note(id: 9, text: "z")]
        let batch = ListDiffPaths(fromSection: 0, toSection: 1, oldArray: old, newArray: new, option: .equality)
            .forBatchUpdates()
        #expect(batch.updates.isEmpty)
        #expect(batch.moves.isEmpty)
        #expect(batch.deletes == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        #expect(batch.inserts == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1), IndexPath(item: 3, section: 1)])
    }

    @Test func pathResultsMatchIndexSetResults() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...12, using: &rng)).map { _ in Pair(key: Int.random(in: 0..<8, using: &rng), payload: Int.random(in: 0..<2, using: &rng)) }
            let new = (0..<Int.random(in: 0...12, using: &rng)).map { _ in Pair(key: Int.random(in: 0..<8, using: &rng), payload: Int.random(in: 0..<2, using: &rng)) }
            let sets = ListDiff(oldArray: old, newArray: new, option: .equality)
            let paths = ListDiffPaths(fromSection: 0, toSection: 0, oldArray: old, newArray: new, option: .equality)
            #expect(paths.inserts.map(\.item) == Array(sets.inserts))
            #expect(paths.deletes.map(\.item) == Array(sets.deletes))
            #expect(Set(paths.updates.map(\.item)) == Set(sets.updates))
            #expect(paths.moves.map { ListMoveIndex(from: $0.from.item, to: $0.to.item) } == sets.moves)
            let cleanSets = sets.forBatchUpdates()
            let cleanPaths = paths.forBatchUpdates()
            #expect(cleanPaths.inserts.map(\.item) == Array(cleanSets.inserts))
            #expect(cleanPaths.deletes.map(\.item) == Array(cleanSets.deletes))
            #expect(cleanPaths.moves.map { ListMoveIndex(from: $0.from.item, to: $0.to.item) } == cleanSets.moves)
        }
    }

    @Test func indexPathHasItemAndSectionEverywhere() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.section == 1)
        path.item = 4
        path.section = 0
        #expect(path == IndexPath(listItem: 4, section: 0))
        #expect(Array(path) == [0, 4])
    }
}

@Suite struct AnyListDiffableTests {
    struct User: ListDiffable, Equatable {
        let id: Int
        var name: String
        var diffIdentifier: Int { id }
    }

    @Test func elementsOfDifferentTypesWithEqualIdentifiersAreDifferent() {
        let old = [AnyListDiffable(User(id: 1, name: "a")), AnyListDiffable(Note(id: 1, text: "n"))]
        let new = [AnyListDiffable(Note(id: 1, text: "n")), AnyListDiffable(User(id: 1, name: "b"))]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.inserts.isEmpty && result.deletes.isEmpty)
        #expect(Array(result.updates) == [0])
        #expect(result.moves.count == 1)
        #expect(replays(result, old: old, new: new))
        #expect(result.newIndexFor(identifier: AnyDiffIdentifier(User(id: 1, name: "?"))) == 1)
        #expect(result.oldIndexFor(identifier: AnyDiffIdentifier(Note(id: 1, text: "?"))) == 1)
    }

    @Test func wrappingTwiceKeepsOneWrapper() {
        let once = AnyListDiffable(7)
        let twice = AnyListDiffable(once)
        #expect(twice.diffIdentifier == once.diffIdentifier)
        #expect(twice.base is Int)
        #expect(once.diffIdentifier.description == "Int(7)")
    }

    @Test func erasedClassesUsePointerPersonality() {
        let counter = Post.Counter()
        let kept = Post("k", "x", counter: counter)
        let old = [AnyListDiffable(kept), AnyListDiffable(Post("r", "x", counter: counter))]
        let new = [AnyListDiffable(kept), AnyListDiffable(Post("r", "x", counter: counter))]
        #expect(Array(ListDiff(oldArray: old, newArray: new, option: .pointerPersonality).updates) == [1])
        #expect(counter.calls == 0)
        #expect(!ListDiff(oldArray: old, newArray: new, option: .equality).hasChanges)
        #expect(counter.calls == 1, "the same instance is equal without a call")
    }
}

import Foundation
import Testing
@testable import ListDiffKit

@Suite struct ListDiffTests {
    @Test func workedExampleFromTheSeedDeletesTwoAndInsertsFive() {
        // [1,2,3] → [1,3,5]: 2 has no partner (delete at old 1), 5 is new (insert at new 2). 3 moves
        // from old 2 to new 1, but the delete before it explains the shift, so it is no move.
        let result = ListDiff(oldArray: [1, 2, 3], newArray: [1, 3, 5], option: .equality)
        #expect(Array(result.deletes) == [1])
        #expect(Array(result.inserts) == [2])
        #expect(result.updates.isEmpty)
        #expect(result.moves.isEmpty)
        #expect(result.changeCount == 2)
    }

    @Test func identicalArraysHaveNoChanges() {
        let result = ListDiff(oldArray: [1, 2, 3], newArray: [1, 2, 3], option: .equality)
        #expect(!result.hasChanges)
        #expect(result.changeCount == 0)
    }

    @Test func emptyArraysHaveNoChanges() {
        let result = ListDiff(oldArray: [Int](), newArray: [], option: .equality)
        #expect(!result.hasChanges)
    }

    @Test func everythingIsInsertedIntoAnEmptyArray() {
        let result = ListDiff(oldArray: [], newArray: ["a", "b", "c"], option: .equality)
        #expect(Array(result.inserts) == [0, 1, 2])
        #expect(result.deletes.isEmpty && result.updates.isEmpty && result.moves.isEmpty)
    }

    @Test func everythingIsDeletedWhenTheNewArrayIsEmpty() {
        let result = ListDiff(oldArray: ["a", "b", "c"], newArray: [], option: .equality)
        #expect(Array(result.deletes) == [0, 1, 2])
        #expect(result.inserts.isEmpty && result.updates.isEmpty && result.moves.isEmpty)
    }

    @Test func oneElementReplacedByAnotherIsADeleteAndAnInsert() {
        let result = ListDiff(oldArray: [7], newArray: [8], option: .equality)
        #expect(Array(result.deletes) == [0])
        #expect(Array(result.inserts) == [0])
    }

    @Test func disjointArraysDeleteAllAndInsertAll() {
        let result = ListDiff(oldArray: [1, 2, 3], newArray: [4, 5], option: .equality)
        #expect(Array(result.deletes) == [0, 1, 2])
        #expect(Array(result.inserts) == [0, 1])
        #expect(result.moves.isEmpty)
    }

    @Test func oneElementMovedFromTheEndToTheFrontIsOneMove() {
        let old = Array(0..<10)
        let new = [9] + Array(0..<9)
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.moves == [ListMoveIndex(from: 9, to: 0)])
        #expect(result.inserts.isEmpty && result.deletes.isEmpty)
        // IGListKit's rule reports every element as moved here.
        let heckel = ListDiff(oldArray: old, newArray: new, option: .equality, moveStrategy: .heckel)
        #expect(heckel.moves.count == 10)
    }

    @Test func oneElementMovedFromTheFrontToTheEndIsOneMove() {
        let result = ListDiff(oldArray: Array(0..<10), newArray: Array(1..<10) + [0], option: .equality)
        #expect(result.moves == [ListMoveIndex(from: 0, to: 9)])
    }

    @Test func igListKitsFourMoveExampleNeedsTwo() {
        let old = [1, 2, 3, 4, 5, 6, 7]
        let new = [1, 4, 5, 2, 3, 6, 7]
        let heckel = ListDiff(oldArray: old, newArray: new, option: .equality, moveStrategy: .heckel)
        #expect(heckel.moves.count == 4)
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.moves.count == 2)
        #expect(replays(result, old: old, new: new))
    }

    @Test func reversedArrayMovesAllButOne() {
        let old = Array(0..<6)
        let result = ListDiff(oldArray: old, newArray: old.reversed(), option: .equality)
        #expect(result.moves.count == 5)
        #expect(replays(result, old: old, new: Array(old.reversed())))
    }

    @Test func aChangedElementIsAnUpdateAtItsOldIndex() {
        let old = [Note(id: 1, text: "a"), Note(id: 2, text: "b"), Note(id: 3, text: "c")]
        let new = [Note(id: 0, text: "new"), Note(id: 1, text: "a"), Note(id: 2, text: "B!"), Note(id: 3, text: "c")]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(Array(result.updates) == [1])
        #expect(Array(result.inserts) == [0])
        #expect(result.moves.isEmpty)
    }

    @Test func anElementCanBeBothUpdatedAndMoved() {
        let old = [Note(id: 1, text: "a"), Note(id: 2, text: "b"), Note(id: 3, text: "c")]
        let new = [Note(id: 3, text: "C!"), Note(id: 1, text: "a"), Note(id: 2, text: "b")]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(Array(result.updates) == [2])
        #expect(result.moves == [ListMoveIndex(from: 2, to: 0)])
    }

    @Test func pointerPersonalityReportsANewInstanceAsAnUpdateWithoutAskingForEquality() {
        let counter = Post.Counter()
        let kept = Post("a", "same", counter: counter)
        let old = [kept, Post("b", "same", counter: counter)]
        let new = [kept, Post("b", "same", counter: counter)]
        let result = ListDiff(oldArray: old, newArray: new, option: .pointerPersonality)
        #expect(Array(result.updates) == [1])
        #expect(counter.calls == 0)
    }

    @Test func equalitySkipsTheComparisonForTheSameInstance() {
        let counter = Post.Counter()
        let kept = Post("a", "x", counter: counter)
        let old = [kept, Post("b", "y", counter: counter), Post("c", "z", counter: counter)]
        let new = [kept, Post("b", "y", counter: counter), Post("c", "changed", counter: counter)]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(Array(result.updates) == [2])
        #expect(counter.calls == 2)
    }

    @Test func pointerPersonalityCompareValuesByContent() {
        let old = [Note(id: 1, text: "a"), Note(id: 2, text: "b")]
        let new = [Note(id: 1, text: "a"), Note(id: 2, text: "B")]
        #expect(Array(ListDiff(oldArray: old, newArray: new, option: .pointerPersonality).updates) == [1])
    }

    /// Wrapped, a class instance is still compared by identity (a new instance is an update, its
    /// equality never asked) and a value by content.
    @Test func pointerPersonalityComparesWrappedInstancesByIdentity() {
        let counter = Post.Counter()
        let kept = Post("a", "same", counter: counter)
        let old = [AnyListDiffable(kept), AnyListDiffable(Post("b", "same", counter: counter)),
                   AnyListDiffable(Note(id: 1, text: "x")), AnyListDiffable(Note(id: 2, text: "y"))]
        let new = [AnyListDiffable(kept), AnyListDiffable(Post("b", "same", counter: counter)),
                   AnyListDiffable(Note(id: 1, text: "x")), AnyListDiffable(Note(id: 2, text: "Y"))]
        #expect(Array(ListDiff(oldArray: old, newArray: new, option: .pointerPersonality).updates) == [1, 3])
        #expect(counter.calls == 0)
    }

    @Test func indexLookupsFindOldAndNewPositions() {
        let result = ListDiff(oldArray: ["a", "b", "c"], newArray: ["c", "d", "a"], option: .equality)
        #expect(result.oldIndexFor(identifier: "c") == 2)
        #expect(result.newIndexFor(identifier: "c") == 0)
        #expect(result.oldIndexFor(identifier: "d") == nil)
        #expect(result.newIndexFor(identifier: "d") == 1)
        #expect(result.newIndexFor(identifier: "b") == nil)
        #expect(result.oldIndexFor(identifier: "zzz") == nil)
        #expect(result.oldIndexFor(identifier: 42) == nil, "an identifier of another type is absent")
    }

    @Test func defaultConformancesUseIdentifiableAndEquatable() {
        let note = Note(id: 5, text: "x")
        #expect(note.diffIdentifier == 5)
        #expect(note.isEqual(toDiffableObject: Note(id: 5, text: "x")))
        #expect(!note.isEqual(toDiffableObject: Note(id: 5, text: "y")))
        let uuid = UUID()
        #expect(uuid.diffIdentifier == uuid)
        #expect("s".diffIdentifier == "s")
        #expect(UInt8(3).diffIdentifier == 3)
    }

    @Test func resultsCompareByTheirChanges() {
        let a = ListDiff(oldArray: [1, 2], newArray: [2, 1], option: .equality)
        let b = ListDiff(oldArray: ["x", "y"], newArray: ["y", "x"], option: .equality)
        #expect(a == b)
        #expect(a.description.contains("moves"))
    }
}

import Testing
@testable import ListDiffKit

/// An identifier whose hash is the same for every value, so every look-up collides.
struct CollidingKey: Hashable, Sendable {
    let value: Int

    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

struct Colliding: ListDiffable, Equatable {
    let key: CollidingKey
    var payload = 0

    var diffIdentifier: CollidingKey { key }
}

@Suite struct IdentifierTableTests {
    @Test func everyIdentifierCollidingStillDiffsCorrectly() {
        var rng = SplitMix64(seed: 7)
        let old = (0..<300).map { Colliding(key: CollidingKey(value: $0 % 250)) }
        var new = old.shuffled(using: &rng).dropLast(40).map { $0 }
        new += (0..<30).map { Colliding(key: CollidingKey(value: 1000 + $0)) }
        new[3].payload = 1
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(replays(result, old: old, new: new))
        #expect(replays(result.forBatchUpdates(), old: old, new: new))
        let reference = ReferenceHeckel(old: old, new: new)
        #expect(Array(result.inserts) == reference.inserts)
        #expect(Array(result.deletes) == reference.deletes)
        #expect(result.newIndexFor(identifier: CollidingKey(value: 1010)) == new.firstIndex { $0.key.value == 1010 })
        #expect(result.oldIndexFor(identifier: CollidingKey(value: 7)) == 7)
    }

    @Test func theTableGrowsForManyNewOnlyIdentifiers() {
        let old = Array(0..<10)
        let new = Array((0..<5000).reversed())
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.inserts.count == 4990)
        #expect(replays(result, old: old, new: new))
        for identifier in stride(from: 0, to: 5000, by: 97) {
            #expect(result.newIndexFor(identifier: identifier) == 4999 - identifier)
        }
        #expect(result.oldIndexFor(identifier: 4000) == nil)
        #expect(result.newIndexFor(identifier: 5000) == nil)
    }

    @Test func longestIncreasingRunMarksALongestRun() {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<500 {
            let count = Int.random(in: 0...30, using: &rng)
            var values = (0..<count).map { Int32($0) }.shuffled(using: &rng)
            // Skipped positions (inserts) are negative.
            for k in values.indices where Int.random(in: 0..<5, using: &rng) == 0 { values[k] = -1 }
            let marks = longestIncreasingRun(values)
            let kept = values.indices.filter { marks[$0] }.map { Int(values[$0]) }
            #expect(kept.allSatisfy { $0 >= 0 })
            #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
            #expect(kept.count == longestIncreasingSubsequenceLength(values.filter { $0 >= 0 }.map(Int.init)), "\(values)")
        }
    }
}

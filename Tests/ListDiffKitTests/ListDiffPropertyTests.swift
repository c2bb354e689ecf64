import Testing
@testable import ListDiffKit

/// Invariants checked on thousands of random old/new pairs from fixed seeds.
@Suite struct ListDiffPropertyTests {
    /// Random arrays drawn from a small key space, so that duplicates, moves, inserts, deletes and
    /// content changes all happen often.
    static func randomArrays(seed: UInt64, maxCount: Int, keySpace: Int, unique: Bool) -> ([Pair], [Pair]) {
        var rng = SplitMix64(seed: seed)
        func array() -> [Pair] {
            let count = Int.random(in: 0...maxCount, using: &rng)
            if unique {
                return Array((0..<keySpace).shuffled(using: &rng).prefix(count))
                    .map { Pair(key: $0, payload: Int.random(in: 0..<3, using: &rng)) }
            }
            return (0..<count).map { _ in
                Pair(key: Int.random(in: 0..<keySpace, using: &rng), payload: Int.random(in: 0..<3, using: &rng))
            }
        }
        let old = array()
        var new = array()
        // Half of the time derive the new array from the old one, as real edits do.
        if Bool.random(using: &rng) {
            new = old
            for _ in 0..<Int.random(in: 0...4, using: &rng) where !new.isEmpty {
                let from = Int.random(in: 0..<new.count, using: &rng)
                let element = new.remove(at: from)
                new.insert(Pair(key: element.key, payload: element.payload + Int.random(in: 0...1, using: &rng)),
                           at: Int.random(in: 0...new.count, using: &rng))
            }
            if !unique, Bool.random(using: &rng) { new.append(Pair(key: Int.random(in: 0..<keySpace, using: &rng), payload: 0)) }
        }
        return (old, new)
    }

    static let seeds: [UInt64] = Array(1...4000)

    @Test(arguments: [false, true])
    func replayingTheResultAndItsBatchFormGivesTheNewArray(unique: Bool) {
        for seed in Self.seeds {
            let (old, new) = Self.randomArrays(seed: seed, maxCount: 14, keySpace: unique ? 20 : 6, unique: unique)
            for strategy in [MoveStrategy.minimal, .heckel] {
                let result = ListDiff(oldArray: old, newArray: new, option: .equality, moveStrategy: strategy)
                #expect(replays(result, old: old, new: new), "seed \(seed) \(strategy): \(old) → \(new): \(result)")
                #expect(batchRuleViolation(result, oldCount: old.count, newCount: new.count) == nil, "seed \(seed)")
                let batch = result.forBatchUpdates()
                #expect(batch.updates.isEmpty, "seed \(seed)")
                #expect(replays(batch, old: old, new: new), "seed \(seed) batch: \(batch)")
                #expect(batchRuleViolation(batch, oldCount: old.count, newCount: new.count) == nil, "seed \(seed)")
                // Every updated pair is gone from the moves and present as delete + insert.
                #expect(batch.deletes.count == result.deletes.count + result.updates.count, "seed \(seed)")
                #expect(batch.inserts.count == result.inserts.count + result.updates.count, "seed \(seed)")
            }
        }
    }

    @Test(arguments: [false, true])
    func thePairingIsTheDiffWithoutItsMoves(unique: Bool) {
        for seed in Self.seeds {
            let (old, new) = Self.randomArrays(seed: seed, maxCount: 14, keySpace: unique ? 20 : 6, unique: unique)
            let diff = ListDiff(oldArray: old, newArray: new, option: .equality)
            for pairing in [ListDiff(oldArray: old, newArray: new, option: .equality, moveStrategy: .none),
                            Pair._specializedListDiff(from: old, to: new, findsMoves: false, oldRepeatsNoIdentifier: false)] {
                #expect(pairing.moves.isEmpty, "seed \(seed)")
                #expect(pairing.insertIndexes == diff.insertIndexes && pairing.deleteIndexes == diff.deleteIndexes, "seed \(seed)")
                #expect(pairing.updateMoves == diff.updateMoves, "seed \(seed)")
                #expect(pairing.oldIndexForNewIndex == diff.oldIndexForNewIndex, "seed \(seed)")
                #expect(pairing.newArrayHasDuplicates == diff.newArrayHasDuplicates, "seed \(seed)")
            }
        }
    }

    @Test func insertsDeletesAndUpdatesAreExactlyIGListKitsWithoutDuplicates() {
        for seed in Self.seeds {
            let (old, new) = Self.randomArrays(seed: seed, maxCount: 14, keySpace: 20, unique: true)
            let reference = ReferenceHeckel(old: old, new: new)
            let result = ListDiff(oldArray: old, newArray: new, option: .equality)
            #expect(Array(result.inserts) == reference.inserts, "seed \(seed)")
            #expect(Array(result.deletes) == reference.deletes, "seed \(seed)")
            #expect(Array(result.updates) == reference.updates.sorted(), "seed \(seed)")
            let heckel = ListDiff(oldArray: old, newArray: new, option: .equality, moveStrategy: .heckel)
            #expect(heckel.moves == reference.moves, "seed \(seed)")
        }
    }

    @Test func insertsAndDeletesAreExactlyIGListKitsWithDuplicates() {
        for seed in Self.seeds {
            let (old, new) = Self.randomArrays(seed: seed, maxCount: 14, keySpace: 5, unique: false)
            let reference = ReferenceHeckel(old: old, new: new)
            let result = ListDiff(oldArray: old, newArray: new, option: .equality)
            #expect(Array(result.inserts) == reference.inserts, "seed \(seed)")
            #expect(Array(result.deletes) == reference.deletes, "seed \(seed)")
            // IGListKit flags all occurrences of an identifier when one pair differs; ours flags
            // only the pairs that differ, so ours is a subset.
            #expect(Set(result.updates).isSubset(of: Set(reference.updates)), "seed \(seed)")
            let heckel = ListDiff(oldArray: old, newArray: new, option: .equality, moveStrategy: .heckel)
            #expect(heckel.moves == reference.moves, "seed \(seed)")
        }
    }

    @Test(arguments: [false, true])
    func movesAreTheFewestPossibleAndNeverMoreThanIGListKits(unique: Bool) {
        for seed in Self.seeds {
            let (old, new) = Self.randomArrays(seed: seed, maxCount: 14, keySpace: unique ? 20 : 6, unique: unique)
            let result = ListDiff(oldArray: old, newArray: new, option: .equality)
            let heckel = ListDiff(oldArray: old, newArray: new, option: .equality, moveStrategy: .heckel)
            #expect(result.moves.count <= heckel.moves.count, "seed \(seed)")
            // The matched old indexes in new order; the pairs that need not move form a longest
            // increasing subsequence of them.
            let removed = Set(result.deletes)
            let matchedCount = old.count - removed.count
            let survivorsInNewOrder = pairsInNewOrder(result, oldCount: old.count, newCount: new.count)
            #expect(survivorsInNewOrder.count == matchedCount, "seed \(seed)")
            #expect(result.moves.count == matchedCount - longestIncreasingSubsequenceLength(survivorsInNewOrder),
                    "seed \(seed)")
        }
    }

    /// Rebuilds, from a result, the old index shown at each non-inserted new index.
    func pairsInNewOrder(_ result: ListIndexSetResult, oldCount: Int, newCount: Int) -> [Int] {
        let moved = Dictionary(uniqueKeysWithValues: result.moves.map { ($0.to, $0.from) })
        let removed = Set(result.deletes).union(result.moves.map(\.from))
        var survivors = (0..<oldCount).filter { !removed.contains($0) }.makeIterator()
        var order: [Int] = []
        for index in 0..<newCount where !result.inserts.contains(index) {
            if let from = moved[index] { order.append(from) } else if let next = survivors.next() { order.append(next) }
        }
        return order
    }

    @Test func largeRandomEditsReplayExactly() {
        var rng = SplitMix64(seed: 2026)
        for round in 0..<20 {
            let old = (0..<2000).map { Pair(key: $0, payload: 0) }
            var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
            for _ in 0..<50 {
                let element = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
                new.insert(element, at: Int.random(in: 0...new.count, using: &rng))
            }
            for k in 0..<200 { new.insert(Pair(key: 10_000 + k, payload: 0), at: Int.random(in: 0...new.count, using: &rng)) }
            for _ in 0..<100 {
                let index = Int.random(in: 0..<new.count, using: &rng)
                new[index] = Pair(key: new[index].key, payload: 1)
            }
            let result = ListDiff(oldArray: old, newArray: new, option: .equality)
            #expect(replays(result, old: old, new: new), "round \(round)")
            #expect(replays(result.forBatchUpdates(), old: old, new: new), "round \(round)")
            #expect(result.moves.count <= 50, "round \(round): \(result.moves.count) moves for 50 moved elements")
        }
    }
}

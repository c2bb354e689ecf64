import Testing
@testable import ListDiffKit

/// The diff's shortcuts (contents that are identifiers, trimming without copies, the duplicate
/// flag) give what the plain computation gives.
@Suite struct DiffShortcutTests {
    /// Random arrays of small keys (so identifiers repeat), the new one edited from the old one in
    /// a window or anywhere.
    static func editedKeys(seed: UInt64) -> ([Int], [Int]) {
        var rng = SplitMix64(seed: seed)
        let keySpace = Int.random(in: 1...40, using: &rng)
        let count = Int.random(in: 0...50, using: &rng)
        let old = (0..<count).map { _ in Int.random(in: 0..<keySpace, using: &rng) }
        var new = old
        let windowStart = Int.random(in: 0...new.count, using: &rng)
        let window = Int.random(in: 0...8, using: &rng)
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            let end = min(new.count, windowStart + window)
            let low = min(windowStart, new.count)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where low < end:
                new.remove(at: Int.random(in: low..<end, using: &rng))
            case 1:
                new.insert(Int.random(in: 0...keySpace + 3, using: &rng), at: Int.random(in: low...end, using: &rng))
            default:
                if !new.isEmpty {
                    let element = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
                    new.insert(element, at: Int.random(in: min(low, new.count)...min(end, new.count), using: &rng))
                }
            }
        }
        return (old, new)
    }

    @Test func elementsThatAreTheirOwnIdentityDiffAsAModelWithEqualContents() {
        for seed in UInt64(1)...1500 {
            let (old, new) = Self.editedKeys(seed: seed)
            let strings = ListDiff(oldArray: old.map(String.init), newArray: new.map(String.init), option: .equality)
            let models = ListDiff(oldArray: old.map { Pair(key: $0, payload: 0) },
                                  newArray: new.map { Pair(key: $0, payload: 0) }, option: .equality)
            #expect(strings == models, "seed \(seed): \(old) → \(new)")
            #expect(strings.oldIndexForNewIndex == models.oldIndexForNewIndex, "seed \(seed)")
            #expect(strings.newArrayHasDuplicates == models.newArrayHasDuplicates, "seed \(seed)")
            let integers = ListDiff(oldArray: old, newArray: new, option: .equality)
            #expect(integers == models, "seed \(seed): \(old) → \(new)")
        }
    }

    @Test func theDuplicateFlagMatchesABruteForceCount() {
        for seed in UInt64(1)...3000 {
            let (old, new) = Self.editedKeys(seed: seed)
            let expected = Set(new).count != new.count
            let result = ListDiff(oldArray: old, newArray: new, option: .equality)
            #expect(result.newArrayHasDuplicates == expected, "seed \(seed): \(old) → \(new)")
            let models = ListDiff(oldArray: old.map { Pair(key: $0, payload: 0) },
                                  newArray: new.map { Pair(key: $0, payload: 0) }, option: .equality)
            #expect(models.newArrayHasDuplicates == expected, "seed \(seed): \(old) → \(new)")
        }
    }

    @Test func lookUpsOfALongTrimmedDiffFindEveryIdentifier() {
        // Long enough that the table's tag has fewer bits than the hash, with one edit inside.
        let old = (0..<5000).map { "item \($0)" }
        var new = old
        new.remove(at: 1200)
        new.insert("fresh", at: 3100)
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(Array(result.deletes) == [1200])
        #expect(Array(result.inserts) == [3100])
        #expect(result.moves.isEmpty && result.updates.isEmpty)
        #expect(!result.newArrayHasDuplicates)
        for index in stride(from: 0, to: 5000, by: 37) {
            #expect(result.oldIndexFor(identifier: "item \(index)") == index)
            #expect(result.newIndexFor(identifier: "item \(index)") == new.firstIndex(of: "item \(index)"))
        }
        #expect(result.newIndexFor(identifier: "fresh") == 3100)
        #expect(result.oldIndexFor(identifier: "fresh") == nil)
    }

    @Test(arguments: [MoveStrategy.minimal, .heckel])
    func oneRemovalAndOneInsertionApartDiffAsTheFullDiff(strategy: MoveStrategy) {
        var shifted = 0
        for seed in UInt64(1)...3000 {
            var rng = SplitMix64(seed: seed)
            // Few keys, so that the removed and the inserted identifiers often repeat elsewhere.
            let keySpace = Int.random(in: 2...30, using: &rng)
            let count = Int.random(in: 2...40, using: &rng)
            let old = (0..<count).map { _ in
                Pair(key: Int.random(in: 0..<keySpace, using: &rng), payload: Int.random(in: 0..<2, using: &rng))
            }
            var new = old
            new.remove(at: Int.random(in: 0..<new.count, using: &rng))
            new.insert(Pair(key: Int.random(in: 0...keySpace, using: &rng), payload: 0),
                       at: Int.random(in: 0...new.count, using: &rng))
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let index = Int.random(in: 0..<new.count, using: &rng)
                new[index] = Pair(key: new[index].key, payload: new[index].payload + 1)
            }
            let full = computeUntrimmedDiff(old: old, new: new, option: .equality, moveStrategy: strategy)
            let (prefix, suffix) = TrimmedDiffTests.commonEnds(old, new)
            if shiftedMiddleDiff(old: old, new: new, prefix: prefix, suffix: suffix, option: .equality) != nil {
                shifted += 1
            }
            let trimmed = computeTrimmedDiff(old: old, new: new, prefix: prefix, suffix: suffix,
                                             option: .equality, moveStrategy: strategy)
            let difference = TrimmedDiffTests.difference(trimmed, full, maxKey: keySpace + 1)
            #expect(difference == nil, "seed \(seed): \(old) → \(new): \(difference ?? "")")
        }
        #expect(shifted > 500, "the shifted-middle path ran \(shifted) times")
    }

    @Test func theDuplicateFlagFromTheInsertedIdentifiersMatchesABruteForceCount() {
        // Old arrays without repeats (the caller's promise), new ones edited in a window, often
        // inserting an identifier that is already there.
        var checked = 0
        for seed in UInt64(1)...4000 {
            var rng = SplitMix64(seed: seed)
            let count = Int.random(in: 0...40, using: &rng)
            let old = Array(Array(0..<(count + 10)).shuffled(using: &rng).prefix(count))
            var new = old
            let start = Int.random(in: 0...new.count, using: &rng)
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                let low = min(start, new.count)
                let high = min(new.count, start + 5)
                if Int.random(in: 0..<2, using: &rng) == 0 && low < high {
                    new.remove(at: Int.random(in: low..<high, using: &rng))
                } else {
                    new.insert(Int.random(in: 0..<(count + 12), using: &rng), at: Int.random(in: low...high, using: &rng))
                }
            }
            let expected = Set(new).count != new.count
            for elements in [old.map { Pair(key: $0, payload: 0) }] {
                let edited = new.map { Pair(key: $0, payload: 0) }
                let result = ListDiff(oldArray: elements, newArray: edited, option: .equality, moveStrategy: .minimal,
                                      oldArrayHasNoDuplicates: true)
                #expect(result.newArrayHasDuplicates == expected, "seed \(seed): \(old) → \(new)")
                let plain = ListDiff(oldArray: elements, newArray: edited, option: .equality)
                #expect(result == plain && result.oldIndexForNewIndex == plain.oldIndexForNewIndex, "seed \(seed)")
            }
            let strings = ListDiff(oldArray: old.map(String.init), newArray: new.map(String.init), option: .equality,
                                   moveStrategy: .minimal, oldArrayHasNoDuplicates: true)
            #expect(strings.newArrayHasDuplicates == expected, "seed \(seed): \(old) → \(new)")
            if expected { checked += 1 }
        }
        #expect(checked > 500, "\(checked) new arrays with repeats")
    }
}

import Testing
@testable import ListDiffKit

/// Setting the common prefix and suffix aside never changes a diff.
@Suite struct TrimmedDiffTests {
    /// An old array with duplicated identifiers, and a new one edited in a window somewhere in it,
    /// with elements moved between the window and the rest, and contents changed anywhere.
    static func editedInAWindow(seed: UInt64) -> ([Pair], [Pair]) {
        var rng = SplitMix64(seed: seed)
        let keySpace = Int.random(in: 2...12, using: &rng)
        let count = Int.random(in: 0...60, using: &rng)
        let old = (0..<count).map { _ in
            Pair(key: Int.random(in: 0..<keySpace, using: &rng), payload: Int.random(in: 0..<2, using: &rng))
        }
        var new = old
        let windowStart = Int.random(in: 0...new.count, using: &rng)
        let windowEnd = min(new.count, windowStart + Int.random(in: 0...6, using: &rng))
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where windowStart < min(windowEnd, new.count):
                new.remove(at: Int.random(in: windowStart..<min(windowEnd, new.count), using: &rng))
            case 1:
                new.insert(Pair(key: Int.random(in: 0...keySpace, using: &rng), payload: 0),
                           at: Int.random(in: windowStart...min(windowEnd, new.count), using: &rng))
            case 2 where !new.isEmpty:
                // A move across the window's edge: from anywhere into the window.
                let element = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
                new.insert(element, at: Int.random(in: min(windowStart, new.count)...min(windowEnd, new.count), using: &rng))
            default:
                if !new.isEmpty {
                    let index = Int.random(in: 0..<new.count, using: &rng)
                    new[index] = Pair(key: new[index].key, payload: new[index].payload + 1)
                }
            }
        }
        return (old, new)
    }

    /// The longest common prefix and (not overlapping it) suffix of identifiers.
    static func commonEnds(_ old: [Pair], _ new: [Pair]) -> (prefix: Int, suffix: Int) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter && old[prefix].key == new[prefix].key { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && old[old.count - 1 - suffix].key == new[new.count - 1 - suffix].key {
            suffix += 1
        }
        return (prefix, suffix)
    }

    /// Every field of two diffs, and every look-up, for identifiers `0...maxKey`.
    static func difference(_ trimmed: DiffCore, _ full: DiffCore, maxKey: Int) -> String? {
        if trimmed.deletes != full.deletes { return "deletes \(trimmed.deletes) ≠ \(full.deletes)" }
        if trimmed.inserts != full.inserts { return "inserts \(trimmed.inserts) ≠ \(full.inserts)" }
        if trimmed.updates != full.updates { return "updates \(trimmed.updates) ≠ \(full.updates)" }
        if trimmed.updateTargets != full.updateTargets { return "update targets differ" }
        if trimmed.moves != full.moves { return "moves \(trimmed.moves) ≠ \(full.moves)" }
        if trimmed.newToOld != full.newToOld { return "pairs \(trimmed.newToOld) ≠ \(full.newToOld)" }
        if trimmed.lookup.newArrayHasDuplicates != full.lookup.newArrayHasDuplicates { return "duplicate flag differs" }
        for key in 0...maxKey {
            if trimmed.lookup.oldIndex(for: key) != full.lookup.oldIndex(for: key) { return "old index of \(key)" }
            if trimmed.lookup.newIndex(for: key) != full.lookup.newIndex(for: key) { return "new index of \(key)" }
        }
        return nil
    }

    @Test(arguments: [MoveStrategy.minimal, .heckel])
    func trimmingTheCommonEndsGivesTheSameDiff(strategy: MoveStrategy) {
        var trimmedRuns = 0
        for seed in UInt64(1)...3000 {
            let (old, new) = Self.editedInAWindow(seed: seed)
            let full = computeUntrimmedDiff(old: old, new: new, option: .equality, moveStrategy: strategy)
            let (prefix, suffix) = Self.commonEnds(old, new)
            if prefix + suffix > 0 {
                trimmedRuns += 1
                let trimmed = computeTrimmedDiff(old: old, new: new, prefix: prefix, suffix: suffix,
                                                 option: .equality, moveStrategy: strategy)
                let difference = Self.difference(trimmed, full, maxKey: 13)
                #expect(difference == nil, "seed \(seed): \(old) → \(new): \(difference ?? "")")
            }
            let chosen = computeDiff(old: old, new: new, option: .equality, moveStrategy: strategy)
            let difference = Self.difference(chosen, full, maxKey: 13)
            #expect(difference == nil, "seed \(seed): \(old) → \(new): \(difference ?? "")")
        }
        #expect(trimmedRuns > 2000, "most inputs share a prefix or a suffix")
    }

    @Test func aRepeatedIdentifierAcrossTheSuffixPairsAsTheFullDiffDoes() {
        // The suffix's "a" is the second old "a" but the first new one: it must not pair in place.
        let old = [Pair(key: 1, payload: 0), Pair(key: 2, payload: 0), Pair(key: 1, payload: 0)]
        let new = [Pair(key: 3, payload: 0), Pair(key: 1, payload: 0)]
        let trimmed = computeTrimmedDiff(old: old, new: new, prefix: 0, suffix: 1, option: .equality, moveStrategy: .minimal)
        let full = computeUntrimmedDiff(old: old, new: new, option: .equality, moveStrategy: .minimal)
        #expect(Self.difference(trimmed, full, maxKey: 3) == nil)
        #expect(full.newToOld == [-1, 0])
    }

    @Test func anUnchangedArrayWithDuplicatesReportsThem() {
        let array = [Pair(key: 1, payload: 0), Pair(key: 2, payload: 0), Pair(key: 1, payload: 0)]
        let result = ListDiff(oldArray: array, newArray: array, option: .equality)
        #expect(!result.hasChanges)
        #expect(result.newArrayHasDuplicates)
        #expect(result.oldIndexForNewIndex == [0, 1, 2])
        #expect(result.newIndexFor(identifier: 1) == 0)
        #expect(result.oldIndexFor(identifier: 2) == 1)
    }
}

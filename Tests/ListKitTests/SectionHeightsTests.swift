import ListDiffKit
import Testing
@testable import ListKit

@Suite struct SectionHeightsTests {
    /// Random batches (sections out and in at once) and single height changes, checked after every
    /// step against a plain array: sums before each section, the section holding each line, total.
    @Test(arguments: [0, 1, 7, 300])
    func matchesAPlainArrayUnderRandomBatches(initialCount: Int) {
        var rng = SplitMix64(seed: UInt64(initialCount) + 11)
        var model = (0..<initialCount).map { _ in Int.random(in: 0...3, using: &rng) }
        var heights = SectionHeights(model)
        for step in 0..<200 {
            if Bool.random(using: &rng), !model.isEmpty {
                let section = Int.random(in: 0..<model.count, using: &rng)
                let height = Int.random(in: 0...3, using: &rng)
                model[section] = height
                heights[section] = height
            } else {
                let removed = model.indices.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 }
                var kept = model.indices.filter { !removed.contains($0) }.map { model[$0] }
                var inserted: [(section: Int, height: Int)] = []
                for _ in 0..<Int.random(in: 0...4, using: &rng) {
                    let section = Int.random(in: 0...kept.count, using: &rng)
                    kept.insert(-1, at: section)
                }
                for section in kept.indices where kept[section] == -1 {
                    kept[section] = Int.random(in: 0...3, using: &rng)
                    inserted.append((section, kept[section]))
                }
                model = kept
                heights.replace(removing: removed, inserting: inserted)
            }
            #expect(heights._checkInvariants() == [], "step \(step)")
            #expect(heights.count == model.count, "step \(step)")
            #expect(heights.total == model.reduce(0, +), "step \(step)")
            var sum = 0
            for section in 0...model.count {
                #expect(heights.prefixSum(section) == sum, "step \(step) section \(section)")
                if section < model.count {
                    #expect(heights[section] == model[section])
                    sum += model[section]
                }
            }
            for line in -1...(sum + 1) {
                let expected = line < 0 ? 0 : line >= sum ? model.count
                    : model.indices.first { model[..<$0].reduce(0, +) + model[$0] > line }!
                #expect(heights.index(containing: line) == expected, "step \(step) line \(line)")
            }
        }
    }

    /// Batches that keep the number of sections and change a few near each other (a section moved
    /// by a few places, one deleted and one inserted next to it) rewrite only those sections'
    /// heights: the same sums as a plain array.
    @Test func fewChangesThatKeepTheCountMatchAPlainArray() {
        var rng = SplitMix64(seed: 5)
        var model = (0..<1_000).map { _ in Int.random(in: 0...3, using: &rng) }
        var heights = SectionHeights(model)
        for step in 0..<300 {
            let count = Int.random(in: 1...2, using: &rng)
            let from = Int.random(in: 0...(model.count - count), using: &rng)
            let to = max(0, min(model.count - count, from + Int.random(in: -3...3, using: &rng)))
            let run = Array(model[from..<from + count])
            let replaced = Bool.random(using: &rng)
            let arriving = replaced ? run.map { _ in Int.random(in: 0...3, using: &rng) } : run
            model.removeSubrange(from..<from + count)
            model.insert(contentsOf: arriving, at: to)
            heights.replace(removing: Array(from..<from + count),
                            inserting: arriving.enumerated().map { (to + $0.offset, $0.element) })
            #expect(heights._checkInvariants() == [], "step \(step)")
            #expect(heights.elements == model, "step \(step)")
            #expect(heights.total == model.reduce(0, +), "step \(step)")
        }
    }

    /// Batches that insert or delete among the last few sections (a row added before an Add
    /// button) rewrite only those: the same sums as a plain array.
    @Test func changesAmongTheLastSectionsMatchAPlainArray() {
        var rng = SplitMix64(seed: 6)
        var model = (0..<1_000).map { _ in Int.random(in: 0...3, using: &rng) }
        var heights = SectionHeights(model)
        for step in 0..<300 {
            let from = model.count - Int.random(in: 1...min(model.count, 4), using: &rng)
            var removed: [Int] = []
            var inserted: [(section: Int, height: Int)] = []
            if Bool.random(using: &rng) || model.count < 900 {
                let height = Int.random(in: 0...3, using: &rng)
                model.insert(height, at: from)
                inserted.append((from, height))
            } else {
                model.remove(at: from)
                removed.append(from)
            }
            heights.replace(removing: removed, inserting: inserted)
            #expect(heights._checkInvariants() == [], "step \(step)")
            #expect(heights.elements == model, "step \(step)")
            #expect(heights.total == model.reduce(0, +), "step \(step)")
        }
    }

    /// A batch reads every section's layout and moves them in bulk: a section layout stays small.
    @Test func aSectionLayoutTakesFortyEightBytes() {
        #expect(MemoryLayout<SectionLayout>.stride <= 48)
    }
}

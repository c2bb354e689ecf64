import ListDiffKit
import Testing
@testable import ListKit

@Suite struct WeightedSequenceTests {
    /// Random inserts, removals and updates, checked after every step against a plain array.
    @Test(arguments: [0, 10, 200, 3000])
    func matchesAPlainArrayUnderRandomEdits(initialCount: Int) {
        var rng = SplitMix64(seed: UInt64(initialCount) + 1)
        var model = (0..<initialCount).map { _ in Int.random(in: 0...4, using: &rng) }
        var sequence = WeightedSequence(model)
        for step in 0..<600 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                let index = Int.random(in: 0...model.count, using: &rng)
                let weight = Int.random(in: 0...4, using: &rng)
                model.insert(weight, at: index)
                sequence.insert(weight, at: index)
            case 1 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng)
                #expect(sequence.remove(at: index) == model.remove(at: index))
            case 2 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng)
                let weight = Int.random(in: 0...4, using: &rng)
                model[index] = weight
                sequence[index] = weight
            default:
                break
            }
            #expect(sequence._checkInvariants() == [], "step \(step)")
            #expect(sequence.count == model.count, "step \(step)")
            #expect(sequence.total == model.reduce(0, +), "step \(step)")
            let probe = Int.random(in: 0...model.count, using: &rng)
            #expect(sequence.prefixSum(probe) == model.prefix(probe).reduce(0, +), "step \(step)")
            if !model.isEmpty {
                let index = Int.random(in: 0..<model.count, using: &rng)
                #expect(sequence[index] == model[index], "step \(step)")
            }
            let offset = Int.random(in: -1...(model.reduce(0, +) + 1), using: &rng)
            #expect(sequence.index(containing: offset) == expectedIndex(containing: offset, in: model), "step \(step) offset \(offset)")
        }
        #expect(sequence.elements == model)
    }

    func expectedIndex(containing offset: Int, in weights: [Int]) -> Int {
        if offset < 0 { return 0 }
        var sum = 0
        for (index, weight) in weights.enumerated() {
            sum += weight
            if offset < sum { return index }
        }
        return weights.count
    }
}

@Suite struct WeightedSequenceCopyTests {
    @Test(arguments: [10, 500])
    func aCopyKeepsItsWeightsWhenTheOriginalChanges(count: Int) {
        var original = WeightedSequence(Array(repeating: 1, count: count))
        let copy = original
        original.insert(5, at: 0)
        original[3] = 9
        original.remove(at: count / 2)
        #expect(copy.elements == Array(repeating: 1, count: count))
        #expect(copy.total == count)
        #expect(original.total == count + 5 + 8 - 1)
    }
}

@Suite struct WeightedSequencePayloadTests {
    /// Each element's payload travels with it through inserts, removals, updates and the switch
    /// from a small array to a treap and back (checked against a plain array of pairs).
    @Test(arguments: [0, 40, 3000])
    func payloadsFollowTheirElements(initialCount: Int) {
        var rng = SplitMix64(seed: UInt64(initialCount) + 77)
        var model = (0..<initialCount).map { (weight: Int.random(in: 0...4, using: &rng), payload: Int32($0)) }
        var sequence = WeightedSequence(model.map(\.weight), payloads: model.map(\.payload))
        for step in 0..<800 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0, 3:
                let index = Int.random(in: 0...model.count, using: &rng)
                let entry = (weight: Int.random(in: 0...4, using: &rng), payload: Int32(1_000 + step))
                model.insert(entry, at: index)
                sequence.insert(entry.weight, payload: entry.payload, at: index)
            case 1 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng)
                let removed = sequence.removeEntry(at: index)
                let expected = model.remove(at: index)
                #expect(removed.weight == expected.weight && removed.payload == expected.payload, "step \(step)")
            case 2 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &rng)
                let entry = (weight: Int.random(in: 0...4, using: &rng), payload: Int32(-step))
                model[index] = entry
                sequence.setEntry(weight: entry.weight, payload: entry.payload, at: index)
            default:
                break
            }
            if !model.isEmpty {
                let index = Int.random(in: 0..<model.count, using: &rng)
                let entry = sequence.entry(at: index)
                #expect(entry.weight == model[index].weight && entry.payload == model[index].payload, "step \(step)")
            }
            #expect(sequence.total == model.reduce(0) { $0 + $1.weight }, "step \(step)")
            #expect(sequence._checkInvariants() == [], "step \(step)")
        }
        #expect(sequence.elements == model.map(\.weight))
        #expect(sequence.payloads == model.map(\.payload))
    }

    @Test func settingAWeightKeepsThePayload() {
        var small = WeightedSequence([1, 2, 3], payloads: [7, 8, 9])
        small[1] = 5
        var large = WeightedSequence(Array(repeating: 1, count: 500), payloads: (0..<500).map(Int32.init))
        large[250] = 4
        #expect(small.entry(at: 1) == (5, 8))
        #expect(large.entry(at: 250) == (4, 250))
        #expect(large.total == 503)
    }
}

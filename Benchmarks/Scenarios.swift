import ListDiffKit

/// A model as an app would diff it: a stable identifier and a version of its content.
struct Model: Hashable {
    let id: Int
    let version: Int
}

/// One benchmark input: an old and a new array built from a fixed seed.
struct Scenario {
    let name: String
    let old: [Model]
    let new: [Model]
    /// Whether the standard library's quadratic-in-edits diff is worth running on it.
    let runsCollectionDifference: Bool

    /// `count` elements; then `deleted` removed, `moved` relocated and `inserted` added at random
    /// positions, and `updated` random survivors given a new version.
    static func edit(name: String, count: Int, deleted: Int, inserted: Int, moved: Int, updated: Int = 0,
                     seed: UInt64, runsCollectionDifference: Bool) -> Scenario {
        var rng = SplitMix64(seed: seed)
        let old = (0..<count).map { Model(id: $0, version: 0) }

        var removed = [Bool](repeating: false, count: count)
        for index in sample(deleted, from: count, using: &rng) { removed[index] = true }
        var base = old.indices.filter { !removed[$0] }.map { old[$0] }

        var relocating = [Bool](repeating: false, count: base.count)
        for index in sample(moved, from: base.count, using: &rng) { relocating[index] = true }
        var extras = base.indices.filter { relocating[$0] }.map { base[$0] }
        base = base.indices.filter { !relocating[$0] }.map { base[$0] }
        extras += (0..<inserted).map { Model(id: count + $0, version: 0) }

        // Each extra element goes into a random gap of the base list.
        var gaps = [[Model]](repeating: [], count: base.count + 1)
        for element in extras { gaps[Int.random(in: 0...base.count, using: &rng)].append(element) }
        var new: [Model] = []
        new.reserveCapacity(base.count + extras.count)
        for (gap, element) in zip(gaps, base) {
            new += gap
            new.append(element)
        }
        new += gaps[base.count]

        for index in sample(updated, from: new.count, using: &rng) {
            new[index] = Model(id: new[index].id, version: new[index].version + 1)
        }
        return Scenario(name: name, old: old, new: new, runsCollectionDifference: runsCollectionDifference)
    }

    /// `k` distinct indexes out of `0..<n`.
    static func sample(_ k: Int, from n: Int, using rng: inout SplitMix64) -> [Int] {
        if k >= n { return Array(0..<n) }
        var picked = Set<Int>()
        while picked.count < min(k, n) { picked.insert(Int.random(in: 0..<n, using: &rng)) }
        return Array(picked)
    }

    /// The inputs of the `diff` benchmark, the same on every run.
    static func all(quick: Bool) -> [Scenario] {
        [
            .edit(name: "5k: 1k del, 1k ins, 200 moved", count: 5_000, deleted: 1_000, inserted: 1_000,
                  moved: 200, seed: 1, runsCollectionDifference: true),
            .edit(name: "100k: 10k del, 10k ins, 2k moved", count: 100_000, deleted: 10_000, inserted: 10_000,
                  moved: 2_000, seed: 2, runsCollectionDifference: !quick),
            .edit(name: "1M: 1% del, 1% ins, 0.2% moved", count: 1_000_000, deleted: 10_000, inserted: 10_000,
                  moved: 2_000, seed: 3, runsCollectionDifference: false),
            .edit(name: "100k unchanged", count: 100_000, deleted: 0, inserted: 0, moved: 0,
                  seed: 4, runsCollectionDifference: true),
            .edit(name: "100k all payloads changed", count: 100_000, deleted: 0, inserted: 0, moved: 0,
                  updated: 100_000, seed: 5, runsCollectionDifference: true),
        ]
    }
}


import Foundation
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

    /// The inputs of the `diff` benchmark, the same on every run; quick mode (CI: it only checks
    /// that the benchmark runs) leaves out the 1M one.
    static func all(quick: Bool) -> [Scenario] {
        let scenarios: [Scenario] = [
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
            .edit(name: "100k nearly unchanged: 1 del, 1 ins", count: 100_000, deleted: 1, inserted: 1, moved: 0,
                  seed: 6, runsCollectionDifference: true),
        ]
        return quick ? scenarios.filter { $0.old.count < 1_000_000 } : scenarios
    }

    /// The same edits on elements of another type: `element(id)` is the element with identifier
    /// `id` in the old array, `copy` makes the new array's element from it.
    func converted<Element>(_ element: (Int) -> Element, copy: (Element) -> Element) -> DiffInput<Element> {
        DiffInput(name: name, old: old.map { element($0.id) }, new: new.map { copy(element($0.id)) },
                  runsCollectionDifference: runsCollectionDifference, contentOnly: false)
    }

    /// The edits of the `diff` benchmark that apply to elements that are their own identity (no
    /// content changes): 5k, 100k and 1M edited, 100k unchanged and nearly unchanged.
    static func identityEdits(quick: Bool) -> [Scenario] {
        all(quick: quick).filter { !$0.name.contains("payloads") }.map {
            // Myers on 100k strings with 22k edits takes tens of seconds: run it at 5k only.
            $0.name.hasPrefix("100k: 10k")
                ? Scenario(name: $0.name, old: $0.old, new: $0.new, runsCollectionDifference: false) : $0
        }
    }

    /// UUIDs from a fixed seed, one per identifier up to `count`.
    static func uuids(count: Int, seed: UInt64) -> [UUID] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let high = rng.next()
            let low = rng.next()
            return withUnsafeBytes(of: (high, low)) { bytes in
                UUID(uuid: bytes.load(as: uuid_t.self))
            }
        }
    }

    /// 36-character `String` identifiers (UUID text); the new array holds fresh copies, so `==`
    /// compares characters instead of finding shared storage.
    static func stringInputs(quick: Bool) -> [DiffInput<String>] {
        let texts = uuids(count: quick ? 110_000 : 1_010_000, seed: 7).map(\.uuidString)
        return identityEdits(quick: quick).map { scenario in
            var input = scenario.converted({ texts[$0] }, copy: { String(decoding: Array($0.utf8), as: UTF8.self) })
            input.name = "String " + input.name
            return input
        }
    }

    /// `UUID` elements (16-byte values, their own identity).
    static func uuidInputs(quick: Bool) -> [DiffInput<UUID>] {
        let values = uuids(count: quick ? 110_000 : 1_010_000, seed: 8)
        return identityEdits(quick: quick).map { scenario in
            var input = scenario.converted({ values[$0] }, copy: { $0 })
            input.name = "UUID " + input.name
            return input
        }
    }

    /// The `Model` inputs (an `Int` identifier and a version as content).
    static func modelInputs(quick: Bool) -> [DiffInput<Model>] {
        all(quick: quick).map {
            DiffInput(name: "Model " + $0.name, old: $0.old, new: $0.new,
                      runsCollectionDifference: $0.runsCollectionDifference, contentOnly: $0.name.contains("payloads"))
        }
    }
}

/// One benchmark input of any element type.
struct DiffInput<Element: ListDiffable> {
    var name: String
    let old: [Element]
    let new: [Element]
    /// Whether the standard library's quadratic-in-edits diff is worth running on it.
    let runsCollectionDifference: Bool
    /// Whether only contents changed (`CollectionDifference` on the identifiers sees nothing).
    let contentOnly: Bool
}


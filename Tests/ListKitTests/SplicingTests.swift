import ListDiffKit
import Testing
@testable import ListKit

/// The in-place splice a batch update uses for its sections (raw memory, runs moved once) against
/// the safe path: removing the elements one by one from the back, then inserting the new ones in
/// order.
@Suite struct SplicingTests {
    final class Box {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    static func safelySpliced<Element>(_ array: [Element], removing removed: [Int], inserting inserted: [Int],
                                       _ elements: [Element]) -> [Element] {
        var result = array
        for index in removed.reversed() { result.remove(at: index) }
        for (index, element) in zip(inserted, elements) { result.insert(element, at: index) }
        return result
    }

    @Test func randomSplicesMatchRemovingAndInsertingOneByOne() {
        var rng = SplitMix64(seed: 17)
        for step in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &rng)
            let array = Array(0..<count)
            // Changes anywhere, or clustered (as a moved section leaves a short span).
            let clustered = Bool.random(using: &rng)
            let center = Int.random(in: 0...max(0, count - 1), using: &rng)
            let removed = (0..<count).filter { index in
                clustered ? abs(index - center) < 3 && Bool.random(using: &rng) : Int.random(in: 0..<4, using: &rng) == 0
            }
            let insertedCount = Int.random(in: 0...5, using: &rng)
            let newCount = count - removed.count + insertedCount
            let start = min(max(0, center - 3), newCount)
            let near = Array(start..<min(newCount, start + max(insertedCount, 6)))
            let candidates = clustered && near.count >= insertedCount ? near : Array(0..<newCount)
            let inserted = Array(candidates.shuffled(using: &rng).prefix(insertedCount)).sorted()
            let elements = inserted.map { 1_000 + $0 }
            let expected = Self.safelySpliced(array, removing: removed, inserting: inserted, elements)
            var spliced = array
            var taken: [Int] = []
            spliced.splice(removing: removed, inserting: inserted, filler: -1) { leaving in
                taken = leaving
                return elements
            }
            #expect(spliced == expected, "step \(step): removing \(removed), inserting \(inserted) into \(count)")
            #expect(taken == removed.map { array[$0] }, "step \(step)")
        }
    }

    @Test func splicingKeepsEveryReferenceOnceAndFreesWhatLeaves() {
        weak var survivor: Box?
        weak var leaving: Box?
        weak var arriving: Box?
        do {
            var boxes = (0..<50).map(Box.init)
            survivor = boxes[30]
            leaving = boxes[10]
            let arrivals = [Box(100), Box(101)]
            arriving = arrivals[0]
            var taken: [Box] = []
            boxes.splice(removing: [2, 10, 11], inserting: [0, 40], filler: Box(-1)) { leavingBoxes in
                taken = leavingBoxes
                return arrivals
            }
            let expected = Self.safelySpliced(Array(0..<50), removing: [2, 10, 11], inserting: [0, 40], [100, 101])
            #expect(boxes.map(\.id) == expected)
            #expect(taken.map(\.id) == [2, 10, 11])
            taken = []
            #expect(leaving == nil)
            #expect(survivor != nil && arriving != nil)
            // Shrinking and growing by many.
            boxes.splice(removing: Array(0..<20), inserting: [], filler: Box(-1)) { _ in [] }
            #expect(boxes.count == 29)
            boxes.splice(removing: [], inserting: Array(29..<60), filler: Box(-1)) { _ in (29..<60).map(Box.init) }
            #expect(boxes.count == 60 && boxes.last?.id == 59)
            #expect(survivor != nil)
        }
        #expect(survivor == nil && arriving == nil)
    }
}

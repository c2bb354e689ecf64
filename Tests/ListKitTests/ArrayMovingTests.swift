import Foundation
import Testing
@testable import ListKit

/// The array move the adapter's and FormKit's known edits use (raw memory, no reference
/// counting), against the safe path: removing the run and inserting it again.
@Suite struct ArrayMovingTests {
    static func safelyMoved<Element>(_ array: [Element], _ range: Range<Int>, to index: Int) -> [Element] {
        var moved = array
        let run = Array(moved[range])
        moved.removeSubrange(range)
        moved.insert(contentsOf: run, at: index)
        return moved
    }

    @Test func movingEveryRunToEveryPlaceMatchesRemovingAndInsertingIt() {
        let array = Array(0..<7)
        for lower in 0...array.count {
            for upper in lower...array.count {
                for index in 0...(array.count - (upper - lower)) {
                    var moved = array
                    moved.moveSubrange(lower..<upper, to: index)
                    #expect(moved == Self.safelyMoved(array, lower..<upper, to: index), "\(lower)..<\(upper) to \(index)")
                }
            }
        }
    }

    @Test func movingKeepsEveryReferenceOnceAndFreesNothing() {
        final class Box {}
        weak var watched: Box?
        do {
            var boxes = (0..<100).map { _ in Box() }
            watched = boxes[10]
            let identities = boxes.map(ObjectIdentifier.init)
            boxes.moveSubrange(10..<13, to: 90)
            boxes.moveSubrange(95..<96, to: 0)
            let expected = Self.safelyMoved(Self.safelyMoved(identities, 10..<13, to: 90), 95..<96, to: 0)
            #expect(boxes.map(ObjectIdentifier.init) == expected)
            #expect(watched != nil)
            #expect(isKnownUniquelyReferenced(&boxes[91]), "the array holds each element once, and nothing else does")
        }
        #expect(watched == nil, "freed with the array")
    }

    @Test func aSharedArrayIsCopiedFirst() {
        let original = Array(0..<10)
        var moved = original
        moved.moveSubrange(0..<2, to: 8)
        #expect(original == Array(0..<10))
        #expect(moved == [2, 3, 4, 5, 6, 7, 8, 9, 0, 1])
    }
}

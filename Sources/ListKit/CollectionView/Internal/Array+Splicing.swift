/// Elements taken out of an array and others put in, in one pass and in place: for a batch update's
/// sections (their layouts and their heights).
///
/// The elements that stay keep their order and move in runs — each the longest stretch that is
/// contiguous both before and after — as memory, without reference counting: runs that move down
/// first, from the front, then runs that move up, from the back. A run's destination never overlaps
/// a source not yet moved (the runs keep their order, and one moving down ends before the next
/// starts where it was), so each element moves once, and the runs outside the span of the changes
/// do not move at all. `SplicingTests` checks it against removing and inserting element by element.
extension Array {
    /// Takes out the elements at `removed` and puts in the elements `inserting` makes at
    /// `inserted`: the result holds, in order, the elements that stay, with each of `inserted`'s
    /// indexes holding its new element.
    /// - Parameters:
    ///   - removed: indexes of the elements to take out, ascending, distinct, in the array.
    ///   - inserted: indexes of the new elements in the result, ascending, distinct.
    ///   - filler: a value that stands in briefly for the slots the array grows or shrinks by (made
    ///     only when the count changes).
    ///   - inserting: given the elements taken out (in the order of `removed`), makes the new
    ///     elements (one per index of `inserted`, in order). It must not touch the array.
    /// - Complexity: O(*c*) for *c* changes, plus the memory of the elements between the first and
    ///   the last change (all the elements after the first change when the count changes) moved
    ///   once.
    mutating func splice(removing removed: [Int], inserting inserted: [Int], filler: @autoclosure () -> Element,
                         _ inserting: ([Element]) -> [Element]) {
        let oldCount = count
        let newCount = oldCount - removed.count + inserted.count
        for (k, index) in removed.enumerated() {
            precondition(index >= 0 && index < oldCount && (k == 0 || removed[k - 1] < index),
                         "splice: removed indexes must be ascending, distinct and in 0..<\(oldCount)")
        }
        for (k, index) in inserted.enumerated() {
            precondition(index >= 0 && index < newCount && (k == 0 || inserted[k - 1] < index),
                         "splice: inserted indexes must be ascending, distinct and in 0..<\(newCount)")
        }
        guard !removed.isEmpty || !inserted.isEmpty else { return }
        // The runs that stay: (old start, new start, length).
        var runs: [(from: Int, to: Int, count: Int)] = []
        var old = 0
        var new = 0
        var nextRemoved = 0
        var nextInserted = 0
        while true {
            while nextRemoved < removed.count && removed[nextRemoved] == old {
                nextRemoved += 1
                old += 1
            }
            while nextInserted < inserted.count && inserted[nextInserted] == new {
                nextInserted += 1
                new += 1
            }
            guard old < oldCount && new < newCount else { break }
            let oldEnd = nextRemoved < removed.count ? removed[nextRemoved] : oldCount
            let newEnd = nextInserted < inserted.count ? inserted[nextInserted] : newCount
            let length = Swift.min(oldEnd - old, newEnd - new)
            if old != new { runs.append((old, new, length)) }
            old += length
            new += length
        }

        let filler: Element? = newCount != oldCount ? filler() : nil
        if let filler, newCount > oldCount { append(contentsOf: repeatElement(filler, count: newCount - oldCount)) }
        withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            if newCount > oldCount { (base + oldCount).deinitialize(count: newCount - oldCount) }
            var taken: [Element] = []
            taken.reserveCapacity(removed.count)
            for index in removed { taken.append((base + index).move()) }
            let arriving = inserting(taken)
            precondition(arriving.count == inserted.count,
                         "splice: \(arriving.count) elements made for \(inserted.count) inserted indexes")
            for run in runs where run.to < run.from { (base + run.to).moveInitialize(from: base + run.from, count: run.count) }
            for run in runs.reversed() where run.to > run.from {
                (base + run.to).moveInitialize(from: base + run.from, count: run.count)
            }
            for (index, element) in zip(inserted, arriving) { (base + index).initialize(to: element) }
            if let filler, newCount < oldCount { (base + newCount).initialize(repeating: filler, count: oldCount - newCount) }
        }
        if newCount < oldCount { removeLast(oldCount - newCount) }
    }
}

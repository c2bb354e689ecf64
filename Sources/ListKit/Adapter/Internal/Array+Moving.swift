/// A run of elements moved inside an array without touching the reference counts of the elements
/// it passes: for the adapter's controllers and section slots, and FormKit's tree.
///
/// Moving one section or item of 100k by one place with `remove(at:)` and `insert(_:at:)` moves
/// the memory of half the array twice; copying the elements between instead retains and releases
/// each of them (section controllers, items and rows are weakly referenced, so each of those takes
/// the runtime's slow side-table path). Here only the elements between the run's old and new
/// places move, as raw memory. `ArrayMovingTests` checks it against the safe path (remove the run,
/// insert it again).
extension Array {
    /// Moves the elements in `range` so that they start at `index` in the result, shifting the
    /// elements between the old and the new place by `range.count`.
    ///
    /// Equivalent to removing the run and inserting it again at `index`.
    /// - Precondition: `range` is within the array and `index + range.count <= count`.
    /// - Complexity: O(*d* + *k*) element moves, as memory, for a run of *k* elements moved *d*
    ///   places; no reference counting.
    package mutating func moveSubrange(_ range: Range<Int>, to index: Int) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "moveSubrange: \(range) is not within 0..<\(count)")
        precondition(index >= 0 && index + range.count <= count, "moveSubrange: a run of \(range.count) cannot start at \(index) of \(count)")
        let runCount = range.count
        guard runCount > 0, index != range.lowerBound else { return }
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let run = UnsafeMutablePointer<Element>.allocate(capacity: runCount)
            defer { run.deallocate() }
            run.moveInitialize(from: base + range.lowerBound, count: runCount)
            if index < range.lowerBound {
                // The elements from `index` up to the run move up past it.
                (base + index + runCount).moveInitialize(from: base + index, count: range.lowerBound - index)
            } else {
                // The elements after the run, up to its new end, move down.
                (base + range.lowerBound).moveInitialize(from: base + range.upperBound, count: index - range.lowerBound)
            }
            (base + index).moveInitialize(from: run, count: runCount)
        }
    }
}

/// The members or elements of the containers being parsed, innermost last, in one buffer that
/// grows as needed: a container that closes moves its own out into an array of its exact size
/// (no copy, so no retain and release of each part), and the buffer's count drops back.
struct PendingStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The element at `index` (below ``count``).
    @inline(__always)
    subscript(index: Int) -> Element { base[index] }

    /// Hands the elements from `start` on to `body` to move out (it must move all of them);
    /// the stack keeps those before.
    @inline(__always)
    mutating func moveOut<Result>(from start: Int, _ body: (UnsafeMutablePointer<Element>, Int) -> Result) -> Result {
        let result = body(base + start, count - start)
        count = start
        return result
    }

    /// Calls `body` with the elements from `start` on, in place.
    func withElements<Result>(from start: Int, _ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    private mutating func grow() {
        let larger = capacity * 2
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }
}

// The arrays are made in concrete code: inside the generic stack the standard library's
// allocation was not specialized, and looked its storage's type up at run time for every array.

extension PendingStack where Element == JSONValue {
    /// The values from `start` on, moved into an array.
    mutating func moveOutArray(from start: Int) -> [JSONValue] {
        moveOut(from: start) { source, moved in
            var result: [JSONValue] = []
            result.reserveCapacity(moved)
            for offset in 0..<moved { result.append((source + offset).move()) }
            return result
        }
    }
}

extension PendingStack where Element == String {
    /// The keys from `start` on, moved into an array.
    mutating func moveOutArray(from start: Int) -> [String] {
        moveOut(from: start) { source, moved in
            var result: [String] = []
            result.reserveCapacity(moved)
            for offset in 0..<moved { result.append((source + offset).move()) }
            return result
        }
    }
}

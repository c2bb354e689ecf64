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

    /// The elements from `start` on, moved into an array of their exact size; the stack keeps
    /// those before. Inlined into its callers, where `Element` is concrete: in generic code the
    /// standard library's allocation is not specialized and looks its storage's type up at run
    /// time for every array (13% of parsing). Appending moved elements to a reserved array is
    /// specialized at the call site; `Array(unsafeUninitializedCapacity:)` was not.
    @inline(__always)
    mutating func moveOutArray(from start: Int) -> [Element] {
        let moved = count - start
        var result: [Element] = []
        result.reserveCapacity(moved)
        for offset in 0..<moved { result.append((base + start + offset).move()) }
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

import Foundation

/// Ascending indexes and the `IndexSet` of them, built once, on first use.
@usableFromInline
final class LazyIndexSet: @unchecked Sendable {
    // Sendable by hand: `indexes` is immutable, and `cached` is only read and written with `lock`
    // held, so concurrent first accesses build the set once and every reader sees it whole.
    let indexes: [Int]
    private let lock = NSLock()
    private var cached: IndexSet?

    init(ascending indexes: [Int]) {
        self.indexes = indexes
    }

    var set: IndexSet {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let built = IndexSet(ascending: indexes)
        cached = built
        return built
    }
}

extension IndexSet {
    /// Builds a set from ascending indexes, one range per run of consecutive indexes.
    init(ascending indexes: [Int]) {
        self.init()
        var start = 0
        while start < indexes.count {
            var end = start
            while end + 1 < indexes.count && indexes[end + 1] == indexes[end] + 1 { end += 1 }
            insert(integersIn: indexes[start]...indexes[end])
            start = end + 1
        }
    }
}

/// Where each key of an object is: an open-addressed table of positions, indexed by an FNV-1a
/// hash of the key's UTF-8 bytes and compared byte for byte (JSON compares names by their scalars,
/// which are equal exactly when the bytes are). It holds no keys of its own: look-ups are given the
/// object's keys.
///
/// `Dictionary<ExactText, Int>` did the same with SipHash, which cost more than the rest of
/// parsing a large object's member.
struct KeyPositions: Sendable {
    /// Each slot: a position plus one, or 0 when empty.
    private var slots: [Int32] = []
    private var count = 0

    init() {}

    /// The positions of `keys`, which are distinct.
    /// - Complexity: O(total length of the keys).
    init(_ keys: [String]) {
        reserve(keys.count)
        for (position, key) in keys.enumerated() { insertNew(position, hash: Self.hash(key)) }
    }

    /// The position of `key` among `keys` (the keys this table was built from), if it is there.
    /// - Complexity: O(length of `key`) expected.
    func position(of key: String, in keys: [String]) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if ExactText.equal(keys[entry - 1], key) { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Records `key` at `position` unless a key of `keys` (the ones before `position`, which the
    /// table holds) equals it; returns whether it was new.
    /// - Complexity: O(length of `key`) expected, amortized.
    mutating func insert(_ key: String, at position: Int, in keys: UnsafeBufferPointer<String>) -> Bool {
        let hash = Self.hash(key)
        if !slots.isEmpty {
            let mask = slots.count - 1
            var slot = hash & mask
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { break }
                if ExactText.equal(keys[entry - 1], key) { return false }
                slot = (slot + 1) & mask
            }
        }
        if (count + 1) * 2 > slots.count { grow(keys: keys) }
        insertNew(position, hash: hash)
        return true
    }

    /// Records `position` (of a key known to be new) with its key's `hash`.
    private mutating func insertNew(_ position: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
        count += 1
    }

    private mutating func reserve(_ capacity: Int) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        count = 0
    }

    private mutating func grow(keys: UnsafeBufferPointer<String>) {
        let positions = slots.filter { $0 != 0 }.map { Int($0) - 1 }
        reserve(positions.count * 2 + 2)
        for position in positions { insertNew(position, hash: Self.hash(keys[position])) }
    }

    /// FNV-1a of the UTF-8 bytes of `key`.
    @inline(__always)
    static func hash(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }
    }
}

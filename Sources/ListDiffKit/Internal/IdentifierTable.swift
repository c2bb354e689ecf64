/// The diff's hash table: an open-addressing table with linear probing that maps an identifier to
/// its first old index, or, for an identifier found only in the new array, to its first new index.
///
/// Each slot is one `UInt32`: 0 when empty, else `entry + 1` in the low `entryBits` bits and, above
/// them, the top bits of the identifier's hash (a tag that settles most mismatches without reading
/// a key; 11 bits at a million elements). An entry below `oldCount` is an old index; above, a new
/// index plus `oldCount`. Keys are not copied: they are read from the elements, in a range of the
/// old array (`oldStart..<oldStart + oldCount`) and of the new array (from `newStart`). The table
/// starts at a load of at most one half for the old identifiers and doubles when new-only
/// identifiers fill it to three quarters.
///
/// Integers, `UUID`s and ASCII strings are hashed with the diff's own hash (``IdentifierHashing``),
/// several times cheaper than `hashValue`. The first identifier it cannot hash (a string with a
/// byte that is not ASCII) switches the table to `hashValue` for good, rehashing what it holds.
@usableFromInline
struct IdentifierTable<Element: ListDiffable> {
    @usableFromInline var slots: [UInt32]
    @usableFromInline var mask: Int
    /// The number of occupied slots.
    @usableFromInline var occupied = 0
    /// The low bits of a slot that hold `entry + 1`; the others hold the tag.
    @usableFromInline let entryMask: UInt32
    @usableFromInline let old: [Element]
    @usableFromInline let oldStart: Int
    /// The number of old elements in the table's range.
    @usableFromInline let oldCount: Int
    @usableFromInline let new: [Element]
    @usableFromInline let newStart: Int
    /// How identifiers are hashed: the diff's own hash, until an identifier has none.
    @usableFromInline var hashing: IdentifierHashing
    @usableFromInline let seed: IdentifierHashSeed

    /// A table for the identifiers of `old[oldRange]`, sized for them and for up to `newCount`
    /// more, read from `new` starting at `newStart`.
    @inlinable
    init(old: [Element], oldRange: Range<Int>, new: [Element], newStart: Int, newCount: Int) {
        self.old = old
        oldStart = oldRange.lowerBound
        oldCount = oldRange.count
        self.new = new
        self.newStart = newStart
        hashing = IdentifierHashing(for: Element.DiffIdentifier.self)
        seed = .process
        // Entries go up to oldCount + newCount (both below Int32.max, so the sum fits 32 bits).
        let largestSlotValue = UInt64(oldCount) + UInt64(newCount) + 1
        let entryBits = UInt64.bitWidth - largestSlotValue.leadingZeroBitCount
        entryMask = entryBits >= 32 ? UInt32.max : (UInt32(1) << UInt32(entryBits)) - 1
        var capacity = 16
        while capacity < 2 * max(oldCount, newCount / 2) { capacity <<= 1 }
        slots = [UInt32](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    @inlinable @inline(__always)
    func tag(_ hash: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)) >> 32) & ~entryMask
    }

    /// The hash `identifier` is filed under. When the diff's own hash has none for it, the table
    /// switches to `hashValue` first.
    @inlinable @inline(__always)
    mutating func hashToInsert(_ identifier: Element.DiffIdentifier) -> Int {
        if case .standard = hashing { return identifier.hashValue }
        if let hash = hashing.hash(identifier, seed: seed) { return hash }
        hashing = .standard
        if occupied > 0 { rehash(capacity: slots.count) }
        return identifier.hashValue
    }

    /// The hash a stored identifier is filed under (every stored identifier has one in the table's
    /// current hashing).
    @inlinable @inline(__always)
    func storedHash(_ identifier: Element.DiffIdentifier) -> Int {
        hashing.hash(identifier, seed: seed) ?? identifier.hashValue
    }

    /// The identifier of `entry`.
    @inlinable @inline(__always)
    func key(_ entry: Int) -> Element.DiffIdentifier {
        entry < oldCount ? old[oldStart &+ entry].diffIdentifier : new[newStart &+ entry &- oldCount].diffIdentifier
    }

    /// Finds the slot of `identifier`.
    /// - Returns: the slot's position, and its entry, or `nil` when the slot at that position is
    ///   empty (where the identifier would go).
    @inlinable @inline(__always)
    func probe(_ identifier: Element.DiffIdentifier, hash: Int) -> (position: Int, entry: Int?) {
        let tag = tag(hash)
        let tagMask = ~entryMask
        var position = hash & mask
        while true {
            let slot = slots[position]
            if slot == 0 { return (position, nil) }
            if slot & tagMask == tag {
                let entry = Int(truncatingIfNeeded: slot & entryMask) &- 1
                if identifiersEqual(key(entry), identifier) { return (position, entry) }
            }
            position = (position &+ 1) & mask
        }
    }

    /// Records old index `index`, whose identifier is `identifier` (the table is filled from the
    /// last old index to the first). The caller reads the identifier out of its own array: read
    /// here, out of the table's, it was copied (retained and released) around the table's changes.
    /// - Returns: the next old index with the same identifier (the one recorded before), or -1.
    @inlinable
    mutating func insertOld(_ identifier: Element.DiffIdentifier, at index: Int) -> Int32 {
        let hash = hashToInsert(identifier)
        let (position, entry) = probe(identifier, hash: hash)
        slots[position] = tag(hash) | UInt32(truncatingIfNeeded: index &+ 1)
        guard let entry else {
            occupied += 1
            return -1
        }
        return Int32(truncatingIfNeeded: entry)
    }

    /// What ``findOrInsertNew(_:at:)`` returns for a new-only identifier seen before.
    @usableFromInline static var repeatedNewOnly: Int { -2 }

    /// Finds `identifier`, the identifier of new index `index` (counted from `newStart`).
    /// - Returns: the first old index with this identifier; or, when the old range has none, -1
    ///   the first time (the identifier is then recorded as new-only, with its first new index) and
    ///   ``repeatedNewOnly`` after.
    @inlinable
    mutating func findOrInsertNew(_ identifier: Element.DiffIdentifier, at index: Int) -> Int {
        let hash = hashToInsert(identifier)
        let (position, entry) = probe(identifier, hash: hash)
        if let entry { return entry < oldCount ? entry : Self.repeatedNewOnly }
        slots[position] = tag(hash) | UInt32(truncatingIfNeeded: oldCount &+ index &+ 1)
        occupied += 1
        if occupied * 4 >= slots.count * 3 { rehash(capacity: slots.count * 2) }
        return -1
    }

    /// Re-files every slot in a table of `capacity` slots (a power of two), with hashes and tags
    /// recomputed from the keys in the current hashing.
    @inlinable
    mutating func rehash(capacity: Int) {
        let oldSlots = slots
        slots = []
        slots = [UInt32](repeating: 0, count: capacity)
        mask = capacity - 1
        for slot in oldSlots where slot != 0 {
            let entry = slot & entryMask
            let hash = storedHash(key(Int(truncatingIfNeeded: entry) - 1))
            var position = hash & mask
            while slots[position] != 0 { position = (position + 1) & mask }
            slots[position] = tag(hash) | entry
        }
    }

    /// The entry of `identifier`: an old index below `oldCount`, else `oldCount` plus the first new
    /// index of an identifier only the new range has; `nil` when absent.
    ///
    /// O(1) expected, except for a string that is not ASCII looked up in a table of ASCII strings:
    /// that compares it with every key, O(n), since it may still equal one ("\u{212A}" == "K").
    @usableFromInline
    func entry(for identifier: Element.DiffIdentifier) -> Int? {
        if case .standard = hashing { return probe(identifier, hash: identifier.hashValue).entry }
        if let hash = hashing.hash(identifier, seed: seed) { return probe(identifier, hash: hash).entry }
        guard hashing.mayEqualHashedIdentifiers(identifier) else { return nil }
        for slot in slots where slot != 0 {
            let entry = Int(truncatingIfNeeded: slot & entryMask) &- 1
            if identifiersEqual(key(entry), identifier) { return entry }
        }
        return nil
    }
}

/// The diff's hash table: an open-addressing table with linear probing that maps an identifier to
/// its first old index, or, for an identifier found only in the new array, to its first new index.
///
/// Each slot is one `UInt64`: 0 when empty, else the upper 32 bits of the identifier's hash (a tag
/// that settles most mismatches without reading a key) and, below them, `entry + 1`. An entry below
/// `oldIdentifiers.count` is an old index; above, an index into `newOnlyIdentifiers`. Keys are not
/// copied into the table: they are read from the identifier arrays. The table starts at a load of
/// at most one half for the old identifiers and doubles when new-only identifiers fill it to three
/// quarters.
@usableFromInline
struct IdentifierTable<Identifier: Hashable & Sendable>: Sendable {
    @usableFromInline var slots: [UInt64]
    @usableFromInline var mask: Int
    /// The number of occupied slots.
    @usableFromInline var occupied = 0
    /// Every old element's identifier, by old index.
    @usableFromInline let oldIdentifiers: [Identifier]
    /// Identifiers that only the new array has, in order of first appearance.
    @usableFromInline var newOnlyIdentifiers: [Identifier] = []
    /// The first new index of each of `newOnlyIdentifiers`.
    @usableFromInline var newOnlyFirstIndexes: [Int32] = []

    @usableFromInline static var entryMask: UInt64 { 0xFFFF_FFFF }
    @usableFromInline static var tagMask: UInt64 { 0xFFFF_FFFF_0000_0000 }

    /// Reads the old identifiers and sizes the table for them and up to `newCount` more.
    @inlinable
    init<T: ListDiffable>(old: [T], newCount: Int) where T.DiffIdentifier == Identifier {
        self.init(oldIdentifiers: old.map(\.diffIdentifier), newCount: newCount)
    }

    /// Takes the old identifiers and sizes the table for them and up to `newCount` more.
    @inlinable
    init(oldIdentifiers: [Identifier], newCount: Int) {
        self.oldIdentifiers = oldIdentifiers
        var capacity = 16
        while capacity < 2 * max(oldIdentifiers.count, newCount / 2) { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    @inlinable @inline(__always)
    static func tag(_ hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: hash) & tagMask
    }

    /// Finds the slot of `identifier`.
    /// - Returns: the slot's position, and its entry, or `nil` when the slot at that position is
    ///   empty (where the identifier would go).
    @inlinable @inline(__always)
    func probe(_ identifier: Identifier, hash: Int) -> (position: Int, entry: Int?) {
        let tag = Self.tag(hash)
        let oldCount = oldIdentifiers.count
        var position = hash & mask
        while true {
            let slot = slots[position]
            if slot == 0 { return (position, nil) }
            if slot & Self.tagMask == tag {
                let entry = Int(truncatingIfNeeded: slot & Self.entryMask) - 1
                if entry < oldCount ? oldIdentifiers[entry] == identifier
                    : newOnlyIdentifiers[entry - oldCount] == identifier {
                    return (position, entry)
                }
            }
            position = (position + 1) & mask
        }
    }

    /// Records old index `index` (the table is filled from the last old index to the first).
    /// - Returns: the next old index with the same identifier (the one recorded before), or -1.
    @inlinable
    mutating func insertOld(at index: Int) -> Int32 {
        let hash = oldIdentifiers[index].hashValue
        let (position, entry) = probe(oldIdentifiers[index], hash: hash)
        slots[position] = Self.tag(hash) | UInt64(truncatingIfNeeded: index + 1)
        guard let entry else {
            occupied += 1
            return -1
        }
        return Int32(truncatingIfNeeded: entry)
    }

    /// What ``findOrInsertNew(_:at:)`` returns for a new-only identifier seen before.
    @usableFromInline static var repeatedNewOnly: Int { -2 }

    /// Finds `identifier` for new index `index`.
    /// - Returns: the first old index with this identifier; or, when the old array has none, -1
    ///   the first time (the identifier is then recorded as new-only, with its first new index) and
    ///   ``repeatedNewOnly`` after.
    @inlinable
    mutating func findOrInsertNew(_ identifier: Identifier, at index: Int) -> Int {
        let hash = identifier.hashValue
        let (position, entry) = probe(identifier, hash: hash)
        if let entry { return entry < oldIdentifiers.count ? entry : Self.repeatedNewOnly }
        slots[position] = Self.tag(hash) | UInt64(truncatingIfNeeded: oldIdentifiers.count + newOnlyIdentifiers.count + 1)
        newOnlyIdentifiers.append(identifier)
        newOnlyFirstIndexes.append(Int32(truncatingIfNeeded: index))
        occupied += 1
        if occupied * 4 >= slots.count * 3 { grow() }
        return -1
    }

    /// Doubles the table and re-inserts every slot (hashes are recomputed from the keys).
    @usableFromInline
    mutating func grow() {
        let oldSlots = slots
        slots = [UInt64](repeating: 0, count: oldSlots.count * 2)
        mask = slots.count - 1
        let oldCount = oldIdentifiers.count
        for slot in oldSlots where slot != 0 {
            let entry = Int(truncatingIfNeeded: slot & Self.entryMask) - 1
            let hash = entry < oldCount ? oldIdentifiers[entry].hashValue
                : newOnlyIdentifiers[entry - oldCount].hashValue
            var position = hash & mask
            while slots[position] != 0 { position = (position + 1) & mask }
            slots[position] = slot
        }
    }

    /// The entry of `identifier`: an old index below `oldIdentifiers.count`, else
    /// `oldIdentifiers.count` plus an index into `newOnlyIdentifiers`; `nil` when absent.
    @usableFromInline
    func entry(for identifier: Identifier) -> Int? {
        probe(identifier, hash: identifier.hashValue).entry
    }
}

/// A finished diff's identifier look-ups.
@usableFromInline
final class DiffIndexTable<Identifier: Hashable & Sendable>: DiffIndexLookup {
    @usableFromInline let table: IdentifierTable<Identifier>
    /// The diff's final `oldLinks`: -(i + 2) for an old index paired with new index i.
    @usableFromInline let oldLinks: [Int32]
    @usableFromInline let newArrayHasDuplicates: Bool

    @inlinable
    init(table: IdentifierTable<Identifier>, oldLinks: [Int32], newHasDuplicates: Bool) {
        self.table = table
        self.oldLinks = oldLinks
        newArrayHasDuplicates = newHasDuplicates
    }

    @usableFromInline
    func oldIndex(for identifier: any Hashable) -> Int? {
        guard let key = identifier as? Identifier, let entry = table.entry(for: key),
              entry < oldLinks.count else { return nil }
        return entry
    }

    @usableFromInline
    func newIndex(for identifier: any Hashable) -> Int? {
        guard let key = identifier as? Identifier, let entry = table.entry(for: key) else { return nil }
        if entry >= oldLinks.count {
            return Int(table.newOnlyFirstIndexes[entry - oldLinks.count])
        }
        // The first new occurrence of an identifier always pairs with its first old occurrence.
        let link = oldLinks[entry]
        return link < -1 ? Int(-(link + 2)) : nil
    }
}

import FormJSON

/// The names of a schema's `properties` with their nodes, found without `Hasher`: validating a
/// value looks up every member's name, and SipHash (which `Dictionary` uses) costs more than the
/// rest of a simple member's check.
///
/// ASCII names sit in an open-addressed table indexed by a hash of their length and three of their
/// bytes when that tells them apart (most schemas: one multiplication per look-up), else by an
/// FNV-1a hash of every byte; a name looked up is compared byte for byte. A table with a name that
/// is not ASCII goes through a `Dictionary` of exact scalar sequences. Either way names are never
/// compared by canonical equivalence, as `String`'s `==` would: JSON compares code points, so
/// U+212A KELVIN SIGN is not "K".
struct PropertyTable: Sendable {
    private let names: [String]
    private let nodes: [Int]
    /// The UTF-8 bytes of every name, one after the other; name *i*'s are
    /// `bytes[starts[i] ..< starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// Each slot: an index into `names` plus one, or 0 when empty.
    private let slots: [Int32]
    private let mask: Int
    /// The shift of ``quickHash(_:shift:)`` when it tells the names apart (every name in a slot
    /// of its own); -1 to hash every byte (FNV-1a).
    private let quickShift: Int
    /// Each name's position, for names that are not ASCII.
    private let dictionary: [ExactText: Int]
    private let isASCII: Bool

    /// A table of `entries` (names are distinct: they are a JSON object's keys).
    init(_ entries: [(name: String, node: Int)]) {
        names = entries.map(\.name)
        nodes = entries.map(\.node)
        dictionary = Dictionary(entries.enumerated().map { (ExactText($0.element.name), $0.offset) }, uniquingKeysWith: { first, _ in first })
        isASCII = names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        var bytes: [UInt8] = [], starts = [0]
        for name in names {
            bytes.append(contentsOf: name.utf8)
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
        var size = 8
        while size < entries.count * 2 { size *= 2 }
        let encoded = names.map { Array($0.utf8) }
        // A hash of three bytes and the length is enough to tell most schemas' names apart: try a
        // few shifts and table sizes, else hash every byte.
        var chosen: (shift: Int, size: Int)?
        if isASCII, !names.isEmpty {
            search: for scale in [1, 2, 4] {
                for shift in 0...12 {
                    var used = Set<Int>()
                    let sizeMask = size * scale - 1
                    if encoded.allSatisfy({ bytes in bytes.withUnsafeBufferPointer { used.insert(Self.quickHash($0, shift: shift) & sizeMask).inserted } }) {
                        chosen = (shift, size * scale)
                        break search
                    }
                }
            }
        }
        quickShift = chosen?.shift ?? -1
        size = chosen?.size ?? size
        mask = size - 1
        var slots = [Int32](repeating: 0, count: size)
        if isASCII {
            for (index, name) in encoded.enumerated() {
                let shift = quickShift
                var slot = name.withUnsafeBufferPointer { Self.hash($0, quickShift: shift) } & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(index + 1)
            }
        }
        self.slots = slots
    }

    var isEmpty: Bool { names.isEmpty }

    /// The node of the property `name`, if the schema has one.
    /// - Complexity: O(length of `name`) expected.
    @inline(__always)
    func node(for name: String) -> Int? {
        position(for: name).map { nodes[$0] }
    }

    /// The node of the property at `position` (see ``position(for:)``).
    @inline(__always)
    func node(at position: Int) -> Int { nodes[position] }

    /// Where the property `name` is among the table's entries (in the order given), if the
    /// schema has one. Names are compared byte for byte: a name that is not ASCII never equals an
    /// ASCII one (and a table with a name that is not ASCII asks its dictionary, which compares
    /// scalars).
    /// - Complexity: O(length of `name`) expected.
    @inline(__always)
    func position(for name: String) -> Int? {
        guard isASCII else { return dictionary[ExactText(name)] }
        let found = name.utf8.withContiguousStorageIfAvailable { key -> Int? in
            var slot = Self.hash(key, quickShift: quickShift) & mask
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return nil }
                let start = starts[entry - 1], end = starts[entry]
                if end - start == key.count, bytes.withUnsafeBufferPointer({ stored in
                    // Names are short: a loop inline costs less than a call to memcmp.
                    var index = 0
                    while index < key.count, stored[start &+ index] == key[index] { index &+= 1 }
                    return index == key.count
                }) {
                    return entry - 1
                }
                slot = (slot + 1) & mask
            }
        }
        guard let found else { return dictionary[ExactText(name)] }
        return found
    }

    /// `position` when `name` is the name there, told by comparing the two `String`s' words, else
    /// `nil` (then ``position(for:)`` decides). The members of a value's objects mostly come in the
    /// order of the schema's `properties`, so a check guesses the one after the last it found.
    /// Equal words are the same string: a name of at most 15 UTF-8 bytes is held in the words
    /// themselves (the same bytes, the same words), a longer one is the same storage.
    /// - Complexity: O(1).
    @inline(__always)
    func position(ifNamed name: String, at position: Int) -> Int? {
        position < names.count && StringWords.same(names[position], name) ? position : nil
    }

    /// The length and three bytes of `bytes` (first, middle, last), mixed.
    @inline(__always)
    private static func quickHash(_ bytes: UnsafeBufferPointer<UInt8>, shift: Int) -> Int {
        let count = bytes.count
        guard count > 0 else { return 0 }
        return (count &* 0x9E37) ^ (Int(bytes[0]) << shift) ^ (Int(bytes[count &- 1]) &* 31) ^ (Int(bytes[count >> 1]) << (shift >> 1))
    }

    /// ``quickHash(_:shift:)`` when the table chose one, else FNV-1a of every byte.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, quickShift: Int) -> Int {
        if quickShift >= 0 { return quickHash(bytes, shift: quickShift) }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash)
    }
}

import FormJSON

/// The names of a schema's `properties` with their nodes, found without `Hasher`: validating a
/// value looks up every member's name, and SipHash (which `Dictionary` uses) costs more than the
/// rest of a simple member's check.
///
/// ASCII names sit in an open-addressed table indexed by an FNV-1a hash of their UTF-8 bytes.
/// A table with a non-ASCII name, or a non-ASCII name looked up, goes through a `Dictionary`
/// instead, so that look-ups keep `String`'s equality (canonical equivalence: U+212A KELVIN SIGN
/// equals "K") exactly as before.
struct PropertyTable: Sendable {
    private let names: [String]
    private let nodes: [Int]
    /// Each slot: an index into `names` plus one, or 0 when empty.
    private let slots: [Int32]
    private let mask: Int
    /// Each name's position, for names that are not ASCII.
    private let dictionary: [ExactText: Int]
    private let isASCII: Bool

    /// A table of `entries` (names are distinct: they are a JSON object's keys).
    init(_ entries: [(name: String, node: Int)]) {
        names = entries.map(\.name)
        nodes = entries.map(\.node)
        dictionary = Dictionary(entries.enumerated().map { (ExactText($0.element.name), $0.offset) }, uniquingKeysWith: { first, _ in first })
        isASCII = names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        var size = 8
        while size < entries.count * 2 { size *= 2 }
        mask = size - 1
        var slots = [Int32](repeating: 0, count: size)
        if isASCII {
            for (index, name) in names.enumerated() {
                var slot = Self.hash(Array(name.utf8)) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(index + 1)
            }
        }
        self.slots = slots
    }

    var isEmpty: Bool { names.isEmpty }

    /// The outcome of a look-up in the table.
    private enum Lookup {
        case found(Int)
        case missing
        /// The name is not ASCII (or its bytes are not at hand): ask the dictionary.
        case dictionary
    }

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
    /// schema has one.
    /// - Complexity: O(length of `name`) expected.
    @inline(__always)
    func position(for name: String) -> Int? {
        guard isASCII else { return dictionary[ExactText(name)] }
        let lookup = name.utf8.withContiguousStorageIfAvailable { bytes -> Lookup in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes {
                if byte >= 0x80 { return .dictionary }
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return .missing }
                if names[entry - 1] == name { return .found(entry - 1) }
                slot = (slot + 1) & mask
            }
        } ?? .dictionary
        switch lookup {
        case .found(let position): return position
        case .missing: return nil
        case .dictionary: return dictionary[ExactText(name)]
        }
    }

    /// FNV-1a of `bytes`.
    private static func hash(_ bytes: [UInt8]) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash)
    }
}

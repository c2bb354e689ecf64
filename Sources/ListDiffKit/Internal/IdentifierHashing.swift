import Foundation

// The diff's own hash for the identifier types lists use most: `Int` and the other 32- and 64-bit
// integers, `UUID`, and `String`. `hashValue` runs SipHash-1-3 through a `Hasher`, which is most of
// a small diff's time; a diff needs a hash that is consistent within one call, not across calls, so
// these are hashed with a seeded folded multiply (the mixing step of wyhash and rapidhash) instead.
//
// - The seed comes from `Hasher`, so it is random per process (fixed under
//   SWIFT_DETERMINISTIC_HASHING, as Swift's own hashing is): colliding identifiers cannot be chosen
//   without knowing it.
// - `String` equality is canonical equivalence ("K" and "\u{212A}" KELVIN SIGN are equal), so a
//   hash of a string's bytes is only consistent with `==` while every string hashed is ASCII, where
//   equality is byte equality. The byte hash reports a string with any other byte, and the table
//   then rehashes everything with `hashValue` (``IdentifierTable``).

/// Which of the diff's hashes an identifier type gets.
@usableFromInline
enum IdentifierHashing: Sendable {
    /// `hashValue`.
    case standard
    /// A 64-bit integer (`Int`, `UInt`, `Int64`, `UInt64`), hashed from its bits.
    case word64
    /// A 32-bit integer (`Int32`, `UInt32`), hashed from its bits.
    case word32
    /// `UUID`, hashed from its 16 bytes.
    case uuid
    /// `String`, hashed from its UTF-8 bytes while they are ASCII.
    case asciiString
    /// ``AnyDiffIdentifier``: its element type with the hash its identifier's type gets, when that
    /// is one of the others.
    case erased

    /// The hashing for identifiers of type `Key`.
    @inlinable
    init<Key>(for key: Key.Type) {
        if key == Int64.self || key == UInt64.self {
            self = .word64
        } else if key == Int.self || key == UInt.self {
            self = MemoryLayout<Int>.size == 8 ? .word64 : .word32
        } else if key == Int32.self || key == UInt32.self {
            self = .word32
        } else if key == UUID.self {
            self = .uuid
        } else if key == String.self {
            self = .asciiString
        } else if key == AnyDiffIdentifier.self {
            self = .erased
        } else {
            self = .standard
        }
    }
}

/// The high and low halves of the 128-bit product, xored. The high half depends on every bit of
/// both factors (unless one of them is 0), so the xor carries high input bits into low output
/// bits, which pick the table slot.
@inlinable @inline(__always)
func foldedMultiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
}

/// The hash of a 64-bit word.
@inlinable @inline(__always)
func hashWord(_ word: UInt64, seed: IdentifierHashSeed) -> Int {
    Int(truncatingIfNeeded: foldedMultiply(foldedMultiply(word ^ seed.first, seed.second), 0x9E37_79B9_7F4A_7C15))
}

/// The hash of two 64-bit words (a `UUID`).
@inlinable @inline(__always)
func hashWords(_ low: UInt64, _ high: UInt64, seed: IdentifierHashSeed) -> Int {
    let mixed = foldedMultiply(low ^ seed.first, high ^ seed.second)
    return Int(truncatingIfNeeded: foldedMultiply(mixed ^ 0xA076_1D64_78BD_642F, 0x9E37_79B9_7F4A_7C15))
}

/// The hash of `bytes`, or `nil` when one of them is not ASCII.
///
/// Sixteen bytes per multiply: `(state ^ a) × (b ^ seed.second)`. The second factor is never 0 for
/// ASCII input, because every byte of `seed.second` has its high bit set and ASCII bytes do not;
/// the first is 0 only for one value of `a` that depends on the seed.
/// - Complexity: O(`bytes.count`).
@inlinable
func hashASCII(_ bytes: UnsafeRawBufferPointer, seed: IdentifierHashSeed) -> Int? {
    let count = bytes.count
    var state = seed.first ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
    var highBits: UInt64 = 0
    var offset = 0
    while offset &+ 16 <= count {
        let a = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        let b = bytes.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
        highBits |= a | b
        state = foldedMultiply(state ^ a, b ^ seed.second)
        offset &+= 16
    }
    let remaining = count &- offset
    if remaining > 0 {
        var a: UInt64 = 0
        var b: UInt64 = 0
        if remaining > 8 {
            // Two loads that overlap in the middle cover all the remaining bytes.
            a = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            b = bytes.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        } else if remaining >= 4 {
            a = UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            b = UInt64(bytes.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
        } else {
            // 1 to 3 bytes: the first, the middle and the last (some of them the same byte).
            a = UInt64(bytes[offset]) | UInt64(bytes[offset &+ remaining / 2]) << 8
            b = UInt64(bytes[count &- 1])
        }
        highBits |= a | b
        state = foldedMultiply(state ^ a, b ^ seed.second)
    }
    guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
    return Int(truncatingIfNeeded: foldedMultiply(state ^ 0xA076_1D64_78BD_642F, 0x9E37_79B9_7F4A_7C15))
}

extension IdentifierHashing {
    /// The diff's hash of `identifier`, of type `Key` (the type this hashing was made for); `nil`
    /// when it has none (``standard``, or a string that is not ASCII or not contiguous).
    @inlinable @inline(__always)
    func hash<Key: Hashable>(_ identifier: Key, seed: IdentifierHashSeed) -> Int? {
        switch self {
        case .standard:
            return nil
        case .word64:
            return hashWord(unsafeBitCast(identifier, to: UInt64.self), seed: seed)
        case .word32:
            return hashWord(UInt64(unsafeBitCast(identifier, to: UInt32.self)), seed: seed)
        case .uuid:
            let words = unsafeBitCast(unsafeBitCast(identifier, to: UUID.self).uuid, to: (UInt64, UInt64).self)
            return hashWords(words.0, words.1, seed: seed)
        case .asciiString:
            let text = unsafeBitCast(identifier, to: String.self)
            return text.utf8.withContiguousStorageIfAvailable { hashASCII(UnsafeRawBufferPointer($0), seed: seed) } ?? nil
        case .erased:
            return unsafeBitCast(identifier, to: AnyDiffIdentifier.self).diffHash(seed: seed)
        }
    }
}

extension IdentifierHashing {
    /// Whether `identifier`, which has no hash in this hashing, may still equal an identifier that
    /// has one: only a string can (canonical equivalence: "\u{212A}" == "K"). Any other identifier
    /// without a hash is of a type that no hashed identifier has.
    @inlinable
    func mayEqualHashedIdentifiers<Key: Hashable>(_ identifier: Key) -> Bool {
        switch self {
        case .asciiString: return true
        case .erased: return unsafeBitCast(identifier, to: AnyDiffIdentifier.self).base is String
        case .standard, .word64, .word32, .uuid: return false
        }
    }
}

extension AnyDiffIdentifier {
    /// The diff's hash of this identity, or `nil` when its identifier's type has none (or its
    /// string is not ASCII). Equal identities have the same element type and identifiers of one
    /// type, so they get the same hash.
    @usableFromInline
    func diffHash(seed: IdentifierHashSeed) -> Int? {
        guard let identifierHash = Self.diffHash(of: base, seed: seed) else { return nil }
        return hashWords(UInt64(UInt(bitPattern: identifierHash)), UInt64(UInt(bitPattern: elementType)), seed: seed)
    }

    private static func diffHash<Identifier: Hashable>(of identifier: Identifier, seed: IdentifierHashSeed) -> Int? {
        IdentifierHashing(for: Identifier.self).hash(identifier, seed: seed)
    }
}

/// Whether `a` and `b` are the same identifier by their representation: for `String`s, the same
/// UTF-8 bytes (compared directly, without `String`'s comparison, which first checks that both are
/// in normal form); for any other type, `==`. `true` means equal; `false` is exact for every type
/// but `String`, where two texts with different bytes may still be equal (canonical equivalence:
/// "\u{212A}" == "K") — callers that must not miss such a pair ask ``identifiersEqual(_:_:)``.
@inlinable @inline(__always)
func identicalIdentifiers<Key: Hashable>(_ a: Key, _ b: Key) -> Bool {
    guard Key.self == String.self else { return a == b }
    let first = unsafeBitCast(a, to: String.self), second = unsafeBitCast(b, to: String.self)
    let bytesEqual = first.utf8.withContiguousStorageIfAvailable { left in
        second.utf8.withContiguousStorageIfAvailable { right in
            left.count == right.count && sameBytes(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right))
        }
    }
    return (bytesEqual ?? nil) ?? (first == second)
}

/// Whether two buffers of the same length hold the same bytes: eight at a time, inline (identifiers
/// are short; a call to `memcmp` cost more than the comparison).
@inlinable @inline(__always)
func sameBytes(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
    let count = left.count
    if count >= 8 {
        var offset = 0
        while offset &+ 8 <= count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset &+= 8
        }
        // The last eight bytes, overlapping the words already compared.
        return left.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) == right.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    }
    var index = 0
    while index < count, left[index] == right[index] { index &+= 1 }
    return index == count
}

/// `a == b`, answered by the bytes first when the identifiers are `String`s
/// (``identicalIdentifiers(_:_:)``), since two identifiers compared are mostly equal.
@inlinable @inline(__always)
func identifiersEqual<Key: Hashable>(_ a: Key, _ b: Key) -> Bool {
    identicalIdentifiers(a, b) || (Key.self == String.self && a == b)
}

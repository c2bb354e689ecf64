import Foundation
import Testing
@testable import ListDiffKit

/// The diff's own hashes for integers, `UUID`s and ASCII strings: consistent with `==` (canonical
/// equivalence for strings), spread like random hashes, and never a different diff.
@Suite struct IdentifierHashingTests {
    static let seed = IdentifierHashSeed(first: 0x0123_4567_89AB_CDEF, second: 0x0F1E_2D3C_4B5A_6978)

    /// A `UUID` made of two words.
    static func uuid(_ first: UInt64, _ second: UInt64) -> UUID {
        UUID(uuid: unsafeBitCast((first, second), to: uuid_t.self))
    }

    /// Strings that are equal to another one with different bytes (canonical equivalence), mixed
    /// with plain ASCII ones.
    static let equivalentStrings = [
        "K", "\u{212A}", ";", "\u{037E}", "`", "\u{1FEF}", "é", "e\u{301}", "Å", "A\u{30A}", "\u{212B}",
        "row-K", "row-\u{212A}", "a", "b", "c", "d", "item-1", "item-2", "item-3",
    ]

    /// The diff of `old` and `new` matches the rule-by-rule reference and replays.
    static func expectMatchesReference<T: ListDiffable>(_ old: [T], _ new: [T], _ comment: Comment) {
        let reference = ReferenceHeckel(old: old, new: new)
        for strategy in [MoveStrategy.minimal, .heckel] {
            let result = ListDiff(oldArray: old, newArray: new, option: .equality, moveStrategy: strategy)
            #expect(replays(result, old: old, new: new), comment)
            #expect(Array(result.inserts) == reference.inserts, comment)
            #expect(Array(result.deletes) == reference.deletes, comment)
        }
    }

    @Test func aKelvinSignInTheNewArrayPairsWithTheLetterKInTheOld() {
        // The old array is all ASCII, so its table starts with the byte hash; the Kelvin sign is
        // moved, so the diff must look it up by hash rather than by the in-order shortcut.
        let old = ["a", "b", "K", "c", "d", "e", "f"]
        let new = ["a", "\u{212A}", "b", "c", "d", "e", "f"]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.inserts.isEmpty && result.deletes.isEmpty)
        #expect(result.moves.count == 1)
        #expect(replays(result, old: old, new: new))
        Self.expectMatchesReference(old, new, "kelvin")
    }

    @Test func aStringThatIsNotASCIIHalfwayThroughTheOldArrayRehashesTheTable() {
        // The old array is read from last to first: 300 ASCII identifiers go in with the byte
        // hash before "é" switches the table to `hashValue`.
        let ascii = (0..<300).map { "id-\($0)" }
        let old = Array(ascii[0..<150]) + ["é"] + Array(ascii[150...])
        var new = old.reversed().map { String(decoding: Array($0.utf8), as: UTF8.self) }
        #expect(new[150] == "é")
        new[150] = "e\u{301}"
        new.append("new")
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(Array(result.inserts) == [new.count - 1])
        #expect(result.deletes.isEmpty)
        #expect(result.oldIndexFor(identifier: "K") == nil)
        #expect(result.oldIndexFor(identifier: "id-7") == 7)
        #expect(result.newIndexFor(identifier: "é") == 150)
        Self.expectMatchesReference(old, new, "switch")
    }

    @Test func lookingUpAStringThatIsNotASCIIFindsItsASCIIEquivalent() {
        let old = ["x", "K", "y", ";"]
        let new = ["y", "x", "K", "`", ";"]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.oldIndexFor(identifier: "\u{212A}") == 1)
        #expect(result.newIndexFor(identifier: "\u{212A}") == 2)
        #expect(result.newIndexFor(identifier: "\u{1FEF}") == 3)
        #expect(result.oldIndexFor(identifier: "\u{037E}") == 3)
        #expect(result.oldIndexFor(identifier: "é") == nil)
        #expect(result.newIndexFor(identifier: "z") == nil)
        // The trimmed diff (common prefix and suffix set aside) builds its tables on demand.
        let trimmed = ListDiff(oldArray: ["p"] + old + ["q"], newArray: ["p"] + new + ["q"], option: .equality)
        #expect(trimmed.oldIndexFor(identifier: "\u{212A}") == 2)
        #expect(trimmed.newIndexFor(identifier: "\u{037E}") == 5)
        // Wrapped: a string's identity finds its equivalent; an identity whose identifier type has
        // no diff hash cannot equal a hashed one.
        let wrappedOld = [AnyListDiffable(3), AnyListDiffable("K"), AnyListDiffable(Self.uuid(1, 2))]
        let wrapped = ListDiff(oldArray: wrappedOld, newArray: wrappedOld.reversed(), option: .equality)
        #expect(wrapped.oldIndexFor(identifier: AnyDiffIdentifier("\u{212A}")) == 1)
        #expect(wrapped.newIndexFor(identifier: AnyDiffIdentifier("\u{212A}")) == 1)
        #expect(wrapped.oldIndexFor(identifier: AnyDiffIdentifier(3)) == 0)
        #expect(wrapped.oldIndexFor(identifier: AnyDiffIdentifier(Colliding(key: CollidingKey(value: 3)))) == nil)
        #expect(wrapped.oldIndexFor(identifier: AnyDiffIdentifier("é")) == nil)
    }

    @Test func randomStringDiffsWithCanonicallyEquivalentIdentifiersMatchTheReference() {
        for seed in UInt64(1)...1500 {
            var rng = SplitMix64(seed: seed)
            let space = Self.equivalentStrings
            // Mostly ASCII, sometimes an equivalent: which table path runs depends on the draw.
            func draw() -> String {
                Int.random(in: 0..<4, using: &rng) == 0 ? space.randomElement(using: &rng)!
                    : space[Int.random(in: 11..<space.count, using: &rng)]
            }
            let old = (0..<Int.random(in: 0...16, using: &rng)).map { _ in draw() }
            var new = old.shuffled(using: &rng)
            if !new.isEmpty, Bool.random(using: &rng) { new[Int.random(in: 0..<new.count, using: &rng)] = draw() }
            new.insert(draw(), at: Int.random(in: 0...new.count, using: &rng))
            Self.expectMatchesReference(old, new, "seed \(seed): \(old) → \(new)")
        }
    }

    @Test func randomDiffsOfUUIDsAndIntegersMatchTheReference() {
        for seed in UInt64(1)...600 {
            var rng = SplitMix64(seed: seed)
            let keys = (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int.random(in: 0..<30, using: &rng) }
            var shuffled = keys.shuffled(using: &rng)
            shuffled.removeLast(min(shuffled.count, Int.random(in: 0...3, using: &rng)))
            shuffled += (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: 0..<40, using: &rng) }
            let uuid = { (key: Int) in Self.uuid(UInt64(key) &* 0x9E37_79B9, UInt64(key)) }
            Self.expectMatchesReference(keys.map(uuid), shuffled.map(uuid), "UUID seed \(seed)")
            Self.expectMatchesReference(keys.map { Int32($0 - 15) }, shuffled.map { Int32($0 - 15) }, "Int32 seed \(seed)")
            Self.expectMatchesReference(keys.map { UInt64($0) << 40 }, shuffled.map { UInt64($0) << 40 }, "UInt64 seed \(seed)")
        }
    }

    @Test func randomErasedDiffsOfMixedIdentifierTypesMatchTheReference() {
        // Wrapped `Int`s, `Pair`s (also `Int` identifiers, another element type: other identities),
        // strings with canonical equivalents, `UUID`s, and `Colliding` elements, whose identifier
        // type has no diff hash of its own (the table falls back to `hashValue`).
        func element(_ key: Int) -> AnyListDiffable {
            switch key % 5 {
            case 0: return AnyListDiffable(key / 5)
            case 1: return AnyListDiffable(Pair(key: key / 5, payload: 0))
            case 2: return AnyListDiffable(Self.equivalentStrings[(key / 5) % Self.equivalentStrings.count])
            case 3: return AnyListDiffable(Self.uuid(UInt64(key / 5), 7))
            default: return AnyListDiffable(Colliding(key: CollidingKey(value: key / 5)))
            }
        }
        for seed in UInt64(1)...800 {
            var rng = SplitMix64(seed: seed)
            // Some runs leave `Colliding` out, so that the whole diff keeps the diff's own hash.
            let kinds = Bool.random(using: &rng) ? 5 : 4
            let keys = (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                Int.random(in: 0..<12, using: &rng) * 5 + Int.random(in: 0..<kinds, using: &rng)
            }
            var newKeys = keys.shuffled(using: &rng)
            newKeys.removeLast(min(newKeys.count, Int.random(in: 0...3, using: &rng)))
            newKeys += (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: 0..<80, using: &rng) * 5 + Int.random(in: 0..<kinds, using: &rng) }
            let old = keys.map(element)
            let new = newKeys.map(element)
            Self.expectMatchesReference(old, new, "seed \(seed)")
            let result = ListDiff(oldArray: old, newArray: new, option: .equality)
            for (index, wrapped) in old.enumerated() {
                #expect(result.oldIndexFor(identifier: wrapped.diffIdentifier) == old.firstIndex { $0.diffIdentifier == wrapped.diffIdentifier },
                        "seed \(seed) old \(index)")
            }
        }
    }

    @Test func theByteHashIsNilExactlyWhenAByteIsNotASCII() {
        var rng = SplitMix64(seed: 5)
        for count in 0...48 {
            var bytes = (0..<count).map { _ in UInt8.random(in: 0..<0x80, using: &rng) }
            let hash = bytes.withUnsafeBytes { hashASCII($0, seed: Self.seed) }
            #expect(hash != nil, "length \(count)")
            // The same bytes elsewhere in memory hash the same.
            let copy = Array(bytes)
            #expect(copy.withUnsafeBytes { hashASCII($0, seed: Self.seed) } == hash)
            for position in 0..<count {
                let saved = bytes[position]
                bytes[position] = 0x80 | saved
                #expect(bytes.withUnsafeBytes { hashASCII($0, seed: Self.seed) } == nil, "length \(count) byte \(position)")
                bytes[position] = saved
            }
        }
    }

    /// How many of `count` hashes land in distinct buckets of a table of `2 × count` slots, against
    /// the ≈ 39.3 % expected of random hashes (1 − e^(−1/2) of the slots).
    static func distinctBuckets(_ hashes: [Int]) -> Double {
        let mask = 2 * hashes.count - 1
        return Double(Set(hashes.map { $0 & mask }).count) / Double(hashes.count)
    }

    @Test func theHashesSpreadSequentialIdentifiersLikeRandomOnes() {
        let count = 1 << 13
        let words = (0..<count).map { hashWord(UInt64($0), seed: Self.seed) }
        let strided = (0..<count).map { hashWord(UInt64($0) << 32, seed: Self.seed) }
        let strings = (0..<count).map { index in
            Array("item-\(index)".utf8).withUnsafeBytes { hashASCII($0, seed: Self.seed)! }
        }
        let uuids = (0..<count).map { hashWords(UInt64($0), 0x4000_0000_0000_0000, seed: Self.seed) }
        for (name, hashes) in [("Int", words), ("Int << 32", strided), ("String", strings), ("UUID", uuids)] {
            // Random hashes fill 2 × 39.3 % = 78.7 % of `count` distinct buckets.
            #expect(Self.distinctBuckets(hashes) > 0.76, "\(name)")
            // The tag (bits 32 and up) is spread as well.
            #expect(Self.distinctBuckets(hashes.map { $0 >> 32 }) > 0.76, "\(name) tag")
            #expect(Set(hashes).count == count, "\(name): a full 64-bit collision")
        }
    }

    /// Comparing strings by their bytes never says two different strings are equal, and says so of
    /// every pair of equal ASCII strings; `identifiersEqual` is `==` (canonical equivalence) for all.
    @Test func identifiersComparedByTheirBytesAgreeWithEquality() {
        var rng = SplitMix64(seed: 20_261_128)
        let alphabet: [Character] = Array("abK-0123456789") + ["\u{212A}", "é", "e\u{301}"]
        var texts = Self.equivalentStrings
        for _ in 0..<400 {
            let length = Int.random(in: 0...40, using: &rng)
            let ascii = Bool.random(using: &rng)
            let characters: [Character] = (0..<length).map { _ in
                alphabet[Int.random(in: 0..<(ascii ? 14 : alphabet.count), using: &rng)]
            }
            texts.append(String(characters))
        }
        // Copies with storage of their own, so that equal strings do not share it.
        let copies = texts.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        for (index, first) in texts.enumerated() {
            for second in [copies[index], texts[(index + 1) % texts.count], copies[(index + 7) % texts.count]] {
                let identical = identicalIdentifiers(first, second)
                #expect(!identical || first == second, "\(first.debugDescription) \(second.debugDescription)")
                if first.utf8.allSatisfy({ $0 < 0x80 }) && second.utf8.allSatisfy({ $0 < 0x80 }) {
                    #expect(identical == (first == second), "\(first.debugDescription) \(second.debugDescription)")
                }
                #expect(identifiersEqual(first, second) == (first == second), "\(first.debugDescription) \(second.debugDescription)")
            }
        }
        #expect(identifiersEqual("K", "\u{212A}") && !identicalIdentifiers("K", "\u{212A}"))
        #expect(identicalIdentifiers(7, 7) && !identicalIdentifiers(7, 8))
    }
}

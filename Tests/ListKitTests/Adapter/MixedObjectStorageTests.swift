import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// Lists that mix types are kept one typed part per type and diffed per type; whatever the types,
/// repeats and instances, the diff, its look-ups, the repeats removed and the new instances found
/// must be those of the type-erased form (`AnyListDiffable`), which diffs the whole lists at once.
@MainActor
@Suite struct MixedObjectStorageTests {
    /// Four words: read out of its existential by opening it, not in place.
    struct Wide: ListDiffable, Equatable {
        let id: String
        let a: Int, b: Int
        var diffIdentifier: String { id }
    }

    class Node: ListDiffable {
        let id: Int
        let version: Int
        init(_ id: Int, _ version: Int) { self.id = id; self.version = version }
        var diffIdentifier: Int { id }
        func isEqual(toDiffableObject object: Node) -> Bool { version == object.version }
    }

    final class Leaf: Node {}

    /// A random list of 0–16 objects of one to five types (with repeated identities, shared and
    /// new instances, subclass instances held as their base class and as themselves).
    static func randomObjects(_ rng: inout SplitMix64, nodes: [Node]) -> [any ListDiffable] {
        let kinds = Array([0, 1, 2, 3, 4].shuffled(using: &rng).prefix(Int.random(in: 1...5, using: &rng)))
        return (0..<Int.random(in: 0...16, using: &rng)).map { _ -> any ListDiffable in
            let id = Int.random(in: 0..<6, using: &rng)
            let version = Int.random(in: 0...1, using: &rng)
            switch kinds.randomElement(using: &rng)! {
            case 0: return Row(id: id, title: "r\(version)")
            case 1: return Banner(id: id, text: "b\(version)")
            case 2: return Wide(id: "w\(id)", a: version, b: 0)
            case 3: return Bool.random(using: &rng) ? nodes[id] : Node(id, version)
            default:
                let leaf: Node = Leaf(id, version)
                return Bool.random(using: &rng) ? leaf : Leaf(id, version) as Leaf
            }
        }
    }

    @Test func objectsOfSeveralTypesAreKeptOnePartPerTypeInOrderOfFirstAppearance() throws {
        let storage = try #require(makeObjectStorage([Banner(id: 1, text: "a"), Row(id: 1, title: "b"),
                                                      Banner(id: 2, text: "c")]) as? MixedObjectStorage)
        #expect(storage.parts.map(\.type) == [ObjectIdentifier(Banner.self), ObjectIdentifier(Row.self)])
        #expect(storage.parts.map(\.positions) == [[0, 2], [1]])
        #expect(storage.parts.allSatisfy { $0.storage is TypedObjectStorage<Banner> || $0.storage is TypedObjectStorage<Row> })
        #expect((storage.object(at: 2) as? Banner) == Banner(id: 2, text: "c"))
        #expect((storage.object(at: 1) as? Row) == Row(id: 1, title: "b"))
        // Wrapped objects stay erased.
        #expect(makeObjectStorage([Row(id: 1, title: "a"), AnyListDiffable(Banner(id: 1, text: "b"))]) is ErasedObjectStorage)
    }

    @Test func randomMixedListsDiffAsTheErasedFormDoes() {
        let nodes = (0..<6).map { Node($0, 0) }
        for seed in UInt64(1)...400 {
            var rng = SplitMix64(seed: seed)
            let old = Self.randomObjects(&rng, nodes: nodes)
            let new = Self.randomObjects(&rng, nodes: nodes)
            let (diff, keys) = diffObjectStorages(makeObjectStorage(old), makeObjectStorage(new))
            let erased = ListDiff(oldArray: old.map { AnyListDiffable($0) }, newArray: new.map { AnyListDiffable($0) },
                                  option: .equality)
            #expect(diff == erased, "seed \(seed)")
            #expect(diff.oldIndexForNewIndex == erased.oldIndexForNewIndex, "seed \(seed)")
            #expect(diff.newArrayHasDuplicates == erased.newArrayHasDuplicates, "seed \(seed)")
            // Look-ups: every identity of either list, in the key form of the diff.
            for object in old + new {
                let identity = AnyDiffIdentifier(object)
                guard let key = keys.lookupKey(for: object) else {
                    Issue.record("seed \(seed): no key for \(identity) in \(keys)")
                    continue
                }
                #expect(diff.oldIndexFor(identifier: key) == erased.oldIndexFor(identifier: identity), "seed \(seed) \(identity)")
                #expect(diff.newIndexFor(identifier: key) == erased.newIndexFor(identifier: identity), "seed \(seed) \(identity)")
            }
        }
    }

    /// One generic type, made twelve types by its tag.
    struct Tagged<Tag>: ListDiffable, Equatable {
        let id: Int
        let version: Int
        var diffIdentifier: Int { id }
    }

    @Test func aGenericTypeIsDiffedOnSlotsOfItsIdentifiers() throws {
        // Its conformance's entries are not specialized for one tag: the slots are.
        #expect(TypedObjectStorage<Tagged<Int8>>.isGenericType && TypedObjectStorage<Tagged<Int8>>.runTimeDiffer == nil)
        #expect(!TypedObjectStorage<Row>.isGenericType && TypedObjectStorage<Row>.runTimeDiffer != nil)
        let storage = try #require(makeObjectStorage([Tagged<Int8>(id: 1, version: 0), Tagged<Int8>(id: 2, version: 0)])
                                   as? TypedObjectStorage<Tagged<Int8>>)
        #expect(storage.differ == nil && storage.identifiers == [1, 2])
    }

    @Test func listsOfManyTypesDiffAsTheErasedFormDoes() {
        let makers: [(Int, Int) -> any ListDiffable] = [
            { Tagged<Int8>(id: $0, version: $1) }, { Tagged<Int16>(id: $0, version: $1) },
            { Tagged<Int32>(id: $0, version: $1) }, { Tagged<Int64>(id: $0, version: $1) },
            { Tagged<UInt8>(id: $0, version: $1) }, { Tagged<UInt16>(id: $0, version: $1) },
            { Tagged<UInt32>(id: $0, version: $1) }, { Tagged<UInt64>(id: $0, version: $1) },
            { Tagged<Float>(id: $0, version: $1) }, { Tagged<Double>(id: $0, version: $1) },
            { Tagged<Bool>(id: $0, version: $1) }, { Tagged<String>(id: $0, version: $1) },
        ]
        for seed in UInt64(1)...100 {
            var rng = SplitMix64(seed: seed)
            func randomObjects() -> [any ListDiffable] {
                (0..<Int.random(in: 0...60, using: &rng)).map { _ in
                    makers.randomElement(using: &rng)!(Int.random(in: 0..<8, using: &rng), Int.random(in: 0...1, using: &rng))
                }
            }
            let old = randomObjects()
            let new = randomObjects()
            if new.count > 30 {
                #expect(makeObjectStorage(new) is MixedObjectStorage, "seed \(seed)")
            }
            let diff = diffObjectStorages(makeObjectStorage(old), makeObjectStorage(new)).0
            let erased = ListDiff(oldArray: old.map { AnyListDiffable($0) }, newArray: new.map { AnyListDiffable($0) },
                                  option: .equality)
            #expect(diff == erased, "seed \(seed)")
            #expect(diff.oldIndexForNewIndex == erased.oldIndexForNewIndex, "seed \(seed)")
            #expect(diff.newArrayHasDuplicates == erased.newArrayHasDuplicates, "seed \(seed)")
        }
    }

    @Test func aMixedListFindsItsObjectsFromEmptyAndDiffsToEmpty() throws {
        let nodes = (0..<6).map { Node($0, 0) }
        for seed in UInt64(1)...100 {
            var rng = SplitMix64(seed: seed)
            let objects = Self.randomObjects(&rng, nodes: nodes)
            let storage = makeObjectStorage(objects)
            let erased = ErasedObjectStorage(elements: objects.map { AnyListDiffable($0) })
            #expect(storage.diffFromEmpty() == erased.diffFromEmpty(), "seed \(seed)")
            #expect(storage.diffToEmpty() == erased.diffToEmpty(), "seed \(seed)")
            let index = storage.diffFromEmpty()
            for object in objects {
                let key = try #require(type(of: storage).lookupKey(for: object))
                #expect(index.newIndexFor(identifier: key) == erased.diffFromEmpty().newIndexFor(identifier: AnyDiffIdentifier(object)),
                        "seed \(seed)")
            }
        }
    }

    @Test func repeatsAreRemovedAndReportedAsTheErasedFormDoes() {
        let nodes = (0..<6).map { Node($0, 0) }
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(seed: seed)
            let objects = Self.randomObjects(&rng, nodes: nodes)
            let storage = makeObjectStorage(objects)
            let erased = ErasedObjectStorage(elements: objects.map { AnyListDiffable($0) })
            let (kept, keptIndexes, duplicates) = storage.removingDuplicates()
            let expected = erased.removingDuplicates()
            #expect(keptIndexes == expected.kept, "seed \(seed)")
            #expect(duplicates == expected.duplicates, "seed \(seed)")
            #expect(kept.existentials.map { AnyDiffIdentifier($0) } == keptIndexes.map { AnyDiffIdentifier(objects[$0]) },
                    "seed \(seed)")
        }
    }

    @Test func newInstancesAreFoundPerPartAsObjectByObject() {
        let nodes = (0..<6).map { Node($0, 0) }
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(seed: seed)
            let oldObjects = Self.randomObjects(&rng, nodes: nodes)
            let newObjects = Self.randomObjects(&rng, nodes: nodes)
            // The adapter's lists have no repeats.
            let old = makeObjectStorage(oldObjects).removingDuplicates().storage
            let new = makeObjectStorage(newObjects).removingDuplicates().storage
            let pairs = diffObjectStorages(old, new).0.oldIndexForNewIndex
            #expect(new.newInstanceIndexes(from: old, oldIndexForNewIndex: pairs)
                    == genericNewInstanceIndexes(new, from: old, oldIndexForNewIndex: pairs), "seed \(seed)")
        }
    }

    @Test func anObjectReplacedOrEditedKeepsTheListMixed() throws {
        let storage = makeObjectStorage([Row(id: 1, title: "a"), Banner(id: 1, text: "b"), Row(id: 2, title: "c")])
        let replaced = storage.replacing(at: 2, with: Row(id: 2, title: "c2"))
        #expect(replaced is MixedObjectStorage)
        #expect((replaced.object(at: 2) as? Row)?.title == "c2")
        // Replaced by an object of another type: the parts are made again.
        let retyped = storage.replacing(at: 0, with: Banner(id: 1, text: "x"))
        #expect(retyped.existentials.map { AnyDiffIdentifier($0) }
                == [AnyDiffIdentifier(Banner(id: 1, text: "")), AnyDiffIdentifier(Banner(id: 1, text: "")),
                    AnyDiffIdentifier(Row(id: 2, title: ""))])

        var edited = try #require(storage as? MixedObjectStorage)
        let applied = [edited.apply(.insert([Banner(id: 9, text: "new")], at: 1)), edited.apply(.move(0..<1, to: 3)),
                       edited.apply(.delete(0..<1))]
        #expect(applied == [true, true, true])
        #expect(edited.existentials.map { AnyDiffIdentifier($0) }
                == [AnyDiffIdentifier(Banner(id: 1, text: "")), AnyDiffIdentifier(Row(id: 2, title: "")),
                    AnyDiffIdentifier(Row(id: 1, title: ""))])
        #expect(edited.parts.map(\.positions) == [[0], [1, 2]])
        // A wrapped object cannot join: the list is left as it was.
        let wrappedJoined = edited.apply(.insert([AnyListDiffable(Row(id: 5, title: ""))], at: 0))
        #expect(!wrappedJoined)
        #expect(edited.count == 3)
    }
}

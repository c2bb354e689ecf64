import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// The adapter's objects kept typed when they share one type, per type when they mix types, erased
/// when wrapped: all forms identify an object by type and identifier and give the same diff.
@MainActor
@Suite struct DiffableObjectStorageTests {
    @Test func objectsOfOneTypeAreKeptTypedMixedOnesPerTypeAndWrappedOnesErased() {
        #expect(makeObjectStorage([Row(id: 1, title: "a"), Row(id: 2, title: "b")]) is TypedObjectStorage<Row>)
        #expect(makeObjectStorage([Row(id: 1, title: "a"), Banner(id: 1, text: "b")]) is MixedObjectStorage)
        #expect(makeObjectStorage([AnyListDiffable(Row(id: 1, title: "a"))]) is ErasedObjectStorage)
    }

    @Test func typedAndErasedListsGiveTheSameDiff() {
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(seed: seed)
            func randomRows() -> [any ListDiffable] {
                (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                    let id = Int.random(in: 0..<10, using: &rng)
                    return Row(id: id, title: "r\(Int.random(in: 0...1, using: &rng))")
                }
            }
            let old = randomRows()
            let new = randomRows()
            let (typed, _) = diffObjectStorages(makeObjectStorage(old), makeObjectStorage(new))
            let erased = ListDiff(oldArray: old.map { AnyListDiffable($0) }, newArray: new.map { AnyListDiffable($0) },
                                  option: .equality)
            #expect(typed == erased, "seed \(seed)")
            #expect(typed.oldIndexForNewIndex == erased.oldIndexForNewIndex, "seed \(seed)")
        }
    }

    /// A reference model with text identifiers, whose content is a version.
    typealias Note = VersionedNote<String>

    @Test func theSlotDiffOfOneTypeEqualsListDiffOnTheSameArrays() {
        let shared = (0..<8).map { Note("n\($0)", 0) }
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(seed: seed)
            func randomNotes() -> [Note] {
                (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                    let note = shared[Int.random(in: 0..<8, using: &rng)]
                    // The same instance (never an update), or a new one with a version.
                    return Bool.random(using: &rng) ? note : Note(note.id, Int.random(in: 0...1, using: &rng))
                }
            }
            let old = randomNotes()
            let new = randomNotes()
            let expected = ListDiff(oldArray: old, newArray: new, option: .equality)
            let slotDiff = TypedObjectStorage<Note>.diff(TypedObjectStorage(elements: old), TypedObjectStorage(elements: new))
            #expect(slotDiff == expected, "seed \(seed)")
            #expect(slotDiff.oldIndexForNewIndex == expected.oldIndexForNewIndex, "seed \(seed)")
            #expect(slotDiff.newArrayHasDuplicates == expected.newArrayHasDuplicates, "seed \(seed)")
        }
    }

    @Test func sectionsAreFoundByTypeAndIdentifierWhenTheListChangesForm() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let adapter = makeAdapter(feed)
        #expect(adapter.section(for: Row(id: 2, title: "?")) == 1)
        #expect(adapter.section(for: Banner(id: 2, text: "?")) == nil)

        feed.objects = [Banner(id: 2, text: "x"), Row(id: 2, title: "b"), Row(id: 1, title: "a")]
        adapter.performUpdates()
        #expect(adapter.text == "** x **\nb.0\na.0")
        #expect(adapter.section(for: Row(id: 2, title: "?")) == 1)
        #expect(adapter.section(for: Banner(id: 2, text: "?")) == 0)

        feed.objects = [Row(id: 1, title: "a"), Row(id: 3, title: "c")]
        adapter.performUpdates()
        #expect(adapter.text == "a.0\nc.0")
        #expect(adapter.section(for: Row(id: 3, title: "?")) == 1)
        #expect(adapter.section(for: Banner(id: 2, text: "?")) == nil)

        feed.objects = [Row(id: 3, title: "c2"), Row(id: 1, title: "a")]
        adapter.performUpdates()
        #expect(adapter.text == "c2.0\na.0")
        #expect(adapter.section(for: Row(id: 1, title: "?")) == 1)
    }

    @Test func duplicatesInAListOfOneTypeAreShownOnceAndReported() {
        var reports: [ListDiagnostic] = []
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 1, title: "again")])
        let adapter = makeAdapter(feed, diagnostics: { reports.append($0) })
        #expect(adapter.text == "a.0\nb.0")
        #expect(reports == [.duplicateObjects(["Row(1)"])])
    }

    @Test func reloadingAnObjectOfATypedListShowsTheNewInstance() {
        let feed = Feed([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
        let adapter = makeAdapter(feed)
        adapter.reloadObjects([Row(id: 2, title: "b2")])
        #expect(adapter.text == "a.0\nb2.0")
        #expect(adapter.section(for: Row(id: 2, title: "?")) == 1)
    }
}

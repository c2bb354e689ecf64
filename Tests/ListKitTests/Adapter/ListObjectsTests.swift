import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// A data source that hands its objects over typed (`listObjects(for:)`) gets the same sections,
/// batches, controller updates and look-ups as one that hands them over as existentials.
@MainActor
@Suite struct ListObjectsTests {
    /// A reference model: a new instance with the same version is the same content.
    typealias Note = VersionedNote<Int>

    /// Shows a note as one cell; records every update it hears.
    final class NoteController: ListGenericSectionController<Note> {
        var updates = 0
        override func cellForItem(at index: Int) -> CollectionViewCell {
            let cell = collectionContext!.dequeueReusableCell(of: TextCell.self, for: self, at: index)
            cell.text = "n\(object?.id ?? -1)v\(object?.version ?? -1)"
            return cell
        }
        override func didUpdate(to object: any ListDiffable) {
            super.didUpdate(to: object)
            updates += 1
        }
    }

    /// Rows or notes, handed over typed or as existentials; the controllers it made, by identifier.
    final class Source<Model: ListDiffable>: ListAdapterDataSource where Model.DiffIdentifier == Int {
        var models: [Model] = []
        let typed: Bool
        var controllers: [Int: ListSectionController] = [:]

        init(typed: Bool) { self.typed = typed }

        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { models }

        func listObjects(for listAdapter: ListAdapter) -> ListObjects {
            typed ? ListObjects(models) : ListObjects(models as [any ListDiffable])
        }

        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
            let controller: ListSectionController = object is Note ? NoteController() : RowController()
            controllers[(object as! Model).diffIdentifier] = controller
            return controller
        }
    }

    /// An adapter on `source` whose duplicate reports are collected in `duplicates`.
    static func adapter<Model>(_ source: Source<Model>, height: Int?, duplicates: @escaping ([String]) -> Void) -> ListAdapter {
        let adapter = ListAdapter()
        adapter.diagnosticHandler = { diagnostic in
            if case .duplicateObjects(let names) = diagnostic { duplicates(names) } else { Issue.record("\(diagnostic)") }
        }
        adapter.collectionView = CollectionView(width: 20, height: height)
        adapter.dataSource = source
        return adapter
    }

    /// Hands `models` to both sources, updates both adapters, and expects the same log and text,
    /// and consistent collection views.
    static func updateBoth<Model>(typed: Source<Model>, _ typedAdapter: ListAdapter, erased: Source<Model>,
                                  _ erasedAdapter: ListAdapter, to models: [Model], context: String) {
        typed.models = models
        erased.models = models
        typedAdapter.performUpdates()
        erasedAdapter.performUpdates()
        #expect(typedAdapter.log == erasedAdapter.log, "\(context)")
        #expect(typedAdapter.text == erasedAdapter.text, "\(context)")
        #expect(typedAdapter.collectionView?._checkInvariants() == [], "\(context)")
        #expect(erasedAdapter.collectionView?._checkInvariants() == [], "\(context)")
    }

    @Test func typedRowsGiveTheSameBatchesAndUpdatesAsExistentials() {
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(seed: seed)
            let height: Int? = Bool.random(using: &rng) ? nil : 4
            let typed = Source<Row>(typed: true)
            let erased = Source<Row>(typed: false)
            var typedDuplicates: [[String]] = []
            var erasedDuplicates: [[String]] = []
            let typedAdapter = Self.adapter(typed, height: height) { typedDuplicates.append($0) }
            let erasedAdapter = Self.adapter(erased, height: height) { erasedDuplicates.append($0) }
            for step in 0..<8 {
                // Random rows, with repeats, moves, deletes and content changes.
                let rows = (0..<Int.random(in: 0...10, using: &rng)).map { _ in
                    let id = Int.random(in: 0..<8, using: &rng)
                    return Row(id: id, title: "r\(id)v\(Int.random(in: 0...1, using: &rng))", rows: Int.random(in: 0...2, using: &rng))
                }
                let context = "seed \(seed) step \(step)"
                Self.updateBoth(typed: typed, typedAdapter, erased: erased, erasedAdapter, to: rows, context: context)
                #expect(typedDuplicates == erasedDuplicates, "\(context)")
                #expect(typedAdapter.objects.map { ($0 as? Row)?.title } == erasedAdapter.objects.map { ($0 as? Row)?.title },
                        "\(context)")
                for id in 0..<8 {
                    let probe = Row(id: id, title: "?")
                    #expect(typedAdapter.section(for: probe) == erasedAdapter.section(for: probe), "\(context) id \(id)")
                    if let section = typedAdapter.section(for: probe) {
                        let controller = typedAdapter.sectionController(for: probe)
                        #expect(controller === typed.controllers[id], "\(context) id \(id)")
                        #expect(controller?.section == section, "\(context) id \(id)")
                        #expect((typedAdapter.object(for: controller!) as? Row)?.id == id, "\(context) id \(id)")
                    }
                }
                let typedUpdates = typed.controllers.mapValues { ($0 as! RowController).updates }
                let erasedUpdates = erased.controllers.mapValues { ($0 as! RowController).updates }
                #expect(typedUpdates == erasedUpdates, "\(context)")
                typedAdapter.collectionView!.clearAppliedUpdates()
                erasedAdapter.collectionView!.clearAppliedUpdates()
            }
        }
    }

    @Test func typedInstancesThatAreReplacedAreHeardAboutAsFromExistentials() {
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(seed: seed)
            let typed = Source<Note>(typed: true)
            let erased = Source<Note>(typed: false)
            let typedAdapter = Self.adapter(typed, height: 3) { _ in }
            let erasedAdapter = Self.adapter(erased, height: 3) { _ in }
            var shared = (0..<6).map { Note($0, 0) }
            for step in 0..<8 {
                // The same instance, a new instance with the same content, or new content.
                var notes: [Note] = []
                for id in 0..<6 where Bool.random(using: &rng) {
                    switch Int.random(in: 0..<3, using: &rng) {
                    case 0: notes.append(shared[id])
                    case 1: notes.append(Note(id, shared[id].version))
                    default: shared[id] = Note(id, shared[id].version + 1); notes.append(shared[id])
                    }
                }
                if Bool.random(using: &rng) { notes.reverse() }
                let context = "seed \(seed) step \(step)"
                Self.updateBoth(typed: typed, typedAdapter, erased: erased, erasedAdapter, to: notes, context: context)
                let typedUpdates = typed.controllers.mapValues { ($0 as! NoteController).updates }
                let erasedUpdates = erased.controllers.mapValues { ($0 as! NoteController).updates }
                #expect(typedUpdates == erasedUpdates, "\(context)")
                for (id, controller) in typed.controllers where controller.section != nil {
                    #expect((controller as! NoteController).object === notes.first { $0.id == id }, "\(context) id \(id)")
                }
            }
        }
    }

    @Test func aDataSourceMaySwitchBetweenTypedAndExistentialObjects() {
        final class Switching: ListAdapterDataSource {
            var rows: [Row] = []
            var typed = true
            func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { rows }
            func listObjects(for listAdapter: ListAdapter) -> ListObjects {
                typed ? ListObjects(rows) : ListObjects(rows as [any ListDiffable])
            }
            func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
                RowController()
            }
        }
        let source = Switching()
        source.rows = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
        let adapter = ListAdapter()
        adapter.diagnosticHandler = { Issue.record("unexpected diagnostic: \($0)") }
        adapter.collectionView = CollectionView(width: 20)
        adapter.dataSource = source
        #expect(adapter.text == "a.0\nb.0")

        source.typed = false
        source.rows = [Row(id: 2, title: "B"), Row(id: 1, title: "a"), Row(id: 3, title: "c")]
        adapter.performUpdates()
        #expect(adapter.text == "B.0\na.0\nc.0")
        #expect(adapter.section(for: Row(id: 3, title: "?")) == 2)

        source.typed = true
        source.rows = [Row(id: 3, title: "c"), Row(id: 1, title: "A")]
        adapter.performUpdates()
        #expect(adapter.text == "c.0\nA.0")
        #expect(adapter.section(for: Row(id: 1, title: "?")) == 1)
        #expect(adapter.section(for: Row(id: 2, title: "?")) == nil)
        #expect(adapter.objects.compactMap { ($0 as? Row)?.title } == ["c", "A"])
    }

    @Test func typedObjectsAreKeptUnboxedMixedOnesPerTypeAndWrappedOnesErased() {
        #expect(ListObjects([Row(id: 1, title: "a")]).storage is TypedObjectStorage<Row>)
        #expect(ListObjects([AnyListDiffable(Row(id: 1, title: "a"))]).storage is ErasedObjectStorage)
        #expect(ListObjects([Row(id: 1, title: "a"), Banner(id: 1, text: "b")] as [any ListDiffable]).storage is MixedObjectStorage)
        #expect(ListObjects([Row(id: 1, title: "a"), Row(id: 2, title: "b")]).count == 2)
    }
}

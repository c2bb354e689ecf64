// The ListKit catalog's Swift blocks, compiled and run as written.
import Foundation
import ListDiffKit
import ListKit
import Testing

// snippet: listkit-cell-and-model
final class LineCell: CollectionViewCell {                  // a cell renders itself as lines of text
    var text = ""
    override func render(in context: RenderContext) -> [String] {
        TextLayout.wrap(text, width: context.size.width)
    }
}

final class Groceries: CollectionViewDataSource, CollectionViewLayoutDelegate {
    var items = ["apples", "bread"]

    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(of: LineCell.self, for: indexPath)
        cell.text = items[indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> ListSize {
        ListSize(width: collectionView.width, height: 1)
    }
}
// snippet end

// snippet: listkit-adapter-types
struct Note: Identifiable, Equatable, ListDiffable {
    let id: Int
    var text: String
}

final class NoteController: ListGenericSectionController<Note> {
    override func cellForItem(at index: Int) -> CollectionViewCell {
        let cell = collectionContext!.dequeueReusableCell(of: LineCell.self, for: self, at: index)
        cell.text = object!.text
        return cell
    }
}

final class Feed: ListAdapterDataSource {
    var notes: [Note] = []
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { notes }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
        NoteController()
    }
}
// snippet end

@MainActor
@Suite struct ListKitSnippets: PrintingSnippets {
    let printed = Printed()

    @Test func aCollectionViewTakesABatch() throws {
        // snippet: listkit-collection-view
        let model = Groceries()
        let collectionView = CollectionView(width: 40, height: 4)    // height nil: an unbounded viewport
        collectionView.dataSource = model
        collectionView.layoutDelegate = model
        print(collectionView.renderViewport())

        model.items.insert("milk", at: 0)
        try collectionView.performBatchUpdates { batch in               // checked as UIKit checks it
            batch.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        print(collectionView.appliedUpdates.last!)
        print(collectionView.renderViewport())
        // snippet end
        expectShownOutput(of: "listkit-collection-view", printed)
    }

    @Test func anAdapterDiffsItsObjects() {
        // snippet: listkit-adapter
        let feed = Feed()
        feed.notes = [Note(id: 1, text: "Buy milk"), Note(id: 2, text: "Call Ada")]
        let adapter = ListAdapter()        // or ListAdapter(updater: ListAdapterUpdater(coalescing: .nextMainQueueTurn))
        adapter.collectionView = CollectionView(width: 30, height: 5)
        adapter.dataSource = feed

        feed.notes.insert(Note(id: 3, text: "Fix the bike"), at: 1)
        feed.notes[2].text = "Call Ada at 5"
        adapter.performUpdates()           // applied before it returns: render right away
        print(adapter.collectionView!.appliedUpdates.last!)
        print(adapter.collectionView!.renderViewport())
        // snippet end
        expectShownOutput(of: "listkit-adapter", printed)
    }
}

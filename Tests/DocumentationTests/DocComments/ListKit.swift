// The Swift blocks of ListKit's doc comments (shown on its symbols' pages), compiled and run; the
// results their comments state are checked after each.
import Foundation
import ListDiffKit
import ListKit
import Testing

// snippet: doc-ListAdapterUpdateListener-5
final class Follower: ListAdapterUpdateListener {
    var heard: [String] = []
    func listAdapter(_ adapter: ListAdapter, didApply update: CollectionViewUpdate) { heard.append("\(update)") }
}
// snippet end

/// A feed whose notes the adapter hands over typed.
final class TypedFeed: ListAdapterDataSource {
    var notes: [Note] = []
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { notes }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
        NoteController()
    }
    // snippet: doc-ListObjects-11
    func listObjects(for listAdapter: ListAdapter) -> ListObjects { ListObjects(notes) }  // [Note], kept unboxed
    // snippet end
}

@MainActor
@Suite struct ListKitDocComments: PrintingSnippets {
    let printed = Printed()

    func notes(_ count: Int) -> [Note] { (0..<count).map { Note(id: $0, text: "note \($0)") } }

    @Test func aKnownMove() {
        let feed = Feed()
        feed.notes = notes(10)
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 30, height: 12)
        adapter.dataSource = feed
        // snippet: doc-ListAdapterObjectsEdit-15
        let moved = feed.notes.remove(at: 7)
        feed.notes.insert(moved, at: 3)
        adapter.performUpdates(.move(7..<8, to: 3))   // one batch: "moved sections 7→3"
        // snippet end
        #expect(adapter.collectionView!.appliedUpdates.last?.description == "moved sections 7→3")
    }

    @Test func anAdapter() {
        let feed = Feed()
        feed.notes = notes(2)
        let message = Note(id: 9, text: "new")
        // snippet: doc-ListAdapter-8
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60, height: 20)
        adapter.dataSource = feed          // ListAdapterDataSource: objects + a controller per object
        feed.notes.append(message)
        adapter.performUpdates()           // one batch: the new section is inserted
        print(adapter.collectionView!.renderViewport())
        // snippet end
        #expect(adapter.collectionView!.appliedUpdates.last?.description == "inserted sections [2]")
        #expect(printed.text.hasPrefix("note 0\nnote 1\nnew"))
    }

    @Test func anUpdateListener() {
        let feed = Feed()
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 30)
        adapter.dataSource = feed
        // snippet: doc-ListAdapterUpdateListener-add
        let follower = Follower()
        adapter.addUpdateListener(follower)   // held weakly: keep your own reference
        // snippet end
        feed.notes = notes(1)
        adapter.performUpdates()
        #expect(follower.heard.count == 1)
    }

    @Test func typedObjects() {
        let feed = TypedFeed()
        feed.notes = notes(3)
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 30)
        adapter.dataSource = feed
        #expect(adapter.collectionView!.renderText().contains("note 2"))
    }

    @Test func aCollectionView() throws {
        let model = Groceries()
        // snippet: doc-CollectionView-8
        let collectionView = CollectionView(width: 40, height: 10)
        collectionView.dataSource = model
        collectionView.layoutDelegate = model
        print(collectionView.renderViewport())
        try collectionView.performBatchUpdates { batch in
            model.items.insert("new", at: 0)
            batch.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        // snippet end
        #expect(collectionView.renderViewport().hasPrefix("new\napples"))
    }

    @Test func aSingleSectionController() {
        let results = shown {
            // snippet: doc-ListSingleSectionController-4
            ListSingleSectionController<Note, LineCell>(
                configure: { note, cell in cell.text = note.text },
                size: { note, context in ListSize(width: context?.containerSize.width ?? 0, height: 1) })
            // snippet end
        }
        #expect(results.first is ListSingleSectionController<Note, LineCell>)
    }

    @Test func styledLines() {
        let results = shown {
            // snippet: doc-StyledLine-4
            var line = StyledLine("  ! ", style: .red)
            line.append("Name is required", style: .red)
            line.text   // "  ! Name is required": what a plain rendering shows
            // snippet end
        }
        #expect(results.last as? String == "  ! Name is required")
    }

    @Test func truncating() {
        let results = shown {
            // snippet: doc-TextLayoutFitting-9
            TextLayout.truncate("Hello, world", width: 8)  // "Hello, …"
            TextLayout.truncate("中文字符", width: 5)        // "中文…"
            // snippet end
        }
        #expect(results.map { $0 as? String } == ["Hello, …", "中文…"])
    }

    @Test func fitting() {
        let results = shown {
            // snippet: doc-TextLayoutFitting-80
            TextLayout.fit("Hello, world", width: 8)                      // "Hello, …"
            TextLayout.fit("中文", width: 6, alignment: .center)           // " 中文 "
            // snippet end
        }
        #expect(results.map { $0 as? String } == ["Hello, …", " 中文 "])
    }

    @Test func wrapping() {
        let results = shown {
            // snippet: doc-TextLayoutWrapping-22
            TextLayout.wrap("The quick brown fox", width: 10)  // ["The quick", "brown fox"]
            TextLayout.wrap("日本語のテキスト", width: 6)         // ["日本語", "のテキ", "スト"]
            // snippet end
        }
        #expect(results.map { $0 as? [String] } == [["The quick", "brown fox"], ["日本語", "のテキ", "スト"]])
    }

    @Test func wrappingAfterATitle() {
        let results = shown {
            // snippet: doc-TextLayoutWrapping-55
            TextLayout.wrap("Receive the newsletter", width: 10, firstLineWidth: 8)
            // ["Receive", "the", "newsletter"]
            TextLayout.wrap("Newsletter", width: 10, firstLineWidth: 4)   // ["", "Newsletter"]
            // snippet end
        }
        #expect(results.map { $0 as? [String] } == [["Receive", "the", "newsletter"], ["", "Newsletter"]])
    }

    @Test func sanitizingFirst() {
        let userTitle = "Ada\u{1B}[2J", message = "Line one\nLine two"
        // snippet: doc-TextLayout-8
        let label = TextLayout.sanitized(userTitle)
        let cell = TextLayout.fit(label, width: 20)              // exactly 20 columns
        let lines = TextLayout.wrap(TextLayout.sanitized(message, keepsNewlines: true), width: 40)
        // snippet end
        #expect(cell == "Ada^[[2J" + String(repeating: " ", count: 12) && lines == ["Line one", "Line two"])
    }

    @Test func styling() {
        let title = "Sign up"
        // snippet: doc-TextStyler-18
        let styler = TextStyler.forStandardOutput()
        print(styler.apply(.bold, to: TextLayout.fit(title, width: 20)))
        // snippet end
        #expect(printed.text.contains("Sign up"))
    }
}

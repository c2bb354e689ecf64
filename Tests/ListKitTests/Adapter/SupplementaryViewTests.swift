import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// A section controller with a header and a footer from its own supplementary view source.
final class TitledController: ListGenericSectionController<Row>, ListSupplementaryViewSource {
    final class Title: CollectionReusableView {
        var text = ""
        override func render(in context: RenderContext) -> [String] { [text] }
    }

    var kinds = [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter]

    override init() {
        super.init()
        supplementaryViewSource = self
    }

    override func numberOfItems() -> Int { object?.rows ?? 0 }

    override func cellForItem(at index: Int) -> CollectionViewCell {
        let cell = collectionContext!.dequeueReusableCell(of: TextCell.self, for: self, at: index)
        cell.text = "  \(object!.title) item \(index)"
        return cell
    }

    func supportedElementKinds() -> [String] { kinds }

    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> CollectionReusableView {
        let view = collectionContext!.dequeueReusableSupplementaryView(ofKind: elementKind, for: self, class: Title.self, at: index)
        view.text = elementKind == CollectionView.elementKindSectionHeader ? "[\(object!.title)]" : "(end of \(object!.title))"
        return view
    }

    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> ListSize {
        ListSize(width: collectionContext!.containerSize.width, height: 1)
    }
}

@MainActor
@Suite struct SupplementaryViewTests {
    @Test func headersAndFootersComeFromTheSupplementaryViewSource() {
        let feed = UniformFeed([Row(id: 1, title: "A", rows: 2), Row(id: 2, title: "B", rows: 1)]) { TitledController() }
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 20)
        adapter.dataSource = feed
        #expect(adapter.text == """
            [A]
              A item 0
              A item 1
            (end of A)
            [B]
              B item 0
            (end of B)
            """)
        // A controller that stops supplying footers loses them once its layout is invalidated.
        let first = adapter.sectionController(forSection: 0) as! TitledController
        first.kinds = [CollectionView.elementKindSectionHeader]
        var invalidated: Bool?
        adapter.invalidateLayout(for: first) { invalidated = $0 }
        #expect(invalidated == true)
        #expect(adapter.text.hasPrefix("[A]\n  A item 0\n  A item 1\n[B]"))
    }

    @Test func invalidatingARemovedControllerCompletesWithFalse() {
        let feed = UniformFeed([Row(id: 1, title: "A")]) { TitledController() }
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 20)
        adapter.dataSource = feed
        let removed = adapter.sectionController(forSection: 0)!
        feed.objects = []
        adapter.performUpdates()
        var invalidated: Bool?
        adapter.invalidateLayout(for: removed) { invalidated = $0 }
        #expect(invalidated == false)
        #expect(removed.section == nil)
    }
}

import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// Golden text of rendered collections: insets, spacing, headers and footers, clipping, padding,
/// viewport and scrolling, empty views, sanitizing and styling.
@MainActor
@Suite struct RenderingTests {
    /// A cell whose text is set directly.
    final class TextCell: CollectionViewCell {
        var lines: [String] = []
        override func render(in context: RenderContext) -> [String] { lines }
    }

    /// A data source of one section whose cells show given lines, with given sizes.
    class LinesModel: CollectionViewDataSource, CollectionViewLayoutDelegate {
        var items: [[String]]
        var width: Int?
        init(_ items: [[String]], width: Int? = nil) {
            self.items = items
            self.width = width
        }
        func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(of: TextCell.self, for: indexPath)
            cell.lines = items[indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> ListSize {
            ListSize(width: width ?? collectionView.width, height: max(1, items[indexPath.item].count))
        }
    }

    func view(_ model: LinesModel, width: Int, height: Int? = nil) -> CollectionView {
        let view = CollectionView(width: width, height: height)
        view.dataSource = model
        view.layoutDelegate = model
        return view
    }

    @Test func sectionsRenderWithHeadersInsetsSpacingAndFooters() {
        let model = ListModel([[0, 1], [2]])
        model.headerHeight = 1
        model.footerHeight = 1
        model.inset = ListEdgeInsets(top: 1, left: 2, bottom: 1)
        model.spacing = 1
        let view = model.makeView(width: 20)
        #expect(view.renderText() == """
            header 0

              item 0

              item 1

            footer 0
            header 1

              item 2

            footer 1
            """)
    }

    @Test func linesAreClippedAndPaddedToTheFrame() {
        let model = LinesModel([["a long line that does not fit", "second"], ["x"]], width: 10)
        let collection = view(model, width: 16)
        #expect(collection.renderText(trimsTrailingSpaces: false) == """
            a long lin      
            second          
            x               
            """)
    }

    @Test func missingLinesArePaddedWithBlankLines() {
        final class Tall: LinesModel {
            override func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> ListSize {
                ListSize(width: 10, height: 3)
            }
        }
        let model = Tall([["top"], ["next"]])
        let collection = view(model, width: 10)
        #expect(collection.renderText() == "top\n\n\nnext\n\n")
    }

    @Test func theViewportShowsOnlyItsLinesAndFollowsScrolling() {
        let model = LinesModel((0..<10).map { ["row \($0)"] })
        let collection = view(model, width: 10, height: 3)
        #expect(collection.renderViewport() == "row 0\nrow 1\nrow 2")
        collection.scroll(to: 4)
        #expect(collection.renderViewport() == "row 4\nrow 5\nrow 6")
        collection.scroll(to: 50)
        #expect(collection.renderViewport() == "row 7\nrow 8\nrow 9")
    }

    @Test func aViewportCutsThroughTallItems() {
        let model = LinesModel([["a1", "a2", "a3"], ["b1", "b2"]])
        let collection = view(model, width: 10, height: 2)
        collection.scroll(to: 2)
        #expect(collection.renderViewport() == "a3\nb1")
    }

    @Test func renderingAllContentBorrowsCellsWithoutDisplayingThem() {
        let model = ListModel([Array(0..<8)])
        let collection = model.makeView(width: 10, height: 2)
        model.events.removeAll()
        #expect(collection.renderText() == (0..<8).map { "item \($0)" }.joined(separator: "\n"))
        #expect(model.events.isEmpty)
        #expect(collection.visibleCells.count == 2)
        #expect(collection.reusableViewCount == 6)
    }

    @Test func anEmptyCollectionRendersItsBackgroundView() {
        final class Empty: CollectionReusableView {
            override func render(in context: RenderContext) -> [String] { ["Nothing here yet"] }
        }
        let model = LinesModel([])
        let collection = view(model, width: 20, height: 3)
        #expect(collection.renderViewport() == "\n\n", "three blank lines")
        #expect(collection.renderText() == "")
        collection.backgroundView = Empty()
        #expect(collection.renderViewport() == "Nothing here yet\n\n")
    }

    @Test func wideCharactersAreClippedWithoutBreakingTheGrid() {
        let model = LinesModel([["中文标题很长"], ["ab中"]], width: 5)
        let collection = view(model, width: 7)
        #expect(collection.renderText(trimsTrailingSpaces: false) == "中文   \nab中   ")
    }

    @Test func controlSequencesFromCellsAreShownNotSent() {
        let model = LinesModel([["\u{1B}[2Jgone\u{7}"], ["two\nlines"]])
        let collection = view(model, width: 20)
        #expect(collection.renderText() == "^[[2Jgone^G\ntwo")
    }

    @Test func stylingMakesHeadersBoldFootersDimAndSelectionInverse() {
        let model = ListModel([[0, 1]])
        model.headerHeight = 1
        model.footerHeight = 1
        let collection = model.makeView(width: 8)
        collection.textStyler = TextStyler(isEnabled: true)
        collection.selectItem(at: IndexPath(item: 1, section: 0))
        #expect(collection.renderText() == """
            \u{1B}[1mheader 0\u{1B}[0m
            item 0
            \u{1B}[7m> item 1\u{1B}[0m
            \u{1B}[2mfooter 0\u{1B}[0m
            """)
        collection.textStyler = .plain
        #expect(collection.renderText() == "header 0\nitem 0\n> item 1\nfooter 0")
    }
}

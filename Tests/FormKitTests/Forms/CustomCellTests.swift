import Foundation
import ListKit
import Testing
import FormKit

/// A custom item whose cell looks like the built-in rows, through public API only.
@MainActor
@Suite struct CustomCellTests {
    /// A rating from 0 to 5 stars: a form item of its own, with its own cell.
    final class RatingItem: FormItem<Int> {
        override var formValue: FormValue { .number(Double(value)) }
    }

    /// Supplies only the value's text; gutter, disabled state, placeholder and errors come from
    /// the row.
    final class RatingCell: FormFieldCell<RatingItem> {
        override class func value(for item: RatingItem) -> String? {
            item.value == 0 ? nil : String(repeating: "*", count: item.value)
        }
        override class func placeholder(for item: RatingItem) -> String? { "***" }
    }

    /// A plain `Item` (no title or errors of its own): the cell gives the title too.
    final class NoteItem: Item {
        let note: String
        init(_ note: String) {
            self.note = note
            super.init()
        }
    }

    final class NoteCell: FormFieldCell<NoteItem> {
        override class func title(for item: NoteItem) -> String { "Note" }
        override class func value(for item: NoteItem) -> String? { item.note }
    }

    func makeForm(_ items: [Item], width: Int = 30) -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: width)
        let manager = AdapterManager(adapter: adapter)
        manager.register(RatingItem.self, cell: RatingCell.self)
        manager.register(NoteItem.self, cell: NoteCell.self)
        let section = Section()
        section.addItemBunch(ItemBunch(items: items))
        manager.addSection(section)
        manager.reload()
        return manager
    }

    @Test func aCustomCellShowsItsValueLikeABuiltInRow() {
        let rating = RatingItem("Rating", key: "rating", value: 3)
        let manager = makeForm([rating, TextItem("Name", value: "Jane"), NoteItem("hi")])
        #expect(manager.adapter.collectionView!.renderText() == """
              Rating                   ***
              Name                    Jane
              Note                      hi
            """)
    }

    @Test func aCustomCellGetsThePlaceholderDisabledStateAndErrorsForFree() {
        let rating = RatingItem("Rating", value: 0)
        rating.isEnabled = false
        let required = RatingItem("Stars", value: 0)
        required.validated(by: .custom("rating") { value in value == .number(0) ? "Rating is required" : nil })
        let manager = makeForm([rating, required])
        required.validate()
        #expect(manager.adapter.collectionView!.renderText() == """
              Rating (disabled)   e.g. ***
              Stars               e.g. ***
              ! Rating is required
            """)
    }

    @Test func aCustomCellIsStyledLikeABuiltInRow() {
        let rating = RatingItem("Rating", value: 0)
        let manager = makeForm([rating])
        manager.adapter.collectionView!.textStyler = TextStyler(isEnabled: true)
        #expect(manager.adapter.collectionView!.renderText() == "  Rating              \u{1B}[2me.g. ***\u{1B}[0m")
    }

    @Test func aFormRowCellSubclassCanDescribeAnyItem() {
        final class BadgeCell: FormRowCell {
            override class func accepts(_ item: Item) -> Bool { item is NoteItem }
            override class func row(for item: Item) -> FormRow {
                FormRow(title: (item as? NoteItem)?.note ?? "", kind: .checkbox(isOn: true))
            }
        }
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 20)
        let manager = AdapterManager(adapter: adapter)
        manager.register(NoteItem.self, cell: BadgeCell.self)
        let section = Section()
        section.addItemBunch(ItemBunch(item: NoteItem("Subscribed")))
        manager.addSection(section)
        manager.reload()
        #expect(adapter.collectionView!.renderText() == "  [x] Subscribed")
    }
}

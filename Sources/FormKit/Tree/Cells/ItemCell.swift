import Foundation
import ListKit

/// The base class of cells that show an ``Item``: configured with its item, rendering text.
///
/// Subclass ``TypedItemCell`` for a cell of one item type. This base class is the default cell of
/// an item type that names none: it shows a visible placeholder line, and the manager reports the
/// missing cell once to its diagnostic handler.
@MainActor
open class ItemCell: CollectionViewCell {
    /// The item the cell shows.
    public internal(set) var item: Item?
    /// Set when the cell cannot show its item: the placeholder text it shows instead.
    public internal(set) var problem: String?

    /// The size of the cell for `item` in a container `width` columns wide. Default: one line, full
    /// width. Used when the item's `cellSize` is `nil`.
    open class func size(for item: Item, width: Int) -> ListSize {
        ListSize(width: width, height: 1)
    }

    /// Whether this cell class can show `item`. Default: `false` for this base class (it has
    /// nothing to show); ``TypedItemCell`` accepts its item type.
    open class func accepts(_ item: Item) -> Bool { false }

    /// Sets the cell up for `item`: copy what the cell shows, so that the screen changes when the
    /// item is reloaded, not whenever the model changes. Default: nothing.
    open func configure(with item: Item) {}

    /// Shows `item`, or a placeholder when this cell class cannot.
    func show(_ item: Item, manager: AdapterManager?) {
        self.item = item
        let cellType = type(of: self)
        if cellType.accepts(item) {
            problem = nil
            configure(with: item)
            return
        }
        let itemType = String(describing: type(of: item))
        if cellType == ItemCell.self {
            problem = "⚠ no cell for \(itemType)"
            manager?.report(.missingCell(itemType: itemType))
        } else {
            problem = "⚠ \(cellType) cannot show \(itemType)"
            manager?.report(.cellMismatch(cellType: String(describing: cellType), itemType: itemType))
        }
    }

    /// Clears the item, then calls `super`.
    open override func prepareForReuse() {
        item = nil
        problem = nil
        super.prepareForReuse()
    }

    /// The placeholder when the cell cannot show its item; otherwise ``renderItem(in:)``.
    open override func render(in context: RenderContext) -> [String] {
        if let problem { return [problem] }
        return renderItem(in: context)
    }

    /// The item's lines. Default: none.
    open func renderItem(in context: RenderContext) -> [String] { [] }
}

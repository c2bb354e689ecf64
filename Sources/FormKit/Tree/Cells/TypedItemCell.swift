import Foundation
import ListKit

/// A cell for items of type `ItemType`: ``configure(with:)-(ItemType)`` receives the item typed.
@MainActor
open class TypedItemCell<ItemType: Item>: ItemCell {
    /// The item, typed.
    public var typedItem: ItemType? { item as? ItemType }

    /// Accepts items of type `ItemType` (and its subclasses).
    open override class func accepts(_ item: Item) -> Bool { item is ItemType }

    /// Forwards to ``configure(with:)-(ItemType)``.
    public final override func configure(with item: Item) {
        if let item = item as? ItemType { configure(with: item) }
    }

    /// Sets the cell up for `item`. Default: nothing (render from ``typedItem``).
    open func configure(with item: ItemType) {}
}

import Foundation
import ListDiffKit

/// Shows one object of a ``ListAdapter`` as one section: how many items, their cells and sizes,
/// what happens on selection. Subclass it (IGListKit's `IGListSectionController`).
///
/// The adapter creates one controller per object identity (type and diff identifier) and keeps it
/// while that object stays in the list, calling ``didUpdate(to:)`` when a new instance or new
/// content of the object arrives.
@MainActor
open class ListSectionController {
    /// The adapter's context; `nil` before the controller is added and after its object is
    /// removed (requests made then do nothing and complete with `false`).
    public internal(set) weak var collectionContext: ListCollectionContext?
    /// The controller's section index, or `nil` when it is not in the list.
    /// - Complexity: O(1): read from the adapter's table of section numbers.
    public var section: Int? {
        guard let sectionNumbers else { return nil }
        return sectionNumbers.table.section(at: sectionNumbers.slot)
    }
    /// Where the adapter keeps this controller's section number while the controller is in its
    /// list: an update renumbers the table, not every controller (whose memory it would touch).
    var sectionNumbers: (table: SectionNumbers, slot: Int32)?
    /// Whether the controller's section is the first.
    public internal(set) var isFirstSection = false
    /// Whether the controller's section is the last.
    public internal(set) var isLastSection = false

    /// Margins around the section's items. Changes take effect at the next layout of the section
    /// (an update of it, or ``ListCollectionContext/invalidateLayout(for:completion:)``).
    open var inset = ListEdgeInsets.zero
    /// Blank lines between the section's items.
    open var minimumLineSpacing = 0
    /// Supplies the section's header and footer; `nil` for none. Not retained.
    public weak var supplementaryViewSource: ListSupplementaryViewSource?
    /// Hears about the section's display events. Not retained.
    public weak var displayDelegate: ListDisplayDelegate?
    /// Hears about the section entering and leaving the working range. Not retained.
    public weak var workingRangeDelegate: ListWorkingRangeDelegate?

    /// Creates a controller.
    public init() {}

    /// The number of items. Default: 1.
    open func numberOfItems() -> Int { 1 }

    /// The size of the item at `index`. Default: the container's width, one line.
    open func sizeForItem(at index: Int) -> ListSize {
        ListSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
    }

    /// A configured cell for the item at `index`, dequeued through ``collectionContext``.
    ///
    /// The default returns a blank cell; every subclass that has items overrides it.
    open func cellForItem(at index: Int) -> CollectionViewCell {
        guard let collectionContext else { return CollectionViewCell() }
        return collectionContext.dequeueReusableCell(of: CollectionViewCell.self, for: self, at: index)
    }

    /// A new instance (or new content) of the controller's object. Default: nothing.
    open func didUpdate(to object: any ListDiffable) {}

    /// A user selected the item at `index`. Default: nothing.
    open func didSelectItem(at index: Int) {}
    /// The item at `index` was deselected. Default: nothing.
    open func didDeselectItem(at index: Int) {}
    /// The item at `index` was highlighted. Default: nothing.
    open func didHighlightItem(at index: Int) {}
    /// The item's highlight ended. Default: nothing.
    open func didUnhighlightItem(at index: Int) {}
    /// Whether a user may select the item at `index`. Default: `true`.
    open func shouldSelectItem(at index: Int) -> Bool { true }
}

import Foundation

/// Supplies a collection view with its sections, items and views.
///
/// The counts must describe the data as it is *now*: before a batch update they must still be the
/// old counts, and after the batch's closure has run they must be the new ones (UIKit's rule).
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The number of items in each section of `sections`, in order: what
    /// ``collectionView(_:numberOfItemsInSection:)`` answers for each.
    ///
    /// A batch update that checks every section's count (as UIKit does) asks for all of them at
    /// once: a data source that answers in one pass saves a call per section (the list adapter
    /// does). The default asks section by section.
    /// - Returns: exactly `sections.count` counts.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSections sections: Range<Int>) -> [Int]
    /// A cell for the item at `indexPath`, dequeued from `collectionView` and configured.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// A header or footer view (`kind` is ``CollectionView/elementKindSectionHeader`` or
    /// ``CollectionView/elementKindSectionFooter``), dequeued from `collectionView`. The default
    /// returns `nil`: a blank area of the size the layout delegate gave.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSections sections: Range<Int>) -> [Int] {
        var counts: [Int] = []
        counts.reserveCapacity(sections.count)
        for section in sections { counts.append(self.collectionView(collectionView, numberOfItemsInSection: section)) }
        return counts
    }

    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView? { nil }
}

/// Sizes and spacing of a collection view's items and sections, in text units.
///
/// The layout is a vertical list: each section is its header, its top inset, its items one below
/// the other (separated by the line spacing), its bottom inset and its footer. Headers and footers
/// span the whole width; items are indented by the left inset and clipped to the width left by
/// both insets.
@MainActor
public protocol CollectionViewLayoutDelegate: AnyObject {
    /// The size of the item at `indexPath`. Its height is cached until the item is reloaded or the
    /// layout invalidated; its width is read when the item is rendered.
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> ListSize
    /// The insets of `section`. Default: none.
    func collectionView(_ collectionView: CollectionView, insetForSectionAt section: Int) -> ListEdgeInsets
    /// Blank lines between two items of `section`. Default: 0.
    func collectionView(_ collectionView: CollectionView, minimumLineSpacingForSectionAt section: Int) -> Int
    /// The height of `section`'s header (0: none). Default: 0.
    func collectionView(_ collectionView: CollectionView, heightForHeaderInSection section: Int) -> Int
    /// The height of `section`'s footer (0: none). Default: 0.
    func collectionView(_ collectionView: CollectionView, heightForFooterInSection section: Int) -> Int
    /// Whether a section's header, footer, inset and spacing can change when only its index
    /// changes. With `true` (the default, UIKit's assumption) a batch asks again for every section
    /// that moves or shifts; with `false` only for sections whose items change, or that are
    /// inserted or reloaded.
    var metricsDependOnSectionIndex: Bool { get }
}

extension CollectionViewLayoutDelegate {
    public func collectionView(_ collectionView: CollectionView, insetForSectionAt section: Int) -> ListEdgeInsets { .zero }
    public func collectionView(_ collectionView: CollectionView, minimumLineSpacingForSectionAt section: Int) -> Int { 0 }
    public func collectionView(_ collectionView: CollectionView, heightForHeaderInSection section: Int) -> Int { 0 }
    public func collectionView(_ collectionView: CollectionView, heightForFooterInSection section: Int) -> Int { 0 }
    public var metricsDependOnSectionIndex: Bool { true }
}

/// Hears about selection, highlight and display events of a collection view. Every method has a
/// default that does nothing (or allows the action).
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Whether a user may select the item. Default: `true`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A user selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// A user deselected the item (or selecting another one deselected it).
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Whether the item may be highlighted. Default: `true`.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight ended.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// A cell is about to appear on screen.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell left the screen (scrolled off, deleted or reloaded); `indexPath` is where it was.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A header or footer is about to appear on screen.
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind kind: String, at indexPath: IndexPath)
    /// A header or footer left the screen; `indexPath` is where it was.
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind kind: String, at indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                               forElementKind kind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                               forElementOfKind kind: String, at indexPath: IndexPath) {}
}

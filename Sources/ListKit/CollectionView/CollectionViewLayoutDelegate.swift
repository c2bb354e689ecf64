import Foundation

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

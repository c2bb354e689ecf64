import Foundation

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

import ListDiffKit

/// Hears when objects come on screen and leave it.
@MainActor
public protocol ListAdapterDelegate: AnyObject {
    /// The first cell of `object`'s section is about to be displayed.
    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: any ListDiffable, at index: Int)
    /// The last cell of `object`'s section left the screen.
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: any ListDiffable, at index: Int)
}

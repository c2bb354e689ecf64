/// Hears when a section controller's cells come on screen and leave it.
@MainActor
public protocol ListDisplayDelegate: AnyObject {
    /// The section's first visible cell is about to be displayed.
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
    /// The section's last visible cell left the screen.
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController)
    /// A cell of the section is about to be displayed.
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
                     cell: CollectionViewCell, at index: Int)
    /// A cell of the section left the screen.
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
                     cell: CollectionViewCell, at index: Int)
}

extension ListDisplayDelegate {
    public func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController) {}
    public func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController) {}
    public func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
                            cell: CollectionViewCell, at index: Int) {}
    public func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
                            cell: CollectionViewCell, at index: Int) {}
}

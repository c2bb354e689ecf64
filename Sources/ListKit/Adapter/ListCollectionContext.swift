/// What a section controller can ask of the adapter that owns it: dequeuing, queries, selection,
/// layout and batch updates of its own items. Index paths never appear here: indexes are the
/// controller's own items.
@MainActor
public protocol ListCollectionContext: AnyObject {
    /// The collection view's size (width in columns; height in lines, 0 when unbounded).
    var containerSize: ListSize { get }
    /// A cell of class `cellClass` for the controller's item at `index`.
    func dequeueReusableCell<Cell: CollectionViewCell>(of cellClass: Cell.Type, for sectionController: ListSectionController,
                                                       at index: Int) -> Cell
    /// A header or footer view of class `viewClass` for the controller's section.
    func dequeueReusableSupplementaryView<View: CollectionReusableView>(ofKind elementKind: String,
                                                                        for sectionController: ListSectionController,
                                                                        class viewClass: View.Type, at index: Int) -> View
    /// The cell on screen for the controller's item at `index`, or `nil` (off screen, or while cells
    /// are being dequeued).
    func cellForItem(at index: Int, sectionController: ListSectionController) -> CollectionViewCell?
    /// The controller's cells on screen.
    func visibleCells(for sectionController: ListSectionController) -> [CollectionViewCell]
    /// The index of `cell` among the controller's items, or `nil`.
    func index(for cell: CollectionViewCell, sectionController: ListSectionController) -> Int?
    /// Selects the controller's item at `index` (no delegate call).
    func selectItem(at index: Int, sectionController: ListSectionController)
    /// Deselects the controller's item at `index` (no delegate call).
    func deselectItem(at index: Int, sectionController: ListSectionController)
    /// Asks the controller again for its sizes, inset and spacing. `completion(false)` when the
    /// controller is no longer in the list.
    func invalidateLayout(for sectionController: ListSectionController, completion: ((Bool) -> Void)?)
    /// Scrolls so that the controller's item at `index` is on screen.
    func scroll(to sectionController: ListSectionController, at index: Int)
    /// Changes the controller's items as one batch (coalesced with other requests of the same
    /// transaction). Mutate the model inside `updates`, and describe the change through the
    /// ``ListBatchContext``. `completion` runs once, after the batch, with whether it was applied.
    func performBatch(animated: Bool, updates: @escaping (ListBatchContext) -> Void, completion: ((Bool) -> Void)?)
}

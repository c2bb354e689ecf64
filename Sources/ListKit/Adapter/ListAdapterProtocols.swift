import Foundation
import ListDiffKit

/// Supplies a ``ListAdapter`` with its objects, a section controller for each, and an empty view.
@MainActor
public protocol ListAdapterDataSource: AnyObject {
    /// The objects to show, one section each, in order. Objects are matched across updates by
    /// their type and ``ListDiffable/diffIdentifier``; an object that appears twice is shown once
    /// (the first) and reported through ``ListAdapter/diagnosticHandler``.
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable]
    /// A new section controller for `object` (called once per object identity; the controller is
    /// kept while an object with the same type and identifier stays in the list).
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController
    /// The objects to show, as ``ListObjects``: the adapter asks this, not ``objects(for:)``.
    ///
    /// Implement it when the objects share one type, returning `ListObjects(models)` with the typed
    /// array: the adapter then keeps it unboxed and diffs it with `ListDiff` specialized for the
    /// model type, without a cast per object. Default: `ListObjects(objects(for: listAdapter))`.
    func listObjects(for listAdapter: ListAdapter) -> ListObjects
    /// A view shown when no section has an item — there are no objects, or their sections are all
    /// empty (as IGListKit decides) — or `nil`. Asked again after every update that leaves the list
    /// without items, whether sections or items left. Default: `nil`.
    func emptyView(for listAdapter: ListAdapter) -> CollectionReusableView?
}

extension ListAdapterDataSource {
    /// The objects of ``objects(for:)``, kept typed when they all have one type.
    public func listObjects(for listAdapter: ListAdapter) -> ListObjects { ListObjects(objects(for: listAdapter)) }

    public func emptyView(for listAdapter: ListAdapter) -> CollectionReusableView? { nil }
}

/// Hears when objects come on screen and leave it.
@MainActor
public protocol ListAdapterDelegate: AnyObject {
    /// The first cell of `object`'s section is about to be displayed.
    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: any ListDiffable, at index: Int)
    /// The last cell of `object`'s section left the screen.
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: any ListDiffable, at index: Int)
}

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

/// Hears when a section enters or leaves the working range: the sections on screen plus
/// ``ListAdapter/workingRangeSize`` sections before and after them — a chance to prepare content
/// before it scrolls into view.
@MainActor
public protocol ListWorkingRangeDelegate: AnyObject {
    /// The section entered the working range.
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: ListSectionController)
    /// The section left the working range.
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: ListSectionController)
}

/// Supplies a section's header and footer views.
@MainActor
public protocol ListSupplementaryViewSource: AnyObject {
    /// The kinds this source supplies: ``CollectionView/elementKindSectionHeader`` and/or
    /// ``CollectionView/elementKindSectionFooter``.
    func supportedElementKinds() -> [String]
    /// The view for `elementKind`, dequeued through the section controller's collection context.
    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> CollectionReusableView
    /// The view's size (its height is used; headers and footers span the whole width).
    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> ListSize
}

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

/// Describes item changes of section controllers inside ``ListCollectionContext/performBatch(animated:updates:completion:)``.
/// Deletes, reloads and move sources are indexes before the batch; inserts and move destinations
/// after it.
@MainActor
public protocol ListBatchContext: AnyObject {
    /// Reloads items (fresh cells and sizes).
    func reload(in sectionController: ListSectionController, at indexes: IndexSet)
    /// Reloads the controller's whole section.
    func reload(_ sectionController: ListSectionController)
    /// Inserts items.
    func insert(in sectionController: ListSectionController, at indexes: IndexSet)
    /// Deletes items.
    func delete(in sectionController: ListSectionController, at indexes: IndexSet)
    /// Moves an item.
    func move(in sectionController: ListSectionController, from index: Int, to newIndex: Int)
}

extension ListBatchContext {
    /// Applies an item-level diff of `sectionController`'s items: its deletes, inserts and moves,
    /// and a reload of each changed item — except that a changed item that also moved is deleted
    /// and inserted (a collection view cannot reload and move one item in a batch).
    /// - Parameters:
    ///   - result: the diff of the items shown before against the items shown after.
    ///   - sectionController: whose items they are.
    public func apply(_ result: ListIndexSetResult, in sectionController: ListSectionController) {
        if !result.deleteIndexes.isEmpty { delete(in: sectionController, at: IndexSet(result.deleteIndexes)) }
        if !result.insertIndexes.isEmpty { insert(in: sectionController, at: IndexSet(result.insertIndexes)) }
        var reloads = Set(result.updateIndexes)
        for moved in result.moves {
            if reloads.remove(moved.from) != nil {
                delete(in: sectionController, at: [moved.from])
                insert(in: sectionController, at: [moved.to])
            } else {
                move(in: sectionController, from: moved.from, to: moved.to)
            }
        }
        if !reloads.isEmpty { reload(in: sectionController, at: IndexSet(reloads)) }
    }
}

/// Something the adapter noticed and handled, reported to ``ListAdapter/diagnosticHandler``.
public enum ListDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Objects whose type and identifier repeat an earlier object's; they are not shown.
    case duplicateObjects([String])
    /// The collection view rejected a batch; the adapter reloaded everything instead, so nothing
    /// is lost (a bug in a section controller's batch, usually a count that does not add up).
    case batchRejected(BatchUpdateError)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .duplicateObjects(let identifiers):
            "duplicate objects ignored (the first of each is shown): \(identifiers.joined(separator: ", "))"
        case .batchRejected(let error):
            "batch rejected, recovered with reloadData: \(error)"
        }
    }
}

import ListDiffKit

/// Supplies a ``ListAdapter`` with its objects, a section controller for each, and an empty view.
@MainActor
public protocol ListAdapterDataSource: AnyObject {
    /// The objects to show, one section each, in order. Objects are matched across updates by
    /// their type and `ListDiffable/diffIdentifier`; an object that appears twice is shown once
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

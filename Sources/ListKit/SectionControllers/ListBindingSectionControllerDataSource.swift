import ListDiffKit

/// Gives a ``ListBindingSectionController`` its view models, cells and sizes.
@MainActor
public protocol ListBindingSectionControllerDataSource: AnyObject {
    /// The view models (one item each) for `object`. Repeated view models (same type and
    /// identifier) are shown once.
    func sectionController(_ sectionController: ListBindingSectionController,
                           viewModelsFor object: any ListDiffable) -> [any ListDiffable]
    /// A dequeued cell for `viewModel` (the controller binds it).
    func sectionController(_ sectionController: ListBindingSectionController, cellForViewModel viewModel: any ListDiffable,
                           at index: Int) -> CollectionViewCell & ListBindable
    /// The size of `viewModel`'s cell.
    func sectionController(_ sectionController: ListBindingSectionController, sizeForViewModel viewModel: any ListDiffable,
                           at index: Int) -> ListSize
}

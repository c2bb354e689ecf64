import ListDiffKit

/// A section controller whose items are view models derived from its object, kept in step with
/// an item-level diff (IGListKit's `ListBindingSectionController`).
///
/// On ``didUpdate(to:)`` (after the first) or ``update(animated:completion:)``, it asks its data
/// source for the view models again, diffs them against those shown, and applies item deletes,
/// inserts and moves, and reloads of changed view models (a moved and changed one is deleted and
/// inserted) — never a reload of the whole section. An update requested while one is in flight is
/// not dropped (as IGListKit does): it runs right after, and its completion is called then.
@MainActor
open class ListBindingSectionController: ListSectionController {
    /// Gives view models, cells and sizes. Not retained.
    public weak var dataSource: ListBindingSectionControllerDataSource?
    /// Hears selections. Not retained.
    public weak var selectionDelegate: ListBindingSectionControllerSelectionDelegate?
    /// The controller's object.
    public private(set) var object: (any ListDiffable)?
    /// The view models shown, one per item.
    public private(set) var viewModels: [any ListDiffable] = []

    var erasedViewModels: [AnyListDiffable] = []
    /// An update's closure is queued but has not run yet: later requests share it.
    var hasQueuedUpdate = false
    /// An update's closure ran and its batch is not finished.
    var isApplyingUpdate = false
    /// Requested while an update was being applied: run after it.
    var needsFollowUpUpdate = false
    var followUpCompletions: [(Bool) -> Void] = []
    var queuedCompletions: [(Bool) -> Void] = []

    /// Creates a controller.
    public override init() {}

    /// One item per view model.
    open override func numberOfItems() -> Int { viewModels.count }

    /// The data source's size for the view model.
    open override func sizeForItem(at index: Int) -> ListSize {
        guard index < viewModels.count, let dataSource else { return .zero }
        return dataSource.sectionController(self, sizeForViewModel: viewModels[index], at: index)
    }

    /// The data source's cell, bound to the view model.
    open override func cellForItem(at index: Int) -> CollectionViewCell {
        guard index < viewModels.count, let dataSource else { return super.cellForItem(at: index) }
        let cell = dataSource.sectionController(self, cellForViewModel: viewModels[index], at: index)
        cell.bindViewModel(viewModels[index])
        return cell
    }

    /// Stores the object; the first time, takes its view models as they are; later, updates them
    /// with ``update(animated:completion:)``. Subclasses call `super`.
    open override func didUpdate(to object: any ListDiffable) {
        let isFirst = self.object == nil
        self.object = object
        if isFirst {
            (viewModels, erasedViewModels) = fetchViewModels()
        } else {
            update(animated: true)
        }
    }

    /// Tells the selection delegate.
    open override func didSelectItem(at index: Int) {
        guard index < viewModels.count else { return }
        selectionDelegate?.sectionController(self, didSelectItemAt: index, viewModel: viewModels[index])
    }

    /// Asks for the view models again and applies the difference as item changes.
    /// - Parameters:
    ///   - animated: kept for IGListKit parity.
    ///   - completion: runs once, with whether the change was applied (`false` when the controller is
    ///     not in a list).
    public func update(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard let collectionContext, object != nil else {
            if object != nil { (viewModels, erasedViewModels) = fetchViewModels() }
            completion?(false)
            return
        }
        if hasQueuedUpdate {
            // The queued closure reads the view models when it runs: it covers this request too.
            if let completion { queuedCompletions.append(completion) }
            return
        }
        if isApplyingUpdate {
            needsFollowUpUpdate = true
            if let completion { followUpCompletions.append(completion) }
            return
        }
        hasQueuedUpdate = true
        if let completion { queuedCompletions.append(completion) }
        collectionContext.performBatch(animated: animated, updates: { [weak self] batch in
            self?.applyViewModelDiff(batch)
        }, completion: { [weak self] finished in
            self?.finishUpdate(finished)
        })
    }

    func applyViewModelDiff(_ batch: ListBatchContext) {
        hasQueuedUpdate = false
        isApplyingUpdate = true
        let (models, erased) = fetchViewModels()
        let result = ListDiff(oldArray: erasedViewModels, newArray: erased, option: .equality)
        viewModels = models
        erasedViewModels = erased
        batch.apply(result, in: self)
    }

    func finishUpdate(_ finished: Bool) {
        isApplyingUpdate = false
        let completions = queuedCompletions
        queuedCompletions = []
        for completion in completions { completion(finished) }
        if needsFollowUpUpdate {
            needsFollowUpUpdate = false
            let followUps = followUpCompletions
            followUpCompletions = []
            update(animated: true) { finished in followUps.forEach { $0(finished) } }
        }
    }

    func fetchViewModels() -> ([any ListDiffable], [AnyListDiffable]) {
        guard let object, let dataSource else { return ([], []) }
        var seen = Set<AnyDiffIdentifier>()
        var models: [any ListDiffable] = []
        var erased: [AnyListDiffable] = []
        for model in dataSource.sectionController(self, viewModelsFor: object) {
            let wrapped = AnyListDiffable(model)
            if seen.insert(wrapped.diffIdentifier).inserted {
                models.append(model)
                erased.append(wrapped)
            }
        }
        return (models, erased)
    }
}

import Foundation
import ListDiffKit

extension ListAdapter: CollectionViewDataSource, CollectionViewLayoutDelegate, CollectionViewDelegate {
    public func numberOfSections(in collectionView: CollectionView) -> Int { controllers.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        // The controller is not retained for the call (the controllers array holds it).
        withUnretained(Unmanaged.passUnretained(controllers[section])) { $0.numberOfItems() }
    }

    /// Every controller's count in one pass (a batch's full check asks for all sections).
    ///
    /// Controllers are scattered over the heap and, between two updates, mostly out of the cache:
    /// asked one by one, each call waits for its controller's memory. So the controllers of a block
    /// are first touched together (their loads overlap), then asked.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSections sections: Range<Int>) -> [Int] {
        precondition(sections.lowerBound >= 0 && sections.upperBound <= controllers.count,
                     "sections \(sections) out of 0..<\(controllers.count)")
        var counts = [Int](repeating: 0, count: sections.count)
        var touched: UInt = 0
        controllers.withUnsafeBufferPointer { controllers in
            counts.withUnsafeMutableBufferPointer { counts in
                let blockSize = 32
                var start = sections.lowerBound
                while start < sections.upperBound {
                    let end = min(start + blockSize, sections.upperBound)
                    for section in start..<end {
                        touched ^= Unmanaged.passUnretained(controllers[section]).toOpaque().load(as: UInt.self)
                    }
                    for section in start..<end {
                        counts[section - sections.lowerBound] =
                            withUnretained(Unmanaged.passUnretained(controllers[section])) { $0.numberOfItems() }
                    }
                    start = end
                }
            }
        }
        // Keeps the touching loads (their result is otherwise unused).
        touchSink ^= touched
        return counts
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let controller = controllers[indexPath[0]]
        let cell = controller.cellForItem(at: indexPath[1])
        controllersByCell[ObjectIdentifier(cell)] = controller
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView? {
        guard let source = controllers[indexPath[0]].supplementaryViewSource, source.supportedElementKinds().contains(kind) else {
            return nil
        }
        return source.viewForSupplementaryElement(ofKind: kind, at: 0)
    }

    public func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> ListSize {
        controllers[indexPath[0]].sizeForItem(at: indexPath[1])
    }

    public func collectionView(_ collectionView: CollectionView, insetForSectionAt section: Int) -> ListEdgeInsets {
        controllers[section].inset
    }

    public func collectionView(_ collectionView: CollectionView, minimumLineSpacingForSectionAt section: Int) -> Int {
        controllers[section].minimumLineSpacing
    }

    /// A controller's metrics follow its object, not its index.
    public var metricsDependOnSectionIndex: Bool { false }

    public func collectionView(_ collectionView: CollectionView, heightForHeaderInSection section: Int) -> Int {
        supplementaryHeight(CollectionView.elementKindSectionHeader, section)
    }

    public func collectionView(_ collectionView: CollectionView, heightForFooterInSection section: Int) -> Int {
        supplementaryHeight(CollectionView.elementKindSectionFooter, section)
    }

    func supplementaryHeight(_ kind: String, _ section: Int) -> Int {
        guard let source = controllers[section].supplementaryViewSource, source.supportedElementKinds().contains(kind) else {
            return 0
        }
        return source.sizeForSupplementaryView(ofKind: kind, at: 0).height
    }

    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        controllers[indexPath[0]].shouldSelectItem(at: indexPath[1])
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        controllers[indexPath[0]].didSelectItem(at: indexPath[1])
    }

    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        controllers[indexPath[0]].didDeselectItem(at: indexPath[1])
    }

    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        controllers[indexPath[0]].didHighlightItem(at: indexPath[1])
    }

    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        controllers[indexPath[0]].didUnhighlightItem(at: indexPath[1])
    }

    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let controller = controllersByCell[ObjectIdentifier(cell)] else { return }
        let key = ObjectIdentifier(controller)
        let count = visibleCellCounts[key, default: 0]
        visibleCellCounts[key] = count + 1
        if count == 0 {
            if let section = controller.section, section < controllers.count, let delegate {
                delegate.listAdapter(self, willDisplay: object(at: section), at: section)
            }
            controller.displayDelegate?.listAdapter(self, willDisplay: controller)
        }
        controller.displayDelegate?.listAdapter(self, willDisplay: controller, cell: cell, at: indexPath[1])
        if !updater.isApplying { updateWorkingRange() }
    }

    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let controller = controllersByCell.removeValue(forKey: ObjectIdentifier(cell)) else { return }
        let key = ObjectIdentifier(controller)
        controller.displayDelegate?.listAdapter(self, didEndDisplaying: controller, cell: cell, at: indexPath[1])
        let count = visibleCellCounts[key, default: 1] - 1
        visibleCellCounts[key] = count > 0 ? count : nil
        if count <= 0 {
            controller.displayDelegate?.listAdapter(self, didEndDisplaying: controller)
            let object = oldObject(of: controller, at: indexPath[0])
            if let object { delegate?.listAdapter(self, didEndDisplaying: object, at: indexPath[0]) }
        }
        if !updater.isApplying { updateWorkingRange() }
    }

    /// The object a controller showed at `section` (its current one while it is in the list).
    func oldObject(of controller: ListSectionController, at section: Int) -> (any ListDiffable)? {
        if let current = object(for: controller) { return current }
        return removedObjects[ObjectIdentifier(controller)]
    }

    /// Sends working-range events: the controllers of the sections on screen and
    /// ``workingRangeSize`` sections on each side enter it; those no longer there leave it.
    func updateWorkingRange() {
        let visible = visibleSections
        var range: ClosedRange<Int>?
        if let first = visible.first, let last = visible.last {
            let lower = max(0, first - workingRangeSize)
            let upper = min(controllers.count - 1, last + workingRangeSize)
            if lower <= upper { range = lower...upper }
        }
        // The same controllers as last time (the common case: an update off screen, or of an item
        // on screen): nothing enters or leaves. The count check covers a detach, which empties
        // the order but may leave other controllers in the range.
        var order: [ObjectIdentifier] = []
        if let range {
            order.reserveCapacity(range.count)
            for section in range { order.append(ObjectIdentifier(controllers[section])) }
        }
        if order == workingRangeOrder && order.count == workingRange.count { return }
        workingRangeOrder = order
        var inRange: [ObjectIdentifier: ListSectionController] = [:]
        if let range {
            for section in range { inRange[ObjectIdentifier(controllers[section])] = controllers[section] }
        }
        let previous = workingRange
        workingRange = inRange
        for (key, controller) in previous where inRange[key] == nil {
            controller.workingRangeDelegate?.listAdapter(self, sectionControllerDidExitWorkingRange: controller)
        }
        let entering = inRange.values.filter { previous[ObjectIdentifier($0)] == nil }.sorted { ($0.section ?? 0) < ($1.section ?? 0) }
        for controller in entering {
            controller.workingRangeDelegate?.listAdapter(self, sectionControllerWillEnterWorkingRange: controller)
        }
    }
}

extension ListAdapter: ListCollectionContext {
    public var containerSize: ListSize {
        guard let collectionView else { return .zero }
        return ListSize(width: collectionView.width, height: collectionView.height ?? 0)
    }

    public func dequeueReusableCell<Cell: CollectionViewCell>(of cellClass: Cell.Type, for sectionController: ListSectionController,
                                                              at index: Int) -> Cell {
        guard let collectionView, let section = sectionController.section else { return Cell() }
        return collectionView.dequeueReusableCell(of: cellClass, for: IndexPath(listItem: index, section: section))
    }

    public func dequeueReusableSupplementaryView<View: CollectionReusableView>(ofKind elementKind: String,
                                                                               for sectionController: ListSectionController,
                                                                               class viewClass: View.Type, at index: Int) -> View {
        guard let collectionView, let section = sectionController.section else { return View() }
        return collectionView.dequeueReusableSupplementaryView(ofKind: elementKind, of: viewClass,
                                                               for: IndexPath(listItem: index, section: section))
    }

    public func cellForItem(at index: Int, sectionController: ListSectionController) -> CollectionViewCell? {
        // Inside a transaction the view still shows the old sections.
        let section = collector != nil ? oldSection(of: sectionController) : sectionController.section
        guard let collectionView, let section, sectionController.section != nil else { return nil }
        let cell = collectionView.cellForItem(at: IndexPath(listItem: index, section: section))
        guard let cell, controllersByCell[ObjectIdentifier(cell)] === sectionController else { return nil }
        return cell
    }

    public func visibleCells(for sectionController: ListSectionController) -> [CollectionViewCell] {
        guard let collectionView, let section = sectionController.section else { return [] }
        return collectionView.indexPathsForVisibleItems.filter { $0[0] == section }.compactMap(collectionView.cellForItem(at:))
    }

    public func index(for cell: CollectionViewCell, sectionController: ListSectionController) -> Int? {
        guard let collectionView, controllersByCell[ObjectIdentifier(cell)] === sectionController else { return nil }
        return collectionView.indexPathsForVisibleItems.first { collectionView.cellForItem(at: $0) === cell }?[1]
    }

    public func selectItem(at index: Int, sectionController: ListSectionController) {
        guard let section = sectionController.section else { return }
        collectionView?.selectItem(at: IndexPath(listItem: index, section: section))
    }

    public func deselectItem(at index: Int, sectionController: ListSectionController) {
        guard let section = sectionController.section else { return }
        collectionView?.deselectItem(at: IndexPath(listItem: index, section: section))
    }

    public func invalidateLayout(for sectionController: ListSectionController, completion: ((Bool) -> Void)? = nil) {
        guard let collectionView, let section = sectionController.section, sectionController.section != nil else {
            completion?(false)
            return
        }
        collectionView.invalidateLayout(inSections: [section])
        completion?(true)
    }

    public func scroll(to sectionController: ListSectionController, at index: Int) {
        guard let section = sectionController.section else { return }
        collectionView?.scrollToItem(at: IndexPath(listItem: index, section: section))
        updateWorkingRange()
    }

    public func performBatch(animated: Bool = true, updates: @escaping (ListBatchContext) -> Void,
                             completion: ((Bool) -> Void)? = nil) {
        if let collector {
            // A transaction is being applied: join it.
            updates(collector)
            if let completion { joinedCompletions.append(completion) }
            return
        }
        enqueue(completion) { $0.itemUpdates.append(updates) }
    }
}

/// `body(object)`, without a retain of `object` for the call: the caller keeps it alive.
///
/// A ListKit function (Swift 6 mode), so that a main-actor closure handed to it is not checked
/// for isolation each time it runs, as it is when handed to the standard library directly.
@inline(__always)
func withUnretained<Object: AnyObject, Result>(_ object: Unmanaged<Object>, _ body: (Object) -> Result) -> Result {
    object._withUnsafeGuaranteedRef(body)
}

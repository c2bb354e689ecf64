import Foundation
import ListDiffKit

extension ListAdapter {
    /// Applies `edit`, a change of the data source's objects that the caller knows exactly, as one
    /// batch — sections inserted, deleted or moved — without asking the data source for its objects
    /// or diffing them: it costs the sections it moves, however many there are.
    ///
    /// The data source's objects must now be those shown with `edit` made, and nothing else
    /// changed (objects not inserted keep their content); debug builds check it. Other requests
    /// in the same grouping that change the objects (another edit, or
    /// ``performUpdates(animated:completion:)``) make the transaction diff the objects instead, as
    /// always. Item changes of section controllers join the batch.
    ///
    /// ```swift
    /// let moved = feed.notes.remove(at: 7)
    /// feed.notes.insert(moved, at: 3)
    /// adapter.performUpdates(.move(7..<8, to: 3))   // one batch: "moved sections 7→3"
    /// ```
    /// - Parameters:
    ///   - edit: the change of the objects.
    ///   - animated: kept for IGListKit parity; text has no animation.
    ///   - completion: runs once, after the batch, with whether it was applied.
    /// - Precondition: `edit` fits the objects shown (its sections exist; a move moves).
    /// - Complexity: O(k + d) for a run of k sections and the d sections it passes (an insert or a
    ///   delete passes every section after it, as memory moved and sections renumbered), plus the
    ///   batch.
    public func performUpdates(_ edit: ListObjectsEdit, animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        enqueue(completion) { $0.objectEdits.append(edit) }
    }

    /// Installs `edit` of the objects and the controllers: created for inserted objects (they hear
    /// about their objects, in section order), detached for deleted ones; numbers the sections it
    /// moves, and adds its section changes to `batch`.
    /// - Returns: the controllers removed (for the caller to keep until the batch is applied).
    /// - Complexity: O(k + d), as ``performUpdates(_:animated:completion:)``.
    func install(_ edit: ListObjectsEdit, into batch: inout CollectionViewBatchUpdate) -> [ListSectionController] {
        precondition(edit.fits(count: controllers.count), "performUpdates(_:): \(edit) does not fit \(controllers.count) sections")
        // Only the first and the last controller are flagged.
        if let first = controllers.first { first.isFirstSection = false }
        if let last = controllers.last { last.isLastSection = false }
        var removed: [ListSectionController] = []
        var created: [ListSectionController] = []
        switch edit {
        case .insert(let objects, let index):
            batch.insertedSections += index..<index + objects.count
            created = objects.map(makeController(for:))
            let createdSlots = created.map(joiningSlot(for:))
            controllers.insert(contentsOf: created, at: index)
            slots.insert(contentsOf: createdSlots, at: index)
        case .delete(let range):
            batch.deletedSections += range
            for section in range {
                let controller = controllers[section]
                removedObjects[ObjectIdentifier(controller)] = object(at: section)
                detach(controller)
                removed.append(controller)
            }
            controllers.removeSubrange(range)
            slots.removeSubrange(range)
        case .move(let range, let target):
            for offset in 0..<range.count { batch.moveSection(range.lowerBound + offset, toSection: target + offset) }
            controllers.moveSubrange(range, to: target)
            slots.moveSubrange(range, to: target)
        }
        if var existentials = existentialObjects {
            existentialObjects = nil
            switch edit {
            case .insert(let objects, let index): existentials.insert(contentsOf: objects, at: index)
            case .delete(let range): existentials.removeSubrange(range)
            case .move(let range, let target): existentials.moveSubrange(range, to: target)
            }
            existentialObjects = existentials
        }
        if !objectStorage.apply(edit) {
            // Inserted objects of another type: the list becomes type-erased.
            var erased = ErasedObjectStorage(elements: objectStorage.erased)
            _ = erased.apply(edit)
            objectStorage = erased
        }
        identifierIndex = nil
        sectionNumbers.renumber(slots, in: edit.shiftedSections(newCount: controllers.count))
        controllers.first?.isFirstSection = true
        controllers.last?.isLastSection = true
        installedEdit = edit
        #if DEBUG
        checkObjects(after: edit)
        #endif
        if case .insert(_, let index) = edit {
            for (offset, controller) in created.enumerated() { controller.didUpdate(to: object(at: index + offset)) }
        }
        return removed
    }

    #if DEBUG
    /// Traps when the data source's objects are not those shown: an edit told of that is not the
    /// data source's change.
    private func checkObjects(after edit: ListObjectsEdit) {
        guard let dataSource else { return }
        let fetched = dataSource.listObjects(for: self)
        let diff = diffObjectStorages(objectStorage, fetched.storage).0
        precondition(!diff.hasChanges, "performUpdates(\(edit)): the data source's objects are not the ones shown with the edit made "
                     + "(\(diff.insertIndexes.count) inserted, \(diff.deleteIndexes.count) deleted, \(diff.moves.count) moved, "
                     + "\(diff.updateIndexes.count) changed)")
    }
    #endif
}

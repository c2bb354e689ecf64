import Foundation
import ListDiffKit

extension ListAdapter {
    /// Applies one transaction: the object diff (if asked), the controllers' item changes and
    /// section reloads, as one collection view batch; or a full reload when one was asked.
    func execute(_ transaction: PendingTransaction) {
        guard let collectionView, dataSource != nil else {
            // Nothing to update: still run the model changes, then report "not applied".
            beginCollecting(BatchCollector(adapter: self, isRecording: false))
            for update in transaction.itemUpdates { update(collector!) }
            for completion in transaction.completions + endCollecting() { completion(false) }
            return
        }
        updater.isApplying = true
        if transaction.needsReload {
            // A reload wins: the closures still run (their model changes happen), unrecorded.
            beginCollecting(BatchCollector(adapter: self, isRecording: false))
            for update in transaction.itemUpdates { update(collector!) }
            // Controllers that update their items on hearing about their objects join the reload.
            reloadNow()
            let completions = transaction.completions + endCollecting()
            updater.isApplying = false
            for completion in completions { completion(true) }
            return
        }

        // One known edit of the objects alone is installed as it is; anything more is diffed.
        let knownEdit = !transaction.needsObjectDiff && transaction.objectEdits.count == 1 ? transaction.objectEdits[0] : nil
        let diffsObjects = transaction.needsObjectDiff || (!transaction.objectEdits.isEmpty && knownEdit == nil)
        // Item changes requested from here on (also from didUpdate(to:)) join this batch; old
        // section numbers come from the diff (or the edit) once the new sections are installed.
        isDiffingObjects = diffsObjects
        installedOldSectionForNew = nil
        installedEdit = nil
        var batch = CollectionViewBatchUpdate()
        var reloadedSections = Set<Int>()
        /// The new section of each reloaded old one that stays.
        var newSectionForOld: [Int: Int] = [:]
        let collector = BatchCollector(adapter: self, isRecording: true)
        beginCollecting(collector)

        var removedByEdit: [ListSectionController] = []
        if let knownEdit {
            removedByEdit = install(knownEdit, into: &batch)
        } else if diffsObjects {
            let (newExistentials, newStorage, diff) = fetchObjects()
            let oldStorage = objectStorage
            let oldSectionForNew = diff.oldIndexForNewIndex
            // Controllers: kept for matched identities, created for new ones.
            let created = makeControllers(for: diff, storage: newStorage, existentials: newExistentials)
            let removed = removedControllers(for: diff)
            let updateIndexes = diff.updateIndexes
            let updated = Set(updateIndexes)
            let movedFrom = Set(diff.moves.map(\.from))
            // The diff's ascending indexes, as deleteSections/insertSections would add them (without
            // building IndexSets).
            batch.deletedSections += diff.deleteIndexes
            batch.insertedSections += diff.insertIndexes
            for move in diff.moves {
                if updated.contains(move.from) {
                    // A collection view cannot reload and move one section: delete and insert it.
                    batch.deletedSections.append(move.from)
                    batch.insertedSections.append(move.to)
                } else {
                    batch.moveSection(move.from, toSection: move.to)
                }
            }
            for section in updateIndexes where !movedFrom.contains(section) {
                batch.reloadedSections.append(section)
                reloadedSections.insert(section)
            }
            for (section, controller) in removed {
                removedObjects[ObjectIdentifier(controller)] = object(at: section)
                detach(controller)
            }
            install(existentials: newExistentials, storage: newStorage, diff: diff, created: created)
            installedOldSectionForNew = oldSectionForNew
            // New controllers, changed content and new instances hear about their object, in
            // section order. Only the changed sections are visited (the diff pairs each update's old
            // and new section).
            var hearing = diff.insertIndexes
            for update in diff.updateMoves {
                hearing.append(update.to)
                newSectionForOld[update.from] = update.to
            }
            if newStorage.holdsInstances {
                hearing += newStorage.newInstanceIndexes(from: oldStorage, oldIndexForNewIndex: oldSectionForNew)
            }
            hearing.sort()
            var previous = -1
            for section in hearing where section != previous {
                previous = section
                controllers[section].didUpdate(to: object(at: section))
            }
        }

        for update in transaction.itemUpdates { update(collector) }
        let completions = transaction.completions + endCollecting()
        for controller in transaction.sectionReloads {
            if let old = oldSection(of: controller), controller.section != nil {
                collector.sectionReloads.append(old)
            }
        }

        let requested = collector.sectionReloads.filter { newSectionForOld[$0] == nil }
        newSectionForOld.merge(newSections(ofOld: requested)) { kept, _ in kept }
        fold(collector, into: &batch, reloadedSections: &reloadedSections, newSectionForOld: newSectionForOld)
        do {
            if !batch.isEmpty || diffsObjects || knownEdit != nil {
                // A known edit names every section whose count may change.
                try collectionView.performBatchUpdates(batch, trustingUnnamedSections: knownEdit != nil)
            }
        } catch {
            report(.batchRejected(error))
            collectionView.reloadData()
        }
        updateEmptyView()
        isDiffingObjects = false
        installedOldSectionForNew = nil
        installedEdit = nil
        withExtendedLifetime(removedByEdit) {}
        removedObjects.removeAll()
        releaseHandedObjects()
        updateWorkingRange()
        updater.isApplying = false
        for completion in completions { completion(true) }
    }

    /// Makes `collector` the batch context that section controllers' requests join (run at once)
    /// until ``endCollecting()``.
    func beginCollecting(_ collector: BatchCollector) {
        self.collector = collector
        joinedCompletions = []
    }

    /// Stops collecting.
    /// - Returns: the completions of the requests that joined, in order.
    func endCollecting() -> [(Bool) -> Void] {
        collector = nil
        defer { joinedCompletions = [] }
        return joinedCompletions
    }

    /// Adds the controllers' item changes to `batch`, leaving out what the section changes already
    /// cover (IGListKit's batch cleanup): items of deleted, inserted or reloaded sections; reloads of
    /// items that are deleted or moved (a moved and reloaded item becomes a delete and an insert);
    /// repeated deletes and reloads.
    func fold(_ collector: BatchCollector, into batch: inout CollectionViewBatchUpdate, reloadedSections: inout Set<Int>,
              newSectionForOld: [Int: Int]) {
        // Most updates of the objects come without item changes: nothing to fold.
        guard !collector.isEmpty else { return }
        let deletedOld = Set(batch.deletedSections)
        let insertedNew = Set(batch.insertedSections)
        let sectionMoves = Set(batch.movedSections.map(\.from))
        for section in Set(collector.sectionReloads) where !deletedOld.contains(section) && !reloadedSections.contains(section) {
            if sectionMoves.contains(section), let move = batch.movedSections.first(where: { $0.from == section }) {
                batch.movedSections.removeAll { $0.from == section }
                batch.deletedSections.append(move.from)
                batch.insertedSections.append(move.to)
            } else {
                batch.reloadedSections.append(section)
                reloadedSections.insert(section)
            }
        }
        let goneOld = Set(batch.deletedSections).union(reloadedSections)
        let freshNew = Set(batch.insertedSections).union(insertedNew)
            .union(reloadedSections.compactMap { newSectionForOld[$0] })
        var deletes = Set<IndexPath>()
        for path in collector.deletes where !goneOld.contains(path[0]) && deletes.insert(path).inserted {
            batch.deletedItems.append(path)
        }
        var movedFrom = Set<IndexPath>()
        var reloadMoved: [IndexPath: IndexPath] = [:]
        let reloadSet = Set(collector.reloads)
        for move in collector.moves where !goneOld.contains(move.from[0]) && !freshNew.contains(move.to[0]) && !deletes.contains(move.from) {
            movedFrom.insert(move.from)
            if reloadSet.contains(move.from) {
                reloadMoved[move.from] = move.to
            } else {
                batch.movedItems.append(move)
            }
        }
        for path in collector.inserts where !freshNew.contains(path[0]) {
            batch.insertedItems.append(path)
        }
        var reloads = Set<IndexPath>()
        for path in collector.reloads where !goneOld.contains(path[0]) && !deletes.contains(path) && reloads.insert(path).inserted {
            if let target = reloadMoved[path] {
                batch.deletedItems.append(path)
                batch.insertedItems.append(target)
            } else if !movedFrom.contains(path) {
                batch.reloadedItems.append(path)
            }
        }
    }

    /// During a transaction, once the new sections are installed: the new sections of the old
    /// sections `olds` that stay (deleted ones are left out).
    /// - Complexity: O(`olds`) when the objects were not diffed (or a known edit was installed);
    ///   O(sections) otherwise, and nothing when `olds` is empty.
    func newSections(ofOld olds: [Int]) -> [Int: Int] {
        var found: [Int: Int] = [:]
        guard !olds.isEmpty else { return found }
        if let installedEdit {
            for old in olds { if let new = installedEdit.newSection(forOld: old) { found[old] = new } }
            return found
        }
        guard isDiffingObjects, let oldForNew = installedOldSectionForNew else {
            for old in olds where old >= 0 && old < controllers.count { found[old] = old }
            return found
        }
        let wanted = Set(olds)
        for (new, old) in oldForNew.enumerated() where old >= 0 && wanted.contains(Int(old)) { found[Int(old)] = new }
        return found
    }
}

import Foundation
import ListDiffKit

/// Collects the item changes of section controllers during a transaction, in index paths: old
/// sections for deletes, reloads and move sources; new sections for inserts and move destinations.
@MainActor
final class BatchCollector: ListBatchContext {
    unowned let adapter: ListAdapter
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [ListMoveIndexPath] = []
    var sectionReloads: [Int] = []
    /// Whether changes are recorded (a transaction that reloads everything ignores them).
    let isRecording: Bool

    init(adapter: ListAdapter, isRecording: Bool) {
        self.adapter = adapter
        self.isRecording = isRecording
    }

    func sections(of controller: ListSectionController) -> (old: Int, new: Int)? {
        guard isRecording, let old = adapter.oldSection(of: controller), let new = controller.section,
              controller.section != nil else { return nil }
        return (old, new)
    }

    func reload(in sectionController: ListSectionController, at indexes: IndexSet) {
        guard let (old, _) = sections(of: sectionController) else { return }
        reloads += indexes.map { IndexPath(listItem: $0, section: old) }
    }

    func reload(_ sectionController: ListSectionController) {
        guard let (old, _) = sections(of: sectionController) else { return }
        sectionReloads.append(old)
    }

    func insert(in sectionController: ListSectionController, at indexes: IndexSet) {
        guard let (_, new) = sections(of: sectionController) else { return }
        inserts += indexes.map { IndexPath(listItem: $0, section: new) }
    }

    func delete(in sectionController: ListSectionController, at indexes: IndexSet) {
        guard let (old, _) = sections(of: sectionController) else { return }
        deletes += indexes.map { IndexPath(listItem: $0, section: old) }
    }

    func move(in sectionController: ListSectionController, from index: Int, to newIndex: Int) {
        guard let (old, new) = sections(of: sectionController) else { return }
        moves.append(ListMoveIndexPath(from: IndexPath(listItem: index, section: old),
                                       to: IndexPath(listItem: newIndex, section: new)))
    }
}

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

        // The old map, for old section numbers; item changes requested from here on (also from
        // didUpdate(to:)) join this batch.
        transactionNumber += 1
        isDiffingObjects = transaction.needsObjectDiff
        if isDiffingObjects {
            for (section, controller) in controllers.enumerated() {
                controller.oldSection = section
                controller.oldSectionTransaction = transactionNumber
            }
        }
        let oldControllers = controllers
        var batch = CollectionViewBatchUpdate()
        var updatedControllers: [ListSectionController] = []
        var reloadedSections = Set<Int>()
        let collector = BatchCollector(adapter: self, isRecording: true)
        beginCollecting(collector)

        if transaction.needsObjectDiff {
            let (newObjects, newList, diff, keys) = fetchObjects()
            let oldObjects = objects
            let oldList = objectList
            // Controllers: kept for matched identities, created for new ones.
            var newControllers: [ListSectionController] = []
            newControllers.reserveCapacity(newObjects.count)
            for (index, oldSection) in diff.oldIndexForNewIndex.enumerated() {
                if oldSection >= 0 {
                    newControllers.append(oldControllers[Int(oldSection)])
                } else {
                    newControllers.append(makeController(for: newObjects[index]))
                }
            }
            let updated = Set(diff.updateIndexes)
            let movedFrom = Set(diff.moves.map(\.from))
            batch.deleteSections(diff.deletes)
            batch.insertSections(diff.inserts)
            for move in diff.moves {
                if updated.contains(move.from) {
                    // A collection view cannot reload and move one section: delete and insert it.
                    batch.deletedSections.append(move.from)
                    batch.insertedSections.append(move.to)
                } else {
                    batch.moveSection(move.from, toSection: move.to)
                }
            }
            for section in updated where !movedFrom.contains(section) {
                batch.reloadedSections.append(section)
                reloadedSections.insert(section)
            }
            for section in diff.deleteIndexes {
                let controller = oldControllers[section]
                removedObjects[ObjectIdentifier(controller)] = oldObjects[section]
                detach(controller)
            }
            install(objects: newObjects, list: newList, controllers: newControllers, index: diff, keys: keys)
            // New controllers, changed content and new instances hear about their object. Flags
            // by section instead of set look-ups: this visits every section.
            var isUpdatedOld = [Bool](repeating: false, count: oldControllers.count)
            for section in diff.updateIndexes { isUpdatedOld[section] = true }
            let comparesInstances = newList.holdsInstances
            var hearsAbout = [Bool](repeating: false, count: newControllers.count)
            for (index, oldIndex) in diff.oldIndexForNewIndex.enumerated() {
                let oldSection = Int(oldIndex)
                hearsAbout[index] = oldSection < 0 || isUpdatedOld[oldSection]
                    || (comparesInstances && isNewInstance(newList, index, oldList, oldSection))
            }
            for (index, controller) in newControllers.enumerated() where hearsAbout[index] {
                updatedControllers.append(controller)
            }
            for controller in updatedControllers {
                if let section = controller.section { controller.didUpdate(to: objects[section]) }
            }
        }

        for update in transaction.itemUpdates { update(collector) }
        let completions = transaction.completions + endCollecting()
        for controller in transaction.sectionReloads {
            if let old = oldSection(of: controller), controller.section != nil {
                collector.sectionReloads.append(old)
            }
        }

        var newSectionForOld: [Int: Int] = [:]
        for old in reloadedSections.union(collector.sectionReloads) where old < oldControllers.count {
            if let new = oldControllers[old].section { newSectionForOld[old] = new }
        }
        fold(collector, into: &batch, reloadedSections: &reloadedSections, newSectionForOld: newSectionForOld)
        do {
            if !batch.isEmpty || transaction.needsObjectDiff {
                try collectionView.performBatchUpdates(batch)
            }
        } catch {
            report(.batchRejected(error))
            collectionView.reloadData()
        }
        updateEmptyView()
        transactionNumber += 1
        isDiffingObjects = false
        removedObjects.removeAll()
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

    /// Whether a matched object is another instance (reference types only).
    func isNewInstance(_ new: any ObjectList, _ newIndex: Int, _ old: any ObjectList, _ oldIndex: Int) -> Bool {
        guard let instance = new.instance(at: newIndex) else { return false }
        return instance != old.instance(at: oldIndex)
    }
}

import Foundation
import ListKit

extension ItemBunch: KnownEditing {
    func release(_ item: Item) { item.associatedBunch = nil }

    /// Only items that are in no bunch, shown nowhere else and not hidden join a run.
    func canJoinKnownRun(_ item: Item) -> Bool {
        item.associatedBunch == nil && !item.isHidden && !(item.shownBunch?.isShowing(item) ?? false)
    }

    func treeDidChange() { manager?.treeDidChange() }

    // MARK: - Edits the next reload sends without a diff

    /// Inserts `items` at `index`, in order, as one run that the bunch's next reload sends as
    /// inserts without diffing its other items (when it is the only structural change since the
    /// bunch was last shown; otherwise the reload diffs, as always).
    /// - Precondition: `index` is in `0...items.count`.
    /// - Complexity: O(k) for k items inserted at the end; O(n) elsewhere (the array's memory).
    func insertItems(_ items: [Item], at index: Int) { insertKnownRun(items, at: index) }

    /// Removes the items in `range`, as one run that the next reload sends as deletes without a
    /// diff (see ``insertItems(_:at:)``).
    /// - Returns: the removed items, in order.
    /// - Complexity: O(k) for k items removed at the end; O(n) elsewhere.
    @discardableResult
    func removeItems(in range: Range<Int>) -> [Item] { removeKnownRun(in: range) }

    /// Moves the items in `range` to start at `index` (a position among the items after the move),
    /// as one run that the next reload sends as moves without a diff (see ``insertItems(_:at:)``).
    /// - Complexity: O(d + k) for a run of k items moved d places.
    func moveItems(in range: Range<Int>, to index: Int) { moveKnownRun(in: range, to: index) }

    /// Shows the bunch's changes without a diff when it knows them: reloads of the items that
    /// changed when nothing structural did, or the one known run (inserted, removed or moved) and
    /// the reloads of the other changed items. The snapshot follows, renumbering only the items
    /// between the run's old and new places (or after it, for an insert or removal).
    /// - Returns: whether it showed them; otherwise nothing happened, and the caller diffs.
    /// - Complexity: O(c + d) for c changed items and d items renumbered.
    func applyKnownChanges(_ batch: ListBatchContext) -> Bool {
        guard let listed = changedItems else { return false }
        if structureChanged && !knownEdit.isRun { return false }
        // The changed items the snapshot shows and the bunch still holds, once each: each reloads
        // where it was (or, when it moves, is deleted and inserted).
        var changed: [Item] = []
        var seen = Set<ObjectIdentifier>()
        for item in listed where item.associatedBunch === self && item.shownVersion != item.contentVersion
            && item.shownIndex < shownItems.count && shownItems[item.shownIndex] === item
            && seen.insert(ObjectIdentifier(item)).inserted {
            changed.append(item)
        }
        var reloads = IndexSet()
        if structureChanged {
            switch knownEdit {
            case .insert(let range):
                batch.insert(in: self, at: IndexSet(integersIn: range))
                for item in changed { reloads.insert(item.shownIndex) }
                shownItems.insert(contentsOf: children.elements[range], at: range.lowerBound)
                for position in range {
                    shownItems[position].shownBunch = self
                    shownItems[position].shownVersion = shownItems[position].contentVersion
                }
                renumberShownItems(range.lowerBound..<shownItems.count)
            case .remove(let range):
                batch.delete(in: self, at: IndexSet(integersIn: range))
                for item in changed { reloads.insert(item.shownIndex) }
                shownItems.removeSubrange(range)
                renumberShownItems(range.lowerBound..<shownItems.count)
            case .move(let range, let target):
                for item in changed where !range.contains(item.shownIndex) { reloads.insert(item.shownIndex) }
                for offset in 0..<range.count {
                    let from = range.lowerBound + offset
                    if seen.contains(ObjectIdentifier(shownItems[from])) {
                        // A cell cannot move and reload in one batch: it leaves and comes back.
                        batch.delete(in: self, at: [from])
                        batch.insert(in: self, at: [target + offset])
                    } else {
                        batch.move(in: self, from: from, to: target + offset)
                    }
                }
                shownItems.moveSubrange(range, to: target)
                renumberShownItems(min(range.lowerBound, target)..<max(range.upperBound, target + range.count))
            case .none, .unknown:
                break
            }
            assert(shownItems.count == children.count, "a known edit left the snapshot out of step with the items")
        } else {
            for item in changed { reloads.insert(item.shownIndex) }
        }
        if !reloads.isEmpty { batch.reload(in: self, at: reloads) }
        for item in changed { item.shownVersion = item.contentVersion }
        if structureChanged { knownEdit = .none }
        structureChanged = false
        hasChangedItems = false
        changedItems = []
        return true
    }

    /// Records the positions of the snapshot's items in `range`.
    private func renumberShownItems(_ range: Range<Int>) {
        for position in range { shownItems[position].shownIndex = position }
    }
}

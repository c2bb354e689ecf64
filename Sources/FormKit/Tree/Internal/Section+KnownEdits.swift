import Foundation
import ListKit

extension Section: KnownEditing {
    func release(_ bunch: ItemBunch) { bunch.associatedSection = nil }

    /// Only bunches that are in no section, shown nowhere and not hidden join a run.
    func canJoinKnownRun(_ bunch: ItemBunch) -> Bool {
        bunch.associatedSection == nil && !bunch.isHidden && bunch.shownSection == nil
    }

    func treeDidChange() { associatedManager?.treeDidChange() }

    // MARK: - Edits the next reload follows without a new snapshot

    /// Inserts `bunches` at `index`, in order, as one run that the section's next reload follows
    /// without taking a new snapshot (when it is the only structural change since the section was
    /// last shown; otherwise the reload takes one, as always).
    /// - Precondition: `index` is in `0...itemBunches.count`.
    /// - Complexity: O(k) for k bunches inserted at the end; O(b) elsewhere (the array's memory).
    func insertItemBunches(_ bunches: [ItemBunch], at index: Int) { insertKnownRun(bunches, at: index) }

    /// Removes the bunches in `range`, as one run that the next reload follows without a new
    /// snapshot (see ``insertItemBunches(_:at:)``).
    /// - Returns: the removed bunches, in order.
    /// - Complexity: O(k) for k bunches removed at the end; O(b) elsewhere.
    @discardableResult
    func removeItemBunches(in range: Range<Int>) -> [ItemBunch] { removeKnownRun(in: range) }

    /// Moves the bunches in `range` to start at `index` (a position among the bunches after the
    /// move), as one run that the next reload follows without a new snapshot (see
    /// ``insertItemBunches(_:at:)``).
    /// - Complexity: O(d + k) for a run of k bunches moved d places.
    func moveItemBunches(in range: Range<Int>, to index: Int) { moveKnownRun(in: range, to: index) }

    /// Makes the section's snapshot follow its one known edit, when it has one that leaves the
    /// first and last bunches (which show the header and footer) in their places.
    /// - Returns: the edit it followed; `nil` when it did not (nothing changed, and the caller
    ///   takes a new snapshot).
    /// - Complexity: O(d + k) for a run of k bunches and the d bunches it passes.
    func followKnownEdit() -> KnownEdit? {
        let count = shownBunches.count
        let edit = knownEdit
        switch edit {
        case .insert(let range):
            guard range.lowerBound > 0, range.lowerBound < count else { return nil }
            let inserted = children.elements[range]
            shownBunches.insert(contentsOf: inserted, at: range.lowerBound)
            for bunch in inserted { bunch.shownSection = self }
        case .remove(let range):
            guard range.lowerBound > 0, range.upperBound < count else { return nil }
            for bunch in shownBunches[range] where bunch.shownSection === self { bunch.shownSection = nil }
            shownBunches.removeSubrange(range)
        case .move(let range, let target):
            guard min(range.lowerBound, target) > 0, max(range.upperBound, target + range.count) < count else { return nil }
            shownBunches.moveSubrange(range, to: target)
        case .none, .unknown:
            return nil
        }
        assert(shownBunches.count == children.count, "a known edit left the snapshot out of step with the bunches")
        knownEdit = .none
        return edit
    }
}

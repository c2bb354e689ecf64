import Foundation
import ListDiffKit
import ListKit

/// A group of bunches under one header and footer: TBVListAdapterManager's `Section` (not a collection view
/// section — each of its bunches is one). Its header is shown with its first bunch, its footer with
/// its last, and stays right as bunches come and go.
@MainActor
public final class Section: IndexedChild, Hidable, Disableable, TreeNode {
    /// The manager that holds the section; `nil` when it is in none.
    public internal(set) weak var associatedManager: AdapterManager?
    /// The header; `nil` for none. Shown at the next reload.
    public var headerConfiguration: SupplementaryConfiguration? {
        didSet { supplementaryChanged = true }
    }
    /// The footer; `nil` for none. Shown at the next reload.
    public var footerConfiguration: SupplementaryConfiguration? {
        didSet { supplementaryChanged = true }
    }

    var children = ChildList<ItemBunch>()
    var recordedIndex = 0
    /// The bunches as last shown.
    var shownBunches: [ItemBunch] = []
    var structureChanged = false {
        didSet {
            guard structureChanged else { return }
            if !isMakingKnownEdit { knownEdit = .unknown }
            associatedManager?.sectionsMayHaveChanged = true
        }
    }
    /// The structural edit of the bunches since the last snapshot, when the section knows it (see
    /// ``KnownEdit``): the next reload of the section sends it without taking a new snapshot.
    var knownEdit = KnownEdit.unknown
    /// Set while one of the known edits (``insertItemBunches(_:at:)``,
    /// ``removeItemBunches(in:)``, ``moveItemBunches(in:to:)``) changes the structure.
    var isMakingKnownEdit = false
    var supplementaryChanged = false {
        didSet { if supplementaryChanged { associatedManager?.sectionsMayHaveChanged = true } }
    }
    /// Whether the manager's snapshot shows this section.
    var isShown = false

    /// The bunches, in order (hidden ones included).
    public var itemBunches: [ItemBunch] { children.elements }

    /// The bunches a snapshot shows: those not hidden, in order.
    /// - Complexity: O(b) for b bunches in the section.
    var visibleBunches: [ItemBunch] {
        // A loop rather than `filter`: a closure reading the main-actor `isHidden`, passed to the
        // standard library, checks its isolation at run time on every call.
        var visible: [ItemBunch] = []
        visible.reserveCapacity(children.count)
        for bunch in children.elements where !bunch.isHidden { visible.append(bunch) }
        return visible
    }

    /// Whether the section is hidden (its items keep their values). Setting it shows or hides the
    /// section at once when its manager has shown anything. With ``hidden(when:)-(Condition)``,
    /// the condition owns it.
    public var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard setHidden(newValue), let manager = associatedManager, manager.hasShown else { return }
            reload()
        }
    }
    var storedIsHidden = false
    /// Whether the section's items can be used (see ``Item/isEffectivelyEnabled``). Setting it
    /// reloads the rows of its items at once (one batch). With ``disabled(when:)-(Condition)``, the
    /// condition owns it.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            performUpdates(in: associatedManager) {
                for bunch in children.elements { bunch.reloadRowsOfItems() }
            }
        }
    }
    /// What a layer built on the tree keeps on the section (a form's conditions, its step, its
    /// groups and rows); `nil` when it keeps nothing.
    var attachment: NodeAttachment?

    /// Whether the section is off screen: hidden, or kept off by what is attached to it (a form's
    /// section on a step other than the current one, or on a hidden step).
    var isOffScreen: Bool {
        if isHidden { return true }
        guard let attachment else { return false }
        return attachment.keepsOffScreen(self)
    }


    /// The section's position in its manager, or `nil` when it is in none.
    /// - Complexity: O(1) amortized.
    public var index: Int? { associatedManager?.sectionIndex(of: self) }

    /// Creates a section, with a one-line header and footer title when given.
    public init(header: String? = nil, footer: String? = nil) {
        headerConfiguration = header.map(SupplementaryConfiguration.title)
        footerConfiguration = footer.map(SupplementaryConfiguration.title)
    }

    /// Adds `bunch` at the end. A bunch that is in another section leaves it first.
    /// - Complexity: O(1) amortized (plus leaving its old section); the screen changes at the
    ///   manager's next reload.
    public func addItemBunch(_ bunch: ItemBunch) {
        adopt(bunch)
        children.append(bunch)
    }

    /// Adds `bunches` at the end, in order.
    /// - Complexity: O(k) amortized for k bunches.
    public func addItemBunches(_ bunches: [ItemBunch]) {
        for bunch in bunches { addItemBunch(bunch) }
    }

    /// Inserts `bunch` at `index` (clamped to `0...itemBunches.count`).
    /// - Complexity: O(b) for b bunches in the section (the array insert).
    public func insertItemBunch(_ bunch: ItemBunch, at index: Int) {
        adopt(bunch)
        children.insert(bunch, clampedAt: index)
    }

    /// Inserts `bunch` just above `other`; at the end when `other` is not in this section.
    /// - Complexity: O(b) for b bunches in the section.
    public func insertItemBunch(_ bunch: ItemBunch, above other: ItemBunch) {
        guard bunch !== other else { return }
        adopt(bunch)
        children.insert(bunch, above: other)
    }

    /// Removes `bunch` if it is in this section; its ``ItemBunch/associatedSection`` becomes `nil`.
    /// - Complexity: O(b) for b bunches in the section.
    public func removeItemBunch(_ bunch: ItemBunch) {
        guard bunch.associatedSection === self, children.remove(bunch) else { return }
        bunch.associatedSection = nil
        structureChanged = true
        associatedManager?.treeDidChange()
    }

    /// Replaces the bunches in `range` with `bunches` (in no section), in one pass.
    /// - Complexity: O(b + k) for b bunches in the section and k new ones.
    func replaceItemBunches(in range: Range<Int>, with bunches: [ItemBunch]) {
        for bunch in children.elements[range] { bunch.associatedSection = nil }
        for bunch in bunches { adopt(bunch) }
        children.replaceSubrange(range, with: bunches)
        structureChanged = true
        associatedManager?.treeDidChange()
    }

    /// Removes every bunch.
    /// - Complexity: O(b) for b bunches in the section.
    public func removeAllItemBunches() {
        for bunch in children.removeAll() { bunch.associatedSection = nil }
        structureChanged = true
        associatedManager?.treeDidChange()
    }

    /// Removes every bunch (TBVListAdapterManager's name for ``removeAllItemBunches()``, as on every level).
    public func removeAll() { removeAllItemBunches() }

    func adopt(_ bunch: ItemBunch) {
        bunch.associatedSection?.removeItemBunch(bunch)
        bunch.associatedSection = self
        structureChanged = true
        bunch.attachment?.bunch(bunch, didJoin: self)
        associatedManager?.treeDidChange()
    }

    func bunchIndex(of bunch: ItemBunch) -> Int? { children.index(of: bunch) }

    /// Empties the section's snapshot: it left the screen, and its bunches with it.
    func forgetShownBunches() {
        for bunch in shownBunches where bunch.shownSection === self { bunch.shownSection = nil }
        shownBunches = []
        knownEdit = .unknown
    }

    /// Shows what changed in this section: bunches inserted, deleted and moved, and each bunch's
    /// item-level changes, as one batch. A section not on screen yet is shown. Does nothing, and
    /// calls `completion(false)`, when the section is in no manager.
    ///
    /// When the only structural change is one edit the section made itself and knows (a run of
    /// bunches inserted, removed or moved by repeating rows, away from the first and last bunch),
    /// the section's snapshot follows it without visiting the other bunches, and only the bunches
    /// with item changes are visited.
    /// - Complexity: O(b + k) for b bunches and k items that changed — O(d + c + k) for a known
    ///   edit that moves d bunches with c bunches changed — plus the adapter's update.
    public func reload(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard let manager = associatedManager else {
            completion?(false)
            return
        }
        manager.reload(self, animated: animated, completion: completion)
    }
}

extension Section {
    func hiddenFlagDidChange() { associatedManager?.structureChanged = true }
}

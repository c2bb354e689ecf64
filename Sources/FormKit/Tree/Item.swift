import Foundation
import FormLocale
import ListDiffKit
import ListKit

/// One row of a form or list: a model that a cell shows (RETableViewManager's and TBVListAdapterManager's
/// `Item`). Subclass it for your own kinds of rows, or use the built-in ones.
///
/// An item belongs to at most one ``ItemBunch``; ``associatedBunch`` points back to it (weakly),
/// so the item can reload itself: ``reload(animated:completion:)`` refreshes exactly its own cell.
///
/// **What the screen shows follows the model — one rule for every property.** Setting anything
/// the item's cell shows (a form item's value, title, enabled state, placeholder, options; a
/// ``cellSize``; a property declared with ``Observed``) calls ``setNeedsReload()``, which reloads
/// the item's row at once when it is on screen; inside
/// ``AdapterManager/performBatchUpdates(_:completion:)`` those reloads join one batch. Setting
/// ``isHidden`` reloads the item's bunch at once, to take the row out or put it back. Structural
/// edits (adding, removing, moving items, bunches and sections) show at the next reload of the
/// level that holds them.
@MainActor
open class Item: IndexedChild, Hidable, Disableable, TreeNode {
    /// The bunch that holds the item; `nil` when it is in none.
    public internal(set) weak var associatedBunch: ItemBunch?
    /// The cell's size; `nil` (the default) lets the cell size itself for the container width.
    public var cellSize: ListSize? {
        didSet { if cellSize != oldValue { setNeedsReload() } }
    }
    /// Runs when a user selects the item (if ``isSelectable``). It gets the item, so it need not
    /// capture it (capturing it strongly would keep it alive).
    public var selectBlock: ((Item) -> Void)?
    /// Whether a user can select the item. Default: `true`.
    public var isSelectable = true {
        didSet { if isSelectable != oldValue { setNeedsReload() } }
    }
    /// A key to find the item by (``AdapterManager/item(forKey:)``) and to name its value.
    public var key: String? {
        didSet { if key != oldValue { manager?.treeDidChange() } }
    }
    /// Whether the item is hidden (it keeps its value). Setting it reloads the item's bunch at
    /// once when the bunch is on screen, taking the row out or putting it back. With
    /// ``Hidable/hidden(when:)-(Condition)``, the condition owns it.
    public var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard setHidden(newValue), let bunch = associatedBunch, bunch.section != nil else { return }
            bunch.reload()
        }
    }
    var storedIsHidden = false
    /// Whether the item can be used: a disabled item is skipped by navigation, not validated or
    /// selected, and its row is marked disabled. Setting it reloads the row. With
    /// ``Disableable/disabled(when:)-(Condition)``, the condition owns it. See ``isEffectivelyEnabled`` for the
    /// bunch's and section's state too.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsReload() } }
    }
    /// What a layer built on the tree keeps on the item (a form's conditions and the group or row
    /// that holds the item); `nil` when it keeps nothing.
    var attachment: NodeAttachment?

    /// Bumped whenever the item changes in a way its cell shows.
    public private(set) var contentVersion = 0
    var recordedIndex = 0
    /// The content version the screen shows, and the item's position in its bunch's snapshot.
    var shownVersion = -1
    var shownIndex = Int.max
    /// The bunch whose snapshot last took the item.
    weak var shownBunch: ItemBunch?

    /// Creates an item.
    /// - Parameter key: a key to find it by.
    public init(key: String? = nil) {
        self.key = key
    }


    /// The manager the item is in, through its bunch and section.
    var manager: AdapterManager? { associatedBunch?.associatedSection?.associatedManager }

    /// The language the item reads and shows input in, and its surfaces speak in: its manager's
    /// (see ``AdapterManager/localizer``), English when it is in none.
    public var localizer: Localizer { manager?.localizer ?? .english }

    /// Marks the item as changed, and reloads its row when it is on screen: at once, or — inside
    /// ``AdapterManager/performBatchUpdates(_:completion:)`` — at the end of the batch, in it (a
    /// reload of its bunch, section or manager in the same batch shows it instead). An item not on
    /// screen shows the change when its bunch shows it. ``Observed`` properties and the built-in
    /// items' properties call it when set; call it after changes they do not see.
    /// - Complexity: O(1) plus the batch.
    public func setNeedsReload() {
        contentVersion &+= 1
        guard let bunch = associatedBunch else { return }
        bunch.itemDidChange(self)
        if bunch.isShowing(self), let manager = bunch.manager, bunch.shownSection === bunch.associatedSection {
            manager.itemNeedsReload(self)
        }
    }

    /// Whether the item, its bunch and its section are all enabled.
    public var isEffectivelyEnabled: Bool {
        guard isEnabled else { return false }
        guard let bunch = associatedBunch else { return true }
        return bunch.isEnabled && (bunch.associatedSection?.isEnabled ?? true)
    }

    /// Whether the item, its bunch, its section or its section's step is hidden (a step that is
    /// only not the current one does not hide: its values count).
    public var isEffectivelyHidden: Bool {
        guard !isHidden, let bunch = associatedBunch else { return isHidden }
        guard !bunch.isHidden, let section = bunch.associatedSection else { return bunch.isHidden }
        return section.isHidden || (section.attachment?.hidesItems(of: section) ?? false)
    }

    /// Where the item's row is on screen now: `nil` when it is hidden or not shown (yet). Unlike
    /// ``index``, which counts hidden items, this is the index path of the row a user sees.
    /// - Complexity: O(1).
    public var indexPath: IndexPath? {
        guard let bunch = associatedBunch, bunch.isShowing(self), let section = bunch.section, !isEffectivelyHidden else { return nil }
        return IndexPath(item: shownIndex, section: section)
    }

    /// Does what a tap or Enter on the row does: selects it in the collection view, which runs
    /// ``selectBlock`` (a switch toggles, a button acts) when the item is selectable.
    /// - Returns: whether the row was on screen and selectable.
    @discardableResult
    public func select() -> Bool {
        guard let indexPath, let collectionView = manager?.adapter.collectionView else { return false }
        return collectionView.performUserSelection(at: indexPath)
    }

    /// The item's position in its bunch, or `nil` when it is in none.
    /// - Complexity: O(1) amortized.
    public var index: Int? { associatedBunch?.itemIndex(of: self) }

    /// The cell class that shows this item when none is registered for its type. The default is
    /// ``ItemCell``, which shows a placeholder line: override it in your item types.
    open class var defaultCellType: ItemCell.Type { ItemCell.self }

    /// Reloads the cell that shows this item, and nothing else.
    ///
    /// If the item is not on screen yet (its bunch has not shown it), its bunch reloads instead, to
    /// show it. Does nothing, and calls `completion(false)`, when the item is in no bunch on a
    /// manager.
    /// - Parameters:
    ///   - animated: kept for IGListKit parity.
    ///   - completion: called once, with whether the reload was applied.
    /// - Complexity: O(1) plus the batch.
    public func reload(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard let bunch = associatedBunch else {
            completion?(false)
            return
        }
        bunch.reload(item: self, animated: animated, completion: completion)
    }
}

extension Item {
    func hiddenFlagDidChange() { associatedBunch?.structureChanged = true }
}

import Foundation
import ListDiffKit
import ListKit

/// A group of items shown as one section of the list adapter: TBVListAdapterManager's `ItemBunch`, which *is*
/// a section controller and is diffable by identity.
///
/// A bunch shows a snapshot of its items: adding, removing or reordering items changes ``items``
/// at once, and the screen at the next ``reload(animated:completion:)`` of the bunch (or of its
/// section or manager), as an item-level diff — inserts, deletes, moves, and reloads of items that
/// changed since they were shown. The collection view never sees counts that do not add up.
@MainActor
open class ItemBunch: ListSectionController, ListDiffable, ListSupplementaryViewSource, IndexedChild, Hidable, Disableable, TreeNode {
    /// The section that holds the bunch; `nil` when it is in none.
    public internal(set) weak var associatedSection: Section?

    var children = ChildList<Item>()
    var recordedIndex = 0
    /// The items as last shown: item *i* of the bunch's section in the collection view is
    /// `shownItems[i]`. The form's change listeners name the rows of a batch's index paths with it.
    var shownItems: [Item] = []
    /// The section whose snapshot shows this bunch.
    weak var shownSection: Section?
    /// Items were added, removed, moved, hidden or shown since the last snapshot.
    var structureChanged = false {
        didSet {
            guard structureChanged else { return }
            if !isMakingKnownEdit { knownEdit = .unknown }
            noteChange()
        }
    }
    /// An item changed since the last snapshot.
    var hasChangedItems = false {
        didSet { if hasChangedItems { noteChange() } }
    }
    /// The structural edit since the last snapshot, when the bunch knows it (see
    /// ``KnownEdit``): the next reload sends it without a diff.
    var knownEdit = KnownEdit.unknown
    /// Set while one of the known edits (``insertItems(_:at:)``, ``removeItems(in:)``,
    /// ``moveItems(in:to:)``) changes the structure, so that it stays known.
    var isMakingKnownEdit = false
    /// The items whose content changed since the last snapshot, in the order they changed (an
    /// item may appear more than once), so that a reload visits them alone; `nil` once there were
    /// too many to list (the reload then diffs).
    var changedItems: [Item]? = []
    /// The manager whose list of changed bunches holds this bunch (see
    /// ``AdapterManager/noteChange(of:)``), so that it is listed once.
    weak var listedManager: AdapterManager?

    /// Tells the manager that the bunch has changes to show, so that a manager reload visits it
    /// without visiting the bunches that did not change. O(1).
    private func noteChange() {
        guard let manager, listedManager !== manager else { return }
        listedManager = manager
        manager.noteChange(of: self)
    }

    /// The items, in order (hidden ones included).
    public var items: [Item] { children.elements }

    /// Whether the bunch is hidden (its items keep their values). Setting it reloads the bunch's
    /// section at once when the section is on screen. With ``Hidable/hidden(when:)-(Condition)``, the
    /// condition owns it.
    public var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard setHidden(newValue), let section = associatedSection, section.isShown else { return }
            section.reload()
        }
    }
    var storedIsHidden = false
    /// Whether the bunch's items can be used (see ``Item/isEffectivelyEnabled``). Setting it
    /// reloads the rows of its items at once (one batch). With ``Disableable/disabled(when:)-(Condition)``, the
    /// condition owns it.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            performUpdates(in: manager) { reloadRowsOfItems() }
        }
    }
    /// What a layer built on the tree keeps on the bunch (a form's conditions); `nil` when it
    /// keeps nothing.
    var attachment: NodeAttachment?

    /// The manager the bunch is in, through its section.
    var manager: AdapterManager? { associatedSection?.associatedManager }


    /// The items a snapshot shows: those not hidden.
    var visibleItems: [Item] { children.elements.filter { !$0.isHidden } }

    /// The bunch's position in its section, or `nil` when it is in none.
    /// - Complexity: O(1) amortized.
    public var index: Int? { associatedSection?.bunchIndex(of: self) }

    /// Creates an empty bunch.
    public override init() {
        super.init()
        supplementaryViewSource = self
    }

    /// Creates a bunch with one item (or none).
    public convenience init(item: Item?) {
        self.init()
        if let item { addItem(item) }
    }

    /// Creates a bunch with items.
    public convenience init(items: [Item]) {
        self.init()
        addItems(items)
    }

    // MARK: - Identity

    /// The bunch itself is its identity.
    public nonisolated var diffIdentifier: ObjectIdentifier { ObjectIdentifier(self) }

    /// Always `true`: a bunch's changes are applied by the bunch, item by item, never as a reload
    /// of its whole section.
    public nonisolated func isEqual(toDiffableObject object: ItemBunch) -> Bool { true }

    // MARK: - Items

    /// Adds `item` at the end. An item that is in another bunch leaves it first.
    /// - Complexity: O(1) amortized (plus leaving its old bunch); the screen changes at the
    ///   bunch's or the manager's next reload.
    public func addItem(_ item: Item) {
        adopt(item)
        children.append(item)
    }

    /// Adds `items` at the end, in order.
    /// - Complexity: O(k) amortized for k items.
    public func addItems(_ items: [Item]) {
        for item in items { addItem(item) }
    }

    /// Inserts `item` at `index` (clamped to `0...items.count`).
    /// - Complexity: O(n) for n items in the bunch (the array insert).
    public func insertItem(_ item: Item, at index: Int) {
        adopt(item)
        children.insert(item, clampedAt: index)
    }

    /// Inserts `item` just above `other`; at the end when `other` is not in this bunch.
    /// - Complexity: O(n) for n items in the bunch.
    public func insertItem(_ item: Item, above other: Item) {
        guard item !== other else { return }
        adopt(item)
        children.insert(item, above: other)
    }

    /// Removes `item` if it is in this bunch; its ``Item/associatedBunch`` becomes `nil`.
    /// - Complexity: O(n) for n items in the bunch.
    public func removeItem(_ item: Item) {
        guard item.associatedBunch === self, children.remove(item) else { return }
        item.associatedBunch = nil
        structureChanged = true
        manager?.treeDidChange()
    }

    /// Removes every item.
    /// - Complexity: O(n) for n items in the bunch.
    public func removeAllItems() {
        for item in children.removeAll() { item.associatedBunch = nil }
        structureChanged = true
        manager?.treeDidChange()
    }

    /// Removes every item (TBVListAdapterManager's name for ``removeAllItems()``, as on every level).
    public func removeAll() { removeAllItems() }

    /// Makes `items` the bunch's items, in order: items it held and `items` does not leave it, new
    /// ones join it (leaving their bunch). Shown at the bunch's next reload, as an item-level diff.
    /// - Complexity: O(n + k) for n items held and k given.
    public func replaceItems(with items: [Item]) {
        let old = children.elements
        if old.count == items.count, zip(old, items).allSatisfy({ $0 === $1 }) { return }
        var kept = Set<ObjectIdentifier>(minimumCapacity: items.count)
        for item in items { kept.insert(ObjectIdentifier(item)) }
        for item in old where !kept.contains(ObjectIdentifier(item)) { item.associatedBunch = nil }
        _ = children.removeAll()
        for item in items {
            if item.associatedBunch !== self { adopt(item) }
            children.append(item)
        }
        structureChanged = true
        manager?.treeDidChange()
    }

    func adopt(_ item: Item) {
        item.associatedBunch?.removeItem(item)
        item.associatedBunch = self
        structureChanged = true
        item.attachment?.item(item, didJoin: self)
        manager?.treeDidChange()
    }

    func itemIndex(of item: Item) -> Int? { children.index(of: item) }

    /// Whether the bunch is on screen and its snapshot shows `item`.
    func isShowing(_ item: Item) -> Bool {
        section != nil && item.shownIndex < shownItems.count && shownItems[item.shownIndex] === item
    }

    /// `item`, one of the bunch's items, changed in a way its cell shows.
    func itemDidChange(_ item: Item) {
        if let count = changedItems?.count {
            if count < max(64, 2 * children.count) { changedItems?.append(item) } else { changedItems = nil }
        }
        hasChangedItems = true
    }

    /// Marks every item changed (their rows show the bunch's enabled state).
    func reloadRowsOfItems() {
        for item in children.elements { item.setNeedsReload() }
    }

    // MARK: - Reloading

    /// Shows what changed in this bunch: an item-level diff of what it showed against what it holds
    /// now (inserts, deletes, moves), plus reloads of the items that changed since shown.
    ///
    /// When only items' content changed, or the only structural change is one edit the bunch
    /// made itself and knows (a run of items inserted, removed or moved by repeating rows), the
    /// changes are sent as they are, without diffing the other items.
    ///
    /// A bunch not on screen yet is shown (inserted into its section). Does nothing, and calls
    /// `completion(false)`, when the bunch is in no section on a manager.
    /// - Complexity: O(c + d) for c changed items and d items whose position changed, when only
    ///   content changed or the edit is known; otherwise O(k) for k items (the diff); plus the batch.
    public func reload(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard let section = associatedSection, let manager = section.associatedManager else {
            completion?(false)
            return
        }
        manager.attachment?.manager(manager, willReloadAll: false)
        guard self.section != nil, shownSection === section else {
            manager.show(self, in: section, completion: completion)
            return
        }
        applyChanges(completion: completion)
    }

    /// Asks for the item-level batch, if anything changed (or if a completion waits for it).
    func applyChanges(completion: ((Bool) -> Void)? = nil) {
        guard let collectionContext else {
            completion?(false)
            return
        }
        guard structureChanged || hasChangedItems || completion != nil else { return }
        collectionContext.performBatch(animated: false, updates: { [weak self] batch in
            self?.applyItemDiff(batch)
        }, completion: completion)
    }

    func applyItemDiff(_ batch: ListBatchContext) {
        guard structureChanged || hasChangedItems else { return }
        if applyKnownChanges(batch) { return }
        let old = shownItems.map { ItemState(identifier: ObjectIdentifier($0), version: $0.shownVersion) }
        let visible = visibleItems
        let new = visible.map { ItemState(identifier: ObjectIdentifier($0), version: $0.contentVersion) }
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        let previousBunches = result.insertIndexes.compactMap { visible[$0].shownBunch }
        takeSnapshot(of: visible)
        batch.apply(result, in: self)
        // Items that moved here from another bunch on screen leave it in the same batch, or they
        // would be shown twice.
        for bunch in previousBunches where bunch !== self && bunch.section != nil
            && bunch.shownItems.contains(where: { $0.shownBunch === self }) {
            bunch.applyChanges()
        }
    }

    /// Reloads one item's cell (or the bunch, when the item is not shown yet).
    func reload(item: Item, animated: Bool, completion: ((Bool) -> Void)?) {
        guard let section = associatedSection, section.associatedManager != nil else {
            completion?(false)
            return
        }
        let shownIndex = item.shownIndex
        guard let collectionContext, shownSection === section, shownIndex < shownItems.count,
              shownItems[shownIndex] === item else {
            reload(animated: animated, completion: completion)
            return
        }
        collectionContext.performBatch(animated: animated, updates: { [weak self] batch in
            guard let self else { return }
            item.shownVersion = item.contentVersion
            batch.reload(in: self, at: [shownIndex])
        }, completion: completion)
    }

    /// Records the items as shown.
    func takeSnapshot(of visible: [Item]? = nil) {
        shownItems = visible ?? visibleItems
        for (index, item) in shownItems.enumerated() {
            item.shownIndex = index
            item.shownVersion = item.contentVersion
            item.shownBunch = self
        }
        structureChanged = false
        hasChangedItems = false
        changedItems = []
        // The next edit is known only from a snapshot of every item.
        knownEdit = shownItems.count == children.count ? .none : .unknown
    }

    // MARK: - Section controller

    /// The bunch's shown items.
    open override func numberOfItems() -> Int { shownItems.count }

    /// The item's `cellSize`, or the size its cell class computes for the container width.
    open override func sizeForItem(at index: Int) -> ListSize {
        guard index < shownItems.count else { return .zero }
        let item = shownItems[index]
        if let size = item.cellSize { return size }
        let width = max(0, (collectionContext?.containerSize.width ?? 0) - inset.left - inset.right)
        return cellType(for: item).size(for: item, width: width)
    }

    /// A cell of the class registered for the item's type (or its default), configured with it.
    open override func cellForItem(at index: Int) -> CollectionViewCell {
        guard index < shownItems.count, let collectionContext else { return super.cellForItem(at: index) }
        let item = shownItems[index]
        let cellType = cellType(for: item)
        let cell = collectionContext.dequeueReusableCell(of: cellType, for: self, at: index)
        cell.show(item, manager: shownSection?.associatedManager)
        return cell
    }

    func cellType(for item: Item) -> ItemCell.Type {
        shownSection?.associatedManager?.cellType(for: item) ?? type(of: item).defaultCellType
    }

    /// The first time: takes the snapshot of the items to show.
    open override func didUpdate(to object: any ListDiffable) {
        takeSnapshot()
    }

    /// Whether the item can be selected.
    open override func shouldSelectItem(at index: Int) -> Bool {
        index < shownItems.count && shownItems[index].isSelectable
    }

    /// Runs the item's `selectBlock`, then deselects it (a form row acts, it does not stay selected).
    /// A disabled item does not act. What the handler changes and reloads is one batch: a tap is
    /// one change.
    open override func didSelectItem(at index: Int) {
        guard index < shownItems.count else { return }
        let item = shownItems[index]
        collectionContext?.deselectItem(at: index, sectionController: self)
        guard item.isSelectable, item.isEffectivelyEnabled, let selectBlock = item.selectBlock else { return }
        performUpdates(in: manager) { selectBlock(item) }
    }

    // MARK: - Header and footer of the section

    var showsHeader: Bool {
        guard let section = shownSection else { return false }
        return section.headerConfiguration != nil && section.shownBunches.first === self
    }

    var showsFooter: Bool {
        guard let section = shownSection else { return false }
        return section.footerConfiguration != nil && section.shownBunches.last === self
    }

    /// The header when this bunch is the first of its section, the footer when it is the last.
    public func supportedElementKinds() -> [String] {
        var kinds: [String] = []
        if showsHeader { kinds.append(CollectionView.elementKindSectionHeader) }
        if showsFooter { kinds.append(CollectionView.elementKindSectionFooter) }
        return kinds
    }

    /// The section's header or footer view, configured.
    public func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> CollectionReusableView {
        let isHeader = elementKind == CollectionView.elementKindSectionHeader
        guard let section = shownSection, let collectionContext,
              let configuration = isHeader ? section.headerConfiguration : section.footerConfiguration else {
            return CollectionReusableView()
        }
        let view = collectionContext.dequeueReusableSupplementaryView(ofKind: elementKind, for: self,
                                                                      class: configuration.viewClass, at: index)
        configuration.configure(section, view)
        return view
    }

    /// The configured height, across the whole width.
    public func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> ListSize {
        let isHeader = elementKind == CollectionView.elementKindSectionHeader
        let configuration = isHeader ? shownSection?.headerConfiguration : shownSection?.footerConfiguration
        let width = collectionContext?.containerSize.width ?? 0
        return ListSize(width: width, height: configuration?.height(forWidth: width) ?? 0)
    }
}

extension ItemBunch {
    func hiddenFlagDidChange() { associatedSection?.structureChanged = true }
}

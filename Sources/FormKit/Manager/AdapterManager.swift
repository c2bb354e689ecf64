import Foundation
import ListDiffKit
import ListKit

/// Something the form layer noticed and handled, reported to ``AdapterManager/diagnosticHandler``.
public enum FormDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// No cell class shows this item type: a placeholder line is shown instead.
    case missingCell(itemType: String)
    /// A condition read a key that no item has: it reads as `null`.
    case unknownConditionKey(String)
    /// More than one field has this key: values, look-ups and conditions use the first.
    case duplicateKey(String)
    /// The cell class registered for an item type cannot show it: a placeholder line is shown.
    case cellMismatch(cellType: String, itemType: String)

    /// A one-line explanation with the fix.
    public var description: String {
        switch self {
        case .missingCell(let itemType):
            "no cell for \(itemType): override defaultCellType or call register(\(itemType).self, cell:)"
        case .cellMismatch(let cellType, let itemType):
            "\(cellType) cannot show \(itemType): register a cell for \(itemType)"
        case .unknownConditionKey(let key):
            "a condition reads \"\(key)\", which no item has: check the key's spelling"
        case .duplicateKey(let key):
            "more than one field has the key \"\(key)\": values and look-ups use the first; give each field its own key"
        }
    }
}

/// Runs `updates` inside `manager`'s batch when there is a manager, otherwise at once.
@MainActor
func performUpdates(in manager: AdapterManager?, _ updates: () -> Void) {
    if let manager { manager.performBatchUpdates(updates) } else { updates() }
}

/// Builds a list from sections of bunches of items, and keeps the screen in step with them: the
/// seed's `AdapterManager` (TBVListAdapterManager, RETableViewManager's model on IGListKit).
///
/// The manager is its adapter's data source: the adapter's objects identify the bunches of all its
/// sections, in order, each bunch its own section controller. Every level reloads itself through
/// its weak back-references — ``Item/reload(animated:completion:)``,
/// ``ItemBunch/reload(animated:completion:)``, ``Section/reload(animated:completion:)``,
/// ``reload(animated:completion:)`` — and each sends the collection view only what changed.
///
/// ```swift
/// let manager = AdapterManager(adapter: adapter)
/// let section = Section(header: "Profile")
/// section.addItemBunch(ItemBunch(items: [LabelItem("Name", detail: "Jane")]))
/// manager.addSection(section)
/// manager.reload()
/// ```
///
/// Keep a strong reference to the manager: the adapter holds its data source weakly.
@MainActor
public final class AdapterManager: ListAdapterDataSource {
    /// The adapter the manager drives.
    public let adapter: ListAdapter
    /// Shown when no row is shown — no bunch, or bunches whose items are all hidden or gone, however
    /// they left (from the next reload on).
    public var emptyView: CollectionReusableView? {
        didSet { structureChanged = true }
    }
    /// Receives what the manager noticed and handled (cells that cannot show their items,
    /// conditions on unknown keys, duplicate keys), each once.
    ///
    /// Nothing reported is lost: diagnostics made while no handler is set are kept and handed to
    /// the handler when it is set, in order (and, in debug builds, printed to standard error as
    /// they happen). Or pass the handler to ``init(adapter:diagnosticHandler:_:)``.
    public var diagnosticHandler: ((FormDiagnostic) -> Void)? {
        didSet { diagnostics.deliver(to: diagnosticHandler) }
    }
    /// Diagnostics reported while no handler was set, in order.
    public var pendingDiagnostics: [FormDiagnostic] { diagnostics.pending }
    var diagnostics = DiagnosticQueue<FormDiagnostic>(source: "FormKit")

    var children = ChildList<Section>()
    /// The sections as last shown.
    var shownSections: [Section] = []
    /// Counts the fetches of the adapter's objects and the changes to what the shown sections
    /// hold: a ``BunchObject`` made under an earlier count may name a bunch that is gone.
    var objectGeneration: UInt = 0
    /// Sections were added, removed or moved since the last full reload.
    var structureChanged = false
    /// Whether the manager has shown anything yet (its first reload).
    var hasShown = false
    /// Something in the form has (or had) a condition: forms without any skip evaluation at a
    /// reload in O(1).
    var containsConditions = false
    /// How deep the manager's batches are nested.
    var batchDepth = 0
    /// Items on screen that changed during the current batch.
    var itemsNeedingReload: [Item] = []
    /// Bunches whose items changed (structure or content) since a reload last visited them, in the
    /// order they changed; a bunch appears once while its ``ItemBunch/listedManager`` is this
    /// manager. Weak: a bunch that leaves and is freed needs no visit.
    var changedBunches: [WeakBunch] = []
    /// A section's structure or header and footer may have changed since the last reload looked
    /// (set when one of them does; cleared when a reload finds none).
    var sectionsMayHaveChanged = false
    /// The index of fields, keys and conditions; `nil` after the tree changed.
    private var storedIndex: FormIndex?
    var cellTypes: [ObjectIdentifier: ItemCell.Type] = [:]
    var reportedDiagnostics: Set<FormDiagnostic> = []

    /// Creates a manager and makes it `adapter`'s data source.
    public init(adapter: ListAdapter) {
        self.adapter = adapter
        adapter.dataSource = self
        trustCounts()
    }

    /// Bunches change their counts only through batches, so the collection view need not re-count
    /// untouched sections: an item reload stays O(1) however large the form.
    func trustCounts() {
        adapter.collectionView?.checksEverySectionOnUpdate = false
    }

    /// The sections, in order.
    public var sections: [Section] { children.elements }

    func sectionIndex(of section: Section) -> Int? { children.index(of: section) }

    // MARK: - Sections

    /// Adds `section` at the end. A section that is in another manager leaves it first.
    /// - Complexity: O(1) amortized (plus leaving its old manager); the screen changes at the next
    ///   ``reload(animated:completion:)``.
    public func addSection(_ section: Section) {
        adopt(section)
        children.append(section)
    }

    /// Inserts `section` at `index` (clamped to `0...sections.count`).
    /// - Complexity: O(s) for s sections (the array insert); positions are renumbered lazily.
    public func insertSection(_ section: Section, at index: Int) {
        adopt(section)
        children.insert(section, at: min(max(0, index), children.count))
    }

    /// Inserts `section` just above `other`; at the end when `other` is not in this manager.
    /// - Complexity: O(s) for s sections.
    public func insertSection(_ section: Section, above other: Section) {
        if section === other { return }
        adopt(section)
        if other.associatedManager === self, let index = children.index(of: other) {
            children.insert(section, at: index)
        } else {
            children.append(section)
        }
    }

    /// Removes `section` if it is in this manager; its ``Section/associatedManager`` becomes `nil`.
    /// - Complexity: O(s) for s sections.
    public func removeSection(_ section: Section) {
        guard section.associatedManager === self, children.remove(section) else { return }
        section.associatedManager = nil
        structureChanged = true
        treeDidChange()
    }

    /// Removes every section.
    /// - Complexity: O(s) for s sections.
    public func removeAllSections() {
        for section in children.removeAll() { section.associatedManager = nil }
        structureChanged = true
        treeDidChange()
    }

    /// Removes every section (the seed's name for ``removeAllSections()``).
    public func removeAll() { removeAllSections() }

    func adopt(_ section: Section) {
        if let previous = section.associatedManager {
            previous.removeSection(section)
            if previous !== self { previous.takeOffScreen(section) }
        }
        section.associatedManager = self
        structureChanged = true
        if section.containsConditions { containsConditions = true }
        treeDidChange()
    }

    /// A section that moved to another manager leaves this one's screen at once, so that its
    /// bunches (section controllers) are free for the other manager's adapter.
    func takeOffScreen(_ section: Section) {
        guard section.isShown else { return }
        setShownSections(shownSections.filter { $0 !== section })
        forgetShownBunches(of: section)
        adapter.performUpdates(animated: false)
    }

    /// The first item whose ``Item/key`` is `key`, in form order, or `nil`.
    /// - Complexity: O(1) amortized (an index rebuilt in O(n) after the tree changes).
    public func item(forKey key: String) -> Item? { formIndex.itemsByKey[key] }

    /// The first item whose key is `key`, typed: `nil` when there is none or it is another type.
    ///
    /// ```swift
    /// let name = manager.item(forKey: "name", as: TextItem.self)
    /// ```
    /// - Complexity: O(1) amortized.
    public func item<T: Item>(forKey key: String, as type: T.Type) -> T? { item(forKey: key) as? T }

    /// Every item, in form order (hidden ones included).
    /// - Complexity: O(1) amortized (the index's array; rebuilt in O(n) after the tree changes).
    public var allItems: [Item] { formIndex.items }

    /// The index of fields, keys and conditions, built when first needed after a change of the
    /// tree. Building it reports duplicate keys.
    var formIndex: FormIndex {
        if let storedIndex { return storedIndex }
        let index = FormIndex(sections: sections)
        storedIndex = index
        for key in index.duplicateKeys { report(.duplicateKey(key)) }
        return index
    }

    /// Something in the tree was added, removed or moved, a key changed or a condition was
    /// attached: the index is rebuilt when next needed.
    func treeDidChange() {
        storedIndex = nil
    }

    /// A form item's value changed: the conditions that read its key are evaluated again.
    func valueDidChange(_ field: FormField) {
        guard let key = field.key else { return }
        evaluateConditions(readingKey: key)
    }

    // MARK: - Cells

    /// Shows items of type `itemType` with cells of class `cell`, instead of the type's default.
    public func register(_ itemType: Item.Type, cell: ItemCell.Type) {
        cellTypes[ObjectIdentifier(itemType)] = cell
    }

    func cellType(for item: Item) -> ItemCell.Type {
        cellTypes[ObjectIdentifier(type(of: item))] ?? type(of: item).defaultCellType
    }

    /// Reports `diagnostic` once: to the handler, or kept for it (and, in debug builds, printed to
    /// standard error) while there is none.
    func report(_ diagnostic: FormDiagnostic) {
        guard reportedDiagnostics.insert(diagnostic).inserted else { return }
        diagnostics.report(diagnostic, to: diagnosticHandler)
    }

    // MARK: - Reloading

    /// Shows everything that changed, as one batch: sections and bunches inserted, deleted and
    /// moved, and every bunch's item-level changes.
    ///
    /// Bunches whose items did not change are not visited: when only items changed (added,
    /// removed, moved or changed inside bunches), the reload costs what changed, however large the
    /// form. When sections or bunches changed, only the sections that changed take new snapshots.
    /// - Complexity: O(c log c + k) for c bunches with changed items and k changed items, when only
    ///   items changed; when a section or bunch was added, removed, moved, hidden or shown, or a
    ///   header or footer changed, O(s + b' + c log c + k) for s sections and b' bunches in the
    ///   sections that changed, plus the adapter's diff of all shown bunches (O(b)); plus the batch.
    public func reload(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        trustCounts()
        performBatchUpdates({ reloadNow(animated: animated) }, completion: completion)
    }

    private func reloadNow(animated: Bool) {
        // Conditions first, quietly: what they hide or show is part of what this reload shows.
        if containsConditions { evaluate(formIndex.bindings, showingChanges: false) }
        guard structureChanged || sectionsChanged() else {
            // Nothing moved: only items changed. Each bunch that changed applies its own changes
            // (one batch); the others are not visited.
            for bunch in takeChangedBunches() { bunch.applyChanges() }
            return
        }
        reloadStructure(animated: animated)
    }

    /// Shows sections and bunches added, removed, moved, hidden or shown, and headers and footers
    /// that changed, as one batch with every bunch's item changes.
    ///
    /// Only the sections that changed (or are not on screen yet) take new snapshots; in the others
    /// only the bunches that changed are visited. The sections are scanned (O(s)) and the adapter
    /// diffs all bunches.
    private func reloadStructure(animated: Bool) {
        // One pass over the sections, in manager order: which are shown, and which need a new
        // snapshot. A plain loop: closures passed to the standard library's `filter` would check
        // main-actor isolation at run time on every call.
        var shown: [Section] = []
        shown.reserveCapacity(children.count)
        var changed: [Section] = []
        for section in children.elements {
            let needsSnapshot = !section.isShown || section.structureChanged || section.supplementaryChanged
            section.structureChanged = false
            if section.isHidden {
                // Off screen: its bunches leave with it. Its header and footer show with its next
                // snapshot, taken when it is shown again (it is not shown then).
                forgetShownBunches(of: section)
                section.supplementaryChanged = false
                continue
            }
            shown.append(section)
            if needsSnapshot { changed.append(section) }
        }
        setShownSections(shown)
        structureChanged = false
        hasShown = true
        var invalidated: [ItemBunch] = []
        adapter.performBatchUpdates({
            var snapshotted = Set<ObjectIdentifier>()
            for section in changed {
                snapshotted.insert(ObjectIdentifier(section))
                invalidated += snapshot(section, bunches: section.visibleBunches)
            }
            // Bunches whose items changed in the sections whose snapshot stands (the new
            // snapshots above applied their own bunches' changes).
            for bunch in takeChangedBunches() {
                guard let section = bunch.shownSection, !snapshotted.contains(ObjectIdentifier(section)) else { continue }
                bunch.applyChanges()
            }
            adapter.performUpdates(animated: animated) { [weak self] _ in
                self?.invalidateLayout(of: invalidated)
            }
        }, completion: nil)
    }

    /// Whether a section changed its bunches, header or footer. O(1) unless a section changed
    /// since the last call that found none; then O(s).
    ///
    /// Without a change of the manager's structure (``structureChanged``: sections added, removed,
    /// hidden or shown), the shown sections are exactly the sections that are not hidden, as the
    /// last structural reload left them: a form with hidden sections reloads in O(1) too.
    private func sectionsChanged() -> Bool {
        guard sectionsMayHaveChanged else { return false }
        for section in children.elements where section.structureChanged || section.supplementaryChanged { return true }
        sectionsMayHaveChanged = false
        return false
    }

    /// Lists `bunch` among the bunches whose items changed (see ``ItemBunch/listedManager``).
    func noteChange(of bunch: ItemBunch) {
        changedBunches.append(WeakBunch(bunch: bunch))
    }

    /// The bunches that changed and that this manager shows, in screen order; the list is emptied.
    /// - Complexity: O(k log k) for k changed bunches.
    private func takeChangedBunches() -> [ItemBunch] {
        let listed = changedBunches
        changedBunches.removeAll()
        var bunches: [(section: Int, bunch: ItemBunch)] = []
        for entry in listed {
            guard let bunch = entry.bunch, bunch.listedManager === self else { continue }
            bunch.listedManager = nil
            // What the old loop visited: bunches on screen in a shown section of this manager.
            guard let section = bunch.section, let shown = bunch.shownSection, shown.isShown,
                  shown.associatedManager === self else { continue }
            bunches.append((section, bunch))
        }
        return bunches.sorted { $0.section < $1.section }.map(\.bunch)
    }

    /// Groups every change and reload made inside `updates` into one batch. Items whose shown
    /// properties change inside it reload at its end, in it (unless a reload in the batch already
    /// shows them).
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        adapter.performBatchUpdates({
            batchDepth += 1
            updates()
            batchDepth -= 1
            if batchDepth == 0 { reloadChangedItems() }
        }, completion: completion)
    }

    /// An item on screen changed: its row reloads at the end of the current batch, or now.
    func itemNeedsReload(_ item: Item) {
        itemsNeedingReload.append(item)
        if batchDepth == 0 { performBatchUpdates {} }
    }

    /// Reloads the rows of the items that changed and that no reload has shown since.
    private func reloadChangedItems() {
        var reloaded = Set<ObjectIdentifier>()
        while !itemsNeedingReload.isEmpty {
            let items = itemsNeedingReload
            itemsNeedingReload = []
            for item in items where item.shownVersion != item.contentVersion && reloaded.insert(ObjectIdentifier(item)).inserted {
                guard let bunch = item.associatedBunch, bunch.manager === self, bunch.isShowing(item) else { continue }
                bunch.reload(item: item, animated: false, completion: nil)
            }
        }
    }

    /// Takes a new snapshot of `section` (showing it if it is not shown yet, taking it off screen if
    /// it is hidden), applies its bunches' item changes, and diffs the bunches, in one batch.
    /// - Complexity: O(s + b) for s sections and b bunches in `section`, plus the adapter's diff.
    func reload(_ section: Section, animated: Bool, completion: ((Bool) -> Void)?) {
        var invalidated: [ItemBunch] = []
        hasShown = true
        adapter.performBatchUpdates({
            showIfNeeded(section)
            section.structureChanged = false
            if section.isHidden {
                // Off screen: its bunches leave with it.
                forgetShownBunches(of: section)
            } else {
                invalidated = snapshot(section, bunches: section.visibleBunches)
            }
            adapter.performUpdates(animated: animated) { [weak self] _ in
                self?.invalidateLayout(of: invalidated)
            }
        }, completion: completion)
    }

    /// Shows one bunch of `section` that is not on screen yet, leaving the section's other changes
    /// for its own reload.
    func show(_ bunch: ItemBunch, in section: Section, completion: ((Bool) -> Void)?) {
        guard section.isShown else {
            reload(section, animated: false, completion: completion)
            return
        }
        var shown = Set<ObjectIdentifier>()
        for other in section.shownBunches { shown.insert(ObjectIdentifier(other)) }
        var bunches: [ItemBunch] = []
        for other in section.itemBunches where (other === bunch || shown.contains(ObjectIdentifier(other))) && !other.isHidden {
            bunches.append(other)
        }
        var invalidated: [ItemBunch] = []
        adapter.performBatchUpdates({
            invalidated = snapshot(section, bunches: bunches)
            adapter.performUpdates(animated: false) { [weak self] _ in
                self?.invalidateLayout(of: invalidated)
            }
        }, completion: completion)
    }

    /// Puts `section` among the shown sections, in manager order (or takes it off when hidden).
    /// O(s): the shown sections follow the manager's current order (sections removed from the
    /// manager leave the screen here too).
    func showIfNeeded(_ section: Section) {
        var shown: [Section] = []
        shown.reserveCapacity(children.count)
        for other in children.elements where (other.isShown || other === section) && !other.isHidden {
            shown.append(other)
        }
        setShownSections(shown)
    }

    /// Replaces the shown sections, keeping each section's `isShown` flag true exactly while it is
    /// among them.
    func setShownSections(_ newSections: [Section]) {
        objectGeneration &+= 1
        for section in shownSections { section.isShown = false }
        shownSections = newSections
        for section in shownSections { section.isShown = true }
    }

    /// Records `bunches` as what `section` shows, applies the item changes of its bunches already on
    /// screen, and returns the bunches whose header or footer changed (to lay out again).
    /// - Complexity: O(b) for b bunches in the old and new snapshots (plus those of sections that
    ///   bunches moved from).
    func snapshot(_ section: Section, bunches: [ItemBunch]) -> [ItemBunch] {
        let old = section.shownBunches
        section.shownBunches = bunches
        objectGeneration &+= 1
        var kept = Set<ObjectIdentifier>(minimumCapacity: bunches.count)
        for bunch in bunches { kept.insert(ObjectIdentifier(bunch)) }
        for bunch in old where !kept.contains(ObjectIdentifier(bunch)) && bunch.shownSection === section {
            bunch.shownSection = nil
        }
        var changed: [ItemBunch] = []
        for bunch in bunches {
            let shownSection = bunch.shownSection
            if shownSection === section && bunch.section != nil {
                bunch.applyChanges()
                continue
            }
            if let other = shownSection, other !== section {
                // The bunch moved here from a section shown elsewhere: it leaves that one now (or
                // it would be shown twice), whose new first and last bunches take its header and
                // footer.
                if let index = other.shownBunches.firstIndex(where: { $0 === bunch }) { other.shownBunches.remove(at: index) }
                if let first = other.shownBunches.first { changed.append(first) }
                if let last = other.shownBunches.last { changed.append(last) }
            }
            bunch.shownSection = section
            // A bunch on screen that moved between sections brings its item changes along, and
            // loses the other section's header and footer.
            if bunch.section != nil {
                changed.append(bunch)
                bunch.applyChanges()
            }
        }
        // Bunches that stay on screen and gain or lose the header or footer (bunches not on screen
        // yet are laid out when inserted). Without a change of configuration, only a header or
        // footer that exists moves.
        var candidates: [ItemBunch?] = []
        if section.supplementaryChanged {
            candidates = [old.first, old.last, bunches.first, bunches.last]
        } else {
            if old.first !== bunches.first && section.headerConfiguration != nil { candidates += [old.first, bunches.first] }
            if old.last !== bunches.last && section.footerConfiguration != nil { candidates += [old.last, bunches.last] }
        }
        for bunch in candidates {
            if let bunch, bunch.section != nil, kept.contains(ObjectIdentifier(bunch)) { changed.append(bunch) }
        }
        section.supplementaryChanged = false
        var seen = Set<ObjectIdentifier>()
        var unique: [ItemBunch] = []
        for bunch in changed where seen.insert(ObjectIdentifier(bunch)).inserted { unique.append(bunch) }
        return unique
    }

    func invalidateLayout(of bunches: [ItemBunch]) {
        for bunch in bunches where bunch.section != nil {
            adapter.invalidateLayout(for: bunch, completion: nil)
        }
    }

    // MARK: - ListAdapterDataSource

    /// The bunches of the shown sections, in order, each as a value that identifies it (not the
    /// bunch itself: see ``listAdapter(_:sectionControllerFor:)``).
    /// - Complexity: O(s + b) for s shown sections and b shown bunches.
    public func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
        bunchObjects() as [any ListDiffable]
    }

    /// The same objects as ``objects(for:)``, typed: the adapter diffs them without boxes or casts.
    /// - Complexity: O(s + b) for s shown sections and b shown bunches.
    public func listObjects(for listAdapter: ListAdapter) -> ListObjects {
        ListObjects(bunchObjects())
    }

    /// Takes `section`'s bunches off screen: the values made for them before are stale.
    func forgetShownBunches(of section: Section) {
        section.forgetShownBunches()
        objectGeneration &+= 1
    }

    /// The values that identify the shown bunches, in order, stamped with a new generation.
    func bunchObjects() -> [BunchObject] {
        // Counted first and written in place: no intermediate arrays and no per-element capacity
        // checks.
        var count = 0
        for section in shownSections { count += section.shownBunches.count }
        let sections = shownSections
        objectGeneration &+= 1
        let generation = objectGeneration
        return [BunchObject](unsafeUninitializedCapacity: count) { buffer, initialized in
            for section in sections {
                for bunch in section.shownBunches where initialized < count {
                    (buffer.baseAddress! + initialized).initialize(to: BunchObject(bunch, generation: generation))
                    initialized += 1
                }
            }
        }
    }

    /// The bunch that `object` identifies: every bunch is its own section controller.
    ///
    /// The adapter asks with the objects it has just fetched, whose bunches the shown sections
    /// hold: those are read through their unowned reference. An object of an earlier fetch (one
    /// kept from ``ListAdapter/objects`` and passed back by hand) is looked up among the shown
    /// bunches instead, since its bunch may be gone; a plain `ListSectionController` answers when it
    /// is not shown.
    public func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
        if let object = object as? BunchObject {
            if object.generation == objectGeneration { return object.bunch }
            for section in shownSections {
                for bunch in section.shownBunches where ObjectIdentifier(bunch) == object.diffIdentifier {
                    return bunch
                }
            }
            return ListSectionController()
        }
        return (object as? ItemBunch) ?? ListSectionController()
    }

    /// The manager's ``emptyView``.
    public func emptyView(for listAdapter: ListAdapter) -> CollectionReusableView? { emptyView }
}

/// A bunch held weakly (in ``AdapterManager/changedBunches``).
struct WeakBunch {
    weak var bunch: ItemBunch?
}

/// What the adapter diffs for a bunch: its identity, and the bunch to hand back as its section
/// controller.
///
/// A plain value rather than the bunch itself: the adapter's arrays of objects then hold no
/// references, so building, diffing and dropping them costs no retains and releases (a bunch is
/// weakly referenced, so each of those would take the runtime's slow side-table path), and the
/// adapter does not compare instances.
///
/// `bunch` is `unowned(unsafe)`: it is read only in ``AdapterManager/listAdapter(_:sectionControllerFor:)``,
/// and only while the value's generation is the manager's current one — no fetch and no change to
/// the shown sections' snapshots since it was made, so the snapshots still hold the bunch strongly.
/// The adapter asks right after fetching; an older value is resolved by identifier instead.
struct BunchObject: ListDiffable {
    unowned(unsafe) let bunch: ItemBunch
    let diffIdentifier: ObjectIdentifier
    /// The manager's ``AdapterManager/objectGeneration`` when this value was made: the bunch is
    /// read through `bunch` only while it is the current one.
    let generation: UInt

    init(_ bunch: ItemBunch, generation: UInt) {
        self.bunch = bunch
        diffIdentifier = ObjectIdentifier(bunch)
        self.generation = generation
    }

    /// Always `true`: a bunch's changes are applied by the bunch, item by item.
    func isEqual(toDiffableObject object: BunchObject) -> Bool { true }
}

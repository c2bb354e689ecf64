import Foundation
import FormLocale
import ListDiffKit
import ListKit

/// Builds a list from sections of bunches of items, and keeps the screen in step with them: the
/// `AdapterManager` of TBVListAdapterManager (the design this package follows: RETableViewManager's
/// model on IGListKit).
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
public final class AdapterManager {
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
    /// The person's language: every surface shows the form's messages through it (validation
    /// errors, refused input), and the items read and show numbers and dates the way it writes them
    /// (`3,5` and `27.11.2026` in German; the locale-free forms `3.5` and `2026-11-27` are read in
    /// every language, and the values stay locale-free). Default: `Localizer/english`, which
    /// reads and shows exactly as the form did before it had a language.
    ///
    /// A web page sets it from the request (`Accept-Language`, or its options' language), a
    /// terminal from `LC_ALL` / `LC_MESSAGES` / `LANG` or its options; set it yourself to choose.
    /// Every row is reloaded when it is set (a surface sets it only when the language changes).
    public var localizer: Localizer = .english {
        didSet {
            for section in sections {
                for bunch in section.itemBunches { for item in bunch.items { item.setNeedsReload() } }
            }
        }
    }

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
    /// How deep the manager's batches are nested.
    var batchDepth = 0
    /// Whether a ``performBatchUpdates(_:completion:)`` of this manager is running.
    var isInBatch: Bool { batchDepth > 0 }
    /// Items on screen that changed during the current batch.
    var itemsNeedingReload: [Item] = []
    /// Bunches whose items changed (structure or content) since a reload last visited them, in the
    /// order they changed; a bunch appears once while its ``ItemBunch/listedManager`` is this
    /// manager. Weak: a bunch that leaves and is freed needs no visit.
    var changedBunches: [WeakBunch] = []
    /// A section's structure or header and footer may have changed since the last reload looked
    /// (set when one of them does; cleared when a reload finds none).
    var sectionsMayHaveChanged = false
    var cellTypes: [ObjectIdentifier: ItemCell.Type] = [:]
    /// Tells the change listeners (``addChangeListener(_:)``); `nil` while there are none.
    var changeRelay: FormChangeRelay?
    /// What a layer built on the tree keeps for the manager (a form's steps, history, key index
    /// and conditions); `nil` when it keeps nothing.
    var attachment: ManagerAttachment?
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

    /// Adds `sections` at the end, in order.
    /// - Complexity: O(k) amortized for k sections.
    public func addSections(_ sections: [Section]) {
        for section in sections { addSection(section) }
    }

    /// Inserts `section` at `index` (clamped to `0...sections.count`).
    /// - Complexity: O(s) for s sections (the array insert); positions are renumbered lazily.
    public func insertSection(_ section: Section, at index: Int) {
        adopt(section)
        children.insert(section, clampedAt: index)
    }

    /// Inserts `section` just above `other`; at the end when `other` is not in this manager.
    /// - Complexity: O(s) for s sections.
    public func insertSection(_ section: Section, above other: Section) {
        guard section !== other else { return }
        adopt(section)
        children.insert(section, above: other)
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

    /// Removes every section (TBVListAdapterManager's name for ``removeAllSections()``, as on every level).
    public func removeAll() { removeAllSections() }

    func adopt(_ section: Section) {
        if let previous = section.associatedManager {
            previous.removeSection(section)
            if previous !== self { previous.takeOffScreen(section) }
        }
        section.associatedManager = self
        structureChanged = true
        treeDidChange()
        section.attachment?.section(section, didJoin: self)
    }

    /// A section that moved to another manager leaves this one's screen at once, so that its
    /// bunches (section controllers) are free for the other manager's adapter.
    func takeOffScreen(_ section: Section) {
        guard section.isShown else { return }
        setShownSections(shownSections.filter { $0 !== section })
        forgetShownBunches(of: section)
        adapter.performUpdates(animated: false)
    }

    /// Something in the tree was added, removed or moved, or a key changed: what is
    /// attached to the manager hears it (a form rebuilds its key index when next needed).
    func treeDidChange() {
        attachment?.treeDidChange()
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
}

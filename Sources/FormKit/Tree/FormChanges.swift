import Foundation
import ListKit

/// What one change applied to the screen did to the rows a form shows, as items: the rows that
/// appeared, left, moved or were drawn again. Each item knows its place — its container (group,
/// rows, row: ``Item/valuePointer``), its section and step — and where it is now
/// (``Item/indexPath``).
///
/// A surface that follows the form (a terminal repainting lines, a page sending fragments) reads
/// these from a ``FormChangeListener`` instead of the collection view's log.
public struct FormChanges {
    /// Rows shown now that were not shown before, in the order the change lists them.
    public internal(set) var inserted: [Item] = []
    /// Rows shown before that are not shown now.
    public internal(set) var deleted: [Item] = []
    /// Rows shown before and now, at another place.
    public internal(set) var moved: [Item] = []
    /// Rows drawn again: their content changed (a value, an error, a title).
    public internal(set) var reloaded: [Item] = []
    /// Whether the screen was reloaded whole: any row may have come, gone or changed, and the
    /// lists above are empty.
    public internal(set) var isFullReload = false

    /// Whether rows came, went or moved (or everything was reloaded): a surface lays the form out
    /// again; otherwise only ``reloaded`` rows need drawing.
    public var isStructural: Bool { isFullReload || rowsChanged }
    /// Rows came, went or moved, as the batch said (the lists may be left empty: see
    /// ``FormChangeListener/readsRemovedRows``).
    var rowsChanged = false

    /// Creates an empty set of changes.
    public init() {}
}

/// Told of the changes a form's reloads apply to the screen: IGListKit's update-listener idea at
/// the form's level (``AdapterManager/addChangeListener(_:)``).
///
/// ```swift
/// final class Repainter: FormChangeListener {
///     var lines: [String] = []
///     func form(_ manager: AdapterManager, didChange changes: FormChanges) {
///         for item in changes.reloaded { lines.append("draw again: \(item.valuePointer ?? "")") }
///         if changes.isStructural { lines.append("rows came, went or moved") }
///     }
/// }
/// ```
/// ```swift
/// let repainter = Repainter()
/// manager.addChangeListener(repainter)     // held weakly: keep your own reference
/// ```
@MainActor
public protocol FormChangeListener: AnyObject {
    /// The screen applied `changes` (one full reload or one batch); the items already show what
    /// it made.
    func form(_ manager: AdapterManager, didChange changes: FormChanges)
    /// Whether the listener reads ``FormChanges/deleted`` and ``FormChanges/moved``: naming the
    /// rows that left costs the form a note of the rows it shows, kept between batches. A
    /// listener that only repaints what reloaded (and lays the form out again when
    /// ``FormChanges/isStructural``) says `false`, and those two lists stay empty. Default: `true`.
    var readsRemovedRows: Bool { get }
}

extension FormChangeListener {
    /// `true`: ``FormChanges/deleted`` and ``FormChanges/moved`` are filled in.
    public var readsRemovedRows: Bool { true }
}

/// Follows the adapter's applied updates and tells the manager's change listeners, in items: the
/// rows each section showed before a batch are kept, so that deleted and moved rows can be named.
@MainActor
final class FormChangeRelay: ListAdapterUpdateListener {
    weak var manager: AdapterManager?
    var listeners: [WeakChangeListener] = [] {
        didSet { noteRowsIfNeeded() }
    }
    /// The items each of the adapter's sections shows, as of the last update heard — kept only
    /// while a listener reads the rows that leave (``FormChangeListener/readsRemovedRows``).
    private var rows: [[Item]]?

    init(manager: AdapterManager) {
        self.manager = manager
    }

    /// Starts (or stops) noting the rows shown, as the listeners need.
    private func noteRowsIfNeeded() {
        let needed = listeners.contains { $0.listener?.readsRemovedRows ?? false }
        if needed, rows == nil { rows = readRows() } else if !needed { rows = nil }
    }

    /// The items each section of the adapter shows now.
    /// - Complexity: O(b) for b sections (the bunches' arrays are shared, not copied).
    private func readRows() -> [[Item]] {
        guard let adapter = manager?.adapter else { return [] }
        var rows: [[Item]] = []
        while let controller = adapter.sectionController(forSection: rows.count) {
            rows.append((controller as? ItemBunch)?.shownItems ?? [])
        }
        return rows
    }

    func listAdapter(_ adapter: ListAdapter, didApply update: CollectionViewUpdate) {
        listeners.removeAll { $0.listener == nil }
        guard let manager, !listeners.isEmpty else { return }
        var changes = FormChanges()
        switch update {
        case .reloadData:
            if rows != nil { rows = readRows() }
            changes.isFullReload = true
        case .batch(let batch):
            let sectionsChanged = !batch.insertedSections.isEmpty || !batch.deletedSections.isEmpty || !batch.movedSections.isEmpty
                || !batch.reloadedSections.isEmpty
            changes.rowsChanged = sectionsChanged || !batch.insertedItems.isEmpty || !batch.deletedItems.isEmpty || !batch.movedItems.isEmpty
            guard var noted = rows else {
                // No note of the rows: what reloaded and what came are read from the screen now.
                changes.addShown(batch, in: adapter)
                break
            }
            rows = nil   // the note is changed in place below, not copied
            if sectionsChanged {
                // Sections came, went, moved or were reloaded: every section is read again (O(b)).
                let after = readRows()
                changes.add(batch, before: noted, after: after)
                noted = after
            } else {
                // Only items changed: the rows the batch names before it, the sections it changed
                // read again, the rows it names after.
                changes.addOld(batch, from: noted)
                var sections = Set<Int>()
                for path in batch.insertedItems { sections.insert(path.section) }
                for path in batch.deletedItems { sections.insert(path.section) }
                for move in batch.movedItems {
                    sections.insert(move.from.section)
                    sections.insert(move.to.section)
                }
                for section in sections where noted.indices.contains(section) {
                    noted[section] = (adapter.sectionController(forSection: section) as? ItemBunch)?.shownItems ?? []
                }
                changes.addNew(batch, from: noted)
            }
            rows = noted
        }
        for entry in listeners { entry.listener?.form(manager, didChange: changes) }
    }
}

/// A change listener held weakly.
struct WeakChangeListener {
    weak var listener: (any FormChangeListener)?
}

extension FormChanges {
    /// Adds the rows an item-only `batch` names by old index paths (deleted, reloaded, moved),
    /// read from `rows` as they were before it.
    mutating func addOld(_ batch: CollectionViewBatchUpdate, from rows: [[Item]]) {
        func item(_ path: IndexPath) -> Item? {
            guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.item) else { return nil }
            return rows[path.section][path.item]
        }
        deleted += batch.deletedItems.compactMap(item)
        reloaded += batch.reloadedItems.compactMap(item)
        moved += batch.movedItems.compactMap { item($0.from) }
    }

    /// Adds the rows `batch` reloaded and inserted, read from the screen as it is after the batch
    /// (a reload names a row that stays in place); the rows that left are not named.
    @MainActor
    mutating func addShown(_ batch: CollectionViewBatchUpdate, in adapter: ListAdapter) {
        func items(_ section: Int) -> [Item] { (adapter.sectionController(forSection: section) as? ItemBunch)?.shownItems ?? [] }
        func item(_ path: IndexPath) -> Item? {
            let shown = items(path.section)
            return shown.indices.contains(path.item) ? shown[path.item] : nil
        }
        // A reload's old index path is its place now only while no row came, went or moved.
        if !rowsChanged { reloaded += batch.reloadedItems.compactMap(item) }
        inserted += batch.insertedItems.compactMap(item)
        for section in batch.insertedSections { inserted += items(section) }
    }

    /// Adds the rows an item-only `batch` inserted, read from `rows` as they are after it.
    mutating func addNew(_ batch: CollectionViewBatchUpdate, from rows: [[Item]]) {
        for path in batch.insertedItems where rows.indices.contains(path.section) && rows[path.section].indices.contains(path.item) {
            inserted.append(rows[path.section][path.item])
        }
    }

    /// Adds `batch`'s rows: old index paths read from `before`, new ones from `after` (the items
    /// shown by section and row).
    mutating func add(_ batch: CollectionViewBatchUpdate, before: [[Item]], after: [[Item]]) {
        func items(_ rows: [[Item]], section: Int) -> [Item] { rows.indices.contains(section) ? rows[section] : [] }
        func item(_ rows: [[Item]], _ path: IndexPath) -> Item? {
            let section = items(rows, section: path.section)
            return section.indices.contains(path.item) ? section[path.item] : nil
        }
        deleted += batch.deletedItems.compactMap { item(before, $0) }
        inserted += batch.insertedItems.compactMap { item(after, $0) }
        reloaded += batch.reloadedItems.compactMap { item(before, $0) }
        moved += batch.movedItems.compactMap { item(before, $0.from) }
        for section in batch.deletedSections { deleted += items(before, section: section) }
        for section in batch.insertedSections { inserted += items(after, section: section) }
        for move in batch.movedSections { moved += items(before, section: move.from) }
        for section in batch.reloadedSections {
            let old = items(before, section: section)
            let new = items(after, section: section)
            let newIDs = Set(new.map(ObjectIdentifier.init))
            let oldIDs = Set(old.map(ObjectIdentifier.init))
            for item in old { if newIDs.contains(ObjectIdentifier(item)) { reloaded.append(item) } else { deleted.append(item) } }
            inserted += new.filter { !oldIDs.contains(ObjectIdentifier($0)) }
        }
    }

    /// Adds `other`'s changes after these.
    public mutating func append(_ other: FormChanges) {
        inserted += other.inserted
        deleted += other.deleted
        moved += other.moved
        reloaded += other.reloaded
        isFullReload = isFullReload || other.isFullReload
        rowsChanged = rowsChanged || other.rowsChanged
    }
}

extension AdapterManager {
    /// Adds `listener`, held weakly: it is told of every change the form's reloads apply to the
    /// screen from now on (see ``FormChanges``), after the listeners added before it. Adding a
    /// listener twice adds it once.
    ///
    /// Changes are what a screen shows: a form whose adapter has no collection view (a form built
    /// for a page or a server, `AdapterManager(adapter: ListAdapter())`) is given a headless one,
    /// 80 columns wide, so that its listeners hear every change. While a form has listeners, each
    /// applied batch also reads the rows of the sections it changes (O(changed rows); O(b) for b
    /// bunches when bunches come, go or move).
    /// - Complexity: O(b) for b bunches the first time (the rows shown are noted), O(l) for l
    ///   listeners after.
    public func addChangeListener(_ listener: any FormChangeListener) {
        if adapter.collectionView == nil { adapter.collectionView = CollectionView(width: 80) }
        let relay: FormChangeRelay
        if let existing = changeRelay {
            relay = existing
        } else {
            relay = FormChangeRelay(manager: self)
            changeRelay = relay
            adapter.addUpdateListener(relay)
        }
        relay.listeners.removeAll { $0.listener == nil }
        guard !relay.listeners.contains(where: { $0.listener === listener }) else { return }
        relay.listeners.append(WeakChangeListener(listener: listener))
    }

    /// Removes `listener`; the last one removed stops the form from noting its rows.
    /// - Complexity: O(l) for l listeners.
    public func removeChangeListener(_ listener: any FormChangeListener) {
        guard let relay = changeRelay else { return }
        relay.listeners.removeAll { $0.listener == nil || $0.listener === listener }
        if relay.listeners.isEmpty {
            adapter.removeUpdateListener(relay)
            changeRelay = nil
        }
    }
}

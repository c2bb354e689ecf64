import Foundation
import ListDiffKit

/// Drives a ``CollectionView`` from a list of objects: one section per object, each run by its
/// ``ListSectionController``; changes are found with `ListDiff(oldArray:newArray:option:)` and
/// applied as batch updates (IGListKit's `IGListAdapter`).
///
/// ```swift
/// let adapter = ListAdapter()
/// adapter.collectionView = CollectionView(width: 60, height: 20)
/// adapter.dataSource = feed          // ListAdapterDataSource: objects + a controller per object
/// feed.notes.append(message)
/// adapter.performUpdates()           // one batch: the new section is inserted
/// print(adapter.collectionView!.renderViewport())
/// ```
///
/// The adapter is the collection view's data source, layout delegate and delegate; section
/// controllers reach it through their ``ListSectionController/collectionContext``.
@MainActor
public final class ListAdapter {
    /// Decides when requests are applied and coalesces them.
    public let updater: ListAdapterUpdater
    /// Sections before and after the visible ones that count as in the working range.
    public let workingRangeSize: Int

    /// The collection view the adapter drives. Setting it reloads everything into it, once: with
    /// no ``dataSource`` yet (and nothing shown), the reload waits for the data source.
    public var collectionView: CollectionView? {
        didSet {
            guard collectionView !== oldValue else { return }
            if oldValue?.dataSource === self { oldValue?.dataSource = nil }
            collectionView?.dataSource = self
            collectionView?.layoutDelegate = self
            collectionView?.delegate = self
            // Nothing to show until a data source is set, and setting it reloads: one reload, not two.
            if dataSource != nil || objectStorage.count > 0 { reloadNow() }
        }
    }

    /// Supplies the objects and their section controllers. Not retained. Setting it reloads
    /// everything.
    public weak var dataSource: ListAdapterDataSource? {
        didSet { reloadNow() }
    }

    /// Hears when objects come on screen and leave it. Not retained.
    public weak var delegate: ListAdapterDelegate?

    /// Receives what the adapter noticed and handled: duplicate objects, a batch the collection
    /// view rejected (recovered with a reload). Tests set it to fail on any report.
    ///
    /// Nothing reported is lost: reports made while no handler is set wait, and go to the next
    /// handler as soon as it is set, oldest first; debug builds also print them to standard
    /// error, one line each, prefixed `ListKit:`.
    public var diagnosticHandler: ((ListDiagnostic) -> Void)? {
        didSet { diagnostics.deliver(to: diagnosticHandler) }
    }

    /// Reports made while no handler was set.
    var diagnostics = DiagnosticQueue<ListDiagnostic>(source: "ListKit")

    /// The objects shown, one per section, in order.
    /// - Complexity: O(1), or O(*n*) on the first read after an update (the objects are put in
    ///   existentials then: the adapter keeps them in the form its diff reads, not the array the
    ///   data source handed over).
    public var objects: [any ListDiffable] {
        if let existentialObjects { return existentialObjects }
        let made = objectStorage.existentials
        existentialObjects = made
        return made
    }

    /// `objects` as existentials: during an update, the array the data source handed over; after
    /// it, once read.
    var existentialObjects: [any ListDiffable]? = []

    /// Lets go of the array of existentials the data source handed over, at the end of an update:
    /// the objects are kept in the form the diff reads, and the data source's array is its own (kept,
    /// it would live on after the data source replaced it, and be freed by the next update).
    func releaseHandedObjects() {
        if !(objectStorage is ErasedObjectStorage) { existentialObjects = nil }
    }

    /// `objects` in the form the diff reads: typed when they share one type.
    var objectStorage: any DiffableObjectStorage = ErasedObjectStorage(elements: [])
    var controllers: [ListSectionController] = []
    /// Where loads made only to bring memory into the cache leave their result.
    var touchSink: UInt = 0
    /// The slot of each section's controller in `sectionNumbers`.
    var slots: [Int32] = []
    /// The controllers' section numbers, by slot (``ListSectionController/section`` reads them).
    let sectionNumbers = SectionNumbers()
    /// A diff from no objects to `objectStorage`, built on the first look-up after an update: its
    /// table answers "which section shows this object" in O(1). Not the update's own diff, whose
    /// look-ups keep the old objects alive (removed objects are released with the update).
    var identifierIndex: ListIndexSetResult?
    /// The form whose lookup keys `identifierIndex`'s table holds (the form of `objectStorage` when the
    /// table was built).
    var identifierKeys: any DiffableObjectStorage.Type = ErasedObjectStorage.self
    /// Whether the transaction being applied diffs the objects (sections may move).
    var isDiffingObjects = false
    /// While a transaction that diffs the objects is applied, once the new sections are installed:
    /// the old section of each new one, or -1 (the diff's map; nothing is stored per controller).
    var installedOldSectionForNew: [Int32]?
    /// While a transaction that installs a known edit of the objects is applied, once it is
    /// installed: the edit (which maps sections in O(1)).
    var installedEdit: ListObjectsEdit?

    /// During a transaction: the controller's section before it, or `nil` for a new controller.
    func oldSection(of controller: ListSectionController) -> Int? {
        if let installedEdit { return controller.section.flatMap { installedEdit.oldSection(forNew: $0) } }
        guard isDiffingObjects, let oldForNew = installedOldSectionForNew else { return controller.section }
        guard let section = controller.section, section < oldForNew.count else { return nil }
        let old = oldForNew[section]
        return old >= 0 ? Int(old) : nil
    }
    /// The batch being collected while a transaction is applied.
    var collector: BatchCollector?
    /// Completions of section controller batches that joined the transaction being applied.
    var joinedCompletions: [(Bool) -> Void] = []
    /// Which controller made each cell on screen.
    var controllersByCell: [ObjectIdentifier: ListSectionController] = [:]
    /// Visible cell count per controller, for display events.
    var visibleCellCounts: [ObjectIdentifier: Int] = [:]
    /// Objects of controllers removed by the transaction being applied, for their last display events.
    var removedObjects: [ObjectIdentifier: any ListDiffable] = [:]
    /// Controllers in the working range.
    var workingRange: [ObjectIdentifier: ListSectionController] = [:]
    /// The controllers of the working range in section order, as last computed: an update that
    /// leaves them as they were has nothing to announce.
    var workingRangeOrder: [ObjectIdentifier] = []
    /// Told of each change the collection view applies (``addUpdateListener(_:)``).
    var updateListeners: [WeakUpdateListener] = []

    /// Creates an adapter.
    /// - Parameters:
    ///   - updater: when requests are applied; default: at once, coalesced inside groupings.
    ///   - workingRangeSize: sections before and after the visible ones in the working range.
    public init(updater: ListAdapterUpdater = ListAdapterUpdater(), workingRangeSize: Int = 0) {
        self.updater = updater
        self.workingRangeSize = max(0, workingRangeSize)
    }

    // MARK: - Look-ups

    /// The object of `sectionController`, or `nil` when it is not in the list.
    public func object(for sectionController: ListSectionController) -> (any ListDiffable)? {
        guard let section = sectionController.section, section < controllers.count,
              controllers[section] === sectionController else { return nil }
        return object(at: section)
    }

    /// The object of `section` (in range).
    func object(at section: Int) -> any ListDiffable {
        if let existentialObjects { return existentialObjects[section] }
        return objectStorage.object(at: section)
    }

    /// The section controller of `object` (matched by type and identifier), or `nil`.
    /// - Complexity: O(1).
    public func sectionController(for object: any ListDiffable) -> ListSectionController? {
        section(for: object).map { controllers[$0] }
    }

    /// The section of `object` (matched by type and identifier), or `nil`.
    /// - Complexity: O(1), after the first look-up following an update, which builds a table of
    ///   the objects in O(*n*).
    public func section(for object: any ListDiffable) -> Int? {
        if identifierIndex == nil {
            identifierIndex = objectStorage.diffFromEmpty()
            identifierKeys = type(of: objectStorage)
        }
        guard let key = identifierKeys.lookupKey(for: object) else { return nil }
        return identifierIndex?.newIndexFor(identifier: key)
    }

    /// The section controller of `section`, or `nil` when out of range.
    public func sectionController(forSection section: Int) -> ListSectionController? {
        section >= 0 && section < controllers.count ? controllers[section] : nil
    }

    /// The objects with at least one cell on screen, in section order.
    public var visibleObjects: [any ListDiffable] { visibleSections.map { object(at: $0) } }

    /// The section controllers with at least one cell on screen, in section order.
    public var visibleSectionControllers: [ListSectionController] { visibleSections.map { controllers[$0] } }

    var visibleSections: [Int] {
        guard let collectionView else { return [] }
        var sections = collectionView.sectionsOfVisibleItems
        let count = controllers.count
        while let last = sections.last, last >= count { sections.removeLast() }   // ascending
        return sections
    }

    /// Scrolls so that `object`'s first item is on screen. Does nothing for an object not in the list.
    public func scroll(to object: any ListDiffable, at position: CollectionView.ScrollPosition = .top) {
        guard let section = section(for: object), let collectionView else { return }
        if controllers[section].numberOfItems() > 0 {
            collectionView.scrollToItem(at: IndexPath(listItem: 0, section: section), at: position)
        }
        updateWorkingRange()
    }

    // MARK: - Requests

    /// Asks the data source for the objects again and applies the difference as one batch:
    /// sections inserted, deleted and moved, and sections of changed objects reloaded.
    /// - Parameters:
    ///   - animated: kept for IGListKit parity; text has no animation.
    ///   - completion: runs once, after the batch, with whether it was applied.
    public func performUpdates(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        enqueue(completion) { $0.needsObjectDiff = true }
    }

    /// Reloads everything from the data source (discarding cells and selection).
    public func reloadData(completion: ((Bool) -> Void)? = nil) {
        enqueue(completion) { $0.needsReload = true }
    }

    /// Reloads the sections of `objects` (matched by type and identifier): their controllers get
    /// the new instances through ``ListSectionController/didUpdate(to:)`` and their cells are all
    /// refreshed. Use it when an object's content changed in a way its equality does not show.
    public func reloadObjects(_ objects: [any ListDiffable]) {
        let controllers = objects.compactMap(sectionController(for:))
        let replacements = objects
        enqueue(nil) { pending in
            pending.sectionReloads += controllers
            pending.itemUpdates.append { [weak self] _ in
                guard let self else { return }
                for object in replacements {
                    if let section = self.section(for: object) {
                        // The next diff starts from the reloaded objects, not the ones before.
                        self.existentialObjects?[section] = object
                        self.objectStorage = self.objectStorage.replacing(at: section, with: object)
                    }
                    self.sectionController(for: object)?.didUpdate(to: object)
                }
            }
        }
    }

    /// Groups every request made inside `updates` into one batch, applied when the outermost
    /// grouping ends.
    /// - Parameters:
    ///   - updates: makes requests (``performUpdates(animated:completion:)``, section controller
    ///     batches, …).
    ///   - completion: runs once, after the batch, with whether it was applied.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        updater.groupingDepth += 1
        updates()
        if let completion { updater.pending.completions.append(completion) }
        updater.groupingDepth -= 1
        scheduleFlush()
    }

    /// Applies pending requests now (with ``ListAdapterUpdater/Coalescing-swift.enum/nextMainQueueTurn``,
    /// instead of waiting for the main queue). Does nothing inside a grouping or a transaction.
    public func flushPendingUpdates() {
        guard updater.groupingDepth == 0, !updater.isApplying else { return }
        updater.hasScheduledFlush = false
        while !updater.pending.isEmpty {
            let transaction = updater.pending
            updater.pending = PendingTransaction()
            execute(transaction)
        }
    }

    func enqueue(_ completion: ((Bool) -> Void)?, _ change: (inout PendingTransaction) -> Void) {
        change(&updater.pending)
        if let completion { updater.pending.completions.append(completion) }
        scheduleFlush()
    }

    func scheduleFlush() {
        guard updater.groupingDepth == 0, !updater.isApplying else { return }
        switch updater.coalescing {
        case .immediate:
            flushPendingUpdates()
        case .nextMainQueueTurn:
            guard !updater.hasScheduledFlush else { return }
            updater.hasScheduledFlush = true
            Task { @MainActor [weak self] in
                self?.flushPendingUpdates()
            }
        }
    }

    // MARK: - Objects

    /// The data source's objects without repeats (the first of each identity is kept, the others
    /// reported), and their diff against the objects shown now.
    /// - Returns: the objects as existentials (when handed over so), their storage, and the diff.
    /// - Complexity: O(*n*) expected, typed (no boxes) when every object has the same type.
    func fetchObjects() -> (existentials: [any ListDiffable]?, storage: any DiffableObjectStorage, diff: ListIndexSetResult) {
        let fetched = dataSource?.listObjects(for: self) ?? ListObjects([any ListDiffable]())
        var existentials = fetched.existentials
        var storage = fetched.storage
        var diff = diffObjectStorages(objectStorage, storage).0
        if diff.newArrayHasDuplicates {
            // Rare: drop the repeats, report them, and diff again.
            let (kept, indexes, duplicates) = storage.removingDuplicates()
            existentials = existentials.map { objects in indexes.map { objects[$0] } }
            storage = kept
            report(.duplicateObjects(duplicates))
            diff = diffObjectStorages(objectStorage, storage).0
        }
        // The next diff starts from these objects, which repeat no identifier now.
        storage.markRepeatingNoIdentifier()
        return (existentials, storage, diff)
    }

    /// Installs a new list of objects, and its controllers: the old ones rearranged as `diff` moves
    /// their sections, with `created` taken in order for the inserted sections; numbers the sections.
    ///
    /// The controllers that leave must have been taken out with ``removedControllers(for:)``.
    /// - Complexity: O(*n*): one store per controller (its section number); reference counting
    ///   only for the controllers that come and go, and only the sections between the first and the
    ///   last change move (see ``SectionRearrangement``).
    func install(existentials: [any ListDiffable]?, storage: any DiffableObjectStorage, diff: ListIndexSetResult,
                 created: [ListSectionController]) {
        // Only the first and the last controller are flagged: unflag the old ones (detached ones
        // were unflagged already).
        if let first = controllers.first { first.isFirstSection = false }
        if let last = controllers.last { last.isLastSection = false }
        existentialObjects = existentials
        objectStorage = storage
        let rearrangement = SectionRearrangement(diff)
        // Rearranged in place: the array must be held here only.
        var arranged = controllers
        controllers = []
        rearrangement.apply(to: &arranged, created: created)
        controllers = arranged
        identifierIndex = nil
        // Only the created controllers are touched: the kept ones keep their slots, and the table
        // renumbers all sections.
        var createdSlots: [Int32] = []
        createdSlots.reserveCapacity(created.count)
        for controller in created { createdSlots.append(joiningSlot(for: controller)) }
        var arrangedSlots = slots
        slots = []
        rearrangement.apply(to: &arrangedSlots, created: createdSlots)
        slots = arrangedSlots
        sectionNumbers.renumber(slots)
        controllers.first?.isFirstSection = true
        controllers.last?.isLastSection = true
    }

    /// The slot in ``sectionNumbers`` of `controller`, which joins the list: a new one (and the
    /// adapter becomes its context), or its own when it is in the list already (a data source
    /// that hands out one controller twice).
    func joiningSlot(for controller: ListSectionController) -> Int32 {
        if let numbers = controller.sectionNumbers, numbers.table === sectionNumbers { return numbers.slot }
        let slot = sectionNumbers.allocate()
        controller.sectionNumbers = (sectionNumbers, slot)
        controller.collectionContext = self
        return slot
    }

    func detach(_ controller: ListSectionController) {
        controller.collectionContext = nil
        if let numbers = controller.sectionNumbers, numbers.table === sectionNumbers { sectionNumbers.free(numbers.slot) }
        controller.sectionNumbers = nil
        controller.isFirstSection = false
        controller.isLastSection = false
        if workingRange.removeValue(forKey: ObjectIdentifier(controller)) != nil {
            workingRangeOrder = []
            controller.workingRangeDelegate?.listAdapter(self, sectionControllerDidExitWorkingRange: controller)
        }
    }

    func makeController(for object: any ListDiffable) -> ListSectionController {
        guard let dataSource else { return ListSectionController() }
        return dataSource.listAdapter(self, sectionControllerFor: object)
    }

    /// The controllers the data source makes for the new sections (the diff's inserts), in section
    /// order.
    /// - Complexity: O(inserts).
    func makeControllers(for diff: ListIndexSetResult, storage: any DiffableObjectStorage,
                         existentials: [any ListDiffable]?) -> [ListSectionController] {
        var created: [ListSectionController] = []
        for section in diff.insertIndexes {
            created.append(makeController(for: existentials?[section] ?? storage.object(at: section)))
        }
        return created
    }

    /// The old sections that `diff` deletes, ascending, with their controllers. (Every old object
    /// is either matched or deleted: the list shown never holds an identity twice.)
    /// - Complexity: O(deletes).
    func removedControllers(for diff: ListIndexSetResult) -> [(section: Int, controller: ListSectionController)] {
        var removed: [(section: Int, controller: ListSectionController)] = []
        for section in diff.deleteIndexes { removed.append((section, controllers[section])) }
        return removed
    }

    /// Reloads synchronously, outside the updater (when the collection view or data source is set,
    /// and for a transaction that reloads).
    ///
    /// Section controllers that change their items while they hear about their objects (a binding
    /// controller diffing its view models in ``ListSectionController/didUpdate(to:)``) join the
    /// reload, unrecorded: the reload shows their new items, and no follow-up batch is needed. Their
    /// completions run after the reload (inside a transaction, with the transaction's).
    func reloadNow() {
        let ownsCollector = collector == nil
        if ownsCollector { beginCollecting(BatchCollector(adapter: self, isRecording: false)) }
        let (existentials, storage, diff) = fetchObjects()
        let created = makeControllers(for: diff, storage: storage, existentials: existentials)
        let removed = removedControllers(for: diff).map(\.controller)
        for controller in removed { detach(controller) }
        install(existentials: existentials, storage: storage, diff: diff, created: created)
        for (section, controller) in controllers.enumerated() { controller.didUpdate(to: object(at: section)) }
        let joined = ownsCollector ? endCollecting() : []
        if let collectionView {
            collectionView.reloadData()
            updateEmptyView()
            updateWorkingRange()
        }
        releaseHandedObjects()
        let finished = collectionView != nil
        for completion in joined { completion(finished) }
    }

    /// Shows the data source's empty view when no section has an item (no objects, or objects
    /// whose sections are all empty, as IGListKit decides), and hides it otherwise.
    /// - Complexity: O(1) when the first sections have items; O(sections) at worst.
    func updateEmptyView() {
        guard let collectionView else { return }
        collectionView.backgroundView = collectionView.hasItems ? nil : dataSource?.emptyView(for: self)
    }

    // MARK: - Diagnostics

    /// Hands `diagnostic` to the handler, or keeps it until one is set.
    func report(_ diagnostic: ListDiagnostic) {
        diagnostics.report(diagnostic, to: diagnosticHandler)
    }
}

import Foundation
import ListDiffKit

/// A headless stand-in for `UICollectionView`: it asks a data source for sections, items and cells,
/// lays them out as a vertical list in text units, keeps only the cells that are on screen (reusing
/// the others), applies batch updates exactly under UIKit's rules, and renders as text.
///
/// ```swift
/// let collectionView = CollectionView(width: 40, height: 10)
/// collectionView.dataSource = model
/// collectionView.layoutDelegate = model
/// print(collectionView.renderViewport())
/// try collectionView.performBatchUpdates { batch in
///     model.items.insert("new", at: 0)
///     batch.insertItems(at: [IndexPath(item: 0, section: 0)])
/// }
/// ```
///
/// The view loads lazily: its first render, query or update asks the data source for everything.
@MainActor
public final class CollectionView {
    /// The element kind of section headers.
    public static let elementKindSectionHeader = "CollectionElementKindSectionHeader"
    /// The element kind of section footers.
    public static let elementKindSectionFooter = "CollectionElementKindSectionFooter"

    /// The container width in columns.
    public var width: Int {
        didSet {
            width = max(0, width)
            // The layout keeps the sizes it measured; a new width asks for them again (UIKit's flow
            // layout invalidates itself when its bounds change width).
            if width != oldValue && isLoaded { invalidateLayout() }
        }
    }

    /// The viewport height in lines; `nil` for an unbounded viewport that shows all content.
    public var height: Int? {
        didSet {
            if let height, height < 0 { self.height = 0 }
            if isLoaded { clampOffsetAndLayout() }
        }
    }

    /// The first line of content shown in the viewport, from 0 to `contentHeight - height`.
    public var contentOffset: Int {
        get { offset }
        set { scroll(to: newValue) }
    }

    /// Supplies sections, items and views. Not retained.
    public weak var dataSource: CollectionViewDataSource?
    /// Supplies sizes and spacing. Not retained.
    public weak var layoutDelegate: CollectionViewLayoutDelegate?
    /// Hears selection and display events. Not retained.
    public weak var delegate: CollectionViewDelegate?

    /// A view rendered instead of the content when there are no items (IGListKit's empty view).
    public var backgroundView: CollectionReusableView?

    /// How rendered text is styled: ``TextStyler/plain`` (the default) emits no escape sequence.
    /// With styling on, headers are bold, footers dim, and selected or highlighted items inverse.
    public var textStyler = TextStyler.plain

    /// How East Asian Ambiguous characters are measured when rendering. Default: narrow (1 column).
    public var ambiguousWidth = AmbiguousWidth.narrow
    /// The style added to the lines of a selected or highlighted cell when styled. Default:
    /// inverse.
    public var selectionStyle = TextStyle.inverse

    /// Whether every batch re-counts the items of every section, as UIKit does (the default). That is
    /// O(sections) per batch; a data source whose counts only change through batches (FormKit's
    /// manager) sets it to `false`, and a batch without section changes then checks only the
    /// sections it changes: O(changes).
    public var checksEverySectionOnUpdate = true

    /// Whether users can select items. Default: `true`.
    public var allowsSelection = true
    /// Whether users can select more than one item. Default: `false`.
    public var allowsMultipleSelection = false

    /// The changes applied so far, oldest first: full reloads and batches (normalized) — the
    /// newest ``appliedUpdatesKept`` at least, so a view that lives for days stays bounded. Tests
    /// and demos read it; ``clearAppliedUpdates()`` empties it. A layer that follows the changes
    /// listens instead (``ListAdapter/addUpdateListener(_:)``).
    public private(set) var appliedUpdates: [CollectionViewUpdate] = []
    /// Whether ``appliedUpdates`` records the changes. Default: `true`.
    public var recordsAppliedUpdates = true

    var offset = 0
    var layout = CollectionLayout()
    var isLoaded = false
    var cells: [IndexPath: CollectionViewCell] = [:]
    var supplementaryViews: [SupplementaryKey: CollectionReusableView] = [:]
    var reusePool: [String: [CollectionReusableView]] = [:]
    var cellClasses: [String: CollectionViewCell.Type] = [:]
    /// Each cell class's name, its default reuse identifier (computed once: building it is slow).
    var defaultReuseIdentifiers: [ObjectIdentifier: String] = [:]
    var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
    var selected: Set<IndexPath> = []
    var highlighted: Set<IndexPath> = []
    /// Whether cells are being asked for (cell queries then answer `nil`, as UIKit's do).
    var isDequeuing = false

    /// Creates a collection view.
    /// - Parameters:
    ///   - width: the container width in columns.
    ///   - height: the viewport height in lines, or `nil` for an unbounded viewport.
    public init(width: Int, height: Int? = nil) {
        self.width = max(0, width)
        self.height = height.map { max(0, $0) }
    }

    /// Empties ``appliedUpdates``.
    public func clearAppliedUpdates() {
        appliedUpdates.removeAll()
    }

    func record(_ update: CollectionViewUpdate) {
        if recordsAppliedUpdates {
            appliedUpdates.append(update)
            // A view that serves for days keeps the newest updates only: amortized O(1).
            if appliedUpdates.count >= 2 * Self.appliedUpdatesKept { appliedUpdates.removeFirst(appliedUpdates.count - Self.appliedUpdatesKept) }
        }
        (delegate as? ListAdapter)?.collectionViewDidApply(update)
    }

    /// How many of the newest updates ``appliedUpdates`` keeps at least (it holds fewer than twice
    /// as many).
    public static let appliedUpdatesKept = 1_024

    // MARK: - Registration and dequeuing

    /// Registers the class to create for cells dequeued with `identifier`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers the class to create for supplementary views of `kind` dequeued with `identifier`.
    public func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
                         withReuseIdentifier identifier: String) {
        supplementaryClasses[Self.supplementaryPoolKey(kind, identifier)] = viewClass
    }

    /// A cell for `indexPath`: a reusable one (after `prepareForReuse()`), or a new one of the class
    /// registered for `identifier`.
    /// - Precondition: a class is registered for `identifier`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let reused = reusePool[identifier]?.popLast() as? CollectionViewCell {
            reused.prepareForReuse()
            return reused
        }
        guard let cellClass = cellClasses[identifier] else {
            preconditionFailure("could not dequeue a cell with identifier \(identifier): register a class for it first")
        }
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A cell of class `cellClass` for `indexPath`, reused when one is free. The class is registered
    /// on first use under `identifier` (default: the class's name).
    public func dequeueReusableCell<Cell: CollectionViewCell>(of cellClass: Cell.Type, withReuseIdentifier identifier: String? = nil,
                                                              for indexPath: IndexPath) -> Cell {
        let identifier = identifier ?? defaultReuseIdentifier(for: cellClass)
        if cellClasses[identifier] == nil { cellClasses[identifier] = cellClass }
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
            preconditionFailure("identifier \(identifier) is registered for another class than \(Cell.self)")
        }
        return cell
    }

    /// The reuse identifier of `cellClass` when none is given: its full name.
    func defaultReuseIdentifier(for cellClass: CollectionViewCell.Type) -> String {
        if let identifier = defaultReuseIdentifiers[ObjectIdentifier(cellClass)] { return identifier }
        let identifier = String(reflecting: cellClass)
        defaultReuseIdentifiers[ObjectIdentifier(cellClass)] = identifier
        return identifier
    }

    /// A supplementary view of `kind` for `indexPath`, reused when one is free.
    /// - Precondition: a class is registered for `kind` and `identifier`.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        let key = Self.supplementaryPoolKey(kind, identifier)
        if let reused = reusePool[key]?.popLast() {
            reused.prepareForReuse()
            return reused
        }
        guard let viewClass = supplementaryClasses[key] else {
            preconditionFailure("could not dequeue a \(kind) view with identifier \(identifier): register a class for it first")
        }
        let view = viewClass.init()
        view.reuseIdentifier = key
        return view
    }

    /// A supplementary view of class `viewClass`, registered on first use under `identifier`
    /// (default: the class's name).
    public func dequeueReusableSupplementaryView<View: CollectionReusableView>(ofKind kind: String, of viewClass: View.Type,
                                                                               withReuseIdentifier identifier: String? = nil,
                                                                               for indexPath: IndexPath) -> View {
        let identifier = identifier ?? String(reflecting: viewClass)
        let key = Self.supplementaryPoolKey(kind, identifier)
        if supplementaryClasses[key] == nil { supplementaryClasses[key] = viewClass }
        guard let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath) as? View else {
            preconditionFailure("identifier \(identifier) is registered for another class than \(View.self)")
        }
        return view
    }

    static func supplementaryPoolKey(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }

    func enqueue(_ view: CollectionReusableView) {
        reusePool[view.reuseIdentifier, default: []].append(view)
    }

    /// The number of views waiting in the reuse pools (for tests of reuse).
    public var reusableViewCount: Int { reusePool.values.reduce(0) { $0 + $1.count } }

    // MARK: - Data

    /// The number of sections, as of the last layout.
    public var numberOfSections: Int {
        ensureLoaded()
        return layout.sectionCount
    }

    /// The number of items in `section`, as of the last layout.
    /// - Precondition: `section` is in range.
    public func numberOfItems(inSection section: Int) -> Int {
        ensureLoaded()
        precondition(section >= 0 && section < layout.sectionCount, "section \(section) out of range 0..<\(layout.sectionCount)")
        return layout.sections[section].itemCount
    }

    /// Whether any section has an item, as of the last layout (the ``backgroundView`` shows when
    /// none has). O(1) when an early section has items; O(sections) at worst.
    var hasItems: Bool {
        ensureLoaded()
        return layout.sections.contains { $0.itemCount > 0 }
    }

    /// The height of all content, in lines.
    public var contentHeight: Int {
        ensureLoaded()
        return layout.contentHeight
    }

    /// Reloads everything: asks the data source and layout delegate again, discards every cell on
    /// screen (their display ends), clears the selection, and records ``CollectionViewUpdate/reloadData``.
    /// - Complexity: O(n) for n items.
    public func reloadData() {
        endDisplayingEverything()
        selected.removeAll()
        highlighted.removeAll()
        layout = buildLayout()
        isLoaded = true
        record(.reloadData)
        clampOffsetAndLayout()
    }

    /// Asks the layout delegate again for every size, inset and spacing (the data is unchanged).
    /// - Complexity: O(n).
    public func invalidateLayout() {
        ensureLoaded()
        layout = CollectionLayout(sections: (0..<layout.sectionCount).map {
            sectionLayout($0, itemCount: layout.sections[$0].itemCount)
        })
        clampOffsetAndLayout()
    }

    /// Asks the layout delegate again for the sizes, inset and spacing of `sections`, and the data
    /// source again for their headers and footers (those on screen end their display and are
    /// asked for anew).
    /// - Complexity: O(k log s) for k items in those sections.
    public func invalidateLayout(inSections sections: IndexSet) {
        ensureLoaded()
        for section in sections where section >= 0 && section < layout.sectionCount {
            layout.sections[section] = sectionLayout(section, itemCount: layout.sections[section].itemCount)
            layout.refreshHeight(of: section)
            for kind in [Self.elementKindSectionHeader, Self.elementKindSectionFooter] {
                let key = SupplementaryKey(kind: kind, section: section)
                if let view = supplementaryViews.removeValue(forKey: key) { endDisplaying(view, key: key) }
            }
        }
        clampOffsetAndLayout()
    }

    /// Loads the view now if it has not loaded yet (asking the data source for everything), as its
    /// first render, query or update would. Not recorded in ``appliedUpdates``.
    public func layoutIfNeeded() {
        ensureLoaded()
    }

    func ensureLoaded() {
        if isLoaded { return }
        layout = buildLayout()
        isLoaded = true
        clampOffsetAndLayout()
    }

    func buildLayout() -> CollectionLayout {
        guard let dataSource else { return CollectionLayout() }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        return CollectionLayout(sections: (0..<sectionCount).map {
            sectionLayout($0, itemCount: max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)))
        })
    }

    func sectionLayout(_ section: Int, itemCount: Int) -> SectionLayout {
        var result = SectionLayout()
        guard let layoutDelegate else {
            result.items = WeightedSequence([Int](repeating: 1, count: itemCount),
                                            payloads: [Int32](repeating: .max, count: itemCount))
            return result
        }
        result.headerHeight = max(0, layoutDelegate.collectionView(self, heightForHeaderInSection: section))
        result.footerHeight = max(0, layoutDelegate.collectionView(self, heightForFooterInSection: section))
        result.inset = layoutDelegate.collectionView(self, insetForSectionAt: section)
        result.spacing = max(0, layoutDelegate.collectionView(self, minimumLineSpacingForSectionAt: section))
        var heights: [Int] = []
        var widths: [Int32] = []
        heights.reserveCapacity(itemCount)
        widths.reserveCapacity(itemCount)
        for item in 0..<itemCount {
            let size = measureItem(at: IndexPath(listItem: item, section: section))
            heights.append(size.height + result.spacing)
            widths.append(size.width)
        }
        result.items = WeightedSequence(heights, payloads: widths)
        return result
    }

    /// Asks the layout delegate for an item's size: its height, and its width as the layout stores
    /// it (`Int32.max`, as wide as the section allows, without a delegate).
    func measureItem(at indexPath: IndexPath) -> (height: Int, width: Int32) {
        guard let layoutDelegate else { return (1, .max) }
        let size = layoutDelegate.collectionView(self, sizeForItemAt: indexPath)
        return (size.height, Int32(clamping: size.width))
    }
}

import Foundation
import FormLocale
import ListKit

/// Rows that repeat, built from a template, whose value is one JSON array: the addresses of a
/// customer, the email addresses of a team (Eureka's `MultivaluedSection`, rjsf's array field,
/// RETableViewManager's inserting and deleting rows — with identities, nesting and undo).
///
/// Each row is a ``RepeatingRow`` with an identity of its own. Add, delete, move and duplicate
/// rows with ``addRow(at:)``, ``deleteRow(_:)``, ``moveRow(_:to:)`` and ``duplicateRow(_:)``, or
/// let a person do it (the Add button, a terminal's keys); every edit asks ``shouldEdit``, tells
/// ``didEdit``, and is recorded for ``AdapterManager/undo()`` and ``AdapterManager/redo()``.
///
/// Placed in a section, rows of one field are the items of one bunch (one section of the
/// collection view), and every row of several fields is a bunch of its own (a section), so moving
/// a row of 1,000 sends exactly one move, deleting one sends one delete, adding one sends one
/// insert, and editing a field in row 537 reloads that one item. Each edit is sent as it is,
/// without diffing the other rows: moving a one-field row by one place costs about the same in
/// 1,000 rows as in 100,000. Rows nest: the rows inside a row are items of the outer row's bunch
/// (a nested row of k fields moves as k item moves).
///
/// ```swift
/// Section(header: "Addresses") {
///     RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", minimumCount: 1, maximumCount: 3) {
///         TextItem("Street", key: "street").validated(by: .required)
///         TextItem("City", key: "city")
///         RepeatingRows("Phones", key: "phones", rowTitle: "Phone") { TextItem("Number") }
///     }
/// }
/// // values: {"addresses":[{"street":"1 Main St","city":"Springfield","phones":["555-0100"]}]}
/// ```
@MainActor
public final class RepeatingRows: ContentContainer {
    /// The key of the array in its container's value.
    public let key: String
    /// The noun of one row: row titles read "`rowTitle` 2", the button "Add `rowTitle`".
    public let rowTitle: String
    /// Rules every row checks on its own fields, paths from the row (`"end"`): see ``FieldRule``.
    /// An error a rule puts on no field shows under the row's title (beside the first field it
    /// reads when the row has none).
    public var rowRules: [FieldRule] = []
    /// The fewest rows: fewer is an error (``CountPolicy/report``) or refused (``CountPolicy/enforce``).
    public var minimumCount: Int {
        didSet { limitsDidChange() }
    }
    /// The most rows, or `nil` for no limit.
    public var maximumCount: Int? {
        didSet { limitsDidChange() }
    }
    /// What happens at the limits. Default: ``CountPolicy/enforce``.
    public var countPolicy: CountPolicy {
        didSet { limitsDidChange() }
    }
    /// Whether two rows may not have equal values (JSON Schema's `uniqueItems`): equal rows are an
    /// error on the rows. Default: `false`.
    public var requiresUniqueRows = false
    /// Whether each row's value is an object of its fields by key even when the row has one field
    /// (a schema's array of objects with one property: `[{"email": "a@b.c"}]`). By default a row
    /// of one field is that field's value (`["a@b.c"]`). Set it before values are read or set.
    public var rowsAreObjects = false
    /// Whether each row's value is the array of the one ``RepeatingRows`` its template makes (an
    /// array of arrays: `[["a", "b"], ["c"]]`, a matrix, a list of lists), instead of an object
    /// holding it by key. Set it before values are read or set, on rows whose template is one
    /// `RepeatingRows`.
    public var rowsAreArrays = false
    /// Rows of a map (JSON Schema's `additionalProperties`, `patternProperties`): each row is a
    /// member, named by one of its fields, and the rows' value is an object
    /// (`{"plan": "pro", "ref": "x"}`) instead of an array. A row with a value and no name, or two
    /// rows with one name, is an error on the rows (never dropped unseen); check the names
    /// themselves with the name field's validators (a pattern, a length). Set it before values
    /// are read or set. Default: `nil` (an array).
    public var map: MapEntries?
    /// Whether the rows may be absent altogether — an optional array: absent, or at least
    /// ``minimumCount`` rows. No rows is then no error whatever the minimum, the last rows can be
    /// deleted, and no rows leaves the array out of the values (instead of `[]`). Default: `false`.
    public var allowsNone = false {
        didSet { limitsDidChange() }
    }
    /// Whether rows can be added, deleted, moved and duplicated (rjsf's `addable`, `removable`,
    /// `orderable`, `copyable`). Default: all but duplicating.
    public var allowsAdding = true { didSet { limitsDidChange() } }
    /// Whether rows can be deleted.
    public var allowsDeleting = true
    /// Whether rows can be moved.
    public var allowsMoving = true
    /// Whether rows can be duplicated.
    public var allowsDuplicating = false
    /// Asked before every edit, undo and redo included; return `false` to refuse it.
    public var shouldEdit: ((RowEdit, RepeatingRows) -> Bool)?
    /// Told after every edit, undo and redo included.
    public var didEdit: ((RowEdit, RepeatingRows) -> Void)?
    /// How rows are titled. Default: ``RowTitles/numbered`` ("Address 2"): a move or a delete
    /// reloads exactly the rows whose title changed. With ``RowTitles/plain`` titles, rows of one
    /// field placed in a section are the items of one bunch, where an edit costs about the same
    /// however many rows there are. Setting it shows the new titles (and layout) in one batch.
    public var rowTitles: RowTitles = .numbered {
        didSet {
            performUpdates(in: manager) {
                refreshTitles(from: 0)
                if rowTitles.isPlain != oldValue.isPlain { relayout() }
            }
        }
    }

    /// The title line: the rows' title and their own errors.
    public let titleItem: GroupTitleItem
    /// The button that adds a row at the end.
    public let addButton: ButtonItem

    let template: @MainActor () -> [FieldContent]
    var children = ChildList<RepeatingRow>()
    weak var parent: (any ContentContainer)?
    /// The section the rows are placed in, when they are top-level.
    weak var section: Section?
    /// The bunches before and after the rows, when placed in a section.
    var headerBunch: ItemBunch?
    var footerBunch: ItemBunch?
    /// The bunch whose items are the rows' fields, one per row, when the rows are one-field rows
    /// placed in a section; `nil` when each row is a bunch of its own (or the rows are nested).
    var fieldsBunch: ItemBunch?
    /// Whether some item in the rows may show errors (set when one gets errors; cleared when an
    /// edit finds none): edits repoint errors only then.
    var mayHaveErrors = false

    /// Creates rows.
    /// - Parameters:
    ///   - title: the title line's text ("Addresses").
    ///   - key: the array's key.
    ///   - rowTitle: the noun of one row ("Address"); default `title`.
    ///   - minimumCount: the fewest rows.
    ///   - count: how many rows there are at first; default `minimumCount`.
    ///   - maximumCount: the most rows, or `nil`.
    ///   - countPolicy: what happens at the limits.
    ///   - template: the content of one row, built anew for every row.
    public init(_ title: String, key: String, rowTitle: String? = nil, minimumCount: Int = 0, maximumCount: Int? = nil,
                count: Int? = nil, countPolicy: CountPolicy = .enforce, @FieldContentBuilder template: @escaping @MainActor () -> [FieldContent]) {
        precondition(minimumCount >= 0, "RepeatingRows \(key.debugDescription): minimumCount must not be negative")
        precondition(maximumCount.map { $0 >= minimumCount } ?? true,
                     "RepeatingRows \(key.debugDescription): maximumCount must be at least minimumCount")
        self.key = key
        self.rowTitle = rowTitle ?? title
        self.minimumCount = minimumCount
        self.maximumCount = maximumCount
        self.countPolicy = countPolicy
        self.template = template
        titleItem = GroupTitleItem(title)
        addButton = AddRowButton(subject: rowTitle ?? title)
        titleItem.owner = self
        titleItem.fieldContainer = self
        addButton.fieldContainer = self
        addButton.action = { [weak self] _ in self?.addRow() }
        titleItem.validators = [Validator(name: "rows") { [weak self] _ in
            MainActor.assumeIsolated { self?.problem() }
        }]
        for _ in 0..<max(0, count ?? minimumCount) { children.append(makeRow()) }
        refreshTitles(from: 0)
        limitsDidChange()
    }

    /// The rows, in order.
    public var rows: [RepeatingRow] { children.elements }

    /// The title line's text.
    public var title: String {
        get { titleItem.title }
        set { titleItem.title = newValue }
    }

    /// The container the rows are in; `nil` at the form's top level.
    public var parentContainer: (any FieldContainer)? { parent }

    /// `/key` below its container's pointer; `nil` while the rows are in no form.
    public var pointer: String? {
        guard let parent else { return section?.associatedManager == nil ? nil : "/" + JSONPointer.escape(key) }
        // The rows of a row of an array of arrays are the row's value itself.
        if let row = parent as? RepeatingRow, row.scalarRows === self { return row.pointer }
        guard let base = parent.pointer else { return nil }
        return base + "/" + JSONPointer.escape(key)
    }

    /// Every field of every row, in order.
    public var fields: [FormField] { rows.flatMap(\.fields) }

    var hostBunch: ItemBunch? { nil }

    var flattenedItems: [Item] { [titleItem] + rows.flatMap(\.flattenedItems) + [addButton] }

    var manager: AdapterManager? { section?.associatedManager ?? parent?.manager }

    func token(of child: any ContentContainer) -> String? {
        (child as? RepeatingRow).flatMap { rowIndex(of: $0) }.map(String.init)
    }

    func rowIndex(of row: RepeatingRow) -> Int? { children.index(of: row) }

    /// The row that holds `item` (directly or in a group inside the row), or `nil`.
    public func row(containing item: Item) -> RepeatingRow? {
        var container = item.fieldContainer
        while let current = container {
            if let row = current as? RepeatingRow, row.group === self { return row }
            container = current.parent
        }
        return nil
    }

    // MARK: - Limits

    /// Whether a row can be added now: adding is allowed and, under ``CountPolicy/enforce``, the
    /// rows are below their maximum.
    public var canAdd: Bool {
        allowsAdding && (countPolicy == .report || maximumCount.map { children.count < $0 } ?? true)
    }

    /// Whether a row can be deleted now.
    public var canDelete: Bool {
        allowsDeleting && (countPolicy == .report || children.count > minimumCount || (allowsNone && children.count == 1))
    }

    /// The Add button shows only while a row can be added.
    func limitsDidChange() {
        addButton.isHidden = !canAdd
    }

    /// What is wrong with the rows themselves: their count, or two equal rows; `nil` when
    /// nothing is.
    func problem() -> String? {
        let count = children.count
        if count < minimumCount, !(allowsNone && count == 0) {
            return "must have at least \(minimumCount) \(minimumCount == 1 ? "row" : "rows")"
        }
        if let maximumCount, count > maximumCount {
            return "must have at most \(maximumCount) \(maximumCount == 1 ? "row" : "rows")"
        }
        if let map, let problem = mapProblem(map) { return problem }
        if requiresUniqueRows {
            var seen: [JSONValue: Int] = [:]
            for (index, row) in rows.enumerated() {
                let value = row.value(includingHidden: false, redactingSecrets: false)
                if let first = seen[value] { return "rows \(first + 1) and \(index + 1) are the same" }
                seen[value] = index
            }
        }
        return nil
    }

    // MARK: - Editing

    /// Adds a row built from the template at `index` (default: the end; clamped to the rows).
    /// - Returns: the new row, or `nil` when the edit was refused (adding not allowed, the
    ///   maximum reached under ``CountPolicy/enforce``, or ``shouldEdit`` said no).
    /// - Complexity: rows of one field with plain titles: O(1) amortized at the end, O(r) memory
    ///   moves and renumbering for r rows after `index` elsewhere. Numbered titles reload the r
    ///   rows after `index`. Rows that are sections of their own: O(b) for b bunches in the section
    ///   (the adapter diffs them). Plus the batch.
    @discardableResult
    public func addRow(at index: Int? = nil) -> RepeatingRow? {
        guard canAdd else { return nil }
        let index = min(max(0, index ?? children.count), children.count)
        let row = makeRow()
        guard perform(.insert(row, at: index), edit: RowEdit(kind: .add(index: index), row: row.id)) else { return nil }
        return row
    }

    /// Deletes `row`: its values leave the form's values at once; ``AdapterManager/undo()`` brings
    /// it back at its place, with its identity, values and errors.
    /// - Returns: whether the row was deleted.
    /// - Complexity: as ``addRow(at:)``, for the rows after `row`.
    @discardableResult
    public func deleteRow(_ row: RepeatingRow) -> Bool {
        guard canDelete, let index = rowIndex(of: row) else { return false }
        return perform(.remove(row, at: index), edit: RowEdit(kind: .delete(index: index), row: row.id))
    }

    /// Moves `row` to `index` (clamped to the rows).
    /// - Returns: whether the row moved (`false` when it is already there or the move was refused).
    /// - Complexity: rows of one field with plain titles: O(d) for the d rows between the old and
    ///   new places, whatever the number of rows. Numbered titles reload those d rows. Rows that
    ///   are sections of their own: O(b) for b bunches in the section. Plus the batch.
    @discardableResult
    public func moveRow(_ row: RepeatingRow, to index: Int) -> Bool {
        guard allowsMoving, let from = rowIndex(of: row) else { return false }
        let to = min(max(0, index), children.count - 1)
        guard from != to else { return false }
        return perform(.move(row, from: from, to: to), edit: RowEdit(kind: .move(from: from, to: to), row: row.id))
    }

    /// Inserts a copy of `row` right after it: a new identity, every value copied.
    /// - Returns: the copy, or `nil` when the edit was refused.
    /// - Complexity: as ``addRow(at:)``, plus copying the row's values.
    @discardableResult
    public func duplicateRow(_ row: RepeatingRow) -> RepeatingRow? {
        guard allowsDuplicating, canAdd, let source = rowIndex(of: row) else { return nil }
        let copy = makeRow()
        copy.group = nil
        copy.copyValues(from: row)
        copy.group = self
        let edit = RowEdit(kind: .duplicate(source: source, index: source + 1), row: copy.id)
        guard perform(.insert(copy, at: source + 1), edit: edit) else { return nil }
        return copy
    }

    /// A structural change of the rows, as applied and as undone.
    enum Change {
        case insert(RepeatingRow, at: Int)
        case remove(RepeatingRow, at: Int)
        case move(RepeatingRow, from: Int, to: Int)

        var inverse: Change {
            switch self {
            case .insert(let row, let index): .remove(row, at: index)
            case .remove(let row, let index): .insert(row, at: index)
            case .move(let row, let from, let to): .move(row, from: to, to: from)
            }
        }

        var row: RepeatingRow {
            switch self {
            case .insert(let row, _), .remove(let row, _), .move(let row, _, _): row
            }
        }
    }

    /// Asks ``shouldEdit``, applies `change` and shows it (one batch), records it for undo, and
    /// tells ``didEdit``.
    func perform(_ change: Change, edit: RowEdit) -> Bool {
        if let shouldEdit, !shouldEdit(edit, self) { return false }
        apply(change)
        manager?.history.record(FormHistory.Entry(rows: self, change: change, edit: edit))
        didEdit?(edit, self)
        return true
    }

    /// Applies `change` to the rows and their bunches or items, and shows it in one batch.
    ///
    /// Only what the change touches is visited: the rows between a moved row's old and new
    /// places, the rows after an inserted or removed one for numbered titles (not for plain ones),
    /// and rows' errors only while some row may have errors.
    func apply(_ change: Change) {
        let manager = self.manager
        performUpdates(in: manager) {
            switch change {
            case .insert(let row, let index):
                children.insert(row, at: index)
                row.group = self
                place(row, at: index)
                refreshTitles(from: index, through: rowTitles.isPlain ? index : nil)
                if row.hasErrors { mayHaveErrors = true }
                repointErrors(from: index)
            case .remove(let row, let index):
                unplace(row, at: index)
                children.remove(row)
                row.group = nil
                if !rowTitles.isPlain { refreshTitles(from: index) }
                repointErrors(from: index)
            case .move(let row, let from, let to):
                children.move(from..<from + 1, to: to)
                move(row, from: from, to: to)
                if !rowTitles.isPlain { refreshTitles(from: min(from, to), through: max(from, to)) }
                repointErrors(from: min(from, to), through: max(from, to))
            }
            limitsDidChange()
            rowsDidChange()
            if !(titleItem.errors.isEmpty) { titleItem.validate() }
            showChanges()
        }
    }

    /// The rows changed: the manager's index is stale, and the titles of containing rows may
    /// depend on the count.
    func rowsDidChange() {
        manager?.treeDidChange()
    }

    /// Whether the template makes rows of one field (asked of the first row, or of a template
    /// built for the purpose when there is none).
    var makesOneFieldRows: Bool {
        if let first = children.elements.first { return first.titleItem == nil }
        return RepeatingRow.isOneField(template())
    }

    func makeRow() -> RepeatingRow {
        RepeatingRow(group: self, content: template())
    }

    /// Sets the titles of the rows from `start` on (through `end`), from their positions.
    func refreshTitles(from start: Int, through end: Int? = nil) {
        let rows = children.elements
        guard start < rows.count else { return }
        let last = min(end ?? rows.count - 1, rows.count - 1)
        for index in start...last {
            let row = rows[index]
            let title = switch rowTitles {
            case .numbered: "\(rowTitle) \(index + 1)"
            case .plain: rowTitle
            case .custom(let title): title(index, row)
            }
            if let titleItem = row.titleItem {
                titleItem.title = title
            } else if let field = row.scalarField as? Item & FormTitled {
                field.title = title
            }
        }
    }
}

/// A form item whose title can be set (every ``FormItem``).
@MainActor
protocol FormTitled: AnyObject {
    var title: String { get set }
}

extension FormItem: FormTitled {}

extension RepeatingRow {
    /// Sets every value of this (fresh) row from `source`: nested rows get as many rows, fields
    /// the same values.
    func copyValues(from source: RepeatingRow) {
        try? setValue(source.value(includingHidden: true, redactingSecrets: false), pointer: "")
    }
}

extension RepeatingRows {
    /// What takes the focus after a row left these rows from `index`, as every surface moves it:
    /// in the row now at `index`, else the row before it, the field at `place` (its position among
    /// the row's ``RepeatingRow/fields``) or else the row's first field that takes the focus; else
    /// the Add button; `nil` when none can take it (the rows are not on the current page).
    /// - Parameters:
    ///   - index: where the row was.
    ///   - place: the position, among the row's fields, of the field that had the focus; `nil` for
    ///     the row's first field.
    /// - Complexity: O(k) for k fields in a row.
    public func focusAfterRemovingRow(at index: Int, place: Int? = nil) -> FormField? {
        guard let manager else { return nil }
        func reachable(_ field: FormField) -> Bool { manager.isFocusable(field, includingButtons: true) }
        for candidate in [index, index - 1] where rows.indices.contains(candidate) {
            let fields = rows[candidate].fields
            if let place, fields.indices.contains(place), reachable(fields[place]) { return fields[place] }
            if let field = rows[candidate].firstFocusableField, reachable(field) { return field }
        }
        return reachable(addButton) ? addButton : nil
    }
}

/// The Add button of repeating rows: "Add Address" in English, the catalog's `rows.add` in the
/// form's language, until a title of its own is set.
final class AddRowButton: ButtonItem {
    /// The noun of one row, while the title is the default one.
    var subject: String? {
        didSet { if subject != oldValue { setNeedsReload() } }
    }

    init(subject: String) {
        self.subject = subject
        super.init("Add \(subject)")
    }

    override var title: String {
        get { subject.map { localizer.string(LocalizedMessage("rows.add", ["row": .text($0)])) } ?? super.title }
        set {
            subject = nil
            super.title = newValue
        }
    }
}

extension RepeatingRows {
    /// Whether the Add button still has its default title ("Add Address", in the form's
    /// language): a surface may say "Add another address" once there are rows.
    public var addButtonHasDefaultTitle: Bool { (addButton as? AddRowButton)?.subject != nil }
}

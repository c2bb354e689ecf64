import Foundation
import ListKit

/// One row of a ``RepeatingRows``: the fields its template made, with an identity that does not
/// depend on its position — its values, errors and focus follow it through every add, delete,
/// move, duplicate, undo and redo (unlike forms that key rows by index, where a reorder edits the
/// wrong row).
///
/// A row whose template is one field is a *scalar* row: its value is that field's value (a list of
/// email addresses sends `["a@example.com", "b@example.com"]`). Any other row's value is an object
/// of its fields (`[{"street": …, "city": …}]`). An empty row keeps its place: its object is `{}`
/// and a scalar row sends its field's value as it is, so positions always match the rows shown.
@MainActor
public final class RepeatingRow: ContentContainer, IndexedChild, Identifiable {
    /// The row's identity: unique in the process, kept by moves, undo and redo; a duplicate gets
    /// a new one.
    public let id: RowID
    /// The rows it belongs to; `nil` once deleted (until an undo brings it back).
    public internal(set) weak var group: RepeatingRows?
    /// The content its template made.
    public let content: [FieldContent]
    /// The title line of a row of several fields ("Address 2"); `nil` for a scalar row, whose
    /// field shows the title itself.
    public let titleItem: GroupTitleItem?
    /// The bunch that shows the row when its rows are placed in a section: the row's own bunch,
    /// or — for a row of one field — the bunch of all the rows' fields, one item per row.
    public internal(set) var hostBunch: ItemBunch?

    var recordedIndex = 0
    var parent: (any ContentContainer)? {
        get { group }
        set { group = newValue as? RepeatingRows }
    }

    init(group: RepeatingRows, content: [FieldContent]) {
        id = RowID.next()
        self.group = group
        self.content = content
        titleItem = Self.isOneField(content) ? nil : GroupTitleItem("")
        titleItem?.owner = self
        titleItem?.fieldContainer = self
        adopt(content, into: self)
    }

    /// Whether a row of `content` is a scalar row: one field, which shows the row's title itself.
    static func isOneField(_ content: [FieldContent]) -> Bool {
        guard content.count == 1, case .item(let item) = content[0] else { return false }
        return item is FormField
    }

    /// The rows it belongs to, as a container.
    public var parentContainer: (any FieldContainer)? { group }

    /// The row's position in its rows; `nil` once deleted.
    /// - Complexity: O(1) amortized.
    public var index: Int? { group?.rowIndex(of: self) }

    /// `/key/index` below its rows' pointer; `nil` while the row is in no form.
    public var pointer: String? {
        guard let group, let base = group.pointer, let index else { return nil }
        return base + "/" + String(index)
    }

    /// The one field of a scalar row; `nil` for a row of several, or of rows whose values are
    /// objects (``RepeatingRows/rowsAreObjects``).
    public var scalarField: FormField? {
        guard titleItem == nil, group?.rowsAreObjects != true, case .item(let item) = content[0] else { return nil }
        return item as? FormField
    }

    /// The one nested ``RepeatingRows`` whose array is the row's value, in rows whose rows are
    /// arrays (``RepeatingRows/rowsAreArrays``); `nil` otherwise.
    public var scalarRows: RepeatingRows? {
        guard group?.rowsAreArrays == true, content.count == 1, case .rows(let rows) = content[0] else { return nil }
        return rows
    }

    /// Every field in the row, nested ones included, in order.
    public var fields: [FormField] { flattenedItems.compactMap { $0 is GroupTitleItem ? nil : $0 as? FormField } }

    /// Every item the row shows: its title line (when it has one), then its content.
    public var items: [Item] { flattenedItems }

    var flattenedItems: [Item] {
        var items = FormKit.flattenedItems(of: content)
        if let titleItem { items.insert(titleItem, at: 0) }
        return items
    }

    var manager: AdapterManager? { hostBunch?.manager ?? group?.manager }

    func token(of child: any ContentContainer) -> String? {
        (child as? FieldGroup)?.key ?? (child as? RepeatingRows)?.key
    }

    /// The rows nested in this row's content (in its groups too), outermost first, in order.
    public var nestedRows: [RepeatingRows] {
        var found: [RepeatingRows] = []
        func visit(_ content: [FieldContent]) {
            for element in content {
                switch element {
                case .item: break
                case .group(let group): visit(group.content)
                case .rows(let rows): found.append(rows)
                case .alternatives(let alternatives): if let branch = alternatives.selectedBranch { visit(branch.content) }
                }
            }
        }
        visit(content)
        return found
    }

    /// The groups in this row's content, in order (not those inside nested rows).
    public var nestedGroups: [FieldGroup] {
        var found: [FieldGroup] = []
        func visit(_ content: [FieldContent]) {
            for case .group(let group) in content {
                found.append(group)
                visit(group.content)
            }
        }
        visit(content)
        return found
    }

    /// Whether an item of the row shows errors.
    var hasErrors: Bool {
        flattenedItems.contains { ($0 as? ErrorRepointing)?.hasErrors ?? false }
    }

    /// The first field a keyboard moves to in the row, or `nil`.
    public var firstFocusableField: FormField? {
        fields.first { $0.isFocusable && (($0 as? Item)?.isEffectivelyEnabled ?? false) }
    }
}

/// A row's identity: unique in the process, never reused.
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number.
    public let rawValue: UInt64

    @MainActor private static var last: UInt64 = 0

    @MainActor static func next() -> RowID {
        last &+= 1
        return RowID(rawValue: last)
    }

    /// Orders by creation.
    public static func < (lhs: RowID, rhs: RowID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `row 12`.
    public var description: String { "row \(rawValue)" }
}

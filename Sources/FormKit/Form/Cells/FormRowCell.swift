import Foundation
import ListKit

/// The cell of every form item: shows its ``FormRow``.
///
/// Subclass it for an item of your own that should look like the built-in rows — the gutter and
/// keyboard cursor, the disabled state, the placeholder and the errors come with the row — and
/// override ``row(for:)`` to describe the item; or subclass ``FormFieldCell`` to give only a title
/// and a value. Register the cell with ``AdapterManager/register(_:cell:)`` or name it in the
/// item's `defaultCellType`.
@MainActor
open class FormRowCell: ItemCell {
    /// The row as configured.
    public private(set) var row = FormRow(title: "")

    /// Accepts items that provide a row (``FormRowProviding``). Override it when ``row(for:)``
    /// describes other items.
    open override class func accepts(_ item: Item) -> Bool { item is FormRowProviding }

    /// The row that shows `item`. Default: the item's ``FormRowProviding/formRow()``, or an empty
    /// row. Override it to describe items of your own; no need to call `super`.
    /// - Parameter item: an item this class accepts.
    /// - Returns: the row as it should look now.
    open class func row(for item: Item) -> FormRow {
        var row = (item as? FormRowProviding)?.formRow() ?? FormRow(title: "")
        // The row's own words ("e.g.", "(disabled)") in the form's language, unless the item chose some.
        if row.words == FormRow.Words(), !item.localizer.isPlainEnglish { row.words = FormRow.Words(item.localizer) }
        return row
    }

    /// As many lines as the row needs at `width`.
    open override class func size(for item: Item, width: Int) -> ListSize {
        ListSize(width: width, height: max(1, row(for: item).lines(width: width).count))
    }

    /// Captures the item's row (``row(for:)``). Subclasses that override it call `super`.
    open override func configure(with item: Item) {
        row = Self.row(for: item)
    }

    /// The row's lines, without styles.
    open override func renderItem(in context: RenderContext) -> [String] {
        renderStyled(in: context).map(\.text)
    }

    /// The row's styled lines (dim placeholder and disabled rows, red errors), or the placeholder
    /// line when the cell cannot show its item.
    open override func renderStyled(in context: RenderContext) -> [StyledLine] {
        if let problem { return [StyledLine(problem)] }
        return row.styledLines(width: context.size.width, isHighlighted: isHighlighted, ambiguous: context.ambiguousWidth)
    }
}

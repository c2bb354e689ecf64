import Foundation
import ListKit

/// A row with a title on the left and a detail on the right (RETableViewManager's plain item).
/// Its value is the detail: setting it calls `onChange` and reloads the row, as for every form item.
/// A label is read, not filled in: it is not in ``AdapterManager/values``, even with a key.
@MainActor
open class LabelItem: FormItem<String> {
    /// The detail, right-aligned: the item's value.
    public var detail: String {
        get { value }
        set { value = newValue }
    }

    /// Creates a label row.
    public init(_ title: String, detail: String = "", key: String? = nil) {
        super.init(title, key: key, value: detail)
    }

    /// ``LabelItemCell``: no gutter, for list rows.
    open override class var defaultCellType: ItemCell.Type { LabelItemCell.self }

    /// Labels are read, not edited: navigation skips them.
    open override var isFocusable: Bool { false }

    /// `.string(detail)`.
    open override var formValue: FormValue { .string(value) }


    /// The detail.
    open override var displayValue: String? { value.isEmpty ? nil : value }
}

/// Shows a ``LabelItem``: the title, then the detail right-aligned; when both do not fit on one
/// line, the title wraps and the detail takes its own right-aligned line.
public final class LabelItemCell: TypedItemCell<LabelItem> {
    /// One line when title and detail fit side by side, else the wrapped title plus a detail line.
    public override class func size(for item: Item, width: Int) -> ListSize {
        guard let item = item as? LabelItem else { return ListSize(width: width, height: 1) }
        return ListSize(width: width, height: lines(title: item.title, detail: item.detail, width: width).count)
    }

    /// The title and detail as configured (a later change of the item shows at its reload).
    public private(set) var title = ""
    /// The detail as configured.
    public private(set) var detail = ""

    /// Copies the item's title and detail.
    public override func configure(with item: LabelItem) {
        title = item.title
        detail = item.detail
    }

    /// The title and detail laid out for the width.
    public override func renderItem(in context: RenderContext) -> [String] {
        Self.lines(title: title, detail: detail, width: context.size.width, ambiguous: context.ambiguousWidth)
    }

    static func lines(title: String, detail: String, width: Int, ambiguous: AmbiguousWidth = .narrow) -> [String] {
        let title = TextLayout.sanitized(title)
        let detail = TextLayout.sanitized(detail)
        let titleWidth = title.displayWidth(ambiguous: ambiguous)
        let detailWidth = detail.displayWidth(ambiguous: ambiguous)
        if detail.isEmpty { return TextLayout.wrap(title, width: width, ambiguous: ambiguous) }
        if titleWidth + 1 + detailWidth <= width {
            return [title + String(repeating: " ", count: width - titleWidth - detailWidth) + detail]
        }
        return TextLayout.wrap(title, width: width, ambiguous: ambiguous)
            + TextLayout.wrap(detail, width: width, ambiguous: ambiguous).map {
                TextLayout.pad($0, width: width, alignment: .right, ambiguous: ambiguous)
            }
    }
}

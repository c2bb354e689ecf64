import Foundation
import ListKit

/// What a form row shows, captured when its cell is configured: the screen changes when the item is
/// reloaded, not whenever the model changes.
public struct FormRow: Hashable, Sendable {
    /// The title, on the left.
    public var title: String
    /// The value as shown on the right; `nil` shows the placeholder.
    public var value: String?
    /// Shown (in angle brackets) when there is no value.
    public var placeholder: String?
    /// Lines under the title line (long text, options), indented.
    public var detailLines: [String] = []
    /// Whether the row can be edited.
    public var isEnabled = true
    /// Validation messages, each shown under the row.
    public var errors: [String] = []
    /// Whether the row is a button: its title is centered in brackets.
    public var isButton = false

    /// Creates a row.
    public init(title: String, value: String? = nil, placeholder: String? = nil, detailLines: [String] = [],
                isEnabled: Bool = true, errors: [String] = [], isButton: Bool = false) {
        self.title = title
        self.value = value
        self.placeholder = placeholder
        self.detailLines = detailLines
        self.isEnabled = isEnabled
        self.errors = errors
        self.isButton = isButton
    }

    /// The row's lines at `width` columns.
    ///
    /// A two-column gutter marks the row: `- ` disabled, `> ` highlighted (the keyboard cursor),
    /// two spaces otherwise. The title is on the left and the value right-aligned on the same line
    /// when both fit; otherwise the title wraps and the value takes right-aligned lines of its own.
    /// Detail lines are indented by four columns, errors shown as `  ! message`. Every piece of text
    /// is sanitized, and every line is at most `width` columns.
    public func lines(width: Int, isHighlighted: Bool = false, ambiguous: AmbiguousWidth = .narrow) -> [String] {
        let width = max(1, width)
        let gutter = !isEnabled ? "- " : isHighlighted ? "> " : "  "
        let gutterWidth = min(2, width)
        let inner = max(1, width - gutterWidth)
        let title = TextLayout.sanitized(self.title)
        var lines: [String] = []
        if isButton {
            let label = "[ \(title) ]"
            lines.append(String(gutter.prefix(gutterWidth)) + TextLayout.fit(label, width: inner, alignment: .center, ambiguous: ambiguous))
        } else {
            let shown = value.map { TextLayout.sanitized($0) } ?? placeholder.map { "<\(TextLayout.sanitized($0))>" } ?? ""
            let titleWidth = title.displayWidth(ambiguous: ambiguous)
            let valueWidth = shown.displayWidth(ambiguous: ambiguous)
            if shown.isEmpty {
                for (index, line) in TextLayout.wrap(title, width: inner, ambiguous: ambiguous).enumerated() {
                    lines.append((index == 0 ? gutter : "  ") + line)
                }
            } else if titleWidth + 1 + valueWidth <= inner {
                lines.append(gutter + title + String(repeating: " ", count: inner - titleWidth - valueWidth) + shown)
            } else {
                for (index, line) in TextLayout.wrap(title, width: inner, ambiguous: ambiguous).enumerated() {
                    lines.append((index == 0 ? gutter : "  ") + line)
                }
                for line in TextLayout.wrap(shown, width: inner, ambiguous: ambiguous) {
                    lines.append("  " + TextLayout.pad(line, width: inner, alignment: .right, ambiguous: ambiguous))
                }
            }
        }
        let detailWidth = max(1, width - 4)
        for detail in detailLines {
            for line in TextLayout.wrap(TextLayout.sanitized(detail), width: detailWidth, ambiguous: ambiguous) {
                lines.append(String(repeating: " ", count: min(4, width - 1)) + line)
            }
        }
        for error in errors {
            for (index, line) in TextLayout.wrap(TextLayout.sanitized(error), width: max(1, width - 4), ambiguous: ambiguous).enumerated() {
                lines.append((index == 0 ? "  ! " : "    ") + line)
            }
        }
        // Narrow widths: never exceed the width (the gutter may not fit).
        return lines.map { $0.displayWidth(ambiguous: ambiguous) > width ? TextLayout.fit($0, width: width, ambiguous: ambiguous) : $0 }
    }
}

/// The cell of every form item: shows its ``FormRow``.
public final class FormRowCell: ItemCell {
    /// The row as configured.
    public private(set) var row = FormRow(title: "")

    /// Accepts form items.
    public override class func accepts(_ item: Item) -> Bool { item is FormRowProviding }

    /// As many lines as the row needs at `width`.
    public override class func size(for item: Item, width: Int) -> ListSize {
        guard let item = item as? FormRowProviding else { return ListSize(width: width, height: 1) }
        return ListSize(width: width, height: max(1, item.formRow().lines(width: width).count))
    }

    /// Captures the item's row.
    public override func configure(with item: Item) {
        row = (item as? FormRowProviding)?.formRow() ?? FormRow(title: "")
    }

    /// The row's lines.
    public override func renderItem(in context: RenderContext) -> [String] {
        row.lines(width: context.size.width, isHighlighted: isHighlighted, ambiguous: context.ambiguousWidth)
    }
}

/// An item that shows as a ``FormRow``.
@MainActor
public protocol FormRowProviding: AnyObject {
    /// The row as it should look now.
    func formRow() -> FormRow
}

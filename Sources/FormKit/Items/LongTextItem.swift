import Foundation
import FormLocale
import ListKit

/// A multi-line text (RETableViewManager's `RELongTextItem`, Eureka's `TextAreaRow`): the text is
/// shown under the title, wrapped, line breaks kept.
///
/// Value on the wire: a string, line breaks included.
@MainActor
open class LongTextItem: TextItem {
    /// Any text, line breaks included.
    open override func problem(with value: String) -> String? { nil }

    /// Nothing on the title line.
    open override var displayValue: String? { nil }

    /// The placeholder only when empty, under the title.
    open override var placeholderText: String? { nil }

    /// The text's lines (or the placeholder as an example).
    open override var detailLines: [String] {
        if value.isEmpty { return placeholder.map { [localizer.string(LocalizedMessage("terminal.hint.example", ["example": .text($0)]))] } ?? [] }
        if isSecure { return [String(repeating: "*", count: min(value.count, 40))] }
        return value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

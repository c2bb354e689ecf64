import Foundation
import ListKit

/// One option among several, listed under the title (RETableViewManager's `RERadioItem`):
/// `(*) Chosen` and `( ) Other`.
@MainActor
open class RadioItem: SegmentedItem {
    /// Nothing on the title line: the options are listed under it.
    open override var displayValue: String? { nil }

    /// One line per option.
    open override var detailLines: [String] {
        options.map { ($0 == value ? "(*) " : "( ) ") + label(of: $0) }
    }
}

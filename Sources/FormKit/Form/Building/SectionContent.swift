import Foundation
import ListKit

/// One element of a section's content: a bunch, or an item (consecutive items share an implied
/// bunch).
public enum SectionContent {
    /// A bunch.
    case bunch(ItemBunch)
    /// An item outside any bunch.
    case item(Item)
    /// A group of fields, shown as one bunch (see ``Section/add(_:)-(FieldGroup)``).
    case group(FieldGroup)
    /// Repeating rows, one bunch per row (see ``Section/add(_:)-(RepeatingRows)``).
    case rows(RepeatingRows)
    /// Alternatives, shown as one bunch (see ``Section/add(_:)-(FieldAlternatives)``).
    case alternatives(FieldAlternatives)
}

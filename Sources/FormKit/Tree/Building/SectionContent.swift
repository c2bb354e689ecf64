import Foundation
import ListKit

/// One element of a section's content: a bunch, or an item (consecutive items share an implied
/// bunch).
public enum SectionContent {
    /// A bunch.
    case bunch(ItemBunch)
    /// An item outside any bunch.
    case item(Item)
}

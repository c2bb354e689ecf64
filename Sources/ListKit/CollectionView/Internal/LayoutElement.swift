import Foundation
import ListDiffKit

/// Something the layout places: an item, or a section's header or footer.
enum LayoutElement: Hashable {
    case item(IndexPath)
    case supplementary(SupplementaryKey)
}

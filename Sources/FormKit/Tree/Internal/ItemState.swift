import Foundation
import ListDiffKit
import ListKit

/// An item as the bunch's diff sees it: its identity and a content version.
struct ItemState: ListDiffable, Hashable {
    let identifier: ObjectIdentifier
    let version: Int

    var diffIdentifier: ObjectIdentifier { identifier }

    func isEqual(toDiffableObject object: ItemState) -> Bool { version == object.version }
}

import Foundation
import ListDiffKit

/// Why a collection view rejected a batch update. Nothing of a rejected batch is applied.
///
/// The messages follow UIKit's `NSInternalInconsistencyException` texts, so the same mistakes read
/// the same.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The section count after the update is not the count before it plus inserts minus deletes.
    case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
    /// A section's item count after the update does not add up.
    case invalidNumberOfItems(section: Int, after: Int, before: Int, inserted: Int, deleted: Int,
                              movedIn: Int, movedOut: Int)
    /// A section index is out of range (`isBeforeUpdate`: checked against the old count).
    case sectionOutOfRange(operation: String, section: Int, count: Int, isBeforeUpdate: Bool)
    /// An item index is out of range in its section.
    case itemOutOfRange(operation: String, indexPath: IndexPath, count: Int, isBeforeUpdate: Bool)
    /// An item operation names a section that is itself deleted, inserted or reloaded.
    case itemInChangedSection(operation: String, indexPath: IndexPath, sectionChange: String)
    /// Two operations of the batch name the same section or index path in a way that has no
    /// single meaning (e.g. deleted and moved, or inserted twice).
    case conflict(String)

    /// The message, in UIKit's words where UIKit has them.
    public var description: String {
        switch self {
        case let .invalidNumberOfSections(after, before, inserted, deleted):
            "Invalid update: invalid number of sections. The number of sections after the update (\(after)) must be "
                + "equal to the number before (\(before)), plus or minus inserted (\(inserted)) or deleted (\(deleted))"
        case let .invalidNumberOfItems(section, after, before, inserted, deleted, movedIn, movedOut):
            "Invalid update: invalid number of items in section \(section). The number of items after the update "
                + "(\(after)) must be equal to the number before (\(before)), plus or minus inserted (\(inserted)) or "
                + "deleted (\(deleted)), plus or minus moved in (\(movedIn)) or out (\(movedOut))"
        case let .sectionOutOfRange(operation, section, count, isBeforeUpdate):
            "Invalid update: attempt to \(operation) section \(section), but there are only \(count) sections "
                + (isBeforeUpdate ? "before the update" : "after the update")
        case let .itemOutOfRange(operation, indexPath, count, isBeforeUpdate):
            "Invalid update: attempt to \(operation) item \(indexPath[1]) "
                + (isBeforeUpdate ? "from" : "into") + " section \(indexPath[0]), which only contains \(count) items "
                + (isBeforeUpdate ? "before the update" : "after the update")
        case let .itemInChangedSection(operation, indexPath, sectionChange):
            "Invalid update: attempt to \(operation) item \(indexPath[1]) in section \(indexPath[0]), "
                + "which is \(sectionChange) in the same update"
        case let .conflict(message):
            "Invalid update: \(message)"
        }
    }
}

import Foundation

/// One change a collection view applied, as recorded in ``CollectionView/appliedUpdates``.
public enum CollectionViewUpdate: Hashable, Sendable, CustomStringConvertible {
    /// A full reload (`reloadData()`).
    case reloadData
    /// A batch update, normalized (sorted).
    case batch(CollectionViewBatchUpdate)

    /// `reloadData` or the batch's description.
    public var description: String {
        switch self {
        case .reloadData: "reloadData"
        case .batch(let batch): batch.description
        }
    }
}

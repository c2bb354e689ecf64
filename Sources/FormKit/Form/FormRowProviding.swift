import Foundation
import ListKit

/// An item that shows as a ``FormRow``.
@MainActor
public protocol FormRowProviding: AnyObject {
    /// The row as it should look now.
    func formRow() -> FormRow
}

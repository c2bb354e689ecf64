import Foundation

/// Errors that follow their rows: when rows move, are added or are deleted, the errors shown in
/// the rows after the edit name their rows' new positions.
extension RepeatingRows {
    /// The errors of the rows from `start` on (through `end`) name their rows' new positions.
    /// Visits nothing unless some row may have errors.
    func repointErrors(from start: Int, through end: Int? = nil) {
        guard mayHaveErrors else { return }
        let rows = children.elements
        var found = false
        for (index, row) in rows.enumerated() {
            for item in row.flattenedItems {
                guard let item = item as? ErrorRepointing, item.hasErrors else { continue }
                found = true
                if index >= start && index <= (end ?? index) { item.repointErrors() }
            }
        }
        mayHaveErrors = found
    }
}

/// An item whose errors can follow its row to a new position.
@MainActor
protocol ErrorRepointing: AnyObject {
    /// Whether the item shows errors.
    var hasErrors: Bool { get }
    func repointErrors()
}

extension FormItem: ErrorRepointing {
    var hasErrors: Bool { !errors.isEmpty }
}

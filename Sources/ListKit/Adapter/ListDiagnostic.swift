/// Something the adapter noticed and handled, reported to ``ListAdapter/diagnosticHandler``.
public enum ListDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Objects whose type and identifier repeat an earlier object's; they are not shown.
    case duplicateObjects([String])
    /// The collection view rejected a batch; the adapter reloaded everything instead, so nothing
    /// is lost (a bug in a section controller's batch, usually a count that does not add up).
    case batchRejected(BatchUpdateError)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .duplicateObjects(let identifiers):
            "duplicate objects ignored (the first of each is shown): \(identifiers.joined(separator: ", "))"
        case .batchRejected(let error):
            "batch rejected, recovered with reloadData: \(error)"
        }
    }
}

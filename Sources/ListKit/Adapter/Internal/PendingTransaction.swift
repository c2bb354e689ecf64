/// The requests gathered for the next transaction.
struct PendingTransaction {
    var needsObjectDiff = false
    var needsReload = false
    var itemUpdates: [(ListBatchContext) -> Void] = []
    var sectionReloads: [ListSectionController] = []
    var completions: [(Bool) -> Void] = []

    var isEmpty: Bool {
        !needsObjectDiff && !needsReload && itemUpdates.isEmpty && sectionReloads.isEmpty && completions.isEmpty
    }
}

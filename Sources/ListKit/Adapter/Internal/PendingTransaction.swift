/// The requests gathered for the next transaction.
struct PendingTransaction {
    var needsObjectDiff = false
    /// Changes of the objects their callers know exactly; one alone is installed as it is,
    /// several (or one with ``needsObjectDiff``) are diffed.
    var objectEdits: [ListObjectsEdit] = []
    var needsReload = false
    var itemUpdates: [(ListBatchContext) -> Void] = []
    var sectionReloads: [ListSectionController] = []
    var completions: [(Bool) -> Void] = []

    var isEmpty: Bool {
        !needsObjectDiff && objectEdits.isEmpty && !needsReload && itemUpdates.isEmpty && sectionReloads.isEmpty
            && completions.isEmpty
    }
}

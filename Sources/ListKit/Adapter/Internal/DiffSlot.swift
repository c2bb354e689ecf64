import ListDiffKit

/// An element in the diff's eyes: its identifier, and where to find its content.
struct DiffSlot<Identifier: Hashable & Sendable>: ListDiffable {
    let diffIdentifier: Identifier
    let index: Int
    /// Not retained (nor retained to be called, as an `unowned(unsafe)` reference would be): the
    /// diff keeps the comparers alive.
    let comparer: Unmanaged<ElementComparer>

    init(diffIdentifier: Identifier, index: Int, comparer: ElementComparer) {
        self.diffIdentifier = diffIdentifier
        self.index = index
        self.comparer = Unmanaged.passUnretained(comparer)
    }

    func isEqual(toDiffableObject object: DiffSlot) -> Bool {
        comparer._withUnsafeGuaranteedRef { $0.isEqual(index, to: object.comparer, at: object.index) }
    }
}

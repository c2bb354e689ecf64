import ListDiffKit

/// Objects of several types, wrapped.
struct ErasedObjectStorage: DiffableObjectStorage {
    var elements: [AnyListDiffable]

    var count: Int { elements.count }

    var erased: [AnyListDiffable] { elements }

    var elementType: ObjectIdentifier? { nil }

    var existentials: [any ListDiffable] { elements.map { $0.base } }

    func object(at index: Int) -> any ListDiffable { elements[index].base }

    var holdsInstances: Bool { true }

    func instance(at index: Int) -> ObjectIdentifier? { elements[index].instance }

    func newInstanceIndexes(from old: any DiffableObjectStorage, oldIndexForNewIndex: [Int32]) -> [Int] {
        genericNewInstanceIndexes(self, from: old, oldIndexForNewIndex: oldIndexForNewIndex)
    }

    func diff(to new: any DiffableObjectStorage) -> ListIndexSetResult? {
        guard let new = new as? Self else { return nil }
        return ListDiff(oldArray: elements, newArray: new.elements, option: .equality)
    }

    func pairs(to new: any DiffableObjectStorage) -> ListIndexSetResult? { diff(to: new) }

    /// The erased diff tells repeats by its own table.
    mutating func markRepeatingNoIdentifier() {}

    func diffFromEmpty() -> ListIndexSetResult {
        ListDiff(oldArray: [], newArray: elements, option: .equality)
    }

    func diffToEmpty() -> ListIndexSetResult {
        ListDiff(oldArray: elements, newArray: [], option: .equality)
    }

    func removingDuplicates() -> (storage: any DiffableObjectStorage, kept: [Int], duplicates: [String]) {
        var seen = Set<AnyDiffIdentifier>(minimumCapacity: elements.count)
        var kept: [Int] = []
        var duplicates: [String] = []
        for (index, element) in elements.enumerated() {
            if seen.insert(element.diffIdentifier).inserted {
                kept.append(index)
            } else {
                duplicates.append(element.diffIdentifier.description)
            }
        }
        return (ErasedObjectStorage(elements: kept.map { elements[$0] }), kept, duplicates)
    }

    func replacing(at index: Int, with object: any ListDiffable) -> any DiffableObjectStorage {
        var copy = self
        copy.elements[index] = AnyListDiffable(object)
        return copy
    }

    mutating func apply(_ edit: ListObjectsEdit) -> Bool {
        switch edit {
        case .insert(let objects, let index): elements.insert(contentsOf: objects.map { AnyListDiffable($0) }, at: index)
        case .delete(let range): elements.removeSubrange(range)
        case .move(let range, let target): elements.moveSubrange(range, to: target)
        }
        return true
    }

    static func lookupKey(for object: any ListDiffable) -> (any Hashable)? {
        AnyDiffIdentifier(object)
    }
}

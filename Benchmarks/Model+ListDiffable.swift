import ListDiffKit

extension Model: ListDiffable {
    var diffIdentifier: Int { id }

    func isEqual(toDiffableObject object: Model) -> Bool { version == object.version }
}

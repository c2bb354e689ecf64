import ListDiffKit

extension Model: ListDiffable {
    var diffIdentifier: Int { id }

    func isEqual(toDiffableObject object: Model) -> Bool { version == object.version }
}

/// A second kind of row, for lists that mix types: the same identities and versions as `Model`'s.
struct Banner: ListDiffable {
    let id: Int
    let version: Int

    var diffIdentifier: Int { id }

    func isEqual(toDiffableObject object: Banner) -> Bool { version == object.version }
}

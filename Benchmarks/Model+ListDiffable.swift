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

/// A generic model type: its conformance is declared for every `Tag`, so the entries the package
/// makes at the conformance are not specialized for one.
struct Tagged<Tag: Hashable & Sendable>: ListDiffable, Equatable {
    let id: Int
    let version: Int
    let tag: Tag

    var diffIdentifier: Int { id }
}

/// A finished diff's identifier look-ups.
///
/// Sendable by hand: it keeps the diffed arrays (immutable) and reads the elements' identifiers,
/// which ``ListDiffable`` requires to be stable while an element is in a list.
@usableFromInline
final class DiffIndexTable<Element: ListDiffable>: DiffIndexLookup, @unchecked Sendable {
    @usableFromInline let table: IdentifierTable<Element>
    /// The diff's final `oldLinks`: -(i + 2) for an old index paired with new index i.
    @usableFromInline let oldLinks: [Int32]
    @usableFromInline let newArrayHasDuplicates: Bool

    @inlinable
    init(table: IdentifierTable<Element>, oldLinks: [Int32], newHasDuplicates: Bool) {
        self.table = table
        self.oldLinks = oldLinks
        newArrayHasDuplicates = newHasDuplicates
    }

    @usableFromInline
    func oldIndex(for identifier: any Hashable) -> Int? {
        guard let key = identifier as? Element.DiffIdentifier, let entry = table.entry(for: key),
              entry < oldLinks.count else { return nil }
        return entry
    }

    @usableFromInline
    func newIndex(for identifier: any Hashable) -> Int? {
        guard let key = identifier as? Element.DiffIdentifier, let entry = table.entry(for: key) else { return nil }
        if entry >= oldLinks.count { return entry - oldLinks.count }
        // The first new occurrence of an identifier always pairs with its first old occurrence.
        let link = oldLinks[entry]
        return link < -1 ? Int(-(link + 2)) : nil
    }
}

import Foundation

/// The look-ups of a diff that set a common prefix or suffix aside: tables of the whole arrays'
/// first occurrences, built on first use (most results are never asked), reading the identifiers
/// from the arrays. The new array's identifiers are the old prefix's, the new middle's and the old
/// suffix's.
///
/// Sendable by hand: the arrays are immutable (and ``ListDiffable`` requires identifiers to be
/// stable), and the tables are only built, read and written with `lock` held.
@usableFromInline
final class TrimmedDiffLookup<Element: ListDiffable>: DiffIndexLookup, @unchecked Sendable {
    let old: [Element]
    let new: [Element]
    let prefix: Int
    let suffix: Int
    let duplicates: DuplicateRule<Element.DiffIdentifier>
    let scans: SpecializedScans<Element>
    private let lock = NSLock()
    private var oldTable: IdentifierTable<Element>?
    private var newTable: IdentifierTable<Element>?
    private var newHasDuplicates = false

    @usableFromInline
    init(old: [Element], new: [Element], prefix: Int, suffix: Int, duplicates: DuplicateRule<Element.DiffIdentifier>,
         scans: SpecializedScans<Element>) {
        self.scans = scans
        self.old = old
        self.new = new
        self.prefix = prefix
        self.suffix = suffix
        self.duplicates = duplicates
    }

    private func withNewTable<R>(_ body: (IdentifierTable<Element>) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        if newTable == nil { (newTable, newHasDuplicates) = scans.firstOccurrences(new) }
        return body(newTable!)
    }

    @usableFromInline
    func oldIndex(for identifier: any Hashable) -> Int? {
        guard let key = identifier as? Element.DiffIdentifier else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if oldTable == nil { oldTable = scans.firstOccurrences(old).0 }
        return oldTable!.entry(for: key)
    }

    /// The first new occurrence, which is the one the diff reports (it pairs with the first old
    /// occurrence when there is one).
    @usableFromInline
    func newIndex(for identifier: any Hashable) -> Int? {
        guard let key = identifier as? Element.DiffIdentifier else { return nil }
        return withNewTable { $0.entry(for: key) }
    }

    @usableFromInline
    var newArrayHasDuplicates: Bool {
        switch duplicates {
        case .known(let answer):
            return answer
        case .whenOldHas(let identifiers, let outside):
            return scans.contains(old, identifiers, outside)
        case .table:
            return withNewTable { _ in newHasDuplicates }
        }
    }
}

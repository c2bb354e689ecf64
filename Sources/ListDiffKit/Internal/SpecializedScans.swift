/// The look-ups' passes over whole arrays, as closures made where the element type is known: the
/// look-up's own methods run unspecialized (through its protocol), which costs several times more
/// per element.
///
/// Sendable by hand: the closures capture nothing (only the element type).
@usableFromInline
struct SpecializedScans<Element: ListDiffable>: @unchecked Sendable {
    /// A table of each identifier's first index in the elements, and whether one repeats.
    @usableFromInline let firstOccurrences: ([Element]) -> (IdentifierTable<Element>, Bool)
    /// Whether an element outside the range has one of the identifiers.
    @usableFromInline let contains: ([Element], [Element.DiffIdentifier], Range<Int>) -> Bool

    @inlinable
    init() {
        firstOccurrences = { firstOccurrenceTable($0) }
        contains = { elements, identifiers, outside in
            anyIdentifier(of: elements, outside: outside, in: identifiers)
        }
    }
}

/// A table of each identifier's first index in `elements`, and whether one repeats.
@inlinable
func firstOccurrenceTable<Element: ListDiffable>(_ elements: [Element]) -> (IdentifierTable<Element>, Bool) {
    var table = IdentifierTable(old: elements, oldRange: 0..<elements.count, new: [], newStart: 0, newCount: 0)
    var repeats = false
    var index = elements.count - 1
    while index >= 0 {
        if table.insertOld(elements[index].diffIdentifier, at: index) >= 0 { repeats = true }
        index -= 1
    }
    return (table, repeats)
}

/// Whether an element of `elements` outside `outside` has one of `identifiers`.
@inlinable
func anyIdentifier<Element: ListDiffable>(
    of elements: [Element], outside: Range<Int>, in identifiers: [Element.DiffIdentifier]
) -> Bool {
    if identifiers.isEmpty { return false }
    let ranges = [0..<min(outside.lowerBound, elements.count), max(outside.upperBound, 0)..<elements.count]
    if identifiers.count <= 8 {
        // A few comparisons per element cost less than hashing it.
        for range in ranges {
            for index in range {
                let identifier = elements[index].diffIdentifier
                if identifiers.contains(identifier) { return true }
            }
        }
        return false
    }
    let lookup = Set(identifiers)
    for range in ranges {
        for index in range where lookup.contains(elements[index].diffIdentifier) { return true }
    }
    return false
}

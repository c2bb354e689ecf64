/// Looks identifiers up in a finished diff's table.
@usableFromInline
protocol DiffIndexLookup: Sendable {
    func oldIndex(for identifier: any Hashable) -> Int?
    func newIndex(for identifier: any Hashable) -> Int?
    /// Whether an identifier appears more than once in the new array.
    var newArrayHasDuplicates: Bool { get }
}

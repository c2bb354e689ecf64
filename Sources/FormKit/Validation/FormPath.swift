/// Where an item is in a form: the index of its section in the manager, of its bunch in the
/// section, and of the item in the bunch.
public struct FormPath: Hashable, Sendable, CustomStringConvertible {
    /// The section's index in the manager.
    public let section: Int
    /// The bunch's index in its section.
    public let bunch: Int
    /// The item's index in its bunch.
    public let item: Int

    /// Creates a path.
    ///
    /// - Precondition: every index is zero or more.
    public init(section: Int, bunch: Int, item: Int) {
        precondition(section >= 0 && bunch >= 0 && item >= 0,
                     "FormPath indexes must not be negative; got section \(section), bunch \(bunch), item \(item)")
        self.section = section
        self.bunch = bunch
        self.item = item
    }

    /// "section 0, bunch 1, item 2".
    public var description: String {
        "section \(section), bunch \(bunch), item \(item)"
    }
}

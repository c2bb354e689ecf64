import Foundation

/// Every reason a set of values was refused, one per refused member: ``AdapterManager/setValues(_:)``
/// sets nothing when it throws this.
public struct ValuesError: ProblemReporting, Hashable, Sendable, CustomStringConvertible {
    /// One problem per refused member, in the object's order: a key no field has, a value of the
    /// wrong type, a value the item's rule refuses.
    public let problems: [Problem]

    /// Creates an error.
    public init(problems: [Problem]) {
        self.problems = problems
    }

    /// The keys refused, in order (the pointer for a member inside a group or rows).
    public var keys: [String] { problems.map(\.key) }

    /// One `key: message` line per problem.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}


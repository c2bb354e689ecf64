import Foundation
import FormKit
import ListKit

/// Why values were not set on a form: one problem per member, by JSON Pointer.
public struct SchemaValuesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One refused member.
    public struct Problem: Hashable, Sendable {
        /// The member, as a JSON Pointer into the object given.
        public let pointer: String
        /// Why it was refused.
        public let message: String
    }

    /// The problems, in the object's order.
    public let problems: [Problem]

    /// One `pointer: message` line per problem.
    public var description: String { problems.map { "\($0.pointer): \($0.message)" }.joined(separator: "\n") }
}

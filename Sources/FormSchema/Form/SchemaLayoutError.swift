import Foundation
import FormKit

/// Why a UI schema was refused: its problems, each at its pointer.
public struct SchemaLayoutError: ProblemReporting, Hashable, Sendable, CustomStringConvertible {
    /// The problems, each `uischema:…: message`.
    public let errors: [SchemaFormDiagnostic]

    /// Every problem as a `FormJSON/Problem`: its pointer (`uischema:` and a JSON Pointer into
    /// the UI schema) and its message.
    public var problems: [Problem] { errors.map { Problem(pointer: $0.pointer, message: $0.message) } }

    /// One line per problem.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

import Foundation
import FormKit

/// Why a UI schema was refused: its problems, each at its pointer.
public struct SchemaLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, each `uischema:…: message`.
    public let errors: [SchemaFormDiagnostic]

    /// One line per problem.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

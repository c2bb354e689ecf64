import Foundation
import FormKit

/// Something an import noticed and handled without refusing the document: a placeholder row it
/// showed, a required property the UI schema leaves out. Each names a JSON Pointer — into the
/// document (`/properties/age/format`) or, prefixed `uischema:`, into the UI schema
/// (`uischema:/elements/2/options/widget`).
public struct SchemaFormDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Where: a JSON Pointer into the document, or `uischema:` and a pointer into the UI schema.
    public let pointer: String
    /// What was noticed and what the form does about it.
    public let message: String

    /// `pointer: message`.
    public var description: String { "\(pointer.isEmpty ? "(document)" : pointer): \(message)" }
}

extension SchemaFormDiagnostic: Error {}

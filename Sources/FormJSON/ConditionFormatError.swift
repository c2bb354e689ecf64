/// Why JSON does not describe a ``Condition``.
public struct ConditionFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A JSON Pointer to the offending part (`/all/1`).
    public let pointer: String
    /// What is wrong.
    public let message: String

    /// `/all/1: message`.
    public var description: String { "\(pointer.isEmpty ? "(root)" : pointer): \(message)" }
}

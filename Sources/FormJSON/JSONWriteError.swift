/// Why a ``JSONValue`` cannot be written as JSON text.
public struct JSONWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the value is, as a JSON Pointer (`/seats`, `/topics/0`; `""` for the whole value).
    public let pointer: String
    /// The number that JSON cannot carry.
    public let number: Double

    /// `/seats: NaN cannot be written as JSON (JSON has no NaN or infinity)`.
    public var description: String {
        "\(pointer.isEmpty ? "the value" : pointer): \(number) cannot be written as JSON (JSON has no NaN or infinity)"
    }
}

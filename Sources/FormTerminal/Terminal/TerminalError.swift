

/// Why the terminal could not be used.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What failed, such as "tcsetattr" or "write".
    public let operation: String
    /// The system's error number, when there is one.
    public let code: Int32?
    /// What went wrong, in words.
    public let message: String

    /// Creates an error.
    public init(operation: String, code: Int32? = nil, message: String) {
        self.operation = operation
        self.code = code
        self.message = message
    }

    public var description: String { "\(operation): \(message)" }
}

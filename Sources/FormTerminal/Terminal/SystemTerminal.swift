/// The terminal on `input` and `output` (file descriptors) as a ``TerminalHost``.
/// (Placeholder on the `terminal` branch: the real TTY host replaces this body before main.)
@MainActor
public func makeSystemTerminal(input: Int32, output: Int32) throws(TerminalError) -> TerminalHost {
    throw TerminalError(operation: "open", message: "not built yet")
}

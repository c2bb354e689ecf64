import Glibc

/// The terminal on `input` and `output` (file descriptors) as a ``TerminalHost``: a
/// ``TTYTerminal``, not started yet.
///
/// - Parameters:
///   - input: where keys are read from, such as `STDIN_FILENO`; it must be a terminal.
///   - output: where the form is drawn, such as `STDERR_FILENO`.
/// - Throws: `TerminalError` with code `ENOTTY` when `input` is not a terminal.
@MainActor
public func makeSystemTerminal(input: Int32, output: Int32) throws(TerminalError) -> TerminalHost {
    guard isatty(input) == 1 else {
        throw TerminalError(operation: "open", code: ENOTTY, message: "the input (file descriptor \(input)) is not a terminal")
    }
    return TTYTerminal(input: input, output: output)
}

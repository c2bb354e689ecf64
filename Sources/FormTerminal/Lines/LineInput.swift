/// Where line mode reads answers from: a file descriptor (``FileLineInput``) or memory
/// (``MemoryLineInput``).
@MainActor
public protocol LineInput: AnyObject {
    /// Whether what is typed shows as it is typed (a terminal echoing its input), line break
    /// included. When it does not, line mode ends each prompt's line itself.
    var echoesLines: Bool { get }

    /// Waits for the next line.
    ///
    /// - Parameter secret: the line is a secret: a terminal must not show it as it is typed.
    /// - Returns: the line, the end of the input, or a signal that ends the run.
    /// - Throws: ``TerminalError`` when reading fails.
    func readLine(secret: Bool) throws(TerminalError) -> LineEvent
}

/// What reading one line gave: the line, the end of the input, or a signal that ends the run.
public enum LineEvent: Hashable, Sendable {
    /// A line, without its line break (a CR before the LF is dropped too).
    case line(String)
    /// The input ended (end of file, Ctrl-D on a terminal) before a line came.
    case endOfInput
    /// A signal that ends the run arrived while waiting (SIGINT, SIGTERM, SIGHUP): the form is
    /// interrupted.
    case terminated(signal: Int32)
}

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

/// Where line mode writes its prompts and messages: a file descriptor (``FileLineOutput``,
/// standard error by default) or memory (``MemoryLineOutput``).
@MainActor
public protocol LineOutput: AnyObject {
    /// Writes `text` as it is (line breaks included).
    /// - Throws: ``TerminalError`` when writing fails.
    func write(_ text: String) throws(TerminalError)
}

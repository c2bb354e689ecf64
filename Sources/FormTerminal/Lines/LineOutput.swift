

/// Where line mode writes its prompts and messages: a file descriptor (``FileLineOutput``,
/// standard error by default) or memory (``MemoryLineOutput``).
@MainActor
public protocol LineOutput: AnyObject {
    /// Writes `text` as it is (line breaks included).
    /// - Throws: ``TerminalError`` when writing fails.
    func write(_ text: String) throws(TerminalError)
}

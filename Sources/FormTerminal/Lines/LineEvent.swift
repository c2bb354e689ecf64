

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

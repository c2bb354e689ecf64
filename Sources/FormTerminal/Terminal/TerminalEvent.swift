

/// What the terminal reports to a running form.
public enum TerminalEvent: Hashable, Sendable {
    /// Keyboard input.
    case input(InputEvent)
    /// The window changed size (SIGWINCH).
    case resize(TerminalSize)
    /// The process was continued after a stop (SIGCONT): the screen must be drawn again.
    case resumed
    /// A signal that ends the run (SIGINT sent from outside, SIGTERM, SIGHUP): the form is
    /// interrupted.
    case terminated(signal: Int32)
    /// The input ended (end of file on the terminal).
    case endOfInput
}

/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Lines.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

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

/// The terminal a form runs in: a real one (``TTYTerminal``) or one in memory for tests.
///
/// The host owns the terminal's state: ``start()`` enters raw mode and turns bracketed paste on;
/// ``stop()`` restores everything it changed (termios, cursor visibility, styles, bracketed paste,
/// the alternate screen) and is safe to call more than once. The form writes only what it draws.
@MainActor
public protocol TerminalHost: AnyObject {
    /// The terminal's size now.
    var size: TerminalSize { get }
    /// Takes the terminal: raw mode, bracketed paste on.
    func start() throws(TerminalError)
    /// Gives the terminal back exactly as ``start()`` found it. Idempotent.
    func stop()
    /// Writes bytes that draw (escape sequences included).
    func write(_ text: String) throws(TerminalError)
    /// Waits for the next events (at least one) and returns them in order.
    func nextEvents() throws(TerminalError) -> [TerminalEvent]
    /// Suspends the process (Ctrl-Z): gives the terminal back, stops, and on continuing takes it
    /// again. The caller redraws afterwards.
    func suspend() throws(TerminalError)
}

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

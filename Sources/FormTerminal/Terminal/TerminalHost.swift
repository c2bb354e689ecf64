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

import Testing
@testable import FormTerminal

/// A ``TerminalHost`` for tests: it hands out scripted event batches, draws what is written on a
/// ``VirtualTerminal``, and records what the form did with it.
///
/// Like `TTYTerminal`, ``start()`` turns bracketed paste on and ``stop()`` turns it off, resets
/// styles, shows the cursor and leaves the alternate screen — through the same virtual screen, so
/// a test sees the terminal a person would be left with. Those bytes are the host's own and are
/// not counted in ``bytesWritten``.
///
/// When the script runs out, ``nextEvents()`` returns `[.endOfInput]`; a form that keeps asking
/// after that many times (a loop that would hang a real run) gets an error and an issue is recorded.
@MainActor
final class InMemoryTerminal: TerminalHost {
    enum Call: Hashable, Sendable {
        case start, stop, suspend
    }

    /// What the form drew, as a person would see it.
    private(set) var screen: VirtualTerminal
    /// The event batches still to hand out, first batch first.
    private(set) var script: [[TerminalEvent]]
    /// Bytes (UTF-8) the form wrote through ``write(_:)``.
    private(set) var bytesWritten = 0
    /// How many times the form called ``write(_:)``.
    private(set) var writeCount = 0
    /// Everything the form wrote, in order.
    private(set) var output = ""
    /// The calls to ``start()``, ``stop()`` and ``suspend()``, in order.
    private(set) var calls: [Call] = []
    /// When set, ``write(_:)`` throws it (a terminal that went away).
    var writeError: TerminalError?
    /// When set, ``start()`` throws it.
    var startError: TerminalError?
    /// Whether the host is started (between ``start()`` and ``stop()``).
    private(set) var isStarted = false

    private var callsAfterEnd = 0
    private static let maximumCallsAfterEnd = 100

    /// A terminal of `width` × `height` that will report `script`, one batch per ``nextEvents()``.
    init(width: Int = 80, height: Int = 24, script: [[TerminalEvent]] = []) {
        screen = VirtualTerminal(width: width, height: height)
        self.script = script
    }

    /// Events for typing `text`: one key event per character, in one batch.
    static func typing(_ text: String) -> [TerminalEvent] {
        text.map { .input(.key(KeyEvent(.character($0)))) }
    }

    /// One batch with one key press.
    static func press(_ key: Key, _ modifiers: KeyModifiers = []) -> [TerminalEvent] {
        [.input(.key(KeyEvent(key, modifiers: modifiers)))]
    }

    var size: TerminalSize { TerminalSize(width: screen.width, height: screen.height) }

    func start() throws(TerminalError) {
        calls.append(.start)
        if let startError { throw startError }
        isStarted = true
        screen.feed("\u{1B}[?2004h")
    }

    func stop() {
        calls.append(.stop)
        guard isStarted else { return }
        isStarted = false
        screen.feed(Self.restoringSequence(alternateScreen: screen.isAlternateScreen))
    }

    /// What a host writes to give the terminal back: bracketed paste off, styles reset, cursor
    /// shown, the main screen back.
    static func restoringSequence(alternateScreen: Bool) -> String {
        "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h" + (alternateScreen ? "\u{1B}[?1049l" : "")
    }

    func write(_ text: String) throws(TerminalError) {
        if let writeError { throw writeError }
        bytesWritten += text.utf8.count
        writeCount += 1
        output += text
        screen.feed(text)
    }

    func nextEvents() throws(TerminalError) -> [TerminalEvent] {
        guard !script.isEmpty else {
            callsAfterEnd += 1
            if callsAfterEnd > Self.maximumCallsAfterEnd {
                Issue.record("nextEvents() called \(callsAfterEnd) times after the end of the input")
                throw TerminalError(operation: "read", message: "the input ended long ago")
            }
            return [.endOfInput]
        }
        let batch = script.removeFirst()
        for event in batch {
            if case .resize(let size) = event {
                screen.resize(width: size.width, height: size.height)
            }
        }
        return batch
    }

    func suspend() throws(TerminalError) {
        calls.append(.suspend)
        // What a real suspend shows: the terminal given back, then taken again (the alternate
        // screen too, if the form was on it; the form redraws).
        let alternate = screen.isAlternateScreen
        screen.feed(Self.restoringSequence(alternateScreen: alternate) + (alternate ? "\u{1B}[?1049h" : "") + "\u{1B}[?2004h")
    }

    /// Clears the byte and write counters (for measuring one step).
    func resetCounters() {
        bytesWritten = 0
        writeCount = 0
        output = ""
    }
}

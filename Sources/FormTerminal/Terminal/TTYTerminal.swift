import Glibc

/// The real terminal: a ``TerminalHost`` over an input and an output file descriptor (standard
/// input and standard error by default).
///
/// ``start()`` saves the terminal's settings (termios), switches the input to raw mode and turns
/// bracketed paste on. Raw mode here is `cfmakeraw` with one difference: output processing
/// (`OPOST`, `ONLCR`) stays on, so `"\n"` still starts a new line for anything printed while the
/// form runs. `ISIG` is off, so Ctrl-C, Ctrl-Z and Ctrl-\ arrive as keys, and `IXON` is off, so
/// Ctrl-S and Ctrl-Q do too.
///
/// ``stop()`` gives everything back: the alternate screen left (if the form entered it, seen in
/// what it wrote), styles reset, the cursor shown, bracketed paste off, and the saved termios
/// restored with `TCSAFLUSH` — which first waits for that output to reach the terminal and then
/// discards input the form did not read, so a key or the rest of a paste meant for the form is
/// never run by the shell afterwards.
///
/// Every exit path gives the terminal back:
/// - SIGINT, SIGTERM and SIGHUP sent from outside arrive as ``TerminalEvent/terminated(signal:)``
///   from ``nextEvents()``, so the caller can save a draft, ``stop()`` and return. A second
///   terminating signal during the same run restores the terminal from the signal handler and
///   lets the signal's default action end the process.
/// - `exit()` without ``stop()`` restores it from an `atexit` hook.
/// - Ctrl-Z is the caller's to handle with ``suspend()``; an outside SIGTSTP is handled the same
///   way inside ``nextEvents()``, which then reports ``TerminalEvent/resumed``; a SIGCONT after an
///   uncatchable SIGSTOP re-enters raw mode and reports ``TerminalEvent/resumed`` too.
///
/// Signals reach ``nextEvents()`` through a self-pipe: the handler writes one byte, and `poll()`
/// waits on the input and the pipe together. Several SIGWINCH in a row give one
/// ``TerminalEvent/resize(_:)``.
///
/// - Note: Signal dispositions are process-wide, so one `TTYTerminal` runs at a time: starting a
///   second while one runs throws. A Swift runtime trap (`fatalError`, an overflow) runs neither
///   `stop()` nor `atexit` hooks; run the form in a child process if that matters.
@MainActor
public final class TTYTerminal: TerminalHost {
    /// The file descriptor keys are read from; it must be a terminal.
    public let input: Int32
    /// The file descriptor the form is drawn on.
    public let output: Int32
    /// How long to wait for the rest of an escape sequence before a lone `ESC` is the Esc key
    /// (and a truncated sequence is resolved). Default 40 ms: long enough for a sequence split by
    /// a slow link, short enough that Esc feels immediate.
    public var escapeTimeout: Duration = .milliseconds(40)

    /// For tests: the longest ``nextEvents()`` waits before throwing; `nil` waits as long as it takes.
    var maximumWait: Duration?
    /// For tests: replaces stopping the process (the argument says whether the whole process group
    /// would be stopped); it must return when the process would continue.
    var processStopper: ((Bool) -> Void)?

    private static weak var running: TTYTerminal?

    private var decoder = KeyDecoder()
    private var original: termios?
    private var signalReadEnd: Int32 = -1
    private var previousActions: [(Int32, sigaction)] = []
    private var pendingSignals: [Int32] = []
    private var inputEnded = false
    private var isAlternateScreen = false
    /// How much of `ESC [ ? 1049` the end of the last write matched.
    private var alternateScreenMatch = 0
    private var readBuffer = [UInt8](repeating: 0, count: 4096)

    /// A terminal on `input` and `output`. Nothing happens until ``start()``; the descriptors are
    /// not closed by this object.
    ///
    /// - Parameters:
    ///   - input: where keys are read from; standard input by default.
    ///   - output: where the form is drawn; standard error by default (standard output is for
    ///     the result).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDERR_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether the terminal is started (between ``start()`` and ``stop()``).
    public var isStarted: Bool { original != nil }

    /// The size the terminal reports (`TIOCGWINSZ` on the output, then on the input); 80×24 when
    /// neither reports one — the call fails, or the size is 0×0, as on a pseudo-terminal nobody
    /// sized.
    ///
    /// - Complexity: O(1); one or two system calls.
    public var size: TerminalSize {
        for descriptor in [output, input] {
            var window = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
                return TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row))
            }
        }
        return TerminalSize(width: 80, height: 24)
    }

    /// Takes the terminal: saves termios, enters raw mode, routes signals to ``nextEvents()``,
    /// turns bracketed paste on. Does nothing when already started.
    ///
    /// - Throws: `TerminalError` with code `ENOTTY` when the input is not a terminal; when another
    ///   `TTYTerminal` is running; when a system call fails (the terminal is then left as it was).
    public func start() throws(TerminalError) {
        guard !isStarted else { return }
        guard isatty(input) == 1 else {
            throw TerminalError(operation: "start", code: ENOTTY, message: "the input (file descriptor \(input)) is not a terminal")
        }
        guard Self.running == nil else {
            throw TerminalError(operation: "start", message: "another TTYTerminal is running; stop it first")
        }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { throw TerminalError.system("tcgetattr") }
        let (readEnd, previous) = try TerminalSignals.install()
        var raw = saved
        Self.makeRaw(&raw)
        guard Self.setAttributes(input, TCSADRAIN, &raw) else {
            let error = TerminalError.system("tcsetattr")
            TerminalSignals.uninstall(previous, readEnd: readEnd)
            throw error
        }
        original = saved
        signalReadEnd = readEnd
        previousActions = previous
        pendingSignals = []
        inputEnded = false
        isAlternateScreen = false
        alternateScreenMatch = 0
        decoder = KeyDecoder()
        Self.running = self
        TerminalSignals.arm(input: input, output: output, original: saved)
        do {
            try write("\u{1B}[?2004h")
        } catch {
            stop()
            throw error
        }
    }

    /// Gives the terminal back exactly as ``start()`` found it: leaves the alternate screen if the
    /// form entered it, resets styles, shows the cursor, turns bracketed paste off, restores
    /// termios (`TCSAFLUSH`) and the signal dispositions. Idempotent.
    public func stop() {
        guard var saved = original else { return }
        giveBack(&saved)
        original = nil
        TerminalSignals.disarm()
        TerminalSignals.uninstall(previousActions, readEnd: signalReadEnd)
        previousActions = []
        signalReadEnd = -1
        pendingSignals = []
        if Self.running === self { Self.running = nil }
    }

    /// Writes `text` (UTF-8) to the output, all of it: partial writes continue, `EINTR` retries,
    /// `EAGAIN` waits until the output can take more (up to 10 s).
    ///
    /// - Throws: `TerminalError` when the output fails or stays full.
    /// - Complexity: O(*n*) for *n* bytes.
    public func write(_ text: String) throws(TerminalError) {
        trackAlternateScreen(text)
        var text = text
        let failure: TerminalError? = text.withUTF8 { bytes in
            writeAll(output, bytes, stallLimit: 10)
        }
        if let failure { throw failure }
    }

    /// Waits for input or a signal and returns what happened, in order: at least one event.
    ///
    /// Bytes go through a ``KeyDecoder``; when they stop with an escape sequence pending, it
    /// waits ``escapeTimeout`` for the rest before resolving it (a lone `ESC` is then Esc).
    /// End of file on the input (or `EIO`, a hung-up terminal) is ``TerminalEvent/endOfInput``,
    /// returned again by every later call.
    ///
    /// - Throws: `TerminalError` when the terminal is not started, or reading fails.
    public func nextEvents() throws(TerminalError) -> [TerminalEvent] {
        guard isStarted else { throw TerminalError(operation: "read", message: "the terminal is not started") }
        let deadline = maximumWait.map { ContinuousClock.now + $0 }
        var events: [TerminalEvent] = []
        while true {
            events += try signalEvents(pendingSignals + TerminalSignals.drain(signalReadEnd))
            pendingSignals = []
            if inputEnded {
                return events + [.endOfInput]
            }
            if !events.isEmpty && !decoder.needsFlush { return events }

            var timeout: Int32 = decoder.needsFlush ? Self.milliseconds(escapeTimeout) : -1
            if let deadline {
                let left = Self.milliseconds(deadline - ContinuousClock.now)
                if left <= 0 && !decoder.needsFlush {
                    if !events.isEmpty { return events }
                    throw TerminalError(operation: "read", code: ETIMEDOUT, message: "no input within \(maximumWait!)")
                }
                timeout = timeout < 0 ? left : min(timeout, max(left, 0))
            }
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalReadEnd, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw TerminalError.system("poll")
            }
            if ready == 0 {
                if decoder.needsFlush {
                    events += decoder.flush().map { .input($0) }
                    if !events.isEmpty { return events }
                }
                continue
            }
            let inputFlags = descriptors[0].revents
            if inputFlags & Int16(POLLNVAL) != 0 {
                throw TerminalError(operation: "read", code: EBADF, message: "the input is not open")
            }
            if inputFlags & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                events += try readInput()
                if !events.isEmpty && !decoder.needsFlush && !inputEnded { return events }
            }
        }
    }

    /// Suspends the process for Ctrl-Z: gives the terminal back, stops the process group with
    /// SIGTSTP's default action, and once continued (SIGCONT) takes the terminal again — raw mode,
    /// bracketed paste, the alternate screen if the form was on it. The caller then redraws
    /// everything, cursor visibility included. Does nothing when not started.
    ///
    /// - Throws: `TerminalError` when raw mode cannot be entered again.
    public func suspend() throws(TerminalError) {
        guard isStarted else { return }
        try stopAndContinue(wholeGroup: true)
    }

    // MARK: - Internals

    /// `cfmakeraw`, keeping output processing.
    static func makeRaw(_ settings: inout termios) {
        settings.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        settings.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        settings.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        settings.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
    }

    private static func setAttributes(_ descriptor: Int32, _ action: Int32, _ settings: inout termios) -> Bool {
        while tcsetattr(descriptor, action, &settings) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(total, 0))
    }

    private func readInput() throws(TerminalError) -> [TerminalEvent] {
        let count = readBuffer.withUnsafeMutableBytes { buffer in
            read(input, buffer.baseAddress, buffer.count)
        }
        if count > 0 {
            return decoder.feed(readBuffer[0..<count]).map { .input($0) }
        }
        let code = errno
        if count < 0 && (code == EINTR || code == EAGAIN || code == EWOULDBLOCK) { return [] }
        if count == 0 || code == EIO {
            // End of file, or a hung-up terminal: what is pending is resolved, and the input ends.
            inputEnded = true
            return decoder.finish().map { .input($0) }
        }
        throw TerminalError.system("read", code: code)
    }

    private func signalEvents(_ signals: [Int32]) throws(TerminalError) -> [TerminalEvent] {
        guard !signals.isEmpty else { return [] }
        var resized = false
        var resumed = false
        var terminated: [Int32] = []
        for signal in signals {
            switch signal {
            case SIGWINCH:
                resized = true
            case SIGTSTP:
                try stopAndContinue(wholeGroup: false)
                resumed = true
            case SIGCONT:
                // Continued after a stop we did not see (SIGSTOP): the shell may have reset the
                // terminal meanwhile.
                try takeAgain()
                resumed = true
            default:
                if TerminalSignals.isTerminating(signal) && !terminated.contains(signal) { terminated.append(signal) }
            }
        }
        var events: [TerminalEvent] = []
        if resumed { events.append(.resumed) }
        if resized { events.append(.resize(size)) }
        events += terminated.map { .terminated(signal: $0) }
        return events
    }

    /// Gives the terminal back, stops, and takes it again once continued; the SIGCONT that
    /// continued us is not reported again.
    private func stopAndContinue(wholeGroup: Bool) throws(TerminalError) {
        guard var saved = original else { return }
        giveBack(&saved)
        TerminalSignals.disarm()
        if let processStopper {
            processStopper(wholeGroup)
        } else {
            TerminalSignals.stopProcess(wholeGroup: wholeGroup)
        }
        try takeAgain()
        pendingSignals += TerminalSignals.drain(signalReadEnd).filter { $0 != SIGCONT }
    }

    private func giveBack(_ saved: inout termios) {
        // When the output is gone there is nothing to draw on, but termios must still be restored.
        _ = Self.writeRestoringSequence(output, alternateScreen: isAlternateScreen)
        _ = Self.setAttributes(input, TCSAFLUSH, &saved)
    }

    private static func writeRestoringSequence(_ descriptor: Int32, alternateScreen: Bool) -> TerminalError? {
        let sequence = restoringSequence(alternateScreen: alternateScreen)
        return writeAll(descriptor, UnsafeBufferPointer(start: sequence.utf8Start, count: sequence.utf8CodeUnitCount), stallLimit: 10)
    }

    private func takeAgain() throws(TerminalError) {
        guard let saved = original else { return }
        var raw = saved
        Self.makeRaw(&raw)
        guard Self.setAttributes(input, TCSADRAIN, &raw) else { throw TerminalError.system("tcsetattr") }
        TerminalSignals.arm(input: input, output: output, original: saved)
        TerminalSignals.setAlternateScreen(isAlternateScreen)
        try write((isAlternateScreen ? "\u{1B}[?1049h" : "") + "\u{1B}[?2004h")
    }

    /// Follows the alternate screen switches (`ESC [ ? 1049 h` / `l`) in what the form writes, also
    /// when one is split across writes.
    private func trackAlternateScreen(_ text: String) {
        let marker: [UInt8] = [0x1B, 0x5B, 0x3F, 0x31, 0x30, 0x34, 0x39]  // ESC [ ? 1 0 4 9
        let utf8 = text.utf8
        guard alternateScreenMatch > 0 || utf8.contains(0x1B) else { return }
        var state = isAlternateScreen
        var matched = alternateScreenMatch
        for byte in utf8 {
            if matched == marker.count {
                if byte == 0x68 { state = true }  // h
                if byte == 0x6C { state = false }  // l
                matched = 0
            }
            if byte == marker[matched] {
                matched += 1
            } else {
                matched = byte == marker[0] ? 1 : 0
            }
        }
        alternateScreenMatch = matched
        if state != isAlternateScreen {
            isAlternateScreen = state
            if isStarted { TerminalSignals.setAlternateScreen(state) }
        }
    }
}

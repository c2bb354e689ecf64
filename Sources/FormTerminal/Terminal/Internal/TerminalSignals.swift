// The signal side of TTYTerminal: a self-pipe that the handler writes one byte per signal to, and an
// emergency restore of the terminal for the exit paths that never reach `stop()` (a second
// terminating signal, `exit()` without `stop()`).
//
// Everything here that the handler touches is a process-wide global, written on the main actor
// before the handler is installed (or while it cannot read it meaningfully) and only read by the
// handler. The handler calls only async-signal-safe functions (write, tcsetattr, sigaction, raise)
// and saves and restores errno.

import Glibc

/// The write end of the self-pipe; -1 when no terminal is running.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
/// Terminating signals (SIGINT, SIGTERM, SIGHUP) received since the terminal started.
nonisolated(unsafe) private var terminatingSignalCount: Int32 = 0
/// Non-zero while a terminal is in raw mode and `emergencyRestore()` must give it back.
nonisolated(unsafe) private var emergencyArmed: Int32 = 0
nonisolated(unsafe) private var emergencyInput: Int32 = -1
nonisolated(unsafe) private var emergencyOutput: Int32 = -1
nonisolated(unsafe) private var emergencyTermios = termios()
nonisolated(unsafe) private var emergencyAlternateScreen: Int32 = 0
nonisolated(unsafe) private var exitHookRegistered = false

/// The bytes that give a terminal back: the main screen (when the form was on the alternate
/// one), styles reset, the cursor shown, bracketed paste off. A `StaticString`, so the signal
/// handler can write it without allocating.
func restoringSequence(alternateScreen: Bool) -> StaticString {
    alternateScreen
        ? "\u{1B}[?1049l\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l"
        : "\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l"
}

/// The process's signal plumbing for the one running `TTYTerminal`.
enum TerminalSignals {
    /// The signals a running terminal catches.
    static let caught: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]

    /// Whether `signal` ends the run (reported as `.terminated`).
    static func isTerminating(_ signal: Int32) -> Bool {
        signal == SIGINT || signal == SIGTERM || signal == SIGHUP
    }

    /// Creates the self-pipe (both ends non-blocking and close-on-exec) and routes the caught
    /// signals to it.
    ///
    /// - Returns: the read end, and the dispositions replaced, for ``uninstall(_:readEnd:)``.
    static func install() throws(TerminalError) -> (readEnd: Int32, previous: [(Int32, sigaction)]) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalError.system("pipe") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        // Touch every global the handler reads before it can run, so none is initialized there.
        terminatingSignalCount = 0
        emergencyArmed = 0
        signalPipeWriteEnd = ends[1]
        var previous: [(Int32, sigaction)] = []
        for signal in caught {
            var old = sigaction()
            var action = handlerAction()
            if sigaction(signal, &action, &old) != 0 {
                let error = TerminalError.system("sigaction")
                uninstall(previous, readEnd: ends[0])
                throw error
            }
            previous.append((signal, old))
        }
        return (ends[0], previous)
    }

    /// Puts the replaced dispositions back and closes the self-pipe.
    static func uninstall(_ previous: [(Int32, sigaction)], readEnd: Int32) {
        for (signal, old) in previous {
            var old = old
            _ = sigaction(signal, &old, nil)
        }
        if signalPipeWriteEnd >= 0 { _ = close(signalPipeWriteEnd) }
        signalPipeWriteEnd = -1
        if readEnd >= 0 { _ = close(readEnd) }
    }

    /// Our handler, for `sigaction`.
    static func handlerAction() -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handleTerminalSignal
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        return action
    }

    /// The signals that arrived since the last call, oldest first (without waiting).
    static func drain(_ readEnd: Int32) -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count > 0 {
                signals += buffer[0..<count].map { Int32($0) }
                continue
            }
            if count < 0 && errno == EINTR { continue }
            return signals
        }
    }

    /// Stops the process with the default action of SIGTSTP — the process group (as the tty
    /// does for Ctrl-Z) or this process only — and returns once it is continued.
    static func stopProcess(wholeGroup: Bool) {
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        _ = sigaction(SIGTSTP, &defaultAction, nil)
        var unblocked = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, &previousMask)
        if wholeGroup {
            _ = kill(0, SIGTSTP)
        } else {
            _ = raise(SIGTSTP)
        }
        _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        var action = handlerAction()
        _ = sigaction(SIGTSTP, &action, nil)
    }

    /// Records what ``emergencyRestore()`` needs and arms it; registers it with `atexit` once.
    static func arm(input: Int32, output: Int32, original: termios) {
        emergencyInput = input
        emergencyOutput = output
        emergencyTermios = original
        emergencyAlternateScreen = 0
        emergencyArmed = 1
        if !exitHookRegistered {
            exitHookRegistered = true
            _ = atexit { emergencyRestore() }
        }
    }

    /// Disarms ``emergencyRestore()`` (the terminal was given back the normal way).
    static func disarm() {
        emergencyArmed = 0
    }

    /// Tells ``emergencyRestore()`` whether the form is on the alternate screen.
    static func setAlternateScreen(_ isOn: Bool) {
        emergencyAlternateScreen = isOn ? 1 : 0
    }

    /// How many terminating signals arrived since the terminal started.
    static var terminatingSignals: Int32 { terminatingSignalCount }
}

/// Gives the terminal back if a terminal is armed: writes ``restoringSequence(alternateScreen:)``
/// and restores the saved termios. Async-signal-safe; runs at most once per arming.
func emergencyRestore() {
    guard emergencyArmed != 0 else { return }
    emergencyArmed = 0
    let sequence = restoringSequence(alternateScreen: emergencyAlternateScreen != 0)
    var offset = 0
    let count = sequence.utf8CodeUnitCount
    while offset < count {
        let written = write(emergencyOutput, sequence.utf8Start + offset, count - offset)
        if written > 0 {
            offset += written
        } else if written < 0 && errno == EINTR {
            continue
        } else {
            break  // EAGAIN or a dead terminal: nothing more can be done from here
        }
    }
    while tcsetattr(emergencyInput, TCSAFLUSH, &emergencyTermios) != 0 && errno == EINTR {}
}

/// The handler: one byte (the signal number) into the self-pipe. A second terminating signal
/// while the first is still unanswered is taken as "really stop now": the terminal is given back
/// and the signal's default action runs.
private func handleTerminalSignal(_ signal: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    if TerminalSignals.isTerminating(signal) {
        terminatingSignalCount += 1
        if terminatingSignalCount >= 2 && emergencyArmed != 0 {
            emergencyRestore()
            var defaultAction = sigaction()
            defaultAction.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&defaultAction.sa_mask)
            _ = sigaction(signal, &defaultAction, nil)
            _ = raise(signal)  // blocked while this handler runs; acts as soon as it returns
            return
        }
    }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd, &byte, 1)
}

extension TerminalError {
    /// An error for the failed system call `operation`, from `errno`.
    static func system(_ operation: String, code: Int32 = errno) -> TerminalError {
        TerminalError(operation: operation, code: code, message: String(cString: strerror(code)))
    }
}

import Glibc
import Testing
@testable import FormTerminal

/// Whether our handler (not the default action, not "ignore") is installed for `signal`: a test
/// raises a terminating signal only then, so a bug cannot kill the test process.
private func handlerIsInstalled(for signal: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(signal, nil, &current) == 0, let handler = current.__sigaction_handler.sa_handler else { return false }
    return unsafeBitCast(handler, to: Int.self) > 1  // 0 is SIG_DFL, 1 is SIG_IGN
}

private func disposition(of signal: Int32) -> Int {
    var current = sigaction()
    _ = sigaction(signal, nil, &current)
    return current.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
}

/// Writes `bytes` to `descriptor` from another thread after `delay`.
private func type(_ bytes: [UInt8], into descriptor: Int32, after delay: Duration) {
    Task.detached {
        try? await Task.sleep(for: delay)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }
}

/// Runs `body` with the caught signals unblocked on this thread, so that `raise` delivers them
/// here and now. (The test runner's main thread blocks all signals; a program's main thread
/// normally blocks none.)
private func withSignalsUnblocked<R>(_ body: () throws -> R) rethrows -> R {
    var set = sigset_t()
    var previous = sigset_t()
    sigemptyset(&set)
    for signal in TerminalSignals.caught { sigaddset(&set, signal) }
    pthread_sigmask(SIG_UNBLOCK, &set, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
}

/// A started terminal on a fresh pseudo-terminal; stopped afterwards whatever happens.
@MainActor
private func withTerminal(width: Int = 80, height: Int = 24,
                          _ body: (PseudoTerminal, TTYTerminal) throws -> Void) throws {
    let pty = try PseudoTerminal()
    pty.setSize(width: width, height: height)
    let terminal = TTYTerminal(input: pty.secondary, output: pty.secondary)
    terminal.maximumWait = .seconds(3)
    defer { terminal.stop() }
    try terminal.start()
    try withSignalsUnblocked { try body(pty, terminal) }
}

private func keys(_ events: [TerminalEvent]) -> [InputEvent] {
    events.compactMap { if case .input(let input) = $0 { input } else { nil } }
}

/// The time limit counts from when a test is scheduled, and these tests run on the main actor,
/// behind every other main-actor test of the run (two minutes of them on two cores): the limit is
/// for a hang, which each wait bounds too (`maximumWait`, 3 s), not for the queue.
@Suite(.serialized, .timeLimit(.minutes(10)))
@MainActor
struct TTYTerminalTests {
    @Test func refusesAnInputThatIsNotATerminal() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let terminal = TTYTerminal(input: ends[0], output: ends[1])
        #expect(throws: TerminalError(operation: "start", code: ENOTTY, message: "the input (file descriptor \(ends[0])) is not a terminal")) {
            try terminal.start()
        }
        #expect(!terminal.isStarted)
        #expect(throws: TerminalError.self) { _ = try makeSystemTerminal(input: ends[0], output: ends[1]) }
        let pty = try PseudoTerminal()
        #expect(try makeSystemTerminal(input: pty.secondary, output: pty.secondary) is TTYTerminal)
    }

    @Test func entersRawModeAndStopRestoresEveryTermiosField() throws {
        let pty = try PseudoTerminal()
        // Settings of the person's own, so "restored" cannot pass by resetting to defaults.
        var custom = pty.attributes()
        custom.c_lflag |= tcflag_t(ECHOCTL | ECHOKE)
        custom.c_iflag |= tcflag_t(IXANY)
        withUnsafeMutableBytes(of: &custom.c_cc) { $0[Int(VERASE)] = 0x08 }
        pty.setAttributes(custom)
        let before = TermiosFields(pty.attributes())

        let terminal = TTYTerminal(input: pty.secondary, output: pty.secondary)
        try terminal.start()
        let raw = pty.attributes()
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL | INLCR | ISTRIP) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST | ONLCR) == tcflag_t(OPOST | ONLCR))
        #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
        var rawCopy = raw
        #expect(withUnsafeBytes(of: &rawCopy.c_cc) { $0[Int(VMIN)] } == 1)
        terminal.stop()
        #expect(TermiosFields(pty.attributes()) == before)
        terminal.stop()
        #expect(TermiosFields(pty.attributes()) == before)
    }

    @Test func bracketedPasteIsOnWhileRunningAndTheTerminalIsGivenBackAtStop() throws {
        let pty = try PseudoTerminal()
        let terminal = TTYTerminal(input: pty.secondary, output: pty.secondary)
        var screen = VirtualTerminal(width: 80, height: 24)
        try terminal.start()
        let started = pty.readText()
        #expect(started.contains(esc + "[?2004h"))
        screen.feed(started)
        #expect(screen.bracketedPaste)

        try terminal.write(esc + "[?25l" + esc + "[1;31mstyled")
        screen.feed(pty.readText())
        #expect(!screen.isCursorVisible)
        terminal.stop()
        let stopped = pty.readText()
        for sequence in ["[?2004l", "[?25h", "[0m"] {
            #expect(stopped.contains(esc + sequence), "\(sequence)")
        }
        #expect(!stopped.contains(esc + "[?1049l"), "the form never entered the alternate screen")
        screen.feed(stopped + "plain")
        #expect(!screen.bracketedPaste)
        #expect(screen.isCursorVisible)
        #expect(screen.styleAt(row: 0, column: 6) == .plain)
        #expect(screen.lines[0] == "styledplain")
        #expect(screen.unsupported.isEmpty)

        terminal.stop()
        #expect(pty.readAvailable(waitingUpTo: .milliseconds(100)).isEmpty, "a second stop writes nothing")
    }

    @Test func stopLeavesTheAlternateScreenTheFormEntered() throws {
        let pty = try PseudoTerminal()
        let terminal = TTYTerminal(input: pty.secondary, output: pty.secondary)
        var screen = VirtualTerminal(width: 80, height: 24)
        try terminal.start()
        try terminal.write("main")
        try terminal.write(esc + "[?10")  // the sequence split across writes
        try terminal.write("49h" + esc + "[Hon the alternate screen")
        screen.feed(pty.readText())
        #expect(screen.isAlternateScreen)
        terminal.stop()
        screen.feed(pty.readText())
        #expect(!screen.isAlternateScreen)
        #expect(screen.lines[0] == "main")
        #expect(screen.unsupported.isEmpty)
    }

    @Test func typedKeysComeBackAsEvents() throws {
        try withTerminal { pty, terminal throws in
            pty.type("a" + esc + "[A\u{03}é" + esc + "[1;5C\r")
            var events: [TerminalEvent] = []
            while events.count < 6 { events += try terminal.nextEvents() }
            #expect(keys(events) == [
                .key(KeyEvent(.character("a"))), .key(KeyEvent(.up)), .key(.control("c")),
                .key(KeyEvent(.character("é"))), .key(KeyEvent(.right, modifiers: .control)), .key(KeyEvent(.enter)),
            ])
        }
    }

    @Test func aPasteComesBackAsOneEvent() throws {
        try withTerminal { pty, terminal throws in
            pty.type(esc + "[200~line one\r\nline two\u{1B}[31m" + esc + "[201~")
            #expect(try terminal.nextEvents() == [.input(.paste("line one\nline two"))])
        }
    }

    @Test func aLoneEscapeIsTheEscKeyAfterAPause() throws {
        try withTerminal { pty, terminal throws in
            pty.type(esc)
            let start = ContinuousClock.now
            #expect(try terminal.nextEvents() == [.input(.key(KeyEvent(.escape)))])
            #expect(ContinuousClock.now - start >= .milliseconds(30))
        }
    }

    @Test func anArrowSplitAcrossWritesStillDecodes() throws {
        try withTerminal { pty, terminal throws in
            pty.type(esc + "[")
            type(Array("B".utf8), into: pty.primary, after: .milliseconds(10))
            #expect(try terminal.nextEvents() == [.input(.key(KeyEvent(.down)))])
        }
    }

    @Test func aSignalDuringTheWaitWakesIt() throws {
        try withTerminal { pty, terminal throws in
            pty.setSize(width: 100, height: 30)
            Task.detached {
                try? await Task.sleep(for: .milliseconds(50))
                _ = kill(getpid(), SIGWINCH)
            }
            #expect(try terminal.nextEvents() == [.resize(TerminalSize(width: 100, height: 30))])
        }
    }

    @Test func severalResizesAreOneEventWithTheNewSize() throws {
        try withTerminal(width: 80, height: 24) { pty, terminal throws in
            #expect(terminal.size == TerminalSize(width: 80, height: 24))
            pty.setSize(width: 40, height: 10)
            raise(SIGWINCH)
            pty.setSize(width: 120, height: 40)
            raise(SIGWINCH)
            raise(SIGWINCH)
            #expect(try terminal.nextEvents() == [.resize(TerminalSize(width: 120, height: 40))])
            #expect(terminal.size == TerminalSize(width: 120, height: 40))
        }
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aTerminatingSignalIsAnEventAndStopStillRestoresEverything(signal: Int32) throws {
        let pty = try PseudoTerminal()
        let before = TermiosFields(pty.attributes())
        let previous = disposition(of: signal)
        let terminal = TTYTerminal(input: pty.secondary, output: pty.secondary)
        terminal.maximumWait = .seconds(3)
        try terminal.start()
        defer { terminal.stop() }
        guard handlerIsInstalled(for: signal) else {
            Issue.record("no handler for signal \(signal): not raising it")
            return
        }
        pty.type("x")
        withSignalsUnblocked { _ = raise(signal) }
        var events = try terminal.nextEvents()
        if events.count < 2 { events += try terminal.nextEvents() }
        #expect(events.contains(.terminated(signal: signal)))
        #expect(keys(events) == [.key(KeyEvent(.character("x")))])
        _ = pty.readAvailable(waitingUpTo: .milliseconds(50))
        terminal.stop()
        #expect(TermiosFields(pty.attributes()) == before)
        #expect(pty.readText().contains(esc + "[?25h"))
        #expect(disposition(of: signal) == previous, "the signal's previous disposition is back")
    }

    @Test func ctrlZSuspendGivesTheTerminalBackAndTakesItAgain() throws {
        let pty = try PseudoTerminal()
        let before = TermiosFields(pty.attributes())
        let terminal = TTYTerminal(input: pty.secondary, output: pty.secondary)
        terminal.maximumWait = .seconds(3)
        try terminal.start()
        defer { terminal.stop() }
        _ = pty.readAvailable(waitingUpTo: .milliseconds(50))
        try terminal.write(esc + "[?1049h" + esc + "[?25l")
        _ = pty.readAvailable(waitingUpTo: .milliseconds(50))
        var whileStopped: (termios: TermiosFields, output: String, wholeGroup: Bool)?
        terminal.processStopper = { wholeGroup in
            whileStopped = (TermiosFields(pty.attributes()), pty.readText(), wholeGroup)
            withSignalsUnblocked { _ = raise(SIGCONT) }  // what the kernel does for `fg`
        }
        try terminal.suspend()
        let stopped = try #require(whileStopped)
        #expect(stopped.wholeGroup)
        #expect(stopped.termios == before)
        for sequence in ["[?1049l", "[?2004l", "[?25h", "[0m"] {
            #expect(stopped.output.contains(esc + sequence), "\(sequence)")
        }
        let resumed = pty.readText()
        #expect(resumed.contains(esc + "[?1049h") && resumed.contains(esc + "[?2004h"))
        #expect(pty.attributes().c_lflag & tcflag_t(ICANON | ECHO) == 0, "raw again")
        // The SIGCONT that continued us is not reported again: the next event is the key.
        pty.type("k")
        #expect(try terminal.nextEvents() == [.input(.key(KeyEvent(.character("k"))))])
    }

    @Test func anOutsideStopSignalSuspendsAndReportsTheResume() throws {
        try withTerminal { pty, terminal throws in
            var stops: [Bool] = []
            terminal.processStopper = { wholeGroup in
                stops.append(wholeGroup)
                raise(SIGCONT)
            }
            guard handlerIsInstalled(for: SIGTSTP) else {
                Issue.record("no handler for SIGTSTP: not raising it (it would stop the tests)")
                return
            }
            raise(SIGTSTP)
            #expect(try terminal.nextEvents() == [.resumed])
            #expect(stops == [false], "only this process stops again")
            #expect(pty.attributes().c_lflag & tcflag_t(ICANON) == 0)
        }
    }

    @Test func aContinueAfterAnUnseenStopEntersRawModeAgain() throws {
        try withTerminal { pty, terminal throws in
            var cooked = pty.attributes()
            cooked.c_lflag |= tcflag_t(ICANON | ECHO)  // what a shell leaves while we are stopped
            pty.setAttributes(cooked)
            raise(SIGCONT)
            #expect(try terminal.nextEvents() == [.resumed])
            #expect(pty.attributes().c_lflag & tcflag_t(ICANON | ECHO) == 0)
        }
    }

    @Test func aHungUpTerminalIsTheEndOfInput() throws {
        let pty = try PseudoTerminal()
        let terminal = TTYTerminal(input: pty.secondary, output: pty.secondary)
        terminal.maximumWait = .seconds(3)
        try terminal.start()
        defer { terminal.stop() }
        pty.type("z")
        #expect(try terminal.nextEvents() == [.input(.key(KeyEvent(.character("z"))))])
        pty.closePrimary()  // the terminal window closes (its unread input goes with it)
        #expect(try terminal.nextEvents() == [.endOfInput])
        #expect(try terminal.nextEvents() == [.endOfInput])
    }

    @Test func waitingIsBoundedInTests() throws {
        try withTerminal { _, terminal throws in
            terminal.maximumWait = .milliseconds(100)
            #expect(throws: TerminalError.self) { try terminal.nextEvents() }
        }
    }

    @Test func largeWritesArriveWholeThroughAFullOutput() async throws {
        let pty = try PseudoTerminal()
        let terminal = TTYTerminal(input: pty.secondary, output: pty.secondary)
        try terminal.start()
        defer { terminal.stop() }
        _ = pty.readAvailable(waitingUpTo: .milliseconds(50))
        // A non-blocking output that fills up: writes are partial, then EAGAIN. (No line feeds:
        // ONLCR would change the byte count.)
        _ = fcntl(pty.secondary, F_SETFL, fcntl(pty.secondary, F_GETFL) | O_NONBLOCK)
        let text = String(repeating: "0123456789", count: 20_000)
        let expected = text.utf8.count
        let primary = pty.primary
        let reader = Task.detached { () -> [UInt8] in
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            let deadline = ContinuousClock.now + .seconds(10)
            while received.count < expected && ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(2))
                let count = read(primary, &buffer, buffer.count)
                if count > 0 { received += buffer[0..<count] }
            }
            return received
        }
        try terminal.write(text)
        let received = await reader.value
        #expect(received.count == expected)
        #expect(received == Array(text.utf8))
    }

    @Test func onlyOneTerminalRunsAtATime() throws {
        try withTerminal { _, _ throws in
            let other = try PseudoTerminal()
            let second = TTYTerminal(input: other.secondary, output: other.secondary)
            #expect(throws: TerminalError.self) { try second.start() }
        }
        let pty = try PseudoTerminal()
        let third = TTYTerminal(input: pty.secondary, output: pty.secondary)
        try third.start()
        third.stop()
    }

    @Test func sizeFallsBackOnlyWhenTheTerminalHasNone() throws {
        let pty = try PseudoTerminal()
        let terminal = TTYTerminal(input: pty.secondary, output: pty.secondary)
        #expect(terminal.size == TerminalSize(width: 80, height: 24), "an unsized pseudo-terminal reports 0×0")
        pty.setSize(width: 132, height: 43)
        #expect(terminal.size == TerminalSize(width: 132, height: 43))
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(TTYTerminal(input: ends[0], output: ends[1]).size == TerminalSize(width: 80, height: 24))
        let mixed = TTYTerminal(input: pty.secondary, output: ends[1])
        #expect(mixed.size == TerminalSize(width: 132, height: 43), "the input's size when the output has none")
    }

    @Test func theEmergencyRestoreGivesTheTerminalBackOnce() throws {
        let pty = try PseudoTerminal()
        let before = TermiosFields(pty.attributes())
        let terminal = TTYTerminal(input: pty.secondary, output: pty.secondary)
        try terminal.start()
        try terminal.write(esc + "[?1049h")
        _ = pty.readAvailable(waitingUpTo: .milliseconds(50))
        emergencyRestore()  // what atexit and a second terminating signal run
        #expect(TermiosFields(pty.attributes()) == before)
        let restored = pty.readText()
        #expect(restored.contains(esc + "[?1049l") && restored.contains(esc + "[?2004l") && restored.contains(esc + "[?25h"))
        emergencyRestore()
        #expect(pty.readAvailable(waitingUpTo: .milliseconds(100)).isEmpty, "armed once")
        terminal.stop()
        #expect(TermiosFields(pty.attributes()) == before)
    }
}

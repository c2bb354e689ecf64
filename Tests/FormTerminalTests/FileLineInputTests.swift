import Foundation
import Testing
@testable import FormTerminal

/// A pipe whose ends are closed when the test is done.
final class TestPipe {
    let readEnd: Int32
    var writeEnd: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Foundation.write(writeEnd, $0.baseAddress, $0.count) }
    }

    func write(bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Foundation.write(writeEnd, $0.baseAddress, $0.count) }
    }

    func closeWriteEnd() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }

    deinit {
        close(readEnd)
        if writeEnd >= 0 { close(writeEnd) }
    }
}

/// A pseudo-terminal: the slave end is what a program reads as its terminal; what the slave
/// echoes arrives at the master.
final class TestTerminal {
    let master: Int32
    let slave: Int32

    init() throws {
        // posix_openpt and friends are not imported into Swift, nor the ioctl numbers they use
        // on Linux: TIOCSPTLCK = _IOW('T', 0x31, int), TIOCGPTN = _IOR('T', 0x30, unsigned int).
        let unlockRequest: UInt = 0x4004_5431, numberRequest: UInt = 0x8004_5430
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard master >= 0, ioctl(master, unlockRequest, &unlock) == 0, ioctl(master, numberRequest, &number) == 0 else {
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    /// Whether the slave's echo is on.
    var echoes: Bool {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// What the terminal showed since the last call (its echo).
    func takeScreen() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    deinit {
        close(slave)
        close(master)
    }
}

/// On another thread: runs `body` once `condition` holds (checked every 5 ms), or `otherwise`
/// after 5 s without it — so that a broken feature fails the test instead of hanging it.
func whenTrue(_ condition: @escaping @Sendable () -> Bool, run body: @escaping @Sendable () -> Void,
              otherwise: @escaping @Sendable () -> Void) -> DispatchSemaphore {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        var held = false
        for _ in 0..<1000 where !held {
            held = condition()
            if !held { usleep(5000) }
        }
        if held { body() } else { otherwise() }
        done.signal()
    }
    return done
}

@MainActor
@Suite struct FileLineInputTests {
    @Test func linesComeOneByOneAndALastLineWithoutABreakCounts() throws {
        let pipe = try TestPipe()
        pipe.write("first\r\nsecond\n\nlast")
        pipe.write(bytes: [0x0A, 0x62, 0xFF, 0x63])   // "\nb" + an invalid byte + "c"
        pipe.closeWriteEnd()
        let input = FileLineInput(descriptor: pipe.readEnd)
        #expect(!input.echoesLines)
        var events: [LineEvent] = []
        for _ in 0..<7 { events.append(try input.readLine(secret: false)) }
        #expect(events == [.line("first"), .line("second"), .line(""), .line("last"), .line("b\u{FFFD}c"), .endOfInput, .endOfInput])
    }

    @Test func aSecretLineFromAPipeIsReadAsAnyOther() throws {
        let pipe = try TestPipe()
        pipe.write("hunter2\n")
        pipe.closeWriteEnd()
        let input = FileLineInput(descriptor: pipe.readEnd)
        #expect(try input.readLine(secret: true) == .line("hunter2"))
        #expect(try input.readLine(secret: true) == .endOfInput)
    }

    @Test func aLongLineArrivesWhole() throws {
        let pipe = try TestPipe()
        let long = String(repeating: "日本語 text ", count: 2_000)
        let writer = pipe.writeEnd
        DispatchQueue.global().async {
            let bytes = Array((long + "\n").utf8)
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                written += count
            }
        }
        #expect(try FileLineInput(descriptor: pipe.readEnd).readLine(secret: false) == .line(long))
    }

    nonisolated static let hasPseudoTerminals = FileManager.default.fileExists(atPath: "/dev/ptmx")

    @Test(.enabled(if: hasPseudoTerminals, "needs /dev/ptmx"))
    func aTerminalShowsAnOrdinaryLineButNotASecretOneAndItsEchoComesBack() throws {
        let terminal = try TestTerminal()
        let input = FileLineInput(descriptor: terminal.slave)
        #expect(input.echoesLines)
        let master = terminal.master, slave = terminal.slave

        let typedVisible = whenTrue({ true }, run: { typeInto(master, "visible\n") }, otherwise: {})
        #expect(try input.readLine(secret: false) == .line("visible"))
        typedVisible.wait()
        #expect(terminal.takeScreen().contains("visible"))

        // Typed only once the echo is off, as a person types after the prompt.
        let typedSecret = whenTrue({ !echoIsOn(slave) }, run: { typeInto(master, "hunter2\n") },
                                   otherwise: { typeInto(master, "hunter2\n") })
        #expect(try input.readLine(secret: true) == .line("hunter2"))
        typedSecret.wait()
        #expect(!terminal.takeScreen().contains("hunter2"))
        #expect(terminal.echoes)
    }

    @Test func aSignalWhileWaitingEndsTheReadAndTheHandlerIsPutBack() throws {
        let pipe = try TestPipe()
        let input = FileLineInput(descriptor: pipe.readEnd)
        let before = handler(of: SIGINT)
        // Sent only once the read has taken SIGINT over, so the test process never gets the
        // default action.
        let writer = pipe.writeEnd
        let sent = whenTrue({ handler(of: SIGINT) != before }, run: { kill(getpid(), SIGINT) },
                            otherwise: { typeInto(writer, "no handler\n") })
        let event = try input.readLine(secret: false)
        sent.wait()
        #expect(event == .terminated(signal: SIGINT))
        #expect(handler(of: SIGINT) == before)
        pipe.write("after\n")   // the pipe still works afterwards
        #expect(try input.readLine(secret: false) == .line("after"))
    }
}

private func typeInto(_ master: Int32, _ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
}

private func echoIsOn(_ descriptor: Int32) -> Bool {
    var settings = termios()
    tcgetattr(descriptor, &settings)
    return settings.c_lflag & tcflag_t(ECHO) != 0
}

/// The address of the signal's handler now (0 for the default).
private func handler(of signal: Int32) -> Int {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Lines read from a file descriptor: a pipe, a file, or a terminal in its ordinary (cooked) mode.
///
/// - A secret line is read with the terminal's echo off for that line only (termios `ECHO`), and
///   the echo is restored before ``readLine(secret:)`` returns, on every path. Continuing after
///   Ctrl-Z turns the echo off again (the shell may have turned it on meanwhile).
/// - While it waits, SIGINT, SIGTERM and SIGHUP do not kill the process: the read returns
///   ``LineEvent/terminated(signal:)``. Signals the process ignores stay ignored, and signals the
///   thread's mask blocks stay blocked (they then wait until the process unblocks them).
/// - A last line without a line break counts; a CR before the LF is dropped; bytes that are not
///   UTF-8 become U+FFFD.
@MainActor
public final class FileLineInput: LineInput {
    /// The descriptor read from.
    public let descriptor: Int32
    private var buffer: [UInt8] = []
    private var isAtEnd = false

    /// Input from `descriptor` (not closed by this object).
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether the descriptor is a terminal that echoes what is typed.
    public var echoesLines: Bool {
        var settings = termios()
        return isatty(descriptor) == 1 && tcgetattr(descriptor, &settings) == 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Waits for the next line; see the type's documentation for secrets and signals.
    /// - Throws: ``TerminalError`` when reading, or turning the echo off, fails.
    public func readLine(secret: Bool) throws(TerminalError) -> LineEvent {
        if let line = takeLine() { return .line(line) }
        if isAtEnd { return takeRest() }
        var hidden: EchoSuppression?
        if secret, isatty(descriptor) == 1 { hidden = try EchoSuppression(descriptor: descriptor) }
        defer { hidden?.restore() }
        guard let signals = SignalPipe.shared else { return try readUntilLine(signals: nil, hidden: hidden) }
        return try signals.catching(SignalPipe.terminationSignals + [SIGCONT]) { () throws(TerminalError) -> LineEvent in
            try readUntilLine(signals: signals, hidden: hidden)
        }
    }

    private func readUntilLine(signals: SignalPipe?, hidden: EchoSuppression?) throws(TerminalError) -> LineEvent {
        if let pending = signals?.takePendingTermination() { return .terminated(signal: pending) }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            if let signals { descriptors.append(pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                throw TerminalError(operation: "poll", code: errno, message: String(cString: strerror(errno)))
            }
            if let signals, descriptors.count > 1, descriptors[1].revents != 0 {
                while let signal = signals.takeSignal() {
                    if signal == SIGCONT {
                        hidden?.reapply()
                    } else {
                        return .terminated(signal: signal)
                    }
                }
            }
            guard descriptors[0].revents != 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
                throw TerminalError(operation: "read", code: errno, message: String(cString: strerror(errno)))
            }
            if count == 0 {
                isAtEnd = true
                return takeRest()
            }
            buffer += chunk[..<count]
            if let line = takeLine() { return .line(line) }
        }
    }

    /// The first whole line in the buffer, taken out of it.
    private func takeLine() -> String? {
        guard let end = buffer.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = Self.text(buffer[..<end])
        buffer.removeSubrange(...end)
        return line
    }

    /// At the end of the input: what is left as a last line, else the end.
    private func takeRest() -> LineEvent {
        if let line = takeLine() { return .line(line) }
        guard !buffer.isEmpty else { return .endOfInput }
        defer { buffer.removeAll() }
        return .line(Self.text(buffer[...]))
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A terminal's echo turned off for one line, and back on.
private struct EchoSuppression {
    let descriptor: Int32
    let saved: termios

    /// Turns the echo off (the rest of the settings unchanged).
    init(descriptor: Int32) throws(TerminalError) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw TerminalError(operation: "tcgetattr", code: errno, message: String(cString: strerror(errno)))
        }
        self.descriptor = descriptor
        saved = settings
        guard Self.silence(descriptor, settings) else {
            throw TerminalError(operation: "tcsetattr", code: errno, message: String(cString: strerror(errno)))
        }
    }

    /// Turns the echo off again (after the process was continued).
    func reapply() {
        _ = Self.silence(descriptor, saved)
    }

    /// Puts the settings back as they were.
    func restore() {
        var settings = saved
        while tcsetattr(descriptor, TCSANOW, &settings) != 0 && errno == EINTR {}
    }

    private static func silence(_ descriptor: Int32, _ settings: termios) -> Bool {
        var silent = settings
        silent.c_lflag &= ~tcflag_t(ECHO)
        while tcsetattr(descriptor, TCSANOW, &silent) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }
}

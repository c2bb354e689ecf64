#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// The write end of the pipe the signal handler writes to; -1 until ``SignalPipe/shared`` exists.
private let signalPipeWriteEnd = Atomic<Int32>(-1)

/// The handler: writes the signal's number into the pipe (`write(2)` is async-signal-safe) and
/// keeps `errno` as it found it.
private func forwardSignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    let descriptor = signalPipeWriteEnd.load(ordering: .relaxed)
    if descriptor >= 0 { _ = write(descriptor, &byte, 1) }
    errno = savedErrno
}

/// Signals made readable: while ``catching(_:_:)`` runs, the chosen signals are not delivered the
/// default way but written into a pipe that a reader polls beside its input (the self-pipe
/// trick). A Ctrl-C while line mode waits for a secret line then ends the run cleanly — the
/// terminal's echo restored, the values kept — instead of killing the process with the echo off.
///
/// One pipe serves the whole process (signal handlers are the process's); it is never closed.
@MainActor
final class SignalPipe {
    /// The signals that end a run: Ctrl-C, `kill`, a closed terminal.
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The process's pipe, made on first use; `nil` when the system refused a pipe.
    static let shared: SignalPipe? = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        signalPipeWriteEnd.store(ends[1], ordering: .relaxed)
        return SignalPipe(readEnd: ends[0])
    }()

    /// The end to poll: readable when a caught signal arrived.
    let readEnd: Int32

    private init(readEnd: Int32) {
        self.readEnd = readEnd
    }

    /// Runs `body` with `signals` caught into the pipe, then puts the previous handlers back.
    /// A signal the process ignores (`SIG_IGN`, as under `nohup`) stays ignored. Signals caught
    /// before and not taken are dropped first.
    func catching<T, E: Error>(_ signals: [Int32], _ body: () throws(E) -> T) throws(E) -> T {
        drain()
        var previous: [(Int32, sigaction)] = []
        for signal in signals {
            var old = sigaction()
            guard sigaction(signal, nil, &old) == 0, !Self.isIgnored(old) else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = forwardSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0   // no SA_RESTART: a blocked call returns EINTR
            if sigaction(signal, &action, nil) == 0 { previous.append((signal, old)) }
        }
        defer {
            for (signal, old) in previous {
                var old = old
                sigaction(signal, &old, nil)
            }
        }
        return try body()
    }

    /// The next signal caught, or `nil` when none is waiting.
    func takeSignal() -> Int32? {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count == 1 { return Int32(byte) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// A termination signal (``terminationSignals``) caught while nothing was reading the pipe,
    /// kept for the next read: the run it interrupted ends there.
    private(set) var pendingTermination: Int32?

    /// Forgets every signal caught so far, pending termination included (a new run starts).
    func reset() {
        drain()
        pendingTermination = nil
    }

    /// Takes ``pendingTermination``.
    func takePendingTermination() -> Int32? {
        defer { pendingTermination = nil }
        return pendingTermination
    }

    /// Drops the signals waiting in the pipe, but keeps the first termination signal among them
    /// (``pendingTermination``): one caught between two reads still ends the run.
    private func drain() {
        while let signal = takeSignal() {
            if pendingTermination == nil, Self.terminationSignals.contains(signal) { pendingTermination = signal }
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}

// SIGINT and SIGTERM for `Demo serve`: a self-pipe. The handler only writes one byte to the pipe
// (write(2) is async-signal-safe) and saves and restores errno; the server's poll loop sees the
// pipe readable and stops. No Swift closure does work in the handler.

import Glibc

/// The self-pipe's write end, set before the handler is installed and only read by it.
nonisolated(unsafe) private var servePipeWriteEnd: Int32 = -1

/// The termination signals of `Demo serve`, routed to a self-pipe.
enum ServeSignals {
    /// The signals that stop the server.
    static let stopping: [Int32] = [SIGINT, SIGTERM]

    /// Creates the self-pipe (non-blocking, close-on-exec), routes SIGINT and SIGTERM to it,
    /// ignores SIGPIPE (a client that leaves mid-answer is an `EPIPE`, not the end of the server)
    /// and unblocks the stopping signals (a parent may have left them blocked).
    /// - Returns: the read end, readable once a stopping signal arrived; `nil` if the pipe or the
    ///   handler cannot be set up.
    static func install() -> Int32? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        servePipeWriteEnd = ends[1]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handleStopSignal
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        for signal in stopping where sigaction(signal, &action, nil) != 0 {
            _ = close(ends[0])
            _ = close(ends[1])
            return nil
        }
        _ = Glibc.signal(SIGPIPE, SIG_IGN)
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in stopping { sigaddset(&signals, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return ends[0]
    }
}

/// The handler: one byte into the self-pipe (dropped if the pipe is full — one is enough).
private func handleStopSignal(_ signal: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(servePipeWriteEnd, &byte, 1)
}

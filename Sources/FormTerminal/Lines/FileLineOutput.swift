#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Prompts written to a file descriptor (standard error by default in line mode), unbuffered:
/// a prompt shows before the read that waits for its answer.
@MainActor
public final class FileLineOutput: LineOutput {
    /// The descriptor written to.
    public let descriptor: Int32

    /// Output to `descriptor` (not closed by this object).
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `text`, retrying after an interrupted or partial write.
    /// - Throws: ``TerminalError`` with the system's error (a closed pipe, a full disk).
    public func write(_ text: String) throws(TerminalError) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                writeBytes(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                throw TerminalError(operation: "write", code: errno, message: String(cString: strerror(errno)))
            }
            written += result
        }
    }
}

/// The system's `write(2)`, which ``FileLineOutput/write(_:)`` would otherwise shadow.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

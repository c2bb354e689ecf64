#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes all of `bytes` to `descriptor`: retries after an interrupted or partial write, and waits
/// (`poll`) while a non-blocking descriptor is full.
/// - Parameter stallLimit: how many seconds in a row the descriptor may take nothing before the
///   write gives up; `nil` waits as long as it takes.
/// - Returns: the error, or `nil` when everything was written.
func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>, stallLimit: Int? = nil) -> TerminalError? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    var waits = 0
    while offset < bytes.count {
        let written = write(descriptor, base + offset, bytes.count - offset)
        if written > 0 {
            offset += written
            waits = 0
            continue
        }
        let code = errno
        if written < 0 && code == EINTR { continue }
        if written < 0 && (code == EAGAIN || code == EWOULDBLOCK) {
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            if poll(&ready, 1, stallLimit == nil ? -1 : 1000) == 0 {
                waits += 1
                if let stallLimit, waits >= stallLimit {
                    return TerminalError(operation: "write", code: EAGAIN, message: "the terminal took no output for \(stallLimit) s")
                }
            }
            continue
        }
        return written == 0 ? TerminalError(operation: "write", message: "the terminal took no bytes") : .system("write", code: code)
    }
    return nil
}

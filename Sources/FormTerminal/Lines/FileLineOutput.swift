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
        var text = text
        if let failure = text.withUTF8({ writeAll(descriptor, $0) }) { throw failure }
    }
}

import ListKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An open file descriptor the demo writes text to, every failure reported: `print` drops a full
/// disk or a broken pipe silently, and the demo would exit 0 with its output lost.
struct OutputFile {
    /// Why a write failed: the `errno` it set.
    struct WriteError: Error, Equatable, CustomStringConvertible {
        let code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// The exit status when standard output cannot be written.
    static let writeErrorStatus: Int32 = 1

    static let standardOutput = OutputFile(descriptor: STDOUT_FILENO)
    /// Standard error: messages only, so every write is sanitized (``sanitizesText``).
    static let standardError = OutputFile(descriptor: STDERR_FILENO, sanitizesText: true)

    let descriptor: Int32
    /// Whether what is written is made safe for a terminal first: control characters, C1 codes
    /// and bidi controls from data (a document's property names, a file's path) are shown as
    /// `^[`, `<9b>`, `<U+202E>` (ListKit's `TextLayout.sanitized`, as the rendered form does),
    /// line breaks kept. A message never retitles the terminal or moves its cursor.
    var sanitizesText = false

    /// Writes all of `text`, retrying after an interrupted or partial write; unbuffered, so a
    /// failure shows here and not at exit.
    func write(_ text: String) throws(WriteError) {
        let bytes = Array((sanitizesText ? TextLayout.sanitized(text, keepsNewlines: true) : text).utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                writeSome(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw WriteError(code: errno)
            }
            written += result
        }
    }

    /// Whether the descriptor is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// The terminal's width in columns, when the descriptor is a terminal that knows it.
    var terminalColumns: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// The system's `write(2)`, which `OutputFile.write(_:)` would otherwise shadow.
private func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Lines from memory, for tests and for running a form on answers you already have.
///
/// Given an ``echo`` output, it behaves as a terminal does: each line that is not secret appears
/// in that output as it is "typed", line break included, and a secret line does not — so a
/// transcript reads as the screen would.
///
/// ```swift
/// let output = MemoryLineOutput()
/// let input = MemoryLineInput("Zed\n\n2\n", echo: output)
/// let outcome = try manager.runLines(input: input, output: output)
/// ```
@MainActor
public final class MemoryLineInput: LineInput {
    /// The events still to read, last first.
    private var pending: [LineEvent]
    /// The output that shows what is typed, as a terminal's screen would; `nil`: nothing is shown.
    public let echo: MemoryLineOutput?
    /// For each line read so far, whether it was asked for as a secret.
    public private(set) var secrecy: [Bool] = []

    /// Input that reads `text` line by line: each `\n` ends a line; text after the last `\n` is a
    /// last line; then the input ends.
    /// - Complexity: O(n) in the length of `text`.
    public convenience init(_ text: String, echo: MemoryLineOutput? = nil) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.init(events: lines.map(LineEvent.line), echo: echo)
    }

    /// Input that gives `events` in order, then ends. A ``LineEvent/terminated(signal:)`` stands
    /// for a signal arriving at that point.
    public init(events: [LineEvent], echo: MemoryLineOutput? = nil) {
        pending = events.reversed()
        self.echo = echo
    }

    /// Whether an ``echo`` output shows the lines.
    public var echoesLines: Bool { echo != nil }

    /// The next event; ``LineEvent/endOfInput`` once every event was read.
    /// - Complexity: O(1) plus the echo.
    public func readLine(secret: Bool) throws(TerminalError) -> LineEvent {
        guard let event = pending.popLast() else { return .endOfInput }
        if case .line(let line) = event {
            secrecy.append(secret)
            if !secret { try echo?.write(line + "\n") }
        }
        return event
    }

    /// The events still to read, in order.
    public var remaining: [LineEvent] { pending.reversed() }
}

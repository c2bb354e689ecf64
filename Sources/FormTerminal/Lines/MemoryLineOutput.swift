/// Prompts collected in memory.
@MainActor
public final class MemoryLineOutput: LineOutput {
    /// Everything written, in order.
    public private(set) var text = ""

    /// An empty output.
    public init() {}

    /// Appends `text`.
    /// - Complexity: amortized O(n) in the length of `text`.
    public func write(_ text: String) throws(TerminalError) {
        self.text += text
    }
}

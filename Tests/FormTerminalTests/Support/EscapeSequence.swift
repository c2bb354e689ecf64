/// How ``VirtualTerminal`` frames the escape sequences it reads and names them in its reports.
enum EscapeSequence {
    /// Where the escape sequence starting at `start` ends (exclusive), or `nil` when it is not
    /// complete yet.
    static func end(in scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index? {
        var index = scalars.index(after: start)
        guard index < scalars.endIndex else { return nil }
        let introducer = scalars[index]
        index = scalars.index(after: index)
        switch introducer {
        case "[":
            while index < scalars.endIndex {
                let value = scalars[index].value
                index = scalars.index(after: index)
                if (0x40...0x7E).contains(value) || !(0x20...0x3F).contains(value) { return index }
            }
            return nil
        case "]", "P", "X", "^", "_":
            // A string, ended by BEL or ESC \.
            while index < scalars.endIndex {
                let scalar = scalars[index]
                index = scalars.index(after: index)
                if scalar == "\u{07}" { return index }
                if scalar == "\u{1B}" {
                    guard index < scalars.endIndex else { return nil }
                    if scalars[index] == "\\" { return scalars.index(after: index) }
                }
            }
            return nil
        default:
            if (0x20...0x2F).contains(introducer.value) {  // ESC ( B and other designations
                return index < scalars.endIndex ? scalars.index(after: index) : nil
            }
            return index
        }
    }

    /// The scalars as text for a report, C0 controls and DEL as `<hex>`.
    static func describe(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        scalars.map { $0.value < 0x20 || $0.value == 0x7F ? "<\(String($0.value, radix: 16))>" : String($0) }.joined()
    }
}

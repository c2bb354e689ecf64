/// How a cell's text is drawn.
struct CellStyle: Hashable, Sendable, CustomStringConvertible {
    var bold = false
    var dim = false
    var italic = false
    var underline = false
    var inverse = false
    /// `nil`: the terminal's default colour.
    var foreground: TerminalColor?

    /// No attributes, default colour.
    static let plain = CellStyle()

    var description: String {
        var parts: [String] = []
        if bold { parts.append("bold") }
        if dim { parts.append("dim") }
        if italic { parts.append("italic") }
        if underline { parts.append("underline") }
        if inverse { parts.append("inverse") }
        if let foreground { parts.append("\(foreground)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: "+")
    }

    /// Applies the parameters of an SGR sequence (`ESC [ … m`) in order: none, or 0, resets; 1, 2,
    /// 3, 4 and 7 set bold, dim, italic, underline and inverse, 22–24 and 27 clear them (25 and 26
    /// change nothing here); 30–37 and 90–97 set the colour, 39 the default one.
    ///
    /// - Returns: the first parameter it does not know, at which it stops (`38;5;n` would also
    ///   swallow its arguments: the rest is not applied); `nil` when it knew them all.
    mutating func selectGraphicRendition(_ parameters: [Int?]) -> Int? {
        if parameters.isEmpty {
            self = .plain
            return nil
        }
        for parameter in parameters {
            switch parameter ?? 0 {
            case 0: self = .plain
            case 1: bold = true
            case 2: dim = true
            case 3: italic = true
            case 4: underline = true
            case 7: inverse = true
            case 22:
                bold = false
                dim = false
            case 23: italic = false
            case 24: underline = false
            case 25, 26: break  // not blinking; reserved
            case 27: inverse = false
            case let color where (30...37).contains(color): foreground = TerminalColor(rawValue: color - 30)
            case 39: foreground = nil
            case let color where (90...97).contains(color): foreground = TerminalColor(rawValue: color - 90 + 8)
            case let unknown: return unknown
            }
        }
        return nil
    }
}

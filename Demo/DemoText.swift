import ListKit

/// Line breaking for the lines the demo writes itself (narration, the change log, anything a demo
/// prints as it is), so that no line of output is wider than `--width`.
enum DemoText {
    /// Word-wraps one line to `width` columns with a hanging indent: continuation lines start with
    /// the line's own leading spaces plus `hangingIndent` more (at most half the width).
    ///
    /// A line that fits is returned as it is. Words break at spaces; a word wider than the room
    /// left on a fresh line is broken where `TextLayout.wrap` breaks it (between clusters).
    static func wrap(_ line: String, width: Int, hangingIndent: Int) -> [String] {
        guard line.displayWidth() > width else { return [line] }
        let half = max(0, width / 2)
        let leading = min(line.prefix { $0 == " " }.count, half)
        let indent = min(leading + hangingIndent, half)
        var lines: [String] = []
        var current = String(repeating: " ", count: leading)
        var currentWidth = leading
        var hasWord = false

        func startLine() {
            lines.append(current)
            current = String(repeating: " ", count: indent)
            currentWidth = indent
            hasWord = false
        }
        for word in line.split(separator: " ") {
            let wordWidth = word.displayWidth()
            if hasWord, currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
                continue
            }
            if hasWord { startLine() }
            if currentWidth + wordWidth <= width {
                current += word
                currentWidth += wordWidth
                hasWord = true
                continue
            }
            let pieces = TextLayout.wrap(String(word), width: width - currentWidth)
            for (index, piece) in pieces.enumerated() {
                if index > 0 { startLine() }
                current += piece
                currentWidth += piece.displayWidth()
                hasWord = true
            }
        }
        lines.append(current)
        return lines
    }

    /// `text` with every line that is wider than `width` wrapped (see `wrap(_:width:hangingIndent:)`,
    /// hanging indent 2).
    ///
    /// Lines are measured without their ANSI styling; a line that has to be wrapped loses its
    /// styling (the demos style only lines that already fit: headings, steps, rendered rows).
    static func fitted(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let plain = withoutStyling(line)
            guard plain.displayWidth() > width else { return [String(line)] }
            return wrap(plain, width: width, hangingIndent: 2)
        }.joined(separator: "\n")
    }

    /// `line` without its SGR sequences (`ESC [ … m`), which take no columns on a terminal.
    static func withoutStyling(_ line: Substring) -> String {
        guard line.contains("\u{1B}") else { return String(line) }
        var result = ""
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == "\u{1B}", line.index(after: index) < line.endIndex, line[line.index(after: index)] == "[",
               let end = line[index...].firstIndex(of: "m") {
                index = line.index(after: end)
            } else {
                result.append(line[index])
                index = line.index(after: index)
            }
        }
        return result
    }
}

import ListKit

/// A screen model for tests: apply the exact text a renderer writes, then look at the grid of cells,
/// the cursor and the modes, as a person would see them in an xterm-compatible terminal.
///
/// It understands printable text (wide characters take two cells, by ListKit's display width;
/// a zero-width character joins the cell before it), CR, LF (scrolling at the bottom), BS, deferred
/// auto-wrap at the right margin, CUP, CUU / CUD / CUF / CUB, CHA, VPA, EL 0–2, ED 0–2, SGR 0, 1, 2,
/// 3, 4, 7, 22–27, 30–37, 39, 90–97, DECTCEM (`ESC[?25h/l`), the alternate screen
/// (`ESC[?1049h/l`: its own buffer, cleared on entry, the cursor saved and restored), bracketed
/// paste mode (`ESC[?2004h/l`, a flag) and `ESC 7` / `ESC 8` (cursor and style).
///
/// Everything else — other controls (BEL, HT …), other sequences, other SGR parameters, OSC
/// strings — is recorded in ``unsupported`` and otherwise ignored, so a test that checks
/// `unsupported.isEmpty` fails loudly instead of passing on bytes this model cannot judge.
/// A sequence split across ``feed(_:)`` calls is kept until it is complete.
///
/// A line feed also returns the carriage by default (`lineFeedReturns`), as through
/// `TTYTerminal`, which keeps the tty's ONLCR output translation on.
struct VirtualTerminal: Sendable, CustomStringConvertible {
    struct Cell: Hashable, Sendable {
        var character: Character = " "
        var style = CellStyle.plain
        /// The right half of a wide character (drawn by the cell to its left).
        var isContinuation = false
    }

    private struct Screen: Sendable {
        var cells: [[Cell]]
        var cursorRow = 0
        var cursorColumn = 0
        /// A character was printed in the last column: the next one wraps first.
        var wrapPending = false
        var style = CellStyle.plain
        var saved: (row: Int, column: Int, style: CellStyle, wrapPending: Bool)?

        init(width: Int, height: Int) {
            cells = Array(repeating: Array(repeating: Cell(), count: width), count: height)
        }
    }

    private(set) var width: Int
    private(set) var height: Int
    /// Whether LF also moves to the first column (the tty's ONLCR).
    let lineFeedReturns: Bool
    private var main: Screen
    private var alternate: Screen?
    /// Lines scrolled off the top of the main screen, oldest first (trailing spaces trimmed).
    private(set) var scrollback: [String] = []
    /// Whether the cursor is shown (DECTCEM).
    private(set) var isCursorVisible = true
    /// Whether bracketed paste mode is on.
    private(set) var bracketedPaste = false
    /// What this model did not understand, one entry per occurrence, such as `"CSI 5n"` or `"C0 0x07"`.
    private(set) var unsupported: [String] = []
    /// The start of a sequence whose end has not arrived yet.
    private var pending = String.UnicodeScalarView()

    /// A blank screen of `width` × `height` cells, cursor at the top left.
    init(width: Int, height: Int, lineFeedReturns: Bool = true) {
        precondition(width > 0 && height > 0, "a terminal has at least one cell")
        self.width = width
        self.height = height
        self.lineFeedReturns = lineFeedReturns
        main = Screen(width: width, height: height)
    }

    /// Whether the alternate screen is shown.
    var isAlternateScreen: Bool { alternate != nil }

    private var screen: Screen {
        get { alternate ?? main }
        set {
            if alternate != nil { alternate = newValue } else { main = newValue }
        }
    }

    /// The cursor, 0-based.
    var cursor: (row: Int, column: Int) { (screen.cursorRow, screen.cursorColumn) }

    /// The visible lines, trailing spaces trimmed.
    var lines: [String] { (0..<height).map(line) }

    /// The visible lines joined by newlines, with trailing empty lines dropped.
    var text: String {
        var result = lines
        while result.last == "" { result.removeLast() }
        return result.joined(separator: "\n")
    }

    /// The screen as text with the cursor and modes, short enough for a failed expectation.
    var description: String {
        var modes: [String] = []
        if isAlternateScreen { modes.append("alternate screen") }
        if !isCursorVisible { modes.append("cursor hidden") }
        if bracketedPaste { modes.append("bracketed paste") }
        if !unsupported.isEmpty { modes.append("unsupported: \(unsupported)") }
        return "\(width)×\(height) cursor \(cursor.row),\(cursor.column)"
            + (modes.isEmpty ? "" : " (" + modes.joined(separator: ", ") + ")") + "\n" + text
    }

    /// Row `row` as text, trailing spaces trimmed.
    func line(_ row: Int) -> String {
        var text = ""
        for cell in screen.cells[row] where !cell.isContinuation {
            text.append(cell.character)
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The style of the cell at `row`, `column` (0-based); a wide character's right half has the
    /// style of its left half.
    func styleAt(row: Int, column: Int) -> CellStyle { screen.cells[row][column].style }

    /// The character at `row`, `column`; `nil` for the right half of a wide character.
    func characterAt(row: Int, column: Int) -> Character? {
        let cell = screen.cells[row][column]
        return cell.isContinuation ? nil : cell.character
    }

    /// Changes the size: lines and columns are cut or added at the bottom and right (no reflow),
    /// the cursor is kept inside.
    mutating func resize(width newWidth: Int, height newHeight: Int) {
        precondition(newWidth > 0 && newHeight > 0, "a terminal has at least one cell")
        func resized(_ screen: Screen) -> Screen {
            var result = screen
            result.cells = (0..<newHeight).map { row in
                var line = row < screen.cells.count ? screen.cells[row] : []
                if line.count > newWidth {
                    line.removeLast(line.count - newWidth)
                    if line.last?.isContinuation == false, let last = line.last,
                       last.character.displayWidth() == 2 {
                        line[newWidth - 1] = Cell()  // a wide character cut in half
                    }
                } else {
                    line += Array(repeating: Cell(), count: newWidth - line.count)
                }
                return line
            }
            result.cursorRow = min(result.cursorRow, newHeight - 1)
            result.cursorColumn = min(result.cursorColumn, newWidth - 1)
            result.wrapPending = false
            return result
        }
        main = resized(main)
        if let alternate { self.alternate = resized(alternate) }
        width = newWidth
        height = newHeight
    }

    // MARK: - Applying output

    /// Applies what a renderer wrote.
    mutating func feed(_ text: String) {
        var scalars = pending
        scalars.append(contentsOf: text.unicodeScalars)
        pending = String.UnicodeScalarView()
        var index = scalars.startIndex
        var printable = String.UnicodeScalarView()
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value) {
                printable.append(scalar)
                index = scalars.index(after: index)
                continue
            }
            printText(printable)
            printable = String.UnicodeScalarView()
            if scalar == "\u{1B}" {
                guard let end = EscapeSequence.end(in: scalars, from: index) else {
                    pending = String.UnicodeScalarView(scalars[index...])
                    return
                }
                escape(Array(scalars[index..<end]))
                index = end
            } else {
                control(scalar)
                index = scalars.index(after: index)
            }
        }
        printText(printable)
    }

    private mutating func printText(_ scalars: String.UnicodeScalarView) {
        guard !scalars.isEmpty else { return }
        for character in String(scalars) {
            put(character)
        }
    }

    private mutating func put(_ character: Character) {
        let characterWidth = character.displayWidth()
        var screen = self.screen
        defer { self.screen = screen }
        if characterWidth == 0 {
            // Joins the character before the cursor, as terminals draw combining marks.
            var column = screen.wrapPending ? screen.cursorColumn : screen.cursorColumn - 1
            if column >= 0, screen.cells[screen.cursorRow][column].isContinuation { column -= 1 }
            let combined = column >= 0 ? String(screen.cells[screen.cursorRow][column].character) + String(character) : ""
            if column >= 0, combined.count == 1 {
                screen.cells[screen.cursorRow][column].character = Character(combined)
            } else {
                unsupported.append("zero-width character U+\(character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " U+")) with nothing to join")
            }
            return
        }
        if screen.wrapPending || screen.cursorColumn + characterWidth > width {
            if characterWidth > width {
                unsupported.append("character \(character) wider than the screen")
                return
            }
            screen.wrapPending = false
            screen.cursorColumn = 0
            lineFeed(&screen)
        }
        let row = screen.cursorRow
        let column = screen.cursorColumn
        clearWideCharacter(in: &screen, row: row, column: column)
        if characterWidth == 2 { clearWideCharacter(in: &screen, row: row, column: column + 1) }
        screen.cells[row][column] = Cell(character: character, style: screen.style)
        if characterWidth == 2 {
            screen.cells[row][column + 1] = Cell(character: " ", style: screen.style, isContinuation: true)
        }
        if column + characterWidth >= width {
            screen.cursorColumn = width - 1
            screen.wrapPending = true
        } else {
            screen.cursorColumn = column + characterWidth
        }
    }

    /// Before a cell is overwritten: blanks the other half of a wide character it is part of.
    private func clearWideCharacter(in screen: inout Screen, row: Int, column: Int) {
        let cell = screen.cells[row][column]
        if cell.isContinuation, column > 0 {
            screen.cells[row][column - 1] = Cell(character: " ", style: screen.cells[row][column - 1].style)
        } else if column + 1 < width, screen.cells[row][column + 1].isContinuation {
            screen.cells[row][column + 1] = Cell(character: " ", style: cell.style)
        }
    }

    private mutating func lineFeed(_ screen: inout Screen) {
        if screen.cursorRow + 1 < height {
            screen.cursorRow += 1
            return
        }
        let top = screen.cells.removeFirst()
        screen.cells.append(Array(repeating: Cell(), count: width))
        if alternate == nil {
            var text = String(top.filter { !$0.isContinuation }.map(\.character))
            while text.last == " " { text.removeLast() }
            scrollback.append(text)
        }
    }

    private mutating func control(_ scalar: Unicode.Scalar) {
        var screen = self.screen
        defer { self.screen = screen }
        switch scalar {
        case "\r":
            screen.cursorColumn = 0
            screen.wrapPending = false
        case "\n":
            if lineFeedReturns { screen.cursorColumn = 0 }
            screen.wrapPending = false
            lineFeed(&screen)
        case "\u{08}":
            if screen.wrapPending {
                screen.wrapPending = false
            } else {
                screen.cursorColumn = max(0, screen.cursorColumn - 1)
            }
        default:
            unsupported.append(scalar.value < 0x80 ? "C0 0x\(String(scalar.value, radix: 16))" : "C1 0x\(String(scalar.value, radix: 16))")
        }
    }

    private mutating func escape(_ sequence: [Unicode.Scalar]) {
        let introducer = sequence[1]
        switch introducer {
        case "[":
            csi(Array(sequence.dropFirst(2)))
        case "7":
            var screen = self.screen
            screen.saved = (screen.cursorRow, screen.cursorColumn, screen.style, screen.wrapPending)
            self.screen = screen
        case "8":
            var screen = self.screen
            if let saved = screen.saved {
                screen.cursorRow = min(saved.row, height - 1)
                screen.cursorColumn = min(saved.column, width - 1)
                screen.style = saved.style
                screen.wrapPending = saved.wrapPending
            } else {
                screen.cursorRow = 0
                screen.cursorColumn = 0
                screen.style = .plain
                screen.wrapPending = false
            }
            self.screen = screen
        case "]":
            unsupported.append("OSC " + EscapeSequence.describe(sequence.dropFirst(2)))
        default:
            unsupported.append("ESC " + EscapeSequence.describe(sequence.dropFirst()))
        }
    }

    private mutating func csi(_ body: [Unicode.Scalar]) {
        guard let final = body.last, (0x40...0x7E).contains(final.value) else {
            unsupported.append("malformed CSI " + EscapeSequence.describe(body))
            // The control that broke the sequence still acts.
            if let last = body.last, last.value < 0x20 { control(last) }
            return
        }
        var parameterText = String(String.UnicodeScalarView(body.dropLast()))
        var isPrivate = false
        if parameterText.first == "?" {
            isPrivate = true
            parameterText.removeFirst()
        }
        let name = "CSI " + EscapeSequence.describe(body)
        guard parameterText.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) else {
            unsupported.append(name)
            return
        }
        let parameters = parameterText.isEmpty ? [] : parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func parameter(_ index: Int, default value: Int) -> Int {
            guard index < parameters.count, let number = parameters[index], number != 0 else { return value }
            return number
        }
        if isPrivate {
            privateMode(parameters, set: final == "h", name: name, known: final == "h" || final == "l")
            return
        }
        var screen = self.screen
        defer { self.screen = screen }
        switch final {
        case "H", "f":
            guard parameters.count <= 2 else { return unsupported.append(name) }
            screen.cursorRow = min(parameter(0, default: 1), height) - 1
            screen.cursorColumn = min(parameter(1, default: 1), width) - 1
        case "A":
            screen.cursorRow = max(0, screen.cursorRow - parameter(0, default: 1))
        case "B":
            screen.cursorRow = min(height - 1, screen.cursorRow + parameter(0, default: 1))
        case "C":
            screen.cursorColumn = min(width - 1, screen.cursorColumn + parameter(0, default: 1))
        case "D":
            screen.cursorColumn = max(0, screen.cursorColumn - parameter(0, default: 1))
        case "G":
            screen.cursorColumn = min(parameter(0, default: 1), width) - 1
        case "d":
            screen.cursorRow = min(parameter(0, default: 1), height) - 1
        case "K":
            let row = screen.cursorRow
            switch parameters.first.flatMap({ $0 }) ?? 0 {
            case 0: erase(&screen, row: row, columns: screen.cursorColumn..<width)
            case 1: erase(&screen, row: row, columns: 0..<(screen.cursorColumn + 1))
            case 2: erase(&screen, row: row, columns: 0..<width)
            default: return unsupported.append(name)
            }
        case "J":
            let row = screen.cursorRow
            switch parameters.first.flatMap({ $0 }) ?? 0 {
            case 0:
                erase(&screen, row: row, columns: screen.cursorColumn..<width)
                for below in (row + 1)..<height { erase(&screen, row: below, columns: 0..<width) }
            case 1:
                for above in 0..<row { erase(&screen, row: above, columns: 0..<width) }
                erase(&screen, row: row, columns: 0..<(screen.cursorColumn + 1))
            case 2:
                for any in 0..<height { erase(&screen, row: any, columns: 0..<width) }
            default: return unsupported.append(name)
            }
        case "m":
            if let unknown = screen.style.selectGraphicRendition(parameters) { unsupported.append("SGR \(unknown) in \(name)") }
            return
        default:
            return unsupported.append(name)
        }
        screen.wrapPending = false
    }

    private func erase(_ screen: inout Screen, row: Int, columns: Range<Int>) {
        let columns = columns.clamped(to: 0..<width)
        guard !columns.isEmpty else { return }
        // A wide character cut by the erased range goes entirely.
        if columns.lowerBound > 0, screen.cells[row][columns.lowerBound].isContinuation {
            screen.cells[row][columns.lowerBound - 1] = Cell()
        }
        if columns.upperBound < width, screen.cells[row][columns.upperBound].isContinuation {
            screen.cells[row][columns.upperBound] = Cell()
        }
        for column in columns { screen.cells[row][column] = Cell() }
    }

    private mutating func privateMode(_ parameters: [Int?], set: Bool, name: String, known: Bool) {
        guard known, parameters.count == 1, let mode = parameters[0] else { return unsupported.append(name) }
        switch mode {
        case 25:
            isCursorVisible = set
        case 2004:
            bracketedPaste = set
        case 1049:
            if set, alternate == nil {
                main.saved = (main.cursorRow, main.cursorColumn, main.style, main.wrapPending)
                var fresh = Screen(width: width, height: height)
                fresh.cursorRow = main.cursorRow
                fresh.cursorColumn = main.cursorColumn
                fresh.style = main.style
                alternate = fresh
            } else if !set, alternate != nil {
                alternate = nil
                if let saved = main.saved {
                    main.cursorRow = min(saved.row, height - 1)
                    main.cursorColumn = min(saved.column, width - 1)
                    main.style = saved.style
                    main.wrapPending = saved.wrapPending
                }
            }
        default:
            unsupported.append(name)
        }
    }
}

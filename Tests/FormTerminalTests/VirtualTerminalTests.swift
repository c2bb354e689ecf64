import Testing
@testable import FormTerminal

/// A screen that has had `text` applied.
private func screen(_ text: String, width: Int = 10, height: Int = 4) -> VirtualTerminal {
    var terminal = VirtualTerminal(width: width, height: height)
    terminal.feed(text)
    return terminal
}

/// Feeds each move (a sequence after ESC) in turn, expecting the cursor at its row and column after
/// it.
private func expectCursor(of terminal: inout VirtualTerminal, after moves: [(sequence: String, row: Int, column: Int)],
                          sourceLocation: SourceLocation = #_sourceLocation) {
    for move in moves {
        terminal.feed(esc + move.sequence)
        #expect(terminal.cursor == (row: move.row, column: move.column), "after ESC\(move.sequence)", sourceLocation: sourceLocation)
    }
}

@Suite struct VirtualTerminalTextTests {
    @Test func textIsDrawnFromTheCursorAndMovesIt() {
        let terminal = screen("hello")
        #expect(terminal.lines == ["hello", "", "", ""])
        #expect(terminal.cursor == (row: 0, column: 5))
        #expect(terminal.unsupported.isEmpty)
    }

    @Test func wideCharactersTakeTwoCells() {
        let terminal = screen("中文x😀")
        #expect(terminal.lines[0] == "中文x😀")
        #expect(terminal.cursor == (row: 0, column: 7))
        #expect(terminal.characterAt(row: 0, column: 0) == "中")
        #expect(terminal.characterAt(row: 0, column: 1) == nil)
        #expect(terminal.characterAt(row: 0, column: 4) == "x")
        #expect(terminal.characterAt(row: 0, column: 5) == "😀")
    }

    @Test func emojiSequencesAreOneWideCell() {
        let terminal = screen("👨‍👩‍👧🇫🇷|")
        #expect(terminal.characterAt(row: 0, column: 0) == "👨‍👩‍👧")
        #expect(terminal.characterAt(row: 0, column: 2) == "🇫🇷")
        #expect(terminal.characterAt(row: 0, column: 4) == "|")
        #expect(terminal.cursor.column == 5)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        #expect(screen("中文\r" + esc + "[Cx").lines[0] == " x文")
        #expect(screen("中文\rx").lines[0] == "x 文")
    }

    @Test func aCombiningMarkJoinsTheCellBefore() {
        var terminal = screen("e")
        terminal.feed("\u{301}z")
        #expect(terminal.characterAt(row: 0, column: 0) == "é")
        #expect(terminal.lines[0] == "éz")
        #expect(terminal.cursor.column == 2)
    }

    @Test func writingPastTheRightMarginWrapsOnlyWhenTheNextCharacterComes() {
        var terminal = screen("0123456789", width: 10)
        #expect(terminal.cursor == (row: 0, column: 9))
        #expect(terminal.lines[1] == "")
        terminal.feed("\r")
        #expect(terminal.cursor == (row: 0, column: 0))
        terminal.feed(esc + "[10Gab")
        #expect(terminal.lines[0] == "012345678a")
        #expect(terminal.lines[1] == "b")
        #expect(terminal.cursor == (row: 1, column: 1))
    }

    @Test func aWideCharacterThatDoesNotFitWrapsWhole() {
        let terminal = screen("123456789中", width: 10)
        #expect(terminal.lines[0] == "123456789")
        #expect(terminal.lines[1] == "中")
        #expect(terminal.cursor == (row: 1, column: 2))
    }

    @Test func lineFeedAtTheBottomScrollsIntoTheScrollback() {
        let terminal = screen("a\nb\nc\nd\ne", height: 4)
        #expect(terminal.lines == ["b", "c", "d", "e"])
        #expect(terminal.scrollback == ["a"])
        #expect(terminal.cursor == (row: 3, column: 1))
    }

    @Test func lineFeedReturnsTheCarriageLikeONLCR() {
        #expect(screen("ab\ncd").lines[1] == "cd")
        var raw = VirtualTerminal(width: 10, height: 3, lineFeedReturns: false)
        raw.feed("ab\ncd")
        #expect(raw.lines[1] == "  cd")
    }

    @Test func carriageReturnAndBackspaceMoveTheCursor() {
        var terminal = screen("abc\rX")
        #expect(terminal.lines[0] == "Xbc")
        terminal.feed("\u{08}\u{08}\u{08}Y")
        #expect(terminal.lines[0] == "Ybc")
        #expect(terminal.cursor.column == 1)
    }
}

@Suite struct VirtualTerminalCursorTests {
    @Test(arguments: [
        ("[2;3H", 1, 2), ("[H", 0, 0), ("[;5H", 0, 4), ("[3H", 2, 0), ("[99;99H", 3, 9), ("[0;0H", 0, 0),
        ("[2;3f", 1, 2),
    ] as [(String, Int, Int)])
    func cursorPositionIsOneBasedAndClamped(sequence: String, row: Int, column: Int) {
        let terminal = screen("xx\nyy" + esc + sequence)
        #expect(terminal.cursor == (row: row, column: column))
    }

    @Test func relativeMovesStopAtTheEdges() {
        var terminal = screen(esc + "[2;5H")
        expectCursor(of: &terminal, after: [
            ("[A", 0, 4), ("[A", 0, 4), ("[2B", 2, 4), ("[9B", 3, 4), ("[3C", 3, 7), ("[20C", 3, 9),
            ("[4D", 3, 5), ("[0D", 3, 4), ("[20D", 3, 0),
        ])
        #expect(terminal.unsupported.isEmpty)
    }

    @Test func columnAndLineAbsolute() {
        var terminal = screen(esc + "[3;3H")
        expectCursor(of: &terminal, after: [("[7G", 2, 6), ("[1d", 0, 6), ("[G" + esc + "[d", 0, 0)])
    }

    @Test func aCursorMoveCancelsAPendingWrap() {
        var terminal = screen("0123456789", width: 10)
        terminal.feed(esc + "[Dx")
        #expect(terminal.lines[0] == "01234567x9")
        #expect(terminal.lines[1] == "")
    }

    @Test func cursorVisibility() {
        var terminal = screen("")
        #expect(terminal.isCursorVisible)
        terminal.feed(esc + "[?25l")
        #expect(!terminal.isCursorVisible)
        terminal.feed(esc + "[?25h")
        #expect(terminal.isCursorVisible)
    }

    @Test func saveAndRestoreKeepPositionAndStyle() {
        var terminal = screen(esc + "[2;3H" + esc + "[1m" + esc + "7" + esc + "[0m" + esc + "[4;8H")
        terminal.feed(esc + "8x")
        #expect(terminal.cursor == (row: 1, column: 3))
        #expect(terminal.styleAt(row: 1, column: 2).bold)
    }
}

@Suite struct VirtualTerminalEraseTests {
    static let filled = "abcdefghij" + "klmnopqrst" + "uvwxyz0123"

    @Test(arguments: [
        ("[K", ["abcdefghij", "klmn", "uvwxyz0123"]), ("[0K", ["abcdefghij", "klmn", "uvwxyz0123"]),
        ("[1K", ["abcdefghij", "     pqrst", "uvwxyz0123"]), ("[2K", ["abcdefghij", "", "uvwxyz0123"]),
        ("[J", ["abcdefghij", "klmn", ""]), ("[0J", ["abcdefghij", "klmn", ""]),
        ("[1J", ["", "     pqrst", "uvwxyz0123"]), ("[2J", ["", "", ""]),
    ] as [(String, [String])])
    func eraseLineAndScreenFromTheCursor(sequence: String, expected: [String]) {
        let terminal = screen(Self.filled + esc + "[2;5H" + esc + sequence, width: 10, height: 3)
        #expect(terminal.lines == expected)
        #expect(terminal.cursor == (row: 1, column: 4))
        #expect(terminal.unsupported.isEmpty)
    }

    @Test func erasingHalfAWideCharacterErasesAllOfIt() {
        let terminal = screen("ab中cd" + esc + "[4G" + esc + "[K")
        #expect(terminal.lines[0] == "ab")
    }

    @Test func erasedCellsHaveNoStyle() {
        let terminal = screen(esc + "[7mxxxx" + esc + "[1G" + esc + "[K")
        #expect(terminal.styleAt(row: 0, column: 0) == .plain)
    }
}

@Suite struct VirtualTerminalStyleTests {
    @Test(arguments: [
        ("1", CellStyle(bold: true)), ("2", CellStyle(dim: true)), ("3", CellStyle(italic: true)),
        ("4", CellStyle(underline: true)), ("7", CellStyle(inverse: true)),
        ("31", CellStyle(foreground: .red)), ("32", CellStyle(foreground: .green)),
        ("37", CellStyle(foreground: .white)), ("90", CellStyle(foreground: .brightBlack)),
        ("91", CellStyle(foreground: .brightRed)), ("97", CellStyle(foreground: .brightWhite)),
        ("1;31", CellStyle(bold: true, foreground: .red)), ("1;2;22", CellStyle()),
        ("3;23", CellStyle()), ("4;24", CellStyle()), ("7;27", CellStyle()), ("31;39", CellStyle()),
        ("1;31;0", CellStyle()), ("1;31;", CellStyle()), ("1;25;26", CellStyle(bold: true)),
    ] as [(String, CellStyle)])
    func selectGraphicRenditionSetsTheStyleOfWhatFollows(parameters: String, expected: CellStyle) {
        let terminal = screen(esc + "[" + parameters + "mx" + esc + "[my")
        #expect(terminal.styleAt(row: 0, column: 0) == expected)
        #expect(terminal.styleAt(row: 0, column: 1) == .plain)
        #expect(terminal.unsupported.isEmpty)
    }

    @Test func everyStandardColourHasItsOwnCode() {
        for color in TerminalColor.allCases {
            let code = color.rawValue < 8 ? 30 + color.rawValue : 90 + color.rawValue - 8
            #expect(screen(esc + "[\(code)mx").styleAt(row: 0, column: 0).foreground == color)
        }
    }

    @Test func aWideCharacterHasItsStyleInBothCells() {
        let terminal = screen(esc + "[7m中")
        #expect(terminal.styleAt(row: 0, column: 0).inverse)
        #expect(terminal.styleAt(row: 0, column: 1).inverse)
    }
}

@Suite struct VirtualTerminalModeTests {
    @Test func alternateScreenIsASeparateBufferAndRestoresTheCursor() {
        var terminal = screen("main text" + esc + "[2;3H")
        terminal.feed(esc + "[?1049h")
        #expect(terminal.isAlternateScreen)
        #expect(terminal.lines == ["", "", "", ""])
        terminal.feed(esc + "[Halt" + esc + "[4;1H")
        #expect(terminal.lines[0] == "alt")
        terminal.feed(esc + "[?1049l")
        #expect(!terminal.isAlternateScreen)
        #expect(terminal.lines[0] == "main text")
        #expect(terminal.cursor == (row: 1, column: 2))
    }

    @Test func alternateScreenDoesNotScrollIntoTheScrollback() {
        let terminal = screen(esc + "[?1049h" + "1\n2\n3\n4\n5\n6")
        #expect(terminal.scrollback.isEmpty)
        #expect(terminal.lines == ["3", "4", "5", "6"])
    }

    @Test func bracketedPasteIsAFlag() {
        var terminal = screen(esc + "[?2004h")
        #expect(terminal.bracketedPaste)
        terminal.feed(esc + "[?2004l")
        #expect(!terminal.bracketedPaste)
        #expect(terminal.unsupported.isEmpty)
    }

    @Test func aSequenceSplitAcrossFeedsIsAppliedWhenComplete() {
        var terminal = screen("ab")
        for piece in [esc, "[", "1", ";", "3", "1m", "x", esc, "[?", "25", "l"] {
            terminal.feed(piece)
        }
        #expect(terminal.styleAt(row: 0, column: 2).foreground == .red)
        #expect(!terminal.isCursorVisible)
        #expect(terminal.lines[0] == "abx")
        #expect(terminal.unsupported.isEmpty)
    }

    @Test func resizeCutsAndPadsWithoutReflow() {
        var terminal = screen("abcdefgh中\nline2\nline3\nline4", width: 10, height: 4)
        terminal.resize(width: 9, height: 2)
        #expect(terminal.lines == ["abcdefgh", "line2"])
        #expect(terminal.cursor == (row: 1, column: 5))
        terminal.resize(width: 12, height: 3)
        #expect(terminal.lines == ["abcdefgh", "line2", ""])
    }
}

@Suite struct VirtualTerminalUnsupportedTests {
    @Test(arguments: [
        ("\u{07}", "C0 0x7"), ("\t", "C0 0x9"), ("\u{0C}", "C0 0xc"), ("\u{7F}", "C0 0x7f"), ("\u{85}", "C1 0x85"),
        (esc + "[5n", "CSI 5n"), (esc + "[6n", "CSI 6n"), (esc + "[s", "CSI s"), (esc + "[2S", "CSI 2S"),
        (esc + "[3J", "CSI 3J"), (esc + "[3K", "CSI 3K"), (esc + "[1;2;3H", "CSI 1;2;3H"),
        (esc + "[?1000h", "CSI ?1000h"), (esc + "[?25;1049h", "CSI ?25;1049h"), (esc + "[>c", "CSI >c"),
        (esc + "[38;5;1m", "SGR 38 in CSI 38;5;1m"), (esc + "[41m", "SGR 41 in CSI 41m"),
        (esc + "[5m", "SGR 5 in CSI 5m"), (esc + "[4:3m", "CSI 4:3m"),
        (esc + "c", "ESC c"), (esc + "(B", "ESC (B"), (esc + "M", "ESC M"),
        (esc + "]0;title\u{07}", "OSC 0;title<7>"), (esc + "]8;;x" + esc + "\\", "OSC 8;;x<1b>\\"),
        (esc + "[1\u{07}", "malformed CSI 1<7>"),
    ] as [(String, String)])
    func whatTheModelDoesNotKnowIsRecorded(text: String, expected: String) {
        let terminal = screen("a" + text + "b")
        #expect(terminal.unsupported.first == expected)
        #expect(terminal.lines[0].hasPrefix("a"))
    }

    @Test func understoodOutputRecordsNothing() {
        let drawing = esc + "[?1049h" + esc + "[?25l" + esc + "[H" + esc + "[2J" + esc + "[1;31mError" + esc + "[0m\r\n"
            + esc + "[2;3H" + esc + "[K" + "中文" + esc + "[7m sel " + esc + "[27m" + esc + "7" + esc + "[4d" + esc + "8"
            + esc + "[?25h" + esc + "[?1049l"
        #expect(screen(drawing, width: 20, height: 5).unsupported.isEmpty)
    }
}

@Suite struct InMemoryTerminalTests {
    @Test @MainActor func hostsScriptedEventsThenTheEndOfInput() throws {
        let terminal = InMemoryTerminal(width: 20, height: 5, script: [
            InMemoryTerminal.typing("ab"), [.resize(TerminalSize(width: 30, height: 6))],
        ])
        #expect(try terminal.nextEvents() == InMemoryTerminal.typing("ab"))
        #expect(try terminal.nextEvents() == [.resize(TerminalSize(width: 30, height: 6))])
        #expect(terminal.size == TerminalSize(width: 30, height: 6))
        #expect(terminal.screen.lines.count == 6)
        #expect(try terminal.nextEvents() == [.endOfInput])
        #expect(try terminal.nextEvents() == [.endOfInput])
    }

    @Test @MainActor func writesAreDrawnAndCounted() throws {
        let terminal = InMemoryTerminal(width: 20, height: 5)
        try terminal.start()
        try terminal.write("héllo")
        try terminal.write("\u{1B}[2;1Hworld")
        #expect(terminal.bytesWritten == 6 + 11)
        #expect(terminal.writeCount == 2)
        #expect(Array(terminal.screen.lines[0...1]) == ["héllo", "world"])
        terminal.resetCounters()
        #expect(terminal.bytesWritten == 0)
    }

    @Test @MainActor func startAndStopTakeAndGiveBackTheTerminal() throws {
        let terminal = InMemoryTerminal()
        try terminal.start()
        #expect(terminal.screen.bracketedPaste)
        try terminal.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[1mx")
        terminal.stop()
        terminal.stop()
        #expect(terminal.calls == [.start, .stop, .stop])
        #expect(!terminal.screen.bracketedPaste)
        #expect(terminal.screen.isCursorVisible)
        #expect(!terminal.screen.isAlternateScreen)
        #expect(terminal.screen.unsupported.isEmpty)
    }

    @Test @MainActor func suspendIsRecorded() throws {
        let terminal = InMemoryTerminal()
        try terminal.start()
        try terminal.write("\u{1B}[?25l")
        try terminal.suspend()
        #expect(terminal.calls == [.start, .suspend])
        #expect(terminal.screen.isCursorVisible)
        #expect(terminal.screen.bracketedPaste)
    }

    @Test @MainActor func failuresCanBeScripted() {
        let terminal = InMemoryTerminal()
        terminal.writeError = TerminalError(operation: "write", code: 5, message: "gone")
        #expect(throws: TerminalError.self) { try terminal.write("x") }
        terminal.startError = TerminalError(operation: "start", message: "not a terminal")
        #expect(throws: TerminalError.self) { try terminal.start() }
    }
}

import Foundation
import FormKit
import ListDiffKit
import ListKit
import Testing
@testable import FormTerminal

@MainActor
@Suite struct FormScreenTests {
    /// A fresh screen's first update: what a full repaint of the session's state writes.
    func fullRepaint(of session: TerminalSession, size: TerminalSize, styler: TextStyler) -> VirtualTerminal {
        var terminal = VirtualTerminal(width: size.width, height: size.height)
        terminal.feed(FormScreen(session: session, size: size, styler: styler).update())
        return terminal
    }

    func expectSameScreen(_ incremental: VirtualTerminal, _ full: VirtualTerminal, _ step: String,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(incremental.lines == full.lines, "\(step)", sourceLocation: sourceLocation)
        #expect(incremental.isCursorVisible == full.isCursorVisible, "\(step)", sourceLocation: sourceLocation)
        if full.isCursorVisible {
            #expect(incremental.cursor == full.cursor, "\(step)", sourceLocation: sourceLocation)
        }
        for row in 0..<full.height {
            for column in 0..<full.width where incremental.styleAt(row: row, column: column) != full.styleAt(row: row, column: column) {
                Issue.record("\(step): style at \(row),\(column) differs", sourceLocation: sourceLocation)
                return
            }
        }
        #expect(incremental.unsupported.isEmpty, sourceLocation: sourceLocation)
    }

    /// After every step of seeded random key sequences (with pastes and resizes), the terminal fed
    /// only the screen's incremental bytes shows exactly what a full repaint of the same state shows.
    @Test(arguments: [1, 2, 3])
    func incrementalUpdatesMatchAFullRepaint(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let keys: [InputEvent] = [
            .key(tab), .key(shiftTab), .key(up), .key(down), .key(left), .key(right), .key(space), .key(backspace),
            .key(enter), .key(escape), .key(KeyEvent(.character("a"))), .key(KeyEvent(.character("é"))),
            .key(KeyEvent(.character("中"))), .key(KeyEvent(.character("+"))), .key(KeyEvent(.character("-"))),
            .key(KeyEvent(.character("1"))), .key(.control("a")), .key(.control("w")), .key(.control("s")),
            .key(KeyEvent(.function(1))), .key(KeyEvent(.function(8))), .key(KeyEvent(.pageDown)), .key(KeyEvent(.pageUp)),
            .key(KeyEvent(.up, modifiers: .control)), .paste("pasted\ttext\nline"),
        ]
        for styled in [false, true] {
            let styler = TextStyler(isEnabled: styled)
            let session = TerminalSession(manager: makeEveryItemForm(width: 50, height: nil))
            var size = TerminalSize(width: 50, height: 16)
            let screen = FormScreen(session: session, size: size, styler: styler)
            var terminal = VirtualTerminal(width: size.width, height: size.height)
            terminal.feed(screen.update())
            for step in 0..<100 {
                let description: String
                if random.next() % 25 == 0 {
                    size = TerminalSize(width: 20 + Int(random.next() % 60), height: 5 + Int(random.next() % 20))
                    screen.resize(to: size)
                    terminal.resize(width: size.width, height: size.height)
                    description = "step \(step): resize to \(size.width)×\(size.height)"
                } else {
                    let event = keys[Int(random.next() % UInt64(keys.count))]
                    session.handle(event)
                    description = "step \(step): \(event)"
                }
                terminal.feed(screen.update())
                expectSameScreen(terminal, fullRepaint(of: session, size: size, styler: styler), description)
            }
        }
    }

    @Test func aKeystrokeInOneFieldWritesOnlyItsLinesAndTheEditor() {
        let session = TerminalSession(manager: makeEveryItemForm(width: 80, height: nil))
        let screen = FormScreen(session: session, size: TerminalSize(width: 80, height: 24), styler: TextStyler(isEnabled: true))
        let full = screen.update()
        session.type("Z")
        let update = screen.update()
        // The row and the editor line: two cursor moves, two lines, and the cursor.
        #expect(update.components(separatedBy: "\u{1B}[2K").count - 1 == 2)
        #expect(update.utf8.count * 10 < full.utf8.count)
        // Nothing changed, nothing written.
        #expect(screen.update() == "")
    }

    @Test(arguments: [80, 40])
    func theHelpShowsEveryKeyAPageAtATime(width: Int) {
        let session = TerminalSession(manager: makeEveryItemForm())
        let screen = FormScreen(session: session, size: TerminalSize(width: width, height: 12), styler: .plain)
        session.send(KeyEvent(.function(1)))
        var seen = ""
        var terminal = VirtualTerminal(width: width, height: 12)
        var footer = ""
        for _ in 0..<20 {
            terminal.feed(screen.update())
            seen += terminal.lines.dropLast().joined(separator: " ") + " "
            footer = terminal.lines.last ?? ""
            #expect(terminal.lines.allSatisfy { $0.displayWidth() <= width })
            session.send(KeyEvent(.pageDown))
        }
        // Every word of every binding's line was on screen at some page.
        let words = Set(seen.split(separator: " ").map(String.init))
        for line in KeyMap.standard.helpLines() {
            for word in line.split(separator: " ") { #expect(words.contains(String(word)), "\(word) of \(line) never shown") }
        }
        #expect(footer.hasPrefix("Keys "))
        session.send(KeyEvent(.character("q")))
        #expect(session.overlay == nil)
    }

    @Test func aTerminalTooSmallShowsOneLineInsteadOfTheForm() {
        let session = TerminalSession(manager: makeEveryItemForm())
        let screen = FormScreen(session: session, size: TerminalSize(width: 19, height: 10), styler: .plain)
        var terminal = VirtualTerminal(width: 19, height: 10)
        terminal.feed(screen.update())
        #expect(terminal.text == "Too small: 20×5 min")
        #expect(!terminal.isCursorVisible)
    }

    @Test func theFocusedRowIsMarkedAndFollowedByTheViewport() {
        let session = TerminalSession(manager: makeEveryItemForm(width: 40, height: nil))
        let screen = FormScreen(session: session, size: TerminalSize(width: 40, height: 10), styler: .plain)
        var terminal = VirtualTerminal(width: 40, height: 10)
        terminal.feed(screen.update())
        #expect(terminal.lines[1].hasPrefix("> Name"))
        session.tab(to: "pay")
        terminal.feed(screen.update())
        #expect(terminal.lines.contains { $0.hasPrefix(">") && $0.contains("[ Pay ]") })
        #expect(terminal.lines[terminal.height - 1].hasPrefix("field 14 of 14"))
    }
}

import Foundation
import FormKit
import ListDiffKit
import ListKit
import Testing
@testable import FormTerminal

/// The screen of a form with rows and steps: a row edit repaints what its batch changed and
/// nothing else, the hint line says where the focus is, and the step header stays at the top.
@MainActor
@Suite struct FormScreenShapeTests {
    /// The screen rows an update wrote: each written line is a move to its row's first column,
    /// then an erase of the line.
    func writtenRows(_ update: String) -> Set<Int> {
        var rows = Set<Int>()
        for piece in update.components(separatedBy: ";1H\u{1B}[2K").dropLast() {
            guard let start = piece.range(of: "\u{1B}[", options: .backwards), let row = Int(piece[start.upperBound...]) else { continue }
            rows.insert(row - 1)
        }
        return rows
    }

    /// The content lines of the sections (bunches) and items a batch moved, inserted or reloaded,
    /// in the layout after it.
    func linesTouched(by updates: [CollectionViewUpdate], in view: CollectionView) -> Set<Int> {
        var lines = Set<Int>()
        func addSection(_ section: Int) {
            guard section < view.numberOfSections, view.numberOfItems(inSection: section) > 0,
                  let first = view.frameForItem(at: IndexPath(item: 0, section: section)),
                  let last = view.frameForItem(at: IndexPath(item: view.numberOfItems(inSection: section) - 1, section: section))
            else { return }
            lines.formUnion(first.y..<last.maxY)
        }
        for case .batch(let batch) in updates {
            for move in batch.movedSections { addSection(move.from); addSection(move.to) }
            for section in batch.insertedSections + batch.reloadedSections { addSection(section) }
            for path in batch.reloadedItems + batch.insertedItems {
                if let frame = view.frameForItem(at: path) { lines.formUnion(frame.y..<frame.maxY) }
            }
        }
        return lines
    }

    /// An address form with three filled-in rows on a screen tall enough to show it all.
    func filledAddressScreen() -> (AdapterManager, RepeatingRows, TerminalSession, FormScreen, VirtualTerminal) {
        let (manager, rows) = makeAddressForm(rows: 3)
        try? manager.setValues(["addresses": [["street": "1 Main St", "city": "Springfield"], ["street": "22 Elm Rd", "city": "Shelbyville"],
                                              ["street": "9 Oak Ave", "city": "Ogdenville"]]])
        let session = TerminalSession(manager: manager)
        session.focus(rows.rows[0].fields[0])
        let screen = FormScreen(session: session, size: TerminalSize(width: 60, height: 40), styler: .plain)
        var terminal = VirtualTerminal(width: 60, height: 40)
        terminal.feed(screen.update())
        return (manager, rows, session, screen, terminal)
    }

    @Test func movingARowRepaintsTheLinesItsBatchChangedAndNothingElse() {
        let (manager, rows, session, screen, start) = filledAddressScreen()
        var terminal = start
        let view = manager.adapter.collectionView!
        let lastRowLines = Set(terminal.lines.indices.filter { terminal.lines[$0].contains("Ogdenville") || terminal.lines[$0].contains("9 Oak") })
        session.send(altDown)
        #expect(rows.rows[1].fields[0] === session.focused)
        let touched = linesTouched(by: view.appliedUpdates, in: view)
        let update = screen.update()
        terminal.feed(update)
        let written = writtenRows(update)
        let bottom = Set(36..<40)   // the rule (message), the editor and the hint
        #expect(!written.isEmpty)
        #expect(written.subtracting(bottom).isSubset(of: touched), "written \(written.sorted()), touched \(touched.sorted())")
        #expect(written.isDisjoint(with: lastRowLines), "the third address did not change")
        #expect(terminal.lines == FormScreen(session: session, size: TerminalSize(width: 60, height: 40), styler: .plain).makeFrame().lines)
    }

    @Test func deletingARowRepaintsFromItsPlaceDownOnly() {
        let (_, _, session, screen, start) = filledAddressScreen()
        var terminal = start
        let above = Set(0..<(terminal.lines.firstIndex { $0.contains("Address 1") } ?? 0))
        session.send(altX)
        let update = screen.update()
        terminal.feed(update)
        #expect(writtenRows(update).isDisjoint(with: above), "the lines above the deleted row stay")
        #expect(!terminal.lines.contains { $0.contains("1 Main St") })
        // At 60 columns the row keys take a line of their own under the place.
        #expect(terminal.lines[38].hasPrefix("Address 1 of 2 · field 2 of"))
        #expect(terminal.lines[39] == "Alt+A add row · Alt+X delete row")
    }

    @Test func typingInAFieldOfARowWritesItsLineAndTheEditor() {
        let (_, _, session, screen, _) = filledAddressScreen()
        _ = screen.update()
        session.type("!")
        let update = screen.update()
        #expect(writtenRows(update).count == 2)
    }

    @Test func theHintLineSaysWhichRowHasTheFocus() {
        let (_, rows, session, screen, _) = filledAddressScreen()
        session.focus(rows.rows[1].nestedRows[0].addButton)
        var terminal = VirtualTerminal(width: 60, height: 40)
        terminal.feed(screen.update())
        #expect(terminal.lines[38].hasPrefix("Address 2 of 3 · field "))
        #expect(terminal.lines[39] == "Space add · Alt+A add row", "the hint says which key adds the row")
        session.send(space)
        terminal.feed(screen.update())
        #expect(terminal.lines[38].hasPrefix("Address 2 of 3 · Phone 1 of 1 · field "))
        #expect(terminal.lines[36] == "Added Phone 1 — Alt+Z to undo")
    }

    @Test func theStepHeaderStaysAtTheTopWhileTheStepScrolls() {
        let manager = makeForm {
            FormStep("Many", key: "many") {
                Section { for index in 0..<30 { TextItem("Field \(index)", key: "field\(index)") } }
            }
            FormStep("Last", key: "last") { Section { TextItem("End", key: "end") } }
        }
        let session = TerminalSession(manager: manager)
        let screen = FormScreen(session: session, size: TerminalSize(width: 50, height: 14), styler: .plain)
        var terminal = VirtualTerminal(width: 50, height: 14)
        terminal.feed(screen.update())
        #expect(terminal.lines[0] == "  Step 1 of 2: Many")
        #expect(terminal.lines[2].hasPrefix("> Field 0"), "the form starts under the header, once")
        session.tab(to: "field29")
        terminal.feed(screen.update())
        #expect(terminal.lines[0] == "  Step 1 of 2: Many")
        #expect(terminal.lines[1].contains("▸ Many · Last"))
        #expect(terminal.lines.contains { $0.hasPrefix("> Field 29") })
        session.focus(manager.item(forKey: "field0", as: TextItem.self))
        terminal.feed(screen.update())
        #expect(terminal.lines[2].hasPrefix("> Field 0"))
        #expect(terminal.lines.filter { $0.contains("Step 1 of 2") }.count == 1)
    }

    /// After every step of seeded random keys — row keys and step keys among them — the terminal
    /// fed only the incremental bytes shows what a full repaint shows.
    @Test(arguments: [4, 5, 6])
    func incrementalUpdatesMatchAFullRepaintWithRowsAndSteps(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let keys: [KeyEvent] = [tab, shiftTab, up, down, enter, altA, altX, altZ, altShiftZ, altUp, altDown, altShiftDown,
                                controlPageDown, controlPageUp, KeyEvent(.character("a")), backspace, .control("s"), KeyEvent(.pageDown)]
        let rows = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", minimumCount: 1, maximumCount: 6) {
            TextItem("Street", key: "street").validated(by: .required)
            RepeatingRows("Phones", key: "phones", rowTitle: "Phone", maximumCount: 2) { TextItem("Phone") }
        }
        rows.allowsDuplicating = true
        let manager = makeForm {
            FormStep("Account", key: "account") { Section { TextItem("Email", key: "email") } }
            FormStep("Shipping", key: "shipping") { Section(header: "Shipping") { rows } }
        }
        let session = TerminalSession(manager: manager)
        let size = TerminalSize(width: 44, height: 14)
        let screen = FormScreen(session: session, size: size, styler: TextStyler(isEnabled: true))
        var terminal = VirtualTerminal(width: size.width, height: size.height)
        terminal.feed(screen.update())
        for step in 0..<150 {
            let key = keys[Int(random.next() % UInt64(keys.count))]
            session.handle(.key(key))
            terminal.feed(screen.update())
            var full = VirtualTerminal(width: size.width, height: size.height)
            full.feed(FormScreen(session: session, size: size, styler: TextStyler(isEnabled: true)).update())
            #expect(terminal.lines == full.lines, "step \(step): \(key)")
            if terminal.lines != full.lines { return }
        }
    }
}

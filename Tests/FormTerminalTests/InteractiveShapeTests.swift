import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs an end-to-end test only where tmux is installed, and says so when it is skipped.
    static var needsTmux: Self {
        .enabled(if: TmuxSession.executable != nil,
                 "SKIPPED: tmux is not installed (apt-get install tmux): the end-to-end terminal tests did not run")
    }
}

/// Rows and steps in the Demo's interactive form, in a real terminal emulator (tmux): keys sent to
/// the pane, the screen read back, the values on standard output, the terminal given back.
@Suite(.serialized, .needsTmux, .timeLimit(.minutes(1)))
struct InteractiveShapeTests {
    let demo = InteractiveDemoTests()

    /// The checkout form on its shipping step: the account filled in, the first street focused.
    func checkoutOnShipping(width: Int = 80) throws -> TmuxSession {
        let session = try demo.start("checkout --interactive", width: width)
        try session.sendLiteral("ada@example.com")
        try session.sendKeys("Tab")
        try session.sendLiteral("Ada")
        try session.sendKeys("C-NPage")
        try session.waitUntil(screenContains: "Step 2 of 3: Shipping")
        return session
    }

    /// The screen's line that starts with the focus mark.
    func focusedLine(_ screen: [String]) -> String? { screen.first { $0.hasPrefix(">") } }

    @Test func rowsAreAddedMovedDeletedAndUndoneAndTheValuesFollowThem() throws {
        let session = try checkoutOnShipping()
        defer { session.kill() }
        try session.sendLiteral("1 Main St")
        try session.sendKeys("Tab")
        try session.sendLiteral("Springfield")
        try session.sendKeys("M-a")
        var screen = try session.waitUntil(screenContains: "Added Address 2 — Alt+Z to undo")
        #expect(screen.suffix(2).contains { $0.hasPrefix("Address 2 of 2 · field ") }, "\(screen.suffix(2))")
        #expect(focusedLine(screen)?.hasPrefix("> Street") == true)
        try session.sendLiteral("2 Elm Rd")
        try session.sendKeys("Tab")
        try session.sendLiteral("Shelbyville")
        try session.sendKeys("M-Up")
        screen = try session.waitUntil(screenContains: "Moved Address 2 up to place 1 of 2")
        #expect(screen.suffix(2).contains { $0.hasPrefix("Address 1 of 2") })
        let firstStreet = try #require(screen.firstIndex { $0.contains("2 Elm Rd") })
        #expect(firstStreet < (screen.firstIndex { $0.contains("1 Main St") } ?? 0), "the moved row took its values along")
        try session.sendKeys("M-x")
        screen = try session.waitUntil(screenContains: "Deleted Address 1 — Alt+Z to undo")
        #expect(!screen.contains { $0.contains("2 Elm Rd") })
        #expect(focusedLine(screen)?.hasPrefix("> City") == true, "the same place in the next row")
        try session.sendKeys("M-z")
        screen = try session.waitUntil(screenContains: "Undid the delete of Address 1")
        #expect(screen.contains { $0.contains("2 Elm Rd") })
        try session.sendKeys("C-NPage")
        try session.waitUntil(screenContains: "Step 3 of 3: Payment")
        try session.sendKeys("Tab")
        try session.sendLiteral("A. Lovelace")
        try session.sendKeys("C-s")
        #expect(try session.waitForExit() == 0)
        #expect(demo.file("out.json", in: session).trimmingCharacters(in: .whitespacesAndNewlines)
            == #"{"email":"ada@example.com","name":"Ada","addresses":[{"street":"2 Elm Rd","city":"Shelbyville","phones":[]},"#
            + #"{"street":"1 Main St","city":"Springfield","phones":[]}],"method":"Card","cardName":"A. Lovelace","gift":false}"#)
        demo.expectTerminalRestored(session)
    }

    /// Enter goes from field to field as the hint says: past the Add Phone button it adds no row
    /// (before, it pressed it and the form sent `"phones":[""]`); at 60 columns the hint keeps the
    /// row keys and both step keys — the way back included — on a line of their own.
    @Test func enterNeverAddsARowAndANarrowHintKeepsTheRowAndStepKeys() throws {
        let session = try checkoutOnShipping(width: 60)
        defer { session.kill() }
        try session.sendLiteral("1 Main St")
        try session.sendKeys("Enter")
        try session.sendLiteral("Springfield")
        try session.sendKeys("Enter")
        var screen = try session.waitUntil(screenContains: "── Add Phone")
        #expect(screen.last == "Space add · M-a +row · ^PgDn step> · ^PgUp <step", "the row and step keys, the way back included: \(screen.suffix(2))")
        #expect(screen.dropLast().last?.hasPrefix("Address 1 of 1 · field ") == true, "\(screen.suffix(2))")
        try session.sendKeys("Enter")
        screen = try session.waitUntil { !$0.contains { $0.hasPrefix("── Add Phone") } }
        #expect(!screen.contains { $0.contains("Phone 1") }, "Enter added no phone row")
        try session.sendKeys("C-NPage")
        try session.waitUntil(screenContains: "Step 3 of 3: Payment")
        try session.sendKeys("Tab")
        try session.sendLiteral("A. Lovelace")
        try session.sendKeys("C-s")
        #expect(try session.waitForExit() == 0)
        let sent = demo.file("out.json", in: session)
        #expect(sent.contains(#""addresses":[{"street":"1 Main St","city":"Springfield","phones":[]}]"#), "no phone row: \(sent)")
    }

    @Test func nextIsBlockedByAnInvalidStepBackIsFreeAndSubmitJumpsToTheInvalidStep() throws {
        let session = try demo.start("checkout --interactive")
        defer { session.kill() }
        try session.sendKeys("C-NPage")
        var screen = try session.waitUntil(screenContains: "Account: 2 fields need attention.")
        #expect(screen.first == "  Step 1 of 3: Account")
        #expect(screen.contains { $0.contains("! Email is required") })
        try session.sendLiteral("ada@example.com")
        try session.sendKeys("Tab")
        try session.sendLiteral("Ada")
        try session.sendKeys("C-NPage")
        try session.waitUntil(screenContains: "Step 2 of 3: Shipping")
        // Back from a step left empty: nothing is checked, nothing blocks.
        try session.sendKeys("C-PPage")
        screen = try session.waitUntil(screenContains: "Step 1 of 3: Account")
        #expect(focusedLine(screen)?.hasPrefix("> Name") == true, "the field left on the step")
        try session.sendKeys("C-NPage")
        try session.waitUntil(screenContains: "Step 2 of 3: Shipping")
        try session.sendLiteral("1 Main St")
        try session.sendKeys("C-NPage")
        screen = try session.waitUntil(screenContains: "Shipping: 1 field needs attention.")
        #expect(focusedLine(screen)?.hasPrefix("> City") == true, "the first field that needs attention")
        try session.sendLiteral("Springfield")
        try session.sendKeys("C-NPage")
        try session.waitUntil(screenContains: "Step 3 of 3: Payment")
        // The street emptied on the way back: submit from the last step lands on shipping.
        try session.sendKeys("C-PPage")
        try session.waitUntil(screenContains: "Step 2 of 3: Shipping")
        try session.sendKeys("BTab", "C-u", "C-NPage")
        try session.waitUntil(screenContains: "Shipping: 1 field needs attention.")
        try session.sendKeys("C-s")
        screen = try session.waitUntil(screenContains: "2 fields need attention.")
        #expect(screen.first == "  Step 2 of 3: Shipping")
        #expect(focusedLine(screen)?.hasPrefix("> Street") == true)
        try session.sendKeys("C-c")
        #expect(try session.waitForExit() == 130)
        demo.expectTerminalRestored(session)
    }

    @Test func anEmptyOptionalNumberSubmitsAnEmptyObject() throws {
        let document = try TmuxSession.writeTemporary(#"{"type": "object", "properties": {"n": {"type": "number"}}}"#)
        defer { try? FileManager.default.removeItem(atPath: document) }
        let session = try demo.start("schema \(TmuxSession.quoted(document)) --interactive")
        defer { session.kill() }
        try session.sendKeys("Enter")
        #expect(try session.waitForExit() == 0)
        #expect(demo.file("out.json", in: session) == "{}\n")
        demo.expectTerminalRestored(session)
    }

    @Test func warningsArePrintedBeforeTheFormTakesTheScreenAndShowOnItsMessageLine() throws {
        let document = try TmuxSession.writeTemporary(#"{"type": "object", "properties": {"n": {"type": "number", "colour": "red"}}}"#)
        defer { try? FileManager.default.removeItem(atPath: document) }
        let session = try demo.start("schema \(TmuxSession.quoted(document)) --interactive")
        defer { session.kill() }
        let screen = try session.capturePane()
        #expect(screen.contains { $0.hasPrefix("! Warning: /properties/n/colour: unknown keyword \"colour\"") }, "\(screen)")
        let before = try session.capturePane(otherScreen: true)
        #expect(before.contains { $0.contains("Demo schema: warning: /properties/n/colour") }, "printed before the form took the screen")
        try session.sendLiteral("2")
        try session.sendKeys("C-s")
        #expect(try session.waitForExit() == 0)
        #expect(demo.file("out.json", in: session) == "{\"n\":2}\n")
    }
}

extension TmuxSession {
    /// A temporary file holding `text`, for a command in a pane to read.
    static func writeTemporary(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-doc-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

import Foundation
import Testing

/// The Demo's interactive mode in a real terminal emulator (tmux), as a person uses it: keys sent
/// to the pane, the screen read back, the exit status, standard output and `stty -g` checked.
/// Every wait has a time limit, so a hang fails the test instead of blocking the run.
@Suite(.serialized) struct InteractiveDemoTests {
    /// The built Demo executable (next to the test bundle, else `.build/debug`).
    static let demo: String? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
                       Bundle.main.executableURL?.deletingLastPathComponent(), packageRoot.appendingPathComponent(".build/debug")]
        return folders.compactMap { $0?.appendingPathComponent("Demo").path }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Starts `Demo arguments` in a pane, with `stty -g` recorded before and after it and its
    /// standard output in `out.json`.
    func start(_ arguments: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:],
               opensWith opening: String = "field 1 of") throws -> TmuxSession {
        let demo = try #require(Self.demo, "no built Demo executable")
        // The Demo runs in a shell that writes its process id and then becomes it (exec), so a
        // test can signal it.
        let command = "stty -g > stty-before; sh -c 'echo $$ > demo.pid; exec \"$0\" \"$@\"' \(TmuxSession.quoted(demo)) \(arguments) > out.json; status=$?; "
            + "stty -g > stty-after; (exit $status)"
        let session = try TmuxSession(command: command, width: width, height: height, environment: environment)
        _ = try session.waitUntil(screenContains: opening)
        return session
    }

    func file(_ name: String, in session: TmuxSession) -> String {
        (try? String(contentsOf: session.directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    func expectTerminalRestored(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = file("stty-before", in: session)
        #expect(!before.isEmpty, sourceLocation: sourceLocation)
        #expect(before == file("stty-after", in: session), sourceLocation: sourceLocation)
    }

    @Test(.timeLimit(.minutes(1))) func fillInAndSubmitPrintsPlainJSON() throws {
        let session = try start("signup --interactive")
        defer { session.kill() }
        try session.sendLiteral("Zed")
        try session.sendKeys("Tab")
        try session.sendLiteral("zed@example.com")
        try session.sendKeys("Tab")
        try session.sendLiteral("correct horse")
        try session.sendKeys("Tab", "Right", "Right")
        _ = try session.waitUntil(screenContains: "Seats")   // the plan is Team: its rows appear
        try session.sendKeys("C-s")
        #expect(try session.waitForExit() == 0)
        #expect(file("out.json", in: session).trimmingCharacters(in: .whitespacesAndNewlines)
            == #"{"name":"Zed","email":"zed@example.com","password":"correct horse","plan":"Team","seats":5,"newsletter":true,"topics":["Releases"]}"#)
        expectTerminalRestored(session)
    }

    @Test(.timeLimit(.minutes(1))) func aGermanPersonTypesCommaDecimalsAndDottedDatesAndTheValuesStayLocaleFree() throws {
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/schema/order.schema.json").path
        let session = try start("schema \(TmuxSession.quoted(schema)) --interactive --draft draft.json", height: 30, environment: ["LANG": "de_DE.UTF-8"],
                                opensWith: "Feld 1 von")
        defer { session.kill() }
        /// Tabs until the rule line names `title`.
        func focus(_ title: String) throws {
            for _ in 0..<20 {
                if try session.capturePane().contains(where: { $0.contains("── \(title) ") }) { return }
                try session.sendKeys("Tab")
                _ = try? session.waitUntil(timeout: .milliseconds(300)) { $0.contains { $0.contains("── \(title) ") } }
            }
            Issue.record("never focused \(title)")
        }
        try focus("Customer")
        try session.sendLiteral("Ada")
        try focus("Unit price")
        let hints = try session.capturePane()
        #expect(hints.contains { $0.contains("Feld ") && $0.contains("Tasten") }, "the hint line is German: \(hints)")
        try session.sendLiteral("3,5")
        try focus("Delivery date")
        try session.sendLiteral("31.04.2026")
        _ = try session.waitUntil(screenContains: "! Delivery date ist kein Datum wie 31.05.2024")
        try session.sendKeys("C-u")
        try session.sendLiteral("27.11.2026")
        _ = try session.waitUntil(screenContains: "27.11.2026")
        // The document wants line items the person cannot type: the submit is refused, in German.
        try session.sendKeys("C-s")
        let refused = try session.waitUntil(screenContains: "! 1 Feld muss noch bearbeitet werden.")
        #expect(refused.contains { $0.contains("ist ein Pflichtfeld") } && refused.contains { $0.contains("Ship to angeben") }, "\(refused)")
        try session.sendKeys("C-c")
        #expect(try session.waitForExit() == 130)
        let draft = file("draft.json", in: session)
        #expect(draft.contains(#""price": 3.5"#) && draft.contains(#""delivery": "2026-11-27""#), "\(draft)")
        expectTerminalRestored(session)
    }

    @Test(.timeLimit(.minutes(1))) func anInvalidSubmitShowsTheErrorsAndKeepsTheForm() throws {
        let session = try start("signup --interactive")
        defer { session.kill() }
        try session.sendKeys("Tab", "Tab")
        try session.sendKeys("C-s")
        let screen = try session.waitUntil(screenContains: "3 fields need attention.")
        #expect(screen.contains { $0.contains("! Name is required") })
        #expect(screen.contains { $0.hasPrefix("> Name") })
        try session.sendLiteral("Zed")
        let fixed = try session.waitUntil(screenContains: "Zed")
        #expect(!fixed.contains { $0.contains("! Name is required") })
        try session.sendKeys("C-c")
        #expect(try session.waitForExit() == 130)
        expectTerminalRestored(session)
    }

    @Test(.timeLimit(.minutes(1))) func aResizeLaysTheFormOutAgain() throws {
        let session = try start("signup --interactive")
        defer { session.kill() }
        try session.sendLiteral("Jo")
        try session.resize(width: 40, height: 12)
        let narrow = try session.waitUntil { lines in lines.contains { $0.hasPrefix("> Name") && $0.hasSuffix("Jo") && $0.count == 40 } }
        #expect(narrow.allSatisfy { $0.count <= 40 })
        try session.resize(width: 15, height: 4)
        _ = try session.waitUntil(screenContains: "Too small")
        try session.resize(width: 80, height: 24)
        _ = try session.waitUntil { lines in lines.contains { $0.hasPrefix("> Name") && $0.hasSuffix("Jo") && $0.count == 80 } }
        try session.sendKeys("C-s")
        _ = try session.waitUntil(screenContains: "fields need attention")
        try session.sendKeys("C-c")
        #expect(try session.waitForExit() == 130)
    }

    @Test(.timeLimit(.minutes(1))) func controlCExits130RestoresTheTerminalAndWritesTheDraft() throws {
        let session = try start("signup --interactive --draft draft.json")
        defer { session.kill() }
        try session.sendLiteral("Zed")
        _ = try session.waitUntil(screenContains: "Zed")
        try session.sendKeys("C-c")
        #expect(try session.waitForExit() == 130)
        expectTerminalRestored(session)
        #expect(file("draft.json", in: session).contains(#""name": "Zed""#) || file("draft.json", in: session).contains(#""name":"Zed""#))
        #expect(file("out.json", in: session).isEmpty)
    }

    @Test(.timeLimit(.minutes(1)), arguments: [SIGTERM, SIGHUP])
    func aTerminatingSignalEndsTheRunAsInterruptedWithTheTerminalRestored(signal: Int32) throws {
        let session = try start("signup --interactive --draft draft.json")
        defer { session.kill() }
        try session.sendLiteral("Zed")
        _ = try session.waitUntil(screenContains: "Zed")
        let pid = try #require(Int32(file("demo.pid", in: session).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Foundation.kill(pid, signal) == 0)
        #expect(try session.waitForExit() == 130)
        expectTerminalRestored(session)
        #expect(file("draft.json", in: session).contains("Zed"))
    }

    /// Ctrl-Z under a shell with job control, as a person meets it: the Demo stops (the shell sees
    /// status 148), `fg` continues it, and the form is drawn again and still takes keys.
    @Test(.timeLimit(.minutes(1))) func controlZSuspendsAndFgRedrawsTheForm() throws {
        let demo = try #require(Self.demo, "no built Demo executable")
        let script = "stty -g > stty-before; \(TmuxSession.quoted(demo)) signup --interactive > out.json; echo $? > stop-status; fg; "
            + "status=$?; stty -g > stty-after; exit $status"
        let session = try TmuxSession(command: "bash --norc --noprofile -i -c \(TmuxSession.quoted(script))")
        defer { session.kill() }
        _ = try session.waitUntil(screenContains: "field 1 of")
        try session.sendLiteral("Zed")
        _ = try session.waitUntil(screenContains: "Zed")
        try session.sendKeys("C-z")
        _ = try session.waitUntil { _ in file("stop-status", in: session).hasPrefix("148") }
        _ = try session.waitUntil { lines in lines.contains { $0.hasPrefix("> Name") && $0.hasSuffix("Zed") } }
        try session.sendLiteral("!")
        _ = try session.waitUntil(screenContains: "Zed!")
        try session.sendKeys("C-c")
        #expect(try session.waitForExit() == 130)
        expectTerminalRestored(session)
    }

    @Test(.timeLimit(.minutes(1))) func escapeAsksThenCancelsWithStatus3() throws {
        let session = try start("signup --interactive")
        defer { session.kill() }
        try session.sendLiteral("Z")
        try session.sendKeys("Escape")
        _ = try session.waitUntil(screenContains: "Discard what you typed and cancel? y/N")
        try session.sendLiteral("n")
        _ = try session.waitUntil(screenContains: "Not cancelled.")
        try session.sendKeys("Escape")
        _ = try session.waitUntil(screenContains: "cancel? y/N")
        try session.sendLiteral("y")
        #expect(try session.waitForExit() == 3)
        expectTerminalRestored(session)
    }

    @Test(.timeLimit(.minutes(1))) func aPasteIsInsertedOnceWithItsControlCharactersMadeHarmless() throws {
        let session = try start("signup --interactive")
        defer { session.kill() }
        // tmux sends a buffer with bracketed paste markers when the application asked for them (-p).
        try session.pasteBuffer("Ann\u{7}\nLee")
        _ = try session.waitUntil { lines in lines.contains { $0.hasPrefix("> Name") && $0.hasSuffix("Ann Lee") } }
        try session.sendKeys("C-c")
        #expect(try session.waitForExit() == 130)
    }
}

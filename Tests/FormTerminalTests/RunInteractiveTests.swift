import Foundation
import FormKit
import ListKit
import Testing
@testable import FormTerminal

/// `runInteractive(on:)` with a terminal in memory: the loop, the outcome, and what it gives back.
@MainActor
@Suite struct RunInteractiveTests {
    @Test func typingAndControlSSubmitsTheValuesAndGivesEverythingBack() throws {
        let manager = makeEveryItemForm(width: 33, height: 7)
        let view = try #require(manager.adapter.collectionView)
        let terminal = InMemoryTerminal(width: 60, height: 20, script: [
            InMemoryTerminal.typing("Zed"), InMemoryTerminal.press(.tab), [.resize(TerminalSize(width: 50, height: 12))],
            InMemoryTerminal.press(.character("s"), .control),
        ])
        let outcome = try manager.runInteractive(on: terminal, options: TerminalFormOptions(color: true))
        #expect(outcome.status == .submitted)
        #expect(outcome.values["name"] == "Zed")
        #expect(terminal.calls == [.start, .stop])
        #expect(!terminal.screen.isAlternateScreen)
        #expect(terminal.screen.isCursorVisible)
        // The collection view is the manager's again: its size, its style, nothing highlighted.
        #expect(view.width == 33)
        #expect(view.height == 7)
        #expect(view.selectionStyle == .inverse)
        #expect(view.indexPathsForHighlightedItems.isEmpty)
    }

    @Test func theEndOfInputInterruptsWithWhatWasTyped() throws {
        let manager = makeEveryItemForm()
        let terminal = InMemoryTerminal(script: [InMemoryTerminal.typing("Ann")])
        let outcome = try manager.runInteractive(on: terminal)
        #expect(outcome.status == .interrupted)
        #expect(outcome.exitStatus == 130)
        #expect(outcome.values["name"] == "Ann")
        #expect(terminal.calls == [.start, .stop])
    }

    @Test func aFailingTerminalIsGivenBackAndReported() throws {
        let manager = makeEveryItemForm()
        let terminal = InMemoryTerminal(script: [InMemoryTerminal.typing("A")])
        terminal.writeError = TerminalError(operation: "write", code: EIO, message: "input/output error")
        #expect(throws: TerminalFormError.self) { try manager.runInteractive(on: terminal) }
        #expect(terminal.calls == [.start, .stop])
    }

    @Test func aTerminatingSignalInterrupts() throws {
        let manager = makeEveryItemForm()
        let terminal = InMemoryTerminal(script: [InMemoryTerminal.typing("B"), [.terminated(signal: SIGTERM)]])
        let outcome = try manager.runInteractive(on: terminal)
        #expect(outcome.status == .interrupted)
        #expect(outcome.values["name"] == "B")
    }
}

/// What the person should read about the form comes before the form, never only after it.
@MainActor
@Suite struct NoticeTests {
    /// A form whose two fields share a key, with no diagnostic handler: the diagnostic waits.
    func formWithASharedKey() -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60)
        return AdapterManager(adapter: adapter) {
            Section {
                TextItem("Email", key: "email")
                TextItem("Work email", key: "email")
            }
        }
    }

    @Test func theInteractiveFormOpensWithTheNoticesOnItsMessageLine() throws {
        let terminal = InMemoryTerminal(width: 120, height: 12, script: [])
        var options = TerminalFormOptions(color: false)
        options.notices = ["/properties/n/colour: unknown keyword \"colour\", ignored"]
        _ = try formWithASharedKey().runInteractive(on: terminal, options: options)
        #expect(terminal.output.contains("! Warning: /properties/n/colour: unknown keyword \"colour\", ignored (and 1 more)"))
        let alone = InMemoryTerminal(width: 140, height: 12, script: [])
        _ = try formWithASharedKey().runInteractive(on: alone, options: TerminalFormOptions(color: false))
        #expect(alone.output.contains("! Warning: more than one field has the key \"email\""))
    }

    @Test func lineModeWritesTheNoticesBeforeTheFirstQuestion() throws {
        let output = MemoryLineOutput()
        _ = try? formWithASharedKey().runLines(input: MemoryLineInput(""), output: output)
        #expect(output.text.hasPrefix(LineSession.introduction
            + "Warning: more than one field has the key \"email\": values and look-ups use the first; give each field its own key\nEmail: "))
    }
}

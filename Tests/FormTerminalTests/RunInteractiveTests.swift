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

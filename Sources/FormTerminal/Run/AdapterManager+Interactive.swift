import Foundation
import FormKit
import FormLocale
import ListKit

extension AdapterManager {
    /// Runs the form on `host` until it is submitted, cancelled or interrupted, and gives the
    /// terminal back as it found it on every one of those paths (and when the terminal fails).
    ///
    /// The form is drawn on the alternate screen; the focused field's editor sits under it. The
    /// manager's collection view (one is made when it has none) is sized and styled for the
    /// terminal during the run and given back as it was. After
    /// each burst of input only the lines that changed are written. A resize lays the form out at
    /// the new width; Ctrl-Z suspends and the form is drawn again when the process continues;
    /// SIGTERM, SIGHUP and an outside SIGINT end the run as interrupted.
    ///
    /// - Parameters:
    ///   - host: the terminal (``makeSystemTerminal(input:output:)`` for the process's own; one in
    ///     memory for tests).
    ///   - options: colours (the mode is not read here: this is the interactive mode), keys, the
    ///     notices shown on the message line as the form opens, and the last check before submit.
    /// - Returns: the outcome, with the values entered (hidden fields left out) whatever the ending.
    /// - Throws: ``TerminalFormError/terminal(_:)`` when the terminal fails; the terminal is
    ///   restored first.
    public func runInteractive(on host: TerminalHost, options: TerminalFormOptions = TerminalFormOptions()) throws(TerminalFormError) -> FormOutcome {
        if let localizer = options.localizer { self.localizer = localizer }
        let session = TerminalSession(manager: self, keyMap: options.keyMap)
        session.check = options.check
        let notices = options.notices + diagnosticNotices()
        if let first = notices.first {
            let text = notices.count > 1 ? localizer("terminal.warning.more", ["text": .text(first), "count": .integer(notices.count - 1)])
                : localizer("terminal.warning", ["text": .text(first)])
            session.message = TerminalSession.Message(text: text, isError: true)
        }
        // The run borrows the manager's collection view (sizing, styling and highlighting it for
        // the terminal) and gives it back as it was.
        let borrowed = adapter.collectionView.map { view in
            (view: view, width: view.width, height: view.height, offset: view.contentOffset, styler: view.textStyler,
             selectionStyle: view.selectionStyle, highlighted: view.indexPathsForHighlightedItems)
        }
        defer {
            if let borrowed {
                let view = borrowed.view
                view.highlightItem(at: nil)
                view.width = borrowed.width
                view.height = borrowed.height
                view.textStyler = borrowed.styler
                view.selectionStyle = borrowed.selectionStyle
                view.scroll(to: borrowed.offset)
                if borrowed.highlighted.count == 1 { view.highlightItem(at: borrowed.highlighted[0]) }
            } else {
                adapter.collectionView = nil
            }
        }
        let screen = FormScreen(session: session, size: host.size,
                                styler: TextStyler(isEnabled: options.usesColor(isTerminal: true)))
        do {
            try host.start()
        } catch {
            throw .terminal(error)
        }
        defer {
            try? host.write(FormScreen.leaveSequence)
            host.stop()
        }
        do {
            try host.write(FormScreen.enterSequence)
            try host.write(screen.update())
            while true {
                let events = try host.nextEvents()
                var ending: FormOutcome.Status?
                for event in events {
                    switch event {
                    case .input(let input):
                        switch session.handle(input) {
                        case .end(let end)?: ending = end
                        case .suspend?:
                            try host.write(FormScreen.leaveSequence)
                            try host.suspend()
                            try host.write(FormScreen.enterSequence)
                            screen.invalidate()
                        case nil: break
                        }
                    case .resize(let size):
                        screen.resize(to: size)
                    case .resumed:
                        try host.write(FormScreen.enterSequence)
                        screen.invalidate()
                    case .terminated, .endOfInput:
                        ending = .interrupted
                    }
                    if ending != nil { break }
                }
                if let ending {
                    return FormOutcome(status: ending, values: values)
                }
                try host.write(screen.update())
            }
        } catch {
            throw .terminal(error)
        }
    }
}

extension AdapterManager {
    /// The form's diagnostics still waiting for a handler (a key two fields share, a condition on
    /// a key no field has), as lines for the person: shown before the form, never only after it.
    /// Builds the form's index first, which finds the shared keys.
    func diagnosticNotices() -> [String] {
        guard diagnosticHandler == nil else { return [] }
        _ = fields
        return pendingDiagnostics.map(\.description)
    }
}

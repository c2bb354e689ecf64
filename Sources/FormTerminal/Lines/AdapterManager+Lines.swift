import FormKit
import ListKit

extension AdapterManager {
    /// Runs the form in line mode: one prompt per field, read one line at a time — for screen
    /// readers, scripts and pipes.
    ///
    /// The run asks every field that is shown, enabled and focusable, in form order; after each
    /// answer the form is looked at again, so a row that an answer shows is asked too (one that
    /// appears above the current field is asked after the last one). Each prompt shows the title,
    /// notes ("required", the range, the format) and the current value in brackets, which Enter
    /// alone keeps:
    ///
    /// ```
    /// Name (required; e.g. Jane Appleseed): Zed
    /// Plan (a number or a name) [Free]:
    /// Newsletter [Y/n]: n
    /// ```
    ///
    /// - Single choices list numbered options; the answer is a number or an option's name (any
    ///   case). Multiple choices take numbers or names separated by commas. `none` clears a
    ///   choice, a number or a date (unless an option is called so).
    /// - Booleans take y, yes, n or no; a stepper or slider shows its range; a date its format; a
    ///   card asks for its number, expiry and CVV; a long text reads lines until one holding only
    ///   `.`; `?` prints how to answer.
    /// - An answer the item refuses (``FormItem/apply(input:)``) or whose validators fail is asked
    ///   again, after the message. Secrets are read with the terminal's echo off (see
    ///   ``LineInput/readLine(secret:)``) and are never written back.
    /// - At the end ``validate()`` runs; the fields it finds wrong are listed and asked again,
    ///   until the form is valid.
    ///
    /// The manager keeps every answer as it is given, so ``values`` holds the values entered so
    /// far whichever way the run ends.
    ///
    /// - Parameters:
    ///   - input: where answers come from.
    ///   - output: where prompts go (``FileLineOutput`` on standard error in a terminal run).
    ///   - options: the run's options; line mode writes plain text and reads no other option.
    /// - Returns: ``FormOutcome/Status/submitted`` with ``values`` once every validator passes, or
    ///   ``FormOutcome/Status/interrupted`` with the values so far when a signal ends the wait.
    /// - Throws: ``TerminalFormError/endOfInput(field:)`` when the input ends before the form is
    ///   complete (never a hang, never a silent success; the values so far stay in ``values``);
    ///   ``TerminalFormError/invalid(errors:)`` when validators fail on fields no prompt can
    ///   change; ``TerminalFormError/terminal(_:)`` when reading or writing fails.
    /// - Complexity: O(n) prompts for n fields, plus O(n) per round of final validation.
    public func runLines(input: LineInput, output: LineOutput,
                         options: TerminalFormOptions = TerminalFormOptions()) throws(TerminalFormError) -> FormOutcome {
        let session = LineSession(manager: self, input: input, output: output)
        do {
            return try session.run()
        } catch {
            switch error {
            case .interrupted: return FormOutcome(status: .interrupted, values: values)
            case .endOfInput(let field): throw .endOfInput(field: field)
            case .invalid(let errors): throw .invalid(errors: errors)
            case .terminal(let failure): throw .terminal(failure)
            }
        }
    }
}

/// One run of line mode over a manager.
@MainActor
final class LineSession {
    /// Why a run stopped before it was submitted.
    enum Stop: Error {
        case interrupted
        case endOfInput(String)
        case invalid([ValidationError])
        case terminal(TerminalError)
    }

    let manager: AdapterManager
    let input: LineInput
    let output: LineOutput
    /// The fields asked at least once.
    private var asked = Set<ObjectIdentifier>()
    /// The section whose header was written last.
    private weak var lastSection: Section?

    init(manager: AdapterManager, input: LineInput, output: LineOutput) {
        self.manager = manager
        self.input = input
        self.output = output
    }

    static let introduction = "Answer each question and press Enter; Enter alone keeps the value in brackets, ? explains.\n"

    func run() throws(Stop) -> FormOutcome {
        try write(Self.introduction)
        var field = manager.nextField(after: nil)
        while let current = field {
            try ask(current)
            field = manager.nextField(after: current)
        }
        try askFieldsNotAsked()
        while true {
            let errors = manager.validate()
            if errors.isEmpty { return FormOutcome(status: .submitted, values: manager.values) }
            let wrong = manager.fields.filter { field in
                !field.errors.isEmpty && isAskable(field)
            }
            try write("\n" + (errors.count == 1 ? "1 problem is left:" : "\(errors.count) problems are left:") + "\n")
            for error in errors { try write("  " + TextLayout.sanitized(error.description) + "\n") }
            guard !wrong.isEmpty else { throw .invalid(errors) }
            for field in wrong where isAskable(field) { try ask(field) }
            try askFieldsNotAsked()
        }
    }

    /// Whether a person can answer the field now: shown, enabled and focusable.
    private func isAskable(_ field: FormField) -> Bool {
        guard field.isFocusable, let item = field as? Item else { return false }
        return item.isEffectivelyEnabled && !item.isEffectivelyHidden
    }

    /// Asks, in form order, the fields that became askable behind the one asked (a later answer
    /// showed or enabled them), until there are none.
    private func askFieldsNotAsked() throws(Stop) {
        while let field = manager.fields.first(where: { isAskable($0) && !asked.contains(ObjectIdentifier($0)) }) {
            try ask(field)
        }
    }

    /// Asks `field` until its answer is taken and its validators pass.
    private func ask(_ field: FormField) throws(Stop) {
        asked.insert(ObjectIdentifier(field))
        try writeHeader(of: field)
        var listed = false
        while true {
            let prompts = LinePrompt.prompts(for: field)   // again after a refusal: the value shown changed
            if !listed {
                for line in prompts[0].listing { try write(line + "\n") }
                listed = true
            }
            if field is CreditCardItem {
                try askCard(field, prompts)
            } else {
                try askOne(field, prompts[0])
            }
            let errors = field.validate()
            guard !errors.isEmpty else { return }
            for error in errors { try write("Error: " + TextLayout.sanitized(error.description) + "\n") }
        }
    }

    /// Asks one prompt until its answer is taken (Enter alone keeps the value).
    private func askOne(_ field: FormField, _ prompt: LinePrompt) throws(Stop) {
        while true {
            guard let answer = try read(prompt, field: field) else { return }
            do throws(InputError) {
                try prompt.apply(answer)
                return
            } catch {
                try write("Error: " + TextLayout.sanitized(error.description) + "\n")
            }
        }
    }

    /// A card: number, expiry and CVV; Enter on the number of an empty card leaves it empty.
    private func askCard(_ field: FormField, _ prompts: [LinePrompt]) throws(Stop) {
        let wasEmpty = field.jsonValue?.isNull ?? true
        while true {
            guard let answer = try read(prompts[0], field: field) else {
                if wasEmpty { return }
                break
            }
            do throws(InputError) {
                try prompts[0].apply(answer)
                break
            } catch {
                try write("Error: " + TextLayout.sanitized(error.description) + "\n")
            }
        }
        try askOne(field, prompts[1])
        try askOne(field, prompts[2])
    }

    /// Writes the prompt and reads its answer: `nil` for Enter alone; `?` prints the help and asks
    /// again; a multi-line prompt reads until a line holding only ".".
    private func read(_ prompt: LinePrompt, field: FormField) throws(Stop) -> String? {
        while true {
            try write(prompt.line)
            let first = try readLine(prompt, field: field)
            if first.isEmpty { return nil }
            if first.trimmingCharacters(in: .whitespaces) == "?" {
                for line in prompt.help { try write(line + "\n") }
                continue
            }
            guard prompt.isMultiline, first != LinePrompt.endOfText else { return first }
            var lines = [first]
            while true {
                let line = try readLine(prompt, field: field)
                if line == LinePrompt.endOfText { break }
                lines.append(line)
            }
            return lines.joined(separator: "\n")
        }
    }

    /// One line of input; ends the prompt's line when the input did not show the line break.
    private func readLine(_ prompt: LinePrompt, field: FormField) throws(Stop) -> String {
        let event: LineEvent
        do {
            event = try input.readLine(secret: prompt.isSecret)
        } catch {
            throw .terminal(error)
        }
        switch event {
        case .line(let line):
            if prompt.isSecret || !input.echoesLines { try write("\n") }
            return line
        case .endOfInput:
            try write("\n")
            throw .endOfInput(field.key ?? field.title)
        case .terminated:
            try write("\n")
            throw .interrupted
        }
    }

    /// The header of the field's section, once, when the field is the first asked in it.
    private func writeHeader(of field: FormField) throws(Stop) {
        guard let section = (field as? Item)?.associatedBunch?.associatedSection, section !== lastSection else { return }
        lastSection = section
        guard let header = section.headerConfiguration?.title, !header.isEmpty else { return }
        try write("\n" + TextLayout.sanitized(header) + "\n")
    }

    private func write(_ text: String) throws(Stop) {
        do {
            try output.write(text)
        } catch {
            throw .terminal(error)
        }
    }
}

import FormKit
import FormLocale
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
    /// - **Repeating rows**: the fields of each row are asked in turn (a line with the row's title,
    ///   "Address 2", before them), nested rows too; a row is added without asking while the rows
    ///   are under their minimum; after the last row, "Add another address? [y/N]" (while the rows
    ///   may grow) adds one and asks its fields.
    /// - **Steps** are asked in order, each under a line with its progress ("Step 2 of 3:
    ///   Shipping"); the form moves on only when the step is valid (its wrong fields are asked
    ///   again first).
    /// - At the end ``submit(_:)`` validates everything (a form of steps goes back to the first
    ///   step with an error); the fields it finds wrong are listed and asked again — as are the
    ///   rows' own problems (too few rows, too many, two alike) and the fields the options'
    ///   ``TerminalFormOptions/check`` refuses — until the form is valid.
    ///
    /// The manager keeps every answer as it is given, so ``values`` holds the values entered so
    /// far whichever way the run ends.
    ///
    /// - Parameters:
    ///   - input: where answers come from.
    ///   - output: where prompts go (``FileLineOutput`` on standard error in a terminal run).
    ///   - options: the run's options; line mode writes plain text and reads the notices (written
    ///     first) and the check alone.
    /// - Returns: ``FormOutcome/Status/submitted`` with ``values`` once every validator passes, or
    ///   ``FormOutcome/Status/interrupted`` with the values so far when a signal ends the wait.
    /// - Throws: ``TerminalFormError/endOfInput(field:)`` when the input ends before the form is
    ///   complete (never a hang, never a silent success; the values so far stay in ``values``);
    ///   ``TerminalFormError/invalid(errors:)`` when validators fail on fields no prompt can
    ///   change; ``TerminalFormError/refused(problems:)`` when the check refuses values no prompt
    ///   can change; ``TerminalFormError/terminal(_:)`` when reading or writing fails.
    /// - Complexity: O(n) prompts for n fields, plus O(n) per round of final validation.
    public func runLines(input: LineInput, output: LineOutput,
                         options: TerminalFormOptions = TerminalFormOptions()) throws(TerminalFormError) -> FormOutcome {
        if let localizer = options.localizer { self.localizer = localizer }
        let session = LineSession(manager: self, input: input, output: output)
        session.notices = options.notices + diagnosticNotices()
        session.check = options.check
        do {
            // Caught for the whole run, not only while a line is awaited: a Ctrl-C between two
            // reads (while a prompt is written, or an answer checked) ends the run at the next
            // read with its values, instead of killing the process.
            guard let signals = SignalPipe.shared, input is FileLineInput else { return try session.run() }
            signals.reset()
            return try signals.catching(SignalPipe.terminationSignals) { () throws(LineSession.Stop) -> FormOutcome in
                try session.run()
            }
        } catch {
            switch error {
            case .interrupted: return FormOutcome(status: .interrupted, values: values)
            case .endOfInput(let field): throw .endOfInput(field: field)
            case .invalid(let errors): throw .invalid(errors: errors)
            case .refused(let problems): throw .refused(problems: problems)
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
        case refused([Problem])
        case terminal(TerminalError)
    }

    let manager: AdapterManager
    let input: LineInput
    let output: LineOutput
    /// Lines written before the first question (a document's warnings).
    var notices: [String] = []
    /// The last check of the values (``TerminalFormOptions/check``).
    var check: (@MainActor @Sendable (JSONObject) -> [Problem])?
    /// The fields asked at least once (held, so that a field of a row deleted since cannot leave
    /// its address to a new one).
    private var asked: [ObjectIdentifier: FormField] = [:]
    /// The fields asked, in the order first asked, for `<` (weakly: a removed row's go).
    private var askedOrder: [WeakField] = []
    /// The rows whose "Add another?" was answered no (or that can take no more rows), held alike.
    var concluded: [ObjectIdentifier: RepeatingRows] = [:]
    /// The section whose header was written last.
    private weak var lastSection: Section?
    /// The step whose header was written last.
    private weak var lastStep: FormStep?
    /// The rows whose titles were written last, outermost first.
    var lastRows: [RepeatingRow] = []

    init(manager: AdapterManager, input: LineInput, output: LineOutput) {
        self.manager = manager
        self.input = input
        self.output = output
    }

    /// The form's language (its manager's).
    var words: Localizer { manager.localizer }

    /// The line line mode opens with, in English.
    static var introduction: String { Localizer.english("terminal.lines.introduction") + "\n" }

    /// "Error: …" in the form's language, with `text` sanitized.
    func errorLine(_ text: String) -> String { words("terminal.error", ["text": .text(TextLayout.sanitized(text))]) + "\n" }

    func run() throws(Stop) -> FormOutcome {
        try write(words("terminal.lines.introduction") + "\n")
        for notice in notices { try write(words("terminal.warning", ["text": .text(TextLayout.sanitized(notice))]) + "\n") }
        try writeStepHeader()
        try walk()
        while true {
            // A form of steps moves on only from a valid step.
            if let current = manager.currentStep, hasStep(after: current) {
                if manager.nextStep() {
                    try writeStepHeader()
                    try walk()
                } else {
                    try fix(current.fields.flatMap(\.errors))
                }
                continue
            }
            // The last step, or a form without steps: everything is checked, as FormKit submits.
            let submitted: Result<JSONObject, SubmissionError> = Result { () throws(SubmissionError) -> JSONObject in try manager.submit() }
            switch submitted {
            case .success(let values):
                let problems = check?(values) ?? []
                if problems.isEmpty { return FormOutcome(status: .submitted, values: values) }
                try fix(problems)
            case .failure(let error):
                try fix(error.errors)
            }
        }
    }

    /// Whether a step that is not hidden comes after `step`.
    private func hasStep(after step: FormStep) -> Bool {
        let visible = manager.visibleSteps
        guard let position = visible.firstIndex(where: { $0 === step }) else { return false }
        return position + 1 < visible.count
    }

    /// Lists `errors` and asks again the fields they name that can be answered here, and the rows
    /// whose own problem a person can mend; throws when there is nothing to ask.
    private func fix(_ errors: [ValidationError]) throws(Stop) {
        try write("\n" + words("terminal.lines.problemsLeft", ["count": .integer(errors.count)]) + "\n")
        for error in errors { try write("  " + TextLayout.sanitized(error.description(in: words)) + "\n") }
        // A submit lands on the first step with an error: its header comes before its questions.
        try writeStepHeader()
        var wrong = manager.fields.filter { field in !field.errors.isEmpty && isAskable(field) }
        // A rule's error under a group's or a row's title: its fields are asked again.
        for case let title as GroupTitleItem in manager.fields where !title.errors.isEmpty {
            let fields: [FormField] = if let group = title.container as? FieldGroup { group.fields } else if let row = title.container as? RepeatingRow { row.fields } else { [] }
            wrong += fields.filter { field in isAskable(field) && !wrong.contains { $0 === field } }
        }
        var mended = try mendRows()
        for field in wrong where isAskable(field) {
            try ask(field)
            mended = true
        }
        guard mended else { throw .invalid(errors) }
        try askFieldsNotAsked()
    }

    /// Lists what the check refused and asks again the fields its pointers name.
    private func fix(_ problems: [Problem]) throws(Stop) {
        try write("\n" + words("terminal.lines.checkFound", ["count": .integer(problems.count)]) + "\n")
        for problem in problems { try write("  " + TextLayout.sanitized(problem.description) + "\n") }
        let fields = problems.compactMap { manager.field(at: $0.pointer, where: isAskable) }
        guard !fields.isEmpty else { throw .refused(problems) }
        for field in fields where isAskable(field) { try ask(field) }
        try askFieldsNotAsked()
    }

    /// Whether a person can answer the field now: shown, enabled and focusable, on the current step.
    func isAskable(_ field: FormField) -> Bool {
        manager.isFocusable(field)
    }

    /// Asks, in form order from the top, every field not asked yet and every "Add another?" not
    /// answered yet; then those that became askable behind the walk (a later answer showed them).
    private func walk() throws(Stop) {
        var field = manager.nextField(after: nil, includingButtons: true)
        while let current = field {
            field = try visit(current)
        }
        try askFieldsNotAsked()
    }

    /// Asks `field` (or, for an Add button, whether to add a row) when it is due; returns where
    /// the walk goes next: the new row's first field after an add, else the next field.
    private func visit(_ field: FormField) throws(Stop) -> FormField? {
        if let rows = addButtonRows(of: field) {
            if isDue(rows), let row = try offerRow(in: rows) { return firstStop(in: row, of: rows) }
        } else if isAskable(field), asked[ObjectIdentifier(field)] == nil {
            try ask(field)
        }
        return manager.nextField(after: field, includingButtons: true)
    }

    /// Asks, in form order, what became due behind the walk, until nothing is.
    private func askFieldsNotAsked() throws(Stop) {
        while let field = manager.fields.first(where: { field in
            if let rows = addButtonRows(of: field) { return isDue(rows) }
            return isAskable(field) && asked[ObjectIdentifier(field)] == nil
        }) {
            _ = try visit(field)
        }
    }

    /// Answers that are commands on every question (``commandHelp``): go back one question,
    /// empty the value, remove the row the question is in.
    static let backCommand = "<"
    static let clearCommand = "-"
    static let removeRowCommand = "-row"
    /// What `?` adds to every question's help.
    var commandHelp: String {
        words("terminal.lines.commands", ["back": .text(Self.backCommand), "clear": .text(Self.clearCommand), "removeRow": .text(Self.removeRowCommand)])
    }

    /// What an answer did besides giving a value.
    enum AnswerOutcome {
        case answered
        case back
        case removedRow
    }

    /// Asks `field` until its answer is taken and its validators pass; `<` asks the question
    /// before it first, `-row` removes its row (and stops asking it).
    private func ask(_ field: FormField) throws(Stop) {
        if asked[ObjectIdentifier(field)] == nil { askedOrder.append(WeakField(field)) }
        asked[ObjectIdentifier(field)] = field
        try writeHeader(of: field)
        try writeRowTitles(of: field)
        var listed = false
        while true {
            let prompts = LinePrompt.prompts(for: field)   // again after a refusal: the value shown changed
            if !listed {
                for line in prompts[0].listing { try write(line + "\n") }
                listed = true
            }
            let outcome: AnswerOutcome
            if field is CreditCardItem {
                try askCard(field, prompts)
                outcome = .answered
            } else {
                outcome = try askOne(field, prompts[0])
            }
            switch outcome {
            case .removedRow:
                return
            case .back:
                if let previous = question(before: field) {
                    try ask(previous)
                    lastSection = nil
                    lastRows = []
                    try writeHeader(of: field)
                    try writeRowTitles(of: field)
                } else {
                    try write(words("terminal.lines.firstQuestion") + "\n")
                }
                continue
            case .answered:
                break
            }
            let errors = field.validate()
            guard !errors.isEmpty else { return }
            for error in errors { try write(errorLine(error.description(in: words))) }
        }
    }

    /// The question asked before `field` that can still be answered, or `nil`.
    private func question(before field: FormField) -> FormField? {
        askedOrder.removeAll { $0.object == nil }
        guard let position = askedOrder.lastIndex(where: { $0.object === field }) else { return nil }
        for entry in askedOrder[..<position].reversed() {
            if let previous = entry.field, isAskable(previous) { return previous }
        }
        return nil
    }

    /// Asks one prompt until its answer is taken (Enter alone keeps the value), or the answer is
    /// a command.
    private func askOne(_ field: FormField, _ prompt: LinePrompt) throws(Stop) -> AnswerOutcome {
        while true {
            guard let answer = try read(prompt, field: field) else { return .answered }
            switch answer.trimmingCharacters(in: .whitespaces) {
            case Self.backCommand:
                return .back
            case Self.removeRowCommand:
                if try removeRow(of: field) { return .removedRow }
                continue
            // A stepper's `-` steps down (its own prompt says so).
            case Self.clearCommand where !(field is StepperItem):
                try clear(field)
                return .answered
            default:
                break
            }
            do throws(InputError) {
                try prompt.apply(answer)
                return .answered
            } catch {
                try write(errorLine(error.description(in: words)))
            }
        }
    }

    /// Empties `field`: no text, no choice, no number.
    private func clear(_ field: FormField) throws(Stop) {
        do throws(InputError) {
            try field.apply(input: "")
            return
        } catch {}
        do throws(Problem) {
            try field.setJSONValue(.null)
        } catch {
            try write(errorLine(words("terminal.lines.cannotEmpty", ["title": .text(field.title)])))
        }
    }

    /// Removes the row `field` is in (the innermost), when its rows allow it.
    /// - Returns: whether the row went.
    private func removeRow(of field: FormField) throws(Stop) -> Bool {
        guard let row = (field as? Item)?.enclosingRow, let rows = row.group else {
            try write(errorLine(words("terminal.lines.noRow")))
            return false
        }
        let name = row.titleItem?.title ?? row.scalarField?.title ?? rows.rowTitle
        guard rows.deleteRow(row) else {
            try write(errorLine(words("terminal.lines.rowsMinimum", ["rows": .text(rows.title), "count": .integer(rows.minimumCount), "row": .text(name)])))
            return false
        }
        lastRows = []
        try write(words("terminal.lines.removed", ["row": .text(TextLayout.sanitized(name))]) + "\n")
        return true
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
                try write(errorLine(error.description(in: words)))
            }
        }
        _ = try askOne(field, prompts[1])
        _ = try askOne(field, prompts[2])
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
                try write(commandHelp + "\n")
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
        try readLine(secret: prompt.isSecret, asking: field.key ?? field.title)
    }

    /// One line of input for the question about `asking` (named in the end-of-input error).
    func readLine(secret: Bool = false, asking: String) throws(Stop) -> String {
        let event: LineEvent
        do {
            event = try input.readLine(secret: secret)
        } catch {
            throw .terminal(error)
        }
        switch event {
        case .line(let line):
            if secret || !input.echoesLines { try write("\n") }
            return line
        case .endOfInput:
            try write("\n")
            throw .endOfInput(asking)
        case .terminated:
            try write("\n")
            throw .interrupted
        }
    }

    /// The progress line of the current step, once per step: "Step 2 of 3: Shipping".
    private func writeStepHeader() throws(Stop) {
        guard let step = manager.currentStep, step !== lastStep, let progress = manager.progressText else { return }
        lastStep = step
        lastSection = nil
        lastRows = []
        try write("\n" + TextLayout.sanitized(progress) + "\n")
    }

    /// The header of the field's section, once, when the field is the first asked in it.
    private func writeHeader(of field: FormField) throws(Stop) {
        guard let section = (field as? Item)?.associatedBunch?.associatedSection, section !== lastSection else { return }
        lastSection = section
        guard let header = section.headerConfiguration?.title, !header.isEmpty else { return }
        try write("\n" + TextLayout.sanitized(header) + "\n")
    }

    func write(_ text: String) throws(Stop) {
        do {
            try output.write(text)
        } catch {
            throw .terminal(error)
        }
    }
}

import FormKit
import FormLocale

/// Submitting: every validator, typed text an item refused, then the form's last check.
extension TerminalSession {
    /// Validates everything: with no error (and nothing the ``check`` refuses) the run ends
    /// submitted; otherwise the errors show under their rows, the message line counts them, and
    /// the focus goes to the first — on a form of steps, on the first step with an error.
    public func submit() -> Request? {
        if let focused { leave(focused) }
        clearCheckProblems()
        let stepBefore = manager.currentStep
        var validationErrors: [ValidationError] = []
        do {
            // FormKit's one submit: it lands a form of steps on the first step with an error.
            _ = try manager.submit()
        } catch {
            validationErrors = error.errors
        }
        // Typed text an item refused counts while its field can be reached (a field hidden since
        // keeps its text, but neither blocks nor sends it).
        let refused = manager.fields.filter { existingEditor(for: $0)?.typedProblem != nil && isReachable($0) }
        let count = Set(validationErrors.map { $0.pointer ?? $0.key ?? $0.title }).count + refused.count
        if count == 0 {
            guard let check else { return .end(.submitted) }
            let problems = check(manager.values)
            guard !problems.isEmpty else { return .end(.submitted) }
            showCheckProblems(problems)
        } else {
            if validationErrors.isEmpty, let step = refused.first.flatMap(step(of:)) { reach(step) }
            message = Message(text: words("terminal.attention", ["count": .integer(count)]), isError: true)
        }
        if let stepBefore, stepBefore !== manager.currentStep { remember(focused, on: stepBefore) }
        let first = manager.fields.first { hasError($0) && ($0 as? Item)?.indexPath != nil }
        if let first, first !== focused { focused = first }
        return nil
    }

    /// Whether a person can reach `field` on some step: shown, enabled, on a step not hidden.
    func isReachable(_ field: FormField) -> Bool {
        guard let item = field as? Item, item.associatedBunch?.associatedSection?.associatedManager === manager else { return false }
        return (field.isFocusable || field is ButtonItem) && item.isEffectivelyEnabled && !item.isEffectivelyHidden
    }

    // MARK: - The form's check

    /// Forgets the problems of the last check.
    func clearCheckProblems() {
        for (identifier, state) in editors where state.checkProblem != nil {
            editors[identifier]?.checkProblem = nil
        }
    }

    /// Shows the check's problems: each under the field its pointer names (the field itself, or
    /// the first field inside the group or row it names), the count on the message line; a form
    /// of steps goes to the step of the first.
    func showCheckProblems(_ problems: [Problem]) {
        var placed: [FormField] = []
        var unplaced: [Problem] = []
        for problem in problems {
            guard let field = field(at: problem.pointer) else {
                unplaced.append(problem)
                continue
            }
            var state = editor(for: field)
            state.checkProblem = state.checkProblem.map { $0 + "; " + problem.message } ?? problem.message
            editors[ObjectIdentifier(field)] = state
            placed.append(field)
        }
        let first = unplaced.first.map { "\($0.pointer.isEmpty ? words("terminal.theForm") : $0.pointer) \($0.message)" }
        let count: [String: MessageArgument] = ["count": .integer(problems.count)]
        message = Message(text: first.map { words("terminal.checkFound.first", count.merging(["first": .text($0)]) { $1 }) }
                              ?? words("terminal.checkFound", count), isError: true)
        if let field = placed.first {
            if let step = step(of: field) { reach(step) }
            if manager.isFocusable(field, includingButtons: true) { focused = field }
        }
    }

    /// The field whose value is at `pointer`, or the first field inside what it points at.
    /// - Complexity: O(n) for n fields.
    func field(at pointer: String) -> FormField? {
        manager.field(at: pointer, where: isReachable)
    }
}

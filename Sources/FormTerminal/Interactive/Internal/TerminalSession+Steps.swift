import FormKit
import FormLocale

/// Step keys: next checks the step, back is never blocked and loses nothing, and each step keeps
/// the field a person was on.
extension TerminalSession {
    /// The step after the current one that is not hidden, or `nil` (no steps, or the last).
    var stepAfterCurrent: FormStep? { visibleStep(by: 1) }

    /// The step before the current one that is not hidden, or `nil` (no steps, or the first).
    var stepBeforeCurrent: FormStep? { visibleStep(by: -1) }

    /// The step `offset` visible steps from the current one, or `nil`.
    private func visibleStep(by offset: Int) -> FormStep? {
        guard let current = manager.currentStep else { return nil }
        let visible = manager.visibleSteps
        guard let position = visible.firstIndex(where: { $0 === current }), visible.indices.contains(position + offset) else { return nil }
        return visible[position + offset]
    }

    /// Validates the current step and moves to the next when it is valid (typed text an item
    /// refused counts too); otherwise stays, counts the fields that need attention and focuses the
    /// first.
    func goToNextStep() {
        guard let current = manager.currentStep else {
            message = Message(text: words("terminal.steps.none"), isError: false)
            return
        }
        guard stepAfterCurrent != nil else {
            let text = keyMap.key(for: .submit, in: contexts).map { words("terminal.steps.lastSubmits", ["key": .text($0.description)]) }
                ?? words("terminal.steps.last")
            message = Message(text: text, isError: false)
            return
        }
        let refused = current.fields.filter { existingEditor(for: $0)?.typedProblem != nil && isReachable($0) }
        remember(focused, on: current)
        if refused.isEmpty, manager.nextStep() {
            focusCurrentStep()
            return
        }
        if !refused.isEmpty { current.validate() }
        // A field hidden since (its row's condition) keeps its old errors, but needs nothing.
        let count = current.fields.filter { hasError($0) && isReachable($0) }.count
        message = Message(text: words("terminal.steps.attention", ["step": .text(current.title), "count": .integer(count)]), isError: true)
        if let first = current.fields.first(where: { hasError($0) && ($0 as? Item)?.indexPath != nil }) { focused = first }
    }

    /// Moves to the previous step without validating anything; what was typed stays.
    func goToPreviousStep() {
        guard let current = manager.currentStep else {
            message = Message(text: words("terminal.steps.none"), isError: false)
            return
        }
        remember(focused, on: current)
        guard manager.previousStep() else {
            message = Message(text: words("terminal.steps.first"), isError: false)
            return
        }
        focusCurrentStep()
    }

    /// Focuses the field last focused on the current step, else its first field (no field is
    /// validated: the one left was on another step).
    func focusCurrentStep() {
        rowsChanged()
        if let step = manager.currentStep, let field = stepFocus[ObjectIdentifier(step)]?.field,
           manager.isFocusable(field, includingButtons: true) {
            focused = field
        } else {
            focused = manager.nextField(after: nil, includingButtons: true)
        }
    }

    /// Keeps `field` as the one to return to on `step`.
    func remember(_ field: FormField?, on step: FormStep) {
        stepFocus[ObjectIdentifier(step)] = WeakField(field)
    }

    /// The step that holds `field`, or `nil`.
    func step(of field: FormField) -> FormStep? {
        (field as? Item)?.associatedBunch?.associatedSection?.step
    }

    /// Shows `step`: a step visited or before the current one at once, a later one by Next, one
    /// step at a time (each checked, and every validator passed before a check runs).
    func reach(_ step: FormStep) {
        guard step !== manager.currentStep, !manager.goToStep(step) else { return }
        while let current = manager.currentStep, current !== step, (current.index ?? .max) < (step.index ?? 0), manager.nextStep() {}
    }
}

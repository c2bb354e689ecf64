import Foundation
import FormLocale

extension AdapterManager {
    /// Adds `step` and its sections at the end. The first step added becomes the current one, and
    /// a progress line is put at the top of the form.
    public func addStep(_ step: FormStep) {
        for section in step.sections { addSection(section) }
        if step.manager !== self { register(step) }
    }

    /// The steps a person can be on: those not hidden, in order.
    public var visibleSteps: [FormStep] { steps.filter { !$0.isHidden } }

    /// Moves to the next step that is not hidden, when the current step is valid: its fields are
    /// validated (its rows show their errors) and, when anything is wrong, the form stays.
    /// - Returns: whether the form moved.
    /// - Complexity: O(n) for n fields of the current step, plus the change of screen.
    @discardableResult
    public func nextStep() -> Bool {
        guard let current = currentStep else { return false }
        var moved = false
        performBatchUpdates {
            let errors = current.validate()
            refreshProgress()
            guard errors.isEmpty, let next = visibleStep(after: current, by: 1) else { return }
            setCurrentStep(next)
            moved = true
        }
        return moved
    }

    /// Moves to the previous step that is not hidden — never validating, never discarding: what
    /// was typed on the step left stays, errors and all.
    /// - Returns: whether the form moved.
    @discardableResult
    public func previousStep() -> Bool {
        guard let current = currentStep, let previous = visibleStep(after: current, by: -1) else { return false }
        setCurrentStep(previous)
        return true
    }

    /// Goes to `step` when a person may: it is not hidden, and it was visited or comes before the
    /// current one. Jumping never validates.
    /// - Returns: whether the form moved.
    @discardableResult
    public func goToStep(_ step: FormStep) -> Bool {
        guard step.manager === self, !step.isHidden, step !== currentStep else { return false }
        guard step.isVisited || (step.index ?? .max) < (currentStep?.index ?? 0) else { return false }
        setCurrentStep(step)
        return true
    }

    /// "Step 2 of 4: Shipping", counting the steps that are not hidden, in the form's language
    /// (``localizer``: "Schritt 2 von 4: Shipping").
    public var progressText: String? {
        guard let currentStep else { return nil }
        let visible = visibleSteps
        let position = (visible.firstIndex { $0 === currentStep } ?? 0) + 1
        return localizer.string(LocalizedMessage("form.step", ["position": .integer(position), "count": .integer(visible.count),
                                                               "title": .text(currentStep.title)]))
    }

    /// The step that holds the item an error names, or `nil`.
    func step(of error: ValidationError) -> FormStep? {
        if let path = error.path, path.section < sections.count { return sections[path.section].step }
        // An origin's error names its field by pointer alone.
        guard let pointer = error.pointer, let item = field(at: pointer) as? Item else { return nil }
        return item.formStep
    }

    /// The nearest step that is not hidden, `direction` steps away at a time (1 forward, -1 back).
    func visibleStep(after step: FormStep, by direction: Int) -> FormStep? {
        guard var index = steps.firstIndex(where: { $0 === step }) else { return nil }
        index += direction
        while steps.indices.contains(index) {
            if !steps[index].isHidden { return steps[index] }
            index += direction
        }
        return nil
    }

    /// Shows `step`: its sections replace the current step's, and the progress line reloads, in
    /// one batch.
    func setCurrentStep(_ step: FormStep) {
        guard step !== currentStep else { return }
        currentStep = step
        step.isVisited = true
        structureChanged = true
        performBatchUpdates {
            refreshProgress()
            if hasShown { reload(animated: false) }
        }
        onStepChange?(step)
    }

    /// Takes `step` into the manager's steps (the first one is current), with a progress line.
    func register(_ step: FormStep) {
        step.manager = self
        form.steps.append(step)
        for section in step.sections { section.unadoptedStep = nil }
        if progressSection == nil {
            let item = StepProgressItem()
            let section = Section()
            section.addItemBunch(ItemBunch(item: item))
            progressSection = section
            insertSection(section, at: 0)
        }
        if step.conditions.containsConditions { containsConditions = true }
        if currentStep == nil || (currentStep?.isHidden ?? false), !step.isHidden {
            currentStep = step
            step.isVisited = true
        }
        treeDidChange()
        refreshProgress()
    }

    /// A step was hidden or shown: the current step moves off a hidden one (forward, else back),
    /// and the progress line shows the new count.
    func stepVisibilityDidChange(showing: Bool = true) {
        structureChanged = true
        if let current = currentStep, current.isHidden {
            if let next = visibleStep(after: current, by: 1) ?? visibleStep(after: current, by: -1) {
                currentStep = next
                next.isVisited = true
                onStepChange?(next)
            }
        }
        refreshProgress()
        if showing && hasShown { reload(animated: false) }
    }

    /// The progress line shows the current step, the count and the steps' errors.
    func refreshProgress() {
        guard let item = progressSection?.itemBunches.first?.items.first as? StepProgressItem else { return }
        item.title = progressText ?? ""
        item.stepList = visibleSteps.map { step in
            let errors = step.errorCount
            let mark = step === currentStep ? "▸ " : ""
            let state = errors > 0 ? " (\(errors) \(errors == 1 ? "error" : "errors"))" : (step.isValidated && step !== currentStep ? " ✓" : "")
            return mark + step.title + state
        }.joined(separator: " · ")
    }
}

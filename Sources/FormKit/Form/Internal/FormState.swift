import Foundation

/// What the form keeps for one manager — its steps, history, origin, key index and conditions —
/// held by the manager as its ``ManagerAttachment`` (the tree does not know what it is). Made the
/// first time the form needs it (``AdapterManager/form``).
@MainActor
final class FormState: ManagerAttachment {
    /// The form's row edits, for ``AdapterManager/undo()`` and ``AdapterManager/redo()``.
    let history = FormHistory()
    /// See ``AdapterManager/origin``.
    var origin: (any FormOrigin)?
    /// See ``AdapterManager/formErrors``: the origin's.
    var formErrors: [ValidationError] = []
    /// The form-level errors of rules attached to the form (see ``AdapterManager/addRule(_:)``),
    /// by rule.
    var ruleFormErrors: [(rule: RuleInstance, errors: [ValidationError])] = []
    /// See ``AdapterManager/rules``.
    var rules: [FieldRule] = []
    /// The rules that ran once (by instance): from then on they run when a field they read changes.
    var ranRules: Set<RuleInstance> = []
    /// The rule instances that found something when they last ran (a superset: clearing their
    /// errors elsewhere leaves them here, which only costs a needless clear).
    var rulesShowingErrors: Set<RuleInstance> = []
    /// How many rules ran (for the benchmark that counts them).
    var ruleRuns = 0
    /// See ``AdapterManager/steps``.
    var steps: [FormStep] = []
    /// See ``AdapterManager/currentStep``.
    var currentStep: FormStep?
    /// See ``AdapterManager/onStepChange``.
    var onStepChange: ((FormStep) -> Void)?
    /// The section of the progress line, at the top of a form of steps.
    var progressSection: Section?
    /// Something in the form has (or had) a condition: forms without any skip evaluation at a
    /// reload in O(1).
    var containsConditions = false
    /// Conditions that joined the manager since they were last evaluated (see
    /// ``AdapterManager/evaluateNewConditions()``).
    var newBindings: [ConditionBinding] = []
    /// The index of fields, keys and conditions; `nil` after the tree changed.
    var storedIndex: FormIndex?

    override func treeDidChange() {
        storedIndex = nil
    }

    override func manager(_ manager: AdapterManager, willReloadAll all: Bool) {
        if all {
            // Conditions first, quietly: what they hide or show is part of what the reload shows.
            newBindings.removeAll()
            if containsConditions { manager.evaluate(manager.formIndex.bindings, showingChanges: false) }
        } else {
            manager.evaluateNewConditions()
        }
    }
}

/// What the form keeps on one item, bunch or section — its conditions, the group or row that holds
/// an item, a section's step and its groups and rows — held by the node as its
/// ``NodeAttachment``. Made the first time the form puts something there.
@MainActor
final class FormNode: NodeAttachment {
    /// The conditions the node holds, and whether something in it holds one.
    var conditions = ConditionSlots()
    /// The group or row whose value holds an item's value; `nil` at the form's top level.
    weak var fieldContainer: (any ContentContainer)?
    /// The step a section belongs to, in a form of steps.
    weak var step: FormStep?
    /// The step, held until a manager holds it (see ``FormStep/addSection(_:)``).
    var unadoptedStep: FormStep?
    /// The groups and rows placed in a section: the section holds them (their items hold them
    /// weakly), and they hold their rows and items.
    var containers: [any ContentContainer] = []

    override func section(_ section: Section, didJoin manager: AdapterManager) {
        if let step, step.manager !== manager { manager.register(step) }
        guard conditions.containsConditions else { return }
        manager.form.containsConditions = true
        manager.noteNewConditions(in: section)
    }

    override func bunch(_ bunch: ItemBunch, didJoin section: Section) {
        guard conditions.containsConditions else { return }
        section.noteConditions()
        section.associatedManager?.noteNewConditions(in: bunch)
    }

    override func item(_ item: Item, didJoin bunch: ItemBunch) {
        guard conditions.containsConditions else { return }
        bunch.noteConditions()
        bunch.manager?.noteNewConditions(of: item)
    }

    override func keepsOffScreen(_ section: Section) -> Bool {
        guard let step else { return false }
        return step.isHidden || step !== section.associatedManager?.currentStep
    }

    override func hidesItems(of section: Section) -> Bool { step?.isHidden ?? false }
}

extension AdapterManager {
    /// What the form keeps for the manager, made on first use.
    var form: FormState {
        if let attachment { return unsafeDowncast(attachment, to: FormState.self) }
        let form = FormState()
        attachment = form
        return form
    }

    /// What the form keeps for the manager, when it has made it.
    var formIfMade: FormState? { attachment.map { unsafeDowncast($0, to: FormState.self) } }

    /// The form's row edits, for ``undo()`` and ``redo()``.
    public var history: FormHistory { form.history }

    /// What the form's origin adds to it: the shape of the values it sends and the checks it
    /// makes on submit (a schema form's document); `nil` for a form built in code. See
    /// ``FormOrigin``.
    public var origin: (any FormOrigin)? {
        get { formIfMade?.origin }
        set { form.origin = newValue }
    }

    /// Errors of the last ``submit(_:)`` that no field, group or rows of the form shows (a check
    /// of the whole value, at the pointer `""`), then the errors the form's rules put on no field
    /// (``addRule(_:)``); empty when there are none.
    public internal(set) var formErrors: [ValidationError] {
        get { (formIfMade?.formErrors ?? []) + (formIfMade?.ruleFormErrors.flatMap(\.errors) ?? []) }
        set { form.formErrors = newValue }
    }

    /// The form's steps, in order (see ``FormStep``); empty for a form of one page.
    public internal(set) var steps: [FormStep] {
        get { formIfMade?.steps ?? [] }
        set { form.steps = newValue }
    }

    /// The step shown now; `nil` for a form without steps.
    public internal(set) var currentStep: FormStep? {
        get { formIfMade?.currentStep }
        set { form.currentStep = newValue }
    }

    /// Called after the current step changed, with the new one.
    public var onStepChange: ((FormStep) -> Void)? {
        get { formIfMade?.onStepChange }
        set { form.onStepChange = newValue }
    }

    /// The section of the progress line, at the top of a form of steps.
    var progressSection: Section? {
        get { formIfMade?.progressSection }
        set { form.progressSection = newValue }
    }

    /// Something in the form has (or had) a condition.
    var containsConditions: Bool {
        get { formIfMade?.containsConditions ?? false }
        set { form.containsConditions = newValue }
    }

}

extension TreeNode {
    /// What the form keeps on the node, when it has put something there.
    var formNode: FormNode? { attachment.map { unsafeDowncast($0, to: FormNode.self) } }

    /// What the form keeps on the node, made on first use.
    var ensuredFormNode: FormNode {
        if let attachment { return unsafeDowncast(attachment, to: FormNode.self) }
        let node = FormNode()
        attachment = node
        return node
    }

    /// The conditions the node holds, and whether something in it holds one.
    var conditions: ConditionSlots {
        get { formNode?.conditions ?? ConditionSlots() }
        set { ensuredFormNode.conditions = newValue }
    }
}

extension Item {
    /// The group or row whose value holds the item's value; `nil` at the form's top level.
    var fieldContainer: (any ContentContainer)? {
        get { formNode?.fieldContainer }
        set {
            if newValue == nil, attachment == nil { return }
            ensuredFormNode.fieldContainer = newValue
        }
    }
}

extension Section {
    /// The step the section belongs to, in a form of steps; `nil` for a section every step shows.
    public internal(set) var step: FormStep? {
        get { formNode?.step }
        set { ensuredFormNode.step = newValue }
    }

    /// The step, held until a manager holds it (see ``FormStep/addSection(_:)``).
    var unadoptedStep: FormStep? {
        get { formNode?.unadoptedStep }
        set { ensuredFormNode.unadoptedStep = newValue }
    }

}

import Foundation

/// One condition attached to an item, a bunch or a section, with the keys it read when last
/// evaluated.
@MainActor
final class ConditionBinding {
    enum Rule {
        case value(Condition)
        case closure(ConditionClosure)
    }

    enum Effect {
        case hides
        case disables
    }

    let rule: Rule
    let effect: Effect
    /// What the condition hides or disables.
    weak var target: (any ConditionTarget)?
    /// The keys the rule reads: a value condition's own, a closure's as last recorded.
    private(set) var keys: [String]

    init(rule: Rule, effect: Effect) {
        self.rule = rule
        self.effect = effect
        if case .value(let condition) = rule { keys = condition.keys } else { keys = [] }
    }

    /// Attaches a new condition to `target`, replacing the one it had for `effect`; records that
    /// its levels hold a condition and, when it is in a manager, evaluates it at once.
    static func attach(_ rule: Rule, _ effect: Effect, to target: any ConditionTarget) {
        let binding = ConditionBinding(rule: rule, effect: effect)
        binding.target = target
        target.conditions[effect] = binding
        target.noteConditions()
        target.conditionManager?.bindingDidAttach(binding)
    }

    /// Where the condition's keys are looked up first: the group or row of the item it is on.
    var scope: (any ContentContainer)? { (target as? Item)?.fieldContainer }

    /// Evaluates the rule against `manager`'s values.
    /// - Returns: whether it holds, and whether a closure read other keys than last time.
    func evaluate(in manager: AdapterManager) -> (holds: Bool, keysChanged: Bool) {
        switch rule {
        case .value(let condition):
            let scope = self.scope
            return (condition.evaluate { manager.conditionValue(forKey: $0, in: scope) }, false)
        case .closure(let closure):
            let scope = self.scope
            let values = ConditionValues { manager.closureValue(forKey: $0, in: scope) }
            let holds = closure(values)
            var seen = Set<String>()
            let read = values.readKeys.filter { seen.insert($0).inserted }
            let changed = read != keys
            keys = read
            return (holds, changed)
        }
    }

    /// Sets the target's flag from the rule.
    /// - Returns: the level to reload to show a hidden flag that changed — the item's bunch, the
    ///   bunch's section, or the section itself. Enabled flags reload their rows themselves.
    func apply(_ holds: Bool) -> ConditionReload? {
        guard let target else { return nil }
        switch effect {
        case .hides:
            return target.setHidden(holds) ? target.reloadShowingHidden : nil
        case .disables:
            (target as? Disableable)?.isEnabled = !holds
            return nil
        }
    }

    var attached: AttachedCondition {
        if case .value(let condition) = rule { return .value(condition) }
        return .closure
    }
}

/// The level whose reload shows a hidden flag that a condition changed.
enum ConditionReload {
    case bunch(ItemBunch)
    case section(Section)
    case step(FormStep)
}

/// The conditions one item, bunch or section holds, and whether anything in it holds one.
struct ConditionSlots {
    /// The condition that hides it.
    var hidden: ConditionBinding?
    /// The condition that disables it.
    var disabled: ConditionBinding?
    /// It or something in it has (or had) a condition: forms without any skip evaluating them
    /// (and building the index) at a reload.
    var containsConditions = false

    /// The hidden condition, then the disabled one, those it holds.
    var bindings: [ConditionBinding] {
        switch (hidden, disabled) {
        case (nil, nil): []
        case let (hidden?, nil): [hidden]
        case let (nil, disabled?): [disabled]
        case let (hidden?, disabled?): [hidden, disabled]
        }
    }

    subscript(effect: ConditionBinding.Effect) -> ConditionBinding? {
        get { effect == .hides ? hidden : disabled }
        set { if effect == .hides { hidden = newValue } else { disabled = newValue } }
    }
}

/// What a condition can be attached to — ``Item``, ``ItemBunch``, ``Section`` and ``FormStep`` —
/// with the bookkeeping every level keeps the same way.
@MainActor
protocol ConditionTarget: Hidable, HiddenFlag {
    /// The conditions it holds.
    var conditions: ConditionSlots { get set }
    /// The level above it (an item's bunch, a bunch's section); `nil` for a section.
    var conditionParent: (any ConditionTarget)? { get }
    /// The manager it is in.
    var conditionManager: AdapterManager? { get }
    /// The level whose reload shows a change of its hidden flag.
    var reloadShowingHidden: ConditionReload? { get }
}

extension ConditionTarget {
    /// Records that it holds a condition, up the chain to the manager.
    func noteConditions() {
        conditions.containsConditions = true
        if let parent = conditionParent {
            parent.noteConditions()
        } else {
            conditionManager?.containsConditions = true
        }
    }
}

/// `object` — an item, a bunch or a section — as a condition's target.
@MainActor
func conditionTarget(_ object: AnyObject) -> any ConditionTarget {
    guard let target = object as? any ConditionTarget else {
        preconditionFailure("hidden(when:) and disabled(when:) work on Item, ItemBunch and Section, not on \(type(of: object))")
    }
    return target
}

extension Item: ConditionTarget {
    var conditionParent: (any ConditionTarget)? { associatedBunch }
    var conditionManager: AdapterManager? { manager }
    var reloadShowingHidden: ConditionReload? { associatedBunch.map(ConditionReload.bunch) }
}

extension ItemBunch: ConditionTarget {
    var conditionParent: (any ConditionTarget)? { associatedSection }
    var conditionManager: AdapterManager? { manager }
    var reloadShowingHidden: ConditionReload? { associatedSection.map(ConditionReload.section) }
}

extension FormStep: ConditionTarget {
    func hiddenFlagDidChange() { manager?.structureChanged = true }
    var conditionParent: (any ConditionTarget)? { nil }
    var conditionManager: AdapterManager? { manager }
    var reloadShowingHidden: ConditionReload? { .step(self) }
}

extension Section: ConditionTarget {
    var conditionParent: (any ConditionTarget)? { nil }
    var conditionManager: AdapterManager? { associatedManager }
    var reloadShowingHidden: ConditionReload? { .section(self) }
}

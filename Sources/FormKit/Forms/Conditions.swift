import Foundation
import ListKit

/// The form's values as a closure condition sees them, read lazily: the condition records the keys
/// it reads, so that only a change of one of those keys evaluates it again. Reading a key that no
/// field has returns `nil` and is reported to the manager's diagnostic handler (a condition on a
/// misspelled key never silently stays false).
@MainActor
public final class FormValues {
    private let lookUp: (String) -> FormValue?
    private(set) var readKeys: [String] = []

    init(_ lookUp: @escaping (String) -> FormValue?) {
        self.lookUp = lookUp
    }

    /// The value of the first field with `key` (hidden or not); `nil`, and a report, when no field
    /// has it.
    public subscript(key: String) -> FormValue? {
        readKeys.append(key)
        return lookUp(key)
    }
}

/// A closure rule on the form's values: it hides or disables an item, a bunch or a section. Prefer
/// a ``Condition`` value where you can: it can be sent, stored and inspected.
public typealias HiddenCondition = @MainActor (FormValues) -> Bool

/// One condition attached to an item, a bunch or a section, with the keys it read when last
/// evaluated.
@MainActor
final class ConditionBinding {
    enum Rule {
        case value(Condition)
        case closure(HiddenCondition)
    }

    enum Effect {
        case hides
        case disables
    }

    let rule: Rule
    let effect: Effect
    weak var item: Item?
    weak var bunch: ItemBunch?
    weak var section: Section?
    /// The keys the rule reads: a value condition's own, a closure's as last recorded.
    private(set) var keys: [String]

    /// What a condition is attached to.
    enum Target {
        case item(Item)
        case bunch(ItemBunch)
        case section(Section)
    }

    init(rule: Rule, effect: Effect) {
        self.rule = rule
        self.effect = effect
        if case .value(let condition) = rule { keys = condition.keys } else { keys = [] }
    }

    /// Attaches a new condition to `target`, replacing the one it had for `effect`; records that
    /// its levels hold a condition and, when it is in a manager, evaluates it at once.
    static func attach(_ rule: Rule, _ effect: Effect, to target: Target) {
        let binding = ConditionBinding(rule: rule, effect: effect)
        let manager: AdapterManager?
        switch target {
        case .item(let item):
            binding.item = item
            if effect == .hides { item.hiddenBinding = binding } else { item.disabledBinding = binding }
            item.associatedBunch?.noteConditions()
            manager = item.manager
        case .bunch(let bunch):
            binding.bunch = bunch
            if effect == .hides { bunch.hiddenBinding = binding } else { bunch.disabledBinding = binding }
            bunch.noteConditions()
            manager = bunch.manager
        case .section(let section):
            binding.section = section
            if effect == .hides { section.hiddenBinding = binding } else { section.disabledBinding = binding }
            section.noteConditions()
            manager = section.associatedManager
        }
        manager?.bindingDidAttach(binding)
    }

    /// Evaluates the rule against `manager`'s values.
    /// - Returns: whether it holds, and whether a closure read other keys than last time.
    func evaluate(in manager: AdapterManager) -> (holds: Bool, keysChanged: Bool) {
        switch rule {
        case .value(let condition):
            return (condition.evaluate { manager.conditionValue(forKey: $0) }, false)
        case .closure(let closure):
            let values = FormValues { manager.closureValue(forKey: $0) }
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
    func apply(_ holds: Bool) -> (bunch: ItemBunch?, section: Section?) {
        switch effect {
        case .hides:
            if let item, item.setHidden(holds) { return (item.associatedBunch, nil) }
            if let bunch, bunch.setHidden(holds) { return (nil, bunch.associatedSection) }
            if let section, section.setHidden(holds) { return (nil, section) }
        case .disables:
            if let item { item.isEnabled = !holds }
            if let bunch { bunch.isEnabled = !holds }
            if let section { section.isEnabled = !holds }
        }
        return (nil, nil)
    }
}

extension Item {
    /// Hides the item whenever `condition` holds, replacing any hidden condition it had; returns
    /// the item, for chaining. The condition owns ``isHidden`` from then on: it is evaluated at
    /// once when the item is in a manager, at every reload of the manager, and whenever a key it
    /// reads changes value.
    @discardableResult
    public func hidden(when condition: Condition) -> Self {
        ConditionBinding.attach(.value(condition), .hides, to: .item(self))
        return self
    }

    /// Hides the item whenever `condition` holds (a closure: it is evaluated again when a key it
    /// read last time changes value); returns the item, for chaining.
    @discardableResult
    public func hidden(when condition: @escaping HiddenCondition) -> Self {
        ConditionBinding.attach(.closure(condition), .hides, to: .item(self))
        return self
    }

    /// Disables the item whenever `condition` holds, replacing any disabled condition it had;
    /// returns the item, for chaining. The condition owns ``isEnabled`` from then on.
    @discardableResult
    public func disabled(when condition: Condition) -> Self {
        ConditionBinding.attach(.value(condition), .disables, to: .item(self))
        return self
    }

    /// Disables the item whenever `condition` holds (a closure); returns the item, for chaining.
    @discardableResult
    public func disabled(when condition: @escaping HiddenCondition) -> Self {
        ConditionBinding.attach(.closure(condition), .disables, to: .item(self))
        return self
    }
}

extension ItemBunch {
    /// Hides the bunch whenever `condition` holds; returns the bunch, for chaining. See
    /// ``Item/hidden(when:)-(Condition)``.
    @discardableResult
    public func hidden(when condition: Condition) -> Self {
        ConditionBinding.attach(.value(condition), .hides, to: .bunch(self))
        return self
    }

    /// Hides the bunch whenever `condition` holds (a closure); returns the bunch, for chaining.
    @discardableResult
    public func hidden(when condition: @escaping HiddenCondition) -> Self {
        ConditionBinding.attach(.closure(condition), .hides, to: .bunch(self))
        return self
    }

    /// Disables the bunch's items whenever `condition` holds; returns the bunch, for chaining.
    @discardableResult
    public func disabled(when condition: Condition) -> Self {
        ConditionBinding.attach(.value(condition), .disables, to: .bunch(self))
        return self
    }

    /// Disables the bunch's items whenever `condition` holds (a closure); returns the bunch.
    @discardableResult
    public func disabled(when condition: @escaping HiddenCondition) -> Self {
        ConditionBinding.attach(.closure(condition), .disables, to: .bunch(self))
        return self
    }
}

extension Section {
    /// Hides the section whenever `condition` holds; returns the section, for chaining. See
    /// ``Item/hidden(when:)-(Condition)``.
    @discardableResult
    public func hidden(when condition: Condition) -> Self {
        ConditionBinding.attach(.value(condition), .hides, to: .section(self))
        return self
    }

    /// Hides the section whenever `condition` holds (a closure); returns the section.
    @discardableResult
    public func hidden(when condition: @escaping HiddenCondition) -> Self {
        ConditionBinding.attach(.closure(condition), .hides, to: .section(self))
        return self
    }

    /// Disables the section's items whenever `condition` holds; returns the section.
    @discardableResult
    public func disabled(when condition: Condition) -> Self {
        ConditionBinding.attach(.value(condition), .disables, to: .section(self))
        return self
    }

    /// Disables the section's items whenever `condition` holds (a closure); returns the section.
    @discardableResult
    public func disabled(when condition: @escaping HiddenCondition) -> Self {
        ConditionBinding.attach(.closure(condition), .disables, to: .section(self))
        return self
    }
}

extension AdapterManager {
    /// The value a ``Condition`` reads for `key`: the first field's plain JSON (a label's detail as
    /// a string); `nil`, and a report, when no item has the key.
    func conditionValue(forKey key: String) -> JSONValue? {
        guard let item = itemReadByCondition(key) else { return nil }
        guard let field = item as? FormField else { return nil }
        return field.jsonValue ?? field.formValue.jsonValue
    }

    /// The value a closure condition reads for `key`; `nil`, and a report, when no item has it.
    func closureValue(forKey key: String) -> FormValue? {
        guard let item = itemReadByCondition(key) else { return nil }
        return (item as? FormField)?.formValue ?? .null
    }

    /// The first item with `key`, or `nil` and a report.
    private func itemReadByCondition(_ key: String) -> Item? {
        guard let item = formIndex.itemsByKey[key] else {
            report(.unknownConditionKey(key))
            return nil
        }
        return item
    }

    /// A condition was attached to something in this manager: it is evaluated now, and shown at
    /// once when the manager has shown anything.
    func bindingDidAttach(_ binding: ConditionBinding) {
        treeDidChange()
        evaluate([binding])
    }

    /// Re-evaluates the conditions that read `key` (as recorded): O(d) for d such conditions.
    /// (Conditions set hidden and enabled flags, never values, so nothing cascades.)
    func evaluateConditions(readingKey key: String) {
        guard let bindings = formIndex.dependents(of: key) else { return }
        evaluate(bindings)
    }

    /// Evaluates `bindings`, sets the flags they own, and — with `showingChanges`, once the
    /// manager has shown anything — reloads exactly the levels whose hidden flags changed (an
    /// item's bunch, a bunch's section, a section itself), in one batch with the caller's. A full
    /// reload evaluates every condition without showing changes: it shows them itself.
    /// - Complexity: O(c) for c conditions (each O(its size)), plus the reloads.
    func evaluate(_ bindings: [ConditionBinding], showingChanges: Bool = true) {
        guard !bindings.isEmpty else { return }
        var bunches: [ItemBunch] = []
        var sections: [Section] = []
        performBatchUpdates {
            for binding in bindings {
                let (holds, keysChanged) = binding.evaluate(in: self)
                if keysChanged { formIndex.closureKeysChanged() }
                let (bunch, section) = binding.apply(holds)
                if let bunch { bunches.append(bunch) }
                if let section { sections.append(section) }
            }
            guard showingChanges, hasShown else { return }
            var reloaded = Set<ObjectIdentifier>()
            for section in sections where section.associatedManager === self && reloaded.insert(ObjectIdentifier(section)).inserted {
                section.reload()
            }
            var reloadedBunches = Set<ObjectIdentifier>()
            for bunch in bunches where bunch.section != nil && reloadedBunches.insert(ObjectIdentifier(bunch)).inserted {
                if let section = bunch.associatedSection, reloaded.contains(ObjectIdentifier(section)) { continue }
                bunch.reload()
            }
        }
    }
}

extension ItemBunch {
    /// Records that the bunch holds a condition, up the chain, so that forms without any skip
    /// evaluating them (and building the index) at a reload.
    func noteConditions() {
        containsConditions = true
        associatedSection?.noteConditions()
    }
}

extension Section {
    /// Records that the section holds a condition, up the chain.
    func noteConditions() {
        containsConditions = true
        associatedManager?.containsConditions = true
    }
}

/// The condition an item, a bunch or a section holds for one effect, as a sibling module (an
/// exporter) reads it: a value it can write down, or a closure it cannot.
package enum AttachedCondition: Sendable, Hashable {
    /// A ``Condition`` value.
    case value(Condition)
    /// A closure.
    case closure
}

extension ConditionBinding {
    var attached: AttachedCondition {
        if case .value(let condition) = rule { return .value(condition) }
        return .closure
    }
}

extension Item {
    /// The condition that hides the item, if any.
    package var attachedHiddenCondition: AttachedCondition? { hiddenBinding?.attached }
    /// The condition that disables the item, if any.
    package var attachedDisabledCondition: AttachedCondition? { disabledBinding?.attached }
}

extension ItemBunch {
    /// The condition that hides the bunch, if any.
    package var attachedHiddenCondition: AttachedCondition? { hiddenBinding?.attached }
    /// The condition that disables the bunch, if any.
    package var attachedDisabledCondition: AttachedCondition? { disabledBinding?.attached }
}

extension Section {
    /// The condition that hides the section, if any.
    package var attachedHiddenCondition: AttachedCondition? { hiddenBinding?.attached }
    /// The condition that disables the section, if any.
    package var attachedDisabledCondition: AttachedCondition? { disabledBinding?.attached }
}

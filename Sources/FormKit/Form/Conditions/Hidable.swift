import Foundation

/// Something a rule on the form's values can hide: an ``Item``, an ``ItemBunch`` or a
/// ``Section`` (Eureka's `Hidable`, one protocol for the three levels).
///
/// Hiding keeps values: a hidden field's value stays in the model, is left out of
/// ``AdapterManager/values``, and comes back when the field is shown again. Hiding or showing
/// reloads exactly the level that holds the hidden thing (an item's bunch, a bunch's section, a
/// section itself) through the same minimal diff as every other change.
///
/// ```swift
/// TextItem("Company", key: "company").hidden(when: .value("plan", isNot: "Team"))
/// Section(header: "Invoice") { … }.hidden(when: { $0["invoice"] != .bool(true) })
/// ```
@MainActor
public protocol Hidable: AnyObject {
    /// Whether it is hidden. Setting it shows or hides it at once when it is on screen. With
    /// ``hidden(when:)-(Condition)``, the condition owns it.
    var isHidden: Bool { get set }
}

extension Hidable {
    /// Hides this whenever `condition` holds, replacing any hidden condition it had; returns it,
    /// for chaining. The condition owns ``isHidden`` from then on: it is evaluated at once when
    /// this is in a manager, at every reload of the manager, and whenever a key it reads changes
    /// value.
    /// - Complexity: O(1), plus one evaluation of the condition when this is in a manager.
    @discardableResult
    public func hidden(when condition: Condition) -> Self {
        ConditionBinding.attach(.value(condition), .hides, to: conditionTarget(self))
        return self
    }

    /// Hides this whenever `condition` holds (a closure: it is evaluated again when a key it read
    /// last time changes value); returns it, for chaining. Prefer a ``Condition`` value where you
    /// can: it can be sent, stored, inspected and exported.
    @discardableResult
    public func hidden(when condition: @escaping ConditionClosure) -> Self {
        ConditionBinding.attach(.closure(condition), .hides, to: conditionTarget(self))
        return self
    }

    /// The condition that hides this (``hidden(when:)-(Condition)``), as a surface or an exporter
    /// reads it; `nil` when none does.
    public var attachedHiddenCondition: AttachedCondition? { conditionTarget(self).conditions.hidden?.attached }
}

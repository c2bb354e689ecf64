import Foundation

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
    /// last time changes value); returns it, for chaining. Prefer a `Condition` value where you
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

import Foundation

extension Disableable {
    /// Disables this whenever `condition` holds, replacing any disabled condition it had; returns
    /// it, for chaining. The condition owns ``isEnabled`` from then on.
    /// - Complexity: O(1), plus one evaluation of the condition when this is in a manager.
    @discardableResult
    public func disabled(when condition: Condition) -> Self {
        ConditionBinding.attach(.value(condition), .disables, to: conditionTarget(self))
        return self
    }

    /// Disables this whenever `condition` holds (a closure); returns it, for chaining.
    @discardableResult
    public func disabled(when condition: @escaping ConditionClosure) -> Self {
        ConditionBinding.attach(.closure(condition), .disables, to: conditionTarget(self))
        return self
    }

    /// Enables or disables this for good (no condition); returns it, for chaining. For a rule on
    /// the form's values, use ``disabled(when:)-(Condition)``.
    @discardableResult
    public func disabled(_ disabled: Bool = true) -> Self {
        isEnabled = !disabled
        return self
    }

    /// The condition that disables this (``disabled(when:)-(Condition)``), as a surface or an
    /// exporter reads it; `nil` when none does.
    public var attachedDisabledCondition: AttachedCondition? { conditionTarget(self).conditions.disabled?.attached }
}

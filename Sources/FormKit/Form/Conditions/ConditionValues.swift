import Foundation

/// The form's values as a closure condition sees them, read lazily: the condition records the keys
/// it reads, so that only a change of one of those keys evaluates it again. Reading a key that no
/// field has returns `nil` and is reported to the manager's diagnostic handler (a condition on a
/// misspelled key never silently stays false).
@MainActor
public final class ConditionValues {
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

/// A closure rule on the form's values: it hides or disables an item, a bunch or a section
/// (``Hidable/hidden(when:)-(ConditionClosure)``, ``Disableable/disabled(when:)-(ConditionClosure)``).
/// Prefer a `Condition` value where you can: it can be sent, stored and inspected.
public typealias ConditionClosure = @MainActor (ConditionValues) -> Bool


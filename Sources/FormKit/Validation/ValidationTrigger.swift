/// When an item's validators run.
public enum ValidationTrigger: Sendable, Hashable {
    /// Each time the item's value changes, so its message updates as the user types.
    case onChange
    /// Only when the form is validated as a whole (on submit, say).
    case onDemand
    /// Both on each change and when the form is validated.
    case always
}

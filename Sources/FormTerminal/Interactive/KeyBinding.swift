

/// One binding: keys, what they do, and where.
public struct KeyBinding: Hashable, Sendable {
    /// The keys, the first one shown in the short hint.
    public var keys: [KeyEvent]
    /// What they do.
    public var action: FormAction
    /// Where.
    public var context: KeyContext

    /// Creates a binding.
    public init(_ keys: [KeyEvent], _ action: FormAction, in context: KeyContext) {
        self.keys = keys
        self.action = action
        self.context = context
    }
}

/// How the diff decides that two elements with the same identifier have different content.
public enum ListDiffOption: Sendable, Hashable, CaseIterable {
    /// Content is compared with ``ListDiffable/isEqual(toDiffableObject:)``; a pair that is not
    /// equal is reported as an update. For reference types, two references to the same instance
    /// are equal without a call.
    case equality

    /// For reference types: a pair is an update exactly when the new element is a different
    /// instance from the old one. ``ListDiffable/isEqual(toDiffableObject:)`` is never called.
    ///
    /// Use it for immutable models that are replaced whenever they change. Value types have no
    /// instance identity: for them (and for a type-erased element that wraps a value) this option
    /// compares content, as ``equality`` does.
    case pointerPersonality
}

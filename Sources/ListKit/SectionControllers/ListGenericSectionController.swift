import ListDiffKit

/// A section controller with a typed ``object`` (IGListKit's `ListGenericSectionController`).
///
/// Subclasses that override ``didUpdate(to:)`` call `super` so that ``object`` is set.
@MainActor
open class ListGenericSectionController<Object>: ListSectionController {
    /// The controller's object, or `nil` before the first update or when the object is not an
    /// `Object`.
    public private(set) var object: Object?

    /// Stores the object as ``object``.
    open override func didUpdate(to object: any ListDiffable) {
        self.object = object as? Object
    }
}

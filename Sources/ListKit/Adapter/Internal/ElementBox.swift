import ListDiffKit

/// The elements of one side of a diff, boxed so that slots can reach them.
final class ElementBox<Element: ListDiffable>: ElementComparer {
    let elements: [Element]
    /// The first element of `elements`, read in place (the array is never mutated while the box
    /// lives): `Element` is known only at run time, and the array's subscript would copy.
    let base: UnsafePointer<Element>?
    /// Whether `Element` is a class (one instance is then equal to itself without asking it).
    let isReference = Element.self is AnyObject.Type

    init(_ elements: [Element]) {
        self.elements = elements
        base = elements.withUnsafeBufferPointer { $0.baseAddress }
    }

    override func isEqual(_ index: Int, to other: Unmanaged<ElementComparer>, at otherIndex: Int) -> Bool {
        // Slots only exist for indexes of non-empty arrays: both bases are set.
        let mine = base.unsafelyUnwrapped + index
        let theirs = other._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ElementBox<Element>.self).base.unsafelyUnwrapped }
            + otherIndex
        // As the diff does: one instance is never compared with itself (checked without retaining
        // either: weakly referenced instances retain on a slow path).
        if isReference,
           UnsafeRawPointer(mine).load(as: UInt.self) == UnsafeRawPointer(theirs).load(as: UInt.self) {
            return true
        }
        return mine.pointee.isEqual(toDiffableObject: theirs.pointee)
    }
}

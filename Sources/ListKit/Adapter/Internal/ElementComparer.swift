/// An array's elements, compared by index: what a ``DiffSlot`` reads content through.
class ElementComparer {
    /// Whether element `index` of this array has the content of element `otherIndex` of `other`,
    /// an array of the same element type.
    func isEqual(_ index: Int, to other: Unmanaged<ElementComparer>, at otherIndex: Int) -> Bool {
        preconditionFailure("ElementComparer is abstract")
    }
}

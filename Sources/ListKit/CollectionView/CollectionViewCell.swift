/// A view that shows one item of a collection view. Subclass it and override `render(in:)`.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// Whether the item is selected; set by the collection view.
    public internal(set) var isSelected = false
    /// Whether the item is highlighted (touched or under the keyboard cursor); set by the
    /// collection view.
    public internal(set) var isHighlighted = false

    /// Resets selection and highlight, then calls `super`. Subclasses call `super` too.
    open override func prepareForReuse() {
        isSelected = false
        isHighlighted = false
        super.prepareForReuse()
    }
}

/// Supplies a section's header and footer views.
@MainActor
public protocol ListSupplementaryViewSource: AnyObject {
    /// The kinds this source supplies: ``CollectionView/elementKindSectionHeader`` and/or
    /// ``CollectionView/elementKindSectionFooter``.
    func supportedElementKinds() -> [String]
    /// The view for `elementKind`, dequeued through the section controller's collection context.
    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> CollectionReusableView
    /// The view's size (its height is used; headers and footers span the whole width).
    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> ListSize
}

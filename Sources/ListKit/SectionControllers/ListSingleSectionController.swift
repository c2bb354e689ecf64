/// A section of exactly one cell per object, configured by closures (IGListKit's
/// `ListSingleSectionController`): no subclass needed.
///
/// ```swift
/// ListSingleSectionController<Note, LineCell>(
///     configure: { note, cell in cell.text = note.text },
///     size: { note, context in ListSize(width: context?.containerSize.width ?? 0, height: 1) })
/// ```
@MainActor
open class ListSingleSectionController<Object, Cell: CollectionViewCell>: ListGenericSectionController<Object> {
    /// Configures the cell for the object.
    public let configure: (Object, Cell) -> Void
    /// The cell's size for the object.
    public let size: (Object, ListCollectionContext?) -> ListSize
    /// Called when a user selects the cell.
    public var selectionHandler: ((Object) -> Void)?

    /// Creates a controller.
    /// - Parameters:
    ///   - configure: sets up a dequeued cell for the object.
    ///   - size: the cell's size for the object, given the collection context (for its width).
    public init(configure: @escaping (Object, Cell) -> Void, size: @escaping (Object, ListCollectionContext?) -> ListSize) {
        self.configure = configure
        self.size = size
    }

    /// One item.
    open override func numberOfItems() -> Int { 1 }

    /// The size closure's answer (zero before the object arrives).
    open override func sizeForItem(at index: Int) -> ListSize {
        guard let object else { return .zero }
        return size(object, collectionContext)
    }

    /// A dequeued cell, configured by the configure closure.
    open override func cellForItem(at index: Int) -> CollectionViewCell {
        guard let collectionContext else { return Cell() }
        let cell = collectionContext.dequeueReusableCell(of: Cell.self, for: self, at: index)
        if let object { configure(object, cell) }
        return cell
    }

    /// Calls the selection handler.
    open override func didSelectItem(at index: Int) {
        if let object { selectionHandler?(object) }
    }
}

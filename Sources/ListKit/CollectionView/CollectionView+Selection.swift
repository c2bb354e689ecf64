import Foundation

extension CollectionView {
    /// The selected items, ascending.
    public var indexPathsForSelectedItems: [IndexPath] { selected.sorted() }

    /// The highlighted items, ascending.
    public var indexPathsForHighlightedItems: [IndexPath] { highlighted.sorted() }

    /// Selects an item in code: no delegate call (as in UIKit). Without multiple selection, the
    /// item replaces the current selection. Does nothing for an item that does not exist.
    public func selectItem(at indexPath: IndexPath) {
        guard frameForItem(at: indexPath) != nil else { return }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
    }

    /// Deselects an item in code: no delegate call.
    public func deselectItem(at indexPath: IndexPath) {
        setSelected(false, at: indexPath)
    }

    /// Does what a tap or the Enter key does on an item, with every delegate call UIKit makes:
    /// highlight (if the delegate allows), then selection (if allowed) — or, with multiple
    /// selection, deselection of an item already selected —, then the highlight ends. Without
    /// multiple selection, the items selected before are deselected first (with
    /// `didDeselectItemAt`).
    /// - Returns: whether the item is selected afterwards.
    @discardableResult
    public func performUserSelection(at indexPath: IndexPath) -> Bool {
        guard allowsSelection, frameForItem(at: indexPath) != nil else { return false }
        let mayHighlight = delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        if mayHighlight {
            setHighlighted(true, at: indexPath)
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
        defer {
            if mayHighlight {
                setHighlighted(false, at: indexPath)
                delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
            }
        }
        if allowsMultipleSelection && selected.contains(indexPath) {
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return false
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else {
            return selected.contains(indexPath)
        }
        if !allowsMultipleSelection {
            for path in selected.sorted() where path != indexPath {
                setSelected(false, at: path)
                delegate?.collectionView(self, didDeselectItemAt: path)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }

    /// Makes the item at `indexPath` the only highlighted one (`nil`: none), as a keyboard cursor:
    /// no delegate calls. Does nothing for an item that does not exist. The highlighted cell's
    /// `isHighlighted` is set, and its lines get ``selectionStyle``.
    /// - Complexity: O(h) for h items highlighted before (usually one).
    public func highlightItem(at indexPath: IndexPath?) {
        for path in highlighted where path != indexPath { setHighlighted(false, at: path) }
        guard let indexPath, frameForItem(at: indexPath) != nil, !highlighted.contains(indexPath) else { return }
        setHighlighted(true, at: indexPath)
    }

    func setSelected(_ isSelected: Bool, at indexPath: IndexPath) {
        if isSelected { selected.insert(indexPath) } else { selected.remove(indexPath) }
        cells[indexPath]?.isSelected = isSelected
    }

    func setHighlighted(_ isHighlighted: Bool, at indexPath: IndexPath) {
        if isHighlighted { highlighted.insert(indexPath) } else { highlighted.remove(indexPath) }
        cells[indexPath]?.isHighlighted = isHighlighted
    }
}

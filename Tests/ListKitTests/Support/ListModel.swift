import Foundation
import ListDiffKit
@testable import ListKit

/// A cell that shows the identifier of the item it was configured with.
final class LabelCell: CollectionViewCell {
    var label = ""
    var reuseCount = 0

    override func prepareForReuse() {
        reuseCount += 1
        label = ""
        super.prepareForReuse()
    }

    override func render(in context: RenderContext) -> [String] {
        [isSelected ? "> \(label)" : label]
    }
}

/// A header or footer that shows a title.
final class TitleView: CollectionReusableView {
    var title = ""

    override func render(in context: RenderContext) -> [String] { [title] }
}

/// Sections of uniquely identified items, with heights, as a data source and layout delegate; it
/// also records every delegate event.
@MainActor
class ListModel: CollectionViewDataSource, CollectionViewLayoutDelegate, CollectionViewDelegate {
    struct Section: Equatable {
        var identifier: Int
        var items: [Int]
    }

    var sections: [Section]
    /// Height of each item by identifier (default 1).
    var heights: [Int: Int] = [:]
    var itemWidth: Int?
    var inset = ListEdgeInsets.zero
    var spacing = 0
    var headerHeight = 0
    var footerHeight = 0
    var events: [String] = []
    var cellRequests = 0
    /// How many times the layout delegate was asked for an item's size.
    var sizeRequests = 0
    var selectable: (IndexPath) -> Bool = { _ in true }

    init(_ sections: [[Int]]) {
        self.sections = sections.enumerated().map { Section(identifier: $0.offset, items: $0.element) }
    }

    func item(at path: IndexPath) -> Int { sections[path.section].items[path.item] }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].items.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(of: LabelCell.self, for: indexPath)
        cell.label = "item \(item(at: indexPath))"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView? {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, of: TitleView.self, for: indexPath)
        let name = kind == CollectionView.elementKindSectionHeader ? "header" : "footer"
        view.title = "\(name) \(sections[indexPath.section].identifier)"
        return view
    }

    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> ListSize {
        sizeRequests += 1
        return ListSize(width: itemWidth ?? collectionView.width, height: heights[item(at: indexPath)] ?? 1)
    }

    func collectionView(_ collectionView: CollectionView, insetForSectionAt section: Int) -> ListEdgeInsets { inset }
    func collectionView(_ collectionView: CollectionView, minimumLineSpacingForSectionAt section: Int) -> Int { spacing }
    func collectionView(_ collectionView: CollectionView, heightForHeaderInSection section: Int) -> Int { headerHeight }
    func collectionView(_ collectionView: CollectionView, heightForFooterInSection section: Int) -> Int { footerHeight }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        selectable(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { record("select", indexPath) }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { record("deselect", indexPath) }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) { record("highlight", indexPath) }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        record("unhighlight", indexPath)
    }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        record("display", indexPath, cell)
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        record("end", indexPath, cell)
    }
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind kind: String, at indexPath: IndexPath) {
        events.append("display \((view as? TitleView)?.title ?? "")")
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind kind: String, at indexPath: IndexPath) {
        events.append("end \((view as? TitleView)?.title ?? "")")
    }

    /// Records `"name section.item"`, and the cell's label when there is a cell.
    private func record(_ name: String, _ indexPath: IndexPath, _ cell: CollectionViewCell? = nil) {
        let label = cell.map { " " + (($0 as? LabelCell)?.label ?? "") } ?? ""
        events.append("\(name) \(indexPath.section).\(indexPath.item)\(label)")
    }

    /// A collection view wired to this model.
    func makeView(width: Int = 20, height: Int? = nil) -> CollectionView {
        let view = CollectionView(width: width, height: height)
        view.dataSource = self
        view.layoutDelegate = self
        view.delegate = self
        view.layoutIfNeeded()
        return view
    }
}

extension CollectionView {
    /// Each on-screen cell's label by index path, for comparing with a model.
    var labelsByPath: [IndexPath: String] {
        var result: [IndexPath: String] = [:]
        for path in indexPathsForVisibleItems { result[path] = (cellForItem(at: path) as? LabelCell)?.label }
        return result
    }
}

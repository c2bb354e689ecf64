import Foundation
import ListDiffKit

extension CollectionView {
    /// The ways the view's bookkeeping is inconsistent, one sentence each; empty when it is
    /// consistent (always, unless there is a bug). Property tests check it after every step.
    ///
    /// Checked:
    /// - the layout: one stored height per section, equal to the section's laid-out height, the
    ///   heights summing to the content height, and the heights' and items' own structures
    ///   (``CollectionLayout/_checkInvariants()``);
    /// - the content offset is within `0...maximumContentOffset`;
    /// - every cell on screen is at an index path in range, with the frame the layout gives its
    ///   item, on a visible line, and with the selection and highlight of its index path; with a
    ///   data source, every item on a visible line has a cell;
    /// - every header and footer on screen belongs to a section in range and is placed where the
    ///   layout puts it;
    /// - no view is on screen twice, and no view on screen or in the reuse pool is also in the pool;
    /// - the selected and highlighted index paths are items in range;
    /// - before the view loads, nothing is laid out, on screen or selected.
    ///
    /// The data source is not asked: its counts may rightly differ from the layout's between a
    /// model change and the batch that reports it.
    ///
    /// Checked in debug builds only: a release build returns `[]` at once.
    /// - Complexity: O(*n* + *v* log *n*) for *n* items and *v* elements on screen.
    func _checkInvariants() -> [String] {
        #if DEBUG
        guard isLoaded else {
            var violations: [String] = []
            if layout.sectionCount != 0 { violations.append("not loaded, yet \(layout.sectionCount) sections are laid out") }
            if !cells.isEmpty || !supplementaryViews.isEmpty { violations.append("not loaded, yet views are on screen") }
            if !selected.isEmpty || !highlighted.isEmpty { violations.append("not loaded, yet items are selected") }
            return violations
        }
        var violations = layout._checkInvariants().map { "layout: \($0)" }
        guard violations.isEmpty else { return violations }
        if isDequeuing { violations.append("still dequeuing") }
        let maximumOffset = height.map { max(0, layout.contentHeight - $0) } ?? 0
        if offset < 0 || offset > maximumOffset {
            violations.append("content offset \(offset) out of 0...\(maximumOffset)")
        }

        // What the layout puts on the visible lines.
        var wantedItems: [IndexPath: ListRect] = [:]
        var wantedSupplementary: [SupplementaryKey: ListRect] = [:]
        forEachElement(in: visibleLines) { element, frame in
            switch element {
            case .item(let path): wantedItems[path] = frame
            case .supplementary(let key): wantedSupplementary[key] = frame
            }
        }
        func isItem(_ path: IndexPath) -> Bool {
            path.count == 2 && path[0] >= 0 && path[0] < layout.sectionCount
                && path[1] >= 0 && path[1] < layout.sections[path[0]].itemCount
        }
        for (path, cell) in cells.sorted(by: { $0.key < $1.key }) {
            guard isItem(path) else {
                violations.append("a cell is on screen at \(path), which is not an item")
                continue
            }
            if let frame = wantedItems[path] {
                if cell.frame != frame { violations.append("the cell at \(path) is at \(cell.frame), its item at \(frame)") }
            } else {
                violations.append("the cell at \(path) is on screen, its item is not on a visible line")
            }
            if cell.isSelected != selected.contains(path) {
                violations.append("the cell at \(path) has isSelected \(cell.isSelected), its item the opposite")
            }
            if cell.isHighlighted != highlighted.contains(path) {
                violations.append("the cell at \(path) has isHighlighted \(cell.isHighlighted), its item the opposite")
            }
        }
        if dataSource != nil {
            for path in wantedItems.keys.sorted() where cells[path] == nil {
                violations.append("the item at \(path) is on a visible line without a cell")
            }
        }
        for (key, view) in supplementaryViews.sorted(by: { ($0.key.section, $0.key.kind) < ($1.key.section, $1.key.kind) }) {
            if let frame = wantedSupplementary[key] {
                if view.frame != frame { violations.append("the \(key.kind) of section \(key.section) is at \(view.frame), the layout puts it at \(frame)") }
            } else {
                violations.append("the \(key.kind) of section \(key.section) is on screen, the layout shows none there")
            }
        }

        // Views: on screen once, and never in the reuse pool at the same time.
        var onScreen = Set<ObjectIdentifier>()
        for view in Array(cells.values) + Array(supplementaryViews.values) where !onScreen.insert(ObjectIdentifier(view)).inserted {
            violations.append("a view is on screen twice (\(view.reuseIdentifier))")
        }
        var pooled = Set<ObjectIdentifier>()
        for (identifier, views) in reusePool {
            for view in views {
                if !pooled.insert(ObjectIdentifier(view)).inserted {
                    violations.append("a view is twice in the reuse pool \(identifier)")
                }
                if onScreen.contains(ObjectIdentifier(view)) {
                    violations.append("a view on screen is also in the reuse pool \(identifier)")
                }
            }
        }

        for path in selected.sorted() where !isItem(path) { violations.append("\(path) is selected, and is not an item") }
        for path in highlighted.sorted() where !isItem(path) { violations.append("\(path) is highlighted, and is not an item") }
        return violations
        #else
        return []
        #endif
    }
}

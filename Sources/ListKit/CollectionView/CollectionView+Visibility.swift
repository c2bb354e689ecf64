import Foundation
import ListDiffKit

extension CollectionView {
    // MARK: - Geometry

    /// The lines the viewport shows.
    var visibleLines: Range<Int> {
        let end = height.map { offset + $0 } ?? max(offset, layout.contentHeight)
        return offset..<end
    }

    /// Calls `body` for each element whose lines intersect `lines`, top to bottom, with its frame.
    /// - Complexity: O(log s + log n) to find the first element, then O(log n) per element.
    func forEachElement(in lines: Range<Int>, _ body: (LayoutElement, ListRect) -> Void) {
        guard !lines.isEmpty else { return }
        var section = layout.sectionHeights.index(containing: lines.lowerBound)
        guard section < layout.sectionCount else { return }
        var sectionTop = layout.sectionTop(section)
        while section < layout.sectionCount && sectionTop < lines.upperBound {
            let sectionLayout = layout.sections[section]
            let headerFrame = ListRect(x: 0, y: sectionTop, width: width, height: sectionLayout.headerHeight)
            if headerFrame.height > 0 && headerFrame.maxY > lines.lowerBound {
                body(.supplementary(SupplementaryKey(kind: Self.elementKindSectionHeader, section: section)), headerFrame)
            }
            let itemsTop = sectionTop + sectionLayout.itemsTop
            if sectionLayout.itemCount > 0 {
                var item = lines.lowerBound > itemsTop ? sectionLayout.items.index(containing: lines.lowerBound - itemsTop) : 0
                var top = itemsTop + sectionLayout.items.prefixSum(min(item, sectionLayout.itemCount))
                while item < sectionLayout.itemCount && top < lines.upperBound {
                    let (weight, requestedWidth) = sectionLayout.items.entry(at: item)
                    let itemHeight = weight - sectionLayout.spacing
                    if itemHeight > 0 && top + itemHeight > lines.lowerBound {
                        let path = IndexPath(listItem: item, section: section)
                        body(.item(path), itemFrame(top: top, height: itemHeight, requestedWidth: Int(requestedWidth),
                                                    inset: sectionLayout.inset))
                    }
                    top += weight
                    item += 1
                }
            }
            let sectionHeight = sectionLayout.height
            let footerFrame = ListRect(x: 0, y: sectionTop + sectionHeight - sectionLayout.footerHeight, width: width,
                                       height: sectionLayout.footerHeight)
            if footerFrame.height > 0 && footerFrame.y < lines.upperBound && footerFrame.maxY > lines.lowerBound {
                body(.supplementary(SupplementaryKey(kind: Self.elementKindSectionFooter, section: section)), footerFrame)
            }
            sectionTop += sectionHeight
            section += 1
        }
    }

    /// An item's frame from what the layout stored when it measured the item: its height and the
    /// width it asked for (narrowed to what the section's insets leave). Never asks the delegate.
    func itemFrame(top: Int, height: Int, requestedWidth: Int, inset: ListEdgeInsets) -> ListRect {
        let available = max(0, width - inset.left - inset.right)
        return ListRect(x: min(inset.left, width), y: top, width: min(requestedWidth, available), height: height)
    }

    /// The frame of the item at `indexPath` in the content, or `nil` when there is no such item.
    /// - Complexity: O(log s + log n).
    public func frameForItem(at indexPath: IndexPath) -> ListRect? {
        ensureLoaded()
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < layout.sectionCount,
              indexPath[1] >= 0, indexPath[1] < layout.sections[indexPath[0]].itemCount else { return nil }
        let section = layout.sections[indexPath[0]]
        let top = layout.sectionTop(indexPath[0]) + section.itemTop(indexPath[1])
        let size = section.itemSize(indexPath[1])
        return itemFrame(top: top, height: size.height, requestedWidth: size.requestedWidth, inset: section.inset)
    }

    // MARK: - Scrolling

    /// The largest content offset: the content height less the viewport height (0 if it all fits).
    public var maximumContentOffset: Int {
        ensureLoaded()
        guard let height else { return 0 }
        return max(0, layout.contentHeight - height)
    }

    /// Scrolls so that line `offset` of the content is at the top of the viewport (clamped to the
    /// content). Cells that leave the screen end their display; cells that come on screen are
    /// dequeued and displayed.
    /// - Complexity: O(log n + v log n) for v elements on screen.
    public func scroll(to offset: Int) {
        ensureLoaded()
        self.offset = min(max(0, offset), maximumContentOffset)
        layoutVisibleViews()
    }

    /// The ways to bring an item on screen.
    public enum ScrollPosition: Sendable {
        /// Scroll as little as possible (nothing if it is fully visible).
        case nearest
        /// The item's top at the viewport's top.
        case top
        /// The item centered in the viewport.
        case center
        /// The item's bottom at the viewport's bottom.
        case bottom
    }

    /// Scrolls so that the item at `indexPath` is on screen. Does nothing for an item that does not
    /// exist.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition = .nearest) {
        guard let frame = frameForItem(at: indexPath), let height else { return }
        switch position {
        case .top: scroll(to: frame.y)
        case .bottom: scroll(to: frame.maxY - height)
        case .center: scroll(to: frame.y - (height - frame.height) / 2)
        case .nearest:
            if frame.y < offset {
                scroll(to: frame.y)
            } else if frame.maxY > offset + height {
                scroll(to: min(frame.y, frame.maxY - height))
            }
        }
    }

    func clampOffsetAndLayout() {
        offset = min(max(0, offset), maximumContentOffset)
        layoutVisibleViews()
    }

    // MARK: - Visible views

    /// The cells on screen, by index path.
    public var visibleCells: [CollectionViewCell] {
        ensureLoaded()
        return indexPathsForVisibleItems.compactMap { cells[$0] }
    }

    /// The index paths of the items on screen, ascending.
    public var indexPathsForVisibleItems: [IndexPath] {
        ensureLoaded()
        return cells.keys.sorted()
    }

    /// The sections with an item on screen, ascending, each once. Sorts the sections rather than
    /// the index paths (cheaper: the adapter asks on every update).
    var sectionsOfVisibleItems: [Int] {
        ensureLoaded()
        var sections: [Int] = []
        sections.reserveCapacity(cells.count)
        for path in cells.keys { sections.append(path[0]) }
        sections.sort()
        var unique = 0
        for section in sections where unique == 0 || sections[unique - 1] != section {
            sections[unique] = section
            unique += 1
        }
        sections.removeLast(sections.count - unique)
        return sections
    }

    /// The cell on screen for `indexPath`, or `nil` when the item is off screen (or cells are being
    /// dequeued right now).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        ensureLoaded()
        if isDequeuing { return nil }
        return cells[indexPath]
    }

    /// The header or footer view on screen for `section`, or `nil`.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        ensureLoaded()
        return supplementaryViews[SupplementaryKey(kind: kind, section: indexPath[0])]
    }

    /// Brings the views on screen in line with the viewport: views that left it end their display
    /// and go to the reuse pool; elements that entered it get a view from the data source.
    func layoutVisibleViews() {
        guard isLoaded else { return }
        var wanted: [(LayoutElement, ListRect)] = []
        forEachElement(in: visibleLines) { wanted.append(($0, $1)) }
        var wantedItems = Set<IndexPath>()
        var wantedSupplementary = Set<SupplementaryKey>()
        for (element, _) in wanted {
            switch element {
            case .item(let path): wantedItems.insert(path)
            case .supplementary(let key): wantedSupplementary.insert(key)
            }
        }
        for (path, cell) in cells where !wantedItems.contains(path) {
            cells[path] = nil
            endDisplaying(cell, at: path)
        }
        for (key, view) in supplementaryViews where !wantedSupplementary.contains(key) {
            supplementaryViews[key] = nil
            endDisplaying(view, key: key)
        }
        for (element, frame) in wanted {
            switch element {
            case .item(let path):
                if let cell = cells[path] {
                    cell.frame = frame
                } else if let cell = makeCell(at: path) {
                    cell.frame = frame
                    cell.isSelected = selected.contains(path)
                    cell.isHighlighted = highlighted.contains(path)
                    cells[path] = cell
                    delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
                }
            case .supplementary(let key):
                if let view = supplementaryViews[key] {
                    view.frame = frame
                } else if let view = makeSupplementaryView(key) {
                    view.frame = frame
                    supplementaryViews[key] = view
                    delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind,
                                             at: IndexPath(listItem: 0, section: key.section))
                }
            }
        }
    }

    func makeCell(at path: IndexPath) -> CollectionViewCell? {
        guard let dataSource else { return nil }
        isDequeuing = true
        defer { isDequeuing = false }
        return dataSource.collectionView(self, cellForItemAt: path)
    }

    func makeSupplementaryView(_ key: SupplementaryKey) -> CollectionReusableView? {
        guard let dataSource else { return nil }
        isDequeuing = true
        defer { isDequeuing = false }
        return dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind,
                                         at: IndexPath(listItem: 0, section: key.section))
    }

    func endDisplaying(_ cell: CollectionViewCell, at path: IndexPath) {
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        enqueue(cell)
    }

    func endDisplaying(_ view: CollectionReusableView, key: SupplementaryKey) {
        delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                 at: IndexPath(listItem: 0, section: key.section))
        enqueue(view)
    }

    func endDisplayingEverything() {
        for (path, cell) in cells.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: path) }
        cells.removeAll()
        for (key, view) in supplementaryViews { endDisplaying(view, key: key) }
        supplementaryViews.removeAll()
    }
}

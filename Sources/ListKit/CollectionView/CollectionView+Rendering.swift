import Foundation

extension CollectionView {
    /// The whole content as text, one line per content line, joined with newlines.
    ///
    /// Items off screen are rendered with cells borrowed from the data source and returned to the
    /// reuse pool right away (they are never displayed, so no display event is sent). With no
    /// items, the ``backgroundView`` is rendered instead, if there is one.
    /// - Parameter trimsTrailingSpaces: drop the spaces that pad each line to the full width.
    /// - Complexity: O(n) for n items.
    public func renderText(trimsTrailingSpaces: Bool = true) -> String {
        ensureLoaded()
        return renderLines(0..<layout.contentHeight, trimsTrailingSpaces: trimsTrailingSpaces).joined(separator: "\n")
    }

    /// The lines the viewport shows (all content when the height is unbounded), joined with newlines.
    /// - Parameter trimsTrailingSpaces: drop the spaces that pad each line to the full width.
    /// - Complexity: O(log n + v log n) for v elements on screen.
    public func renderViewport(trimsTrailingSpaces: Bool = true) -> String {
        ensureLoaded()
        return renderLines(visibleLines, trimsTrailingSpaces: trimsTrailingSpaces).joined(separator: "\n")
    }

    /// Renders content lines `lines`: each view's lines are sanitized, clipped or padded to its
    /// frame, styled, and placed at its column.
    func renderLines(_ lines: Range<Int>, trimsTrailingSpaces: Bool) -> [String] {
        if !hasItems, let backgroundView {
            let height = self.height ?? max(1, backgroundView.render(in: renderContext(ListSize(width: width, height: 1))).count)
            return place(backgroundView, in: ListRect(x: 0, y: 0, width: width, height: height), style: [],
                         trimsTrailingSpaces: trimsTrailingSpaces)
        }
        let blank = trimsTrailingSpaces ? "" : String(repeating: " ", count: width)
        var output = [String](repeating: blank, count: lines.count)
        var borrowed: [CollectionReusableView] = []
        forEachElement(in: lines) { element, frame in
            let view: CollectionReusableView?
            var style: TextStyle = []
            switch element {
            case .item(let path):
                let cell = cells[path] ?? makeCell(at: path).map { cell in
                    cell.isSelected = selected.contains(path)
                    borrowed.append(cell)
                    return cell
                }
                if let cell, cell.isSelected || cell.isHighlighted { style.insert(.inverse) }
                view = cell
            case .supplementary(let key):
                view = supplementaryViews[key] ?? makeSupplementaryView(key).map {
                    borrowed.append($0)
                    return $0
                }
                style.insert(key.kind == Self.elementKindSectionHeader ? .bold : .dim)
            }
            guard let view else { return }
            view.frame = frame
            for (index, line) in place(view, in: frame, style: style, trimsTrailingSpaces: trimsTrailingSpaces).enumerated() {
                let y = frame.y + index
                if lines.contains(y) { output[y - lines.lowerBound] = line }
            }
        }
        for view in borrowed { enqueue(view) }
        return output
    }

    /// A view's lines for `frame`: sanitized, exactly `frame.width` columns (clipped or padded),
    /// exactly `frame.height` lines, styled, indented to `frame.x`, padded to the full width.
    func place(_ view: CollectionReusableView, in frame: ListRect, style: TextStyle, trimsTrailingSpaces: Bool) -> [String] {
        let rendered = view.render(in: renderContext(frame.size))
            .flatMap { TextLayout.sanitized($0, keepsNewlines: true).split(separator: "\n", omittingEmptySubsequences: false) }
        let indent = String(repeating: " ", count: frame.x)
        let trailing = String(repeating: " ", count: max(0, width - frame.x - frame.width))
        return (0..<frame.height).map { index in
            let content = index < rendered.count ? String(rendered[index]) : ""
            var line = TextLayout.pad(content, width: frame.width, ambiguous: ambiguousWidth)
            let isStyled = textStyler.isEnabled && !style.isEmpty
            if !isStyled {
                return trimsTrailingSpaces ? trimmingTrailingSpaces(indent + line) : indent + line + trailing
            }
            line = textStyler.apply(style, to: line)
            return trimsTrailingSpaces ? indent + line : indent + line + trailing
        }
    }

    func renderContext(_ size: ListSize) -> RenderContext {
        RenderContext(size: size, styler: textStyler, ambiguousWidth: ambiguousWidth)
    }

    func trimmingTrailingSpaces(_ line: String) -> String {
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)] == " " { end = line.index(before: end) }
        return String(line[..<end])
    }
}

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

    /// Content lines `lines`, one string each (blank past the content): what ``renderText(trimsTrailingSpaces:)``
    /// shows on those lines. A terminal that keeps the screen uses it to redraw only the lines of
    /// the items a batch reloaded.
    /// - Complexity: O(log n + e log n) for the e elements on those lines.
    public func renderLines(in lines: Range<Int>, trimsTrailingSpaces: Bool = true) -> [String] {
        ensureLoaded()
        return renderLines(max(0, lines.lowerBound)..<max(0, lines.upperBound), trimsTrailingSpaces: trimsTrailingSpaces)
    }

    /// Renders content lines `lines`: each view's lines are sanitized, clipped or padded to its
    /// frame, styled, and placed at its column.
    func renderLines(_ lines: Range<Int>, trimsTrailingSpaces: Bool) -> [String] {
        if !hasItems, let backgroundView {
            let height = self.height ?? max(1, backgroundView.renderStyled(in: renderContext(ListSize(width: width, height: 1))).count)
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
                if let cell, cell.isSelected || cell.isHighlighted { style.formUnion(selectionStyle) }
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
    /// exactly `frame.height` lines, styled (the runs' styles plus `style`), indented to `frame.x`,
    /// padded to the full width. Escape sequences come only from the styler, never from the text.
    func place(_ view: CollectionReusableView, in frame: ListRect, style: TextStyle, trimsTrailingSpaces: Bool) -> [String] {
        let rendered = sanitizedLines(view.renderStyled(in: renderContext(frame.size)))
        let indent = String(repeating: " ", count: frame.x)
        let trailing = String(repeating: " ", count: max(0, width - frame.x - frame.width))
        return (0..<frame.height).map { index in
            let content = index < rendered.count ? rendered[index] : StyledLine()
            if textStyler.isEnabled, !content.isPlain, let runs = styledRuns(content, width: frame.width, frameStyle: style) {
                var line = runs
                if trimsTrailingSpaces { trimTrailingPlainSpaces(&line) }
                let text = line.map { textStyler.apply($0.style, to: $0.text) }.joined()
                return trimsTrailingSpaces ? indent + text : indent + text + trailing
            }
            var line = TextLayout.pad(content.text, width: frame.width, ambiguous: ambiguousWidth)
            let isStyled = textStyler.isEnabled && !style.isEmpty
            if !isStyled {
                return trimsTrailingSpaces ? trimmingTrailingSpaces(indent + line) : indent + line + trailing
            }
            line = textStyler.apply(style, to: line)
            return trimsTrailingSpaces ? indent + line : indent + line + trailing
        }
    }

    /// `lines` with every run sanitized, and split where a run has a line break.
    func sanitizedLines(_ lines: [StyledLine]) -> [StyledLine] {
        var result: [StyledLine] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            if line.isPlain {
                for part in TextLayout.sanitized(line.text, keepsNewlines: true).split(separator: "\n", omittingEmptySubsequences: false) {
                    result.append(StyledLine(String(part)))
                }
                continue
            }
            var current = StyledLine()
            for run in line.runs {
                let parts = TextLayout.sanitized(run.text, keepsNewlines: true).split(separator: "\n", omittingEmptySubsequences: false)
                for (index, part) in parts.enumerated() {
                    if index > 0 {
                        result.append(current)
                        current = StyledLine()
                    }
                    current.append(String(part), style: run.style)
                }
            }
            result.append(current)
        }
        return result
    }

    /// The runs of `line` clipped or padded to exactly `width` columns, each with `frameStyle`
    /// added, adjacent runs of one style merged; `nil` when clusters join across runs (a run that
    /// starts with a combining mark), so that the line is measured as a whole instead.
    func styledRuns(_ line: StyledLine, width: Int, frameStyle: TextStyle) -> [StyledRun]? {
        var result = StyledLine()
        var used = 0
        for run in line.runs {
            let (head, headWidth) = TextLayout.prefix(of: run.text, fitting: width - used, ambiguous: ambiguousWidth)
            result.append(String(head), style: run.style.union(frameStyle))
            used += headWidth
            if head.endIndex != run.text.endIndex { break }
        }
        guard result.text.displayWidth(ambiguous: ambiguousWidth) == used else { return nil }
        result.append(String(repeating: " ", count: width - used), style: frameStyle)
        return result.runs
    }

    /// Drops the padding at the end of `runs` where it is unstyled (styled spaces, such as an
    /// inverse selection, are kept).
    func trimTrailingPlainSpaces(_ runs: inout [StyledRun]) {
        while let last = runs.last, last.style.isEmpty {
            let trimmed = trimmingTrailingSpaces(last.text)
            if trimmed.isEmpty {
                runs.removeLast()
            } else {
                runs[runs.count - 1].text = trimmed
                return
            }
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

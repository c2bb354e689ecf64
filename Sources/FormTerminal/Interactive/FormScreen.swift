import Foundation
import FormKit
import FormLocale
import ListKit

/// Draws a ``TerminalSession`` on a terminal of a given size and keeps what the terminal shows, so that
/// each update writes only the lines that changed (cursor moves plus those lines) and the cursor.
///
/// The screen, top to bottom: the form (a viewport of the manager's collection view that follows
/// the focused field), a rule with the field's title or the message line, the focused field's
/// editor, and a hint line with the progress and the main keys. A terminal smaller than
/// ``minimumSize`` shows one line saying so instead.
@MainActor
public final class FormScreen {
    /// The smallest terminal the form is drawn in.
    public static let minimumSize = TerminalSize(width: 20, height: 5)

    /// One frame: its lines (styled text, each at most the width) and where the cursor goes
    /// (`nil`: hidden).
    public struct Frame: Hashable, Sendable {
        public var lines: [String]
        public var cursor: (row: Int, column: Int)? {
            get { cursorRow.map { ($0, cursorColumn) } }
            set {
                cursorRow = newValue?.row
                cursorColumn = newValue?.column ?? 0
            }
        }
        private var cursorRow: Int?
        private var cursorColumn = 0

        init(lines: [String], cursor: (row: Int, column: Int)?) {
            self.lines = lines
            self.cursor = cursor
        }
    }

    /// The session drawn.
    public let session: TerminalSession
    /// The terminal's size.
    public private(set) var size: TerminalSize
    /// The styles (off: plain text; the focus is still marked by the `>` gutter).
    public let styler: TextStyler
    let view: CollectionView

    /// What the terminal shows now; `nil` before the first draw or after ``invalidate()``.
    private var shown: [String]?
    private var isCursorShown: Bool?
    private var shownCursor: (row: Int, column: Int)?
    private var highlightedPath: IndexPath?
    /// The form's lines as last rendered, with what they depend on.
    private var formLines: [String]?
    private var formKey: FormCacheKey?
    private var formFrames: [IndexPath: ListRect] = [:]
    /// Rows to render again: reloaded by a batch, or highlighted or unhighlighted.
    private var dirtyPaths: Set<IndexPath> = []
    /// Whether the next frame renders the whole viewport (rows appeared, disappeared or moved).
    private var needsFullForm = true
    /// What the form's reloads changed since the last frame (the form's change listener).
    private let changes = ScreenChanges()

    private struct FormCacheKey: Hashable {
        var offset: Int
        var height: Int
        var width: Int
        var contentHeight: Int
    }

    /// A screen of `size` for `session`, using the manager's collection view (one is created when
    /// the manager's adapter has none).
    public init(session: TerminalSession, size: TerminalSize, styler: TextStyler) {
        self.session = session
        self.size = size
        self.styler = styler
        let adapter = session.manager.adapter
        if let view = adapter.collectionView {
            self.view = view
        } else {
            let view = CollectionView(width: size.width)
            adapter.collectionView = view
            self.view = view
        }
        session.manager.addChangeListener(changes)
        view.textStyler = styler
        view.selectionStyle = .bold
        view.width = size.width
    }

    /// Marks rows reloaded by a batch: their lines are rendered again.
    func reloaded(_ paths: [IndexPath]) { dirtyPaths.formUnion(paths) }

    /// Renders the whole form at the next update (the terminal keeps its lines: only those that
    /// differ are written).
    func formNeedsRendering() { needsFullForm = true }

    /// Forgets what the terminal shows: the next ``update()`` clears it and draws every line.
    public func invalidate() {
        shown = nil
        isCursorShown = nil
        needsFullForm = true
    }

    /// Lays the form out at `size`; the next update redraws everything.
    public func resize(to size: TerminalSize) {
        self.size = size
        view.width = size.width
        invalidate()
    }

    /// The bytes that bring the terminal from what it shows to the current frame: every line on
    /// the first call (after clearing the screen), only the changed lines later.
    /// - Complexity: O(v log n + w·h) for v rows on screen out of n, on a w×h terminal.
    public func update() -> String {
        noteFormChanges()
        let frame = makeFrame()
        var output = ""
        if shown == nil { output += "\u{1B}[H\u{1B}[2J" }
        let previous = shown ?? []
        // Each changed line is erased first, then written: erasing after a line that fills the
        // width would erase its last character (the cursor waits on the last column).
        for (row, line) in frame.lines.enumerated() where row >= previous.count || previous[row] != line {
            output += "\u{1B}[\(row + 1);1H\u{1B}[2K" + line
        }
        for row in frame.lines.count..<max(frame.lines.count, previous.count) {
            output += "\u{1B}[\(row + 1);1H\u{1B}[2K"
        }
        shown = frame.lines
        if let cursor = frame.cursor {
            if !output.isEmpty || isCursorShown != true || shownCursor?.row != cursor.row || shownCursor?.column != cursor.column {
                output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H"
            }
            if isCursorShown != true { output += "\u{1B}[?25h" }
            isCursorShown = true
        } else if isCursorShown != false {
            output += "\u{1B}[?25l"
            isCursorShown = false
        }
        shownCursor = frame.cursor
        return output
    }

    // MARK: - The frame

    /// The frame for the session as it is now.
    public func makeFrame() -> Frame {
        let width = size.width
        let height = size.height
        guard width >= Self.minimumSize.width, height >= Self.minimumSize.height else {
            let notice = session.words("terminal.tooSmall", ["width": .text(String(Self.minimumSize.width)), "height": .text(String(Self.minimumSize.height))])
            return Frame(lines: [TextLayout.truncate(notice, width: max(1, width))], cursor: nil)
        }
        if session.overlay == .help { return helpFrame() }

        var editor = editorLines(width: width)
        // The editor takes at most a third of the screen.
        let maximumEditor = max(1, (height - 2) / 3)
        if editor.lines.count > maximumEditor {
            editor.lines = Array(editor.lines.prefix(maximumEditor))
            if let cursor = editor.cursor, cursor.row >= maximumEditor { editor.cursor = nil }
        }
        let hints = hintLines(width: width)
        let formHeight = height - editor.lines.count - 1 - hints.count
        let formLines = layOutForm(height: formHeight)
        var lines = formLines
        lines.append(ruleLine(width: width))
        let editorTop = lines.count
        lines += editor.lines
        lines += hints
        let cursor = editor.cursor.map { (row: editorTop + $0.row, column: min(width - 1, $0.column)) }
        return Frame(lines: lines, cursor: cursor)
    }

    /// Sizes the viewport, highlights the focused row and scrolls it into view; returns its lines,
    /// under the step header on a form of steps.
    ///
    /// Only the lines of rows a batch reloaded (or whose highlight changed) are rendered again
    /// while nothing moved: same viewport, same frames for the rows on screen. Anything else — a
    /// scroll, rows inserted or deleted, a row that changed height — renders the viewport whole.
    private func layOutForm(height: Int) -> [String] {
        // A form of steps keeps its progress line (the step header) at the top; the rest scrolls.
        let header = stepHeaderLines(room: max(0, height - 1))
        let height = height - header.count
        if view.height != height { view.height = height }
        let path = (session.focused as? Item)?.indexPath
        if path != highlightedPath || path.map({ view.indexPathsForHighlightedItems != [$0] }) ?? false {
            for changed in [highlightedPath, path].compactMap({ $0 }) { dirtyPaths.insert(changed) }
            view.highlightItem(at: path)
            highlightedPath = path
        }
        if let path { view.scrollToItem(at: path, at: .nearest) }
        // Under a header, the viewport starts after the progress line: the focused row, which
        // comes after it, stays in view (scrolled to nearest, it ends at most `height` lines on).
        let offset = max(view.contentOffset, headerRange?.upperBound ?? 0)
        let key = FormCacheKey(offset: offset, height: height, width: view.width, contentHeight: view.contentHeight)
        defer {
            dirtyPaths.removeAll()
            needsFullForm = false
        }
        // Only the rows to draw again are measured: a row whose frame changed moved the rows under
        // it, and then the whole viewport is rendered.
        if !needsFullForm, var lines = formLines, key == formKey {
            var changes: [Range<Int>] = []
            var moved = false
            for dirty in dirtyPaths {
                let frame = view.frameForItem(at: dirty)
                if frame != formFrames[dirty] && (frame != nil || formFrames[dirty] != nil) {
                    moved = true
                    break
                }
                guard let frame else { continue }
                let top = max(frame.y, key.offset)
                let bottom = min(frame.maxY, key.offset + height)
                if top < bottom { changes.append(top..<bottom) }
            }
            if !moved {
                for range in changes {
                    lines.replaceSubrange((range.lowerBound - key.offset)..<(range.upperBound - key.offset),
                                          with: view.renderLines(in: range))
                }
                formLines = lines
                return header + lines
            }
        }
        var frames: [IndexPath: ListRect] = [:]
        for visiblePath in view.indexPathsForVisibleItems { frames[visiblePath] = view.frameForItem(at: visiblePath) }
        var lines = view.renderLines(in: offset..<(offset + height))
        if lines.count < height { lines += Array(repeating: "", count: height - lines.count) }
        lines = Array(lines.prefix(height))
        formLines = lines
        formKey = key
        formFrames = frames
        return header + lines
    }

    /// The content lines of the progress line of a form of steps ("Step 2 of 3: Shipping" and
    /// the steps), or `nil` for a form without steps.
    private var headerRange: Range<Int>? {
        guard !session.manager.steps.isEmpty,
              let progress = session.manager.sections.first?.itemBunches.first?.items.first as? StepProgressItem,
              let path = progress.indexPath, let frame = view.frameForItem(at: path) else { return nil }
        return frame.y..<frame.maxY
    }

    /// The step header: the progress line's own rendering, at most `room` lines; none without steps.
    private func stepHeaderLines(room: Int) -> [String] {
        guard let range = headerRange, room > 0 else { return [] }
        return Array(view.renderLines(in: range).prefix(room))
    }

    /// The key help, scrolled by ``TerminalSession/helpOffset`` (clamped so the last page stays full),
    /// and a line saying how to scroll and close it.
    private func helpFrame() -> Frame {
        let width = size.width
        // Lines wider than the screen wrap, their continuation under the description.
        let all = session.keyMap.helpLines(in: session.words).flatMap { line -> [String] in
            let sanitized = TextLayout.sanitized(line)
            guard sanitized.displayWidth() > width else { return [sanitized] }
            let indent = min(width / 2, 6)
            let wrapped = TextLayout.wrap(sanitized, width: width - indent, firstLineWidth: width)
            return wrapped.enumerated().map { index, part in index == 0 ? part : String(repeating: " ", count: indent) + part }
        }
        let room = size.height - 1
        let maximumOffset = max(0, all.count - room)
        if session.helpOffset > maximumOffset { session.helpOffset = maximumOffset }
        var lines = all.dropFirst(session.helpOffset).prefix(room).map { TextLayout.truncate($0, width: width) }
        lines += Array(repeating: "", count: room - lines.count)
        let footer = maximumOffset > 0
            ? session.words("terminal.help.scroll", ["from": .integer(session.helpOffset + 1), "to": .integer(session.helpOffset + room),
                                                     "count": .integer(all.count)])
            : session.words("terminal.help.close")
        lines.append(styler.apply(.dim, to: TextLayout.truncate(footer, width: width)))
        return Frame(lines: lines, cursor: nil)
    }

    // MARK: - Editors

    /// The focused field's editor: its lines and the cursor in them.
    private func editorLines(width: Int) -> (lines: [String], cursor: (row: Int, column: Int)?) {
        guard let field = session.focused, let kind = session.focusedKind else {
            return ([styler.apply(.dim, to: TextLayout.truncate(session.words("terminal.nothingToFill"), width: width))], nil)
        }
        let state = session.editor(for: field)
        var lines: [String] = []
        var cursor: (row: Int, column: Int)?

        func textLine(_ label: String, _ buffer: TextBuffer, mask: Character?, placeholder: String?) {
            let prefix = TextLayout.truncate(label, width: max(0, width / 2))
            let room = max(1, width - prefix.displayWidth())
            let window = buffer.window(width: room, mask: mask, ambiguous: view.ambiguousWidth)
            var line = prefix + TextLayout.sanitized(window.text)
            if buffer.isEmpty, let placeholder {
                line += styler.apply(.dim, to: TextLayout.truncate(session.words("terminal.hint.example", ["example": .text(TextLayout.sanitized(placeholder))]),
                                                                    width: room))
            }
            cursor = (lines.count, prefix.displayWidth() + window.cursorColumn)
            lines.append(line)
        }

        switch kind {
        case .text(let secure):
            textLine("› ", state.buffer, mask: secure ? "•" : nil, placeholder: field.placeholderText)
        case .number, .other:
            textLine("› ", state.buffer, mask: nil, placeholder: field.placeholderText)
        case .date:
            textLine("› ", state.buffer, mask: nil, placeholder: field.placeholderText)
        case .card:
            let label = session.words(CreditCardItem.partNames[state.part]) + " › "
            textLine(label, state.buffer, mask: nil, placeholder: state.part == 0 ? field.placeholderText : nil)
        case .longText:
            let (textLines, cursorLine, _) = state.buffer.lines
            let first = max(0, min(cursorLine - 1, textLines.count - 3))
            for index in first..<min(textLines.count, first + 3) {
                if index == cursorLine {
                    textLine("› ", state.buffer, mask: nil, placeholder: state.buffer.isEmpty ? field.placeholderText : nil)
                } else {
                    lines.append("  " + TextLayout.truncate(TextLayout.sanitized(textLines[index]), width: width - 2))
                }
            }
        case .toggle:
            let isOn = (field as? BoolItem)?.value ?? false
            lines.append(TextLayout.truncate("› " + (isOn ? "[x] " : "[ ] ") + TextLayout.sanitized(field.title), width: width))
        case .segmented:
            let item = field as? SegmentedItem
            var line = StyledLine("‹ ")
            for (index, option) in (item?.options ?? []).enumerated() {
                if index > 0 { line.append(" ") }
                let name = TextLayout.sanitized(item?.label(of: option) ?? option)
                if option == item?.value { line.append("[\(name)]", style: .inverse) } else { line.append(" \(name) ") }
            }
            line.append(" ›")
            lines.append(styled(line, width: width))
        case .slider, .stepper:
            lines.append(TextLayout.truncate("› " + TextLayout.sanitized(field.displayValue ?? ""), width: width))
        case .button:
            lines.append(TextLayout.truncate("› [ \(TextLayout.sanitized(field.title)) ]", width: width))
        case .radio, .multiple, .picker:
            if kind == .picker, let picker = field as? PickerItem {
                let words = session.words
                let column = picker.components.count > 1
                    ? words("terminal.picker.column", ["position": .integer(state.column + 1), "count": .integer(picker.components.count)]) + " · " : ""
                let label = column + words("terminal.picker.filter") + " › "
                textLine(label, state.filter, mask: nil, placeholder: nil)
            }
            let options = session.listOptions(for: field)
            let chosen: Set<String>
            switch field {
            case let item as MultipleChoiceItem: chosen = Set(item.value)
            case let item as SegmentedItem: chosen = Set(item.value.map { [$0] } ?? [])
            case let item as PickerItem: chosen = item.value.indices.contains(state.column) ? [item.value[state.column]] : []
            default: chosen = []
            }
            let shownCount = min(options.count, 6)
            let first = max(0, min(state.option - shownCount / 2, options.count - shownCount))
            if options.isEmpty { lines.append(styler.apply(.dim, to: TextLayout.truncate("  " + session.words("terminal.picker.none"), width: width))) }
            for index in first..<(first + shownCount) {
                let isChosen = chosen.contains(options[index])
                let mark = kind == .multiple ? (isChosen ? "[x] " : "[ ] ") : (isChosen ? "(*) " : "( ) ")
                let text = TextLayout.truncate((index == state.option ? "> " : "  ") + mark + TextLayout.sanitized((field as? OptionLabeling)?.label(of: options[index]) ?? options[index]), width: width)
                lines.append(index == state.option ? styler.apply(.bold, to: text) : text)
            }
        }
        // The item's refusal is a whole sentence in the form's language; the check's words follow the title.
        if let problem = state.typedProblem ?? state.checkProblem.map({ TextLayout.sanitized(field.title) + " " + $0 }) {
            lines.append(styler.apply(.red, to: TextLayout.truncate("! " + TextLayout.sanitized(problem), width: width)))
        }
        return (lines, cursor)
    }

    /// `line` with its styles, or its text cut to `width` columns (unstyled) when it is wider.
    private func styled(_ line: StyledLine, width: Int) -> String {
        guard line.text.displayWidth() <= width else { return TextLayout.truncate(line.text, width: width) }
        return line.runs.map { styler.apply($0.style, to: $0.text) }.joined()
    }
}

extension FormScreen {
    /// Enters the alternate screen.
    static let enterSequence = "\u{1B}[?1049h"
    /// Resets styles, shows the cursor and leaves the alternate screen.
    static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Takes what the form's changes since the last call did (``FormChanges``, heard as the
    /// form's change listener): the rows drawn again are drawn again; rows that appeared,
    /// disappeared or moved renumber the fields and redraw the form.
    func noteFormChanges() {
        guard let heard = changes.take() else { return }
        for item in heard.reloaded { if let path = item.indexPath { reloaded([path]) } }
        if heard.isStructural {
            session.rowsChanged()
            formNeedsRendering()
        }
    }
}

/// What the form's reloads changed since the screen last looked.
@MainActor
final class ScreenChanges: FormChangeListener {
    private var heard: FormChanges?

    func form(_ manager: AdapterManager, didChange changes: FormChanges) {
        if heard == nil { heard = FormChanges() }
        heard?.append(changes)
    }

    /// The screen repaints what reloaded and lays the form out again when rows came, went or
    /// moved: it never names the rows that left.
    var readsRemovedRows: Bool { false }

    /// The changes heard since the last call, or `nil` when there were none.
    func take() -> FormChanges? {
        defer { heard = nil }
        return heard
    }
}


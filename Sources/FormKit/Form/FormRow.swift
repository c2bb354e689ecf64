import Foundation
import FormLocale
import ListKit

/// What a form row shows, captured when its cell is configured: the screen changes when the item is
/// reloaded, not whenever the model changes.
///
/// ```
///   Name              Jane Appleseed      a value, right-aligned
///   Email        e.g. jane@example.com    a placeholder (dim when styled)
/// > [x] Newsletter                        a checkbox, under the keyboard cursor
///   Locked (disabled)                     a disabled row (dim when styled)
///   ! Email is not valid                  an error (red when styled)
/// ```
public struct FormRow: Hashable, Sendable {
    /// How a row lays out its title and value.
    public enum Kind: Hashable, Sendable {
        /// The title on the left, the value (or the placeholder) right-aligned.
        case field
        /// The title centered in brackets: `[ Submit ]`.
        case button
        /// A box before the title: `[x] Newsletter` or `[ ] Newsletter`. The value is not shown (the
        /// box is the value), and the box always shares its line with the start of the title.
        case checkbox(isOn: Bool)
    }

    /// The title, on the left.
    public var title: String
    /// The value as shown on the right; `nil` shows the placeholder.
    public var value: String?
    /// Shown as `e.g. <placeholder>` (dim when styled) when there is no value.
    public var placeholder: String?
    /// Lines under the title line (long text, options), indented.
    public var detailLines: [String] = []
    /// Whether the row can be edited. A disabled row's title ends with ` (disabled)`, and the row is
    /// dim when styled.
    public var isEnabled = true
    /// Validation messages, each shown under the row as `  ! message` (red when styled). Pass
    /// messages that read on their own ("Name is required").
    public var errors: [String] = []
    /// How the row lays out its title and value. Default: ``Kind/field``.
    public var kind = Kind.field
    /// The words the row adds to its own: before and after a placeholder (`e.g. `), and after a
    /// disabled row's title (` (disabled)`). Default: English; a form item's row takes its form's
    /// language (see ``AdapterManager/localizer``).
    public var words = Words()

    /// The words a row adds around the item's: the placeholder's example phrase and the disabled
    /// marker.
    public struct Words: Hashable, Sendable {
        /// Before a placeholder: `e.g. `.
        public var examplePrefix = "e.g. "
        /// After a placeholder: empty in English.
        public var exampleSuffix = ""
        /// After a disabled row's title: ` (disabled)`.
        public var disabled = " (disabled)"

        /// English.
        public init() {}

        /// The words of `localizer`'s language (its catalog's `terminal.hint.example` and
        /// `terminal.disabled`).
        public init(_ localizer: Localizer) {
            let marker = "\u{1}"
            let phrase = localizer.string(LocalizedMessage("terminal.hint.example", ["example": .text(marker)]))
            let parts = phrase.components(separatedBy: marker)
            examplePrefix = parts.first ?? ""
            exampleSuffix = parts.count > 1 ? parts[1] : ""
            disabled = " " + localizer.string(LocalizedMessage("terminal.disabled"))
        }
    }

    /// Whether the row is a button (``Kind/button``): its title is centered in brackets. Setting it
    /// to `false` makes a button a ``Kind/field``.
    public var isButton: Bool {
        get { kind == .button }
        set {
            if newValue {
                kind = .button
            } else if kind == .button {
                kind = .field
            }
        }
    }

    /// Creates a row.
    /// - Parameters:
    ///   - title: the title.
    ///   - value: the value as shown; `nil` shows the placeholder.
    ///   - placeholder: shown as `e.g. …` when there is no value.
    ///   - detailLines: lines under the title line.
    ///   - isEnabled: whether the row can be edited.
    ///   - errors: validation messages, shown under the row.
    ///   - isButton: `true` makes a ``Kind/button`` whatever `kind` says.
    ///   - kind: how the row lays out its title and value; default ``Kind/field``.
    /// - Complexity: O(1).
    public init(title: String, value: String? = nil, placeholder: String? = nil, detailLines: [String] = [],
                isEnabled: Bool = true, errors: [String] = [], isButton: Bool = false, kind: Kind = .field) {
        self.title = title
        self.value = value
        self.placeholder = placeholder
        self.detailLines = detailLines
        self.isEnabled = isEnabled
        self.errors = errors
        self.kind = isButton ? .button : kind
    }

    /// The row's lines at `width` columns, without styles: ``styledLines(width:isHighlighted:ambiguous:)``'s text.
    /// - Complexity: O(*n*), *n* being the length of the row's text.
    public func lines(width: Int, isHighlighted: Bool = false, ambiguous: AmbiguousWidth = .narrow) -> [String] {
        styledLines(width: width, isHighlighted: isHighlighted, ambiguous: ambiguous).map(\.text)
    }

    /// The row's lines at `width` columns, with their styles.
    ///
    /// A two-column gutter starts the row: `> ` under the keyboard cursor, blank otherwise. The
    /// title is on the left and the value right-aligned on the same line when both fit; otherwise
    /// the title wraps and the value takes right-aligned lines of its own. Detail lines are indented
    /// by four columns, errors shown as `  ! message`. Text wraps at spaces, and a word is broken
    /// only when it is wider than `width`: an indent shrinks rather than break a word that fits the
    /// line without it. Every piece of text is sanitized, and every line is at most `width` columns.
    ///
    /// Styles: a placeholder is dim, a disabled row is dim, errors are red.
    /// - Parameters:
    ///   - width: the row's width in columns; values below 1 are treated as 1.
    ///   - isHighlighted: whether the keyboard cursor is on the row.
    ///   - ambiguous: the width of East Asian Ambiguous characters.
    /// - Returns: the lines, top to bottom.
    /// - Complexity: O(*n*), *n* being the length of the row's text.
    public func styledLines(width: Int, isHighlighted: Bool = false, ambiguous: AmbiguousWidth = .narrow) -> [StyledLine] {
        let width = max(1, width)
        let gutterWidth = min(2, width)
        let gutter = String((isHighlighted ? "> " : "  ").prefix(gutterWidth))
        let inner = max(1, width - gutterWidth)
        let rowStyle: TextStyle = isEnabled ? [] : .dim
        let suffix = isEnabled ? "" : words.disabled
        let title = TextLayout.sanitized(self.title) + suffix
        var lines: [StyledLine] = []

        func add(_ prefix: String, _ text: String, _ style: TextStyle) {
            var line = StyledLine(prefix)
            line.append(text, style: style)
            lines.append(line)
        }
        /// `text` after the gutter, continuation lines indented to match when the words allow.
        func addTitle(_ text: String) {
            let wrapped = Self.hanging(text, leadWidth: gutterWidth, indent: gutterWidth, width: width, ambiguous: ambiguous)
            for (index, line) in wrapped.lines.enumerated() {
                add(index == 0 ? gutter : Self.spaces(wrapped.indent), line, rowStyle)
            }
        }

        switch kind {
        case .button:
            // The brackets stay with the title's first and last words (joined by no-break spaces
            // while wrapping).
            let label = "[\u{A0}\(TextLayout.sanitized(self.title))\u{A0}]" + suffix
            let wrapped = Self.hanging(label, leadWidth: gutterWidth, indent: gutterWidth, width: width, ambiguous: ambiguous)
            for (index, line) in wrapped.lines.enumerated() {
                let indent = index == 0 ? gutterWidth : wrapped.indent
                let text = line.replacingOccurrences(of: "\u{A0}", with: " ")
                let centered = TextLayout.pad(text, width: width - indent, alignment: .center, ambiguous: ambiguous)
                add(index == 0 ? gutter : Self.spaces(indent), Self.trimmingTrailingSpaces(centered), rowStyle)
            }
        case .checkbox(let isOn):
            // The box is joined to the title's first word by no-break spaces while wrapping, so it
            // never stands apart from its label; only a box and word wider than the row break.
            let box = isOn ? "[x]\u{A0}" : "[\u{A0}]\u{A0}"
            let label = box + String(title.drop { $0 == " " })
            let wrapped = Self.hanging(label, leadWidth: gutterWidth, indent: gutterWidth, width: width, ambiguous: ambiguous)
            var boxCharacters = box.count
            for (index, line) in wrapped.lines.enumerated() {
                var text = line
                if boxCharacters > 0 {
                    let count = min(boxCharacters, text.count)
                    text = text.prefix(count).replacingOccurrences(of: "\u{A0}", with: " ") + text.dropFirst(count)
                    boxCharacters -= count
                }
                add(index == 0 ? gutter : Self.spaces(wrapped.indent), text, rowStyle)
            }
        case .field:
            let shown: (text: String, style: TextStyle)? =
                value.map { (TextLayout.sanitized($0), rowStyle) }
                ?? placeholder.map { (words.examplePrefix + TextLayout.sanitized($0) + words.exampleSuffix, rowStyle.union(.dim)) }
            let titleWidth = title.displayWidth(ambiguous: ambiguous)
            if let shown, !shown.text.isEmpty {
                let valueWidth = shown.text.displayWidth(ambiguous: ambiguous)
                if titleWidth + 1 + valueWidth <= inner {
                    var line = StyledLine(gutter)
                    line.append(title, style: rowStyle)
                    line.append(Self.spaces(inner - titleWidth - valueWidth))
                    line.append(shown.text, style: shown.style)
                    lines.append(line)
                } else {
                    addTitle(title)
                    // Right-aligned: the value's own lines may use the gutter's columns for a long word.
                    let fitsInner = TextLayout.widestWordWidth(shown.text, ambiguous: ambiguous) <= inner
                    for line in TextLayout.wrap(shown.text, width: fitsInner ? inner : width, ambiguous: ambiguous) {
                        let padding = width - line.displayWidth(ambiguous: ambiguous)
                        add(Self.spaces(padding), line, shown.style)
                    }
                }
            } else {
                addTitle(title)
            }
        }

        for detail in detailLines {
            let wrapped = Self.hanging(TextLayout.sanitized(detail), leadWidth: min(4, width - 1), indent: min(4, width - 1),
                                       width: width, ambiguous: ambiguous)
            for (index, line) in wrapped.lines.enumerated() {
                add(Self.spaces(index == 0 ? min(4, width - 1) : wrapped.indent), line, rowStyle)
            }
        }
        for error in errors {
            let wrapped = Self.hanging(TextLayout.sanitized(error), leadWidth: 4, indent: 4, width: width, ambiguous: ambiguous)
            for (index, line) in wrapped.lines.enumerated() {
                add("", (index == 0 ? "  ! " : Self.spaces(wrapped.indent)) + line, .red)
            }
        }
        // Degenerate widths (narrower than a gutter or a marker): never exceed the width.
        return lines.map { line in
            let text = line.text
            guard text.displayWidth(ambiguous: ambiguous) > width else { return line }
            return StyledLine(TextLayout.fit(text, width: width, ambiguous: ambiguous), style: line.runs.last?.style ?? [])
        }
    }

    /// `text` wrapped with `leadWidth` columns before its first line and `indent` columns before the
    /// others; the indent shrinks (down to 0) rather than break a word that fits `width`.
    static func hanging(_ text: String, leadWidth: Int, indent: Int, width: Int,
                        ambiguous: AmbiguousWidth) -> (lines: [String], indent: Int) {
        let widest = TextLayout.widestWordWidth(text, ambiguous: ambiguous)
        let indent = max(0, min(indent, width - widest))
        let lines = TextLayout.wrap(text, width: width - indent, firstLineWidth: width - leadWidth, ambiguous: ambiguous)
        return (lines.map(trimmingTrailingSpaces), indent)
    }

    static func spaces(_ count: Int) -> String { count > 0 ? String(repeating: " ", count: count) : "" }

    static func trimmingTrailingSpaces(_ text: String) -> String {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        return String(text[..<end])
    }
}

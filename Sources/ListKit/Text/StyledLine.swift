/// One line of text made of runs in different styles, as a view returns it from
/// ``CollectionReusableView/renderStyled(in:)``.
///
/// ```swift
/// var line = StyledLine("  ! ", style: .red)
/// line.append("Name is required", style: .red)
/// line.text   // "  ! Name is required": what a plain rendering shows
/// ```
///
/// Lay text out before styling it (widths are measured on ``text``); the collection view clips and
/// pads the line to its frame by display columns, never counting escape sequences.
public struct StyledLine: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The runs, left to right.
    public var runs: [StyledRun]

    /// Creates a line of runs.
    /// - Parameter runs: the runs, left to right.
    /// - Complexity: O(1).
    public init(runs: [StyledRun] = []) {
        self.runs = runs
    }

    /// Creates a line of one run.
    /// - Parameters:
    ///   - text: the text.
    ///   - style: its style; none by default.
    /// - Complexity: O(1).
    public init(_ text: String, style: TextStyle = []) {
        runs = text.isEmpty ? [] : [StyledRun(text, style: style)]
    }

    /// Creates an unstyled line from a literal.
    /// - Parameter value: the text.
    /// - Complexity: O(1).
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The line's text without styles.
    /// - Complexity: O(*n*), *n* being the length of the text.
    public var text: String { runs.map(\.text).joined() }

    /// Whether no run has a style.
    /// - Complexity: O(*r*), *r* being the number of runs.
    public var isPlain: Bool { runs.allSatisfy { $0.style.isEmpty } }

    /// Appends a run (nothing for empty text; a run in the same style as the last is merged into it).
    /// - Parameters:
    ///   - text: the text.
    ///   - style: its style; none by default.
    /// - Complexity: O(*m*), *m* being the length of `text`.
    public mutating func append(_ text: String, style: TextStyle = []) {
        guard !text.isEmpty else { return }
        if let last = runs.last, last.style == style {
            runs[runs.count - 1].text += text
        } else {
            runs.append(StyledRun(text, style: style))
        }
    }

    /// Appends the runs of `line`.
    /// - Parameter line: the line to add at the end.
    /// - Complexity: O(*m*), *m* being the length of `line`'s text.
    public mutating func append(_ line: StyledLine) {
        for run in line.runs { append(run.text, style: run.style) }
    }

    /// The line with `style` added to every run (a dimmed row, say).
    /// - Parameter style: the styles to add.
    /// - Returns: the restyled line.
    /// - Complexity: O(*r*), *r* being the number of runs.
    public func adding(_ style: TextStyle) -> StyledLine {
        StyledLine(runs: runs.map { StyledRun($0.text, style: $0.style.union(style)) })
    }
}

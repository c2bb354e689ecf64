import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Applies styles as ANSI SGR sequences, or does nothing when disabled.
///
/// Styles are structure, not text: the library emits the escape sequences itself, so the text it
/// styles (sanitized with `TextLayout.sanitized(_:keepsNewlines:)`) never needs to carry ESC. Lay text
/// out first (`TextLayout.fit`, `wrap` …) and style the result: widths are measured before styling,
/// so styling never changes the layout.
///
/// ```swift
/// let styler = TextStyler.forStandardOutput()
/// print(styler.apply(.bold, to: TextLayout.fit(title, width: 20)))
/// ```
public struct TextStyler: Sendable, Hashable {
    /// Whether `apply(_:to:)` emits escape sequences.
    public var isEnabled: Bool

    /// Creates a styler.
    ///
    /// - Parameter isEnabled: whether `apply(_:to:)` emits escape sequences.
    /// - Complexity: O(1).
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// A styler that never emits escape sequences: the default everywhere.
    public static let plain = TextStyler(isEnabled: false)

    /// A styler enabled only when the output is a terminal, `NO_COLOR` is unset or empty
    /// (https://no-color.org) and `TERM` is not `dumb`.
    ///
    /// `NO_COLOR` turns off every style, not just colors: our styles are all the SGR output there is.
    /// An unset `TERM` does not disable styling.
    ///
    /// - Parameters:
    ///   - isTerminal: whether the output goes to a terminal (for instance `isatty(1) != 0`).
    ///   - environment: the process environment, such as `ProcessInfo.processInfo.environment`.
    /// - Returns: an enabled or a disabled styler.
    /// - Complexity: O(1).
    public static func forOutput(isTerminal: Bool, environment: [String: String]) -> TextStyler {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let isDumb = environment["TERM"] == "dumb"
        return TextStyler(isEnabled: isTerminal && !noColor && !isDumb)
    }

    /// The styler for this process's standard output: `forOutput(isTerminal:environment:)` with
    /// `isatty(1)` and `ProcessInfo.processInfo.environment`.
    ///
    /// - Returns: an enabled or a disabled styler.
    /// - Complexity: O(*e*), *e* being the size of the environment.
    public static func forStandardOutput() -> TextStyler {
        forOutput(
            isTerminal: isatty(STDOUT_FILENO) != 0,
            environment: ProcessInfo.processInfo.environment
        )
    }

    /// `text` between the SGR sequence that turns `style` on and the reset sequence, as
    /// `"\u{1B}[1;4m" + text + "\u{1B}[0m"` for `[.bold, .underline]`.
    ///
    /// Returns `text` unchanged when the styler is disabled, `style` is empty or `text` is empty.
    /// The reset (SGR 0) ends every style, so styled pieces are concatenated, not nested. Measure
    /// and lay out `text` before styling it: `displayWidth(ambiguous:)` of the styled result counts
    /// the sequences' printable characters.
    ///
    /// - Parameters:
    ///   - style: the styles to turn on.
    ///   - text: sanitized text (see `TextLayout.sanitized(_:keepsNewlines:)`).
    /// - Returns: the styled text.
    /// - Complexity: O(*n*), *n* being the length of `text`.
    public func apply(_ style: TextStyle, to text: String) -> String {
        let parameters = style.selectGraphicRenditionParameters
        guard isEnabled, !parameters.isEmpty, !text.isEmpty else { return text }
        let on = parameters.map(String.init).joined(separator: ";")
        return "\u{1B}[\(on)m\(text)\u{1B}[0m"
    }
}

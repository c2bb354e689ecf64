/// ANSI text styles, combined as a set: `[.bold, .underline]`, `[.red, .dim]`.
///
/// `TextStyler` turns a style into one SGR (Select Graphic Rendition) sequence.
public struct TextStyle: OptionSet, Sendable, Hashable {
    /// The styles as bits, in the order of the members below.
    public let rawValue: UInt8

    /// Creates a style set from its bits.
    ///
    /// - Parameter rawValue: the bits; bits above `red` are ignored when styling.
    /// - Complexity: O(1).
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold or increased intensity (SGR 1).
    public static let bold = TextStyle(rawValue: 1 << 0)
    /// Dim, faint or decreased intensity (SGR 2).
    public static let dim = TextStyle(rawValue: 1 << 1)
    /// Italic (SGR 3); some terminals show it as inverse or not at all.
    public static let italic = TextStyle(rawValue: 1 << 2)
    /// Underline (SGR 4).
    public static let underline = TextStyle(rawValue: 1 << 3)
    /// Foreground and background swapped (SGR 7).
    public static let inverse = TextStyle(rawValue: 1 << 4)
    /// Red foreground (SGR 31), for errors. The terminal's palette decides the exact colour.
    public static let red = TextStyle(rawValue: 1 << 5)

    /// The SGR parameters of the styles in the set, in ascending order: `[1, 4]` for bold underline,
    /// `[2, 31]` for dim red.
    var selectGraphicRenditionParameters: [Int] {
        let parameters: [(TextStyle, Int)] = [(.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.inverse, 7), (.red, 31)]
        return parameters.compactMap { contains($0.0) ? $0.1 : nil }
    }
}

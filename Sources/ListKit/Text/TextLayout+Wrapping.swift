extension TextLayout {
    /// Word-wraps `text` into lines of at most `width` columns.
    ///
    /// - Lines break at spaces (U+0020). The spaces at a break are dropped, so no line ends with a
    ///   space; spaces between words on one line are kept as they are, and so are the leading spaces
    ///   (indentation) of a paragraph when its first word fits after them.
    /// - `"\n"` and `"\r\n"` force a break; an empty paragraph gives an empty line.
    /// - Text without spaces can also break next to a cluster that is 2 columns wide whatever the
    ///   `ambiguous` setting (CJK ideographs, kana, Hangul syllables, fullwidth forms, emoji; not
    ///   ambiguous characters), so CJK text breaks between any two clusters and
    ///   `中文abc` between `文` and `a`; not before closing punctuation (`、。，」）！？…` and ASCII
    ///   `,.;:!?)]}`) nor after opening punctuation (`「（` and ASCII `([{`). A zero-width space
    ///   (U+200B) is a break opportunity too.
    /// - A word longer than `width` starts on a line of its own and is broken between grapheme
    ///   clusters.
    /// - A grapheme cluster is never split. A cluster wider than `width` (a 2-column cluster when
    ///   `width` is 1) still goes on a line of its own, which is then wider than `width`.
    ///
    /// Sanitize text from data first, with `sanitized(_:keepsNewlines: true)`: other control
    /// characters measure 0 columns and stay inside the lines.
    ///
    /// ```swift
    /// TextLayout.wrap("The quick brown fox", width: 10)  // ["The quick", "brown fox"]
    /// TextLayout.wrap("日本語のテキスト", width: 6)         // ["日本語", "のテキ", "スト"]
    /// ```
    ///
    /// - Parameters:
    ///   - text: the text to wrap.
    ///   - width: the maximum width of a line in columns; values below 1 are treated as 1.
    ///   - ambiguous: the width of East Asian Ambiguous characters; `.narrow` (1) by default.
    /// - Returns: the lines, without line terminators; `[""]` for an empty string.
    /// - Complexity: O(*n*), *n* being the length of `text`.
    public static func wrap(
        _ text: String,
        width: Int,
        ambiguous: AmbiguousWidth = .narrow
    ) -> [String] {
        var wrapper = Wrapper(width: max(1, width), ambiguous: ambiguous)
        for paragraph in text.split(
            omittingEmptySubsequences: false,
            whereSeparator: { $0 == "\n" || $0 == "\r\n" }
        ) {
            wrapper.wrap(paragraph)
        }
        return wrapper.lines
    }

    /// Word-wraps `text` like ``wrap(_:width:ambiguous:)``, with a first line of its own width: for
    /// text that follows a label or a marker on its first line, and is indented on the others.
    ///
    /// A word too wide for the first line but not for `width` starts the second line, leaving the
    /// first line empty, rather than being broken; only a word wider than `width` is broken between
    /// clusters (from the first line on).
    ///
    /// ```swift
    /// TextLayout.wrap("Receive the newsletter", width: 10, firstLineWidth: 8)
    /// // ["Receive", "the", "newsletter"]
    /// TextLayout.wrap("Newsletter", width: 10, firstLineWidth: 4)   // ["", "Newsletter"]
    /// ```
    ///
    /// - Parameters:
    ///   - text: the text to wrap.
    ///   - width: the maximum width of every line after the first; values below 1 are treated as 1.
    ///   - firstLineWidth: the maximum width of the first line; values below 1 are treated as 1.
    ///   - ambiguous: the width of East Asian Ambiguous characters; `.narrow` (1) by default.
    /// - Returns: the lines, without line terminators; `[""]` for an empty string.
    /// - Complexity: O(*n*), *n* being the length of `text`.
    public static func wrap(
        _ text: String,
        width: Int,
        firstLineWidth: Int,
        ambiguous: AmbiguousWidth = .narrow
    ) -> [String] {
        var wrapper = Wrapper(width: max(1, width), firstLineWidth: max(1, firstLineWidth), ambiguous: ambiguous)
        for paragraph in text.split(
            omittingEmptySubsequences: false,
            whereSeparator: { $0 == "\n" || $0 == "\r\n" }
        ) {
            wrapper.wrap(paragraph)
        }
        return wrapper.lines
    }

    /// The width of the widest piece of `text` that ``wrap(_:width:ambiguous:)`` keeps on one line
    /// when it can (a word, or a run of clusters between break opportunities): text wrapped at
    /// this width or more breaks no word.
    /// - Complexity: O(*n*), *n* being the length of `text`.
    package static func widestWordWidth(_ text: String, ambiguous: AmbiguousWidth = .narrow) -> Int {
        var widest = 0
        var wordWidth = 0
        var previous: (character: Character, isWide: Bool)?
        for character in text {
            if character == " " || character == "\n" || character == "\r\n" {
                widest = max(widest, wordWidth)
                wordWidth = 0
                previous = nil
                continue
            }
            let characterWidth = character.displayWidth(ambiguous: ambiguous)
            let isWide = character.displayWidth(ambiguous: .narrow) == 2
            if let previous, Wrapper.canBreak(after: previous.character, previous.isWide, before: character, isWide) {
                widest = max(widest, wordWidth)
                wordWidth = 0
            }
            wordWidth += characterWidth
            previous = (character, isWide)
        }
        return max(widest, wordWidth)
    }
}

/// The greedy line breaker behind `TextLayout.wrap(_:width:ambiguous:)`.
private struct Wrapper {
    /// The maximum width of the line being filled: `firstLineWidth` for the first, then `restWidth`.
    private var width: Int
    let restWidth: Int
    let ambiguous: AmbiguousWidth
    private(set) var lines: [String] = []

    /// The line being filled, its width, and whether it holds a word yet.
    private var line = ""
    private var lineWidth = 0
    private var lineHasWord = false
    /// Whether `line` is the first line of its paragraph (which keeps its indentation).
    private var isFirstLineOfParagraph = true
    /// Spaces seen since the last word.
    private var pendingSpaces = 0
    /// The clusters since the last break opportunity, their widths, and their total width.
    private var word: [Character] = []
    private var wordWidths: [Int] = []
    private var wordWidth = 0
    /// Whether the last cluster of `word` allows a break after it by itself (a 2-column cluster).
    private var lastIsWide = false

    init(width: Int, firstLineWidth: Int? = nil, ambiguous: AmbiguousWidth) {
        self.width = firstLineWidth ?? width
        restWidth = width
        self.ambiguous = ambiguous
    }

    /// Appends the lines of one paragraph (text without line breaks).
    mutating func wrap(_ paragraph: Substring) {
        isFirstLineOfParagraph = true
        pendingSpaces = 0
        let paragraphWidth = paragraph.displayWidth(ambiguous: ambiguous)
        if paragraphWidth <= width {
            // Fits: only the trailing spaces go.
            var end = paragraph.endIndex
            while end > paragraph.startIndex, paragraph[paragraph.index(before: end)] == " " {
                end = paragraph.index(before: end)
            }
            lines.append(String(paragraph[..<end]))
            return
        }
        for character in paragraph {
            if character == " " {
                endWord()
                pendingSpaces += 1
                continue
            }
            let characterWidth = character.displayWidth(ambiguous: ambiguous)
            let isWide =
                ambiguous == .narrow
                ? characterWidth == 2 : character.displayWidth(ambiguous: .narrow) == 2
            if let last = word.last, Self.canBreak(after: last, lastIsWide, before: character, isWide) {
                endWord()
            }
            word.append(character)
            wordWidths.append(characterWidth)
            wordWidth += characterWidth
            lastIsWide = isWide
        }
        endWord()
        if lineHasWord || isFirstLineOfParagraph {
            flushLine()
        }
        line = ""
        lineWidth = 0
    }

    /// Whether a line may break between two adjacent clusters that have no space between them.
    static func canBreak(
        after previous: Character,
        _ previousIsWide: Bool,
        before next: Character,
        _ nextIsWide: Bool
    ) -> Bool {
        if previous == "\u{200B}" {
            return true
        }
        guard previousIsWide || nextIsWide else { return false }
        return !closingPunctuation.contains(next) && !openingPunctuation.contains(previous)
    }

    /// Clusters that never start a line after a 2-column cluster.
    private static let closingPunctuation: Set<Character> = Set("、。，．：；！？）」』】〕〉》｝］〙〗〟・ー…‥,.;:!?)]}%")
    /// Clusters that never end a line before a 2-column cluster.
    private static let openingPunctuation: Set<Character> = Set("（「『【〔〈《｛［〘〖〝([{")

    /// Places the pending word: after the pending spaces on this line if it fits, else on a new
    /// line, broken between clusters if it is wider than a line.
    private mutating func endWord() {
        guard !word.isEmpty else { return }
        defer {
            word.removeAll(keepingCapacity: true)
            wordWidths.removeAll(keepingCapacity: true)
            wordWidth = 0
            pendingSpaces = 0
        }
        if lineHasWord {
            if lineWidth + pendingSpaces + wordWidth <= width {
                line += TextLayout.spaces(pendingSpaces)
                line.append(contentsOf: word)
                lineWidth += pendingSpaces + wordWidth
                return
            }
            flushLine()
        }
        let indentation = isFirstLineOfParagraph ? pendingSpaces : 0
        if indentation + wordWidth <= width {
            line = TextLayout.spaces(indentation)
            line.append(contentsOf: word)
            lineWidth = indentation + wordWidth
            lineHasWord = true
            return
        }
        if wordWidth <= width {
            line = String(word)
            lineWidth = wordWidth
            lineHasWord = true
            return
        }
        if lines.isEmpty && width < restWidth && wordWidth <= restWidth {
            // Too wide for a short first line only: leave that line empty rather than break the word.
            flushLine()
            line = String(word)
            lineWidth = wordWidth
            lineHasWord = true
            return
        }
        // Longer than a line: break between clusters, keeping the indentation if the first fits.
        if indentation + wordWidths[0] <= width {
            line = TextLayout.spaces(indentation)
            lineWidth = indentation
        }
        for (character, characterWidth) in zip(word, wordWidths) {
            if lineHasWord, lineWidth + characterWidth > width {
                flushLine()
            }
            line.append(character)
            lineWidth += characterWidth
            lineHasWord = true
        }
    }

    /// Ends the current line.
    private mutating func flushLine() {
        lines.append(line)
        width = restWidth
        line = ""
        lineWidth = 0
        lineHasWord = false
        isFirstLineOfParagraph = false
    }
}

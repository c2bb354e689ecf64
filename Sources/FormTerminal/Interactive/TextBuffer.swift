import ListKit

/// Text being edited, with a cursor that moves by grapheme cluster (a `Character`: an emoji with
/// its modifiers, a letter with its combining marks), and the readline editing commands.
///
/// A pure value: every command is a mutation, so editing is tested as state changes.
public struct TextBuffer: Hashable, Sendable {
    /// The characters.
    public private(set) var characters: [Character]
    /// The cursor: the index of the character it stands before (`characters.count` at the end).
    public private(set) var cursor: Int
    /// The text the last kill (Ctrl-W, Ctrl-U, Ctrl-K) removed, for Ctrl-Y.
    public private(set) var killed = ""

    /// A buffer holding `text`, the cursor at its end.
    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text.
    public var text: String { String(characters) }

    /// Whether the buffer is empty.
    public var isEmpty: Bool { characters.isEmpty }

    // MARK: - Moving

    /// One character left (stops at the start).
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// One character right (stops at the end).
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    /// To the start of the line the cursor is on.
    public mutating func moveToLineStart() { cursor = lineStart(of: cursor) }
    /// To the end of the line the cursor is on.
    public mutating func moveToLineEnd() { cursor = lineEnd(of: cursor) }
    /// Back to the start of the word before the cursor.
    public mutating func moveWordLeft() { cursor = wordStart(before: cursor) }
    /// Forward to the end of the word after the cursor.
    public mutating func moveWordRight() {
        var index = cursor
        while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
        cursor = index
    }

    // MARK: - Editing

    /// Inserts `text` at the cursor and moves the cursor after it.
    /// - Complexity: O(n + m) for n characters in the buffer and m inserted.
    public mutating func insert(_ text: String) {
        let inserted = Array(text)
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    /// Deletes the character before the cursor (Backspace).
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Deletes the character under the cursor (Delete).
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Deletes the word before the cursor, with the spaces after it (Ctrl-W), keeping it for
    /// ``yank()``.
    public mutating func deleteWordBackward() { kill(wordStart(before: cursor)..<cursor) }

    /// Deletes from the start of the line to the cursor (Ctrl-U), keeping it for ``yank()``.
    public mutating func deleteToLineStart() { kill(lineStart(of: cursor)..<cursor) }

    /// Deletes from the cursor to the end of the line (Ctrl-K), keeping it for ``yank()``.
    public mutating func deleteToLineEnd() { kill(cursor..<lineEnd(of: cursor)) }

    /// Inserts the text the last kill removed (Ctrl-Y).
    public mutating func yank() { insert(killed) }

    /// Replaces the whole text, the cursor at the end.
    public mutating func replace(with text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    // MARK: - Display

    /// The part of the line under the cursor that fits `width` columns with the cursor on screen,
    /// and the cursor's column in it. Each character is shown as `mask` when one is given.
    ///
    /// The window scrolls as little as possible: the text starts at its beginning until the cursor
    /// would leave the right edge; then the cursor stays at the right edge.
    /// - Complexity: O(l) for the l characters of the line.
    public func window(width: Int, mask: Character? = nil, ambiguous: AmbiguousWidth = .narrow) -> (text: String, cursorColumn: Int) {
        let width = max(1, width)
        let start = lineStart(of: cursor)
        let line = characters[start..<lineEnd(of: cursor)].map { mask ?? $0 }
        let cursorIndex = cursor - start
        func columns(_ character: Character) -> Int { max(0, String(character).displayWidth(ambiguous: ambiguous)) }
        // Leave one column for the cursor after the last character.
        var first = 0
        var used = line[..<cursorIndex].reduce(0) { $0 + columns($1) }
        while used > width - 1 && first < cursorIndex {
            used -= columns(line[first])
            first += 1
        }
        var text = ""
        var shown = 0
        for character in line[first...] {
            let characterWidth = columns(character)
            if shown + characterWidth > width { break }
            text.append(character)
            shown += characterWidth
        }
        return (text, used)
    }

    /// The lines of the text (split at line breaks) and the cursor's line and column in
    /// characters.
    public var lines: (lines: [String], cursorLine: Int, cursorIndex: Int) {
        var result: [String] = []
        var current = ""
        var cursorLine = 0
        var cursorIndex = 0
        for (index, character) in characters.enumerated() {
            if index == cursor {
                cursorLine = result.count
                cursorIndex = current.count
            }
            if character == "\n" {
                result.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if cursor == characters.count {
            cursorLine = result.count
            cursorIndex = current.count
        }
        result.append(current)
        return (result, cursorLine, cursorIndex)
    }

    // MARK: - Helpers

    private mutating func kill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        killed = String(characters[range])
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    private func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        return start
    }

    private func lineEnd(of index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return end
    }

    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0, !isWordCharacter(characters[start - 1]) { start -= 1 }
        while start > 0, isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    private func isWordCharacter(_ character: Character) -> Bool {
        !(character.isWhitespace || character.isPunctuation || character.isSymbol)
    }
}

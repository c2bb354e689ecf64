/// One key press: a key and the modifiers held with it.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: KeyModifiers

    /// Creates a key press.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A control-key press: `KeyEvent.control("c")` is Ctrl-C.
    public static func control(_ letter: Character) -> KeyEvent { KeyEvent(.character(letter), modifiers: .control) }

    /// The key as a person writes it: `Ctrl+C`, `Shift+Tab`, `Alt+Enter`, `a`, `↑`. A capital
    /// letter with a modifier is written with Shift (`Alt+Shift+Z` for Alt and `Z`), since the
    /// letter alone is written as a capital (`Alt+Z` for Alt and `z`).
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if case .character(let character) = key, !modifiers.isEmpty, character.isUppercase, character.lowercased() != String(character) {
            parts.append("Shift")
        } else if modifiers.contains(.shift) {
            parts.append("Shift")
        }
        let name: String
        switch key {
        case .character(" "): name = "Space"
        case .character(let character): name = modifiers.isEmpty ? String(character) : String(character).uppercased()
        case .enter: name = "Enter"
        case .tab: name = "Tab"
        case .backspace: name = "Backspace"
        case .delete: name = "Delete"
        case .escape: name = "Esc"
        case .up: name = "↑"
        case .down: name = "↓"
        case .left: name = "←"
        case .right: name = "→"
        case .home: name = "Home"
        case .end: name = "End"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        case .insert: name = "Insert"
        case .function(let number): name = "F\(number)"
        }
        parts.append(name)
        return parts.joined(separator: "+")
    }
}

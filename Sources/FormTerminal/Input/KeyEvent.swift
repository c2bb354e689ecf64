/// A key the terminal reported, without its modifiers.
public enum Key: Hashable, Sendable {
    /// A printable character (one grapheme cluster). Control keys are not characters: Ctrl-A is
    /// `KeyEvent(.character("a"), modifiers: .control)`.
    case character(Character)
    /// Return / Enter (CR or LF in raw mode).
    case enter
    /// Tab. Shift-Tab is `KeyEvent(.tab, modifiers: .shift)`.
    case tab
    /// Backspace (DEL 0x7F or BS 0x08).
    case backspace
    /// Delete (forward delete, `ESC [ 3 ~`).
    case delete
    /// A lone Escape.
    case escape
    case up, down, left, right
    case home, end, pageUp, pageDown, insert
    /// F1 … F12.
    case function(Int)
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)
}

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

    /// The key as a person writes it: `Ctrl+C`, `Shift+Tab`, `Alt+Enter`, `a`, `↑`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
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

/// What the keyboard sent: a key press, or text pasted in one piece (bracketed paste).
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// Pasted text, as one event; control characters other than line breaks and tabs are already
    /// removed.
    case paste(String)
}

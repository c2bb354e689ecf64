

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

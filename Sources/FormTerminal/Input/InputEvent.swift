

/// What the keyboard sent: a key press, or text pasted in one piece (bracketed paste).
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// Pasted text, as one event; control characters other than line breaks and tabs are already
    /// removed.
    case paste(String)
}

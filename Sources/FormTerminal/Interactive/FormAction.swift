import FormLocale

/// What a key does in a running form.
public enum FormAction: String, CaseIterable, Hashable, Sendable {
    // The form
    case nextField, previousField, pageDown, pageUp, nextError
    case confirm, submit, cancel, interrupt, suspend, toggleHelp
    // Text
    case moveLeft, moveRight, lineStart, lineEnd, wordLeft, wordRight
    case deleteBackward, deleteForward, deleteWordBackward, deleteToLineStart, deleteToLineEnd, yank, newline
    // Choices and numbers
    case toggle, choosePrevious, chooseNext, optionUp, optionDown, toggleAll, increment, decrement
    case clearFilter
    // Rows and steps
    case addRow, deleteRow, moveRowUp, moveRowDown, duplicateRow, undo, redo
    case nextStep, previousStep

    /// What the action does, for the help and the README, in English.
    public var summary: String { summary(in: .english) }

    /// What the action does, in `localizer`'s language (the catalog's `terminal.action.<action>`).
    public func summary(in localizer: Localizer) -> String { localizer("terminal.action." + rawValue) }
}

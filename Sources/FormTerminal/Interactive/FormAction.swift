

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

    /// What the action does, for the help and the README.
    public var summary: String {
        switch self {
        case .nextField: "next field"
        case .previousField: "previous field"
        case .pageDown: "a page down"
        case .pageUp: "a page up"
        case .nextError: "next field with an error"
        case .confirm: "next field (presses a button, never an Add button); on the last one, the next step or submit"
        case .submit: "submit: validate everything, jump to the first error"
        case .cancel: "cancel (asks first when something was typed)"
        case .interrupt: "interrupt: stop at once, keeping what was typed"
        case .suspend: "suspend to the shell (fg resumes)"
        case .toggleHelp: "show or hide all keys"
        case .moveLeft: "cursor left"
        case .moveRight: "cursor right"
        case .lineStart: "start of line"
        case .lineEnd: "end of line"
        case .wordLeft: "word left"
        case .wordRight: "word right"
        case .deleteBackward: "delete before the cursor"
        case .deleteForward: "delete under the cursor"
        case .deleteWordBackward: "delete the word before the cursor"
        case .deleteToLineStart: "delete to the start of the line"
        case .deleteToLineEnd: "delete to the end of the line"
        case .yank: "paste what was last deleted"
        case .newline: "new line"
        case .toggle: "toggle"
        case .choosePrevious: "previous choice / step down"
        case .chooseNext: "next choice / step up"
        case .optionUp: "option above"
        case .optionDown: "option below"
        case .toggleAll: "all or none"
        case .increment: "step up"
        case .decrement: "step down"
        case .clearFilter: "clear the filter"
        case .addRow: "add a row after this one (on an Add button: at the end)"
        case .deleteRow: "delete this row (undo brings it back)"
        case .moveRowUp: "move this row up"
        case .moveRowDown: "move this row down"
        case .duplicateRow: "duplicate this row, the copy after it"
        case .undo: "undo the last row edit (add, delete, move, duplicate)"
        case .redo: "redo the row edit last undone"
        case .nextStep: "next step (checks this one first)"
        case .previousStep: "previous step (never blocked, nothing lost)"
        }
    }
}



/// Where a key binding applies: everywhere, or in the editor of one kind of field.
public enum KeyContext: String, CaseIterable, Hashable, Sendable {
    /// Everywhere (unless the focused field's context binds the key).
    case form
    /// A row of repeating rows (a field in one, or an Add button): adding, deleting, moving rows.
    case row
    /// Text, numbers, dates and card fields.
    case text
    /// Long text: like ``text``, with Enter for a new line.
    case longText
    /// A checkbox.
    case toggle
    /// Segmented choices and sliders.
    case choice
    /// Steppers.
    case stepper
    /// Dates and times: typed, or stepped a day (a minute) at a time.
    case date
    /// Radio options and multiple choice.
    case list
    /// Pickers: type to filter.
    case picker
    /// Buttons.
    case button

    /// The heading of the context in the help.
    public var title: String {
        switch self {
        case .form: "Anywhere"
        case .row: "In a row"
        case .text: "Text"
        case .longText: "Long text"
        case .toggle: "Checkbox"
        case .choice: "Choice, slider"
        case .stepper: "Stepper"
        case .date: "Date, time"
        case .list: "Options"
        case .picker: "Picker"
        case .button: "Button"
        }
    }
}

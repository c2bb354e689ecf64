import FormLocale

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

    /// The heading of the context in the help, in English.
    public var title: String { title(in: .english) }

    /// The heading of the context in the help, in `localizer`'s language (the catalog's
    /// `terminal.context.<context>`).
    public func title(in localizer: Localizer) -> String { localizer("terminal.context." + rawValue) }
}

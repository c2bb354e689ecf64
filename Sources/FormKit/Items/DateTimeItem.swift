import Foundation
import ListKit

/// A date, a time, or both (RETableViewManager's `REDateTimeItem`, Eureka's `DateRow`): shown and
/// typed in a format, in an explicit time zone (never the machine's by accident).
@MainActor
open class DateTimeItem: FormItem<Date?> {
    /// What the item holds.
    public enum Mode: Sendable, Hashable {
        /// A day: `yyyy-MM-dd`.
        case date
        /// A time of day: `HH:mm`.
        case time
        /// Both: `yyyy-MM-dd HH:mm`.
        case dateAndTime

        /// The default format of the mode.
        public var defaultFormat: String {
            switch self {
            case .date: "yyyy-MM-dd"
            case .time: "HH:mm"
            case .dateAndTime: "yyyy-MM-dd HH:mm"
            }
        }
    }

    /// What the item holds.
    public let mode: Mode
    /// The time zone dates are shown and read in.
    public let timeZone: TimeZone
    /// The format (`DateFormatter` pattern) dates are shown and read in.
    public let format: String
    /// Shown when there is no date.
    public var placeholder: String? {
        didSet { setNeedsReload() }
    }
    private let formatter: DateFormatter

    /// Creates a date field.
    /// - Parameters:
    ///   - mode: date, time or both.
    ///   - format: a `DateFormatter` pattern; default: the mode's ISO-like format.
    ///   - timeZone: where dates are shown and read; required, so that a form means the same on
    ///     every machine.
    public init(_ title: String, key: String? = nil, value: Date? = nil, mode: Mode = .date, format: String? = nil,
                timeZone: TimeZone, placeholder: String? = nil) {
        self.mode = mode
        self.timeZone = timeZone
        self.format = format ?? mode.defaultFormat
        self.placeholder = placeholder
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = self.format
        formatter.isLenient = false
        super.init(title, key: key, value: value)
    }

    /// `.date(value)` or `.null`.
    open override var formValue: FormValue { value.map(FormValue.date) ?? .null }

    /// Takes `.date`, a `.string` in the format, or `.null`.
    open override func setFormValue(_ value: FormValue) throws(FormValueError) {
        switch value {
        case .null: self.value = nil
        case .date(let date): self.value = date
        case .string(let text):
            guard let date = formatter.date(from: text) else { throw valueError(value, expected: "a date like \(format)") }
            self.value = date
        default: throw valueError(value, expected: "a date")
        }
    }

    /// Takes a date in the format; an empty input clears it.
    open override func apply(input: String) throws(InputError) {
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            value = nil
            return
        }
        guard let date = formatter.date(from: trimmed) else { throw inputError(input, "is not a date like \(format)") }
        value = date
    }

    /// The date in the format.
    open override var displayValue: String? { value.map(formatter.string(from:)) }

    /// The placeholder, or the format.
    open override var placeholderText: String? { placeholder ?? format }
}

import Foundation
import FormLocale
import ListKit

/// A date, a time, or both (RETableViewManager's `REDateTimeItem`, Eureka's `DateRow`): shown and
/// typed in a format, in an explicit time zone (never the machine's by accident).
///
/// Value on the wire, by mode (RFC 3339 text, as JSON Schema's `date`, `time` and `date-time`
/// formats): ``Mode/date`` the day in the item's time zone, `"2024-05-31"`; ``Mode/time`` the time
/// of day with the zone's offset, `"14:30:00+02:00"`; ``Mode/dateAndTime`` the instant in UTC with
/// as many fraction digits as it takes to read back the very same `Date` —
/// `"2024-05-31T12:30:00.123456Z"`; `null` when empty. Every mode also takes a full timestamp.
/// A day or a time of day is the precision of the first two modes: `Date()` set on a `.date` item
/// comes back as the start of its day.
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
        didSet { if placeholder != oldValue { setNeedsReload() } }
    }
    private let formatter: DateFormatter

    /// Creates a date field.
    /// - Parameters:
    ///   - title: the field's title.
    ///   - key: the key of its value.
    ///   - value: the date it starts with; `nil` for none.
    ///   - mode: date, time or both.
    ///   - format: a `DateFormatter` pattern; default: the mode's ISO-like format.
    ///   - timeZone: where dates are shown and read; required, so that a form means the same on
    ///     every machine.
    ///   - placeholder: shown when there is no date; default: an example in the format.
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

    /// "must be between the years 0000 and 9999" for a date the wire format cannot write.
    open override func problem(with value: Date?) -> String? {
        guard let value else { return nil }
        return ISO8601Timestamp.string(from: value) == nil ? "must be between the years 0000 and 9999" : nil
    }

    /// The text of the mode (see the type's documentation), or `null`.
    open override func jsonValue(for value: Date?) -> JSONValue? {
        guard let value else { return .null }
        switch mode {
        case .dateAndTime: return ISO8601Timestamp.string(from: value).map(JSONValue.string) ?? .null
        case .date:
            let (days, _) = localDayAndSecond(of: value)
            let (year, month, day) = ISO8601Timestamp.civilFromDays(days)
            return .string("\(ISO8601Timestamp.pad(year, 4))-\(ISO8601Timestamp.pad(month, 2))-\(ISO8601Timestamp.pad(day, 2))")
        case .time:
            let (_, seconds) = localDayAndSecond(of: value)
            let whole = Int64(seconds.rounded(.down))
            let milliseconds = Int64(((seconds - Double(whole)) * 1000).rounded(.down))
            let pad = ISO8601Timestamp.pad
            var text = "\(pad(whole / 3600, 2)):\(pad(whole / 60 % 60, 2)):\(pad(whole % 60, 2))"
            if milliseconds > 0 { text += "." + pad(milliseconds, 3) }
            let offset = Int64(timeZone.secondsFromGMT(for: value)) / 60
            text += offset == 0 ? "Z" : (offset < 0 ? "-" : "+") + "\(pad(abs(offset) / 60, 2)):\(pad(abs(offset) % 60, 2))"
            return .string(text)
        }
    }

    /// A timestamp in any mode; in ``Mode/date`` also a day (its start in the item's time zone), in
    /// ``Mode/time`` a time of day (on 2000-01-01, as typed times are; without an offset, in the
    /// item's time zone); `null` empties the item.
    open override func value(forJSON json: JSONValue) throws(Problem) -> Date? {
        if json.isNull { return nil }
        guard let text = json.stringValue else { throw valueError(json, expected: "a string") }
        if let date = ISO8601Timestamp.date(from: text) { return date }
        switch mode {
        case .date:
            if let (year, month, day) = ISO8601Timestamp.calendarDate(from: text) {
                return localDate(days: ISO8601Timestamp.daysFromCivil(year: year, month: month, day: day), seconds: 0)
            }
            throw valueError(json, expected: "a date like 2024-05-31")
        case .time:
            if let time = ISO8601Timestamp.timeOfDay(from: text) {
                let seconds = Double(time.hour * 3600 + time.minute * 60 + time.second) + time.fraction
                let days = ISO8601Timestamp.daysFromCivil(year: 2000, month: 1, day: 1)
                guard let offset = time.offsetMinutes else { return localDate(days: days, seconds: seconds) }
                return ISO8601Timestamp.date(days: days, seconds: seconds - Double(offset * 60))
            }
            throw valueError(json, expected: "a time like 14:30:00+02:00")
        case .dateAndTime:
            throw valueError(json, expected: "a timestamp like 2024-05-31T12:30:00Z")
        }
    }

    /// Days since 1970-01-01 and seconds into that day, in the item's time zone.
    private func localDayAndSecond(of date: Date) -> (days: Int64, seconds: Double) {
        let local = date.timeIntervalSinceReferenceDate + Double(timeZone.secondsFromGMT(for: date))
            + Double(ISO8601Timestamp.referenceOffset)
        let days = Int64((local / 86_400).rounded(.down))
        return (days, local - Double(days) * 86_400)
    }

    /// The instant that is `seconds` into the day `days` (since 1970-01-01) in the item's time zone.
    private func localDate(days: Int64, seconds: Double) -> Date {
        let asUTC = ISO8601Timestamp.date(days: days, seconds: seconds).timeIntervalSinceReferenceDate
        let guess = asUTC - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: asUTC)))
        return Date(timeIntervalSinceReferenceDate: asUTC - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: guess))))
    }

    /// Takes a date in the format; an empty input clears it. In the default format a day is also
    /// read the way the manager's language writes it (`localizer`: `27.11.2026` in German,
    /// `27/11/2026` in French, `11/27/2026` in American English; see FormLocale's `LocaleDate`),
    /// the ISO form in every language; a time of day also with a 12-hour clock (`2:30 pm`); a
    /// date and time as both, a space between (`27.11.2026 14:30`).
    open override func apply(input: String) throws(InputError) {
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return try setValue(nil, fromInput: input) }
        // A formatter rolls an impossible day over (2024-02-30 to March): the date must read
        // back as typed, number for number, or it is refused and stays as typed.
        if let date = formatter.date(from: trimmed), Self.sameNumbers(formatter.string(from: date), trimmed) {
            return try setValue(date, fromInput: input)
        }
        if format == mode.defaultFormat, let date = typedInDefaultFormat(trimmed) { return try setValue(date, fromInput: input) }
        let words = mode == .time ? "time" : "date"
        throw inputError(input, ValidationMessage("is not a \(words) like \(example)", key: "input.not" + (mode == .time ? "ATime" : "ADate"),
                                                  arguments: ["example": .text(example)]))
    }

    /// Whether the item holds a day (or a day and a time) in its default format, which it reads
    /// and shows in the manager's language (plain English keeps the ISO form, as the item always
    /// has).
    var isLocaleDay: Bool { mode != .time && format == mode.defaultFormat && !localizer.isPlainEnglish }

    /// A date typed in the default format's other spellings: the day in the manager's language,
    /// the time on a 12-hour clock.
    private func typedInDefaultFormat(_ text: String) -> Date? {
        switch mode {
        case .date:
            return isLocaleDay ? day(text).map { localDate(days: $0, seconds: 0) } : nil
        case .time:
            return Self.timeOfDay(text).map { localDate(days: ISO8601Timestamp.daysFromCivil(year: 2000, month: 1, day: 1), seconds: $0) }
        case .dateAndTime:
            guard let space = text.lastIndex(of: " ") else { return nil }
            let dayText = text[..<space].trimmingCharacters(in: .whitespaces), timeText = String(text[text.index(after: space)...])
            var seconds = Self.timeOfDay(timeText)
            var dayPart = dayText
            // "2:30 pm" has a space of its own.
            if seconds == nil, let inner = dayText.lastIndex(of: " ") {
                seconds = Self.timeOfDay(dayText[dayText.index(after: inner)...] + " " + timeText)
                dayPart = dayText[..<inner].trimmingCharacters(in: .whitespaces)
            }
            guard let seconds else { return nil }
            let days = isLocaleDay ? day(dayPart) : ISO8601Timestamp.calendarDate(from: dayPart).map { ISO8601Timestamp.daysFromCivil(year: $0.year, month: $0.month, day: $0.day) }
            return days.map { localDate(days: $0, seconds: seconds) }
        }
    }

    /// The day (days since 1970-01-01) of a date typed in the manager's language.
    private func day(_ text: String) -> Int64? {
        guard let iso = LocaleDate.parse(text, language: localizer.locale, referenceYear: currentYear),
              let (year, month, day) = ISO8601Timestamp.calendarDate(from: iso) else { return nil }
        return ISO8601Timestamp.daysFromCivil(year: year, month: month, day: day)
    }

    /// Seconds into the day of `14:30`, `14:30:15`, `2:30 pm`, `2:30 p.m.`, `12:05 AM`; `nil` for
    /// anything else (no 25:00, no 13:00 pm).
    static func timeOfDay(_ text: String) -> Double? {
        var rest = text.trimmingCharacters(in: .whitespaces).lowercased()
        var meridiem: Bool?   // true: pm
        for (suffix, isAfternoon) in [("a.m.", false), ("p.m.", true), ("am", false), ("pm", true)] where rest.hasSuffix(suffix) {
            meridiem = isAfternoon
            rest = String(rest.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            break
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              var hour = Int(parts[0]), let minute = Int(parts[1]), minute < 60 else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
        guard second < 60, parts[1].count == 2, parts.count == 2 || parts[2].count == 2 else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem ? 12 : 0)
        } else {
            guard hour < 24 else { return nil }
        }
        return Double(hour * 3600 + minute * 60 + second)
    }

    /// This year in the item's time zone: the year a typed two-digit year is read near.
    private var currentYear: Int {
        Int(ISO8601Timestamp.civilFromDays(localDayAndSecond(of: Date()).days).year)
    }

    /// Whether `a` and `b` hold the same numbers in the same order (`2024-2-3` and `2024-02-03`
    /// do; `2024-02-30` and `2024-03-01` do not), and the same text between them.
    static func sameNumbers(_ a: String, _ b: String) -> Bool {
        func parts(_ text: String) -> [String] {
            var parts: [String] = []
            var current = "", inDigits = false
            for character in text {
                let isDigit = character.isASCII && character.isNumber
                if isDigit != inDigits, !current.isEmpty { parts.append(current); current = "" }
                inDigits = isDigit
                current.append(character)
            }
            if !current.isEmpty { parts.append(current) }
            return parts.map { part in
                guard part.first?.isNumber == true, let number = Int(part) else { return part.lowercased() }
                return String(number)
            }
        }
        return parts(a) == parts(b)
    }

    /// The date in the format; a day in the default format as the manager's language writes it
    /// (`27.11.2026` in German).
    open override var displayValue: String? {
        guard let value else { return nil }
        if isLocaleDay {
            let (days, _) = localDayAndSecond(of: value)
            let (year, month, day) = ISO8601Timestamp.civilFromDays(days)
            let shown = LocaleDate.format("\(ISO8601Timestamp.pad(year, 4))-\(ISO8601Timestamp.pad(month, 2))-\(ISO8601Timestamp.pad(day, 2))",
                                          language: localizer.locale)
            // A date and time: the time as the default format writes it (24 hours).
            return mode == .date ? shown : shown + " " + String(formatter.string(from: value).suffix(5))
        }
        return formatter.string(from: value)
    }

    /// The date in ``format`` whatever the manager's language (`2026-11-27` in the default format):
    /// what a surface with a date control of its own fills it with (HTML's `<input type="date">`).
    public var formattedValue: String? { value.map(formatter.string(from:)) }

    /// The placeholder, or an example in the format (`2024-05-31`).
    open override var placeholderText: String? { placeholder ?? example }

    /// 2024-05-31 14:30 in the format and time zone (the day as the manager's language writes it,
    /// for a day in the default format: `31.05.2024`).
    private var example: String {
        if isLocaleDay { return LocaleDate.format("2024-05-31", language: localizer.locale) + (mode == .date ? "" : " 14:30") }
        return formatter.string(from: localDate(days: ISO8601Timestamp.daysFromCivil(year: 2024, month: 5, day: 31), seconds: 14.5 * 3600))
    }
}

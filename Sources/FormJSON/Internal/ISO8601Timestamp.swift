import Foundation

/// RFC 3339 (ISO 8601) timestamps in UTC — `2024-05-01T12:30:00.250Z` — written and read with
/// integer arithmetic on the proleptic Gregorian calendar, so the text depends on no platform
/// formatter, locale or time zone, and a date survives text → date exactly.
///
/// Writing uses as few fraction digits as read back the very same `Date` (none for whole seconds,
/// else 3, 6 or 9; more only for dates whose `Double` needs them). Reading accepts any number of
/// fraction digits, `Z` or a `±hh:mm` offset (and lowercase `t` / `z`), and rejects impossible
/// dates (`2023-02-29`), leap seconds, and years outside 0000–9999.
package enum ISO8601Timestamp {
    /// Seconds from 1970-01-01 to 2001-01-01, `Date`'s reference date.
    package static let referenceOffset: Int64 = 978_307_200
    /// 0000-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in seconds since 1970.
    private static let firstSecond = daysFromCivil(year: 0, month: 1, day: 1) * 86_400
    private static let endSecond = daysFromCivil(year: 10_000, month: 1, day: 1) * 86_400

    /// `yyyy-MM-ddTHH:mm:ss[.fff…]Z`; `nil` for a date outside the years 0000–9999.
    package static func string(from date: Date) -> String? {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite else { return nil }
        let whole = interval.rounded(.down)
        let fraction = interval - whole   // exact: subtracting the floor loses nothing
        guard abs(whole) < 1e15 else { return nil }
        let unixSeconds = Int64(whole) + referenceOffset
        guard unixSeconds >= firstSecond, unixSeconds < endSecond else { return nil }
        let days = floorDivide(unixSeconds, 86_400)
        let inDay = unixSeconds - days * 86_400
        let (year, month, day) = civilFromDays(days)
        let text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(inDay / 3600, 2)):\(pad(inDay / 60 % 60, 2)):\(pad(inDay % 60, 2))"
        return text + fractionText(fraction, whole: whole, interval: interval) + "Z"
    }

    /// The fraction of a second as `.fff`, `.ffffff`, `.fffffffff` — the first that reads back as
    /// exactly `interval` — or all the digits it takes; empty for a whole second.
    static func fractionText(_ fraction: Double, whole: Double, interval: Double) -> String {
        guard fraction > 0 else { return "" }
        for digits in [3, 6, 9] {
            let scale = pow(10, Double(digits))
            let scaled = (fraction * scale).rounded()
            if scaled < scale, whole + scaled / scale == interval {
                let text = String(Int64(scaled))
                return "." + String(repeating: "0", count: digits - text.count) + text
            }
        }
        // Every digit of the shortest decimal that reads back as `fraction` (a Double's fraction
        // always has a finite decimal expansion).
        return "." + plainDigits(of: fraction)
    }

    /// The digits after "0." of `fraction` (0 < fraction < 1), from its shortest round-tripping form.
    static func plainDigits(of fraction: Double) -> String {
        let text = "\(fraction)"
        guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
            return String(text.drop(while: { $0 != "." }).dropFirst())
        }
        let mantissa = text[..<exponentIndex].replacingOccurrences(of: ".", with: "")
        let exponent = Int(text[text.index(after: exponentIndex)...])!   // negative: the fraction is below 1
        return String(repeating: "0", count: max(0, -exponent - 1)) + mantissa
    }

    /// Reads `yyyy-MM-ddTHH:mm:ss[.f…]` followed by `Z` or `±hh:mm`; `nil` for anything else or an
    /// impossible date or time.
    package static func date(from text: String) -> Date? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2), scanner.skip("T") || scanner.skip("t"),
              let (hour, minute, second) = scanner.clockTime(), let fraction = scanner.fraction(),
              case .minutes(let offsetMinutes)? = scanner.offset(), scanner.isAtEnd,
              (1...12).contains(month), (1...daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        let unixSeconds = daysFromCivil(year: year, month: month, day: day) * 86_400
            + (hour * 60 + minute - offsetMinutes) * 60 + second
        return Date(timeIntervalSinceReferenceDate: Double(unixSeconds - referenceOffset) + fraction)
    }

    /// The instant `seconds` into the UTC day `days` after 1970-01-01.
    package static func date(days: Int64, seconds: Double) -> Date {
        Date(timeIntervalSinceReferenceDate: Double(days * 86_400 - referenceOffset) + seconds)
    }

    /// Reads a calendar date `yyyy-MM-dd`; `nil` for anything else or an impossible date.
    package static func calendarDate(from text: String) -> (year: Int64, month: Int64, day: Int64)? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2), scanner.isAtEnd,
              (1...12).contains(month), (1...daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        return (year, month, day)
    }

    /// Reads a time of day `HH:mm:ss[.f…]` with an optional `Z` or `±hh:mm` offset; `nil` for
    /// anything else.
    package static func timeOfDay(from text: String) -> (hour: Int64, minute: Int64, second: Int64, fraction: Double, offsetMinutes: Int64?)? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let (hour, minute, second) = scanner.clockTime(), let fraction = scanner.fraction(),
              let offset = scanner.offset(), scanner.isAtEnd
        else { return nil }
        if case .minutes(let minutes) = offset { return (hour, minute, second, fraction, minutes) }
        return (hour, minute, second, fraction, nil)
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    package static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Gregorian leap years: every fourth year, except centuries not divisible by 400.
    static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    package static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a count of days since 1970-01-01 (`civil_from_days`).
    package static func civilFromDays(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : (a - b + 1) / b
    }

    package static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// Reads fixed-width ASCII numbers and punctuation from UTF-8 bytes.
private struct DigitScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position == bytes.count }

    /// Skips `character` if it comes next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// Reads exactly `digits` ASCII digits.
    mutating func number(digits: Int) -> Int64? {
        guard position + digits <= bytes.count else { return nil }
        var value: Int64 = 0
        for byte in bytes[position..<(position + digits)] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        position += digits
        return value
    }

    /// Reads every ASCII digit that comes next.
    mutating func digitRun() -> String {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads `+` (1) or `-` (−1).
    mutating func sign() -> Int64? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }

    /// Reads `HH:mm:ss` (a leap second refused).
    mutating func clockTime() -> (hour: Int64, minute: Int64, second: Int64)? {
        guard let hour = number(digits: 2), skip(":"), let minute = number(digits: 2), skip(":"),
              let second = number(digits: 2), hour < 24, minute < 60, second < 60 else { return nil }
        return (hour, minute, second)
    }

    /// Reads an optional `.f…` fraction of a second: 0 when there is none, `nil` when the `.` has
    /// no digits.
    mutating func fraction() -> Double? {
        guard skip(".") else { return 0 }
        let digits = digitRun()
        return digits.isEmpty ? nil : Double("0." + digits)
    }

    /// A time zone offset as written.
    enum Offset {
        /// None written.
        case none
        /// `Z` (0) or `±hh:mm`, in minutes east of UTC.
        case minutes(Int64)
    }

    /// Reads an optional `Z` or `±hh:mm`; `nil` when a sign is not followed by a valid offset.
    mutating func offset() -> Offset? {
        if skip("Z") || skip("z") { return .minutes(0) }
        guard let sign = sign() else { return Offset.none }
        guard let hours = number(digits: 2), skip(":"), let minutes = number(digits: 2), hours < 24, minutes < 60 else { return nil }
        return .minutes(sign * (hours * 60 + minutes))
    }
}

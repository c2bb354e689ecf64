import Foundation

/// ISO 8601 timestamps in UTC with milliseconds (`2024-05-01T12:30:00.250Z`), written and read
/// with integer arithmetic on the proleptic Gregorian calendar, so the text does not depend on
/// the platform's formatters, locale or time zone.
enum ISO8601Milliseconds {
    private static let millisecondsPerDay: Int64 = 86_400_000
    /// 0000-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in milliseconds since 1970.
    private static let firstMillisecond = daysFromCivil(year: 0, month: 1, day: 1) * millisecondsPerDay
    private static let endMillisecond = daysFromCivil(year: 10_000, month: 1, day: 1) * millisecondsPerDay

    /// The date rounded to the nearest millisecond since 1970, or `nil` when that is not finite
    /// or falls outside the years 0000–9999.
    private static func milliseconds(_ date: Date) -> Int64? {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        guard value.isFinite, value >= Double(firstMillisecond), value < Double(endMillisecond) else { return nil }
        return Int64(value)
    }

    /// `yyyy-MM-ddTHH:mm:ss.SSSZ` in UTC, rounded to the millisecond; `nil` for a date outside
    /// the years 0000–9999.
    static func string(from date: Date) -> String? {
        guard let total = milliseconds(date) else { return nil }
        let days = floorDivide(total, millisecondsPerDay)
        let inDay = total - days * millisecondsPerDay
        let (year, month, day) = civilFromDays(days)
        let hour = inDay / 3_600_000, minute = inDay / 60_000 % 60, second = inDay / 1000 % 60
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2)).\(pad(inDay % 1000, 3))Z"
    }

    /// Reads `yyyy-MM-ddTHH:mm:ss[.f…]` followed by `Z` or `±hh:mm`, with 1 to 9 fraction
    /// digits rounded to the millisecond; `nil` for anything else or an impossible date or time.
    static func date(from text: String) -> Date? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2), scanner.skip("T"),
              let hour = scanner.number(digits: 2), scanner.skip(":"),
              let minute = scanner.number(digits: 2), scanner.skip(":"),
              let second = scanner.number(digits: 2)
        else { return nil }
        var fraction: Int64 = 0
        if scanner.skip(".") {
            let digits = scanner.digitRun()
            guard (1...9).contains(digits.count) else { return nil }
            let nanoseconds = digits.padding(toLength: 9, withPad: "0", startingAt: 0)
            fraction = (Int64(nanoseconds)! + 500_000) / 1_000_000
        }
        var offsetMinutes: Int64 = 0
        if scanner.skip("Z") {
        } else if let sign = scanner.sign(), let offsetHour = scanner.number(digits: 2), scanner.skip(":"),
                  let offsetMinute = scanner.number(digits: 2), offsetHour < 24, offsetMinute < 60 {
            offsetMinutes = sign * (offsetHour * 60 + offsetMinute)
        } else {
            return nil
        }
        guard scanner.isAtEnd, (1...12).contains(month), (1...daysInMonth(year: year, month: month)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        let total = daysFromCivil(year: year, month: month, day: day) * millisecondsPerDay
            + ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000 + fraction
        return Date(timeIntervalSince1970: Double(total) / 1000)
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    static func daysInMonth(year: Int64, month: Int64) -> Int64 {
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
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a count of days since 1970-01-01 (`civil_from_days`).
    static func civilFromDays(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
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

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : (a - b + 1) / b
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
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
}

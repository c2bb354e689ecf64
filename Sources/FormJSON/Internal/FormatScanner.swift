/// Byte-level checks of ``TextFormat``'s formats, on UTF-8: ASCII only unless a check says
/// otherwise (any other byte fails). Every check is O(*n*) and never traps.
///
/// `package` so FormKit's validators can build their stricter rules from the same pieces (a host,
/// an IP address) rather than from copies.
package enum FormatScanner {
    package typealias Bytes = ArraySlice<UInt8>

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }

    /// The value of exactly `count` ASCII digits at the start of `bytes`, consumed; `nil` otherwise.
    static func number(_ bytes: inout Bytes, digits count: Int) -> Int? {
        guard bytes.count >= count else { return nil }
        var value = 0
        for byte in bytes.prefix(count) {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        bytes = bytes.dropFirst(count)
        return value
    }

    /// Consumes `byte` when it comes first.
    static func expect(_ byte: UInt8, _ bytes: inout Bytes) -> Bool {
        guard bytes.first == byte else { return false }
        bytes = bytes.dropFirst()
        return true
    }

    /// Consumes one or more digits; `false` (nothing consumed) when none comes first.
    static func digits(_ bytes: inout Bytes) -> Bool {
        let run = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(run.count)
        return !run.isEmpty
    }

    // MARK: Dates and times (RFC 3339)

    /// A full date, `2024-05-31`: FormJSON's RFC 3339 date reading, the one FormKit's values use
    /// (a real calendar day).
    static func isFullDate(_ text: Bytes) -> Bool {
        text.count == 10 && ISO8601Timestamp.calendarDate(from: String(decoding: text, as: UTF8.self)) != nil
    }

    /// `HH:mm:ss[.f…]` and `Z` or `±hh:mm`; a leap second only where it is 23:59:60 in UTC.
    static func isFullTime(_ text: Bytes) -> Bool {
        var bytes = text
        guard let hour = number(&bytes, digits: 2), expect(UInt8(ascii: ":"), &bytes),
              let minute = number(&bytes, digits: 2), expect(UInt8(ascii: ":"), &bytes),
              let second = number(&bytes, digits: 2),
              hour <= 23, minute <= 59, second <= 60
        else { return false }
        if expect(UInt8(ascii: "."), &bytes) {
            guard digits(&bytes) else { return false }
        }
        var offsetMinutes = 0
        if expect(UInt8(ascii: "Z"), &bytes) || expect(UInt8(ascii: "z"), &bytes) {
            offsetMinutes = 0
        } else {
            guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return false }
            bytes = bytes.dropFirst()
            guard let offsetHour = number(&bytes, digits: 2), expect(UInt8(ascii: ":"), &bytes),
                  let offsetMinute = number(&bytes, digits: 2), offsetHour <= 23, offsetMinute <= 59
            else { return false }
            offsetMinutes = (offsetHour * 60 + offsetMinute) * (sign == UInt8(ascii: "+") ? 1 : -1)
        }
        guard bytes.isEmpty else { return false }
        if second == 60 {
            // A leap second is inserted at the end of a UTC day: 23:59:60 once the offset is undone.
            let utcMinute = ((hour * 60 + minute - offsetMinutes) % 1440 + 1440) % 1440
            return utcMinute == 23 * 60 + 59
        }
        return true
    }

    /// A full date, `T` or `t`, a full time.
    static func isDateTime(_ bytes: Bytes) -> Bool {
        guard bytes.count > 10, bytes[bytes.startIndex + 10] | 0x20 == UInt8(ascii: "t") else { return false }
        return isFullDate(bytes.prefix(10)) && isFullTime(bytes.dropFirst(11))
    }

    /// `P` then years, months, days (each optional, in that order), then `T` and hours, minutes,
    /// seconds (each optional, at least one); or `P` and weeks alone. Whole numbers only.
    ///
    /// RFC 3339's ABNF would also refuse skipping a unit (`P1Y1D`, `PT1H1S`); ISO 8601 and the
    /// validators JSON Schema's users meet elsewhere accept it, and so does this check.
    static func isDuration(_ text: Bytes) -> Bool {
        var bytes = text
        guard expect(UInt8(ascii: "P"), &bytes), !bytes.isEmpty else { return false }
        /// Reads `digits unit` pairs whose units come in `order`; how many were read, or `nil`
        /// for digits without a unit or a unit out of order.
        func elements(_ order: String) -> Int? {
            var units = Array(order.utf8)[...]
            var count = 0
            while let first = bytes.first, isDigit(first) {
                _ = digits(&bytes)
                guard let unit = bytes.popFirst(), let index = units.firstIndex(of: unit) else { return nil }
                units = units[(index + 1)...]
                count += 1
            }
            return count
        }
        if let weeks = elements("W"), weeks == 1, bytes.isEmpty { return true }
        bytes = text.dropFirst()
        guard let dateElements = elements("YMD") else { return false }
        if bytes.isEmpty { return dateElements > 0 }
        guard expect(UInt8(ascii: "T"), &bytes), let timeElements = elements("HMS"), timeElements > 0 else { return false }
        return bytes.isEmpty
    }

    // MARK: Identifiers and pointers

    /// Hex digits in groups of 8, 4, 4, 4 and 12, joined by hyphens.
    static func isUUID(_ bytes: Bytes) -> Bool {
        guard bytes.count == 36 else { return false }
        for (offset, byte) in bytes.enumerated() {
            let isHyphenPlace = offset == 8 || offset == 13 || offset == 18 || offset == 23
            guard isHyphenPlace ? byte == UInt8(ascii: "-") : isHex(byte) else { return false }
        }
        return true
    }

    /// Empty, or `/`-prefixed tokens in which every `~` is followed by `0` or `1` (any other
    /// character, non-ASCII included, is allowed).
    static func isJSONPointer(_ bytes: Bytes) -> Bool {
        guard let first = bytes.first else { return true }
        guard first == UInt8(ascii: "/") else { return false }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "~") {
                let next = index + 1
                guard next < bytes.endIndex, bytes[next] == UInt8(ascii: "0") || bytes[next] == UInt8(ascii: "1") else { return false }
                index += 2
            } else {
                index += 1
            }
        }
        return true
    }

    /// A non-negative integer without leading zeros, an optional index manipulation (`+n` or
    /// `-n`), then `#` or a JSON Pointer.
    static func isRelativeJSONPointer(_ text: Bytes) -> Bool {
        var bytes = text
        func nonNegativeInteger() -> Bool {
            if bytes.first == UInt8(ascii: "0") {
                bytes = bytes.dropFirst()
                return true
            }
            return digits(&bytes)
        }
        guard nonNegativeInteger() else { return false }
        if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
            guard nonNegativeInteger() else { return false }
        }
        return bytes.elementsEqual([UInt8(ascii: "#")]) || isJSONPointer(bytes)
    }
}

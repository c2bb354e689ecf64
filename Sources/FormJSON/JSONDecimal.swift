/// A number exactly as JSON text wrote it — any number of digits, any exponent — for the numbers
/// neither `Int` nor `Double` holds: `18446744073709551617` (2^64 + 1, which a `Double` rounds to
/// 2^64), `0.1000000000000000000001`, `1e400`. ``JSONValue/decimal(_:)`` holds one; comparisons
/// and `multipleOf` in JSON Schema use it so that big integers and long decimals get exact verdicts.
///
/// The value is `digits × 10^exponent` with a sign: `digits` has no leading or trailing zero, and
/// zero has none at all. A number's text may have at most ``maximumDigits`` digits (Python's
/// limit for converting integer text, which CVE-2020-10735 set: a longer number makes arithmetic
/// on it cost more than reading it).
///
/// ```swift
/// let big = JSONDecimal("18446744073709551617")!
/// big > JSONDecimal(Double(1 << 63) * 2)!     // true: 2^64 + 1 > 2^64, exactly
/// JSONDecimal("0.0075")!.isMultiple(of: JSONDecimal("0.0001")!)   // true
/// ```
public struct JSONDecimal: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whether the number is below zero (never for zero).
    public let isNegative: Bool
    /// The significant digits, each 0–9, most significant first; empty for zero.
    let digits: [UInt8]
    /// The power of ten the digits are multiplied by.
    let exponent: Int

    /// The most digits a number's text may have.
    public static let maximumDigits = 4_300

    /// Reads a number in JSON's grammar (RFC 8259 §6: `-? int frac? exp?`); `nil` for any other
    /// text, or more than ``maximumDigits`` digits, or an exponent beyond ±10^15.
    /// - Complexity: O(*n*) in the text's length.
    public init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        var negative = false
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes = bytes.dropFirst()
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
        var mantissa: [UInt8] = []
        var fractionDigits = 0
        guard let first = bytes.first, isDigit(first) else { return nil }
        if first == UInt8(ascii: "0") {
            bytes = bytes.dropFirst()
            if let next = bytes.first, isDigit(next) { return nil }
        } else {
            while let byte = bytes.first, isDigit(byte) {
                mantissa.append(byte - 48)
                bytes = bytes.dropFirst()
            }
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard let next = bytes.first, isDigit(next) else { return nil }
            while let byte = bytes.first, isDigit(byte) {
                mantissa.append(byte - 48)
                fractionDigits += 1
                bytes = bytes.dropFirst()
            }
        }
        var exponent = 0
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            var negativeExponent = false
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") {
                negativeExponent = bytes.first == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            guard let next = bytes.first, isDigit(next) else { return nil }
            while let byte = bytes.first, isDigit(byte) {
                exponent = exponent * 10 + Int(byte - 48)
                guard exponent < 1_000_000_000_000_000 else { return nil }
                bytes = bytes.dropFirst()
            }
            if negativeExponent { exponent = -exponent }
        }
        guard bytes.isEmpty, mantissa.count <= Self.maximumDigits else { return nil }
        self.init(negative: negative, digits: mantissa, exponent: exponent - fractionDigits)
    }

    /// `value`, exactly.
    public init(_ value: Int) {
        self.init(String(value))!
    }

    /// `value` as JSON text writes it — its shortest round-tripping decimal (`0.1`, not the binary
    /// fraction's 55 digits) — or `nil` when it is not finite.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.init(value == 0 ? "0" : "\(value)".replacingOccurrences(of: "e+", with: "e"))
    }

    /// Normalizes: no leading or trailing zero in `digits`, zero without sign or digits.
    init(negative: Bool, digits raw: [UInt8], exponent: Int) {
        var start = 0
        while start < raw.count, raw[start] == 0 { start += 1 }
        var end = raw.count
        while end > start, raw[end - 1] == 0 { end -= 1 }
        if start == end {
            isNegative = false
            digits = []
            self.exponent = 0
        } else {
            isNegative = negative
            digits = Array(raw[start..<end])
            self.exponent = exponent + (raw.count - end)
        }
    }

    /// Whether the number is zero.
    public var isZero: Bool { digits.isEmpty }

    /// Whether the number has no fractional part.
    public var isInteger: Bool { exponent >= 0 }

    /// The nearest `Double` (±infinity beyond its range).
    public var doubleValue: Double { Double(description) ?? (isNegative ? -.infinity : .infinity) }

    /// The number as an `Int`, when it is a whole number in `Int`'s range.
    public var intValue: Int? {
        guard isInteger, digits.count + exponent <= 19 else { return nil }
        return Int(description)
    }

    /// The number as JSON text: its digits, with a decimal point or up to 21 zeros when that is
    /// short (`18446744073709551617`, `-1.5`, `0.0075`), else `d.ddde±x` (`1e400`, `1.5e-400`).
    public var description: String {
        guard !digits.isEmpty else { return "0" }
        let sign = isNegative ? "-" : ""
        let text = String(decoding: digits.map { $0 + 48 }, as: UTF8.self)
        let magnitude = digits.count + exponent   // digits before the point
        if exponent >= 0, exponent <= 21 {
            return sign + text + String(repeating: "0", count: exponent)
        }
        if exponent < 0, magnitude > 0 {
            let point = text.index(text.startIndex, offsetBy: magnitude)
            return sign + text[..<point] + "." + text[point...]
        }
        if exponent < 0, magnitude > -6 {
            return sign + "0." + String(repeating: "0", count: -magnitude) + text
        }
        let rest = digits.count > 1 ? "." + text.dropFirst() : ""
        return sign + String(text.prefix(1)) + rest + "e" + String(magnitude - 1)
    }

    /// Numeric order.
    /// - Complexity: O(*d*) for *d* digits.
    public static func < (lhs: JSONDecimal, rhs: JSONDecimal) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// Negative, zero or positive as `lhs` is below, equal to or above `rhs`.
    public static func compare(_ lhs: JSONDecimal, _ rhs: JSONDecimal) -> Int {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative ? -1 : 1 }
        let magnitude = compareMagnitude(lhs, rhs)
        return lhs.isNegative ? -magnitude : magnitude
    }

    private static func compareMagnitude(_ lhs: JSONDecimal, _ rhs: JSONDecimal) -> Int {
        if lhs.isZero || rhs.isZero { return lhs.isZero ? (rhs.isZero ? 0 : -1) : 1 }
        // The place of the leading digit decides, then the digits.
        let left = lhs.digits.count + lhs.exponent, right = rhs.digits.count + rhs.exponent
        if left != right { return left < right ? -1 : 1 }
        for index in 0..<max(lhs.digits.count, rhs.digits.count) {
            let a = index < lhs.digits.count ? lhs.digits[index] : 0
            let b = index < rhs.digits.count ? rhs.digits[index] : 0
            if a != b { return a < b ? -1 : 1 }
        }
        return 0
    }

    /// Whether the number is a whole multiple of `divisor` (JSON Schema's `multipleOf`), exactly:
    /// `0.0075` of `0.0001`, `1e400` of `0.5`, `18446744073709551617` not of `2`. A zero divisor
    /// divides nothing.
    /// - Complexity: O(*a* × *b*) for numbers of *a* and *b* digits once written over a common
    ///   power of ten, at most about (``maximumDigits`` + 4*b*) × *b*.
    public func isMultiple(of divisor: JSONDecimal) -> Bool {
        guard !divisor.isZero else { return false }
        if isZero { return true }
        // a·10^p over b·10^q: over the lower power, one side gains zeros.
        let shift = exponent - divisor.exponent
        if shift < 0 {
            // b·10^|shift| is longer than a·… once |shift| passes a's length: it cannot divide.
            guard -shift < digits.count else { return false }
            return Self.remainder(digits, divisor.digits + Array(repeating: 0, count: -shift)) == 0
        }
        // Extra factors of ten beyond the divisor's factors of 2 and 5 change nothing (b divides
        // a·10^p exactly when it divides a·10^min(p, k) for k at least its powers of 2 and 5,
        // and 4 digits of b per power bound those): the zeros stay few.
        let zeros = min(shift, 4 * divisor.digits.count + 4)
        return Self.remainder(digits + Array(repeating: 0, count: zeros), divisor.digits) == 0
    }

    /// `dividend mod divisor` for digit arrays (most significant first), digit by digit.
    private static func remainder(_ dividend: [UInt8], _ divisor: [UInt8]) -> Int {
        var rest: [UInt8] = []   // always below `divisor`
        for digit in dividend {
            if !(rest.isEmpty && digit == 0) { rest.append(digit) }
            while !rest.isEmpty, compareDigits(rest, divisor) >= 0 { subtract(&rest, divisor) }
        }
        return rest.isEmpty ? 0 : 1
    }

    private static func compareDigits(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return 0
    }

    /// `a -= b`, for `a ≥ b`; leading zeros dropped.
    private static func subtract(_ a: inout [UInt8], _ b: [UInt8]) {
        var borrow: UInt8 = 0
        var indexA = a.count - 1
        var indexB = b.count - 1
        while indexA >= 0 {
            let subtrahend = (indexB >= 0 ? b[indexB] : 0) + borrow
            if a[indexA] >= subtrahend {
                a[indexA] -= subtrahend
                borrow = 0
            } else {
                a[indexA] = a[indexA] + 10 - subtrahend
                borrow = 1
            }
            indexA -= 1
            indexB -= 1
        }
        let leading = a.firstIndex { $0 != 0 } ?? a.count
        a.removeFirst(leading)
    }
}

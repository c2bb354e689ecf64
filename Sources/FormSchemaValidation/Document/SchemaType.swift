import Foundation
import FormJSON

/// A JSON Schema type name, as the `type` keyword lists them.
public enum SchemaType: String, Hashable, Sendable, CaseIterable {
    /// `null`.
    case null
    /// `true` or `false`.
    case boolean
    /// A number with no fractional part, however it is written: `1`, `1.0` and `1e2` are integers.
    case integer
    /// Any number.
    case number
    /// A string.
    case string
    /// An array.
    case array
    /// An object.
    case object

    /// Whether `value` is of this type, with JSON Schema's rule for integers.
    /// - Complexity: O(1).
    public func matches(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.null, .null), (.boolean, .bool), (.string, .string), (.array, .array), (.object, .object): true
        case (.number, .integer), (.number, .number), (.integer, .integer), (.number, .decimal): true
        case (.integer, .number(let number)): SchemaNumber.isWhole(number)
        case (.integer, .decimal(let decimal)): decimal.isInteger
        default: false
        }
    }

    /// "a string", "an integer", "null".
    var phrase: String { SchemaError.article(rawValue) }
}

/// Numbers as JSON Schema compares them: by mathematical value, whatever their spelling.
enum SchemaNumber {
    /// Whether `number` is finite and has no fractional part (also beyond `Int`'s range).
    static func isWhole(_ number: Double) -> Bool {
        number.isFinite && number == number.rounded(.towardZero)
    }

    /// Whether `value` is a whole multiple of `divisor` (a positive number): exactly for integers,
    /// in decimal arithmetic for numbers written with a fraction (so `0.0075` is a multiple of
    /// `0.0001`, which binary floating point gets wrong); when the quotient overflows `Double`, the
    /// answer is `true` only for an integer and a divisor 1/n (every integer is a multiple of 0.5,
    /// even 1e308), and `false` otherwise.
    static func isMultiple(_ value: JSONValue, of divisor: JSONValue) -> Bool {
        if case .integer(let a) = value, case .integer(let b) = divisor, b != 0 { return a % b == 0 }
        if case .decimal = value, let a = value.exactDecimal, let b = divisor.exactDecimal { return b > JSONDecimal(0) && a.isMultiple(of: b) }
        if case .decimal = divisor, let a = value.exactDecimal, let b = divisor.exactDecimal { return b > JSONDecimal(0) && a.isMultiple(of: b) }
        guard let a = value.doubleValue, let b = divisor.doubleValue, b > 0, a.isFinite else { return false }
        if a == 0 { return true }
        let quotient = a / b
        guard quotient.isFinite else {
            // 1e308 / 0.5 overflows, yet every integer is a multiple of 0.5: of any 1/n.
            guard isWhole(a), let (scaledB, digitsB) = scaledDecimal(b), scaledB != 0 else { return false }
            return Int64(powersOfTen[digitsB]) % scaledB == 0
        }
        if let (scaledA, digitsA) = scaledDecimal(a), let (scaledB, digitsB) = scaledDecimal(b), scaledB != 0 {
            // Both as integers over the same power of ten: 0.0075 and 0.0001 are 75 and 1 over 10^4.
            let digits = max(digitsA, digitsB)
            let (left, overflowA) = scaledA.multipliedReportingOverflow(by: Int64(powersOfTen[digits - digitsA]))
            let (right, overflowB) = scaledB.multipliedReportingOverflow(by: Int64(powersOfTen[digits - digitsB]))
            if !overflowA, !overflowB { return left % right == 0 }
        }
        if let exact = decimalQuotientIsWhole(a, b) { return exact }
        return quotient == quotient.rounded(.towardZero)
    }

    /// 10^0 … 10^18, each exact as a `Double`.
    private static let powersOfTen: [Double] = (0...18).map { power in (0..<power).reduce(1.0) { result, _ in result * 10 } }

    /// `number` as an integer over 10^*digits*, with the fewest fractional digits (at most 15)
    /// whose decimal gives `number` back — its shortest decimal spelling, as JSON text writes it
    /// (`0.0075` is 75 over 10^4); `nil` when that integer is beyond 2^53 or more digits are
    /// needed. Exact, and much cheaper than `Decimal`.
    private static func scaledDecimal(_ number: Double) -> (Int64, Int)? {
        for digits in 0...15 {
            let scaled = (number * powersOfTen[digits]).rounded()
            guard abs(scaled) < 9_007_199_254_740_992 else { return nil }
            // A and 10^k are exact doubles, so the division is the decimal A/10^k correctly rounded.
            if scaled / powersOfTen[digits] == number { return (Int64(scaled), digits) }
        }
        return nil
    }

    /// `a / b` in decimal (each written as its shortest round-tripping text) is whole; `nil` when
    /// decimal arithmetic cannot hold the numbers.
    private static func decimalQuotientIsWhole(_ a: Double, _ b: Double) -> Bool? {
        guard let decimalA = Decimal(string: "\(a)"), let decimalB = Decimal(string: "\(b)"), !decimalB.isZero else { return nil }
        var left = decimalA, right = decimalB, quotient = Decimal()
        guard NSDecimalDivide(&quotient, &left, &right, .plain) == .noError, !quotient.isNaN else { return nil }
        var rounded = Decimal(), toRound = quotient
        NSDecimalRound(&rounded, &toRound, 0, .down)
        // Decimal keeps 38 digits: a quotient with more is not exact, so fall back to Double.
        guard quotient.exponent > -30 || quotient == rounded else { return nil }
        return quotient == rounded
    }

    /// A number as short JSON text: `5`, `0.5`, `1e+300`.
    static func text(_ value: JSONValue) -> String {
        if case .number(let number) = value, isWhole(number), abs(number) < 1e15 { return String(Int64(number)) }
        return value.description
    }
}

/// A JSON value compared as JSON Schema compares instances: numbers by mathematical value
/// (`1 == 1.0`), strings by their Unicode scalars — not by Swift's canonical equivalence, under
/// which "ä" (U+00E4) and "a" + U+0308 are equal — arrays element by element, objects by their
/// members in any order.
struct SchemaEquatable: Hashable {
    let value: JSONValue

    static func == (lhs: SchemaEquatable, rhs: SchemaEquatable) -> Bool { equal(lhs.value, rhs.value) }

    static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)):
            // Equal scalars are canonically equivalent, so String's fast `==` settles most
            // comparisons; equal Strings are then compared byte by byte.
            guard a == b else { return false }
            let bytesEqual = a.utf8.withContiguousStorageIfAvailable { left in
                b.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
            }
            return (bytesEqual ?? nil) ?? a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case let (.array(a), .array(b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            for (key, value) in a {
                guard let index = b.keys.firstIndex(where: { $0.unicodeScalars.elementsEqual(key.unicodeScalars) }),
                      equal(value, b.values[index]) else { return false }
            }
            return true
        default:
            return lhs == rhs
        }
    }

    /// Consistent with `==`: strings hash their scalars; everything else as `JSONValue` does,
    /// strings inside containers included (canonically equivalent strings hash alike there, which
    /// only costs a comparison).
    func hash(into hasher: inout Hasher) {
        if case .string(let text) = value {
            hasher.combine(4)
            for scalar in text.unicodeScalars { hasher.combine(scalar.value) }
        } else {
            hasher.combine(value)
        }
    }
}

/// The network of a payment card, read from the first digits of its number (the issuer
/// identification number), such as Visa for numbers that start with 4.
public enum CardBrand: String, Sendable, CaseIterable {
    /// Starts with 4.
    case visa
    /// Starts with 51–55 or 2221–2720.
    case mastercard
    /// American Express: starts with 34 or 37.
    case amex
    /// Starts with 6011, 644–649 or 65.
    case discover
    /// Starts with 3528–3589.
    case jcb
    /// Starts with 62.
    case unionPay
    /// Diners Club: starts with 36, 38 or 300–305.
    case dinersClub
    /// None of the above, or not enough digits yet to tell.
    case unknown

    /// The brand of a card number, complete or partly typed: spaces and dashes are ignored, and
    /// a prefix is enough ("4" is ``visa``, "22" is still ``unknown``, "2221" is ``mastercard``).
    ///
    /// It does not check the length or the checksum (see ``luhnIsValid(_:)``); any character
    /// other than an ASCII digit, a space or a dash gives ``unknown``.
    /// - Parameter number: the card number as typed.
    /// - Returns: the brand, or ``unknown``.
    /// - Complexity: O(*n*) in the length of `number`.
    public static func detect(_ number: String) -> CardBrand {
        var digits: [Int] = []
        for scalar in number.unicodeScalars where scalar != " " && scalar != "-" {
            guard let digit = asciiDigit(scalar) else { return .unknown }
            if digits.count < 4 { digits.append(digit) }
        }
        /// The number made of the first `count` digits, or -1 when there are fewer.
        func prefix(_ count: Int) -> Int {
            digits.count < count ? -1 : digits[..<count].reduce(0) { $0 * 10 + $1 }
        }
        switch (prefix(1), prefix(2), prefix(3), prefix(4)) {
        case (4, _, _, _): return .visa
        case (_, 34, _, _), (_, 37, _, _): return .amex
        case (_, 65, _, _), (_, _, 644...649, _), (_, _, _, 6011): return .discover
        case (_, 62, _, _): return .unionPay
        case (_, _, _, 3528...3589): return .jcb
        case (_, 36, _, _), (_, 38, _, _), (_, _, 300...305, _): return .dinersClub
        case (_, 51...55, _, _), (_, _, _, 2221...2720): return .mastercard
        default: return .unknown
        }
    }

    /// Whether a string of digits passes the Luhn (mod 10) checksum that card numbers carry:
    /// doubling every second digit from the right, the digit sum is a multiple of 10.
    /// - Parameter digits: ASCII digits only; strip spaces and dashes first.
    /// - Returns: `false` for an empty string or one with anything but ASCII digits.
    /// - Complexity: O(*n*) in the number of digits.
    public static func luhnIsValid(_ digits: String) -> Bool {
        var sum = 0
        var count = 0
        for scalar in digits.unicodeScalars.reversed() {
            guard let digit = asciiDigit(scalar) else { return false }
            let weighted = count % 2 == 1 ? digit * 2 : digit
            sum += weighted > 9 ? weighted - 9 : weighted
            count += 1
        }
        return count > 0 && sum % 10 == 0
    }
}

extension Validator {
    /// The check character of a Chinese resident identity number (GB 11643-1999, ISO 7064
    /// MOD 11-2): the first 17 digits weighted by 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2, the sum
    /// taken modulo 11, and mapped through "10X98765432".
    ///
    /// For "11010519491231002" it returns "X".
    /// - Parameter first17: the first 17 characters of the number.
    /// - Returns: "0"–"9" or an uppercase "X"; `nil` unless `first17` is exactly 17 ASCII digits.
    /// - Complexity: O(*n*) in the length of `first17`.
    public static func chineseIDCheckDigit(_ first17: String) -> Character? {
        let weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        var sum = 0
        var count = 0
        for scalar in first17.unicodeScalars {
            guard count < 17, let digit = asciiDigit(scalar) else { return nil }
            sum += digit * weights[count]
            count += 1
        }
        guard count == 17 else { return nil }
        return Array("10X98765432")[sum % 11]
    }
}

/// The value of an ASCII digit; `nil` for anything else (fullwidth and other scripts' digits
/// included).
func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
    scalar.isASCII && ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
}

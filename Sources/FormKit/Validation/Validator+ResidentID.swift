import Foundation

extension Validator {
    /// Checks a Chinese resident identity number (居民身份证号码, GB 11643-1999): 18 characters,
    /// 17 ASCII digits then a check character, a digit or "X" in either case (people type "x").
    ///
    /// It checks, in this order, failing with the message in brackets:
    /// 1. the form: 17 digits and a digit, "X" or "x" ("is not a valid resident ID number");
    /// 2. the birth date in characters 7–14, YYYYMMDD: a real Gregorian date from the year 1800
    ///    and not after today in China (UTC+8) ("has an invalid birth date");
    /// 3. the check character against ``chineseIDCheckDigit(_:)`` ("has an invalid check
    ///    digit").
    ///
    /// The region code (characters 1–6) is not looked up. Empty values pass. The commonly cited
    /// sample 11010519491231002X passes.
    /// - Complexity: O(1): the text is read up to its 19th character at most.
    public static let chineseResidentID = chineseResidentID(now: { Date() })

    /// ``chineseResidentID`` with the current date injected, for tests.
    static func chineseResidentID(now: @escaping @Sendable () -> Date) -> Validator {
        let form = ValidationMessage("is not a valid resident ID number", key: "residentID.invalid")
        let birthDate = ValidationMessage("has an invalid birth date", key: "residentID.birthDate")
        return text("chineseResidentID", notText: form) { text in
            let scalars = Array(text.unicodeScalars.prefix(19))
            guard scalars.count == 18, scalars[..<17].allSatisfy({ asciiDigit($0) != nil }),
                  asciiDigit(scalars[17]) != nil || scalars[17] == "X" || scalars[17] == "x"
            else { return form }
            let digits = String(String.UnicodeScalarView(scalars[..<17]))
            let characters = Array(digits)
            let year = Int64(digitsValue(String(characters[6..<10]))!)
            let month = Int64(digitsValue(String(characters[10..<12]))!)
            let day = Int64(digitsValue(String(characters[12..<14]))!)
            guard year >= 1800, (1...12).contains(month),
                  (1...ISO8601Timestamp.daysInMonth(year: year, month: month)).contains(day)
            else { return birthDate }
            let chinaOffset = 8.0 * 3600
            let today = Int64(((now().timeIntervalSince1970 + chinaOffset) / 86_400).rounded(.down))
            guard ISO8601Timestamp.daysFromCivil(year: year, month: month, day: day) <= today
            else { return birthDate }
            let check = Character(String(scalars[17]).uppercased())
            return check == chineseIDCheckDigit(digits) ? nil : ValidationMessage("has an invalid check digit", key: "residentID.checkDigit")
        }
    }
}

import Foundation

extension Validator {
    /// Checks a payment card number: 12 to 19 ASCII digits once spaces and dashes are removed,
    /// passing the Luhn checksum (``CardBrand/luhnIsValid(_:)``). "4111 1111 1111 1111" and
    /// "3782-822463-10005" pass. It does not require a known brand.
    ///
    /// Fails with "is not a valid card number". Empty values pass.
    /// - Complexity: O(*n*) in the text's length.
    public static let creditCardNumber = text("creditCardNumber", notText: cardNumberMessage) { text in
        let digits = String(text.unicodeScalars.filter { $0 != " " && $0 != "-" })
        return digits.unicodeScalars.count >= 12 && digits.unicodeScalars.count <= 19 && CardBrand.luhnIsValid(digits)
            ? nil : cardNumberMessage
    }

    static let cardNumberMessage = ValidationMessage("is not a valid card number", key: "card.number")

    /// Checks a card's expiry date, "MM/YY" or "MM/YYYY" (spaces around the slash allowed, so
    /// "04 / 27" passes), two-digit years meaning 20YY. The card is valid through the end of its
    /// month, so the current month still passes.
    ///
    /// Fails with "must be a date in MM/YY format", "has an invalid month" (00 or 13–99) or "has
    /// expired". Empty values pass.
    /// - Parameters:
    ///   - now: the current date; inject a fixed one in tests. Default: the clock.
    ///   - calendar: the calendar, with its time zone, that says which month `now` is in.
    ///     Default: Gregorian in the current time zone.
    /// - Complexity: O(*n*) in the text's length.
    public static func creditCardExpiry(
        now: @escaping @Sendable () -> Date = { Date() },
        calendar: Calendar = Calendar(identifier: .gregorian)
    ) -> Validator {
        let format = ValidationMessage("must be a date in MM/YY format", key: "card.expiryFormat")
        return text("creditCardExpiry", notText: format) { text in
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2 else { return format }
            let monthText = parts[0].reversed().drop { $0 == " " }
            let yearText = parts[1].drop { $0 == " " }
            guard monthText.count == 2, [2, 4].contains(yearText.count),
                  let month = digitsValue(String(monthText.reversed())), let year = digitsValue(String(yearText))
            else { return format }
            guard (1...12).contains(month) else { return ValidationMessage("has an invalid month", key: "card.expiryMonth") }
            let fullYear = yearText.count == 2 ? 2000 + year : year
            let today = calendar.dateComponents([.year, .month], from: now())
            guard let currentYear = today.year, let currentMonth = today.month else { return nil }
            return (fullYear, month) < (currentYear, currentMonth) ? ValidationMessage("has expired", key: "card.expired") : nil
        }
    }

    /// The number that ASCII digits spell; `nil` for anything else.
    static func digitsValue(_ text: String) -> Int? {
        var value = 0
        for scalar in text.unicodeScalars {
            guard let digit = asciiDigit(scalar) else { return nil }
            value = value * 10 + digit
        }
        return text.isEmpty ? nil : value
    }
}

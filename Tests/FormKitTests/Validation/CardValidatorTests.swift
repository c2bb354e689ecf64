import Foundation
import Testing
@testable import FormKit

@Suite struct CardBrandTests {
    @Test(arguments: [
        ("4111 1111 1111 1111", CardBrand.visa), ("4", .visa), ("5555 5555 5555 4444", .mastercard), ("51", .mastercard),
        ("2221 0000 0000 0009", .mastercard), ("2720", .mastercard), ("2220", .unknown), ("2721", .unknown),
        ("3782 822463 10005", .amex), ("34", .amex), ("6011 1111 1111 1117", .discover), ("644", .discover),
        ("649", .discover), ("65", .discover), ("643", .unknown), ("3530-1113-3330-0000", .jcb), ("3528", .jcb),
        ("3589", .jcb), ("3527", .unknown), ("3590", .unknown), ("6212 3456 7890 1232", .unionPay), ("36", .dinersClub),
        ("38", .dinersClub), ("300", .dinersClub), ("305", .dinersClub), ("306", .unknown), ("50", .unknown),
        ("56", .unknown), ("", .unknown), ("2", .unknown), ("3", .unknown), ("4x", .unknown), ("４１１１", .unknown),
    ])
    func detectReadsTheIssuerPrefix(number: String, brand: CardBrand) {
        #expect(CardBrand.detect(number) == brand)
    }

    @Test(arguments: [
        ("79927398713", true), ("79927398710", false), ("4111111111111111", true), ("4111111111111112", false),
        ("5555555555554444", true), ("378282246310005", true), ("0", true), ("", false), ("4111 1111 1111 1111", false),
        ("１８", false), ("١٨", false),
    ])
    func luhnChecksTheMod10Sum(digits: String, isValid: Bool) {
        #expect(CardBrand.luhnIsValid(digits) == isValid)
    }

    @Test func everySingleDigitChangeBreaksTheChecksum() {
        let number = Array("4111111111111111")
        for index in number.indices {
            for digit in "0123456789" where digit != number[index] {
                var changed = number
                changed[index] = digit
                #expect(!CardBrand.luhnIsValid(String(changed)), "\(String(changed))")
            }
        }
    }
}

@Suite struct CreditCardNumberValidatorTests {
    @Test(arguments: [
        "4111 1111 1111 1111", "4111-1111-1111-1111", "4111111111111111", "5555 5555 5555 4444", "3782 822463 10005",
        "6011 1111 1111 1117", "3530 1113 3330 0000", "4222222222222", "0000 0000 0000",
    ])
    func acceptsLuhnValidNumbersOf12To19Digits(text: String) {
        #expect(Validator.creditCardNumber.validate(.string(text)) == nil)
    }

    @Test(arguments: [
        "4111 1111 1111 1112", "5555 5555 5555 4445", "0000 0000 000", String(repeating: "0", count: 20),
        "4111.1111.1111.1111", "４１１１１１１１１１１１１１１１", "4111 1111 1111 111a", "card",
    ])
    func rejectsBadChecksumsLengthsAndCharacters(text: String) {
        #expect(Validator.creditCardNumber.validate(.string(text)) == "is not a valid card number")
    }

    @Test func emptyPassesAndNumbersAreNotText() {
        #expect(Validator.creditCardNumber.validate(.null) == nil)
        #expect(Validator.creditCardNumber.validate(.number(4_111_111_111_111_111)) == "is not a valid card number")
        #expect(Validator.creditCardNumber.name == "creditCardNumber")
    }
}

@Suite struct CreditCardExpiryValidatorTests {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }

    /// 2024-05-15T12:00:00Z.
    static let may2024 = Validator.creditCardExpiry(now: { Date(timeIntervalSince1970: 1_715_774_400) }, calendar: utc)

    @Test(arguments: [
        ("05/24", nil), ("05/2024", nil), ("06/24", nil), ("12/99", nil), ("01/2030", nil), ("05 / 24", nil),
        ("04/24", "has expired"), ("12/23", "has expired"), ("04/2024", "has expired"), ("05/2023", "has expired"),
        ("13/25", "has an invalid month"), ("00/25", "has an invalid month"), ("5/24", "must be a date in MM/YY format"),
        ("0524", "must be a date in MM/YY format"), ("05/245", "must be a date in MM/YY format"),
        ("05-24", "must be a date in MM/YY format"), ("ab/cd", "must be a date in MM/YY format"),
        ("05/24/1", "must be a date in MM/YY format"), (" 05/24", "must be a date in MM/YY format"),
        ("０５/２４", "must be a date in MM/YY format"),
    ] as [(String, String?)])
    func acceptsThisMonthOnwardsInEitherYearForm(text: String, message: String?) {
        #expect(Self.may2024.validate(.string(text)) == message)
    }

    @Test func theMonthComesFromTheGivenCalendarsTimeZone() {
        // 2024-05-31T23:30:00Z is already June in UTC+2.
        let now: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_717_198_200) }
        var eastern = Calendar(identifier: .gregorian)
        eastern.timeZone = TimeZone(secondsFromGMT: 2 * 3600)!
        #expect(Validator.creditCardExpiry(now: now, calendar: Self.utc).validate(.string("05/24")) == nil)
        #expect(Validator.creditCardExpiry(now: now, calendar: eastern).validate(.string("05/24")) == "has expired")
    }

    @Test func nowIsReadAtEachCheckNotOnce() {
        let clock = Clock()
        let validator = Validator.creditCardExpiry(now: { clock.now }, calendar: Self.utc)
        #expect(validator.validate(.string("05/24")) == nil)
        clock.now = Date(timeIntervalSince1970: 1_718_000_000) // June 2024
        #expect(validator.validate(.string("05/24")) == "has expired")
    }

    @Test func emptyPassesAndOtherKindsFail() {
        #expect(Self.may2024.validate(.string("")) == nil)
        #expect(Self.may2024.validate(.date(Date(timeIntervalSince1970: 1_800_000_000))) == "must be a date in MM/YY format")
        #expect(Self.may2024.name == "creditCardExpiry")
    }
}

/// A settable clock for tests that change the time between checks.
private final class Clock: @unchecked Sendable {
    // Tests touch it from one task at a time; the lock keeps the Sendable claim honest.
    private let lock = NSLock()
    private var storedNow = Date(timeIntervalSince1970: 1_715_774_400)
    var now: Date {
        get { lock.withLock { storedNow } }
        set { lock.withLock { storedNow = newValue } }
    }
}

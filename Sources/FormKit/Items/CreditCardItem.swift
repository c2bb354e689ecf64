import Foundation
import ListKit

/// A credit card (RETableViewManager's `RECreditCardItem`): number with brand detection, expiry
/// and CVV, shown masked — `VISA **** 1111  12/27` — with only the last four digits visible.
@MainActor
open class CreditCardItem: FormItem<CreditCardItem.Card> {
    /// A card's fields.
    public struct Card: Hashable, Sendable {
        /// The digits of the number.
        public var number: String
        /// `MM/YY`, or empty.
        public var expiry: String
        /// The security code's digits.
        public var cvv: String

        /// Creates a card.
        public init(number: String = "", expiry: String = "", cvv: String = "") {
            self.number = number
            self.expiry = expiry
            self.cvv = cvv
        }

        /// The brand the number's prefix shows.
        public var brand: CardBrand { CardBrand.detect(number) }
    }

    /// Creates a card field.
    public override init(_ title: String, key: String? = nil, value: Card = Card()) {
        super.init(title, key: key, value: value)
    }

    /// `.strings([number, expiry, cvv])`, or `.null` when all are empty.
    open override var formValue: FormValue {
        value == Card() ? .null : .strings([value.number, value.expiry, value.cvv])
    }

    /// Takes `.strings` of one to three fields (number, expiry, CVV), or `.null`.
    open override func setFormValue(_ value: FormValue) throws(FormValueError) {
        switch value {
        case .null: self.value = Card()
        case .strings(let fields) where (1...3).contains(fields.count):
            do {
                var card = Card()
                card.number = try Self.digits(fields[0], count: 12...19, field: "number")
                if fields.count > 1 { card.expiry = try Self.expiry(fields[1]) }
                if fields.count > 2 { card.cvv = try Self.digits(fields[2], count: 3...4, field: "CVV") }
                self.value = card
            } catch {
                throw FormValueError(key: key ?? title, message: error.message)
            }
        default: throw valueError(value, expected: "[number, expiry, cvv]")
        }
    }

    /// Takes the card number as typed (spaces and dashes allowed).
    open override func apply(input: String) throws(InputError) {
        do { value.number = try Self.digits(input, count: 12...19, field: "number") } catch { throw inputError(input, error.message) }
    }

    /// Takes the expiry as `MM/YY` or `MM/YYYY`.
    public func apply(expiry input: String) throws(InputError) {
        do { value.expiry = try Self.expiry(input) } catch { throw inputError(input, error.message) }
    }

    /// Takes the 3- or 4-digit security code.
    public func apply(cvv input: String) throws(InputError) {
        do { value.cvv = try Self.digits(input, count: 3...4, field: "CVV") } catch { throw inputError(input, error.message) }
    }

    struct FieldError: Error {
        let message: String
    }

    static func digits(_ input: String, count: ClosedRange<Int>, field: String) throws(FieldError) -> String {
        var digits = ""
        for character in input where character != " " && character != "-" {
            guard character.isASCII, character.isNumber else { throw FieldError(message: "\(field) must contain only digits") }
            digits.append(character)
        }
        guard count.contains(digits.count) else {
            throw FieldError(message: "\(field) must have \(count.lowerBound) to \(count.upperBound) digits")
        }
        return digits
    }

    static func expiry(_ input: String) throws(FieldError) -> String {
        let parts = input.trimmingCharacters(in: .whitespaces).split(separator: "/")
        guard parts.count == 2, let month = Int(parts[0]), (1...12).contains(month),
              parts[1].allSatisfy(\.isNumber), parts[1].count == 2 || parts[1].count == 4, let year = Int(parts[1]) else {
            throw FieldError(message: "expiry must be MM/YY")
        }
        return String(format: "%02d/%02d", month, year % 100)
    }

    /// Brand, the last four digits, and the expiry; CVV never shown.
    open override var displayValue: String? {
        guard !value.number.isEmpty else { return nil }
        let brand = value.brand == .unknown ? "CARD" : value.brand.rawValue.uppercased()
        let last4 = value.number.suffix(4)
        return "\(brand) **** \(last4)" + (value.expiry.isEmpty ? "" : "  \(value.expiry)")
    }

    /// A number placeholder.
    open override var placeholderText: String? { "card number" }
}

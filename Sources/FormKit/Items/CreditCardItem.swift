import Foundation
import ListKit

/// A credit card (RETableViewManager's `RECreditCardItem`): number with brand detection, expiry
/// and CVV, shown masked — `VISA **** 1111  12/27` — with only the last four digits visible.
///
/// Value on the wire: `{"number": "4111111111111111", "expiry": "12/27", "cvv": "123"}` (empty
/// fields left out), or `null` when all are empty. The card is a secret: descriptions, errors,
/// logs and redacted values show at most the last four digits (see ``Redaction``); only
/// ``AdapterManager/values`` returns it whole. Rule: the number empty or 12–19 digits, the expiry
/// empty or `MM/YY`, the CVV empty or 3–4 digits.
@MainActor
open class CreditCardItem: FormItem<CreditCardItem.Card> {
    /// A card's fields. Its description, debug description and mirror are redacted, so printing or
    /// dumping a card never shows more than its last four digits.
    public struct Card: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
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

        /// Whether every field is empty.
        public var isEmpty: Bool { number.isEmpty && expiry.isEmpty && cvv.isEmpty }

        /// The fields as redacted JSON: `{"number": "•••• 1111", "expiry": "••/••", "cvv": "•••"}`.
        public var redacted: JSONObject {
            var object = JSONObject()
            if !number.isEmpty { object["number"] = .string(Redaction.cardNumber(number)) }
            if !expiry.isEmpty { object["expiry"] = "••/••" }
            if !cvv.isEmpty { object["cvv"] = "•••" }
            return object
        }

        /// `Card(number: "•••• 1111", expiry: "••/••", cvv: "•••")`.
        public var description: String {
            "Card(" + redacted.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
        }

        /// The same as ``description``.
        public var debugDescription: String { description }

        /// The redacted fields, so `dump(card)` shows no secret.
        public var customMirror: Mirror {
            Mirror(self, children: redacted.map { (label: $0.0, value: $0.1.stringValue ?? "") }, displayStyle: .struct)
        }
    }

    /// Creates a card field.
    /// - Precondition: `value` follows the rule (see the type's documentation).
    public override init(_ title: String, key: String? = nil, value: Card = Card()) {
        super.init(title, key: key, value: value)
    }

    /// A card is a secret.
    open override var isSecret: Bool { true }

    /// Why a field breaks the rule, naming the field but never its digits.
    open override func problem(with value: Card) -> String? {
        do {
            if !value.number.isEmpty, try Self.digits(value.number, count: 12...19, field: "number") != value.number {
                return "number must contain only digits"
            }
            if !value.expiry.isEmpty, try Self.expiry(value.expiry) != value.expiry { return "expiry must be MM/YY" }
            if !value.cvv.isEmpty, try Self.digits(value.cvv, count: 3...4, field: "CVV") != value.cvv {
                return "CVV must contain only digits"
            }
        } catch {
            return error.message
        }
        return nil
    }

    /// `.strings([number, expiry, cvv])`, or `.null` when all are empty.
    open override var formValue: FormValue {
        value.isEmpty ? .null : .strings([value.number, value.expiry, value.cvv])
    }

    /// An object of the non-empty fields, or `null`.
    open override func jsonValue(for value: Card) -> JSONValue? {
        if value.isEmpty { return .null }
        var object = JSONObject()
        if !value.number.isEmpty { object["number"] = .string(value.number) }
        if !value.expiry.isEmpty { object["expiry"] = .string(value.expiry) }
        if !value.cvv.isEmpty { object["cvv"] = .string(value.cvv) }
        return .object(object)
    }

    /// ``Card/redacted``, or `null`.
    open override var redactedJSONValue: JSONValue? { value.isEmpty ? .null : .object(value.redacted) }

    /// An object with `number`, `expiry` and `cvv` strings (each optional; spaces and dashes in
    /// the digits and `MM/YYYY` are accepted), or `null`.
    open override func value(forJSON json: JSONValue) throws(Problem) -> Card {
        if json.isNull { return Card() }
        guard let object = json.objectValue else { throw valueError(json, expected: "an object with number, expiry and cvv") }
        var card = Card()
        for (field, element) in object {
            guard ["number", "expiry", "cvv"].contains(field) else {
                throw Problem(key: key ?? title, message: "has no field \(field.debugDescription) (a card has number, expiry and cvv)")
            }
            guard let text = element.stringValue else {
                throw Problem(key: key ?? title, message: "\(field) must be a string, got \(element.typeName)")
            }
            if text.isEmpty { continue }
            do {
                switch field {
                case "number": card.number = try Self.digits(text, count: 12...19, field: "number")
                case "expiry": card.expiry = try Self.expiry(text)
                default: card.cvv = try Self.digits(text, count: 3...4, field: "CVV")
                }
            } catch {
                throw Problem(key: key ?? title, message: error.message)
            }
        }
        return card
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
        guard parts.count == 2, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }), let month = Int(parts[0]), (1...12).contains(month),
              parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), parts[1].count == 2 || parts[1].count == 4, let year = Int(parts[1]) else {
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

    /// An example number.
    open override var placeholderText: String? { "1234 5678 9012 3456" }
}

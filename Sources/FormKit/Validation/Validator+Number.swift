import FormJSON
import FormLocale

extension Validator {
    /// Checks that a number lies in a range: a `.number`, or text that reads as a decimal number
    /// ("42", "-1.5", "2e3"; not "0x10", "inf", " 42" or "1,000").
    ///
    /// The bounds are FormJSON's `NumberBound`, the implementation JSON Schema's `minimum` and
    /// `maximum` use too; where they differ is what counts as a number (`NumberBound` documents
    /// it): JSON Schema's bounds let text pass, this validator reads decimal text and checks it.
    ///
    /// Empty values pass; anything else that is not a finite number fails with "must be a
    /// number". The message names the bound that failed: "must be at least 18", "must be at most
    /// 120" (whole bounds print without ".0"), or "must be 5" when both bounds are equal.
    /// - Parameter range: the numbers allowed.
    /// - Complexity: O(*n*) for text of *n* characters; O(1) for a number.
    public static func range(_ range: ClosedRange<Double>) -> Validator {
        var keywords = JSONObject()
        func limit(_ bound: Double) -> JSONValue { JSONValue.exactInt(bound).map(JSONValue.integer) ?? .number(bound) }
        let minimum = range.lowerBound.isFinite ? NumberBound(.minimum, limit(range.lowerBound)) : nil
        let maximum = range.upperBound.isFinite ? NumberBound(.maximum, limit(range.upperBound)) : nil
        if let minimum { keywords["minimum"] = minimum.limit }
        if let maximum { keywords["maximum"] = maximum.limit }
        let notANumber = ValidationMessage("must be a number", key: "number.notANumber")
        return Validator(name: "range", keyedCheck: { value in
            if value.isEmpty { return nil }
            let given: JSONValue
            switch value {
            case .number(let number):
                guard !number.isNaN else { return notANumber }
                given = .number(number)
            case .string(let text):
                guard let parsed = decimalNumber(text) else { return notANumber }
                // Exactly as written when JSON's grammar reads it: 18446744073709551617 is above
                // 2^64, which a Double cannot tell.
                given = JSONValue(numberText: text) ?? .number(parsed)
            default: return notANumber
            }
            for bound in [minimum, maximum].compactMap(\.self) where bound.admits(given) == false {
                let limit = NumberText.format(bound.kind == .minimum ? range.lowerBound : range.upperBound)
                if range.lowerBound == range.upperBound {
                    return ValidationMessage("must be \(limit)", key: "number.exactly", arguments: ["limit": numberArgument(limit)])
                }
                return ValidationMessage(bound.requirement(limitText: limit), key: "number.\(bound.kind.rawValue)", arguments: ["limit": numberArgument(limit)])
            }
            return nil
        }).constraining(.range(minimum: range.lowerBound.isFinite ? range.lowerBound : nil,
                              maximum: range.upperBound.isFinite ? range.upperBound : nil)).describing(keywords)
    }

    /// A finite number written in decimal: digits, an optional sign, point and exponent.
    /// `text` (a number as ``NumberText`` writes it) as a message argument: a decimal the
    /// language's separators are put in, or (an exponent) the text as it is.
    static func numberArgument(_ text: String) -> MessageArgument {
        var digits = Substring(text)
        if digits.first == "-" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        let plain = (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        return plain ? .decimal(text) : .text(text)
    }

    static func decimalNumber(_ text: String) -> Double? {
        guard text.unicodeScalars.allSatisfy({ "0123456789+-.eE".unicodeScalars.contains($0) }),
              let number = Double(text), number.isFinite
        else { return nil }
        return number
    }
}

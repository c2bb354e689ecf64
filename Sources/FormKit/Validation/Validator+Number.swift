extension Validator {
    /// Checks that a number lies in a range: a `.number`, or text that reads as a decimal number
    /// ("42", "-1.5", "2e3"; not "0x10", "inf", " 42" or "1,000").
    ///
    /// Empty values pass; anything else that is not a finite number fails with "must be a
    /// number". The message names the bound that failed: "must be at least 18", "must be at most
    /// 120" (whole bounds print without ".0"), or "must be 5" when both bounds are equal.
    /// - Parameter range: the numbers allowed.
    /// - Complexity: O(*n*) for text of *n* characters; O(1) for a number.
    public static func range(_ range: ClosedRange<Double>) -> Validator {
        var keywords = JSONObject()
        if range.lowerBound.isFinite { keywords["minimum"] = JSONValue.exactInt(range.lowerBound).map(JSONValue.integer) ?? .number(range.lowerBound) }
        if range.upperBound.isFinite { keywords["maximum"] = JSONValue.exactInt(range.upperBound).map(JSONValue.integer) ?? .number(range.upperBound) }
        return Validator(name: "range") { value in
            if value.isEmpty { return nil }
            let number: Double
            switch value {
            case .number(let given): number = given
            case .string(let text): guard let parsed = decimalNumber(text) else { return "must be a number" }
                number = parsed
            default: return "must be a number"
            }
            guard !number.isNaN else { return "must be a number" }
            if range.contains(number) { return nil }
            if range.lowerBound == range.upperBound { return "must be \(NumberText.format(range.lowerBound))" }
            return number < range.lowerBound
                ? "must be at least \(NumberText.format(range.lowerBound))"
                : "must be at most \(NumberText.format(range.upperBound))"
        }.describing(keywords)
    }

    /// A finite number written in decimal: digits, an optional sign, point and exponent.
    static func decimalNumber(_ text: String) -> Double? {
        guard text.unicodeScalars.allSatisfy({ "0123456789+-.eE".unicodeScalars.contains($0) }),
              let number = Double(text), number.isFinite
        else { return nil }
        return number
    }
}

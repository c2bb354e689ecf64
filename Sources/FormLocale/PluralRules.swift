/// A CLDR plural category: which form of a word a number takes in a language ("1 character",
/// "2 characters"; Arabic has six forms, Chinese and Japanese one).
public enum PluralCategory: String, Hashable, Sendable, CaseIterable {
    /// CLDR's categories, by their names in `plurals.xml` and in message templates.
    case zero, one, two, few, many, other
}

/// A number as CLDR's plural rules read it: its absolute value's integer digits (`i`) and its
/// visible fraction digits (`v` of them: "1.50" has `v` = 2, "1" has none), so that "1" is *one* in
/// English and "1.0" is *other*.
public struct PluralOperands: Hashable, Sendable {
    /// The integer digits of the absolute value (`i`).
    public let integer: Int
    /// The visible fraction digits, as written ("50" for "1.50"); empty for an integer.
    public let fraction: String

    /// An integer.
    public init(_ integer: Int) {
        self.integer = integer.magnitude > UInt(Int.max) ? Int.max : Int(integer.magnitude)
        fraction = ""
    }

    /// A number written in decimal text (`"1.50"`, `"-3"`, `"0.5"`); `nil` for text that is no such
    /// number. An exponent is not read.
    public init?(decimal text: String) {
        var text = Substring(text)
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }), parts.count == 1 || !fraction.isEmpty else { return nil }
        // Only the last six digits matter to every rule (i % 1000000); keep them.
        integer = Int(whole.suffix(18)) ?? 0
        self.fraction = String(fraction)
    }

    /// `v`: how many fraction digits are visible.
    public var visibleFractionDigits: Int { fraction.count }

    /// Whether the value is a whole number (no fraction digit other than 0): `n` is then `i`.
    public var isWhole: Bool { fraction.allSatisfy { $0 == "0" } }
}

/// CLDR's plural rules (`common/supplemental/plurals.xml`, CLDR 46) for the languages the package
/// ships catalogs in: English, German, French, Spanish, Chinese, Japanese and Arabic.
public enum PluralRules {
    /// The languages with rules here.
    public static let languages: Set<String> = ["en", "de", "fr", "es", "zh", "ja", "ar"]

    /// The categories `language` distinguishes, in CLDR's order (`other` last); `[.other]` for a
    /// language without rules here.
    public static func categories(of language: String) -> [PluralCategory] {
        switch language {
        case "en", "de": [.one, .other]
        case "fr", "es": [.one, .many, .other]
        case "ar": [.zero, .one, .two, .few, .many, .other]
        default: [.other]
        }
    }

    /// The category of `number` in `language` (a language without rules here: `other`).
    /// - Complexity: O(1).
    public static func category(of number: PluralOperands, in language: String) -> PluralCategory {
        let i = number.integer, v = number.visibleFractionDigits
        let whole = number.isWhole
        switch language {
        case "en", "de":
            // one: i = 1 and v = 0
            return i == 1 && v == 0 ? .one : .other
        case "fr":
            // one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0
            if i == 0 || i == 1 { return .one }
            return i != 0 && i % 1_000_000 == 0 && v == 0 ? .many : .other
        case "es":
            // one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0
            if i == 1 && whole { return .one }
            return i != 0 && i % 1_000_000 == 0 && v == 0 ? .many : .other
        case "ar":
            // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
            guard whole else { return .other }
            if i == 0 { return .zero }
            if i == 1 { return .one }
            if i == 2 { return .two }
            let rest = i % 100
            if (3...10).contains(rest) { return .few }
            if (11...99).contains(rest) { return .many }
            return .other
        default:
            return .other
        }
    }

    /// The category of the integer `number` in `language`.
    public static func category(of number: Int, in language: String) -> PluralCategory {
        category(of: PluralOperands(number), in: language)
    }
}

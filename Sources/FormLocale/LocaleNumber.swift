/// Numbers as a person types and reads them in a language — `3,5` and `1.234,5` in German,
/// `1 234,5` in French, `٣٫٥` in Arabic — turned into the locale-free text JSON carries (`3.5`,
/// `1234.5`) and back, strictly: the whole input must be a number, or it is refused.
///
/// Foundation's parsers are lenient where a form must not be (German `FormatStyle` reads "3.5" as
/// 3 and "3,5abc" as 3.5), so the package reads numbers itself:
///
/// - the language's decimal separator, and its grouping separator only between groups of three
///   digits (`1.234,5`; `1.23,4` is refused);
/// - a text with the ISO form's `.` and no grouping is read as written, in every language, so
///   `3.5` is 3.5 in German too — unless the language groups with `.` and the text is a valid
///   grouping (`1.234` in German is 1234, as Django reads it);
/// - Arabic-Indic (`٠`–`٩`) and Eastern Arabic-Indic (`۰`–`۹`) digits, `٫` and `٬`, in every
///   language; an optional leading `-` (or `−`, U+2212); spaces around the text.
public enum LocaleNumber {
    /// The locale-free decimal text of what a person typed (`"3,5"` → `"3.5"`), or `nil` when it is
    /// no number in `language`.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func parse(_ text: String, language: LanguageTag) -> String? {
        var digits: [Character] = []
        for character in text.trimmingWhitespace {
            if let value = character.decimalDigitValue {
                digits.append(Character(String(value)))
                continue
            }
            switch character {
            case "٫": digits.append(",")  // Arabic decimal separator: read as the comma's role below
            case "٬": digits.append("'")  // Arabic grouping separator
            case "\u{202F}", "\u{00A0}", " ": digits.append(" ")
            case "−": digits.append("-")
            default: digits.append(character)
            }
        }
        var negative = false
        if digits.first == "-" {
            negative = true
            digits.removeFirst()
        }
        guard !digits.isEmpty else { return nil }
        let separators = Separators(language: language)
        let hasArabicDecimal = text.contains("٫")
        // Which character is the decimal point: Arabic's own, the language's, or ISO's ".".
        let decimal: Character
        if hasArabicDecimal {
            decimal = ","
        } else if digits.contains(separators.decimal) {
            decimal = separators.decimal
        } else if digits.contains(".") && !(separators.grouping == "." && isGrouped(digits, by: ".")) {
            decimal = "."
        } else {
            decimal = separators.decimal
        }
        let parts = digits.split(separator: decimal, maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty else { return nil }
        let fraction = parts.count == 2 ? parts[1] : []
        guard parts.count == 1 || !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        // The whole part: digits, or groups of three after the first joined by one grouping
        // separator (the language's, a space, or Arabic's).
        let groupings: Set<Character> = [separators.grouping, " ", "'"]
        let grouping = whole.first { !$0.isASCIIDigit }
        var plain = ""
        if let grouping {
            guard groupings.contains(grouping), grouping != decimal else { return nil }
            let groups = whole.split(separator: grouping, omittingEmptySubsequences: false)
            guard let first = groups.first, (1...3).contains(first.count),
                  groups.dropFirst().allSatisfy({ $0.count == 3 }), groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
            else { return nil }
            plain = groups.map { String($0) }.joined()
        } else {
            guard whole.allSatisfy(\.isASCIIDigit) else { return nil }
            plain = String(whole)
        }
        // Leading zeros go, as JSON has none ("007" is 7); the fraction is kept as typed.
        while plain.count > 1, plain.first == "0" { plain.removeFirst() }
        var result = negative ? "-" + plain : plain
        if !fraction.isEmpty { result += "." + String(fraction) }
        return result == "-0" ? "0" : result
    }

    /// `decimal` (locale-free text: `1234.5`) as a person in `language` reads it: `1.234,5`,
    /// `1 234,5` (U+202F), `1,234.5`; Spanish groups only from five digits, as CLDR's `es` does.
    /// Latin digits in every language (Arabic included, as CLDR's `ar` writes them). Text that is
    /// no decimal number is returned as it is.
    /// - Parameter grouping: whether thousands are grouped (`false` for the text of an input
    ///   field, as Django's `USE_THOUSAND_SEPARATOR` leaves it: `1234,5`). Default: `true`.
    /// - Complexity: O(*n*).
    public static func format(_ decimal: String, language: LanguageTag, grouping: Bool = true) -> String {
        var digits = Substring(decimal)
        let negative = digits.first == "-"
        if negative { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit),
              parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(\.isASCIIDigit)) else { return decimal }
        let separators = Separators(language: language)
        let groupSeparator = separators.grouping == " " ? "\u{202F}" : String(separators.grouping)
        let minimum = language.language == "es" ? 5 : 4
        var result = ""
        if grouping, whole.count >= minimum {
            for (offset, character) in whole.enumerated() {
                if offset > 0, (whole.count - offset) % 3 == 0 { result += groupSeparator }
                result.append(character)
            }
        } else {
            result = String(whole)
        }
        if negative { result = "-" + result }
        if parts.count == 2 { result += String(separators.decimal) + parts[1] }
        return result
    }

    /// The character `language` writes between a number's whole part and its fraction: `,` in
    /// German, French and Spanish, `.` in English, Chinese, Japanese and (with Latin digits) Arabic.
    public static func decimalSeparator(in language: LanguageTag) -> Character { Separators(language: language).decimal }

    /// Whether `digits` are groups of three joined by `separator` (`1.234`, `12.345.678`).
    private static func isGrouped(_ digits: [Character], by separator: Character) -> Bool {
        let groups = digits.split(separator: separator, omittingEmptySubsequences: false)
        guard groups.count > 1, let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 } && groups.allSatisfy { $0.allSatisfy(\.isASCIIDigit) }
    }

    /// A language's separators, as CLDR writes its numbers.
    struct Separators {
        let decimal: Character
        let grouping: Character

        init(language: LanguageTag) {
            switch language.language {
            case "de", "es", "it", "nl", "pt", "id", "tr", "da": (decimal, grouping) = (",", ".")
            case "fr", "ru", "pl", "cs", "sv", "nb", "fi", "uk": (decimal, grouping) = (",", " ")
            default: (decimal, grouping) = (".", ",")
            }
        }
    }
}

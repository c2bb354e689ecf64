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
    /// - Parameters:
    ///   - decimal: locale-free decimal text.
    ///   - language: the person's language.
    ///   - grouping: whether thousands are grouped (`false` for the text of an input field, as
    ///     Django's `USE_THOUSAND_SEPARATOR` leaves it: `1234,5`). Default: `true`.
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

    // MARK: - Amounts of money

    /// The symbol a currency is written with (ISO 4217 code → `€`, `$`, `£`, `¥`); the code itself
    /// for the others (`CHF`).
    public static func currencySymbol(_ code: String) -> String {
        switch code.uppercased() {
        case "EUR": "€"
        case "USD": "$"
        case "GBP": "£"
        case "JPY", "CNY": "¥"
        case "INR": "₹"
        case "KRW": "₩"
        default: code.uppercased()
        }
    }

    /// The digits a currency's amounts have after the decimal separator: 0 for the yen and the
    /// won, 2 for the others (ISO 4217's minor units for the common currencies).
    public static func minorUnits(_ code: String) -> Int {
        ["JPY", "KRW", "ISK", "CLP", "VND"].contains(code.uppercased()) ? 0 : 2
    }

    /// `decimal` (locale-free: `1234.5`) as an amount of `currency` the way `language` writes it:
    /// `1.234,50 €` in German, `1 234,50 €` in French, `€1,234.50` in English, `¥1,234` for yen,
    /// `CHF 1,234.50` for a currency without a symbol in English. The minor units are filled in
    /// (`3.5` → `3,50`), never rounded away: an amount with more digits keeps them. Text that is
    /// no decimal number is returned as it is.
    /// - Complexity: O(*n*).
    public static func formatAmount(_ decimal: String, currency: String, language: LanguageTag) -> String {
        let parts = decimal.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, parse(decimal, language: .english) != nil else { return decimal }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        let units = minorUnits(currency)
        if fraction.count < units { fraction += String(repeating: "0", count: units - fraction.count) }
        if units == 0, fraction.allSatisfy({ $0 == "0" }) { fraction = "" }
        let number = format(fraction.isEmpty ? String(whole) : whole + "." + fraction, language: language)
        let symbol = currencySymbol(currency)
        switch language.language {
        case "en", "zh", "ja", "ko":
            return (symbol.count > 1 ? symbol + "\u{00A0}" : symbol) + number
        default:
            return number + "\u{00A0}" + symbol
        }
    }

    /// The locale-free decimal text of an amount a person typed (`3,50 €`, `€3.50`, `3,5`,
    /// `EUR 3,50`), the currency's symbol or code before or after it or left out; `nil` when it
    /// is no amount in `language`.
    /// - Complexity: O(*n*).
    public static func parseAmount(_ text: String, currency: String, language: LanguageTag) -> String? {
        var rest = text.trimmingWhitespace.replacingOccurrences(of: "\u{00A0}", with: " ")
        for mark in [currencySymbol(currency), currency.uppercased(), currency.lowercased()] where !mark.isEmpty {
            if rest.hasPrefix(mark) { rest = String(rest.dropFirst(mark.count)); break }
            if rest.hasSuffix(mark) { rest = String(rest.dropLast(mark.count)); break }
        }
        return parse(String(rest.trimmingWhitespace), language: language)
    }
}

import FormJSON

/// Dates as a person types and reads them in a language — `27.11.2026` in German, `27/11/2026` in
/// French, Spanish, Arabic and British English, `11/27/2026` in American English, `2026/11/27` in
/// Chinese and Japanese — turned into the ISO 8601 text JSON carries (`2026-11-27`) and back. The ISO
/// form is read in every language (Django appends it to every locale's input formats). The
/// Gregorian calendar always: Foundation's `ar-SA` would default to Umm al-Qura.
///
/// Strict: day, month and year must make a real date (no 31 April, 29 February only in a leap
/// year); digits of any script are read (Arabic-Indic, fullwidth); the right-to-left and
/// left-to-right marks Arabic dates carry are ignored; a two-digit year is the one nearest the
/// reference year within a century's window (80 years back, 19 ahead).
public enum LocaleDate {
    /// The order a language writes a date's parts in.
    enum Order {
        case dayMonthYear, monthDayYear, yearMonthDay
    }

    /// The order and separator `language` writes numeric dates with (CLDR's short date).
    static func pattern(of language: LanguageTag) -> (order: Order, separator: Character) {
        switch language.language {
        case "de", "ru", "pl", "cs", "fi", "nb", "tr", "uk": return (.dayMonthYear, ".")
        case "zh", "ja", "ko": return (.yearMonthDay, "/")
        case "en":
            let dayFirst = ["GB", "IE", "AU", "NZ", "IN", "ZA", "SG", "HK", "MT", "PK", "NG", "KE"].contains(language.region ?? "")
            return (dayFirst ? .dayMonthYear : .monthDayYear, "/")
        default: return (.dayMonthYear, "/")
        }
    }

    /// The ISO 8601 date (`2026-11-27`) of what a person typed in `language`, or `nil` when it is no
    /// real date.
    /// - Parameters:
    ///   - text: what the person typed.
    ///   - language: the person's language (its region decides the order: `en-US` month first).
    ///   - referenceYear: the year a two-digit year is read near (this year, for a form).
    /// - Complexity: O(*n*) in the length of `text`.
    public static func parse(_ text: String, language: LanguageTag, referenceYear: Int) -> String? {
        var normalized = ""
        for character in text where !["\u{200E}", "\u{200F}", "\u{061C}"].contains(character) {
            if let value = character.decimalDigitValue { normalized += String(value) } else { normalized.append(character) }
        }
        let trimmed = normalized.trimmingWhitespace
        // ISO 8601 in every language.
        let iso = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        if iso.count == 3, iso[0].count == 4, iso[1].count == 2, iso[2].count == 2 {
            return make(year: Int(iso[0]), month: Int(iso[1]), day: Int(iso[2]))
        }
        let (order, separator) = pattern(of: language)
        let parts = trimmed.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        let (yearText, month, day): (Substring, Int?, Int?) = switch order {
        case .dayMonthYear: (parts[2], Int(parts[1]), Int(parts[0]))
        case .monthDayYear: (parts[2], Int(parts[0]), Int(parts[1]))
        case .yearMonthDay: (parts[0], Int(parts[1]), Int(parts[2]))
        }
        guard [1, 2].contains(parts[order == .yearMonthDay ? 1 : 0].count), [1, 2].contains(parts[order == .yearMonthDay ? 2 : 1].count),
              [2, 4].contains(yearText.count), var year = Int(yearText) else { return nil }
        if yearText.count == 2 {
            // The year ending in these digits nearest the reference: at most 80 back, 19 ahead.
            let century = referenceYear - referenceYear % 100
            year += century
            if year > referenceYear + 19 { year -= 100 } else if year < referenceYear - 80 { year += 100 }
        }
        return make(year: year, month: month, day: day)
    }

    /// `iso` (`2026-11-27`) as a person in `language` reads it (`27.11.2026`); text that is no ISO
    /// date is returned as it is.
    public static func format(_ iso: String, language: LanguageTag) -> String {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              make(year: Int(parts[0]), month: Int(parts[1]), day: Int(parts[2])) != nil else { return iso }
        let (order, separator) = pattern(of: language)
        let (year, month, day) = (String(parts[0]), String(parts[1]), String(parts[2]))
        let ordered = switch order {
        case .dayMonthYear: [day, month, year]
        case .monthDayYear: [month, day, year]
        case .yearMonthDay: [year, month, day]
        }
        return ordered.joined(separator: String(separator))
    }

    /// The ISO text of a real Gregorian date, or `nil`.
    private static func make(year: Int?, month: Int?, day: Int?) -> String? {
        guard let year, let month, let day, (1...9999).contains(year), (1...12).contains(month) else { return nil }
        let days = Int(ISO8601Timestamp.daysInMonth(year: Int64(year), month: Int64(month)))
        guard (1...days).contains(day) else { return nil }
        func padded(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}

extension Localizer {
    /// How a person in ``locale`` writes a day, in the language's own letters: `TT.MM.JJJJ` in
    /// German, `JJ/MM/AAAA` in French, `MM/DD/YYYY` in American English, `YYYY/MM/DD` in Japanese
    /// (the catalog's `date.format.day`, `date.format.month` and `date.format.year`, in
    /// ``LocaleDate``'s order and separator).
    public var datePattern: String {
        let (order, separator) = LocaleDate.pattern(of: locale)
        let (day, month, year) = (string(LocalizedMessage("date.format.day")), string(LocalizedMessage("date.format.month")),
                                  string(LocalizedMessage("date.format.year")))
        let parts = switch order {
        case .dayMonthYear: [day, month, year]
        case .monthDayYear: [month, day, year]
        case .yearMonthDay: [year, month, day]
        }
        return parts.joined(separator: String(separator))
    }
}

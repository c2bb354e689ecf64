/// The languages a person prefers, most preferred first, read from where each surface learns them:
/// a browser's `Accept-Language` header (RFC 9110 §12.5.4) or a terminal's `LC_ALL`,
/// `LC_MESSAGES` and `LANG` (POSIX), and the language to use among those a ``Localizer`` has
/// (RFC 4647 lookup).
public struct LanguagePreference: Hashable, Sendable {
    /// The languages, most preferred first.
    public let languages: [LanguageTag]

    /// Languages in order of preference.
    public init(_ languages: [LanguageTag]) {
        self.languages = languages
    }

    /// The most header text read: a longer header is cut at its last comma before this many
    /// characters (as Django does), so a crafted header costs O(this), not O(its size).
    public static let maximumHeaderLength = 500

    /// Reads an `Accept-Language` header: `de-CH, de;q=0.9, en;q=0.8, *;q=0.5`. Ranges are ordered
    /// by their weight (`q`, 1 when absent), ties in the order written; `q=0` ("not acceptable"),
    /// `*` and malformed ranges are left out, the rest kept. An absent or empty header prefers
    /// nothing.
    /// - Complexity: O(min(*n*, ``maximumHeaderLength``)) plus sorting the ranges.
    public init(acceptLanguage header: String?) {
        guard let header else {
            languages = []
            return
        }
        var text = Substring(header)
        if text.count > Self.maximumHeaderLength {
            text = text.prefix(Self.maximumHeaderLength)
            if let comma = text.lastIndex(of: ",") { text = text[..<comma] }
        }
        var weighted: [(tag: LanguageTag, weight: Double, order: Int)] = []
        for (order, range) in text.split(separator: ",").enumerated() {
            let pieces = range.split(separator: ";").map { $0.trimmingWhitespace }
            guard let name = pieces.first, name != "*", let tag = LanguageTag(String(name)) else { continue }
            var weight = 1.0
            for parameter in pieces.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace }
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                guard let value = Double(pair[1]), (0...1).contains(value) else { weight = -1; break }
                weight = value
            }
            if weight > 0 { weighted.append((tag, weight, order)) }
        }
        weighted.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.order < $1.order }
        var seen = Set<LanguageTag>()
        languages = weighted.map(\.tag).filter { seen.insert($0).inserted }
    }

    /// Reads a terminal's locale: the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// (POSIX's order for messages), after GNU's `LANGUAGE` list (`es:fr`) unless the locale is
    /// `C` or `POSIX`, which mean the default. `de_DE.UTF-8@euro` reads as `de-DE`.
    /// - Parameter environment: the variables (`ProcessInfo.processInfo.environment`).
    public init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        var tags: [LanguageTag] = []
        if let locale, let tag = LanguageTag(locale) {
            if let list = environment["LANGUAGE"], !list.isEmpty {
                tags += list.split(separator: ":").compactMap { LanguageTag(String($0)) }
            }
            tags.append(tag)
        }
        var seen = Set<LanguageTag>()
        languages = tags.filter { seen.insert($0).inserted }
    }

    /// The language to use among `available`: for each preferred language in order, the most
    /// specific of its ``LanguageTag/fallbacks`` that is available (`de-AT` → `de`); `fallback`
    /// when none is.
    /// - Complexity: O(preferred × available).
    public func bestMatch(among available: [LanguageTag], fallback: LanguageTag = .english) -> LanguageTag {
        for preferred in languages {
            for candidate in preferred.fallbacks {
                if let match = available.first(where: { $0 == candidate }) { return match }
            }
            // A catalog more specific than the preference (`zh-Hans` for `zh`) still speaks it.
            if let match = available.first(where: { $0.language == preferred.language && (preferred.script == nil || $0.script == preferred.script) }) {
                return match
            }
        }
        return fallback
    }
}

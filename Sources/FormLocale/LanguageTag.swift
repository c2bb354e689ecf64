/// A language as the package's catalogs name it: a BCP 47 tag reduced to its language, script and
/// region (`de`, `de-AT`, `zh-Hans`, `ar-EG`), read from what browsers send (`Accept-Language`),
/// from POSIX locale names (`de_DE.UTF-8@euro`) or from code.
///
/// Foundation's `Locale.current` is `en_001` on Linux whatever the environment says, so the
/// package reads the language itself (see ``LanguagePreference``).
///
/// ```swift
/// LanguageTag("de_DE.UTF-8")?.identifier   // "de-DE"
/// LanguageTag("zh-TW")?.script             // "Hant": the script Taiwan writes
/// LanguageTag("ar")?.isRightToLeft         // true
/// ```
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The language subtag, lowercased: `de`, `zh`, `ar`.
    public let language: String
    /// The script subtag, title-cased (`Hans`, `Latn`), when the tag names one or implies one.
    public let script: String?
    /// The region subtag, uppercased (`DE`, `419`), when the tag names one.
    public let region: String?

    /// English: the language every message has.
    public static let english = LanguageTag(language: "en")

    /// A tag of these subtags (normalized: language lowercased, script title-cased, region
    /// uppercased).
    public init(language: String, script: String? = nil, region: String? = nil) {
        self.language = language.lowercased()
        self.script = script.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        self.region = region?.uppercased()
    }

    /// Reads a BCP 47 tag (`de-AT`, `zh-Hant-TW`) or a POSIX locale name (`de_AT.UTF-8@euro`);
    /// `nil` for `C`, `POSIX`, `*` or text that is no language tag. Extensions and private-use
    /// parts are dropped. Chinese without a script gets the one its region writes (`zh-TW`,
    /// `zh-HK` and `zh-MO` → `Hant`, any other → `Hans`), so that a lookup never sends a
    /// Traditional reader to a Simplified catalog by truncating the tag.
    /// - Complexity: O(*n*) in the length of `text`.
    public init?(_ text: String) {
        var text = Substring(text)
        // POSIX: language[_territory][.codeset][@modifier].
        if let at = text.firstIndex(of: "@") { text = text[..<at] }
        if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else { return nil }
        let language = first.lowercased()
        guard language != "c" else { return nil }
        var script: String?, region: String?
        for part in parts.dropFirst() {
            if part.count == 1 {
                // A singleton starts an extension or private use: the tag proper ends here.
                guard part.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else { return nil }
                break
            }
            if script == nil, region == nil, part.count == 4, part.allSatisfy(\.isASCIILetter) {
                script = String(part)
            } else if region == nil, (part.count == 2 && part.allSatisfy(\.isASCIILetter)) || (part.count == 3 && part.allSatisfy(\.isASCIIDigit)) {
                region = String(part)
            } else if part.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }), (4...8).contains(part.count) {
                continue  // a variant
            } else {
                return nil
            }
        }
        if language == "zh", script == nil {
            script = ["TW", "HK", "MO"].contains(region?.uppercased() ?? "") ? "Hant" : "Hans"
        }
        self.init(language: language, script: script, region: region)
    }

    /// The tag as BCP 47 writes it: `de-DE`, `zh-Hans`, `ar-EG`.
    public var identifier: String {
        [language, script, region].compactMap { $0 }.joined(separator: "-")
    }

    /// The ``identifier``.
    public var description: String { identifier }

    /// This tag and the shorter ones that contain it, most specific first (RFC 4647 lookup):
    /// `zh-Hans-CN`, `zh-Hans`, `zh`.
    public var fallbacks: [LanguageTag] {
        var tags = [self]
        if region != nil { tags.append(LanguageTag(language: language, script: script)) }
        if script != nil { tags.append(LanguageTag(language: language)) }
        return tags
    }

    /// Whether the language is written right to left (Arabic, Hebrew, Persian, Urdu and the
    /// others Django lists as bidirectional).
    public var isRightToLeft: Bool {
        if let script { return ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg"].contains(script) }
        return ["ar", "he", "iw", "fa", "ur", "ps", "ckb", "ug", "yi", "dv", "sd"].contains(language)
    }
}

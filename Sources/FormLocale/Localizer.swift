import FormJSON

/// An argument of a message: text, an integer, a decimal number as JSON writes it, another
/// message, or a list.
public indirect enum MessageArgument: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// Text, inserted as it is (a field's title, a value).
    case text(String)
    /// An integer, shown with the language's digit grouping; a plural argument's number.
    case integer(Int)
    /// A decimal number as JSON writes it (`"3.5"`), shown with the language's decimal separator.
    case decimal(String)
    /// Another message, put in words in the same language (a schema error's message inside "{title}
    /// {message}"; a type's name inside "must be {types}").
    case message(LocalizedMessage)
    /// Alternatives, listed the way the language lists them with "or": `A or B`, `A, B, or C`
    /// (the catalog's `list.or.two` and `list.or.more`, and its list separator).
    case alternatives([MessageArgument])

    /// Text: `"Name"`.
    public init(stringLiteral value: String) { self = .text(value) }
    /// An integer: `3`.
    public init(integerLiteral value: Int) { self = .integer(value) }
}

/// A message a person can see, before it is put in words: a catalog key and its named arguments.
/// Every surface renders it through a ``Localizer``, so one message reads the same in the
/// terminal, on the web and in a server's JSON.
///
/// ```swift
/// let message = LocalizedMessage("text.length.atLeast", ["title": "Name", "count": 2])
/// Localizer(language: LanguageTag("de")!).string(message)   // "Name muss mindestens 2 Zeichen lang sein"
/// ```
public struct LocalizedMessage: Hashable, Sendable {
    /// The catalog key: `field.required`, `text.tooShort`.
    public let key: String
    /// The arguments, by name.
    public let arguments: [String: MessageArgument]
    /// The messages said instead, in order, when no catalog has ``key``: a document's own key for
    /// a field's error (JSON Forms' `name.error.minLength`) falls back to the package's message.
    public let fallbacks: [LocalizedMessage]

    /// A message of `key` with `arguments`, and the messages said when no catalog has the key.
    public init(_ key: String, _ arguments: [String: MessageArgument] = [:], fallbacks: [LocalizedMessage] = []) {
        self.key = key
        self.arguments = arguments
        self.fallbacks = fallbacks
    }

    /// The message with `arguments` added (replacing those of the same name), to its fallbacks
    /// too: a field's title added to its error.
    public func adding(_ arguments: [String: MessageArgument]) -> LocalizedMessage {
        LocalizedMessage(key, self.arguments.merging(arguments) { _, new in new }, fallbacks: fallbacks.map { $0.adding(arguments) })
    }
}

/// The messages of one language, by key: templates a team can extend or override per key, from
/// code or from a plain JSON object (`{"field.required": "{title} is required"}`).
public struct MessageCatalog: Sendable {
    /// The catalog's language.
    public let language: LanguageTag
    /// The templates, by key.
    public private(set) var templates: [String: MessageTemplate]

    /// A catalog of `templates`, each parsed.
    /// - Throws: ``MessageCatalogError`` naming the first key whose template cannot be read.
    public init(language: LanguageTag, templates: [String: String]) throws(MessageCatalogError) {
        self.language = language
        var parsed: [String: MessageTemplate] = [:]
        for (key, source) in templates.sorted(by: { $0.key < $1.key }) {
            do {
                parsed[key] = try MessageTemplate(source)
            } catch {
                throw MessageCatalogError(key: key, message: error.description)
            }
        }
        self.templates = parsed
    }

    /// A catalog read from a JSON object of key → template text (duplicate keys refused, as
    /// FormJSON's parser refuses them).
    /// - Throws: ``MessageCatalogError`` for text that is no such object or a template that
    ///   cannot be read.
    public init(language: LanguageTag, json text: String) throws(MessageCatalogError) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            throw MessageCatalogError(key: nil, message: "the catalog is no JSON: \(error)")
        }
        guard case .object(let object) = value else { throw MessageCatalogError(key: nil, message: "the catalog is no JSON object") }
        var templates: [String: String] = [:]
        for (key, member) in object {
            guard case .string(let template) = member else { throw MessageCatalogError(key: key, message: "the template is no string") }
            templates[key] = template
        }
        try self.init(language: language, templates: templates)
    }

    /// This catalog with `other`'s templates added, replacing this one's where both have a key.
    public func merging(_ other: MessageCatalog) -> MessageCatalog {
        var merged = self
        merged.templates.merge(other.templates) { _, new in new }
        return merged
    }

    /// The template of `key`, if the catalog has one.
    public subscript(key: String) -> MessageTemplate? { templates[key] }
}

/// A catalog that could not be read: which key (if any), and why.
public struct MessageCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key whose template could not be read, or `nil` for the catalog as a whole.
    public let key: String?
    /// What was wrong.
    public let message: String

    /// "key: why", or why alone.
    public var description: String { key.map { "\($0): \(message)" } ?? message }
}

/// Puts messages in one language's words: the templates of its catalog, then English's for any
/// key it lacks (a team's half-translated catalog still reads, in English where it stops, and
/// the catalog tests name what is missing), numbers with the language's separators and plural
/// forms by CLDR's rules.
public struct Localizer: Sendable {
    /// The language messages are put in: the catalog chosen (`de` for a person who asked for
    /// `de-AT`).
    public let language: LanguageTag
    /// The person's own tag, region and all (`de-AT`, `en-GB`), which numbers and dates are read
    /// and written by (`en-GB` writes 27/11/2026, `en-US` 11/27/2026); ``language`` when the person
    /// named no region.
    public let locale: LanguageTag
    /// The catalogs tried, in order: the language's own (most specific first), then English.
    private let chain: [MessageCatalog]

    /// The English localizer, with the package's catalog.
    public static let english = Localizer(language: .english)

    /// A localizer for `language` from `catalogs` (the package's own by default); a language
    /// without a catalog reads English (its numbers and dates still by `language`).
    public init(language: LanguageTag, catalogs: MessageCatalogs = .builtIn) {
        let chosen = LanguagePreference([language]).bestMatch(among: catalogs.languages)
        self.language = chosen
        locale = language
        var chain: [MessageCatalog] = []
        for tag in chosen.fallbacks + [.english] where !chain.contains(where: { $0.language == tag }) {
            if let catalog = catalogs[tag] { chain.append(catalog) }
        }
        self.chain = chain
    }

    /// The language to use for a person who prefers `preference`, among `catalogs`' languages; its
    /// ``locale`` is the first tag the person named in that language (`en-GB` from
    /// `en-GB,en;q=0.8`).
    public init(preference: LanguagePreference, catalogs: MessageCatalogs = .builtIn) {
        let chosen = preference.bestMatch(among: catalogs.languages)
        let own = preference.languages.first { $0.language == chosen.language && ($0.script == nil || $0.script == chosen.script) }
        self.init(language: own ?? chosen, catalogs: catalogs)
    }

    /// Whether this is the package's default, plain English (`en`, no region): surfaces keep
    /// their locale-free forms (ISO dates, `.` decimals) and the browser's own controls.
    public var isPlainEnglish: Bool { locale == .english }

    /// The language the words are in, as precisely as the person named it: ``locale`` when the
    /// catalog is of its language (`de-AT`), else the catalog's (`en` for a person who asked for a
    /// language the catalogs lack). What a page says in `<html lang>` and `Content-Language`.
    public var contentLanguage: LanguageTag { locale.language == language.language ? locale : language }

    /// Whether the words are written right to left (Arabic, Hebrew, Persian, Urdu …).
    public var isRightToLeft: Bool { contentLanguage.isRightToLeft }

    /// `message` in words; its key itself when no catalog has it (never a crash).
    /// - Complexity: O(length of the template and its arguments).
    public func string(_ message: LocalizedMessage) -> String {
        guard let template = chain.lazy.compactMap({ $0[message.key] }).first else {
            if let fallback = message.fallbacks.first(where: { has($0.key) }) { return string(fallback) }
            return message.fallbacks.first.map(string) ?? message.key
        }
        var text = ""
        render(template.parts, message.arguments, number: nil, forcing: nil, into: &text)
        return text
    }

    /// The arguments the template of `key` reads (from the first catalog that has it), or `nil`
    /// when none has it.
    public func arguments(of key: String) -> [String]? {
        chain.lazy.compactMap { $0[key] }.first?.arguments
    }

    /// Whether a catalog this localizer reads (the language's, then English) has `key`.
    public func has(_ key: String) -> Bool { chain.contains { $0[key] != nil } }

    /// The words of `key` when a catalog has it (a document's own text: its title in the person's
    /// language), or `nil`: a title without a translation keeps the document's text.
    public func translation(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String? {
        has(key) ? string(LocalizedMessage(key, arguments)) : nil
    }

    /// The forms `message` takes by the number in its plural argument `argument`, one per CLDR
    /// category of the language (English: `one`, `other`; Arabic all six), with the number
    /// written `#`: what a script picks from with `Intl.PluralRules` as the number changes.
    /// - Complexity: O(categories × length of the template).
    public func pluralForms(of message: LocalizedMessage, argument: String) -> [(category: PluralCategory, text: String)] {
        guard let template = chain.lazy.compactMap({ $0[message.key] }).first else { return [(.other, message.key)] }
        return PluralRules.categories(of: language.language).map { category in
            var text = ""
            render(template.parts, message.arguments, number: nil, forcing: (argument, category), into: &text)
            return (category, text)
        }
    }

    /// Whether `answer` says yes (`true`) or no (`false`), in the language or in English, any case:
    /// `y`, `yes`, `true`, `on`, `1` and `n`, `no`, `false`, `off`, `0` in every language, and the
    /// catalog's `answer.yes` and `answer.no` words (`j`, `ja`; `o`, `oui`; `はい`; `نعم`),
    /// separated by `|`. `nil` for anything else.
    public func yesOrNo(_ answer: String) -> Bool? {
        let word = answer.trimmingWhitespace.lowercased()
        func words(_ key: String, _ english: [String]) -> Set<String> {
            Set(english).union(string(LocalizedMessage(key)).split(separator: "|").map { $0.trimmingWhitespace.lowercased() })
        }
        if words("answer.yes", ["y", "yes", "true", "on", "1"]).contains(word) { return true }
        if words("answer.no", ["n", "no", "false", "off", "0"]).contains(word) { return false }
        return nil
    }

    /// `value` with the language's decimal separator and digit grouping (`1,234.5`, `1.234,5`,
    /// `1 234,5`; see ``LocaleNumber/format(_:language:grouping:)``); text as it is.
    public func format(_ value: MessageArgument) -> String {
        switch value {
        case .text(let text): return text
        case .integer(let integer): return LocaleNumber.format(String(integer), language: locale)
        case .decimal(let text): return LocaleNumber.format(text, language: locale)
        case .message(let message): return string(message)
        case .alternatives(let items):
            let parts = items.map(format)
            switch parts.count {
            case 0: return ""
            case 1: return parts[0]
            case 2: return string(LocalizedMessage("list.or.two", ["first": .text(parts[0]), "last": .text(parts[1])]))
            default:
                let rest = parts.dropLast().joined(separator: string(LocalizedMessage("page.listSeparator")))
                return string(LocalizedMessage("list.or.more", ["rest": .text(rest), "last": .text(parts[parts.count - 1])]))
            }
        }
    }

    /// Writes `parts`; `forcing` names a plural argument whose branch is the given category's and
    /// whose number is written `#` (see ``pluralForms(of:argument:)``).
    private func render(_ parts: [MessageTemplate.Part], _ arguments: [String: MessageArgument], number: MessageArgument?,
                        forcing: (name: String, category: PluralCategory)?, into text: inout String) {
        for part in parts {
            switch part {
            case .text(let literal):
                text += literal
            case .argument(let name):
                text += arguments[name].map(format) ?? "{\(name)}"
            case .number:
                if let number { text += format(number) }
            case .plural(let name, let exact, let branches):
                let value = arguments[name]
                let operands: PluralOperands? = switch value {
                case .integer(let integer): PluralOperands(integer)
                case .decimal(let decimal): PluralOperands(decimal: decimal)
                default: nil
                }
                var branch = branches[.other] ?? []
                if let forcing, forcing.name == name {
                    render(branches[forcing.category] ?? branch, arguments, number: .text("#"), forcing: forcing, into: &text)
                    continue
                }
                if case .integer(let integer) = value, let match = exact[integer] {
                    branch = match
                } else if let operands, let match = branches[PluralRules.category(of: operands, in: language.language)] {
                    branch = match
                }
                render(branch, arguments, number: value, forcing: forcing, into: &text)
            case .select(let name, let branches):
                let key: String? = if case .text(let selector) = arguments[name] { selector } else { nil }
                render(key.flatMap { branches[$0] } ?? branches["other"] ?? [], arguments, number: number, forcing: forcing, into: &text)
            }
        }
    }
}

/// Catalogs by language: the package's own (``builtIn``: English, German, French, Spanish,
/// Simplified Chinese, Japanese and Arabic), and a team's additions, which extend a language's
/// catalog or override it key by key.
public struct MessageCatalogs: Sendable {
    private var catalogs: [LanguageTag: MessageCatalog]

    /// The package's catalogs.
    public static let builtIn = MessageCatalogs(BuiltInCatalogs.all)

    /// Catalogs, one per language (a later one of the same language is merged into the first).
    public init(_ catalogs: [MessageCatalog]) {
        var byLanguage: [LanguageTag: MessageCatalog] = [:]
        for catalog in catalogs {
            byLanguage[catalog.language] = byLanguage[catalog.language].map { $0.merging(catalog) } ?? catalog
        }
        self.catalogs = byLanguage
    }

    /// These catalogs with a document's translations added: a JSON object of language tags, each an
    /// object of key → template (`{"de": {"name.label": "Name", "age.error.minimum": "…"}, "fr":
    /// {…}}`), the shape JSON Forms' and rjsf's apps keep their messages in. Each language's keys
    /// are merged into its catalog, winning over the package's.
    /// - Throws: ``MessageCatalogError`` naming the language or key that cannot be read.
    public func adding(translations text: String) throws(MessageCatalogError) -> MessageCatalogs {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            throw MessageCatalogError(key: nil, message: "the translations are no JSON: \(error)")
        }
        guard case .object(let languages) = value else { throw MessageCatalogError(key: nil, message: "the translations are no JSON object") }
        var catalogs = self
        for (tag, member) in languages {
            guard let language = LanguageTag(tag) else { throw MessageCatalogError(key: tag, message: "is no language tag") }
            guard case .object(let object) = member else { throw MessageCatalogError(key: tag, message: "the translations of a language are no JSON object") }
            var templates: [String: String] = [:]
            for (key, template) in object {
                guard case .string(let text) = template else { throw MessageCatalogError(key: key, message: "the template is no string") }
                templates[key] = text
            }
            catalogs = catalogs.adding(try MessageCatalog(language: language, templates: templates))
        }
        return catalogs
    }

    /// These catalogs with `catalog` added: merged into its language's, its keys winning.
    public func adding(_ catalog: MessageCatalog) -> MessageCatalogs {
        var copy = self
        copy.catalogs[catalog.language] = catalogs[catalog.language].map { $0.merging(catalog) } ?? catalog
        return copy
    }

    /// The languages there are catalogs for, English first, the rest by identifier.
    public var languages: [LanguageTag] {
        catalogs.keys.sorted { ($0 == .english ? "" : $0.identifier) < ($1 == .english ? "" : $1.identifier) }
    }

    /// The catalog of `language`, if there is one.
    public subscript(language: LanguageTag) -> MessageCatalog? { catalogs[language] }
}

/// A message with named arguments, in the subset of ICU's MessageFormat (version 1) that form
/// messages need, so that a translator can reorder the words and give each plural form a whole
/// sentence:
///
/// - `{title}` inserts an argument;
/// - `{count, plural, =0 {no characters} one {# character} other {# characters}}` picks a branch
///   by the number's CLDR category (``PluralRules``) in the catalog's language, exact `=N`
///   matches first, and `#` in the branch is the number; `other` is required;
/// - `{kind, select, date {…} other {…}}` picks a branch by the argument's text;
/// - an apostrophe quotes: `'{'` is a literal brace, `''` a literal apostrophe (an apostrophe
///   before anything else is itself).
///
/// ```swift
/// let template = try MessageTemplate("{title} must have at least {count, plural, one {# character} other {# characters}}")
/// template.arguments          // ["title", "count"]
/// ```
public struct MessageTemplate: Hashable, Sendable {
    /// One piece of a template.
    indirect enum Part: Hashable, Sendable {
        case text(String)
        case argument(String)
        /// `#` inside a plural branch: the number.
        case number
        case plural(argument: String, exact: [Int: [Part]], branches: [PluralCategory: [Part]])
        case select(argument: String, branches: [String: [Part]])
    }

    let parts: [Part]
    /// The template as written.
    public let source: String

    /// Parses `source`.
    /// - Throws: ``MessageTemplateError`` with the offset (in characters) of what it could not read.
    /// - Complexity: O(*n*).
    public init(_ source: String) throws(MessageTemplateError) {
        self.source = source
        var parser = Parser(characters: Array(source))
        parts = try parser.parseParts(inPlural: false, untilBrace: false)
        if parser.position < parser.characters.count {
            throw MessageTemplateError(offset: parser.position, message: "a '}' that closes nothing")
        }
    }

    /// The names of the arguments the template reads, in the order they first appear.
    public var arguments: [String] {
        var names: [String] = []
        func collect(_ parts: [Part]) {
            for part in parts {
                switch part {
                case .text, .number: break
                case .argument(let name): if !names.contains(name) { names.append(name) }
                case .plural(let name, let exact, let branches):
                    if !names.contains(name) { names.append(name) }
                    exact.keys.sorted().forEach { collect(exact[$0]!) }
                    PluralCategory.allCases.forEach { branches[$0].map(collect) }
                case .select(let name, let branches):
                    if !names.contains(name) { names.append(name) }
                    branches.keys.sorted().forEach { collect(branches[$0]!) }
                }
            }
        }
        collect(parts)
        return names
    }

    /// The plural categories each plural argument gives a branch to, by argument name.
    public var pluralCategories: [String: Set<PluralCategory>] {
        var found: [String: Set<PluralCategory>] = [:]
        func collect(_ parts: [Part]) {
            for part in parts {
                switch part {
                case .plural(let name, let exact, let branches):
                    found[name, default: []].formUnion(branches.keys)
                    exact.values.forEach(collect)
                    branches.values.forEach(collect)
                case .select(_, let branches):
                    branches.values.forEach(collect)
                default:
                    break
                }
            }
        }
        collect(parts)
        return found
    }

    struct Parser {
        let characters: [Character]
        var position = 0

        mutating func parseParts(inPlural: Bool, untilBrace: Bool) throws(MessageTemplateError) -> [Part] {
            var parts: [Part] = []
            var text = ""
            func flush() {
                if !text.isEmpty { parts.append(.text(text)); text = "" }
            }
            while position < characters.count {
                let character = characters[position]
                switch character {
                case "'":
                    // '' is an apostrophe; '{…}' or '#' quotes syntax; otherwise it is itself.
                    if position + 1 < characters.count, characters[position + 1] == "'" {
                        text.append("'")
                        position += 2
                    } else if position + 1 < characters.count, ["{", "}", "#"].contains(characters[position + 1]) {
                        position += 1
                        while position < characters.count, characters[position] != "'" {
                            text.append(characters[position])
                            position += 1
                        }
                        position += 1  // the closing quote (or the end)
                    } else {
                        text.append("'")
                        position += 1
                    }
                case "{":
                    flush()
                    parts.append(try parseArgument())
                case "}":
                    guard untilBrace else { throw MessageTemplateError(offset: position, message: "a '}' that closes nothing") }
                    flush()
                    return parts
                case "#" where inPlural:
                    flush()
                    parts.append(.number)
                    position += 1
                default:
                    text.append(character)
                    position += 1
                }
            }
            if untilBrace { throw MessageTemplateError(offset: position, message: "a branch that is not closed with '}'") }
            flush()
            return parts
        }

        mutating func parseArgument() throws(MessageTemplateError) -> Part {
            let start = position
            position += 1
            let name = readWord()
            guard !name.isEmpty else { throw MessageTemplateError(offset: position, message: "an argument without a name") }
            skipSpaces()
            guard position < characters.count else { throw MessageTemplateError(offset: start, message: "an argument that is not closed with '}'") }
            if characters[position] == "}" {
                position += 1
                return .argument(name)
            }
            guard characters[position] == "," else { throw MessageTemplateError(offset: position, message: "',' or '}' after the argument \(name)") }
            position += 1
            skipSpaces()
            let kind = readWord()
            guard kind == "plural" || kind == "select" else {
                throw MessageTemplateError(offset: start, message: "'\(kind)' is no argument kind this package reads (plural, select)")
            }
            skipSpaces()
            guard position < characters.count, characters[position] == "," else {
                throw MessageTemplateError(offset: position, message: "',' after \(kind.isEmpty ? "the argument's kind" : kind)")
            }
            position += 1
            switch kind {
            case "plural":
                var exact: [Int: [Part]] = [:], branches: [PluralCategory: [Part]] = [:]
                while true {
                    skipSpaces()
                    guard position < characters.count else { throw MessageTemplateError(offset: start, message: "a plural that is not closed with '}'") }
                    if characters[position] == "}" { position += 1; break }
                    let selectorStart = position
                    let selector = readSelector()
                    skipSpaces()
                    guard position < characters.count, characters[position] == "{" else {
                        throw MessageTemplateError(offset: position, message: "'{' after the plural branch \(selector)")
                    }
                    position += 1
                    let branch = try parseParts(inPlural: true, untilBrace: true)
                    position += 1
                    if selector.hasPrefix("="), let value = Int(selector.dropFirst()) {
                        exact[value] = branch
                    } else if let category = PluralCategory(rawValue: selector) {
                        branches[category] = branch
                    } else {
                        throw MessageTemplateError(offset: selectorStart, message: "'\(selector)' is no plural category (zero, one, two, few, many, other) or =N")
                    }
                }
                guard branches[.other] != nil else { throw MessageTemplateError(offset: start, message: "the plural \(name) has no 'other' branch") }
                return .plural(argument: name, exact: exact, branches: branches)
            case "select":
                var branches: [String: [Part]] = [:]
                while true {
                    skipSpaces()
                    guard position < characters.count else { throw MessageTemplateError(offset: start, message: "a select that is not closed with '}'") }
                    if characters[position] == "}" { position += 1; break }
                    let selector = readSelector()
                    skipSpaces()
                    guard !selector.isEmpty, position < characters.count, characters[position] == "{" else {
                        throw MessageTemplateError(offset: position, message: "'{' after the select branch \(selector)")
                    }
                    position += 1
                    branches[selector] = try parseParts(inPlural: false, untilBrace: true)
                    position += 1
                }
                guard branches["other"] != nil else { throw MessageTemplateError(offset: start, message: "the select \(name) has no 'other' branch") }
                return .select(argument: name, branches: branches)
            default:
                throw MessageTemplateError(offset: start, message: "'\(kind)' is no argument kind this package reads (plural, select)")
            }
        }

        mutating func readWord() -> String {
            var word = ""
            while position < characters.count, characters[position].isLetter || characters[position].isNumber || characters[position] == "_" {
                word.append(characters[position])
                position += 1
            }
            return word
        }

        mutating func readSelector() -> String {
            var word = ""
            while position < characters.count, !characters[position].isWhitespace, characters[position] != "{", characters[position] != "}" {
                word.append(characters[position])
                position += 1
            }
            return word
        }

        mutating func skipSpaces() {
            while position < characters.count, characters[position].isWhitespace { position += 1 }
        }
    }
}

/// A template that could not be read: where, in characters from its start, and why.
public struct MessageTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offset, in characters, of what could not be read.
    public let offset: Int
    /// What was wrong.
    public let message: String

    /// "at character N: why".
    public var description: String { "at character \(offset): \(message)" }
}

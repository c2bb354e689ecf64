import FormJSON

/// One assertion keyword of a schema with its operand, checked on one JSON value: the single
/// implementation of each keyword, used by the headless ``SchemaValidator`` and by the validators
/// of the items an imported form builds (FormSchema's `SchemaRule.validator`), so both ends agree.
///
/// Messages complete a sentence about the value ("must be at least 18", "must have at most 40
/// characters"), so a form row reads "Age must be at least 18".
///
/// The keywords a FormKit validator also checks are implemented once, in FormJSON, and shared:
/// `minLength`/`maxLength` are `TextLength`, `minimum`/`maximum`/`exclusiveMinimum`/
/// `exclusiveMaximum` are `NumberBound`, `pattern` is `TextPattern` and `format` is
/// `TextFormat`. Where JSON Schema differs from the form rule, the rule follows JSON Schema,
/// and each shared type documents the difference with an example: lengths count Unicode scalars
/// (FormKit's `Validator.length(min:max:)` counts characters: "👍🏽" is 2 scalars, 1 character);
/// `pattern` matches anywhere unless anchored (FormKit's `Validator.pattern(_:message:)` matches the
/// whole text); bounds apply to numbers only (FormKit's `Validator.range` also reads decimal
/// text); and an empty string is a value like any other (FormKit's validators let empty values
/// pass; an imported form leaves an empty optional field out of its output instead).
public enum SchemaRule: Hashable, Sendable {
    /// `type`: the value is of one of `types`; `unknown` lists names that are no type (no value
    /// is of those).
    case type([SchemaType], unknown: [String])
    /// `enum`: the value equals one of the options (numbers by value).
    case enumeration([JSONValue])
    /// `const`: the value equals this one (numbers by value).
    case constant(JSONValue)
    /// `minLength`: a string has at least this many Unicode scalars.
    case minLength(Int)
    /// `maxLength`: a string has at most this many Unicode scalars.
    case maxLength(Int)
    /// `pattern`: a string (of at most `inputLimit` scalars) matches somewhere.
    case pattern(SchemaPattern, inputLimit: Int)
    /// `format`: a string is in the format.
    case format(SchemaFormat)
    /// `minimum`: a number is at least this.
    case minimum(JSONValue)
    /// `maximum`: a number is at most this.
    case maximum(JSONValue)
    /// `exclusiveMinimum`: a number is greater than this.
    case exclusiveMinimum(JSONValue)
    /// `exclusiveMaximum`: a number is less than this.
    case exclusiveMaximum(JSONValue)
    /// `multipleOf`: a number is a whole multiple of this (positive) number.
    case multipleOf(JSONValue)
    /// `minItems`: an array has at least this many elements.
    case minItems(Int)
    /// `maxItems`: an array has at most this many elements.
    case maxItems(Int)
    /// `uniqueItems: true`: no two elements of an array are equal (numbers by value: 1 and 1.0
    /// are equal; `true` and 1 are not).
    case uniqueItems
    /// `required`: an object has these members.
    case required([String])
    /// `dependentRequired`: when an object has the member `key`, it has the members `requires`.
    case dependentRequired([DependentRequirement])

    /// One entry of `dependentRequired`.
    public struct DependentRequirement: Hashable, Sendable {
        /// The member whose presence asks for the others.
        public let key: String
        /// The members it asks for.
        public let requires: [String]
    }

    /// One failure: where, relative to the value checked (empty for the value itself; a member's
    /// name for `required`), and the message.
    public struct Failure: Hashable, Sendable {
        /// A reference token to append to the value's path, or `nil` for the value itself.
        public let member: String?
        /// What is wrong, completing a sentence about the value.
        public let message: String
        /// The message's catalog key and arguments (see ``SchemaValidationError/messageKey``).
        public var key: (name: String, arguments: JSONObject)? { keyName.map { ($0, keyArguments) } }
        let keyName: String?
        let keyArguments: JSONObject

        init(member: String?, message: String, key: String? = nil, arguments: JSONObject = [:]) {
            self.member = member
            self.message = message
            keyName = key
            keyArguments = arguments
        }
    }

    /// The keyword's name: `minLength`, `enum` …
    public var keyword: String {
        switch self {
        case .type: "type"
        case .enumeration: "enum"
        case .constant: "const"
        case .minLength: "minLength"
        case .maxLength: "maxLength"
        case .pattern: "pattern"
        case .format: "format"
        case .minimum: "minimum"
        case .maximum: "maximum"
        case .exclusiveMinimum: "exclusiveMinimum"
        case .exclusiveMaximum: "exclusiveMaximum"
        case .multipleOf: "multipleOf"
        case .minItems: "minItems"
        case .maxItems: "maxItems"
        case .uniqueItems: "uniqueItems"
        case .required: "required"
        case .dependentRequired: "dependentRequired"
        }
    }

    /// The failures of `value`; none when it satisfies the keyword. A keyword that applies to
    /// another type (`minLength` to a number) is satisfied, as JSON Schema says.
    /// - Complexity: O(*n*) in the size of the value for most keywords; `uniqueItems` O(*n*)
    ///   expected (hashing); `pattern` what the expression costs on at most `inputLimit` scalars.
    public func failures(_ value: JSONValue) -> [Failure] {
        if let message = message(for: value) {
            let key = messageKey(for: value)
            return [Failure(member: nil, message: message, key: key?.key, arguments: key?.arguments ?? [:])]
        }
        switch self {
        case .required(let names):
            guard case .object(let object) = value else { return [] }
            return names.filter { !object.contains(key: $0) }.map { Failure(member: $0, message: "is required", key: "schema.required") }
        case .dependentRequired(let requirements):
            guard case .object(let object) = value else { return [] }
            var failures: [Failure] = []
            for requirement in requirements where object.contains(key: requirement.key) {
                for name in requirement.requires where !object.contains(key: name) {
                    failures.append(Failure(member: name, message: "is required when \(requirement.key.debugDescription) is present",
                                            key: "schema.dependentRequired", arguments: ["property": .string(requirement.key)]))
                }
            }
            return failures
        default:
            return []
        }
    }

    /// The message for a value that fails a keyword about the value itself, or `nil` when it
    /// passes (`required` and `dependentRequired` are about members: see ``failures(_:)``).
    /// - Complexity: see ``failures(_:)``.
    public func message(for value: JSONValue) -> String? {
        switch self {
        case .type(let types, let unknown):
            if types.contains(where: { $0.matches(value) }) { return nil }
            let names = types.map(\.phrase) + unknown.map { "of the unknown type \($0.debugDescription)" }
            return "must be " + Self.list(names, joinedBy: "or")
        case .enumeration(let options):
            if options.contains(where: { SchemaEquatable.equal($0, value) }) { return nil }
            return "must be one of " + Self.list(options.prefix(10).map(\.description) + (options.count > 10 ? ["…"] : []), joinedBy: "or")
        case .constant(let expected):
            return SchemaEquatable.equal(value, expected) ? nil : "must be \(expected)"
        case .minLength(let limit):
            guard case .string(let text) = value else { return nil }
            return TextLength(minimum: limit, counting: .unicodeScalars).violation(by: text) == nil ? nil : "must have at least \(Self.characters(limit))"
        case .maxLength(let limit):
            guard case .string(let text) = value else { return nil }
            return TextLength(maximum: limit, counting: .unicodeScalars).violation(by: text) == nil ? nil : "must have at most \(Self.characters(limit))"
        case .pattern(let pattern, let inputLimit):
            guard case .string(let text) = value else { return nil }
            if TextLength.count(text, in: .unicodeScalars, upTo: inputLimit + 1) > inputLimit {
                return "is longer than \(Self.characters(inputLimit)), the most a pattern is matched against"
            }
            switch pattern.evaluate(text) {
            case .matches: return nil
            case .doesNotMatch: return "must match the pattern \(pattern.source)"
            case .tooCostly: return Self.patternTooCostly(pattern)
            }
        case .format(let format):
            guard case .string(let text) = value else { return nil }
            return format.accepts(text) ? nil : "must be \(format.expectation)"
        case .minimum(let limit): return Self.check(NumberBound(.minimum, limit), value)
        case .maximum(let limit): return Self.check(NumberBound(.maximum, limit), value)
        case .exclusiveMinimum(let limit): return Self.check(NumberBound(.exclusiveMinimum, limit), value)
        case .exclusiveMaximum(let limit): return Self.check(NumberBound(.exclusiveMaximum, limit), value)
        case .multipleOf(let divisor):
            guard value.isNumber else { return nil }
            return SchemaNumber.isMultiple(value, of: divisor) ? nil : "must be a multiple of \(SchemaNumber.text(divisor))"
        case .minItems(let limit):
            guard case .array(let elements) = value else { return nil }
            return elements.count >= limit ? nil : "must have at least \(Self.items(limit))"
        case .maxItems(let limit):
            guard case .array(let elements) = value else { return nil }
            return elements.count <= limit ? nil : "must have at most \(Self.items(limit))"
        case .uniqueItems:
            guard case .array(let elements) = value else { return nil }
            if elements.count <= 8 {
                // A few items are compared pair by pair faster than they are hashed.
                for index in elements.indices.dropFirst() {
                    for first in 0..<index where SchemaEquatable.equal(elements[first], elements[index]) {
                        return "must not hold equal items (items \(first) and \(index) are equal)"
                    }
                }
                return nil
            }
            var seen: [SchemaEquatable: Int] = [:]
            for (index, element) in elements.enumerated() {
                if let first = seen[SchemaEquatable(value: element)] {
                    return "must not hold equal items (items \(first) and \(index) are equal)"
                }
                seen[SchemaEquatable(value: element)] = index
            }
            return nil
        case .required, .dependentRequired:
            return nil
        }
    }

    /// The catalog key and arguments of ``message(for:)``'s message for `value` (see
    /// ``SchemaValidationError/messageKey``); `nil` when the value passes. Called on the error path
    /// only: ``message(for:)``, which the is-valid checks call, builds no key.
    /// - Complexity: that of ``message(for:)``.
    public func messageKey(for value: JSONValue) -> (key: String, arguments: JSONObject)? {
        guard let message = message(for: value) else { return nil }
        return messageKey(forViolation: value, message: message)
    }

    /// ``messageKey(for:)`` for a value whose ``message(for:)`` was `message` (not `nil`): the value
    /// is not checked again — a pattern was matched once, not three times.
    /// - Complexity: O(1), but O(*n*) for a pattern's text of *n* scalars (counted up to the limit).
    package func messageKey(forViolation value: JSONValue, message: String) -> (key: String, arguments: JSONObject)? {
        switch self {
        case .type(let types, let unknown):
            guard unknown.isEmpty else { return nil }
            return ("schema.type", ["types": .array(types.map { .string($0.rawValue) })])
        case .enumeration(let options):
            return ("schema.enum", ["options": .array(options.prefix(10).map { .string($0.description) } + (options.count > 10 ? ["…"] : []))])
        case .constant(let expected): return ("schema.const", ["value": .string(expected.description)])
        case .minLength(let limit): return ("schema.minLength", ["count": .integer(limit)])
        case .maxLength(let limit): return ("schema.maxLength", ["count": .integer(limit)])
        case .pattern(let pattern, let inputLimit):
            guard case .string(let text) = value else { return nil }
            if TextLength.count(text, in: .unicodeScalars, upTo: inputLimit + 1) > inputLimit { return ("schema.pattern.tooLong", ["count": .integer(inputLimit)]) }
            if message.hasPrefix(Self.patternTooCostlyOpening) {
                return ("schema.pattern.tooCostly", ["pattern": .string(pattern.source), "steps": .integer(SchemaPattern.backtrackingBudget)])
            }
            return ("schema.pattern", ["pattern": .string(pattern.source)])
        case .format(let format):
            return (format.textFormat.map { "schema.format." + $0.rawValue } ?? "schema.format.regex", [:])
        case .minimum(let limit): return ("schema.minimum", ["limit": limit])
        case .maximum(let limit): return ("schema.maximum", ["limit": limit])
        case .exclusiveMinimum(let limit): return ("schema.exclusiveMinimum", ["limit": limit])
        case .exclusiveMaximum(let limit): return ("schema.exclusiveMaximum", ["limit": limit])
        case .multipleOf(let divisor): return ("schema.multipleOf", ["divisor": divisor])
        case .minItems(let limit): return ("schema.minItems", ["count": .integer(limit)])
        case .maxItems(let limit): return ("schema.maxItems", ["count": .integer(limit)])
        case .uniqueItems:
            guard case .array(let elements) = value else { return nil }
            var seen: [SchemaEquatable: Int] = [:]
            for (index, element) in elements.enumerated() {
                if let first = seen[SchemaEquatable(value: element)] {
                    return ("schema.uniqueItems", ["first": .integer(first), "second": .integer(index)])
                }
                seen[SchemaEquatable(value: element)] = index
            }
            return nil
        case .required, .dependentRequired:
            return nil
        }
    }

    /// The keyword and its operand as they are written in a document.
    public var jsonKeyword: (String, JSONValue) {
        switch self {
        case .type(let types, let unknown):
            let names = types.map(\.rawValue) + unknown
            return ("type", names.count == 1 ? .string(names[0]) : .array(names.map(JSONValue.string)))
        case .enumeration(let options): return ("enum", .array(options))
        case .constant(let value): return ("const", value)
        case .minLength(let count), .maxLength(let count), .minItems(let count), .maxItems(let count): return (keyword, .integer(count))
        case .pattern(let pattern, _): return ("pattern", .string(pattern.source))
        case .format(let format): return ("format", .string(format.rawValue))
        case .minimum(let value), .maximum(let value), .exclusiveMinimum(let value), .exclusiveMaximum(let value), .multipleOf(let value):
            return (keyword, value)
        case .uniqueItems: return ("uniqueItems", true)
        case .required(let names): return ("required", .array(names.map(JSONValue.string)))
        case .dependentRequired(let requirements):
            return ("dependentRequired", .object(JSONObject(requirements.map { ($0.key, .array($0.requires.map(JSONValue.string))) })))
        }
    }

    /// The message of a number outside `bound`; `nil` within it or for a value that is no number.
    static func check(_ bound: NumberBound, _ value: JSONValue) -> String? {
        bound.admits(value) == false ? bound.requirement(limitText: SchemaNumber.text(bound.limit)) : nil
    }

    static func characters(_ count: Int) -> String { count == 1 ? "1 character" : "\(count) characters" }

    /// A check of `pattern` (one with lookaround or backreferences) that ran out of its step
    /// budget: neither a match nor a mismatch, and said so.
    static func patternTooCostly(_ pattern: SchemaPattern) -> String {
        patternTooCostlyOpening + " against the pattern \(pattern.source): the check took too long "
            + "(more than \(SchemaPattern.backtrackingBudget) steps of backtracking)"
    }
    /// How ``patternTooCostly(_:)`` begins (no other message does).
    static let patternTooCostlyOpening = "could not be checked"
    static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }

    static func list(_ parts: [String], joinedBy word: String) -> String {
        switch parts.count {
        case 0: "nothing"
        case 1: parts[0]
        case 2: "\(parts[0]) \(word) \(parts[1])"
        default: parts.dropLast().joined(separator: ", ") + ", \(word) " + parts.last!
        }
    }
}

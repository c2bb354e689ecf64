import Foundation
import FormLocale

/// A check of one value: ``validate(_:)`` returns `nil` when the value passes, else a message
/// that completes a sentence starting with the item's title ("is required", "must be at most 40
/// characters"), so ``ValidationError/description`` can read "Name is required".
///
/// Apart from ``required``, the built-in validators let empty values pass (see
/// ``FormValue/isEmpty``): combine them with ``required`` when a value must be present. They
/// check text as typed (surrounding spaces are part of it) and answer a value of another kind
/// (a number given to ``email``) with their message rather than a trap.
///
/// ```swift
/// let checks: [Validator] = [.required, .length(max: 40)]
/// checks.compactMap { $0.validate(.string("")) }   // ["is required"]
/// ```
public struct Validator: Sendable {
    /// What the validator checks, for errors and logs: "required", "length", "email", or the
    /// name given to ``custom(_:_:)``.
    public let name: String
    private var check: @Sendable (FormValue) -> ValidationMessage?
    /// A check of the item's wire value instead, when the validator was made with
    /// ``checkingJSON(_:_:)``.
    private var jsonCheck: (@Sendable (JSONValue) -> ValidationMessage?)?
    /// What the validator checks as JSON Schema keywords (`{"maxLength": 40}`), when it says so —
    /// for exporters (a schema export writes them); `nil` for a check no keyword describes. Set
    /// it, or call ``describing(_:)``, for a validator of your own that a keyword describes.
    public var keywords: JSONObject?
    /// What the validator checks, as data a surface can state to its client before the value is
    /// sent (HTML's `required`, `minlength`, `pattern` …): the built-in validators say what they
    /// check; a custom validator says nothing unless you set it, and is checked by the form alone.
    /// A client's check is a courtesy: the form's own check decides.
    public var constraints: [Constraint] = []

    /// One thing a validator checks, as typed data.
    public enum Constraint: Sendable, Hashable {
        /// A value must be present (``Validator/required``).
        case required
        /// Text of at least `min` and at most `max` characters (grapheme clusters); `max` is `nil`
        /// for no limit.
        case length(min: Int, max: Int?)
        /// A number of at least `minimum` and at most `maximum`; `nil` for no bound.
        case range(minimum: Double?, maximum: Double?)
        /// The whole text matches this ECMA-262 regular expression (with the `u` flag), as
        /// ``Validator/pattern(_:message:)`` and HTML's `pattern` attribute match.
        case pattern(String)
        /// The text is written in a format: `email` (``Validator/email``), `uri`
        /// (``Validator/url``), `phone` (``Validator/phone(pattern:)``), or a JSON Schema `format`.
        case format(String)
    }

    /// Creates a validator.
    /// - Parameters:
    ///   - name: what it checks, reported in ``ValidationError/validator``.
    ///   - check: returns `nil` for a valid value, else a message without the item's title.
    public init(name: String, check: @escaping @Sendable (FormValue) -> String?) {
        self.name = name
        self.check = { check($0).map(ValidationMessage.init) }
        jsonCheck = nil
    }

    /// A validator whose messages have catalog keys, so that every surface shows them in the
    /// person's language (see FormLocale's `Localizer`).
    /// - Parameters:
    ///   - name: what it checks, reported in ``ValidationError/validator``.
    ///   - check: returns `nil` for a valid value, else the message: its English words without the
    ///     item's title, its key and its arguments (the title is added as `title`).
    public init(name: String, keyedCheck check: @escaping @Sendable (FormValue) -> ValidationMessage?) {
        self.name = name
        self.check = check
        jsonCheck = nil
    }

    /// A validator of an item's plain JSON value — what ``AdapterManager/values`` sends for the
    /// item (an integer for a whole-number stepper, `"2024-05-31"` for a date field) — rather than
    /// its ``FormValue``. A rule that a server also checks on the sent JSON can so be one
    /// implementation on both ends.
    ///
    /// A form item passes its ``FormItem/jsonValue`` (an item without one passes `null`);
    /// ``validate(_:)`` passes the form value's ``FormValue/jsonValue``.
    /// - Parameters:
    ///   - name: what it checks, reported in ``ValidationError/validator``.
    ///   - check: returns `nil` for a valid value, else a message without the item's title.
    public static func checkingJSON(_ name: String, _ check: @escaping @Sendable (JSONValue) -> String?) -> Validator {
        let keyed: @Sendable (JSONValue) -> ValidationMessage? = { check($0).map(ValidationMessage.init) }
        return Validator(name: name, check: { keyed($0.jsonValue) }, jsonCheck: keyed)
    }

    /// ``checkingJSON(_:_:)`` with keyed messages, so that every surface shows them in the person's
    /// language.
    /// - Parameters:
    ///   - name: what it checks, reported in ``ValidationError/validator``.
    ///   - check: returns `nil` for a valid value, else the message (its English words without the
    ///     item's title, its key and arguments).
    public static func checkingJSON(_ name: String, keyedCheck check: @escaping @Sendable (JSONValue) -> ValidationMessage?) -> Validator {
        Validator(name: name, check: { check($0.jsonValue) }, jsonCheck: check)
    }

    private init(name: String, check: @escaping @Sendable (FormValue) -> ValidationMessage?, jsonCheck: (@Sendable (JSONValue) -> ValidationMessage?)?) {
        self.name = name
        self.check = check
        self.jsonCheck = jsonCheck
    }

    /// The validator, saying that it checks what `keywords` (JSON Schema keywords) describe: a
    /// schema export writes them, and — when the validator states no ``constraints`` yet — the
    /// bounds among them (`minLength`, `maxLength`, `minimum`, `maximum`, `format`) become its
    /// constraints. A schema's `pattern` matches anywhere in the text, so it is no whole-text
    /// ``Constraint/pattern(_:)``.
    /// - Parameter keywords: JSON Schema keywords and their operands (`{"maxLength": 40}`).
    public func describing(_ keywords: JSONObject) -> Validator {
        var copy = self
        copy.keywords = keywords
        guard constraints.isEmpty else { return copy }
        let minLength = keywords["minLength"]?.intValue, maxLength = keywords["maxLength"]?.intValue
        if minLength != nil || maxLength != nil { copy.constraints.append(.length(min: minLength ?? 0, max: maxLength)) }
        let minimum = keywords["minimum"]?.doubleValue, maximum = keywords["maximum"]?.doubleValue
        if minimum != nil || maximum != nil { copy.constraints.append(.range(minimum: minimum, maximum: maximum)) }
        if let format = keywords["format"]?.stringValue { copy.constraints.append(.format(format)) }
        return copy
    }

    /// The validator with its messages said by `key` when the form's catalogs have it, and as
    /// before otherwise: a document's own message for one field and keyword (JSON Forms'
    /// `age.error.minimum`: "{title} must be of age"). The template gets the same arguments as
    /// the validator's own message (the field's `title` among them).
    public func preferringMessage(key: String) -> Validator {
        var copy = self
        let check = self.check
        copy.check = { value in Self.preferring(key, check(value)) }
        if let jsonCheck = self.jsonCheck {
            let wrapped: @Sendable (JSONValue) -> ValidationMessage? = { json in Self.preferring(key, jsonCheck(json)) }
            copy.jsonCheck = wrapped
        }
        return copy
    }

    /// `message` said by `key` first, its own words after.
    private static func preferring(_ key: String, _ message: ValidationMessage?) -> ValidationMessage? {
        guard let message else { return nil }
        let own = message.localized ?? LocalizedMessage("field.words", ["text": .text(message.text)])
        // The document's template reads the arguments of the message it replaces, nested ones too
        // (a schema rule's `limit` inside "{title} {message}").
        var arguments = own.arguments
        for case .message(let inner) in own.arguments.values { arguments.merge(inner.arguments) { outer, _ in outer } }
        return ValidationMessage(message.text, localized: LocalizedMessage(key, arguments, fallbacks: [own]))
    }

    /// The validator, stating `constraints` (after those it states).
    public func constraining(_ constraints: Constraint...) -> Validator {
        var copy = self
        copy.constraints += constraints
        return copy
    }

    /// Checks a value.
    /// - Returns: `nil` when the value is valid, else a message without the item's title.
    /// - Complexity: that of the check; O(*n*) in the text's length for the built-in validators.
    public func validate(_ value: FormValue) -> String? {
        check(value)?.text
    }

    /// What is wrong with `value`, with its catalog key when it has one; `nil` when it passes.
    /// - Complexity: that of the check.
    public func failure(_ value: FormValue) -> ValidationMessage? {
        check(value)
    }

    /// Checks an item's value: its plain JSON for a validator made with
    /// ``checkingJSON(_:_:)``, its form value for the others.
    /// - Complexity: that of the check.
    func failure(_ value: FormValue, json: @autoclosure () -> JSONValue?) -> ValidationMessage? {
        guard let jsonCheck else { return check(value) }
        return jsonCheck(json() ?? .null)
    }

    /// Fails with "is required" when the value ``FormValue/isEmpty``: `.null`, blank text, or no
    /// strings. Numbers, dates and `.bool(false)` pass; to require a ticked box, use
    /// ``custom(_:_:)``.
    public static let required = Validator(name: "required", keyedCheck: { value in
        value.isEmpty ? ValidationMessage("is required", key: "field.required") : nil
    }).constraining(.required)

    /// A validator with your own check; the same as ``init(name:check:)``.
    /// - Parameters:
    ///   - name: what it checks, reported in ``ValidationError/validator``.
    ///   - check: returns `nil` for a valid value, else a message without the item's title,
    ///     such as "must be accepted".
    public static func custom(_ name: String, _ check: @escaping @Sendable (FormValue) -> String?) -> Validator {
        Validator(name: name, check: check)
    }

    /// A validator of text: empty values pass, other text goes to `check`, and a value that is
    /// not text gets `notText`.
    static func text(
        _ name: String,
        notText: ValidationMessage,
        _ check: @escaping @Sendable (String) -> ValidationMessage?
    ) -> Validator {
        Validator(name: name, keyedCheck: { value in
            if value.isEmpty { return nil }
            guard case .string(let text) = value else { return notText }
            return check(text)
        })
    }
}

/// What a check found wrong: the English words, completing a sentence about the item ("is
/// required", "must be at least 3 characters"), and, when the message has one, its catalog key and
/// arguments, from which FormLocale's `Localizer` writes the whole sentence in the person's
/// language (`field.required`: "{title} is required", "{title} ist ein Pflichtfeld").
public struct ValidationMessage: Hashable, Sendable {
    /// The English words, without the item's title.
    public let text: String
    /// The catalog key and arguments (without the title, which the error adds), if any.
    public let localized: LocalizedMessage?

    /// A message in words only.
    public init(_ text: String) {
        self.text = text
        localized = nil
    }

    /// A message with a catalog key: `ValidationMessage("must be later than the start", key:
    /// "booking.endBeforeStart")`, its English template in the catalog being "{title} must be later
    /// than the start".
    public init(_ text: String, key: String, arguments: [String: MessageArgument] = [:]) {
        self.text = text
        localized = LocalizedMessage(key, arguments)
    }

    /// A message with its English words and its catalog message (a key, its arguments and the
    /// messages said when no catalog has the key).
    public init(_ text: String, localized: LocalizedMessage) {
        self.text = text
        self.localized = localized
    }
}

extension Validator.Constraint: CustomStringConvertible {
    /// The constraint as it reads in a log or a test: `required`, `length(max: 40)`,
    /// `range(1...50)`, `pattern([0-9]{5})`, `format(email)`.
    public var description: String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        switch self {
        case .required: return "required"
        case .length(let min, let max):
            switch (min, max) {
            case (0, let max?): return "length(max: \(max))"
            case (let min, nil): return "length(min: \(min))"
            case (let min, let max?): return "length(min: \(min), max: \(max))"
            }
        case .range(let minimum, let maximum):
            return "range(\(minimum.map(number) ?? "")...\(maximum.map(number) ?? ""))"
        case .pattern(let source): return "pattern(\(source))"
        case .format(let name): return "format(\(name))"
        }
    }
}

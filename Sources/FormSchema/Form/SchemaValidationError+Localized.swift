import FormKit
import FormLocale
import FormSchemaValidation

extension SchemaValidationError {
    /// The message as a catalog key with its arguments (`schema.minimum`, `{"limit": 18}`), for
    /// FormLocale's localizer; `nil` for a message in words only. Lists become alternatives ("an
    /// integer or null"), numbers decimals in the person's notation, type names catalog words.
    public var localizedMessage: LocalizedMessage? {
        messageKey.map { LocalizedMessage($0, Self.arguments(messageArguments)) }
    }

    /// The message in `localizer`'s language: "muss mindestens 18 sein"; ``message`` itself in
    /// English and for a message without a key.
    /// - Complexity: O(length of the template and its arguments).
    public func message(in localizer: Localizer) -> String {
        guard let localizedMessage, localizer.language != .english else { return message }
        return localizer.string(localizedMessage)
    }

    /// ``jsonValue`` with `message` in `localizer`'s language and, when it has one, its catalog
    /// key beside it (`messageKey`), for a client that translates by key itself.
    public func jsonValue(in localizer: Localizer) -> JSONValue {
        guard case .object(var object) = jsonValue else { return jsonValue }
        object["message"] = .string(message(in: localizer))
        if let messageKey { object["messageKey"] = .string(messageKey) }
        return .object(object)
    }

    /// The arguments as FormLocale's: numbers as decimals, arrays as alternatives (a type's name
    /// through the catalog's `schema.typeName.*`).
    static func arguments(_ json: JSONObject) -> [String: MessageArgument] {
        var arguments: [String: MessageArgument] = [:]
        for (name, value) in json { arguments[name] = argument(value, typeNames: name == "types") }
        return arguments
    }

    private static func argument(_ value: JSONValue, typeNames: Bool) -> MessageArgument {
        switch value {
        case .integer(let integer): return .integer(integer)
        case .string(let text): return typeNames ? .message(LocalizedMessage("schema.typeName." + text)) : .text(text)
        case .array(let items): return .alternatives(items.map { argument($0, typeNames: typeNames) })
        default: return value.isNumber ? .decimal(value.description) : .text(value.description)
        }
    }
}

extension SchemaRule {
    /// ``message(for:)`` with its catalog key, for a field: the schema's words after the field's
    /// title ("Age must be at least 18", "Alter: muss mindestens 18 sein"; the catalog's
    /// `schema.field`).
    func validationMessage(for value: JSONValue) -> ValidationMessage? {
        guard let text = message(for: value) else { return nil }
        guard let (key, arguments) = messageKey(forViolation: value, message: text) else { return ValidationMessage(text) }
        let inner = LocalizedMessage(key, SchemaValidationError.arguments(arguments))
        return ValidationMessage(text, key: "schema.field", arguments: ["message": .message(inner)])
    }
}

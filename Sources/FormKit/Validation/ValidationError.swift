import FormLocale

/// One failed check, naming the item it failed on, so a form can show the message under that
/// item's row.
public struct ValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The item's key, if it has one.
    public let key: String?
    /// The item's title, as the start of ``description``.
    public let title: String
    /// The ``Validator/name`` of the validator that failed, such as "required".
    public let validator: String
    /// What is wrong, without the title: "is required".
    public let message: String
    /// Where the item is: its section, bunch and item indexes; `nil` when unknown.
    public let path: FormPath?
    /// Where the value is in the form's values, as a JSON Pointer (`/name`); `nil` when unknown
    /// (an item without a key).
    public let pointer: String?
    /// The message as a catalog key with its arguments (the title among them), for the built-in
    /// validators and keyed custom ones; `nil` for a message in words only.
    public let localized: LocalizedMessage?

    /// Creates an error.
    /// - Parameters:
    ///   - key: the item's key, if any.
    ///   - title: the item's title.
    ///   - validator: the failed validator's name.
    ///   - message: the validator's message, without the title.
    ///   - path: where the item is, if known.
    ///   - pointer: where the value is in the form's values, if known; default `/key`.
    ///   - localized: the message as a catalog key and arguments, if it has one (the title is
    ///     added to its arguments).
    public init(key: String?, title: String, validator: String, message: String, path: FormPath?, pointer: String? = nil,
                localized: LocalizedMessage? = nil) {
        self.key = key
        self.title = title
        self.validator = validator
        self.message = message
        self.path = path
        self.pointer = pointer ?? key.map { JSONPointer.appending($0, to: "") }
        self.localized = localized.map { title.isEmpty ? $0 : $0.adding(["title": .text(title)]) }
    }

    /// The error where it is now: the same message, its key kept, at another path and pointer (a
    /// row moved; a schema form reports a field under its property's pointer).
    public func moved(to path: FormPath?, pointer: String?) -> ValidationError {
        ValidationError(key: key, title: title, validator: validator, message: message, path: path, pointer: pointer, localized: localized)
    }

    /// The sentence in `localizer`'s language: the keyed message through its catalog, else (a
    /// message in words only) ``description``. English reads as ``description`` does.
    /// - Complexity: O(length of the template and its arguments).
    public func description(in localizer: Localizer) -> String {
        guard let localized else { return description }
        // A message written to follow a title, without one (an item with no title): its words.
        if title.isEmpty, localizer.arguments(of: localized.key)?.contains("title") != false { return description }
        return localizer.string(localized)
    }

    /// The title and the message: "Name is required"; the message alone when the title is empty.
    /// - Complexity: O(*n*) in the length of the title and the message.
    public var description: String {
        title.isEmpty ? message : "\(title) \(message)"
    }
}

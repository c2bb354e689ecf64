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

    /// Creates an error.
    /// - Parameters:
    ///   - key: the item's key, if any.
    ///   - title: the item's title.
    ///   - validator: the failed validator's name.
    ///   - message: the validator's message, without the title.
    ///   - path: where the item is, if known.
    ///   - pointer: where the value is in the form's values, if known; default `/key`.
    public init(key: String?, title: String, validator: String, message: String, path: FormPath?, pointer: String? = nil) {
        self.key = key
        self.title = title
        self.validator = validator
        self.message = message
        self.path = path
        self.pointer = pointer ?? key.map { JSONPointer.appending($0, to: "") }
    }

    /// The title and the message: "Name is required"; the message alone when the title is empty.
    /// - Complexity: O(*n*) in the length of the title and the message.
    public var description: String {
        title.isEmpty ? message : "\(title) \(message)"
    }
}

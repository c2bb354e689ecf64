import Foundation
import FormLocale

/// Why a user's input could not become a value (``FormItem/apply(input:)``).
///
/// The input of a secret item (a secure ``TextItem``, a ``CreditCardItem``) is kept redacted here,
/// so logging the error never leaks it.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The item's key.
    public let key: String?
    /// The item's title.
    public let title: String
    /// What was typed — redacted for secret items (see ``Redaction``).
    public let input: String
    /// Why it was refused, e.g. "is not a number".
    public let message: String
    /// The reason as a catalog key with its arguments (the title among them), for the package's
    /// items and keyed refusals; `nil` for a reason in words only.
    public let localized: LocalizedMessage?

    /// Creates an error.
    /// - Parameters:
    ///   - key: the item's key.
    ///   - title: the item's title.
    ///   - input: what was typed (redact a secret's).
    ///   - message: why it was refused, in English, without the title.
    ///   - localized: the reason as a catalog key and arguments, if it has one (the title is added
    ///     to its arguments).
    public init(key: String?, title: String, input: String, message: String, localized: LocalizedMessage? = nil) {
        self.key = key
        self.title = title
        self.input = input
        self.message = message
        self.localized = localized.map { $0.adding(["title": .text(title)]) }
    }

    /// The reason as a whole sentence in `localizer`'s language: "Price is not a number", "Preis ist
    /// keine Zahl"; the English words with the title before them when the reason has no key.
    /// - Complexity: O(length of the template and its arguments).
    public func sentence(in localizer: Localizer) -> String {
        if let localized, !title.isEmpty { return localizer.string(localized) }
        return title.isEmpty ? message : title + " " + message
    }

    /// The refusal with what was typed, for a terminal's line or a log, in `localizer`'s
    /// language: ``description`` in English (`Seats: "many" is not a number`); elsewhere the
    /// sentence and the input after it (`Plätze ist keine Zahl („many“)`: the catalog's
    /// `input.refused`).
    public func description(in localizer: Localizer) -> String {
        guard localized != nil, localizer.language.language != "en" else { return description }
        return localizer.string(LocalizedMessage("input.refused", ["sentence": .text(sentence(in: localizer)), "input": .text(input)]))
    }

    /// `Title: "input" message`.
    public var description: String { "\(title): \(input.debugDescription) \(message)" }
}

import Foundation

/// How secret values are shown wherever a value is described or logged: in
/// ``AdapterManager/values(includingHidden:redactingSecrets:)`` with `redactingSecrets`, in
/// ``InputError/input``, in `Problem` messages, and in items' descriptions.
public enum Redaction {
    /// What a redacted secret reads as, whatever its length (which is secret too).
    public static let mask = "••••••••"

    /// A secret text: ``mask``, or empty when the text is empty.
    public static func secret(_ text: String) -> String {
        text.isEmpty ? "" : mask
    }

    /// A card number: `•••• 1111` — the last four digits at most, and only when at least twelve
    /// characters were given (fewer would reveal too large a share of the number).
    public static func cardNumber(_ text: String) -> String {
        let significant = text.filter { $0 != " " && $0 != "-" }
        guard significant.count >= 12 else { return secret(text) }
        return "•••• " + significant.suffix(4)
    }
}

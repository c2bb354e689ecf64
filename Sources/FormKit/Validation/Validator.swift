import Foundation

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
/// let messages = checks.compactMap { $0.validate(.string("")) }   // ["is required"]
/// ```
public struct Validator: Sendable {
    /// What the validator checks, for errors and logs: "required", "length", "email", or the
    /// name given to ``custom(_:_:)``.
    public let name: String
    private let check: @Sendable (FormValue) -> String?

    /// Creates a validator.
    /// - Parameters:
    ///   - name: what it checks, reported in ``ValidationError/validator``.
    ///   - check: returns `nil` for a valid value, else a message without the item's title.
    public init(name: String, check: @escaping @Sendable (FormValue) -> String?) {
        self.name = name
        self.check = check
    }

    /// Checks a value.
    /// - Returns: `nil` when the value is valid, else a message without the item's title.
    /// - Complexity: that of the check; O(*n*) in the text's length for the built-in validators.
    public func validate(_ value: FormValue) -> String? {
        check(value)
    }

    /// Fails with "is required" when the value ``FormValue/isEmpty``: `.null`, blank text, or no
    /// strings. Numbers, dates and `.bool(false)` pass; to require a ticked box, use
    /// ``custom(_:_:)``.
    public static let required = Validator(name: "required") { value in
        value.isEmpty ? "is required" : nil
    }

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
        notText: String,
        _ check: @escaping @Sendable (String) -> String?
    ) -> Validator {
        Validator(name: name) { value in
            if value.isEmpty { return nil }
            guard case .string(let text) = value else { return notText }
            return check(text)
        }
    }
}

/// Bounds on the length of a text, and the unit it is counted in: the one implementation of
/// FormKit's `Validator.length(min:max:)` and of JSON Schema's `minLength` and `maxLength`
/// (FormSchemaValidation's `SchemaRule`).
///
/// **Where a form rule and JSON Schema differ.** They count differently, and both counts are
/// kept: a form counts ``Unit/characters`` as people see them (grapheme clusters, Swift
/// `Character`s), JSON Schema counts ``Unit/unicodeScalars`` (code points), as its
/// specification says. "👍🏽" (a thumbs-up with a skin tone) is 1 character and 2 scalars; "é"
/// written as e + U+0301 is 1 character and 2 scalars; "中文" is 2 of each. So with a limit of 1,
/// `Validator.length(max: 1)` accepts "👍🏽" and `maxLength: 1` refuses it:
///
/// ```swift
/// TextLength(maximum: 1, counting: .characters).violation(by: "👍🏽")       // nil
/// TextLength(maximum: 1, counting: .unicodeScalars).violation(by: "👍🏽")   // .tooLong(maximum: 1)
/// ```
public struct TextLength: Hashable, Sendable {
    /// What a length counts.
    public enum Unit: Hashable, Sendable {
        /// Characters as people see them (grapheme clusters): FormKit's rule.
        case characters
        /// Unicode scalars (code points): JSON Schema's rule.
        case unicodeScalars
    }

    /// Why a text is out of bounds.
    public enum Violation: Hashable, Sendable {
        /// Fewer than `minimum` units.
        case tooShort(minimum: Int)
        /// More than `maximum` units.
        case tooLong(maximum: Int)
    }

    /// The fewest units allowed (0: no lower bound).
    public let minimum: Int
    /// The most units allowed, or `nil` for no upper bound.
    public let maximum: Int?
    /// What is counted.
    public let unit: Unit

    /// Bounds of `minimum` to `maximum` units.
    /// - Precondition: `0 <= minimum`, and `minimum <= maximum` when there is a maximum.
    public init(minimum: Int = 0, maximum: Int? = nil, counting unit: Unit) {
        precondition(minimum >= 0 && minimum <= (maximum ?? .max), "TextLength needs 0 <= minimum <= maximum; got \(minimum), \(maximum.map(String.init) ?? "nil")")
        self.minimum = minimum
        self.maximum = maximum
        self.unit = unit
    }

    /// The bound `text` breaks, or `nil` when its length is within both.
    /// - Complexity: O(*n*) in the length of `text`, stopping once it passes the larger bound.
    public func violation(by text: String) -> Violation? {
        let counted = Self.count(text, in: unit, upTo: max(minimum, maximum.map { $0 + 1 } ?? minimum))
        if counted < minimum { return .tooShort(minimum: minimum) }
        if let maximum, counted > maximum { return .tooLong(maximum: maximum) }
        return nil
    }

    /// The length of `text` in `unit`, counting no further than `limit`.
    /// - Complexity: O(min(*n*, `limit`)).
    public static func count(_ text: String, in unit: Unit, upTo limit: Int = .max) -> Int {
        var count = 0
        switch unit {
        case .characters:
            for _ in text {
                if count >= limit { break }
                count += 1
            }
        case .unicodeScalars:
            // A scalar starts at every UTF-8 byte that is not a continuation byte (10xxxxxx).
            let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
                var count = 0
                for byte in bytes where byte & 0xC0 != 0x80 {
                    if count >= limit { break }
                    count += 1
                }
                return count
            }
            if let counted { return counted }
            for _ in text.unicodeScalars {
                if count >= limit { break }
                count += 1
            }
        }
        return count
    }
}

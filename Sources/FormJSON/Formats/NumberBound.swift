/// A bound on a number: the one implementation of FormKit's `Validator.range` and of JSON
/// Schema's `minimum`, `maximum`, `exclusiveMinimum` and `exclusiveMaximum`
/// (FormSchemaValidation's `SchemaRule`).
///
/// Numbers compare by mathematical value, whatever their spelling: `.integer(5)` equals
/// `.number(5.0)`; two integers compare exactly (also beyond 2^53, where `Double`s round), any
/// other pair as `Double`s.
///
/// **Where a form rule and JSON Schema differ.** Only in what counts as a number. JSON Schema
/// bounds apply to JSON numbers and let every other value pass (`minimum: 18` accepts `"17"`:
/// it is a string, `type` says whether strings are allowed); a form's `Validator.range(18...)`
/// also reads decimal text (`"17"` fails with "must be at least 18") and refuses any other value
/// with "must be a number":
///
/// ```swift
/// NumberBound(.minimum, 18).admits(.integer(17))    // false
/// NumberBound(.minimum, 18).admits(.string("17"))   // nil: no number, the bound does not apply
/// ```
public struct NumberBound: Hashable, Sendable {
    /// Which side the bound is on, and whether it is included.
    public enum Kind: String, Hashable, Sendable {
        /// At least the limit.
        case minimum
        /// At most the limit.
        case maximum
        /// Greater than the limit.
        case exclusiveMinimum
        /// Less than the limit.
        case exclusiveMaximum
    }

    /// Which bound.
    public let kind: Kind
    /// The limit: a number (``JSONValue/integer(_:)`` or ``JSONValue/number(_:)``).
    public let limit: JSONValue

    /// A bound of `kind` at `limit`.
    public init(_ kind: Kind, _ limit: JSONValue) {
        self.kind = kind
        self.limit = limit
    }

    /// Whether `value` is within the bound; `nil` when `value` (or the limit) is no number.
    /// - Complexity: O(1).
    public func admits(_ value: JSONValue) -> Bool? {
        guard let order = Self.order(value, limit) else { return nil }
        switch kind {
        case .minimum: return order >= 0
        case .maximum: return order <= 0
        case .exclusiveMinimum: return order > 0
        case .exclusiveMaximum: return order < 0
        }
    }

    /// What a number must be, given the limit as text: "must be at least 18", "must be less
    /// than 1.5".
    public func requirement(limitText: String) -> String {
        switch kind {
        case .minimum: "must be at least \(limitText)"
        case .maximum: "must be at most \(limitText)"
        case .exclusiveMinimum: "must be greater than \(limitText)"
        case .exclusiveMaximum: "must be less than \(limitText)"
        }
    }

    /// The order of two numbers: negative, zero or positive; `nil` when either is no number.
    /// Two integers compare exactly, and so does a ``JSONValue/decimal(_:)`` with any number (a
    /// `Double` read as its shortest decimal, as JSON writes it); otherwise as `Double`s.
    /// - Complexity: O(1); O(*d*) for a decimal of *d* digits.
    public static func order(_ left: JSONValue, _ right: JSONValue) -> Int? {
        if case .integer(let a) = left, case .integer(let b) = right { return a < b ? -1 : (a == b ? 0 : 1) }
        switch (left, right) {
        case (.decimal, _), (_, .decimal):
            if let a = left.exactDecimal, let b = right.exactDecimal { return JSONDecimal.compare(a, b) }
        default:
            break
        }
        guard let a = left.doubleValue, let b = right.doubleValue else { return nil }
        return a < b ? -1 : (a == b ? 0 : 1)
    }
}

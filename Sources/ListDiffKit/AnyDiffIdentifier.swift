/// The identity of a type-erased element: its type and its identifier.
public struct AnyDiffIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The element's type.
    public let elementType: ObjectIdentifier
    /// The element's own identifier.
    public let base: any Hashable & Sendable
    private let metatype: any Any.Type

    /// The identity of `element` inside an ``AnyListDiffable`` array; use it to look indexes up in
    /// a type-erased diff's result.
    /// - Parameter element: an element (of any diffable type).
    public init<Element: ListDiffable>(_ element: Element) {
        if Element.self == AnyListDiffable.self {
            self = unsafeBitCast(element, to: AnyListDiffable.self).diffIdentifier
            return
        }
        self.init(elementType: Element.self, identifier: element.diffIdentifier)
    }

    init<Identifier: Hashable & Sendable>(elementType: any Any.Type, identifier: Identifier) {
        self.elementType = ObjectIdentifier(elementType)
        metatype = elementType
        base = identifier
    }

    /// Equal when both belong to the same element type and their identifiers are equal.
    public static func == (lhs: AnyDiffIdentifier, rhs: AnyDiffIdentifier) -> Bool {
        lhs.elementType == rhs.elementType && lhs.base.isEqual(toHashable: rhs.base)
    }

    /// Hashes the element type and the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elementType)
        base.hash(into: &hasher)
    }

    /// The element type and identifier, as `User(42)`.
    public var description: String { "\(metatype)(\(base))" }
}

extension Hashable {
    /// `self == other` when both have the same type; `false` otherwise. Compares metatypes instead
    /// of casting, which is the hot path of type-erased diffs.
    fileprivate func isEqual(toHashable other: any Hashable) -> Bool {
        other.isEqual(sameTypeAs: self)
    }

    fileprivate func isEqual<Other: Hashable>(sameTypeAs other: Other) -> Bool {
        guard Other.self == Self.self else { return false }
        return self == unsafeBitCast(other, to: Self.self)
    }
}

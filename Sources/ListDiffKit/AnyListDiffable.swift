/// A diffable element of any type, for lists that mix model types.
///
/// Wrap each element, then diff the wrapped arrays:
///
/// ```swift
/// let old: [AnyListDiffable] = [AnyListDiffable(user), AnyListDiffable(post)]
/// let result = ListDiff(oldArray: old, newArray: new, option: .equality)
/// ```
///
/// Two wrapped elements have the same identity when they wrap the **same type** and equal
/// identifiers, so a `User` with identifier 1 and a `Post` with identifier 1 are different elements.
/// Content is compared with the wrapped type's ``ListDiffable/isEqual(toDiffableObject:)``; with
/// ``ListDiffOption/pointerPersonality``, wrapped class instances are compared by identity.
///
/// Wrapping allocates nothing for small values (up to three words, like most models and every
/// class reference).
public struct AnyListDiffable: ListDiffable {
    /// The wrapped element.
    public let base: any ListDiffable
    /// The wrapped element's type and identifier.
    public let diffIdentifier: AnyDiffIdentifier
    /// The wrapped instance, when the element is a class instance.
    public let instance: ObjectIdentifier?

    /// Wraps an element. Wrapping an `AnyListDiffable` again returns it unchanged.
    /// - Parameter base: the element to wrap.
    public init<Base: ListDiffable>(_ base: Base) {
        if Base.self == AnyListDiffable.self {
            self = unsafeBitCast(base, to: AnyListDiffable.self)
            return
        }
        self.base = base
        diffIdentifier = AnyDiffIdentifier(elementType: Base.self, identifier: base.diffIdentifier)
        instance = Base.self is AnyObject.Type ? ObjectIdentifier(unsafeBitCast(base, to: AnyObject.self)) : nil
    }

    /// Whether the wrapped elements have equal content: the same instance, or the wrapped type's
    /// ``ListDiffable/isEqual(toDiffableObject:)``. Elements of different types are never equal.
    public func isEqual(toDiffableObject object: AnyListDiffable) -> Bool {
        if let instance, instance == object.instance { return true }
        return Self.isEqual(base, to: object.base)
    }

    private static func isEqual<Base: ListDiffable>(_ base: Base, to other: any ListDiffable) -> Bool {
        isEqual(base, opened: other)
    }

    /// Compares two opened elements: metatypes first (cheaper than a cast), then content.
    private static func isEqual<Base: ListDiffable, Other: ListDiffable>(_ base: Base, opened other: Other) -> Bool {
        guard Other.self == Base.self else { return false }
        return base.isEqual(toDiffableObject: unsafeBitCast(other, to: Base.self))
    }
}

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

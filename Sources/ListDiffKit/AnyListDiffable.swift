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
public struct AnyListDiffable: ListDiffable {
    /// The wrapped element.
    public let base: Any
    /// The wrapped element's type and identifier.
    public let diffIdentifier: AnyDiffIdentifier
    /// The wrapped instance, when the element is a class instance.
    @usableFromInline let instance: ObjectIdentifier?
    private let isEqualToBase: (Any) -> Bool

    /// Wraps an element. Wrapping an `AnyListDiffable` again returns it unchanged.
    /// - Parameter base: the element to wrap.
    public init<Base: ListDiffable>(_ base: Base) {
        if let erased = base as? AnyListDiffable {
            self = erased
            return
        }
        self.base = base
        diffIdentifier = AnyDiffIdentifier(base)
        instance = Base.self is AnyObject.Type ? ObjectIdentifier(base as AnyObject) : nil
        isEqualToBase = { other in
            guard let other = other as? Base else { return false }
            return base.isEqual(toDiffableObject: other)
        }
    }

    /// Whether the wrapped elements have equal content: the same instance, or the wrapped type's
    /// ``ListDiffable/isEqual(toDiffableObject:)``. Elements of different types are never equal.
    public func isEqual(toDiffableObject object: AnyListDiffable) -> Bool {
        if let instance, instance == object.instance { return true }
        return isEqualToBase(object.base)
    }
}

/// The identity of a type-erased element: its type and its identifier.
public struct AnyDiffIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The element's type.
    public let elementType: ObjectIdentifier
    /// The element's own identifier.
    public let base: any Hashable & Sendable
    private let typeName: String

    /// The identity of `element` inside an ``AnyListDiffable`` array; use it to look indexes up in
    /// a type-erased diff's result.
    /// - Parameter element: an element (of any diffable type).
    public init<Element: ListDiffable>(_ element: Element) {
        if let erased = element as? AnyListDiffable {
            self = erased.diffIdentifier
            return
        }
        elementType = ObjectIdentifier(Element.self)
        base = element.diffIdentifier
        typeName = String(describing: Element.self)
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
    public var description: String { "\(typeName)(\(base))" }
}

extension Hashable {
    fileprivate func isEqual(toHashable other: any Hashable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// A diffable element of any type, for lists that mix model types.
///
/// Wrap each element, then diff the wrapped arrays:
///
/// ```swift
/// let old: [AnyListDiffable] = [AnyListDiffable(user), AnyListDiffable(post)]
/// let new: [AnyListDiffable] = [AnyListDiffable(post), AnyListDiffable(user)]
/// ListDiff(oldArray: old, newArray: new, option: .equality).moves.count   // 1: a user and a post are never the same
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

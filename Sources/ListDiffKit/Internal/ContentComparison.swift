import Foundation

/// How the content of a pair is compared, decided once per element type.
@usableFromInline
enum ContentComparison {
    case value
    case reference
    case erased
    /// A type that is its own identity with `==` as content equality, by this module's conformance
    /// (`String`, `Int`, `UUID`, …): a pair's identifiers are equal, so its contents are.
    case identity

    @inlinable
    init<T>(for type: T.Type) {
        if type is AnyObject.Type {
            self = .reference
        } else if type == AnyListDiffable.self {
            self = .erased
        } else if type == String.self || type == Int.self || type == UUID.self || type == Substring.self
            || type == Character.self || type == Bool.self || type == Int8.self || type == Int16.self
            || type == Int32.self || type == Int64.self || type == UInt.self || type == UInt8.self
            || type == UInt16.self || type == UInt32.self || type == UInt64.self {
            self = .identity
        } else {
            self = .value
        }
    }
}

@inlinable @inline(__always)
func contentDiffers<T: ListDiffable>(
    _ new: T, _ old: T, option: ListDiffOption, comparison: ContentComparison
) -> Bool {
    switch comparison {
    case .identity:
        return false
    case .reference:
        let same = unsafeBitCast(new, to: AnyObject.self) === unsafeBitCast(old, to: AnyObject.self)
        if option == .pointerPersonality || same { return !same }
    case .erased:
        if option == .pointerPersonality, let newInstance = erasedInstance(new), let oldInstance = erasedInstance(old) {
            return newInstance != oldInstance
        }
    case .value:
        break
    }
    return !new.isEqual(toDiffableObject: old)
}

/// The class instance that `element` wraps, when it is an ``AnyListDiffable`` of one.
///
/// A checked cast, not `unsafeBitCast`: every specialization of the diff keeps this branch, and for
/// an element type of another size a bit cast there is an error. `-O` folds the bit cast's size
/// check into a trap and drops the cast; `-Ounchecked` drops the check and keeps the cast, and
/// Swift 6.3's IRGen then crashes on it (signal 11 in `EnumPayload::emitCompare`), in any client
/// built with `-Ounchecked`. The checked cast folds away for `AnyListDiffable` and to `nil` for
/// any other concrete type, so it costs nothing where the type is known.
@inlinable @inline(__always)
func erasedInstance<T>(_ element: T) -> ObjectIdentifier? {
    (element as? AnyListDiffable)?.instance
}

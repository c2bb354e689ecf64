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
        if option == .pointerPersonality,
           let newInstance = unsafeBitCast(new, to: AnyListDiffable.self).instance,
           let oldInstance = unsafeBitCast(old, to: AnyListDiffable.self).instance {
            return newInstance != oldInstance
        }
    case .value:
        break
    }
    return !new.isEqual(toDiffableObject: old)
}

import ListDiffKit

/// A ``ListAdapter``'s objects as a data source hands them over through
/// ``ListAdapterDataSource/listObjects(for:)``: typed when the data source knows their type.
///
/// Made from an array of one model type, the adapter keeps the array as it is (no existential
/// boxes, no per-object casts) and diffs it with `ListDiff(oldArray:newArray:option:)`
/// specialized for that type where the array was made — as fast as calling `ListDiff` on the
/// arrays yourself:
///
/// ```swift
/// func listObjects(for listAdapter: ListAdapter) -> ListObjects { ListObjects(notes) }  // [Note], kept unboxed
/// ```
///
/// Objects are then identified by `Object`'s `ListDiffable/diffIdentifier` alone (instances of
/// subclasses of a class `Object` with equal identifiers are the same object). Made from
/// existentials, the adapter finds out whether they share one type, as it does for
/// ``ListAdapterDataSource/objects(for:)``.
public struct ListObjects {
    /// The objects in the form the adapter's diff reads.
    let storage: any DiffableObjectStorage
    /// The existentials the list was made from, when it was made from existentials.
    let existentials: [any ListDiffable]?

    /// Objects of one type, diffed with `ListDiff` specialized for `Object` where this is called.
    /// - Parameter objects: the objects, one section each, in order.
    /// - Complexity: O(1).
    @inlinable
    public init<Object: ListDiffable>(_ objects: [Object]) {
        self.init(typed: objects) {
            ListDiff(oldArray: $0, newArray: $1, option: .equality, moveStrategy: $2 ? .minimal : .none,
                     oldArrayHasNoDuplicates: $3)
        }
    }

    /// Objects of one type with the diff to use on them (the typed `init(_:)`'s implementation:
    /// `differ` is `ListDiff` specialized for `Object` in the caller's module, given whether to find
    /// the moves and whether the old array repeats no identifier).
    @usableFromInline
    init<Object: ListDiffable>(typed objects: [Object],
                               differ: @escaping ([Object], [Object], Bool, Bool) -> ListIndexSetResult) {
        if Object.self == AnyListDiffable.self {
            // Wrapped objects of any type: the erased form (the same identities as from existentials).
            storage = ErasedObjectStorage(elements: unsafeBitCast(objects, to: [AnyListDiffable].self))
        } else {
            storage = TypedObjectStorage(elements: objects, identifiers: nil, differ: differ)
        }
        existentials = nil
    }

    /// Objects of any types, kept typed when they all have the same one.
    /// - Parameter objects: the objects, one section each, in order.
    /// - Complexity: O(*n*).
    public init(_ objects: [any ListDiffable]) {
        storage = makeObjectStorage(objects)
        existentials = objects
    }

    /// How many objects.
    public var count: Int { storage.count }
}

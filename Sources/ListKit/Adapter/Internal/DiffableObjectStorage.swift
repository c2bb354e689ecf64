import Foundation
import ListDiffKit

/// The objects of a ``ListAdapter``'s sections, one per section, stored in the form its diff reads:
/// what a ``ListObjects`` carries from the data source, and what the adapter keeps of the objects it
/// shows, to diff the next ones against and to find an object's section.
///
/// Most data sources return objects of one type: those are kept as a typed array
/// (``TypedObjectStorage``) and diffed without boxes or existential copies, as fast as a typed
/// ``ListDiff(oldArray:newArray:option:)``. A list that mixes types is kept as one typed array per
/// type (``MixedObjectStorage``) and diffed per type; objects wrapped in ``AnyListDiffable`` are
/// kept type-erased (``ErasedObjectStorage``). All identify an object by its dynamic type and
/// identifier, so the forms give the same diff.
protocol DiffableObjectStorage {
    /// How many objects.
    var count: Int { get }

    /// The objects wrapped, for a diff against a list of another form.
    var erased: [AnyListDiffable] { get }

    /// The type of every object, when the list is typed (``TypedObjectStorage``, or mixed with one
    /// part); `nil` otherwise.
    var elementType: ObjectIdentifier? { get }

    /// The objects, each in an existential (for ``ListAdapter/objects``).
    /// - Complexity: O(*n*).
    var existentials: [any ListDiffable] { get }

    /// The object at `index`, in an existential.
    func object(at index: Int) -> any ListDiffable

    /// Whether some objects may be class instances (``instance(at:)`` is `nil` for every index
    /// otherwise).
    var holdsInstances: Bool { get }

    /// The class instance at `index`, or `nil` for a value.
    func instance(at index: Int) -> ObjectIdentifier?

    /// The new indexes (ascending) of objects matched with an object of `old` that is another class
    /// instance: `oldIndexForNewIndex[i]` is the old index of new object `i`, or negative for none.
    /// - Complexity: O(*n*), a comparison of two words per object when both lists have one class type.
    func newInstanceIndexes(from old: any DiffableObjectStorage, oldIndexForNewIndex: [Int32]) -> [Int]

    /// This list's diff to `new`, when `new` has this list's form and element type.
    func diff(to new: any DiffableObjectStorage) -> ListIndexSetResult?

    /// ``diff(to:)`` without the moves when this form can leave them out (a typed list made from
    /// existentials), with them otherwise: for a list that is one part of a list of several types,
    /// whose moves are found on the whole list.
    func pairs(to new: any DiffableObjectStorage) -> ListIndexSetResult?

    /// Records that no identifier repeats in the list (its diff as a new array found none): its
    /// diffs to the next list then tell whether that one repeats one without a table of it. A list
    /// changed since forgets it.
    mutating func markRepeatingNoIdentifier()

    /// The diff from no objects to this list, in this list's form.
    func diffFromEmpty() -> ListIndexSetResult

    /// The diff from this list to no objects, in this list's form.
    func diffToEmpty() -> ListIndexSetResult

    /// The objects without those whose identity came earlier.
    /// - Returns: the objects kept, their indexes, and the identities (`Type(identifier)`) left out.
    func removingDuplicates() -> (storage: any DiffableObjectStorage, kept: [Int], duplicates: [String])

    /// Replaces the object at `index` with `object` of the same identity.
    /// - Returns: the list, in the erased form when `object` does not have the element type.
    func replacing(at index: Int, with object: any ListDiffable) -> any DiffableObjectStorage

    /// Makes `edit` in the list, in place, when the objects it inserts have the list's form.
    /// - Returns: whether it did; otherwise the list is unchanged.
    /// - Complexity: O(k + d) for a run of k objects and the d objects it passes (an insert or a
    ///   delete moves the memory of the objects after it).
    mutating func apply(_ edit: ListObjectsEdit) -> Bool

    /// The key that finds `object` in the table of a diff whose new array had this list's form,
    /// or `nil` when no object of this form can have `object`'s identity.
    static func lookupKey(for object: any ListDiffable) -> (any Hashable)?
}

/// Stores `objects`: typed when every object has the same dynamic type, one typed part per type
/// when they mix types, erased when some are wrapped in ``AnyListDiffable``.
/// - Complexity: O(*n*), where *n* is the number of objects (see ``MixedObjectStorage/init(_:)-(_)``
///   for lists of many types).
func makeObjectStorage(_ objects: [any ListDiffable]) -> any DiffableObjectStorage {
    guard let first = objects.first else { return ErasedObjectStorage(elements: []) }
    if let typed = typedStorage(first, objects) { return typed }
    if let mixed = MixedObjectStorage(objects) { return mixed }
    return ErasedObjectStorage(elements: objects.map { AnyListDiffable($0) })
}

/// `objects` stored typed when all have `First`'s type (wrappers are kept erased).
///
/// `First` is known only at run time here: the array is filled in place (no generic `append`),
/// and the diff goes through `First`'s conformance, whose entry was made specialized for it where
/// the conformance was declared (``ListDiffable/_specializedListDiff(from:to:findsMoves:oldRepeatsNoIdentifier:)``).
private func typedStorage<First: ListDiffable>(_ first: First,
                                               _ objects: [any ListDiffable]) -> (any DiffableObjectStorage)? {
    guard First.self != AnyListDiffable.self else { return nil }
    if let elements = First._specializedElements(of: objects, at: nil) as? [First] {
        return TypedObjectStorage.fromExistentials(elements)
    }
    var allHaveFirstType = true
    // One pass: each element is read (and, for a class, retained) once.
    let elements = [First](unsafeUninitializedCapacity: objects.count) { buffer, count in
        for object in objects {
            guard let element = cast(object, to: First.self) else {
                allHaveFirstType = false
                return
            }
            (buffer.baseAddress! + count).initialize(to: element)
            count += 1
        }
    }
    guard allHaveFirstType else { return nil }
    return TypedObjectStorage.fromExistentials(elements)
}

/// `object` as a `T`, when its dynamic type is exactly `T`. Compares metatypes: cheaper than `as?`.
func cast<T: ListDiffable>(_ object: any ListDiffable, to type: T.Type) -> T? {
    opened(object, as: type)
}

private func opened<Object: ListDiffable, T: ListDiffable>(_ object: Object, as type: T.Type) -> T? {
    Object.self == T.self ? unsafeBitCast(object, to: T.self) : nil
}

/// The diff of two stores of any form: typed when both hold one type (or the old one is empty),
/// per type when they hold objects of several types, type-erased when either is erased.
/// - Returns: the diff, and the form whose ``DiffableObjectStorage/lookupKey(for:)`` finds objects
///   in its table.
func diffObjectStorages(_ old: any DiffableObjectStorage,
                        _ new: any DiffableObjectStorage) -> (ListIndexSetResult, keys: any DiffableObjectStorage.Type) {
    // A list of several types diffs by parts, whose look-ups take its keys, whatever `new`'s form.
    if let diff = old.diff(to: new) { return (diff, old is MixedObjectStorage ? MixedObjectStorage.self : type(of: new)) }
    if old.count == 0 { return (new.diffFromEmpty(), type(of: new)) }
    if let parts = MixedObjectStorage(old), let diff = parts.diff(to: new) { return (diff, MixedObjectStorage.self) }
    return (ListDiff(oldArray: old.erased, newArray: new.erased, option: .equality), ErasedObjectStorage.self)
}

/// ``DiffableObjectStorage/newInstanceIndexes(from:oldIndexForNewIndex:)`` one object at a time.
func genericNewInstanceIndexes(_ new: any DiffableObjectStorage, from old: any DiffableObjectStorage,
                               oldIndexForNewIndex: [Int32]) -> [Int] {
    guard new.holdsInstances else { return [] }
    var indexes: [Int] = []
    for (index, oldIndex) in oldIndexForNewIndex.enumerated() where oldIndex >= 0 {
        if let instance = new.instance(at: index), instance != old.instance(at: Int(oldIndex)) { indexes.append(index) }
    }
    return indexes
}

import Foundation

/// A model that the diff can match across two arrays and compare for changes.
///
/// A diffable value has two parts, and the diff keeps them apart:
///
/// - **Identity** — ``diffIdentifier``. Two elements with equal identifiers are the *same* element:
///   the diff pairs them and, if their positions differ, reports a move.
/// - **Content** — ``isEqual(toDiffableObject:)``. A pair whose contents differ is reported as an
///   update (with ``ListDiffOption/equality``).
///
/// Most conformances need no code at all:
///
/// ```swift
/// struct Reply: Identifiable, Equatable, ListDiffable {   // identity: id, content: ==
///     let id: UUID
///     var text: String
/// }
/// // String, Substring, Character, Bool, UUID and the integer types are diffable already.
/// ```
///
/// - `Identifiable` types get ``diffIdentifier`` from `id`.
/// - `Hashable` types that are their own identity get ``diffIdentifier`` from `self`.
/// - `Equatable` types get ``isEqual(toDiffableObject:)`` from `==`.
///
/// - Important: an identifier must stay stable while an element is in a list, and content equality
///   must compare *content*: comparing a mutated instance with itself never reports an update
///   (see ``ListDiffOption/pointerPersonality`` for reference types that are replaced, not mutated).
public protocol ListDiffable {
    /// The type of ``diffIdentifier``. It must be `Sendable` so that diff results can cross
    /// concurrency domains with their index look-ups (which read the identifiers of the diffed
    /// arrays' elements, kept by the result instead of copies of their identifiers).
    associatedtype DiffIdentifier: Hashable & Sendable

    /// A value that identifies this element across the old and the new array.
    var diffIdentifier: DiffIdentifier { get }

    /// Whether this element's content equals `object`'s.
    ///
    /// The diff calls it only for two elements with equal identifiers, as
    /// `newElement.isEqual(toDiffableObject: oldElement)`, and only with
    /// ``ListDiffOption/equality``. For reference types, the diff does not call it when both are
    /// the same instance.
    /// - Parameter object: the element with the same identifier in the other array.
    /// - Returns: `false` when `object`'s content differs, which the diff reports as an update.
    func isEqual(toDiffableObject object: Self) -> Bool

    /// `ListDiff(oldArray:newArray:option: .equality)` of two arrays of this type, for code that
    /// meets the type only at run time — a `ListAdapter` handed `[any ListDiffable]` — and reaches
    /// it through the conformance: the conformance's entry is made where the conformance is
    /// declared, with the diff specialized for the type, so such code diffs as fast as code that
    /// knew the type. The package implements it; a conformance never needs to.
    /// - Parameters:
    ///   - findsMoves: `false` leaves the moves out (the result has none), for code that finds them
    ///     on a longer list — the adapter diffing a list that mixes types, one type at a time.
    ///   - oldRepeatsNoIdentifier: the caller knows that no identifier repeats in `old` (the
    ///     adapter's objects, without repeats since the diff that brought them): the result then
    ///     tells whether `new` repeats one without a table of the whole new array. `true` for an
    ///     array with repeats makes that answer wrong (the changes are right either way).
    /// - Complexity: that of ``ListDiff(oldArray:newArray:option:)``.
    static func _specializedListDiff(from old: [Self], to new: [Self], findsMoves: Bool,
                                     oldRepeatsNoIdentifier: Bool) -> ListIndexSetResult

    /// The elements of `objects` — those at `positions`, in that order, or all of them when
    /// `positions` is `nil` — as `Self`s: a `[Self]` (typed `Any` so that a class that is not final
    /// can conform), when every one is exactly a `Self` held in its existential's own storage;
    /// `nil` otherwise (the caller then opens each existential). Made where the conformance is
    /// declared, like ``_specializedListDiff(from:to:findsMoves:oldRepeatsNoIdentifier:)``, so
    /// reading an object costs a comparison of its type and a copy of its value, where code that
    /// meets the type only at run time pays an opened existential and generic copies. The package
    /// implements it; a conformance never needs to.
    /// - Precondition: every position is an index of `objects`.
    /// - Complexity: O(*k*) for the *k* objects read.
    static func _specializedElements(of objects: [any ListDiffable], at positions: [Int32]?) -> Any?
}

extension ListDiffable {
    /// The diff, specialized for `Self` wherever a conformance is declared (see the requirement).
    @inlinable
    public static func _specializedListDiff(from old: [Self], to new: [Self], findsMoves: Bool,
                                            oldRepeatsNoIdentifier: Bool) -> ListIndexSetResult {
        ListDiff(oldArray: old, newArray: new, option: .equality, moveStrategy: findsMoves ? .minimal : .none,
                 oldArrayHasNoDuplicates: oldRepeatsNoIdentifier)
    }
}

extension ListDiffable {
    /// Reads the existentials' containers (see the requirement): an existential of a protocol
    /// that is not class-bound is three words of storage, then its type's metadata, then the
    /// conformance (the Swift ABI's opaque existential container). A value is held in those three
    /// words, at their start, when it fits in them, needs no more than a word's alignment and is
    /// bitwise takable; a class instance is held as its reference. Any other type — or any object
    /// of another type — returns `nil` before a value is read.
    @inlinable
    public static func _specializedElements(of objects: [any ListDiffable], at positions: [Int32]?) -> Any? {
        let word = MemoryLayout<Int>.size
        guard MemoryLayout<any ListDiffable>.size == 5 * word, MemoryLayout<Self>.size <= 3 * word,
              MemoryLayout<Self>.alignment <= word, _isBitwiseTakable(Self.self) else { return nil }
        let metadata = UInt(bitPattern: ObjectIdentifier(Self.self))
        let stride = MemoryLayout<any ListDiffable>.stride
        let listed = positions != nil
        let count = positions?.count ?? objects.count
        return objects.withUnsafeBytes { containers -> [Self]? in
            (positions ?? []).withUnsafeBufferPointer { positions -> [Self]? in
                /// The byte offset of the k-th object read.
                func offset(_ k: Int) -> Int {
                    guard listed else { return k &* stride }
                    let position = Int(positions[k])
                    precondition(position >= 0 && position < objects.count,
                                 "_specializedElements: position \(position) is not an index of the \(objects.count) objects")
                    return position &* stride
                }
                for k in 0..<count where containers.load(fromByteOffset: offset(k) &+ 3 &* word, as: UInt.self) != metadata {
                    return nil
                }
                return [Self](unsafeUninitializedCapacity: count) { buffer, initialized in
                    for k in 0..<count {
                        (buffer.baseAddress.unsafelyUnwrapped + k).initialize(to: containers.load(fromByteOffset: offset(k), as: Self.self))
                    }
                    initialized = count
                }
            }
        }
    }
}

extension ListDiffable where Self: Equatable {
    /// Content equality is `==`.
    @inlinable
    public func isEqual(toDiffableObject object: Self) -> Bool { self == object }
}

extension ListDiffable where Self: Identifiable, Self.ID: Sendable, DiffIdentifier == ID {
    /// The identity is `id`.
    @inlinable
    public var diffIdentifier: ID { id }
}

extension ListDiffable where Self: Hashable & Sendable, DiffIdentifier == Self {
    /// A value that is its own identity: two equal values are the same element.
    @inlinable
    public var diffIdentifier: Self { self }
}

// Values that are their own identity: identity = value, equality = `==`.
extension String: ListDiffable {}
extension Substring: ListDiffable {}
extension Character: ListDiffable {}
extension Bool: ListDiffable {}
extension Int: ListDiffable {}
extension Int8: ListDiffable {}
extension Int16: ListDiffable {}
extension Int32: ListDiffable {}
extension Int64: ListDiffable {}
extension UInt: ListDiffable {}
extension UInt8: ListDiffable {}
extension UInt16: ListDiffable {}
extension UInt32: ListDiffable {}
extension UInt64: ListDiffable {}
extension UUID: ListDiffable {}

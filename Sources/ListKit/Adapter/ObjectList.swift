import Foundation
import ListDiffKit

/// The adapter's objects in the form its diff reads.
///
/// Most data sources return objects of one type: those are kept as a typed array
/// (``TypedObjectList``) and diffed without boxes or existential copies, as fast as a typed
/// ``ListDiff(oldArray:newArray:option:)``. A list that mixes types is kept type-erased
/// (``ErasedObjectList``). Both identify an object by its dynamic type and identifier, so the two
/// forms give the same diff.
protocol ObjectList {
    /// How many objects.
    var count: Int { get }

    /// The objects wrapped, for a diff against a list of another form.
    var erased: [AnyListDiffable] { get }

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
    func newInstanceIndexes(from old: any ObjectList, oldIndexForNewIndex: [Int32]) -> [Int]

    /// This list's diff to `new`, when `new` has this list's form and element type.
    func diff(to new: any ObjectList) -> ListIndexSetResult?

    /// The diff from no objects to this list, in this list's form.
    func diffFromEmpty() -> ListIndexSetResult

    /// The list without the objects whose identity came earlier.
    /// - Returns: the list, the indexes kept, and the identities (`Type(identifier)`) left out.
    func removingDuplicates() -> (list: any ObjectList, kept: [Int], duplicates: [String])

    /// Replaces the object at `index` with `object` of the same identity.
    /// - Returns: the list, in the erased form when `object` does not have the element type.
    func replacing(at index: Int, with object: any ListDiffable) -> any ObjectList

    /// The key that finds `object` in the table of a diff whose new array had this list's form,
    /// or `nil` when no object of this form can have `object`'s identity.
    static func lookupKey(for object: any ListDiffable) -> (any Hashable)?
}

/// Makes the list of `objects`: typed when every object has the same dynamic type.
/// - Complexity: O(*n*), where *n* is the number of objects.
func makeObjectList(_ objects: [any ListDiffable]) -> any ObjectList {
    guard let first = objects.first else { return ErasedObjectList(elements: []) }
    return typedList(first, objects) ?? ErasedObjectList(elements: objects.map { AnyListDiffable($0) })
}

/// The typed list of `objects` when all have `First`'s type (wrappers are kept erased).
///
/// `First` is known only at run time here: the arrays are filled in place (no generic `append`).
private func typedList<First: ListDiffable>(_ first: First, _ objects: [any ListDiffable]) -> (any ObjectList)? {
    guard First.self != AnyListDiffable.self else { return nil }
    var allHaveFirstType = true
    var elements: [First] = []
    // One pass: each element is read (and, for a class, retained) once.
    let identifiers = [First.DiffIdentifier](unsafeUninitializedCapacity: objects.count) { identifiers, identifierCount in
        elements = [First](unsafeUninitializedCapacity: objects.count) { buffer, count in
            for object in objects {
                guard let element = cast(object, to: First.self) else {
                    allHaveFirstType = false
                    return
                }
                (identifiers.baseAddress! + count).initialize(to: element.diffIdentifier)
                (buffer.baseAddress! + count).initialize(to: element)
                count += 1
            }
        }
        identifierCount = elements.count
    }
    guard allHaveFirstType else { return nil }
    return TypedObjectList(elements: elements, identifiers: identifiers)
}

/// `object` as a `T`, when its dynamic type is exactly `T`. Compares metatypes: cheaper than `as?`.
func cast<T: ListDiffable>(_ object: any ListDiffable, to type: T.Type) -> T? {
    opened(object, as: type)
}

private func opened<Object: ListDiffable, T: ListDiffable>(_ object: Object, as type: T.Type) -> T? {
    Object.self == T.self ? unsafeBitCast(object, to: T.self) : nil
}

/// The diff of two lists of any form: typed when both hold one type (or the old list is empty),
/// type-erased otherwise.
/// - Returns: the diff, and the form whose ``ObjectList/lookupKey(for:)`` finds objects in its table.
func diffObjectLists(_ old: any ObjectList, _ new: any ObjectList) -> (ListIndexSetResult, keys: any ObjectList.Type) {
    if let typed = old.diff(to: new) { return (typed, type(of: new)) }
    if old.count == 0 { return (new.diffFromEmpty(), type(of: new)) }
    return (ListDiff(oldArray: old.erased, newArray: new.erased, option: .equality), ErasedObjectList.self)
}

/// Objects that all have the type `Element`.
struct TypedObjectList<Element: ListDiffable>: ObjectList {
    var elements: [Element]
    /// Each element's identifier, read once (the next slot diff starts from them); `nil` when the
    /// list has a ``differ`` and nothing needed them.
    var identifiers: [Element.DiffIdentifier]?
    /// `ListDiff` on two arrays of `Element`, specialized where `Element` was known at compile time
    /// (made by ``ListObjects``' typed initializer); `nil` for a list made from existentials.
    var differ: (([Element], [Element]) -> ListIndexSetResult)?

    init(elements: [Element], identifiers: [Element.DiffIdentifier]?,
         differ: (([Element], [Element]) -> ListIndexSetResult)? = nil) {
        self.elements = elements
        self.identifiers = identifiers
        self.differ = differ
    }

    init(elements: [Element]) {
        self.init(elements: elements, identifiers: elements.map { $0.diffIdentifier })
    }

    var count: Int { elements.count }

    var erased: [AnyListDiffable] { elements.map { AnyListDiffable($0) } }

    var existentials: [any ListDiffable] { elements.map { $0 } }

    func object(at index: Int) -> any ListDiffable { elements[index] }

    var holdsInstances: Bool { Element.self is AnyObject.Type }

    func instance(at index: Int) -> ObjectIdentifier? {
        Element.self is AnyObject.Type ? unsafeBitCast(instanceAddress(elements, at: index), to: ObjectIdentifier.self) : nil
    }

    func newInstanceIndexes(from old: any ObjectList, oldIndexForNewIndex: [Int32]) -> [Int] {
        guard Element.self is AnyObject.Type else { return [] }
        guard let old = old as? Self else {
            return genericNewInstanceIndexes(self, from: old, oldIndexForNewIndex: oldIndexForNewIndex)
        }
        // One class type on both sides: each element is one reference, compared as a word (without
        // retaining it: weakly referenced instances retain on a slow path).
        var indexes: [Int] = []
        elements.withUnsafeBytes { new in
            old.elements.withUnsafeBytes { old in
                let newWords = new.bindMemory(to: UInt.self)
                let oldWords = old.bindMemory(to: UInt.self)
                oldIndexForNewIndex.withUnsafeBufferPointer { newToOld in
                    for index in newToOld.indices {
                        let oldIndex = Int(newToOld[index])
                        if oldIndex >= 0 && newWords[index] != oldWords[oldIndex] { indexes.append(index) }
                    }
                }
            }
        }
        return indexes
    }

    func diff(to new: any ObjectList) -> ListIndexSetResult? {
        guard let new = new as? Self else { return nil }
        return Self.diff(self, new)
    }

    func diffFromEmpty() -> ListIndexSetResult {
        Self.diff(TypedObjectList(elements: [], identifiers: [], differ: differ), self)
    }

    /// The diff of two lists of `Element`: with a list's ``differ`` (the typed `ListDiff`,
    /// specialized) when it has one. Otherwise `Element` is known only at run time here, so a plain
    /// `ListDiff` would run unspecialized (about 4× slower); for the common identifier types the
    /// diff runs instead on slots of identifiers, specialized at compile time, which compare
    /// content through the arrays. The result is the same.
    static func diff(_ old: Self, _ new: Self) -> ListIndexSetResult {
        if let differ = new.differ ?? old.differ { return differ(old.elements, new.elements) }
        let identifierType = Element.DiffIdentifier.self
        guard identifierType == Int.self || identifierType == ObjectIdentifier.self || identifierType == String.self
                || identifierType == UUID.self else {
            return ListDiff(oldArray: old.elements, newArray: new.elements, option: .equality)
        }
        let oldIdentifiers = old.identifiers ?? old.elements.map { $0.diffIdentifier }
        let newIdentifiers = new.identifiers ?? new.elements.map { $0.diffIdentifier }
        let oldBox = ElementBox(old.elements)
        let newBox = ElementBox(new.elements)
        // Casts between arrays of one type: the identifier type is the one just compared.
        if identifierType == Int.self {
            return slotDiff(unsafeBitCast(oldIdentifiers, to: [Int].self), oldBox,
                            unsafeBitCast(newIdentifiers, to: [Int].self), newBox)
        }
        if identifierType == ObjectIdentifier.self {
            return slotDiff(unsafeBitCast(oldIdentifiers, to: [ObjectIdentifier].self), oldBox,
                            unsafeBitCast(newIdentifiers, to: [ObjectIdentifier].self), newBox)
        }
        if identifierType == String.self {
            return slotDiff(unsafeBitCast(oldIdentifiers, to: [String].self), oldBox,
                            unsafeBitCast(newIdentifiers, to: [String].self), newBox)
        }
        return slotDiff(unsafeBitCast(oldIdentifiers, to: [UUID].self), oldBox,
                        unsafeBitCast(newIdentifiers, to: [UUID].self), newBox)
    }

    func removingDuplicates() -> (list: any ObjectList, kept: [Int], duplicates: [String]) {
        let identifiers = identifiers ?? elements.map { $0.diffIdentifier }
        var seen = Set<Element.DiffIdentifier>(minimumCapacity: elements.count)
        var kept: [Int] = []
        var duplicates: [String] = []
        for (index, element) in elements.enumerated() {
            if seen.insert(identifiers[index]).inserted {
                kept.append(index)
            } else {
                duplicates.append(AnyDiffIdentifier(element).description)
            }
        }
        return (TypedObjectList(elements: kept.map { elements[$0] }, identifiers: kept.map { identifiers[$0] },
                                differ: differ),
                kept, duplicates)
    }

    func replacing(at index: Int, with object: any ListDiffable) -> any ObjectList {
        guard let element = cast(object, to: Element.self) else {
            var erased = erased
            erased[index] = AnyListDiffable(object)
            return ErasedObjectList(elements: erased)
        }
        var copy = self
        copy.elements[index] = element
        copy.identifiers?[index] = element.diffIdentifier
        return copy
    }

    static func lookupKey(for object: any ListDiffable) -> (any Hashable)? {
        cast(object, to: Element.self)?.diffIdentifier
    }
}

/// ``ObjectList/newInstanceIndexes(from:oldIndexForNewIndex:)`` one object at a time.
func genericNewInstanceIndexes(_ new: any ObjectList, from old: any ObjectList, oldIndexForNewIndex: [Int32]) -> [Int] {
    guard new.holdsInstances else { return [] }
    var indexes: [Int] = []
    for (index, oldIndex) in oldIndexForNewIndex.enumerated() where oldIndex >= 0 {
        if let instance = new.instance(at: index), instance != old.instance(at: Int(oldIndex)) { indexes.append(index) }
    }
    return indexes
}

/// Objects of several types, wrapped.
struct ErasedObjectList: ObjectList {
    var elements: [AnyListDiffable]

    var count: Int { elements.count }

    var erased: [AnyListDiffable] { elements }

    var existentials: [any ListDiffable] { elements.map { $0.base } }

    func object(at index: Int) -> any ListDiffable { elements[index].base }

    var holdsInstances: Bool { true }

    func instance(at index: Int) -> ObjectIdentifier? { elements[index].instance }

    func newInstanceIndexes(from old: any ObjectList, oldIndexForNewIndex: [Int32]) -> [Int] {
        genericNewInstanceIndexes(self, from: old, oldIndexForNewIndex: oldIndexForNewIndex)
    }

    func diff(to new: any ObjectList) -> ListIndexSetResult? {
        guard let new = new as? Self else { return nil }
        return ListDiff(oldArray: elements, newArray: new.elements, option: .equality)
    }

    func diffFromEmpty() -> ListIndexSetResult {
        ListDiff(oldArray: [], newArray: elements, option: .equality)
    }

    func removingDuplicates() -> (list: any ObjectList, kept: [Int], duplicates: [String]) {
        var seen = Set<AnyDiffIdentifier>(minimumCapacity: elements.count)
        var kept: [Int] = []
        var duplicates: [String] = []
        for (index, element) in elements.enumerated() {
            if seen.insert(element.diffIdentifier).inserted {
                kept.append(index)
            } else {
                duplicates.append(element.diffIdentifier.description)
            }
        }
        return (ErasedObjectList(elements: kept.map { elements[$0] }), kept, duplicates)
    }

    func replacing(at index: Int, with object: any ListDiffable) -> any ObjectList {
        var copy = self
        copy.elements[index] = AnyListDiffable(object)
        return copy
    }

    static func lookupKey(for object: any ListDiffable) -> (any Hashable)? {
        AnyDiffIdentifier(object)
    }
}

/// The diff of two arrays whose identifiers are `oldIdentifiers` and `newIdentifiers` and whose
/// content `oldElements` and `newElements` compare; generic in the identifier type only, so that
/// each call with a concrete one is specialized.
private func slotDiff<Identifier: Hashable & Sendable>(
    _ oldIdentifiers: [Identifier], _ oldElements: ElementComparer,
    _ newIdentifiers: [Identifier], _ newElements: ElementComparer
) -> ListIndexSetResult {
    // The slots refer to their comparers unowned(unsafe): both live until the diff returns.
    withExtendedLifetime((oldElements, newElements)) {
        var oldSlots: [DiffSlot<Identifier>] = []
        oldSlots.reserveCapacity(oldIdentifiers.count)
        for index in oldIdentifiers.indices {
            oldSlots.append(DiffSlot(diffIdentifier: oldIdentifiers[index], index: index, comparer: oldElements))
        }
        var newSlots: [DiffSlot<Identifier>] = []
        newSlots.reserveCapacity(newIdentifiers.count)
        for index in newIdentifiers.indices {
            newSlots.append(DiffSlot(diffIdentifier: newIdentifiers[index], index: index, comparer: newElements))
        }
        return ListDiff(oldArray: oldSlots, newArray: newSlots, option: .equality, moveStrategy: .minimal)
    }
}

/// An array's elements, compared by index: what a ``DiffSlot`` reads content through.
class ElementComparer {
    /// Whether element `index` of this array has the content of element `otherIndex` of `other`,
    /// an array of the same element type.
    func isEqual(_ index: Int, to other: Unmanaged<ElementComparer>, at otherIndex: Int) -> Bool {
        preconditionFailure("ElementComparer is abstract")
    }
}

/// The elements of one side of a diff, boxed so that slots can reach them.
final class ElementBox<Element: ListDiffable>: ElementComparer {
    let elements: [Element]
    /// The first element of `elements`, read in place (the array is never mutated while the box
    /// lives): `Element` is known only at run time, and the array's subscript would copy.
    let base: UnsafePointer<Element>?
    /// Whether `Element` is a class (one instance is then equal to itself without asking it).
    let isReference = Element.self is AnyObject.Type

    init(_ elements: [Element]) {
        self.elements = elements
        base = elements.withUnsafeBufferPointer { $0.baseAddress }
    }

    override func isEqual(_ index: Int, to other: Unmanaged<ElementComparer>, at otherIndex: Int) -> Bool {
        // Slots only exist for indexes of non-empty arrays: both bases are set.
        let mine = base.unsafelyUnwrapped + index
        let theirs = other._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ElementBox<Element>.self).base.unsafelyUnwrapped }
            + otherIndex
        // As the diff does: one instance is never compared with itself (checked without retaining
        // either: weakly referenced instances retain on a slow path).
        if isReference,
           UnsafeRawPointer(mine).load(as: UInt.self) == UnsafeRawPointer(theirs).load(as: UInt.self) {
            return true
        }
        return mine.pointee.isEqual(toDiffableObject: theirs.pointee)
    }
}

/// An element in the diff's eyes: its identifier, and where to find its content.
struct DiffSlot<Identifier: Hashable & Sendable>: ListDiffable {
    let diffIdentifier: Identifier
    let index: Int
    /// Not retained (nor retained to be called, as an `unowned(unsafe)` reference would be): the
    /// diff keeps the comparers alive.
    let comparer: Unmanaged<ElementComparer>

    init(diffIdentifier: Identifier, index: Int, comparer: ElementComparer) {
        self.diffIdentifier = diffIdentifier
        self.index = index
        self.comparer = Unmanaged.passUnretained(comparer)
    }

    func isEqual(toDiffableObject object: DiffSlot) -> Bool {
        comparer._withUnsafeGuaranteedRef { $0.isEqual(index, to: object.comparer, at: object.index) }
    }
}

/// The address of the class instance at `index` of `elements`, read without retaining it.
/// `Element` must be a class: its values are single references.
private func instanceAddress<Element>(_ elements: [Element], at index: Int) -> UInt {
    assert(Element.self is AnyObject.Type, "only class instances have an address")
    return elements.withUnsafeBufferPointer { buffer in
        UnsafeRawPointer(buffer.baseAddress! + index).load(as: UInt.self)
    }
}

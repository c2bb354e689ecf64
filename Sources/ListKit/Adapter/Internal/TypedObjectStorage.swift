import Foundation
import ListDiffKit

/// Objects that all have the type `Element`.
struct TypedObjectStorage<Element: ListDiffable>: DiffableObjectStorage {
    var elements: [Element]
    /// Each element's identifier, read once (the next slot diff starts from them); `nil` when the
    /// list has a ``differ`` and nothing needed them.
    var identifiers: [Element.DiffIdentifier]?
    /// `ListDiff` on two arrays of `Element`, specialized where `Element` was known at compile time
    /// (made by ``ListObjects``' typed initializer, or the conformance's
    /// ``ListDiffable/_specializedListDiff(from:to:findsMoves:oldRepeatsNoIdentifier:)``): given
    /// whether to find the moves and whether the old array repeats no identifier. `nil` for a list
    /// made here without one.
    var differ: Differ?
    /// Whether no identifier repeats in the list (known after a diff that found none in it, as its
    /// new array): its diffs to another list then tell whether that one repeats an identifier
    /// without a table of it.
    var repeatsNoIdentifier = false

    typealias Differ = (_ old: [Element], _ new: [Element], _ findsMoves: Bool, _ oldRepeatsNoIdentifier: Bool) -> ListIndexSetResult

    init(elements: [Element], identifiers: [Element.DiffIdentifier]?, differ: Differ? = nil) {
        self.elements = elements
        self.identifiers = identifiers
        self.differ = differ
    }

    /// The conformance's diff, for a list whose type is known only at run time: specialized where
    /// the conformance was declared — unless `Element` is a generic type (its conformance is declared
    /// for all its arguments, so its entries run unspecialized, 8× slower): `nil` then, and the
    /// list is diffed on slots of its identifiers (see ``diff(_:_:findsMoves:)``).
    static var runTimeDiffer: Differ? {
        guard !isGenericType else { return nil }
        return { Element._specializedListDiff(from: $0, to: $1, findsMoves: $2, oldRepeatsNoIdentifier: $3) }
    }

    /// Whether `Element` is an instance of a generic type (or nested in one).
    static var isGenericType: Bool { _typeName(Element.self, qualified: true).contains("<") }

    /// A list of objects read from existentials: diffed by ``runTimeDiffer``, or on slots of their
    /// identifiers (read once, here) for a generic type.
    static func fromExistentials(_ elements: [Element]) -> Self {
        guard let differ = runTimeDiffer else {
            return TypedObjectStorage(elements: elements, identifiers: elements.map { $0.diffIdentifier })
        }
        return TypedObjectStorage(elements: elements, identifiers: nil, differ: differ)
    }

    init(elements: [Element]) {
        self.init(elements: elements, identifiers: elements.map { $0.diffIdentifier })
    }

    var count: Int { elements.count }

    var erased: [AnyListDiffable] { elements.map { AnyListDiffable($0) } }

    var elementType: ObjectIdentifier? { ObjectIdentifier(Element.self) }

    var existentials: [any ListDiffable] { elements.map { $0 } }

    func object(at index: Int) -> any ListDiffable { elements[index] }

    var holdsInstances: Bool { Element.self is AnyObject.Type }

    func instance(at index: Int) -> ObjectIdentifier? {
        Element.self is AnyObject.Type ? unsafeBitCast(instanceAddress(elements, at: index), to: ObjectIdentifier.self) : nil
    }

    func newInstanceIndexes(from old: any DiffableObjectStorage, oldIndexForNewIndex: [Int32]) -> [Int] {
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

    func diff(to new: any DiffableObjectStorage) -> ListIndexSetResult? {
        guard let new = new as? Self else { return nil }
        return Self.diff(self, new)
    }

    func pairs(to new: any DiffableObjectStorage) -> ListIndexSetResult? {
        guard let new = new as? Self else { return nil }
        return Self.diff(self, new, findsMoves: false)
    }

    func diffFromEmpty() -> ListIndexSetResult {
        var empty = TypedObjectStorage(elements: [], identifiers: [], differ: differ)
        empty.repeatsNoIdentifier = true
        return Self.diff(empty, self)
    }

    func diffToEmpty() -> ListIndexSetResult {
        Self.diff(self, TypedObjectStorage(elements: [], identifiers: [], differ: differ))
    }

    mutating func markRepeatingNoIdentifier() { repeatsNoIdentifier = true }

    /// The diff of two lists of `Element`: with a list's ``differ`` (the typed `ListDiff`,
    /// specialized) when it has one. Otherwise `Element` is known only at run time here, so a plain
    /// `ListDiff` would run unspecialized (4–8× slower); for the common identifier types the diff
    /// runs instead on slots of identifiers, specialized at compile time, which compare content
    /// through the arrays. The result is the same.
    static func diff(_ old: Self, _ new: Self, findsMoves: Bool = true) -> ListIndexSetResult {
        if let differ = new.differ ?? old.differ {
            return differ(old.elements, new.elements, findsMoves, old.repeatsNoIdentifier)
        }
        let identifierType = Element.DiffIdentifier.self
        guard identifierType == Int.self || identifierType == ObjectIdentifier.self || identifierType == String.self
                || identifierType == UUID.self else {
            return ListDiff(oldArray: old.elements, newArray: new.elements, option: .equality,
                            moveStrategy: findsMoves ? .minimal : .none, oldArrayHasNoDuplicates: old.repeatsNoIdentifier)
        }
        let flags = SlotDiffFlags(findsMoves: findsMoves, oldRepeatsNoIdentifier: old.repeatsNoIdentifier)
        let oldIdentifiers = old.identifiers ?? old.elements.map { $0.diffIdentifier }
        let newIdentifiers = new.identifiers ?? new.elements.map { $0.diffIdentifier }
        let oldBox = ElementBox(old.elements)
        let newBox = ElementBox(new.elements)
        // Casts between arrays of one type: the identifier type is the one just compared.
        if identifierType == Int.self {
            return slotDiff(unsafeBitCast(oldIdentifiers, to: [Int].self), oldBox,
                            unsafeBitCast(newIdentifiers, to: [Int].self), newBox, flags)
        }
        if identifierType == ObjectIdentifier.self {
            return slotDiff(unsafeBitCast(oldIdentifiers, to: [ObjectIdentifier].self), oldBox,
                            unsafeBitCast(newIdentifiers, to: [ObjectIdentifier].self), newBox, flags)
        }
        if identifierType == String.self {
            return slotDiff(unsafeBitCast(oldIdentifiers, to: [String].self), oldBox,
                            unsafeBitCast(newIdentifiers, to: [String].self), newBox, flags)
        }
        return slotDiff(unsafeBitCast(oldIdentifiers, to: [UUID].self), oldBox,
                        unsafeBitCast(newIdentifiers, to: [UUID].self), newBox, flags)
    }

    func removingDuplicates() -> (storage: any DiffableObjectStorage, kept: [Int], duplicates: [String]) {
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
        return (TypedObjectStorage(elements: kept.map { elements[$0] }, identifiers: kept.map { identifiers[$0] },
                                differ: differ),
                kept, duplicates)
    }

    func replacing(at index: Int, with object: any ListDiffable) -> any DiffableObjectStorage {
        guard let element = cast(object, to: Element.self) else {
            var erased = erased
            erased[index] = AnyListDiffable(object)
            return ErasedObjectStorage(elements: erased)
        }
        var copy = self
        copy.elements[index] = element
        copy.identifiers?[index] = element.diffIdentifier
        return copy
    }

    mutating func apply(_ edit: ListObjectsEdit) -> Bool {
        switch edit {
        case .insert(let objects, let index):
            // The objects inserted may repeat an identifier.
            repeatsNoIdentifier = false
            var inserted: [Element] = []
            inserted.reserveCapacity(objects.count)
            for object in objects {
                guard let element = cast(object, to: Element.self) else { return false }
                inserted.append(element)
            }
            elements.insert(contentsOf: inserted, at: index)
            identifiers?.insert(contentsOf: inserted.map { $0.diffIdentifier }, at: index)
        case .delete(let range):
            elements.removeSubrange(range)
            identifiers?.removeSubrange(range)
        case .move(let range, let target):
            elements.moveSubrange(range, to: target)
            identifiers?.moveSubrange(range, to: target)
        }
        return true
    }

    static func lookupKey(for object: any ListDiffable) -> (any Hashable)? {
        cast(object, to: Element.self)?.diffIdentifier
    }
}

/// The diff of two arrays whose identifiers are `oldIdentifiers` and `newIdentifiers` and whose
/// content `oldElements` and `newElements` compare; generic in the identifier type only, so that
/// each call with a concrete one is specialized.
private func slotDiff<Identifier: Hashable & Sendable>(
    _ oldIdentifiers: [Identifier], _ oldElements: ElementComparer,
    _ newIdentifiers: [Identifier], _ newElements: ElementComparer, _ flags: SlotDiffFlags
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
        return ListDiff(oldArray: oldSlots, newArray: newSlots, option: .equality,
                        moveStrategy: flags.findsMoves ? .minimal : .none,
                        oldArrayHasNoDuplicates: flags.oldRepeatsNoIdentifier)
    }
}

/// What a slot diff is told: whether to find the moves, and whether the old list repeats no
/// identifier (see ``ListDiffable/_specializedListDiff(from:to:findsMoves:oldRepeatsNoIdentifier:)``).
private struct SlotDiffFlags {
    let findsMoves: Bool
    let oldRepeatsNoIdentifier: Bool
}

/// The address of the class instance at `index` of `elements`, read without retaining it.
/// `Element` must be a class: its values are single references.
private func instanceAddress<Element>(_ elements: [Element], at index: Int) -> UInt {
    assert(Element.self is AnyObject.Type, "only class instances have an address")
    return elements.withUnsafeBufferPointer { buffer in
        UnsafeRawPointer(buffer.baseAddress! + index).load(as: UInt.self)
    }
}

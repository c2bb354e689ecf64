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

    /// The class instance at `index`, or `nil` for a value.
    func instance(at index: Int) -> ObjectIdentifier?

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
private func typedList<First: ListDiffable>(_ first: First, _ objects: [any ListDiffable]) -> (any ObjectList)? {
    guard First.self != AnyListDiffable.self else { return nil }
    var elements: [First] = []
    elements.reserveCapacity(objects.count)
    for object in objects {
        guard let element = cast(object, to: First.self) else { return nil }
        elements.append(element)
    }
    return TypedObjectList(elements: elements)
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

/// Objects that all have the dynamic type `Element`.
struct TypedObjectList<Element: ListDiffable>: ObjectList {
    var elements: [Element]

    var count: Int { elements.count }

    var erased: [AnyListDiffable] { elements.map { AnyListDiffable($0) } }

    func instance(at index: Int) -> ObjectIdentifier? {
        Element.self is AnyObject.Type ? ObjectIdentifier(unsafeBitCast(elements[index], to: AnyObject.self)) : nil
    }

    func diff(to new: any ObjectList) -> ListIndexSetResult? {
        guard let new = new as? Self else { return nil }
        return ListDiff(oldArray: elements, newArray: new.elements, option: .equality)
    }

    func diffFromEmpty() -> ListIndexSetResult {
        ListDiff(oldArray: [], newArray: elements, option: .equality)
    }

    func removingDuplicates() -> (list: any ObjectList, kept: [Int], duplicates: [String]) {
        var seen = Set<Element.DiffIdentifier>(minimumCapacity: elements.count)
        var kept: [Int] = []
        var duplicates: [String] = []
        for (index, element) in elements.enumerated() {
            if seen.insert(element.diffIdentifier).inserted {
                kept.append(index)
            } else {
                duplicates.append(AnyDiffIdentifier(element).description)
            }
        }
        return (TypedObjectList(elements: kept.map { elements[$0] }), kept, duplicates)
    }

    func replacing(at index: Int, with object: any ListDiffable) -> any ObjectList {
        guard let element = cast(object, to: Element.self) else {
            var erased = erased
            erased[index] = AnyListDiffable(object)
            return ErasedObjectList(elements: erased)
        }
        var copy = self
        copy.elements[index] = element
        return copy
    }

    static func lookupKey(for object: any ListDiffable) -> (any Hashable)? {
        cast(object, to: Element.self)?.diffIdentifier
    }
}

/// Objects of several types, wrapped.
struct ErasedObjectList: ObjectList {
    var elements: [AnyListDiffable]

    var count: Int { elements.count }

    var erased: [AnyListDiffable] { elements }

    func instance(at index: Int) -> ObjectIdentifier? { elements[index].instance }

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

import ListDiffKit

/// Objects of several types — a feed of posts, ads and headers — kept as one typed list per type
/// (a part) with the places of its objects in the list.
///
/// The diff runs per type, typed and specialized where the type's conformance was declared, without
/// moves (``ListDiffable/_specializedListDiff(from:to:findsMoves:oldRepeatsNoIdentifier:)``), then
/// puts the parts back in order in one pass that finds the moves on the whole list
/// (`ListDiffOfParts`): no object is boxed, hashed through an existential or compared through a
/// cast, and the result is the one ``ErasedObjectStorage`` gives — an object's identity is the type
/// its existential holds it as, and its identifier.
struct MixedObjectStorage: DiffableObjectStorage {
    /// The objects of one type (the type their existentials hold them as).
    struct Part {
        /// The type.
        let type: ObjectIdentifier
        /// The objects, in list order: a ``TypedObjectStorage`` of the type.
        var storage: any DiffableObjectStorage
        /// The index in the list of each of the part's objects, ascending.
        var positions: [Int32]
    }

    /// The parts, in order of each type's first object.
    private(set) var parts: [Part]
    /// The number of objects.
    let count: Int

    /// `objects`, one part per dynamic type, or `nil` when an object is an ``AnyListDiffable``
    /// (wrapped objects are kept erased).
    /// - Complexity: O(*n*) for *n* objects: where the type changes from one object to the next, a
    ///   comparison per type known so far while there are a few, a hash look-up past them.
    init?(_ objects: [any ListDiffable]) {
        let count = objects.count
        guard count < Int(Int32.max) else { return nil }
        // Each object's part, and how many objects each part has.
        var types: [ObjectIdentifier] = []
        var partsByType: [ObjectIdentifier: Int] = [:]
        var sizes: [Int] = []
        /// The part of `type`, if it has one.
        func knownPart(_ type: ObjectIdentifier) -> Int? {
            types.count <= 8 ? types.firstIndex(of: type) : partsByType[type]
        }
        let partOf = [Int32](unsafeUninitializedCapacity: count) { partOf, initialized in
            var lastType: ObjectIdentifier?
            var part: Int32 = 0
            var run = 0
            forEachType(of: objects) { index, type in
                if type != lastType {
                    if lastType != nil { sizes[Int(part)] += run }
                    run = 0
                    if let known = knownPart(type) {
                        part = Int32(truncatingIfNeeded: known)
                    } else {
                        partsByType[type] = types.count
                        types.append(type)
                        sizes.append(0)
                        part = Int32(truncatingIfNeeded: types.count - 1)
                    }
                    lastType = type
                }
                partOf[index] = part
                run += 1
            }
            if lastType != nil { sizes[Int(part)] += run }
            initialized = count
        }
        guard !types.contains(ObjectIdentifier(AnyListDiffable.self)) else { return nil }
        var parts: [Part] = []
        parts.reserveCapacity(types.count)
        for (part, positions) in Self.positions(partOf: partOf, sizes: sizes).enumerated() {
            let first: any ListDiffable = objects[Int(positions[0])]
            parts.append(Part(type: types[part], storage: typedPart(first, objects, positions: positions),
                              positions: positions))
        }
        self.parts = parts
        self.count = count
    }

    /// The indexes of each part's objects, ascending, from each object's part (`partOf`) and the
    /// parts' sizes: a pass per part that writes every index and keeps those of the part (no
    /// branch), for a few parts; a counting sort for more.
    private static func positions(partOf: [Int32], sizes: [Int]) -> [[Int32]] {
        let count = partOf.count
        if sizes.count <= 4 {
            return partOf.withUnsafeBufferPointer { partOf in
                sizes.enumerated().map { part, size in
                    let part = Int32(truncatingIfNeeded: part)
                    return [Int32](unsafeUninitializedCapacity: size + 1) { positions, initialized in
                        var kept = 0
                        for index in 0..<count {
                            positions[kept] = Int32(truncatingIfNeeded: index)
                            kept &+= partOf[index] == part ? 1 : 0
                        }
                        initialized = kept
                    }
                }
            }
        }
        var starts: [Int] = []
        starts.reserveCapacity(sizes.count + 1)
        var total = 0
        for size in sizes {
            starts.append(total)
            total += size
        }
        starts.append(total)
        var next = starts
        let sorted = [Int32](unsafeUninitializedCapacity: count) { sorted, initialized in
            partOf.withUnsafeBufferPointer { partOf in
                next.withUnsafeMutableBufferPointer { next in
                    for index in 0..<count {
                        let part = Int(partOf[index])
                        sorted[next[part]] = Int32(truncatingIfNeeded: index)
                        next[part] += 1
                    }
                }
            }
            initialized = count
        }
        return sizes.indices.map { Array(sorted[starts[$0]..<starts[$0 + 1]]) }
    }

    /// `storage` as parts: itself when it is one, one part when it holds one type, none when it is
    /// empty; `nil` for objects in the erased form.
    init?(_ storage: any DiffableObjectStorage) {
        if let mixed = storage as? MixedObjectStorage {
            self = mixed
            return
        }
        count = storage.count
        if storage.count == 0 {
            parts = []
            return
        }
        guard let type = storage.elementType, storage.count < Int(Int32.max) else { return nil }
        parts = [Part(type: type, storage: storage, positions: Array(0..<Int32(truncatingIfNeeded: storage.count)))]
    }

    var elementType: ObjectIdentifier? { parts.count == 1 ? parts[0].type : nil }

    var erased: [AnyListDiffable] { existentials.map { AnyListDiffable($0) } }

    var existentials: [any ListDiffable] {
        var objects = [(any ListDiffable)?](repeating: nil, count: count)
        for part in parts {
            for (local, position) in part.positions.enumerated() { objects[Int(position)] = part.storage.object(at: local) }
        }
        return objects.map { $0! }
    }

    /// The part of the object at `index`, and its index in the part. O(*t* log *n*) for *t* parts.
    private func place(of index: Int) -> (part: Int, index: Int) {
        precondition(index >= 0 && index < count, "index \(index) out of 0..<\(count)")
        for (partIndex, part) in parts.enumerated() {
            let local = part.positions.countBelow(Int32(truncatingIfNeeded: index))
            if local < part.positions.count && Int(part.positions[local]) == index { return (partIndex, local) }
        }
        preconditionFailure("MixedObjectStorage: no part holds index \(index)")
    }

    /// O(*t* log *n*) for *t* parts.
    func object(at index: Int) -> any ListDiffable {
        let place = place(of: index)
        return parts[place.part].storage.object(at: place.index)
    }

    var holdsInstances: Bool { parts.contains { $0.storage.holdsInstances } }

    func instance(at index: Int) -> ObjectIdentifier? {
        let place = place(of: index)
        return parts[place.part].storage.instance(at: place.index)
    }

    /// Per part: the part's new objects that are other instances than their old partners, found by
    /// the part's own (typed) comparison.
    func newInstanceIndexes(from old: any DiffableObjectStorage, oldIndexForNewIndex: [Int32]) -> [Int] {
        guard holdsInstances else { return [] }
        guard let old = MixedObjectStorage(old) else {
            return genericNewInstanceIndexes(self, from: old, oldIndexForNewIndex: oldIndexForNewIndex)
        }
        // Each old object's index in its part.
        var oldLocal = [Int32](repeating: -1, count: old.count)
        for oldPart in old.parts {
            for (local, position) in oldPart.positions.enumerated() { oldLocal[Int(position)] = Int32(truncatingIfNeeded: local) }
        }
        var indexes: [Int] = []
        for part in parts where part.storage.holdsInstances {
            // The part's pairs, as indexes in the part and in the old list's part of the same type.
            guard let oldPart = old.parts.first(where: { $0.type == part.type }) else { continue }
            let localOldForNew = part.positions.map { position -> Int32 in
                let oldIndex = Int(oldIndexForNewIndex[Int(position)])
                return oldIndex < 0 ? -1 : oldLocal[oldIndex]
            }
            indexes += part.storage.newInstanceIndexes(from: oldPart.storage, oldIndexForNewIndex: localOldForNew)
                .map { Int(part.positions[$0]) }
        }
        return indexes.sorted()
    }

    func diff(to new: any DiffableObjectStorage) -> ListIndexSetResult? {
        guard let new = MixedObjectStorage(new) else { return nil }
        var diffParts: [ListDiffPart] = []
        diffParts.reserveCapacity(parts.count + new.parts.count)
        for part in new.parts {
            if let oldPart = parts.first(where: { $0.type == part.type }) {
                // Without moves: they are found on the whole list.
                guard let result = oldPart.storage.pairs(to: part.storage) else { return nil }
                diffParts.append(ListDiffPart(key: part.type, result: result, oldPositions: oldPart.positions,
                                              newPositions: part.positions))
            } else {
                diffParts.append(ListDiffPart(key: part.type, result: part.storage.diffFromEmpty(), oldPositions: [],
                                              newPositions: part.positions))
            }
        }
        for part in parts where !new.parts.contains(where: { $0.type == part.type }) {
            diffParts.append(ListDiffPart(key: part.type, result: part.storage.diffToEmpty(), oldPositions: part.positions,
                                          newPositions: []))
        }
        return ListDiffOfParts(oldCount: count, newCount: new.count, parts: diffParts)
    }

    func pairs(to new: any DiffableObjectStorage) -> ListIndexSetResult? { diff(to: new) }

    mutating func markRepeatingNoIdentifier() {
        for index in parts.indices { parts[index].storage.markRepeatingNoIdentifier() }
    }

    func diffFromEmpty() -> ListIndexSetResult {
        ListDiffOfParts(oldCount: 0, newCount: count, parts: parts.map {
            ListDiffPart(key: $0.type, result: $0.storage.diffFromEmpty(), oldPositions: [], newPositions: $0.positions)
        })
    }

    func diffToEmpty() -> ListIndexSetResult {
        ListDiffOfParts(oldCount: count, newCount: 0, parts: parts.map {
            ListDiffPart(key: $0.type, result: $0.storage.diffToEmpty(), oldPositions: $0.positions, newPositions: [])
        })
    }

    /// Repeats are found per part (objects of different types never repeat each other).
    func removingDuplicates() -> (storage: any DiffableObjectStorage, kept: [Int], duplicates: [String]) {
        var kept: [Int] = []
        var duplicates: [(index: Int, identity: String)] = []
        for part in parts {
            let (_, partKept, partDuplicates) = part.storage.removingDuplicates()
            kept += partKept.map { Int(part.positions[$0]) }
            // The part's repeats, in its order: the indexes it left out.
            var next = 0
            var repeats = partDuplicates.makeIterator()
            for local in part.positions.indices {
                if next < partKept.count && partKept[next] == local {
                    next += 1
                } else if let identity = repeats.next() {
                    duplicates.append((Int(part.positions[local]), identity))
                }
            }
        }
        kept.sort()
        duplicates.sort { $0.index < $1.index }
        let storage = MixedObjectStorage(kept.map(object(at:))).map { $0 as any DiffableObjectStorage }
            ?? ErasedObjectStorage(elements: kept.map { AnyListDiffable(object(at: $0)) })
        return (storage, kept, duplicates.map(\.identity))
    }

    func replacing(at index: Int, with object: any ListDiffable) -> any DiffableObjectStorage {
        let place = place(of: index)
        let part = parts[place.part]
        let replaced = part.storage.replacing(at: place.index, with: object)
        if replaced.elementType == part.type {
            var copy = self
            copy.parts[place.part].storage = replaced
            return copy
        }
        var objects = existentials
        objects[index] = object
        return makeObjectStorage(objects)
    }

    /// Makes the edit on the objects and sorts them into parts again.
    /// - Complexity: O(*n*).
    mutating func apply(_ edit: ListObjectsEdit) -> Bool {
        var objects = existentials
        switch edit {
        case .insert(let inserted, let index): objects.insert(contentsOf: inserted, at: index)
        case .delete(let range): objects.removeSubrange(range)
        case .move(let range, let target): objects.moveSubrange(range, to: target)
        }
        guard let edited = MixedObjectStorage(objects) else { return false }
        self = edited
        return true
    }

    static func lookupKey(for object: any ListDiffable) -> (any Hashable)? {
        AnyDiffIdentifier(object)
    }
}

/// Calls `body` with the index of each object and the type its existential holds it as (the type
/// that opening the existential gives, and that ``AnyDiffIdentifier`` records: for a class
/// instance, the class it was stored as).
///
/// The type is read from the existential's container where the Swift ABI puts it (after three
/// words of storage): an object is not copied out of the array to be asked its type.
@inline(__always)
private func forEachType(of objects: [any ListDiffable], _ body: (Int, ObjectIdentifier) -> Void) {
    let word = MemoryLayout<Int>.size
    guard MemoryLayout<any ListDiffable>.size == 5 * word else {
        for (index, object) in objects.enumerated() { body(index, storedType(of: object)) }
        return
    }
    let stride = MemoryLayout<any ListDiffable>.stride
    objects.withUnsafeBytes { containers in
        for index in 0..<objects.count {
            let metadata = containers.load(fromByteOffset: index &* stride &+ 3 &* word, as: UnsafeRawPointer.self)
            body(index, unsafeBitCast(metadata, to: ObjectIdentifier.self))
        }
    }
}

/// The type an existential holds `object` as.
private func storedType<Object: ListDiffable>(of object: Object) -> ObjectIdentifier {
    ObjectIdentifier(Object.self)
}

/// The objects of `objects` at `positions`, all of `First`'s type, as a typed list.
private func typedPart<First: ListDiffable>(_ first: First, _ objects: [any ListDiffable],
                                            positions: [Int32]) -> any DiffableObjectStorage {
    if let elements = First._specializedElements(of: objects, at: positions) as? [First] {
        return TypedObjectStorage.fromExistentials(elements)
    }
    let elements = positions.map { position in
        guard let element = cast(objects[Int(position)], to: First.self) else {
            preconditionFailure("MixedObjectStorage: the object at \(position) is not a \(First.self)")
        }
        return element
    }
    return TypedObjectStorage.fromExistentials(elements)
}

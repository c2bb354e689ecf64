/// Puts a list's old sections in its new order: the diff's map from new sections to old ones
/// (`oldSectionForNew`, -1 for a new section) rearranges the controllers, and their slots in
/// ``SectionNumbers``, with the created ones taken in order for the new sections. Used by
/// ``ListAdapter``'s install of an update.
enum SectionRearrangement {
    /// The slots of the new sections' controllers: `old[oldSectionForNew[section]]` for a matched
    /// section, the next of `createdSlots` (in order) for a new one.
    /// - Complexity: O(*n*).
    static func rearrangedSlots(_ old: [Int32], createdSlots: [Int32], oldSectionForNew: [Int32]) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: oldSectionForNew.count) { buffer, count in
            old.withUnsafeBufferPointer { old in
                fillArranged(buffer, old: old, created: createdSlots, oldSectionForNew: oldSectionForNew)
            }
            count = oldSectionForNew.count
        }
    }

    /// Writes into `buffer` (one element per new section) `old[oldSectionForNew[section]]` for a
    /// matched section and the next of `created` (in order) for a new one. Nonisolated, so that no
    /// closure here is checked for isolation.
    /// - Complexity: O(*n*).
    private static func fillArranged<Element>(_ buffer: UnsafeMutableBufferPointer<Element>, old: UnsafeBufferPointer<Element>,
                                              created: [Element], oldSectionForNew: [Int32]) {
        var next = 0
        oldSectionForNew.withUnsafeBufferPointer { oldSectionForNew in
            for section in oldSectionForNew.indices {
                let oldSection = Int(oldSectionForNew[section])
                if oldSection >= 0 {
                    buffer[section] = old[oldSection]
                } else {
                    buffer[section] = created[next]
                    next += 1
                }
            }
        }
    }

    /// Turns `controllers`, the old sections' controllers, into the new sections': `old[oldSectionForNew[section]]`
    /// for a matched section, the next of `created` (in order) for a new one (`oldSectionForNew[section] < 0`).
    ///
    /// The kept controllers' references move from their old slots to their new ones, in place, as
    /// words: only the controllers that come and go are retained or released. (Copied into a new
    /// array, every controller was retained once and released once with the old array: a fifth of an
    /// update of 10k sections.) When `controllers` shares its storage, the storage is copied first and
    /// the result is the same.
    /// - Parameters:
    ///   - removed: the old controllers no new section maps to (their references in `controllers` are
    ///     released here; the caller keeps them alive).
    ///   - oldSectionForNew: each new section's old section, or -1; no old section appears twice.
    /// - Complexity: O(*n*) word copies; O(created + removed) reference counting.
    static func rearrange(_ controllers: inout [ListSectionController], created: [ListSectionController],
                          removed: [ListSectionController], oldSectionForNew: [Int32]) {
        // Nonisolated, so that no closure here is checked for isolation on each call.
        let oldCount = controllers.count
        let newCount = oldSectionForNew.count
        precondition(oldCount - removed.count + created.count == newCount,
                     "rearrange: \(oldCount) old, \(removed.count) removed and \(created.count) created controllers cannot fill \(newCount) sections")
        let oldWords = controllers.withUnsafeBufferPointer { old in
            [UInt](UnsafeRawBufferPointer(old).bindMemory(to: UInt.self))
        }
        // The slots' ownership: a kept controller's reference moves; a created one gains a reference
        // (its new slot's), a removed one loses its old slot's.
        for controller in created { _ = Unmanaged.passUnretained(controller).retain() }
        for controller in removed { Unmanaged.passUnretained(controller).release() }
        // Grown with (or shrunk through) slots that hold a placeholder: retained by `append`, released
        // by `removeLast`, balanced by hand where the words overwrite it. A controller that stays alive
        // throughout serves (there is one whenever the count changes).
        if newCount > oldCount {
            controllers.append(contentsOf: repeatElement(created[0], count: newCount - oldCount))
        }
        var createdWords: [UInt] = []
        createdWords.reserveCapacity(created.count)
        for controller in created { createdWords.append(UInt(bitPattern: Unmanaged.passUnretained(controller).toOpaque())) }
        controllers.withUnsafeMutableBufferPointer { buffer in
            let words = UnsafeMutableRawBufferPointer(buffer).bindMemory(to: UInt.self)
            oldWords.withUnsafeBufferPointer { oldWords in
                fillArranged(words, old: oldWords, created: createdWords, oldSectionForNew: oldSectionForNew)
            }
            if newCount < oldCount {
                let placeholder = Unmanaged.passUnretained(removed[0])
                for slot in newCount..<oldCount {
                    _ = placeholder.retain()
                    words[slot] = UInt(bitPattern: placeholder.toOpaque())
                }
            }
        }
        if newCount > oldCount {
            for _ in oldCount..<newCount { Unmanaged.passUnretained(created[0]).release() }
        } else if newCount < oldCount {
            controllers.removeLast(oldCount - newCount)
        }
    }
}

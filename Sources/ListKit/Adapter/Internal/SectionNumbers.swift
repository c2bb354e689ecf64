/// The section number of each controller in a ``ListAdapter``'s list, by slot.
///
/// A controller is given a slot when it joins the list and keeps it until it leaves, so an update
/// renumbers the sections in this one contiguous array instead of writing into every controller:
/// controllers are scattered over the heap, and touching 10k of them cost more than the diff
/// that decided their order.
final class SectionNumbers {
    /// The section of each slot; -1 for a free slot.
    private var sections: [Int32] = []
    /// Free slots, reused before the array grows.
    private var freeSlots: [Int32] = []

    /// The section number in `slot`, or `nil` for a free slot.
    func section(at slot: Int32) -> Int? {
        let section = sections[Int(slot)]
        return section >= 0 ? Int(section) : nil
    }

    /// A slot taken into use (section 0 until the next ``renumber(_:)`` sets it).
    /// - Complexity: amortized O(1).
    func allocate() -> Int32 {
        if let slot = freeSlots.popLast() {
            sections[Int(slot)] = 0
            return slot
        }
        sections.append(0)
        return Int32(sections.count - 1)
    }

    /// Frees `slot` (its section reads as `nil` until it is given out again).
    func free(_ slot: Int32) {
        guard sections[Int(slot)] >= 0 else { return }
        sections[Int(slot)] = -1
        freeSlots.append(slot)
    }

    /// Numbers the sections in `range`: section `i` is in slot `slots[i]`.
    /// - Complexity: O(`range.count`).
    func renumber(_ slots: [Int32], in range: Range<Int>) {
        for section in range { sections[Int(slots[section])] = Int32(section) }
    }

    /// Numbers the sections: section `i` is in slot `slots[i]`.
    /// - Complexity: O(*n*) stores into one array.
    func renumber(_ slots: [Int32]) {
        sections.withUnsafeMutableBufferPointer { sections in
            slots.withUnsafeBufferPointer { slots in
                for section in slots.indices { sections[Int(slots[section])] = Int32(section) }
            }
        }
    }
}

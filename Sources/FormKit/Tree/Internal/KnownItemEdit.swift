/// What a bunch knows of how its items changed since its snapshot, so that its reload can send a
/// structural edit as it is — touching only the items it moves — instead of diffing every item.
///
/// Only a bunch whose snapshot held all its items (none hidden) knows its edits; anything the
/// bunch cannot follow (a hidden flag, an item added or removed through the public API, two edits
/// that do not join into one run) makes it ``unknown``, and the reload diffs.
enum KnownItemEdit: Equatable {
    /// No structural change: the items are the snapshot's, and none is hidden.
    case none
    /// A run of items inserted, at these positions of the items now.
    case insert(Range<Int>)
    /// A run of items removed, from these positions of the snapshot.
    case remove(Range<Int>)
    /// A run of items moved from these positions of the snapshot, to start at `to` among the
    /// items now.
    case move(Range<Int>, to: Int)
    /// Anything else: the reload diffs.
    case unknown

    /// This edit followed by `next` (whose positions are those after this edit): one run when they
    /// join into one — inserts next to each other, removals next to each other — otherwise
    /// ``unknown``.
    func followed(by next: KnownItemEdit) -> KnownItemEdit {
        switch (self, next) {
        case (.none, _): return next
        case (_, .none): return self
        case (.insert(let first), .insert(let second)) where first.lowerBound <= second.lowerBound
            && second.lowerBound <= first.upperBound:
            return .insert(first.lowerBound..<first.upperBound + second.count)
        case (.remove(let first), .remove(let second)) where second.lowerBound == first.lowerBound:
            return .remove(first.lowerBound..<first.upperBound + second.count)
        case (.remove(let first), .remove(let second)) where second.upperBound == first.lowerBound:
            return .remove(second.lowerBound..<first.upperBound)
        default: return .unknown
        }
    }
}

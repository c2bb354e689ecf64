/// What a bunch knows of how its items changed since its snapshot — or a section of how its
/// bunches changed — so that its reload can send a structural edit as it is, touching only the
/// children it moves, instead of diffing every child.
///
/// Only a level whose snapshot held all its children (none hidden) knows its edits; anything it
/// cannot follow (a hidden flag, a child added or removed through the public API, two edits that
/// do not join into one run) makes it ``unknown``, and the reload diffs.
enum KnownEdit: Equatable {
    /// No structural change: the children are the snapshot's, and none is hidden.
    case none
    /// A run of children inserted, at these positions of the children now.
    case insert(Range<Int>)
    /// A run of children removed, from these positions of the snapshot.
    case remove(Range<Int>)
    /// A run of children moved from these positions of the snapshot, to start at `to` among the
    /// children now.
    case move(Range<Int>, to: Int)
    /// Anything else: the reload diffs.
    case unknown

    /// Whether the edit is one run inserted, removed or moved.
    var isRun: Bool {
        switch self {
        case .insert, .remove, .move: true
        case .none, .unknown: false
        }
    }

    /// This edit followed by `next` (whose positions are those after this edit): one run when they
    /// join into one — inserts next to each other, removals next to each other — otherwise
    /// ``unknown``.
    func followed(by next: KnownEdit) -> KnownEdit {
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

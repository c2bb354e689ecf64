

/// A child that knows its position in its parent's list, for O(1) amortized `index` look-ups.
@MainActor
protocol IndexedChild: AnyObject {
    /// The position recorded when the parent last numbered its children.
    var recordedIndex: Int { get set }
}

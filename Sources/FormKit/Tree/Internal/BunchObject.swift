import Foundation
import ListDiffKit

/// What the adapter diffs for a bunch: its identity, and the bunch to hand back as its section
/// controller.
///
/// A plain value rather than the bunch itself: the adapter's arrays of objects then hold no
/// references, so building, diffing and dropping them costs no retains and releases (a bunch is
/// weakly referenced, so each of those would take the runtime's slow side-table path), and the
/// adapter does not compare instances.
///
/// `bunch` is `unowned(unsafe)`: it is read only in ``AdapterManager/listAdapter(_:sectionControllerFor:)``,
/// and only while the value's generation is the manager's current one — no fetch and no change to
/// the shown sections' snapshots since it was made, so the snapshots still hold the bunch strongly.
/// The adapter asks right after fetching; an older value is resolved by identifier instead.
struct BunchObject: ListDiffable {
    unowned(unsafe) let bunch: ItemBunch
    let diffIdentifier: ObjectIdentifier
    /// The manager's ``AdapterManager/objectGeneration`` when this value was made: the bunch is
    /// read through `bunch` only while it is the current one.
    let generation: UInt

    init(_ bunch: ItemBunch, generation: UInt) {
        self.bunch = bunch
        diffIdentifier = ObjectIdentifier(bunch)
        self.generation = generation
    }

    /// Always `true`: a bunch's changes are applied by the bunch, item by item.
    func isEqual(toDiffableObject object: BunchObject) -> Bool { true }
}

/// A bunch held weakly (in ``AdapterManager/changedBunches``).
struct WeakBunch {
    weak var bunch: ItemBunch?
}

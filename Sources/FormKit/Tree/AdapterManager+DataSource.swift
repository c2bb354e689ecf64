import Foundation
import ListDiffKit
import ListKit

extension AdapterManager: ListAdapterDataSource {
    // MARK: - ListAdapterDataSource

    /// The bunches of the shown sections, in order, each as a value that identifies it (not the
    /// bunch itself: see ``listAdapter(_:sectionControllerFor:)``).
    /// - Complexity: O(s + b) for s shown sections and b shown bunches.
    public func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
        bunchObjects() as [any ListDiffable]
    }

    /// The same objects as ``objects(for:)``, typed: the adapter diffs them without boxes or casts.
    /// - Complexity: O(s + b) for s shown sections and b shown bunches.
    public func listObjects(for listAdapter: ListAdapter) -> ListObjects {
        ListObjects(bunchObjects())
    }

    /// Takes `section`'s bunches off screen: the values made for them before are stale.
    func forgetShownBunches(of section: Section) {
        section.forgetShownBunches()
        objectGeneration &+= 1
    }

    /// The values that identify the shown bunches, in order, stamped with a new generation.
    func bunchObjects() -> [BunchObject] {
        // Counted first and written in place: no intermediate arrays and no per-element capacity
        // checks.
        var count = 0
        for section in shownSections { count += section.shownBunches.count }
        let sections = shownSections
        objectGeneration &+= 1
        let generation = objectGeneration
        return [BunchObject](unsafeUninitializedCapacity: count) { buffer, initialized in
            for section in sections {
                for bunch in section.shownBunches where initialized < count {
                    (buffer.baseAddress! + initialized).initialize(to: BunchObject(bunch, generation: generation))
                    initialized += 1
                }
            }
        }
    }

    /// The bunch that `object` identifies: every bunch is its own section controller.
    ///
    /// The adapter asks with the objects it has just fetched, whose bunches the shown sections
    /// hold: those are read through their unowned reference. An object of an earlier fetch (one
    /// kept from `ListAdapter/objects` and passed back by hand) is looked up among the shown
    /// bunches instead, since its bunch may be gone; a plain `ListSectionController` answers when it
    /// is not shown.
    public func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
        if let object = object as? BunchObject {
            if object.generation == objectGeneration { return object.bunch }
            for section in shownSections {
                for bunch in section.shownBunches where ObjectIdentifier(bunch) == object.diffIdentifier {
                    return bunch
                }
            }
            return ListSectionController()
        }
        return (object as? ItemBunch) ?? ListSectionController()
    }

    /// The manager's ``emptyView``.
    public func emptyView(for listAdapter: ListAdapter) -> CollectionReusableView? { emptyView }
}

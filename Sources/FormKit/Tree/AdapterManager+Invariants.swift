import Foundation
import ListKit

extension AdapterManager {
    /// Checks the tree's bookkeeping and traps, naming the broken rule, when it does not hold
    /// (swift-collections' `_checkInvariants()`): for property tests to call after every step.
    /// Does nothing in release builds.
    ///
    /// What it checks: every back-reference and recorded index agrees with its parent's list; the
    /// sections marked shown are exactly the shown sections; every bunch on screen is in its shown
    /// section's snapshot, at the collection view section the adapter gave it, with as many items
    /// as the view holds there; every item in a snapshot records its place in it; and a bunch that
    /// waits for a reload's visit is in the manager's list of changed bunches.
    ///
    /// Call it outside a batch (``performBatchUpdates(_:completion:)``): inside one, the view
    /// lags the model by design.
    /// - Complexity: O(n) for n items, sections and bunches (plus the changed-bunch list).
    public func _checkInvariants() {
        #if DEBUG
        for (sectionIndex, section) in children.elements.enumerated() {
            precondition(section.associatedManager === self, "section \(sectionIndex) names another manager")
            precondition(section.index == sectionIndex, "section \(sectionIndex) says its index is \(String(describing: section.index))")
            for (bunchIndex, bunch) in section.itemBunches.enumerated() {
                let place = "section \(sectionIndex), bunch \(bunchIndex)"
                precondition(bunch.associatedSection === section, "\(place) names another section")
                precondition(bunch.index == bunchIndex, "\(place) says its index is \(String(describing: bunch.index))")
                for (itemIndex, item) in bunch.items.enumerated() {
                    precondition(item.associatedBunch === bunch, "\(place), item \(itemIndex) names another bunch")
                    precondition(item.index == itemIndex, "\(place), item \(itemIndex) says its index is \(String(describing: item.index))")
                }
            }
        }
        var shown = Set<ObjectIdentifier>()
        for section in shownSections {
            precondition(shown.insert(ObjectIdentifier(section)).inserted, "a section is shown twice")
            precondition(section.isShown, "a shown section is not marked shown")
        }
        for section in children.elements where section.isShown {
            precondition(shown.contains(ObjectIdentifier(section)), "a section marked shown is not among the shown sections")
        }
        let collectionView = adapter.collectionView
        var screenSection = 0
        var listed = Set<ObjectIdentifier>()
        for entry in changedBunches { if let bunch = entry.bunch { listed.insert(ObjectIdentifier(bunch)) } }
        for section in shownSections {
            for bunch in section.shownBunches {
                precondition(bunch.shownSection === section, "a bunch in a section's snapshot names another shown section")
                if let collectionView, bunch.section != nil {
                    precondition(bunch.section == screenSection,
                                 "a bunch shown at view section \(screenSection) says it is at \(String(describing: bunch.section))")
                    let viewCount = collectionView.numberOfItems(inSection: screenSection)
                    precondition(viewCount == bunch.shownItems.count,
                                 "view section \(screenSection) holds \(viewCount) items, its bunch's snapshot \(bunch.shownItems.count)")
                }
                for (index, item) in bunch.shownItems.enumerated() where item.shownBunch === bunch {
                    precondition(item.shownIndex == index, "an item at \(index) of a bunch's snapshot records \(item.shownIndex)")
                }
                if bunch.listedManager === self {
                    precondition(listed.contains(ObjectIdentifier(bunch)), "a bunch marked listed is not in the changed list")
                }
                screenSection += 1
            }
        }
        if let collectionView, adapter.dataSource === self, hasShown {
            precondition(collectionView.numberOfSections == screenSection,
                         "the view has \(collectionView.numberOfSections) sections, the shown sections \(screenSection) bunches")
        }
        #endif
    }
}

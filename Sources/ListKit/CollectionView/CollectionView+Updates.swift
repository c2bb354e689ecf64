import Foundation
import ListDiffKit

extension CollectionView {
    /// Applies the changes that `updates` records, as one batch, after checking them with UIKit's
    /// rules.
    ///
    /// Update your model inside the closure (or before calling): the counts the data source reports
    /// after the closure returns are the counts after the update. The batch is validated against
    /// the counts before it (as of the last layout) and after it; a batch that breaks a rule is
    /// rejected whole — nothing is applied, `completion(false)` is called and the error thrown.
    /// Otherwise cells of deleted and reloaded items end their display, moved cells follow their
    /// item, the selection follows its items, reloaded and inserted items on screen get new cells,
    /// the batch is recorded in ``appliedUpdates`` and `completion(true)` is called.
    ///
    /// A view that has not loaded yet loads instead (UIKit would ask the data source for counts that
    /// are already new, and fail): that is recorded as ``CollectionViewUpdate/reloadData``.
    /// - Parameters:
    ///   - updates: records the changes into the batch it is given.
    ///   - completion: called once, with whether the batch was applied.
    /// - Throws: ``BatchUpdateError`` naming the first rule broken.
    /// - Complexity: O(c log c + s + c log n + v log n) for c changes, s sections, n items per
    ///   section and v elements on screen.
    public func performBatchUpdates(_ updates: (inout CollectionViewBatchUpdate) -> Void,
                                    completion: ((Bool) -> Void)? = nil) throws(BatchUpdateError) {
        var batch = CollectionViewBatchUpdate()
        updates(&batch)
        try performBatchUpdates(batch, completion: completion)
    }

    /// Applies `batch` as one batch update; see the closure form of `performBatchUpdates(_:completion:)`.
    /// - Throws: ``BatchUpdateError`` naming the first rule broken; nothing is applied then.
    public func performBatchUpdates(_ batch: CollectionViewBatchUpdate, completion: ((Bool) -> Void)? = nil)
        throws(BatchUpdateError) {
        try performBatchUpdates(batch, trustingUnnamedSections: false, completion: completion)
    }

    /// Applies `batch`; with `trustingUnnamedSections`, and unless ``checksEverySectionOnUpdate``,
    /// the sections the batch does not name keep their counts unchecked even when sections are
    /// inserted, deleted or moved (the adapter's known edits of its objects, which name every
    /// section whose count changes).
    func performBatchUpdates(_ batch: CollectionViewBatchUpdate, trustingUnnamedSections: Bool,
                             completion: ((Bool) -> Void)? = nil) throws(BatchUpdateError) {
        guard let dataSource else {
            completion?(false)
            return
        }
        guard isLoaded else {
            layout = buildLayout()
            isLoaded = true
            record(.reloadData)
            clampOffsetAndLayout()
            completion?(true)
            return
        }
        let plan: BatchPlan
        do {
            // The old counts are read in place: copying a section's layout out of the array costs
            // retains and releases, once per section on the full check.
            let newSectionCount = max(0, dataSource.numberOfSections(in: self))
            let checksEverySection = checksEverySectionOnUpdate
            plan = try layout.sections.withUnsafeBufferPointer { (sections) throws(BatchUpdateError) in
                try BatchPlan.validate(batch, oldSections: sections,
                                       newSectionCount: newSectionCount,
                                       newItemCount: { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) },
                                       newItemCounts: { sections in
                                           let counts = dataSource.collectionView(self, numberOfItemsInSections: sections)
                                           precondition(counts.count == sections.count,
                                                        "collectionView(_:numberOfItemsInSections:) returned \(counts.count) counts for the \(sections.count) sections \(sections)")
                                           return counts
                                       },
                                       checksEverySection: checksEverySection,
                                       trustsUnnamedSections: trustingUnnamedSections)
            }
        } catch {
            completion?(false)
            throw error
        }
        apply(plan)
        record(.batch(batch.normalized))
        completion?(true)
    }

    /// Inserts items, as a batch of its own. See ``performBatchUpdates(_:completion:)-(CollectionViewBatchUpdate,_)``.
    public func insertItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
        try performBatchUpdates { $0.insertItems(at: indexPaths) }
    }

    /// Deletes items, as a batch of its own.
    public func deleteItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
        try performBatchUpdates { $0.deleteItems(at: indexPaths) }
    }

    /// Reloads items (fresh cells and sizes), as a batch of its own.
    public func reloadItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
        try performBatchUpdates { $0.reloadItems(at: indexPaths) }
    }

    /// Moves an item, as a batch of its own.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(BatchUpdateError) {
        try performBatchUpdates { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections, as a batch of its own.
    public func insertSections(_ sections: IndexSet) throws(BatchUpdateError) {
        try performBatchUpdates { $0.insertSections(sections) }
    }

    /// Deletes sections, as a batch of its own.
    public func deleteSections(_ sections: IndexSet) throws(BatchUpdateError) {
        try performBatchUpdates { $0.deleteSections(sections) }
    }

    /// Reloads sections (all their items replaced), as a batch of its own.
    public func reloadSections(_ sections: IndexSet) throws(BatchUpdateError) {
        try performBatchUpdates { $0.reloadSections(sections) }
    }

    /// Moves a section, as a batch of its own.
    public func moveSection(_ section: Int, toSection newSection: Int) throws(BatchUpdateError) {
        try performBatchUpdates { $0.moveSection(section, toSection: newSection) }
    }

    // MARK: - Applying a validated batch

    func apply(_ plan: BatchPlan) {
        // Views and state follow their items; cells whose items leave end their display in index
        // path order.
        if !plan.changesSections && plan.removals.isEmpty && plan.additions.isEmpty {
            // Only reloads: every other cell keeps its index path.
            for path in plan.reloadedItems.keys.sorted() {
                if let cell = cells.removeValue(forKey: path) { endDisplaying(cell, at: path) }
            }
        } else {
            var movedCells: [IndexPath: CollectionViewCell] = [:]
            movedCells.reserveCapacity(cells.count)
            var ending: [(IndexPath, CollectionViewCell)] = []
            for (path, cell) in cells {
                if let newPath = plan.newIndexPath(forOld: path) {
                    movedCells[newPath] = cell
                } else {
                    ending.append((path, cell))
                }
            }
            for (path, cell) in ending.sorted(by: { $0.0 < $1.0 }) { endDisplaying(cell, at: path) }
            cells = movedCells
        }
        var movedViews: [SupplementaryKey: CollectionReusableView] = [:]
        for (key, view) in supplementaryViews {
            if let section = plan.newSection(forOld: key.section), !plan.reloadedSections.contains(key.section) {
                movedViews[SupplementaryKey(kind: key.kind, section: section)] = view
            } else {
                endDisplaying(view, key: key)
            }
        }
        supplementaryViews = movedViews
        selected = Set(selected.compactMap(plan.selectionIndexPath(forOld:)))
        highlighted = Set(highlighted.compactMap(plan.selectionIndexPath(forOld:)))

        if plan.changesSections {
            applySectionChanges(plan)
        } else {
            applyItemChanges(plan)
        }
        clampOffsetAndLayout()
    }

    /// The layout part of a batch without section changes: only the sections with item changes are
    /// touched, in place. O(c log n) for c changes.
    func applyItemChanges(_ plan: BatchPlan) {
        let metricsFollowIndex = layoutDelegate?.metricsDependOnSectionIndex ?? false
        let touched = Set(plan.removals.keys).union(plan.additions.keys).union(plan.reloadedItems.values.map { $0[0] })
        let movedHeights = removeLeavingItems(plan, from: &layout.sections)
        addArrivingItems(plan, to: &layout.sections, movedHeights: movedHeights)
        for section in touched {
            if metricsFollowIndex || plan.removals[section] != nil || plan.additions[section] != nil {
                refreshMetrics(of: &layout.sections[section], at: section)
            }
            layout.refreshHeight(of: section)
        }
    }

    /// The layout part of a batch with section changes, in one pass: the sections that leave are
    /// taken out and those that arrive put in by moving the others in runs (no section is copied),
    /// and the section heights are spliced the same way, the sums of their blocks made again.
    /// O(c log c) for c changes plus O(d) sequential work for the d sections from the first change
    /// on (between the first and the last change when as many sections arrive as leave): moving
    /// their memory, their heights and the heights' sums; more calls to the layout delegate when
    /// its metrics depend on the section index.
    func applySectionChanges(_ plan: BatchPlan) {
        // Take the sections out of the layout so that editing them does not copy their storage.
        var sections = layout.sections
        layout.sections = []
        // Items leave their old sections first (old indexes).
        let movedHeights = removeLeavingItems(plan, from: &sections)
        // Sections: out (deleted, moved from) and in (inserted, moved to) in one pass, in place.
        replaceSections(in: &sections, plan)
        // Reloaded sections are laid out anew in their new place.
        var reloadedNew: [Int] = []
        for oldSection in plan.reloadedSections {
            guard let newSection = plan.newSection(forOld: oldSection) else { continue }
            reloadedNew.append(newSection)
            sections[newSection] = sectionLayout(newSection, itemCount: plan.newItemCounts[newSection] ?? 0)
        }
        // Metrics: sections whose items change, and (when metrics follow the index) every survivor
        // that changes index, including moved sections.
        var touched = Set<Int>()
        for newSection in plan.additions.keys { touched.insert(newSection) }
        for oldSection in plan.removals.keys {
            if let newSection = plan.newSection(forOld: oldSection) { touched.insert(newSection) }
        }
        for newSection in touched { refreshMetrics(of: &sections[newSection], at: newSection) }
        if layoutDelegate?.metricsDependOnSectionIndex ?? false {
            for newSection in 0..<sections.count where !touched.contains(newSection) {
                guard let oldSection = plan.oldSection(forNew: newSection), oldSection != newSection,
                      !plan.reloadedSections.contains(oldSection) else { continue }
                if refreshMetrics(of: &sections[newSection], at: newSection) { touched.insert(newSection) }
            }
        }
        addArrivingItems(plan, to: &sections, movedHeights: movedHeights)
        for newPath in plan.reloadedItems.values { touched.insert(newPath[0]) }
        // Section heights: the sections that leave go, those that arrive come in (one pass), then
        // reloaded and touched ones are refreshed.
        var arrivingHeights: [(section: Int, height: Int)] = []
        arrivingHeights.reserveCapacity(plan.arrivingSections.count)
        for newSection in plan.arrivingSections { arrivingHeights.append((newSection, sections[newSection].height)) }
        layout.sectionHeights.replace(removing: plan.leavingSections, inserting: arrivingHeights)
        layout.sections = sections
        for section in reloadedNew { layout.refreshHeight(of: section) }
        // (Moved sections arrived with their final height.)
        for section in touched where !plan.movedSectionTargets.contains(section) { layout.refreshHeight(of: section) }
    }

    /// Takes the sections that leave out of `sections` and puts those that arrive in (moved ones keep
    /// their layout; inserted ones are laid out), in one pass: only the sections between the first
    /// and the last change move (all those after the first when the count changes), once each, as
    /// memory.
    func replaceSections(in sections: inout [SectionLayout], _ plan: BatchPlan) {
        sections.splice(removing: plan.leavingSections, inserting: plan.arrivingSections, filler: SectionLayout()) { leaving in
            var movedSections: [Int: SectionLayout] = [:]
            for (oldSection, section) in zip(plan.leavingSections, leaving) {
                if let newSection = plan.sectionMoveTargets[oldSection] { movedSections[newSection] = section }
            }
            return plan.arrivingSections.map { newSection in
                movedSections.removeValue(forKey: newSection)
                    ?? sectionLayout(newSection, itemCount: plan.newItemCounts[newSection] ?? 0)
            }
        }
    }

    /// Removes the items that leave their sections (deleted or moved out; old indexes), from the
    /// end of each section so the indexes stay valid.
    /// - Returns: the sizes of the moved items (height, stored width), by old path, for their new
    ///   places.
    func removeLeavingItems(_ plan: BatchPlan, from sections: inout [SectionLayout]) -> [IndexPath: (height: Int, width: Int32)] {
        var movedSizes: [IndexPath: (height: Int, width: Int32)] = [:]
        for (section, removals) in plan.removals {
            let spacing = sections[section].spacing
            for item in removals.reversed() {
                let (weight, width) = sections[section].items.removeEntry(at: item)
                let path = IndexPath(listItem: item, section: section)
                if plan.moveTargets[path] != nil { movedSizes[path] = (weight - spacing, width) }
            }
        }
        return movedSizes
    }

    /// Inserts the items that arrive (inserted or moved in; new indexes, ascending) — moved ones
    /// keep their size, inserted ones ask the layout delegate — then measures reloaded items again.
    func addArrivingItems(_ plan: BatchPlan, to sections: inout [SectionLayout],
                          movedHeights: [IndexPath: (height: Int, width: Int32)]) {
        for (section, additions) in plan.additions {
            let spacing = sections[section].spacing
            for item in additions {
                let path = IndexPath(listItem: item, section: section)
                let size = plan.moveSources[path].flatMap { movedHeights[$0] } ?? measureItem(at: path)
                sections[section].items.insert(max(0, size.height) + spacing, payload: size.width, at: item)
            }
        }
        for newPath in plan.reloadedItems.values {
            let section = newPath[0]
            let size = measureItem(at: newPath)
            sections[section].items.setEntry(weight: max(0, size.height) + sections[section].spacing, payload: size.width,
                                             at: newPath[1])
        }
    }

    /// Asks the layout delegate again for a section's header, footer, inset and spacing, keeping its
    /// items' heights.
    /// - Returns: whether any of them changed.
    @discardableResult
    func refreshMetrics(of section: inout SectionLayout, at index: Int) -> Bool {
        guard let layoutDelegate else { return false }
        let header = max(0, layoutDelegate.collectionView(self, heightForHeaderInSection: index))
        let footer = max(0, layoutDelegate.collectionView(self, heightForFooterInSection: index))
        let inset = layoutDelegate.collectionView(self, insetForSectionAt: index)
        let spacing = max(0, layoutDelegate.collectionView(self, minimumLineSpacingForSectionAt: index))
        guard header != section.headerHeight || footer != section.footerHeight || inset != section.inset
                || spacing != section.spacing else { return false }
        section.headerHeight = header
        section.footerHeight = footer
        section.inset = inset
        if spacing != section.spacing {
            let heights = section.items.elements.map { $0 - section.spacing }
            section.items = WeightedSequence(heights.map { $0 + spacing }, payloads: section.items.payloads)
            section.spacing = spacing
        }
        return true
    }
}

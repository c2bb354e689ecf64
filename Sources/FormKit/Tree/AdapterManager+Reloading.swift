import Foundation
import ListDiffKit
import ListKit

extension AdapterManager {
    // MARK: - Reloading

    /// Shows everything that changed, as one batch: sections and bunches inserted, deleted and
    /// moved, and every bunch's item-level changes.
    ///
    /// Bunches whose items did not change are not visited: when only items changed (added,
    /// removed, moved or changed inside bunches), the reload costs what changed, however large the
    /// form. When sections or bunches changed, only the sections that changed take new snapshots.
    /// - Complexity: O(c log c + k) for c bunches with changed items and k changed items, when only
    ///   items changed; when a section or bunch was added, removed, moved, hidden or shown, or a
    ///   header or footer changed, O(s + b' + c log c + k) for s sections and b' bunches in the
    ///   sections that changed, plus the adapter's diff of all shown bunches (O(b)); plus the batch.
    public func reload(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        trustCounts()
        performBatchUpdates({ reloadNow(animated: animated) }, completion: completion)
    }

    private func reloadNow(animated: Bool) {
        // Conditions first, quietly: what they hide or show is part of what this reload shows.
        attachment?.manager(self, willReloadAll: true)
        guard structureChanged || sectionsChanged() else {
            // Nothing moved: only items changed. Each bunch that changed applies its own changes
            // (one batch); the others are not visited.
            for bunch in takeChangedBunches() { bunch.applyChanges() }
            return
        }
        reloadStructure(animated: animated)
    }

    /// Shows sections and bunches added, removed, moved, hidden or shown, and headers and footers
    /// that changed, as one batch with every bunch's item changes.
    ///
    /// Only the sections that changed (or are not on screen yet) take new snapshots; in the others
    /// only the bunches that changed are visited. The sections are scanned (O(s)) and the adapter
    /// diffs all bunches.
    private func reloadStructure(animated: Bool) {
        // One pass over the sections, in manager order: which are shown, and which need a new
        // snapshot. A plain loop: closures passed to the standard library's `filter` would check
        // main-actor isolation at run time on every call.
        var shown: [Section] = []
        shown.reserveCapacity(children.count)
        var changed: [Section] = []
        for section in children.elements {
            let needsSnapshot = !section.isShown || section.structureChanged || section.supplementaryChanged
            section.structureChanged = false
            if section.isOffScreen {
                // Off screen: its bunches leave with it. Its header and footer show with its next
                // snapshot, taken when it is shown again (it is not shown then).
                forgetShownBunches(of: section)
                section.supplementaryChanged = false
                continue
            }
            shown.append(section)
            if needsSnapshot { changed.append(section) }
        }
        setShownSections(shown)
        structureChanged = false
        hasShown = true
        var invalidated: [ItemBunch] = []
        adapter.performBatchUpdates({
            var snapshotted = Set<ObjectIdentifier>()
            for section in changed {
                snapshotted.insert(ObjectIdentifier(section))
                invalidated += snapshot(section, bunches: section.visibleBunches)
            }
            // Bunches whose items changed in the sections whose snapshot stands (the new
            // snapshots above applied their own bunches' changes).
            for bunch in takeChangedBunches() {
                guard let section = bunch.shownSection, !snapshotted.contains(ObjectIdentifier(section)) else { continue }
                bunch.applyChanges()
            }
            adapter.performUpdates(animated: animated) { [weak self] _ in
                self?.invalidateLayout(of: invalidated)
            }
        }, completion: nil)
    }

    /// Whether a section changed its bunches, header or footer. O(1) unless a section changed
    /// since the last call that found none; then O(s).
    ///
    /// Without a change of the manager's structure (``structureChanged``: sections added, removed,
    /// hidden or shown), the shown sections are exactly the sections that are not hidden, as the
    /// last structural reload left them: a form with hidden sections reloads in O(1) too.
    private func sectionsChanged() -> Bool {
        guard sectionsMayHaveChanged else { return false }
        for section in children.elements where section.structureChanged || section.supplementaryChanged { return true }
        sectionsMayHaveChanged = false
        return false
    }

    /// The bunches on screen in `section` whose items changed apply their changes (in the current
    /// batch), and leave the list of changed bunches; the others stay listed.
    /// - Complexity: O(c) for c listed bunches.
    func applyChangedBunches(in section: Section) {
        guard !changedBunches.isEmpty else { return }
        var kept: [WeakBunch] = []
        for entry in changedBunches {
            guard let bunch = entry.bunch, bunch.listedManager === self else { continue }
            if bunch.shownSection === section && bunch.associatedSection === section {
                bunch.listedManager = nil
                bunch.applyChanges()
            } else {
                kept.append(entry)
            }
        }
        changedBunches = kept
    }

    /// Lists `bunch` among the bunches whose items changed (see ``ItemBunch/listedManager``).
    func noteChange(of bunch: ItemBunch) {
        changedBunches.append(WeakBunch(bunch: bunch))
    }

    /// The bunches that changed and that this manager shows, in screen order; the list is emptied.
    /// - Complexity: O(k log k) for k changed bunches.
    private func takeChangedBunches() -> [ItemBunch] {
        let listed = changedBunches
        changedBunches.removeAll()
        var bunches: [(section: Int, bunch: ItemBunch)] = []
        for entry in listed {
            guard let bunch = entry.bunch, bunch.listedManager === self else { continue }
            bunch.listedManager = nil
            // What the old loop visited: bunches on screen in a shown section of this manager.
            guard let section = bunch.section, let shown = bunch.shownSection, shown.isShown,
                  shown.associatedManager === self else { continue }
            bunches.append((section, bunch))
        }
        return bunches.sorted { $0.section < $1.section }.map(\.bunch)
    }

    /// Groups every change and reload made inside `updates` into one batch. Items whose shown
    /// properties change inside it reload at its end, in it (unless a reload in the batch already
    /// shows them).
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        adapter.performBatchUpdates({
            batchDepth += 1
            updates()
            batchDepth -= 1
            if batchDepth == 0 { reloadChangedItems() }
        }, completion: completion)
    }

    /// An item on screen changed: its row reloads at the end of the current batch, or now.
    func itemNeedsReload(_ item: Item) {
        itemsNeedingReload.append(item)
        if batchDepth == 0 { performBatchUpdates {} }
    }

    /// Reloads the rows of the items that changed and that no reload has shown since.
    private func reloadChangedItems() {
        var reloaded = Set<ObjectIdentifier>()
        while !itemsNeedingReload.isEmpty {
            let items = itemsNeedingReload
            itemsNeedingReload = []
            for item in items where item.shownVersion != item.contentVersion && reloaded.insert(ObjectIdentifier(item)).inserted {
                guard let bunch = item.associatedBunch, bunch.manager === self, bunch.isShowing(item) else { continue }
                bunch.reload(item: item, animated: false, completion: nil)
            }
        }
    }

    /// Takes a new snapshot of `section` (showing it if it is not shown yet, taking it off screen if
    /// it is hidden), applies its bunches' item changes, and diffs the bunches, in one batch.
    ///
    /// A section whose only change is one known edit (see ``Section/followKnownEdit()``) follows
    /// it instead, only its bunches with item changes are visited, and the adapter is told the
    /// edit as it is (``ListAdapter/performUpdates(_:animated:completion:)``) instead of diffing.
    /// - Complexity: O(s + b) for s sections and b bunches in `section`, plus the adapter's diff;
    ///   for a known edit, O(s + d + c) for the d bunches it passes and c changed bunches, plus the
    ///   adapter's O(d).
    func reload(_ section: Section, animated: Bool, completion: ((Bool) -> Void)?) {
        attachment?.manager(self, willReloadAll: false)
        var invalidated: [ItemBunch] = []
        hasShown = true
        adapter.performBatchUpdates({
            let shownBefore = shownSections
            showIfNeeded(section)
            section.structureChanged = false
            var objectsEdit: ListObjectsEdit?
            if section.isOffScreen {
                // Off screen: its bunches leave with it.
                forgetShownBunches(of: section)
            } else if !section.supplementaryChanged, let edit = section.followKnownEdit() {
                objectGeneration &+= 1
                applyChangedBunches(in: section)
                // The adapter's objects are the shown sections' bunches: with the same sections
                // shown, they change by the edit alone.
                if shownSections.elementsEqual(shownBefore, by: ===) { objectsEdit = adapterEdit(for: edit, in: section) }
            } else {
                invalidated = snapshot(section, bunches: section.visibleBunches)
            }
            if let objectsEdit {
                adapter.performUpdates(objectsEdit, animated: animated)
            } else {
                adapter.performUpdates(animated: animated) { [weak self] _ in
                    self?.invalidateLayout(of: invalidated)
                }
            }
        }, completion: completion)
    }

    /// `edit` of `section`'s shown bunches (followed by its snapshot) as an edit of the adapter's
    /// objects: the bunches of all shown sections, in order.
    /// - Complexity: O(s + k) for s shown sections and k inserted bunches.
    private func adapterEdit(for edit: KnownEdit, in section: Section) -> ListObjectsEdit? {
        var offset = 0
        for shown in shownSections {
            if shown === section { break }
            offset += shown.shownBunches.count
        }
        switch edit {
        case .insert(let range):
            let objects: [any ListDiffable] = section.shownBunches[range].map { BunchObject($0, generation: objectGeneration) }
            return .insert(objects, at: offset + range.lowerBound)
        case .remove(let range):
            return .delete(offset + range.lowerBound..<offset + range.upperBound)
        case .move(let range, let target):
            return .move(offset + range.lowerBound..<offset + range.upperBound, to: offset + target)
        case .none, .unknown:
            return nil
        }
    }

    /// Shows one bunch of `section` that is not on screen yet, leaving the section's other changes
    /// for its own reload.
    func show(_ bunch: ItemBunch, in section: Section, completion: ((Bool) -> Void)?) {
        guard section.isShown else {
            reload(section, animated: false, completion: completion)
            return
        }
        var shown = Set<ObjectIdentifier>()
        for other in section.shownBunches { shown.insert(ObjectIdentifier(other)) }
        var bunches: [ItemBunch] = []
        for other in section.itemBunches where (other === bunch || shown.contains(ObjectIdentifier(other))) && !other.isHidden {
            bunches.append(other)
        }
        var invalidated: [ItemBunch] = []
        adapter.performBatchUpdates({
            invalidated = snapshot(section, bunches: bunches)
            adapter.performUpdates(animated: false) { [weak self] _ in
                self?.invalidateLayout(of: invalidated)
            }
        }, completion: completion)
    }

    /// Puts `section` among the shown sections, in manager order (or takes it off when hidden).
    /// O(s): the shown sections follow the manager's current order (sections removed from the
    /// manager leave the screen here too).
    func showIfNeeded(_ section: Section) {
        var shown: [Section] = []
        shown.reserveCapacity(children.count)
        for other in children.elements where (other.isShown || other === section) && !other.isOffScreen {
            shown.append(other)
        }
        setShownSections(shown)
    }

    /// Replaces the shown sections, keeping each section's `isShown` flag true exactly while it is
    /// among them.
    func setShownSections(_ newSections: [Section]) {
        objectGeneration &+= 1
        for section in shownSections { section.isShown = false }
        shownSections = newSections
        for section in shownSections { section.isShown = true }
    }

    /// Records `bunches` as what `section` shows, applies the item changes of its bunches already on
    /// screen, and returns the bunches whose header or footer changed (to lay out again).
    /// - Complexity: O(b) for b bunches in the old and new snapshots (plus those of sections that
    ///   bunches moved from).
    func snapshot(_ section: Section, bunches: [ItemBunch]) -> [ItemBunch] {
        let old = section.shownBunches
        section.shownBunches = bunches
        objectGeneration &+= 1
        var kept = Set<ObjectIdentifier>(minimumCapacity: bunches.count)
        for bunch in bunches { kept.insert(ObjectIdentifier(bunch)) }
        for bunch in old where !kept.contains(ObjectIdentifier(bunch)) && bunch.shownSection === section {
            bunch.shownSection = nil
        }
        var changed: [ItemBunch] = []
        for bunch in bunches {
            let shownSection = bunch.shownSection
            if shownSection === section && bunch.section != nil {
                bunch.applyChanges()
                continue
            }
            if let other = shownSection, other !== section {
                // The bunch moved here from a section shown elsewhere: it leaves that one now (or
                // it would be shown twice), whose new first and last bunches take its header and
                // footer.
                if let index = other.shownBunches.firstIndex(where: { $0 === bunch }) { other.shownBunches.remove(at: index) }
                if let first = other.shownBunches.first { changed.append(first) }
                if let last = other.shownBunches.last { changed.append(last) }
            }
            bunch.shownSection = section
            // A bunch on screen that moved between sections brings its item changes along, and
            // loses the other section's header and footer.
            if bunch.section != nil {
                changed.append(bunch)
                bunch.applyChanges()
            }
        }
        // Bunches that stay on screen and gain or lose the header or footer (bunches not on screen
        // yet are laid out when inserted). Without a change of configuration, only a header or
        // footer that exists moves.
        var candidates: [ItemBunch?] = []
        if section.supplementaryChanged {
            candidates = [old.first, old.last, bunches.first, bunches.last]
        } else {
            if old.first !== bunches.first && section.headerConfiguration != nil { candidates += [old.first, bunches.first] }
            if old.last !== bunches.last && section.footerConfiguration != nil { candidates += [old.last, bunches.last] }
        }
        for bunch in candidates {
            if let bunch, bunch.section != nil, kept.contains(ObjectIdentifier(bunch)) { changed.append(bunch) }
        }
        section.supplementaryChanged = false
        // The next edit is known only from a snapshot of every bunch.
        section.knownEdit = bunches.count == section.children.count ? .none : .unknown
        var seen = Set<ObjectIdentifier>()
        var unique: [ItemBunch] = []
        for bunch in changed where seen.insert(ObjectIdentifier(bunch)).inserted { unique.append(bunch) }
        return unique
    }

    func invalidateLayout(of bunches: [ItemBunch]) {
        for bunch in bunches where bunch.section != nil {
            adapter.invalidateLayout(for: bunch, completion: nil)
        }
    }
}

/// Runs `updates` inside `manager`'s batch when there is a manager, otherwise at once.
@MainActor
func performUpdates(in manager: AdapterManager?, _ updates: () -> Void) {
    if let manager { manager.performBatchUpdates(updates) } else { updates() }
}

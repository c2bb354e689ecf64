import Foundation
import ListKit

extension RepeatingRows {
    // MARK: - Placement

    /// Whether the rows show as the items of one bunch (``fieldsBunch``) when placed in a section:
    /// rows of one field with plain titles. A numbered (or custom) title changes as its row moves,
    /// and a collection view cannot move and reload one item in a batch; a row that is a section
    /// of its own can (the section moves, its field reloads), so those rows stay sections.
    var showsRowsAsItems: Bool { rowTitles.isPlain && makesOneFieldRows }

    /// Makes the bunches that show the rows in a section, in order: one whose items are all the
    /// rows' fields, or one per row.
    /// - Complexity: O(k) for k items in the rows.
    func makeRowBunches() -> [ItemBunch] {
        if showsRowsAsItems {
            let bunch = ItemBunch()
            for row in rows {
                row.hostBunch = bunch
                bunch.addItems(row.flattenedItems)
            }
            fieldsBunch = bunch
            return [bunch]
        }
        fieldsBunch = nil
        return rows.map { row in
            let bunch = ItemBunch(items: row.flattenedItems)
            row.hostBunch = bunch
            return bunch
        }
    }

    /// Shows the rows in the layout their titles call for (see ``showsRowsAsItems``), after their
    /// titles changed between plain and numbered (or custom): in one batch with the new titles.
    /// - Complexity: O(b + k) for b bunches in the section and k items in the rows.
    func relayout() {
        guard let section, let headerBunch, let footerBunch, (fieldsBunch != nil) != showsRowsAsItems,
              let first = headerBunch.index, let end = footerBunch.index else { return }
        performUpdates(in: manager) {
            section.replaceItemBunches(in: first + 1..<end, with: makeRowBunches())
            if manager?.hasShown ?? false { section.reload(animated: false) }
        }
    }

    /// Puts `row` on screen at `index`: its field into the fields' bunch, its bunch into the
    /// section, or its items into the host bunch.
    func place(_ row: RepeatingRow, at index: Int) {
        if let fieldsBunch {
            row.hostBunch = fieldsBunch
            fieldsBunch.insertItems(row.flattenedItems, at: index)
        } else if let section, let headerBunch, let base = headerBunch.index {
            // A row that comes back (undo) brings its bunch back, unless the rows changed layout
            // since.
            let items = row.flattenedItems
            let bunch = row.hostBunch.flatMap { $0.associatedSection == nil && $0.items.elementsEqual(items, by: ===) ? $0 : nil }
                ?? ItemBunch(items: items)
            row.hostBunch = bunch
            section.insertItemBunches([bunch], at: base + 1 + index)
        } else {
            contentDidChangeShape()
        }
    }

    /// Takes `row`, at `index`, off screen: its field out of the fields' bunch, its bunch out of
    /// the section, or its items out of the host bunch.
    func unplace(_ row: RepeatingRow, at index: Int) {
        if let fieldsBunch {
            fieldsBunch.removeItems(in: index..<index + 1)
        } else if let section, let headerBunch, let base = headerBunch.index {
            assert(section.itemBunches[base + 1 + index] === row.hostBunch, "row \(index) is not where its bunch is")
            section.removeItemBunches(in: base + 1 + index..<base + 2 + index)
        } else {
            // Shown again when the host bunch takes its new items (after the row has left).
        }
    }

    /// Moves `row`'s field, bunch or items from `from` to `to`.
    func move(_ row: RepeatingRow, from: Int, to: Int) {
        if let fieldsBunch {
            fieldsBunch.moveItems(in: from..<from + 1, to: to)
        } else if let section, let headerBunch, let base = headerBunch.index {
            section.moveItemBunches(in: base + 1 + from..<base + 2 + from, to: base + 1 + to)
        } else {
            unplace(row, at: from)
            place(row, at: to)
        }
    }

    /// Shows the change: the fields' bunch, the section's bunches, or the host bunch's items.
    func showChanges() {
        if section == nil { contentDidChangeShape() }
        guard let manager, manager.hasShown else { return }
        manager.evaluateNewConditions()
        if let fieldsBunch {
            fieldsBunch.reload(animated: false)
        } else if let section {
            section.reload(animated: false)
        } else if let bunch = host?.hostBunch {
            bunch.reload(animated: false)
        }
    }
}

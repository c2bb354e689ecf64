import Foundation

extension Section {
    /// Adds `group` at the end, as one bunch of its title line and its items.
    /// - Precondition: the group is in no section and no container yet.
    public func add(_ group: FieldGroup) {
        precondition(group.hostBunch == nil && group.parent == nil,
                     "FieldGroup \(group.key.debugDescription) is already placed: a group is shown once")
        group.hostBunch = addBunch(holding: group)
    }

    /// Adds `alternatives` at the end, as one bunch of the choice and the picked branch's items
    /// (a switch replaces the branch's items in that bunch).
    /// - Precondition: the alternatives are in no section and no container yet.
    public func add(_ alternatives: FieldAlternatives) {
        precondition(alternatives.hostBunch == nil && alternatives.parent == nil,
                     "FieldAlternatives \(alternatives.title.debugDescription) is already placed: alternatives are shown once")
        alternatives.hostBunch = addBunch(holding: alternatives)
    }

    /// Adds a bunch of `container`'s items at the end, the section holding the container.
    private func addBunch(holding container: any ContentContainer) -> ItemBunch {
        let bunch = ItemBunch(items: container.flattenedItems)
        ensuredFormNode.containers.append(container)
        addItemBunch(bunch)
        return bunch
    }

    /// Adds `rows` at the end: a bunch for the title line, then the rows — one bunch whose items
    /// are the fields of one-field rows with plain titles, otherwise one bunch per row — and a
    /// bunch for the Add button.
    /// - Precondition: the rows are in no section and no container yet.
    /// - Complexity: O(r + k) for r rows of k items in all.
    public func add(_ rows: RepeatingRows) {
        precondition(rows.section == nil && rows.parent == nil,
                     "RepeatingRows \(rows.key.debugDescription) is already placed: rows are shown once")
        rows.section = self
        ensuredFormNode.containers.append(rows)
        let header = ItemBunch(items: [rows.titleItem])
        let footer = ItemBunch(items: [rows.addButton])
        rows.headerBunch = header
        rows.footerBunch = footer
        addItemBunch(header)
        addItemBunches(rows.makeRowBunches())
        addItemBunch(footer)
    }
}

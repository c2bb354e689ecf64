import Foundation

extension Section {
    /// Adds `group` at the end, as one bunch of its title line and its items.
    /// - Precondition: the group is in no section and no container yet.
    public func add(_ group: FieldGroup) {
        precondition(group.hostBunch == nil && group.parent == nil,
                     "FieldGroup \(group.key.debugDescription) is already placed: a group is shown once")
        let bunch = ItemBunch(items: group.flattenedItems)
        group.hostBunch = bunch
        containers.append(group)
        addItemBunch(bunch)
    }

    /// Adds `rows` at the end: a bunch for the title line, one per row, and one for the Add button.
    /// - Precondition: the rows are in no section and no container yet.
    public func add(_ rows: RepeatingRows) {
        precondition(rows.section == nil && rows.parent == nil,
                     "RepeatingRows \(rows.key.debugDescription) is already placed: rows are shown once")
        rows.section = self
        containers.append(rows)
        let header = ItemBunch(items: [rows.titleItem])
        let footer = ItemBunch(items: [rows.addButton])
        rows.headerBunch = header
        rows.footerBunch = footer
        addItemBunch(header)
        for row in rows.rows {
            let bunch = ItemBunch(items: row.flattenedItems)
            row.hostBunch = bunch
            addItemBunch(bunch)
        }
        addItemBunch(footer)
    }
}

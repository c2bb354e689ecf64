import Foundation

/// A group, rows or a row as JSON from outside FormKit: its value as the form sends it, whether it
/// is shown, what setting a value would refuse, setting it before it is in a form (a default), and
/// one row's content built from the template without adding a row — what a surface that reads
/// forms in and writes them back out (FormSchema) needs.
extension FieldContainer {
    /// The container's value as ``AdapterManager/values`` holds it: a group's object (`nil` when
    /// the group is optional and wholly empty), rows' array (a map's object; `nil` for optional
    /// rows with none), a row's element; `nil` when it is
    /// hidden (unless `includingHidden`).
    ///
    /// Unlike reading ``AdapterManager/values`` by the container's key, this also holds for a
    /// ``FieldGroup`` placed directly in a section, whose title line is inside no container.
    /// - Complexity: O(n) for n items in the container.
    public func jsonValue(includingHidden: Bool = false) -> JSONValue? {
        if !includingHidden, isContainerHidden { return nil }
        switch self {
        case let group as FieldGroup: return group.value(includingHidden: includingHidden, redactingSecrets: false)
        case let rows as RepeatingRows:
            // Optional rows with none are absent (see RepeatingRows.allowsNone).
            if rows.allowsNone && rows.rows.isEmpty { return nil }
            return rows.value(includingHidden: includingHidden, redactingSecrets: false)
        case let row as RepeatingRow: return row.value(includingHidden: includingHidden, redactingSecrets: false)
        case let alternatives as FieldAlternatives: return alternatives.value(includingHidden: includingHidden, redactingSecrets: false)
        case let branch as FieldBranch:
            guard branch.isSelected, let alternatives = branch.alternatives else { return nil }
            return alternatives.value(includingHidden: includingHidden, redactingSecrets: false)
        default: return nil
        }
    }

    /// Whether the bunch, section or step that shows the container's title line (a row: its
    /// bunch, or its rows') is hidden — the line itself may be hidden for having no text.
    public var isContainerHidden: Bool {
        switch self {
        case let group as FieldGroup: group.titleItem.isHostHidden
        case let rows as RepeatingRows: rows.titleItem.isHostHidden
        case let row as RepeatingRow: (row.titleItem ?? row.scalarField as? Item)?.isHostHidden ?? false
        case let alternatives as FieldAlternatives: alternatives.choiceItem.isEffectivelyHidden
        case let branch as FieldBranch: !branch.isSelected || (branch.alternatives?.choiceItem.isEffectivelyHidden ?? true)
        default: false
        }
    }

    /// What setting the container to `value` would refuse, by JSON Pointer — without setting
    /// anything (``AdapterManager/setValues(_:)`` checks the same way before it sets).
    /// - Complexity: O(n) in the size of `value`.
    public func problems(settingTo value: JSONValue) -> [Problem] {
        var problems: [Problem] = []
        let at = pointer ?? ""
        switch self {
        case let group as FieldGroup: group.check(value, pointer: pointer ?? "/" + JSONPointer.escape(group.key), into: &problems)
        case let rows as RepeatingRows: rows.check(value, pointer: pointer ?? "/" + JSONPointer.escape(rows.key), into: &problems)
        case let row as RepeatingRow: row.check(value, pointer: at, into: &problems)
        case let alternatives as FieldAlternatives: alternatives.check(value, pointer: at, into: &problems)
        case let branch as FieldBranch: branch.check(value, pointer: at, into: &problems)
        default: break
        }
        return problems
    }

    /// Sets the container from plain JSON, as ``AdapterManager/setValues(_:)`` sets it by key —
    /// also before the container is in a form (a default value): rows get as many rows as
    /// elements, fields their values. All or nothing.
    /// - Throws: ``ValuesError`` with what ``problems(settingTo:)`` names; nothing is set then.
    /// - Complexity: O(n) in the size of `value`, plus the rows made.
    public func setJSONValue(_ value: JSONValue) throws(ValuesError) {
        let problems = problems(settingTo: value)
        guard problems.isEmpty else { throw ValuesError(problems: problems) }
        let at = pointer ?? ""
        switch self {
        case let group as FieldGroup: try group.setValue(value, pointer: at)
        case let rows as RepeatingRows: try rows.setValue(value, pointer: at)
        case let row as RepeatingRow: try row.setValue(value, pointer: at)
        case let alternatives as FieldAlternatives: try alternatives.setValue(value, pointer: at)
        case let branch as FieldBranch: try branch.setValue(value, pointer: at)
        default: break
        }
    }
}

extension RepeatingRows {
    /// One row's content, built by the template and attached to no row: for reading the shape of
    /// a row (an export writes it as the array's `items`) without adding one. Each call builds
    /// anew.
    /// - Complexity: that of the template.
    public func makeTemplateContent() -> [FieldContent] {
        template()
    }
}

extension GroupTitleItem {
    /// The group, rows or row whose title line this is.
    public var titledContainer: (any FieldContainer)? { owner }
}

extension Item {
    /// Whether the bunch, section or step that shows this item is hidden (not the item itself).
    var isHostHidden: Bool {
        guard let bunch = associatedBunch else { return false }
        guard !bunch.isHidden, let section = bunch.associatedSection else { return bunch.isHidden }
        return section.isHidden || (section.step?.isHidden ?? false)
    }
}

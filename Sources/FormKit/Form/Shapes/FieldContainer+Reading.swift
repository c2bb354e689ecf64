import Foundation

/// Reading a group or rows from outside FormKit: their value as the form sends it, whether they
/// are shown, and one row's content built from the template without adding a row — what a
/// surface that writes forms back out (FormSchema's export) needs.
extension FieldGroup {
    /// The group's value as ``AdapterManager/values`` holds it: its object; `nil` when it is
    /// optional and wholly empty (left out) or hidden (unless `includingHidden`).
    ///
    /// Unlike reading ``AdapterManager/values`` by the group's key, this also holds for a group
    /// placed directly in a section (whose title line is not inside any container).
    /// - Complexity: O(n) for n items in the group.
    public func jsonValue(includingHidden: Bool = false) -> JSONValue? {
        if !includingHidden, isContainerHidden { return nil }
        return value(includingHidden: includingHidden, redactingSecrets: false)
    }

    /// Whether the bunch, section or step that shows the group is hidden.
    public var isContainerHidden: Bool { titleItem.isHostHidden }

    /// What setting the group to `value` would refuse, by JSON Pointer — without setting
    /// anything (``AdapterManager/setValues(_:)`` checks the same way before it sets).
    /// - Complexity: O(n) in the size of `value`.
    public func problems(settingTo value: JSONValue) -> [Problem] {
        var problems: [Problem] = []
        check(value, pointer: pointer ?? "/" + JSONPointer.escape(key), into: &problems)
        return problems
    }
}

extension RepeatingRows {
    /// The rows' array as ``AdapterManager/values`` holds it, one element per row; `nil` when
    /// the rows are hidden (unless `includingHidden`).
    /// - Complexity: O(n) for n items in the rows.
    public func jsonValue(includingHidden: Bool = false) -> JSONValue? {
        if !includingHidden, isContainerHidden { return nil }
        return value(includingHidden: includingHidden, redactingSecrets: false)
    }

    /// Whether the bunch, section or step that shows the rows' title line is hidden.
    public var isContainerHidden: Bool { titleItem.isHostHidden }

    /// What setting the rows to `value` would refuse, by JSON Pointer — without setting
    /// anything (``AdapterManager/setValues(_:)`` checks the same way before it sets).
    /// - Complexity: O(n) in the size of `value`.
    public func problems(settingTo value: JSONValue) -> [Problem] {
        var problems: [Problem] = []
        check(value, pointer: pointer ?? "/" + JSONPointer.escape(key), into: &problems)
        return problems
    }

    /// One row's content, built by the template and attached to no row: for reading the shape of
    /// a row (an export writes it as the array's `items`) without adding one. Each call builds
    /// anew.
    /// - Complexity: that of the template.
    public func makeTemplateContent() -> [FieldContent] {
        template()
    }
}

extension GroupTitleItem {
    /// Whether the bunch, section or step that shows this title line is hidden (the line itself
    /// may be hidden for having no text).
    var isHostHidden: Bool {
        guard let bunch = associatedBunch else { return false }
        guard !bunch.isHidden, let section = bunch.associatedSection else { return bunch.isHidden }
        return section.isHidden || (section.step?.isHidden ?? false)
    }
}

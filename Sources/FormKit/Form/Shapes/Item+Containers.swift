import Foundation

extension Item {
    /// The group or row whose value holds this item's value; `nil` at the form's top level.
    public var container: (any FieldContainer)? { fieldContainer }

    /// Where the item's value is in the form's values, as a JSON Pointer (RFC 6901): `/name`,
    /// `/address/city`, `/addresses/2/city`, or `/emails/1` for the field of a scalar row; for the
    /// title line of a group or rows, the container's own pointer; for the choice of
    /// ``FieldAlternatives``, their ``FieldAlternatives/choicePointer`` (the name of the choice, no
    /// value's pointer). `nil` for an item without a key, or outside a form.
    /// - Complexity: O(d) for d containers around the item (a row's index is O(1) amortized).
    public var valuePointer: String? {
        if let title = self as? GroupTitleItem, let owner = title.owner { return owner.pointer }
        if let choice = self as? AlternativeChoiceItem, let owner = choice.owner { return owner.choicePointer }
        if let presence = self as? PresenceItem, let owner = presence.owner { return owner.presencePointer }
        guard let container = fieldContainer else {
            guard let key, associatedBunch?.manager != nil else { return key.map { "/" + JSONPointer.escape($0) } }
            return "/" + JSONPointer.escape(key)
        }
        if let row = container as? RepeatingRow, row.scalarField === (self as? FormField) { return row.pointer }
        if let branch = container as? FieldBranch, branch.scalarField === (self as? FormField) { return branch.pointer }
        guard let key, let base = container.pointer else { return nil }
        return base + "/" + JSONPointer.escape(key)
    }

    /// The row of repeating rows that holds this item (the innermost, when rows nest), or `nil`.
    public var enclosingRow: RepeatingRow? {
        var container = fieldContainer
        while let current = container {
            if let row = current as? RepeatingRow { return row }
            container = current.parent
        }
        return nil
    }

    /// The item shows errors now: the rows around it (at every level) repoint errors at their
    /// next edits (see ``RepeatingRows/repointErrors(from:through:)``).
    /// - Complexity: O(d) for d containers around the item.
    func errorsDidAppear() {
        var container = fieldContainer
        while let current = container {
            (current as? RepeatingRows)?.mayHaveErrors = true
            container = current.parent
        }
    }

    /// Whether a container around the item satisfies `condition`.
    /// - Complexity: O(d) for d containers around the item.
    func hasContainer(where condition: (any ContentContainer) -> Bool) -> Bool {
        var container = fieldContainer
        while let current = container {
            if condition(current) { return true }
            container = current.parent
        }
        return false
    }

    /// Whether the item's value is not sent because a container holds it back: an addable group
    /// that is absent, or a branch of alternatives that is not the picked one.
    var isInUnsentContainer: Bool {
        hasContainer { ($0 as? FieldGroup)?.isPresent == false || ($0 as? FieldBranch)?.isSelected == false }
    }

    /// Whether an optional group around the item is wholly empty: the group is left out of the
    /// values, and nothing inside it is validated.
    var isInOmittedGroup: Bool {
        hasContainer { ($0 as? FieldGroup).map { $0.isOptional && $0.isWhollyEmpty } ?? false }
    }
}

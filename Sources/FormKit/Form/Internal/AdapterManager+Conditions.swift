import Foundation

extension AdapterManager {
    /// The value a ``Condition`` reads for `key`: the first field's plain JSON (a label's detail as
    /// a string); `nil`, and a report, when no item has the key.
    func conditionValue(forKey key: String, in scope: (any ContentContainer)? = nil) -> JSONValue? {
        guard let item = itemReadByCondition(key, in: scope) else { return nil }
        // A field of a group nobody added, or of a branch not picked, is not sent: it reads as empty.
        guard let field = item as? FormField, !item.isInUnsentContainer else { return nil }
        return field.jsonValue ?? field.formValue.jsonValue
    }

    /// The value a closure condition reads for `key`; `nil`, and a report, when no item has it.
    func closureValue(forKey key: String, in scope: (any ContentContainer)? = nil) -> FormValue? {
        guard let item = itemReadByCondition(key, in: scope) else { return nil }
        if item.isInUnsentContainer { return .null }
        return (item as? FormField)?.formValue ?? .null
    }

    /// The item a condition's `key` names, or `nil` and a report.
    private func itemReadByCondition(_ key: String, in scope: (any ContentContainer)?) -> Item? {
        guard let item = resolveConditionKey(key, in: scope) else {
            report(.unknownConditionKey(key))
            return nil
        }
        return item
    }

    /// The item `key` names for a condition in `scope`: a field of the same row or group (the
    /// innermost first), else the first item of the form's top level with the key; a key that
    /// starts with `/` is a JSON Pointer into the form's values (`/address/country`), read
    /// wherever the condition is; a key with `/` inside (`address/country`, a schema rule's path)
    /// is the item keyed so, or else the field that pointer names. A condition on
    /// a field of a row so reads its own row's fields: `.value("type", is: "mobile")` on the
    /// extension field of a phone row reads that phone's type.
    func resolveConditionKey(_ key: String, in scope: (any ContentContainer)?) -> Item? {
        // A JSON Pointer names a field anywhere in the form's values.
        if key.hasPrefix("/") {
            // Or a field whose key is the pointer's path (`address/iban`, a schema form's field of
            // an object shown field by field).
            return field(at: key) as? Item ?? formIndex.itemsByKey[String(key.dropFirst())] ?? fieldOfUnpickedBranch(key, in: scope)
        }
        var container = scope
        while let current = container {
            if case .field(let field)? = current.member(forKey: key), let item = field as? Item { return item }
            container = current.parent
        }
        if let item = formIndex.itemsByKey[key] { return item }
        // A path of keys (`address/country`) names a field inside groups, as a pointer would.
        if key.contains("/"), let item = field(at: "/" + key) as? Item { return item }
        return fieldOfUnpickedBranch(key, in: scope)
    }

    /// A field keyed `key` in a branch not picked now, of alternatives in `scope` or around it, or
    /// at the top: it exists, and reads as empty (see ``conditionValue(forKey:in:)``).
    private func fieldOfUnpickedBranch(_ key: String, in scope: (any ContentContainer)?) -> Item? {
        var alternatives: [FieldAlternatives] = []
        var container = scope
        while let current = container {
            alternatives += current.memberItems.compactMap { ($0 as? AlternativeChoiceItem)?.owner }
            container = current.parent
        }
        alternatives += formIndex.items.compactMap { ($0 as? AlternativeChoiceItem)?.owner }
        for found in alternatives {
            for branch in found.branches where !branch.isSelected {
                if key.hasPrefix("/") {
                    // A pointer: the field whose pointer it would be, were its branch picked.
                    if let item = branch.fields.lazy.compactMap({ $0 as? Item }).first(where: { $0.valuePointer == key }) { return item }
                } else if case .field(let field)? = branch.member(forKey: key), let item = field as? Item {
                    return item
                }
            }
        }
        return nil
    }

    /// A condition was attached to something in this manager: it is evaluated now, and shown at
    /// once when the manager has shown anything.
    func bindingDidAttach(_ binding: ConditionBinding) {
        treeDidChange()
        evaluate([binding])
    }

    /// A form item's value changed: the conditions that read it are evaluated again, and the
    /// title of a row drawn from its content is drawn again.
    func valueDidChange(_ field: FormField) {
        guard let item = field as? Item else { return }
        if let row = item.enclosingRow, let group = row.group, case .custom = group.rowTitles, let index = row.index {
            group.refreshTitles(from: index, through: index)
        }
        runRules(reading: field)
        guard field.key != nil else { return }
        evaluateConditions(reading: item)
    }

    /// Re-evaluates the conditions that read `item` (as recorded): O(d) for d such conditions.
    /// (Conditions set hidden and enabled flags, never values, so nothing cascades.)
    func evaluateConditions(reading item: Item) {
        guard let bindings = formIndex.dependents(of: item, resolve: resolveConditionKey) else { return }
        evaluate(bindings)
    }

    /// Evaluates `bindings`, sets the flags they own, and — with `showingChanges`, once the
    /// manager has shown anything — reloads exactly the levels whose hidden flags changed (an
    /// item's bunch, a bunch's section, a section itself), in one batch with the caller's. A full
    /// reload evaluates every condition without showing changes: it shows them itself.
    /// - Complexity: O(c) for c conditions (each O(its size)), plus the reloads.
    func evaluate(_ bindings: [ConditionBinding], showingChanges: Bool = true) {
        guard !bindings.isEmpty else { return }
        var bunches: [ItemBunch] = []
        var sections: [Section] = []
        var stepsChanged = false
        performBatchUpdates {
            for binding in bindings {
                let (holds, keysChanged) = binding.evaluate(in: self)
                if keysChanged { formIndex.closureKeysChanged() }
                switch binding.apply(holds) {
                case .bunch(let bunch)?: bunches.append(bunch)
                case .section(let section)?: sections.append(section)
                case .step?: stepsChanged = true
                case nil: break
                }
            }
            if stepsChanged { stepVisibilityDidChange(showing: showingChanges) }
            guard showingChanges, hasShown else { return }
            var reloaded = Set<ObjectIdentifier>()
            for section in sections where section.associatedManager === self && reloaded.insert(ObjectIdentifier(section)).inserted {
                section.reload()
            }
            var reloadedBunches = Set<ObjectIdentifier>()
            for bunch in bunches where bunch.section != nil && reloadedBunches.insert(ObjectIdentifier(bunch)).inserted {
                if let section = bunch.associatedSection, reloaded.contains(ObjectIdentifier(section)) { continue }
                bunch.reload()
            }
        }
    }

    /// An item with conditions joined the manager's tree: they are evaluated before the next
    /// reload shows it (a row added after the form was shown hides what its conditions hide).
    func noteNewConditions(of item: Item) {
        form.newBindings += item.conditions.bindings
    }

    /// A bunch holding conditions joined the manager's tree.
    func noteNewConditions(in bunch: ItemBunch) {
        let form = self.form
        form.newBindings += bunch.conditions.bindings
        for item in bunch.items where item.conditions.containsConditions { form.newBindings += item.conditions.bindings }
    }

    /// A section holding conditions joined the manager.
    func noteNewConditions(in section: Section) {
        form.newBindings += section.conditions.bindings
        for bunch in section.itemBunches where bunch.conditions.containsConditions { noteNewConditions(in: bunch) }
    }

    /// Evaluates the conditions that joined since the last evaluation, quietly: the reload about
    /// to run shows what they hide or show.
    func evaluateNewConditions() {
        guard let form = formIfMade, !form.newBindings.isEmpty else { return }
        let bindings = form.newBindings
        form.newBindings.removeAll()
        evaluate(bindings, showingChanges: false)
    }
}

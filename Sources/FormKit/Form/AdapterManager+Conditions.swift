import Foundation

extension AdapterManager {
    /// The value a ``Condition`` reads for `key`: the first field's plain JSON (a label's detail as
    /// a string); `nil`, and a report, when no item has the key.
    func conditionValue(forKey key: String) -> JSONValue? {
        guard let item = itemReadByCondition(key) else { return nil }
        guard let field = item as? FormField else { return nil }
        return field.jsonValue ?? field.formValue.jsonValue
    }

    /// The value a closure condition reads for `key`; `nil`, and a report, when no item has it.
    func closureValue(forKey key: String) -> FormValue? {
        guard let item = itemReadByCondition(key) else { return nil }
        return (item as? FormField)?.formValue ?? .null
    }

    /// The first item with `key`, or `nil` and a report.
    private func itemReadByCondition(_ key: String) -> Item? {
        guard let item = formIndex.itemsByKey[key] else {
            report(.unknownConditionKey(key))
            return nil
        }
        return item
    }

    /// A condition was attached to something in this manager: it is evaluated now, and shown at
    /// once when the manager has shown anything.
    func bindingDidAttach(_ binding: ConditionBinding) {
        treeDidChange()
        evaluate([binding])
    }

    /// A form item's value changed: the conditions that read its key are evaluated again.
    func valueDidChange(_ field: FormField) {
        guard let key = field.key else { return }
        evaluateConditions(readingKey: key)
    }

    /// Re-evaluates the conditions that read `key` (as recorded): O(d) for d such conditions.
    /// (Conditions set hidden and enabled flags, never values, so nothing cascades.)
    func evaluateConditions(readingKey key: String) {
        guard let bindings = formIndex.dependents(of: key) else { return }
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
        performBatchUpdates {
            for binding in bindings {
                let (holds, keysChanged) = binding.evaluate(in: self)
                if keysChanged { formIndex.closureKeysChanged() }
                switch binding.apply(holds) {
                case .bunch(let bunch)?: bunches.append(bunch)
                case .section(let section)?: sections.append(section)
                case nil: break
                }
            }
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
}

import Foundation

/// What the manager finds by key and by position — fields in form order, the first item of each
/// key, the conditions and the keys they read — built in one O(n) pass the first time it is needed
/// after the tree changed (an item, bunch or section added, removed or moved, a key changed, a
/// condition attached), so look-ups, tabbing and value changes cost O(1) each, amortized.
@MainActor
final class FormIndex {
    /// Every item, in form order.
    let items: [Item]
    /// Every form field, in form order (hidden ones included).
    let fields: [FormField]
    /// Each field's position in ``fields``.
    let fieldPosition: [ObjectIdentifier: Int]
    /// The first item with each key.
    let itemsByKey: [String: Item]
    /// Every field with each key, in form order.
    let fieldsByKey: [String: [FormField]]
    /// Keys that more than one field has.
    let duplicateKeys: [String]
    /// Every condition, sections first, then bunches, then items, each in form order.
    let bindings: [ConditionBinding]
    /// The conditions that read each key; rebuilt when a closure reads other keys than before.
    private var dependentsByKey: [String: [ConditionBinding]] = [:]
    private var dependentsAreStale = true

    init(sections: [Section]) {
        var items: [Item] = []
        var fields: [FormField] = []
        var fieldPosition: [ObjectIdentifier: Int] = [:]
        var itemsByKey: [String: Item] = [:]
        var fieldsByKey: [String: [FormField]] = [:]
        var duplicateKeys: [String] = []
        var sectionBindings: [ConditionBinding] = []
        var bunchBindings: [ConditionBinding] = []
        var itemBindings: [ConditionBinding] = []
        for section in sections {
            sectionBindings.append(contentsOf: section.conditions.bindings)
            for bunch in section.itemBunches {
                bunchBindings.append(contentsOf: bunch.conditions.bindings)
                for item in bunch.items {
                    items.append(item)
                    itemBindings.append(contentsOf: item.conditions.bindings)
                    if let key = item.key, itemsByKey[key] == nil { itemsByKey[key] = item }
                    guard let field = item as? FormField else { continue }
                    fieldPosition[ObjectIdentifier(item)] = fields.count
                    fields.append(field)
                    if let key = field.key, field.jsonValue != nil {
                        if fieldsByKey[key] == nil {
                            fieldsByKey[key] = [field]
                        } else {
                            if fieldsByKey[key]?.count == 1 { duplicateKeys.append(key) }
                            fieldsByKey[key]?.append(field)
                        }
                    }
                }
            }
        }
        self.items = items
        self.fields = fields
        self.fieldPosition = fieldPosition
        self.itemsByKey = itemsByKey
        self.fieldsByKey = fieldsByKey
        self.duplicateKeys = duplicateKeys
        bindings = sectionBindings + bunchBindings + itemBindings
    }

    /// The conditions that read `key`, or `nil` for none.
    func dependents(of key: String) -> [ConditionBinding]? {
        if dependentsAreStale {
            dependentsByKey = [:]
            for binding in bindings {
                for key in binding.keys { dependentsByKey[key, default: []].append(binding) }
            }
            dependentsAreStale = false
        }
        return dependentsByKey[key]
    }

    /// A closure condition read other keys than before: the next look-up regroups by key.
    func closureKeysChanged() {
        dependentsAreStale = true
    }
}

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
    /// The groups, rows and alternatives at the form's top level, by key (the first of each key).
    let containersByKey: [String: any ContentContainer]
    /// The alternatives without a key at the form's top level (their picked branches' fields are
    /// members of the form's object), nested ones in picked branches included.
    let mergedAlternatives: [FieldAlternatives]
    /// Every condition, sections first, then bunches, then items, each in form order.
    let bindings: [ConditionBinding]
    /// The conditions that read each item (its key, resolved where the condition is); rebuilt
    /// when a closure reads other keys than before.
    private var dependentsByItem: [ObjectIdentifier: [ConditionBinding]] = [:]
    private var dependentsAreStale = true

    init(sections: [Section], steps: [FormStep] = []) {
        var items: [Item] = []
        var fields: [FormField] = []
        var fieldPosition: [ObjectIdentifier: Int] = [:]
        var itemsByKey: [String: Item] = [:]
        var fieldsByKey: [String: [FormField]] = [:]
        var duplicateKeys: [String] = []
        var containersByKey: [String: any ContentContainer] = [:]
        var mergedAlternatives: [FieldAlternatives] = []
        var sectionBindings: [ConditionBinding] = []
        var bunchBindings: [ConditionBinding] = []
        var itemBindings: [ConditionBinding] = []
        for step in steps { sectionBindings.append(contentsOf: step.conditions.bindings) }
        for section in sections {
            sectionBindings.append(contentsOf: section.conditions.bindings)
            for bunch in section.itemBunches {
                bunchBindings.append(contentsOf: bunch.conditions.bindings)
                for item in bunch.items {
                    items.append(item)
                    itemBindings.append(contentsOf: item.conditions.bindings)
                    let owner: (any ContentContainer)? = (item as? GroupTitleItem)?.owner ?? (item as? AlternativeChoiceItem)?.owner
                    if let owner, objectScope(of: owner.parent) == nil,
                       let key = (owner as? FieldGroup)?.key ?? (owner as? RepeatingRows)?.key ?? (owner as? FieldAlternatives)?.key {
                        if containersByKey[key] == nil && fieldsByKey[key] == nil {
                            containersByKey[key] = owner
                        } else {
                            duplicateKeys.append(key)
                        }
                    }
                    if let alternatives = owner as? FieldAlternatives, alternatives.key == nil, objectScope(of: alternatives.parent) == nil {
                        mergedAlternatives.append(alternatives)
                    }
                    // Items inside groups and rows are named by their containers, not at the top
                    // (the fields of a picked branch of alternatives without a key are).
                    let isTopLevel = objectScope(of: item.fieldContainer) == nil
                    if isTopLevel, let key = item.key, itemsByKey[key] == nil { itemsByKey[key] = item }
                    guard let field = item as? FormField else { continue }
                    fieldPosition[ObjectIdentifier(item)] = fields.count
                    fields.append(field)
                    if isTopLevel, let key = field.key, field.jsonValue != nil {
                        if containersByKey[key] != nil {
                            duplicateKeys.append(key)
                        } else if fieldsByKey[key] == nil {
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
        self.containersByKey = containersByKey
        self.mergedAlternatives = mergedAlternatives
        bindings = sectionBindings + bunchBindings + itemBindings
    }

    /// The conditions that read `key`, or `nil` for none.
    /// The conditions that read `item`; `resolve` finds the item a condition's key names where
    /// the condition is (its row or group first, then the form's top level).
    func dependents(of item: Item, resolve: (String, (any ContentContainer)?) -> Item?) -> [ConditionBinding]? {
        if dependentsAreStale {
            dependentsByItem = [:]
            for binding in bindings {
                let scope = binding.scope
                for key in binding.keys {
                    guard let read = resolve(key, scope) else { continue }
                    dependentsByItem[ObjectIdentifier(read), default: []].append(binding)
                }
            }
            dependentsAreStale = false
        }
        return dependentsByItem[ObjectIdentifier(item)]
    }

    /// A closure condition read other keys than before: the next look-up regroups by key.
    func closureKeysChanged() {
        dependentsAreStale = true
    }
}

/// The container whose object `container`'s members are members of: itself, or — for alternatives
/// without a key and their branches — the container around them; `nil` for the form's top level.
@MainActor
func objectScope(of container: (any ContentContainer)?) -> (any ContentContainer)? {
    var current = container
    while let candidate = current {
        if let branch = candidate as? FieldBranch, let alternatives = branch.alternatives, alternatives.key == nil {
            current = alternatives.parent
        } else if let alternatives = candidate as? FieldAlternatives, alternatives.key == nil {
            current = alternatives.parent
        } else {
            return candidate
        }
    }
    return nil
}

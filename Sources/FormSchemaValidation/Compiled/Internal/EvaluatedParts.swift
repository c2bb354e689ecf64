/// The properties and items of a value that keywords evaluated: what `unevaluatedProperties`
/// and `unevaluatedItems` leave alone.
struct EvaluatedParts {
    var properties: Set<String> = []
    var itemPrefix = 0
    var allItems = false
    var items: Set<Int> = []

    mutating func merge(_ other: EvaluatedParts) {
        properties.formUnion(other.properties)
        itemPrefix = Swift.max(itemPrefix, other.itemPrefix)
        allItems = allItems || other.allItems
        items.formUnion(other.items)
    }

    func hasItem(_ index: Int) -> Bool { allItems || index < itemPrefix || items.contains(index) }
}

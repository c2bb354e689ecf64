/// The vertical list layout of one section: header, top inset, items (each followed by the line
/// spacing, except the last), bottom inset, footer.
struct SectionLayout {
    var headerHeight = 0
    var footerHeight = 0
    var inset = ListEdgeInsets.zero
    var spacing = 0
    /// Each item's height plus `spacing`, with the width the layout delegate asked for as its
    /// payload (measured with the height, so that placing an item never measures it again;
    /// `Int32.max` without a delegate: as wide as the section allows).
    var items = WeightedSequence()

    var itemCount: Int { items.count }

    /// Lines from the section's top to its first item.
    var itemsTop: Int { headerHeight + inset.top }

    /// Lines the items take, spacing between them included.
    var itemsHeight: Int { items.count == 0 ? 0 : items.total - spacing }

    var height: Int { itemsTop + itemsHeight + inset.bottom + footerHeight }

    /// The item's top, relative to the section's top. O(log n).
    func itemTop(_ item: Int) -> Int { itemsTop + items.prefixSum(item) }

    /// The item's height. O(log n).
    func itemHeight(_ item: Int) -> Int { items[item] - spacing }

    /// The item's height and the width its layout delegate asked for. O(log n).
    func itemSize(_ item: Int) -> (height: Int, requestedWidth: Int) {
        let entry = items.entry(at: item)
        return (entry.weight - spacing, Int(entry.payload))
    }
}

/// The whole content's layout: its sections, and their heights in a sequence that answers "which
/// section is at line y" and "where does section s start" in O(log s).
struct CollectionLayout {
    var sections: [SectionLayout] = []
    var sectionHeights = WeightedSequence()

    var contentHeight: Int { sectionHeights.total }
    var sectionCount: Int { sections.count }
    var itemCounts: [Int] { sections.map(\.itemCount) }

    init() {}

    init(sections: [SectionLayout]) {
        self.sections = sections
        sectionHeights = WeightedSequence(sections.map(\.height))
    }

    func sectionTop(_ section: Int) -> Int { sectionHeights.prefixSum(section) }

    /// Recomputes the stored height of `section` after its layout changed. O(log s).
    mutating func refreshHeight(of section: Int) {
        sectionHeights[section] = sections[section].height
    }

    /// Rebuilds the section height sequence. O(s).
    mutating func refreshAllHeights() {
        sectionHeights = WeightedSequence(sections.map(\.height))
    }
}

/// The vertical list layout of one section: header, top inset, items (each followed by the line
/// spacing, except the last), bottom inset, footer.
///
/// Stored compactly (48 bytes): a batch reads every section's item count and moves the array of
/// sections in bulk, so its size is memory traffic on every update. The metrics are kept as
/// `Int32`, clamped (no terminal layout comes near 2³¹ lines or columns).
struct SectionLayout {
    /// Each item's height plus `spacing`, with the width the layout delegate asked for as its
    /// payload (measured with the height, so that placing an item never measures it again;
    /// `Int32.max` without a delegate: as wide as the section allows).
    var items = WeightedSequence()
    private var storedHeaderHeight: Int32 = 0
    private var storedFooterHeight: Int32 = 0
    private var insetTop: Int32 = 0
    private var insetLeft: Int32 = 0
    private var insetBottom: Int32 = 0
    private var insetRight: Int32 = 0
    private var storedSpacing: Int32 = 0

    var headerHeight: Int {
        get { Int(storedHeaderHeight) }
        set { storedHeaderHeight = Int32(clamping: newValue) }
    }

    var footerHeight: Int {
        get { Int(storedFooterHeight) }
        set { storedFooterHeight = Int32(clamping: newValue) }
    }

    var inset: ListEdgeInsets {
        get {
            var inset = ListEdgeInsets.zero
            inset.top = Int(insetTop)
            inset.left = Int(insetLeft)
            inset.bottom = Int(insetBottom)
            inset.right = Int(insetRight)
            return inset
        }
        set {
            insetTop = Int32(clamping: newValue.top)
            insetLeft = Int32(clamping: newValue.left)
            insetBottom = Int32(clamping: newValue.bottom)
            insetRight = Int32(clamping: newValue.right)
        }
    }

    var spacing: Int {
        get { Int(storedSpacing) }
        set { storedSpacing = Int32(clamping: newValue) }
    }

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

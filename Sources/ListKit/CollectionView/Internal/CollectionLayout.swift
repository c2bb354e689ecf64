/// The whole content's layout: its sections, and their heights with prefix sums that answer
/// "which section is at line y" and "where does section s start" in O(log s).
struct CollectionLayout {
    var sections: [SectionLayout] = []
    var sectionHeights = SectionHeights()

    var contentHeight: Int { sectionHeights.total }
    var sectionCount: Int { sections.count }
    var itemCounts: [Int] { sections.map(\.itemCount) }

    init() {}

    init(sections: [SectionLayout]) {
        self.sections = sections
        sectionHeights = SectionHeights(sections.map(\.height))
    }

    func sectionTop(_ section: Int) -> Int { sectionHeights.prefixSum(section) }

    /// Recomputes the stored height of `section` after its layout changed. O(log s).
    mutating func refreshHeight(of section: Int) {
        sectionHeights[section] = sections[section].height
    }

    /// Rebuilds the section height sequence. O(s).
    mutating func refreshAllHeights() {
        sectionHeights = SectionHeights(sections.map(\.height))
    }
}

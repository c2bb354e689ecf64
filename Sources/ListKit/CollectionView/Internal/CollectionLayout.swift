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

extension CollectionLayout {
    /// The ways the layout breaks its invariants, one sentence each; empty when it keeps them.
    ///
    /// There is one stored height per section and it is the section's height as its layout
    /// computes it, so the heights sum to the content height; the heights and every section's items
    /// keep their own invariants. Checked in debug builds only: a release build returns `[]` at
    /// once.
    /// - Complexity: O(*n*) for *n* items.
    func _checkInvariants() -> [String] {
        #if DEBUG
        var violations = sectionHeights._checkInvariants().map { "section heights: \($0)" }
        if sectionHeights.count != sections.count {
            violations.append("\(sectionHeights.count) section heights for \(sections.count) sections")
            return violations
        }
        for (section, layout) in sections.enumerated() {
            violations += layout.items._checkInvariants().map { "section \(section) items: \($0)" }
            if sectionHeights[section] != layout.height {
                violations.append("section \(section): height \(sectionHeights[section]) stored, \(layout.height) laid out")
            }
        }
        let laidOut = sections.reduce(0) { $0 + $1.height }
        if contentHeight != laidOut {
            violations.append("content height \(contentHeight), but the sections are \(laidOut) lines tall")
        }
        return violations
        #else
        return []
        #endif
    }
}

import FormKit

extension Section {
    /// `bunches` in order, in sections of 100 headed "Section 0", "Section 1", …: the shape of the
    /// large benchmark forms.
    static func hundreds(of bunches: [ItemBunch]) -> [Section] {
        stride(from: 0, to: bunches.count, by: 100).map { start in
            let section = Section(header: "Section \(start / 100)")
            for bunch in bunches[start..<min(start + 100, bunches.count)] { section.addItemBunch(bunch) }
            return section
        }
    }
}

import Foundation
import ListKit

extension Section {
    /// Creates a section with the bunches (and items: consecutive ones share a bunch) that
    /// `content` builds.
    public convenience init(header: String? = nil, footer: String? = nil, @SectionContentBuilder _ content: () -> [SectionContent]) {
        self.init(header: header, footer: footer)
        var implied: ItemBunch?
        for element in content() {
            switch element {
            case .bunch(let bunch):
                implied = nil
                addItemBunch(bunch)
            case .item(let item):
                if implied == nil {
                    let bunch = ItemBunch()
                    addItemBunch(bunch)
                    implied = bunch
                }
                implied?.addItem(item)
            case .group(let group):
                implied = nil
                add(group)
            case .rows(let rows):
                implied = nil
                add(rows)
            case .alternatives(let alternatives):
                implied = nil
                add(alternatives)
            }
        }
    }
}

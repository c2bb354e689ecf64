import Foundation
import ListKit

extension ItemBunch {
    /// Creates a bunch of the items `content` builds.
    public convenience init(@ItemBuilder _ content: () -> [Item]) {
        self.init(items: content())
    }
}

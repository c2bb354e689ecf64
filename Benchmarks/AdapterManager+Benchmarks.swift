import FormKit
import ListKit

extension AdapterManager {
    /// A manager on an adapter on a collection view of `width` × `height`, showing `sections`
    /// (added in order, then reloaded once): where every form benchmark puts its form.
    static func showing(_ sections: [Section], width: Int, height: Int) -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: width, height: height)
        let manager = AdapterManager(adapter: adapter)
        for section in sections { manager.addSection(section) }
        manager.reload()
        return manager
    }

    var collectionView: CollectionView { adapter.collectionView! }
}

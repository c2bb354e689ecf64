/// Told of every change the adapter's collection view applies — IGListKit's update-listener idea
/// (`IGListAdapterUpdateListener`): a layer above the adapter follows what the screen shows from
/// this, instead of reading the collection view's log.
///
/// ```swift
/// final class Follower: ListAdapterUpdateListener {
///     var heard: [String] = []
///     func listAdapter(_ adapter: ListAdapter, didApply update: CollectionViewUpdate) { heard.append("\(update)") }
/// }
/// ```
/// ```swift
/// let follower = Follower()
/// adapter.addUpdateListener(follower)   // held weakly: keep your own reference
/// ```
@MainActor
public protocol ListAdapterUpdateListener: AnyObject {
    /// The collection view applied `update` (a full reload, or one batch, normalized): its data
    /// source's counts already say what the update made.
    func listAdapter(_ adapter: ListAdapter, didApply update: CollectionViewUpdate)
}

/// A listener held weakly.
struct WeakUpdateListener {
    weak var listener: (any ListAdapterUpdateListener)?
}

extension ListAdapter {
    /// Adds `listener`, held weakly, told of each change applied from now on, after those added
    /// before it. Adding a listener twice adds it once.
    /// - Complexity: O(l) for l listeners.
    public func addUpdateListener(_ listener: any ListAdapterUpdateListener) {
        updateListeners.removeAll { $0.listener == nil }
        guard !updateListeners.contains(where: { $0.listener === listener }) else { return }
        updateListeners.append(WeakUpdateListener(listener: listener))
    }

    /// Removes `listener`.
    /// - Complexity: O(l) for l listeners.
    public func removeUpdateListener(_ listener: any ListAdapterUpdateListener) {
        updateListeners.removeAll { $0.listener == nil || $0.listener === listener }
    }

    /// The collection view applied `update`: each listener hears of it, in the order added.
    func collectionViewDidApply(_ update: CollectionViewUpdate) {
        guard !updateListeners.isEmpty else { return }
        for entry in updateListeners { entry.listener?.listAdapter(self, didApply: update) }
    }
}

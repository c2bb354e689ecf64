import Foundation

/// Decides when a ``ListAdapter``'s requests are applied, and coalesces them into one batch.
///
/// Every request — ``ListAdapter/performUpdates(animated:completion:)``,
/// ``ListAdapter/reloadData(completion:)``, ``ListAdapter/reloadObjects(_:)`` and a section
/// controller's ``ListCollectionContext/performBatch(animated:updates:completion:)`` — joins the
/// pending transaction. The transaction is applied as **one** collection view batch:
///
/// - with ``Coalescing-swift.enum/immediate`` (the default), as soon as no transaction is open: a
///   request outside any grouping is applied before the call returns, so code can update and then
///   render; requests inside ``ListAdapter/performBatchUpdates(_:completion:)`` are applied when
///   the outermost grouping closes;
/// - with ``Coalescing-swift.enum/nextMainQueueTurn`` (IGListKit's behaviour), on the next turn of
///   the main queue, for hosts that run an event loop (``ListAdapter/flushPendingUpdates()`` applies
///   at once).
///
/// A requested reload wins over item updates (their closures still run, so model changes inside
/// them happen). Every completion runs exactly once, after the batch, in request order, with `true`
/// when the batch was applied. A section controller's batch requested while a transaction is being
/// applied joins it (as in IGListKit); any other request made then runs right after it.
@MainActor
public final class ListAdapterUpdater {
    /// When pending requests are applied.
    public enum Coalescing: Sendable {
        /// When no transaction is open: at once outside a grouping.
        case immediate
        /// On the next turn of the main queue.
        case nextMainQueueTurn
    }

    /// When pending requests are applied.
    public var coalescing: Coalescing

    var pending = PendingTransaction()
    /// Open groupings (``ListAdapter/performBatchUpdates(_:completion:)`` nesting depth).
    var groupingDepth = 0
    /// Whether a transaction is being applied right now.
    var isApplying = false
    var hasScheduledFlush = false

    /// Creates an updater.
    /// - Parameter coalescing: when requests are applied; default ``Coalescing-swift.enum/immediate``.
    public init(coalescing: Coalescing = .immediate) {
        self.coalescing = coalescing
    }
}

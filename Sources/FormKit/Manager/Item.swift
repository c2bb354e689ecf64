import Foundation
import ListDiffKit
import ListKit

/// One row of a form or list: a model that a cell shows (RETableViewManager's and the seed's
/// `Item`). Subclass it for your own kinds of rows, or use the built-in ones.
///
/// An item belongs to at most one ``ItemBunch``; ``associatedBunch`` points back to it (weakly),
/// so the item can reload itself: ``reload(animated:completion:)`` refreshes exactly its own cell.
/// Properties declared with ``Observed`` mark the item as changed when set, so the next reload of
/// its bunch, section or manager refreshes its cell without being told.
@MainActor
open class Item: IndexedChild {
    /// The bunch that holds the item; `nil` when it is in none.
    public internal(set) weak var associatedBunch: ItemBunch?
    /// The cell's size; `nil` (the default) lets the cell size itself for the container width.
    public var cellSize: ListSize? {
        didSet { setNeedsReload() }
    }
    /// Runs when a user selects the item (if ``isSelectable``). It gets the item, so it need not
    /// capture it (capturing it strongly would keep it alive).
    public var selectBlock: ((Item) -> Void)?
    /// Whether a user can select the item. Default: `true`.
    public var isSelectable = true {
        didSet { setNeedsReload() }
    }
    /// A key to find the item by (``AdapterManager/item(forKey:)``) and to name its value.
    public var key: String?
    /// Whether the item is hidden: its bunch leaves it out from its next reload on (it keeps its
    /// value). Set it, or give the item a condition with ``hidden(when:)``.
    public var isHidden = false {
        didSet { if isHidden != oldValue { associatedBunch?.structureChanged = true } }
    }
    /// The condition that hides the item, evaluated on every value change.
    var hiddenCondition: HiddenCondition?

    /// Bumped whenever the item changes in a way its cell shows.
    public private(set) var contentVersion = 0
    var recordedIndex = 0
    /// The content version the screen shows, and the item's position in its bunch's snapshot.
    var shownVersion = -1
    var shownIndex = Int.max
    /// The bunch whose snapshot last took the item.
    weak var shownBunch: ItemBunch?

    /// Creates an item.
    /// - Parameter key: a key to find it by.
    public init(key: String? = nil) {
        self.key = key
    }

    /// Marks the item as changed: the next reload of its bunch, section or manager reloads its
    /// cell. ``Observed`` properties call it when set; call it after changes they do not see.
    public func setNeedsReload() {
        contentVersion &+= 1
        associatedBunch?.itemDidChange()
    }

    /// The item's position in its bunch, or `nil` when it is in none.
    /// - Complexity: O(1) amortized.
    public var index: Int? { associatedBunch?.itemIndex(of: self) }

    /// The cell class that shows this item when none is registered for its type. The default is
    /// ``ItemCell``, which shows a placeholder line: override it in your item types.
    open class var defaultCellType: ItemCell.Type { ItemCell.self }

    /// Reloads the cell that shows this item, and nothing else.
    ///
    /// If the item is not on screen yet (its bunch has not shown it), its bunch reloads instead, to
    /// show it. Does nothing, and calls `completion(false)`, when the item is in no bunch on a
    /// manager.
    /// - Parameters:
    ///   - animated: kept for IGListKit parity.
    ///   - completion: called once, with whether the reload was applied.
    /// - Complexity: O(1) plus the batch.
    public func reload(animated: Bool = false, completion: ((Bool) -> Void)? = nil) {
        guard let bunch = associatedBunch else {
            completion?(false)
            return
        }
        bunch.reload(item: self, animated: animated, completion: completion)
    }
}

/// A property of an ``Item`` that marks the item as changed when set (see
/// ``Item/setNeedsReload()``), so that a later reload refreshes its cell.
///
/// - Note: In a *generic* item class, write `didSet { setNeedsReload() }` instead: the wrapper
///   reaches its storage through key paths, which Swift resolves at run time on every access for
///   generic classes (the built-in items do so).
///
/// ```swift
/// final class ScoreItem: Item {
///     @Observed var score = 0
/// }
/// ```
@MainActor
@propertyWrapper
public struct Observed<Value> {
    private var value: Value

    /// Creates the property with its first value (not a change).
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Reads and writes go through the item, which is told of every write.
    public static subscript<Owner: Item>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Observed<Value>>
    ) -> Value {
        get { owner[keyPath: storageKeyPath].value }
        set {
            owner[keyPath: storageKeyPath].value = newValue
            owner.setNeedsReload()
        }
    }

    @available(*, unavailable, message: "@Observed is only for properties of Item subclasses")
    public var wrappedValue: Value {
        get { fatalError("@Observed is only for properties of Item subclasses") }
        set { fatalError("@Observed is only for properties of Item subclasses") }
    }
}

import Foundation
import ListDiffKit
import ListKit

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

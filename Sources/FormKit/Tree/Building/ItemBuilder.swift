import Foundation
import ListKit

/// Builds a bunch's items: items, arrays of them, `if`, `switch`, `for … in`.
@resultBuilder
public enum ItemBuilder {
    /// An item.
    public static func buildExpression(_ item: Item) -> [Item] { [item] }
    /// An array of items, in order.
    public static func buildExpression(_ items: [Item]) -> [Item] { items }
    /// The parts of a block, in order.
    public static func buildBlock(_ parts: [Item]...) -> [Item] { parts.flatMap { $0 } }
    /// An `if` without `else`: its parts, or nothing.
    public static func buildOptional(_ part: [Item]?) -> [Item] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Item]) -> [Item] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Item]) -> [Item] { part }
    /// A `for … in` loop: every iteration's parts, in order.
    public static func buildArray(_ parts: [[Item]]) -> [Item] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [Item]) -> [Item] { part }
}

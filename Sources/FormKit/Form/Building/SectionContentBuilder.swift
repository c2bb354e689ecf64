import Foundation
import ListKit

/// Builds a section's content: `ItemBunch`es, and items directly (consecutive items share one
/// implied bunch), with `if`, `switch` and `for … in`.
@resultBuilder
public enum SectionContentBuilder {
    /// A bunch.
    public static func buildExpression(_ bunch: ItemBunch) -> [SectionContent] { [.bunch(bunch)] }
    /// An item (consecutive items share a bunch).
    public static func buildExpression(_ item: Item) -> [SectionContent] { [.item(item)] }
    /// A group of fields (its own bunch).
    public static func buildExpression(_ group: FieldGroup) -> [SectionContent] { [.group(group)] }
    /// Repeating rows (a bunch per row).
    public static func buildExpression(_ rows: RepeatingRows) -> [SectionContent] { [.rows(rows)] }
    /// Alternatives (their own bunch).
    public static func buildExpression(_ alternatives: FieldAlternatives) -> [SectionContent] { [.alternatives(alternatives)] }
    /// An array of bunches, in order.
    public static func buildExpression(_ bunches: [ItemBunch]) -> [SectionContent] { bunches.map(SectionContent.bunch) }
    /// An array of items, in order.
    public static func buildExpression(_ items: [Item]) -> [SectionContent] { items.map(SectionContent.item) }
    /// The parts of a block, in order.
    public static func buildBlock(_ parts: [SectionContent]...) -> [SectionContent] { parts.flatMap { $0 } }
    /// An `if` without `else`: its parts, or nothing.
    public static func buildOptional(_ part: [SectionContent]?) -> [SectionContent] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [SectionContent]) -> [SectionContent] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [SectionContent]) -> [SectionContent] { part }
    /// A `for … in` loop: every iteration's parts, in order.
    public static func buildArray(_ parts: [[SectionContent]]) -> [SectionContent] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [SectionContent]) -> [SectionContent] { part }
}

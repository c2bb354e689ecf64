import Foundation

/// One element of a group's or a row's content: a field (any item), a nested ``FieldGroup``,
/// nested ``RepeatingRows`` or nested ``FieldAlternatives``.
public enum FieldContent {
    /// An item: a field, a label, a button.
    case item(Item)
    /// A group of fields whose value is one JSON object.
    case group(FieldGroup)
    /// Rows that repeat, whose value is one JSON array.
    case rows(RepeatingRows)
    /// One of several sub-forms, picked by a choice.
    case alternatives(FieldAlternatives)
}

/// Builds a group's or a row's content: items, ``FieldGroup``s and ``RepeatingRows``, arrays of
/// them, `if`, `switch` and `for … in`.
@resultBuilder
public enum FieldContentBuilder {
    /// An item.
    public static func buildExpression(_ item: Item) -> [FieldContent] { [.item(item)] }
    /// A nested group.
    public static func buildExpression(_ group: FieldGroup) -> [FieldContent] { [.group(group)] }
    /// Nested repeating rows.
    public static func buildExpression(_ rows: RepeatingRows) -> [FieldContent] { [.rows(rows)] }
    /// Nested alternatives.
    public static func buildExpression(_ alternatives: FieldAlternatives) -> [FieldContent] { [.alternatives(alternatives)] }
    /// An array of items, in order.
    public static func buildExpression(_ items: [Item]) -> [FieldContent] { items.map(FieldContent.item) }
    /// Content built elsewhere, in order.
    public static func buildExpression(_ content: [FieldContent]) -> [FieldContent] { content }
    /// The parts of a block, in order.
    public static func buildBlock(_ parts: [FieldContent]...) -> [FieldContent] { parts.flatMap { $0 } }
    /// An `if` without `else`: its parts, or nothing.
    public static func buildOptional(_ part: [FieldContent]?) -> [FieldContent] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [FieldContent]) -> [FieldContent] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [FieldContent]) -> [FieldContent] { part }
    /// A `for … in` loop: every iteration's parts, in order.
    public static func buildArray(_ parts: [[FieldContent]]) -> [FieldContent] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [FieldContent]) -> [FieldContent] { part }
}

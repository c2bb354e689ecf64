import Foundation
import ListKit

/// Builds a list of sections: `Section`s, arrays of them, `if`, `switch`, `for … in`.
@resultBuilder
public enum SectionBuilder {
    /// A section.
    public static func buildExpression(_ section: Section) -> [Section] { [section] }
    /// An array of sections, in order.
    public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
    /// The parts of a block, in order.
    public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
    /// An `if` without `else`: its parts, or nothing.
    public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Section]) -> [Section] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Section]) -> [Section] { part }
    /// A `for … in` loop: every iteration's parts, in order.
    public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}

/// One element of a section's content: a bunch, or an item (consecutive items share an implied
/// bunch).
public enum SectionContent {
    /// A bunch.
    case bunch(ItemBunch)
    /// An item outside any bunch.
    case item(Item)
}

/// Builds a section's content: `ItemBunch`es, and items directly (consecutive items share one
/// implied bunch), with `if`, `switch` and `for … in`.
@resultBuilder
public enum SectionContentBuilder {
    /// A bunch.
    public static func buildExpression(_ bunch: ItemBunch) -> [SectionContent] { [.bunch(bunch)] }
    /// An item (consecutive items share a bunch).
    public static func buildExpression(_ item: Item) -> [SectionContent] { [.item(item)] }
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

extension AdapterManager {
    /// Creates a manager for `adapter` with the sections `content` builds, and shows them.
    ///
    /// ```swift
    /// let manager = AdapterManager(adapter: adapter, diagnosticHandler: { print($0) }) {
    ///     Section(header: "Profile") {
    ///         TextItem("Name", key: "name").validated(by: .required)
    ///         BoolItem("Newsletter", key: "newsletter", value: true)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - diagnosticHandler: receives what the first reload notices (a condition on a misspelled
    ///     key, a duplicate key); without one, diagnostics wait for ``diagnosticHandler``.
    ///   - content: the sections.
    public convenience init(adapter: ListAdapter, diagnosticHandler: ((FormDiagnostic) -> Void)? = nil,
                            @SectionBuilder _ content: () -> [Section]) {
        self.init(adapter: adapter)
        self.diagnosticHandler = diagnosticHandler
        for section in content() { addSection(section) }
        reload()
        _ = formIndex   // reports duplicate keys now, to the handler given here
    }
}

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
            }
        }
    }
}

extension ItemBunch {
    /// Creates a bunch of the items `content` builds.
    public convenience init(@ItemBuilder _ content: () -> [Item]) {
        self.init(items: content())
    }
}

import Foundation
import ListKit

/// A cell that shows a custom item like the built-in form rows, from a title and a value.
///
/// Subclass it and override ``value(for:)`` (and ``title(for:)`` when the item is not a
/// ``FormField``); the gutter, keyboard cursor, disabled state, placeholder and errors are the
/// ``FormRow``'s. For a ``FormField`` item (a ``FormItem`` subclass), the title, enabled state and
/// errors come from the item.
///
/// ```swift
/// final class RatingCell: FormFieldCell<RatingItem> {
///     override class func value(for item: RatingItem) -> String? { String(repeating: "*", count: item.stars) }
/// }
/// ```
/// ```swift
/// manager.register(RatingItem.self, cell: RatingCell.self)
/// ```
@MainActor
open class FormFieldCell<ItemType: Item>: FormRowCell {
    /// Accepts items of type `ItemType` (and its subclasses).
    open override class func accepts(_ item: Item) -> Bool { item is ItemType }

    /// The row built from ``title(for:)``, ``value(for:)``, ``placeholder(for:)``,
    /// ``detailLines(for:)``, ``isEnabled(_:)``, ``errors(for:)`` and ``kind(for:)``.
    open override class func row(for item: Item) -> FormRow {
        guard let item = item as? ItemType else { return FormRow(title: "") }
        return FormRow(title: title(for: item), value: value(for: item), placeholder: placeholder(for: item),
                       detailLines: detailLines(for: item), isEnabled: isEnabled(item), errors: errors(for: item),
                       kind: kind(for: item))
    }

    /// The title. Default: the item's ``FormField/title``, or `""`.
    open class func title(for item: ItemType) -> String { (item as? FormField)?.title ?? "" }

    /// The value as shown; `nil` shows the placeholder. Default: `nil`.
    open class func value(for item: ItemType) -> String? { nil }

    /// Shown as `e.g. …` when there is no value. Default: `nil`.
    open class func placeholder(for item: ItemType) -> String? { nil }

    /// Lines under the title line. Default: none.
    open class func detailLines(for item: ItemType) -> [String] { [] }

    /// Whether the row can be edited. Default: the item's ``FormField/isEnabled``, or `true`.
    open class func isEnabled(_ item: ItemType) -> Bool { (item as? FormField)?.isEnabled ?? true }

    /// The messages shown under the row. Default: the item's ``FormField/errors``' messages.
    open class func errors(for item: ItemType) -> [String] { (item as? FormField)?.errors.map(\.message) ?? [] }

    /// How the row lays out its title and value. Default: ``FormRow/Kind/field``.
    open class func kind(for item: ItemType) -> FormRow.Kind { .field }
}

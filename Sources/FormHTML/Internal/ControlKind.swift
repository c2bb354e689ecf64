import Foundation
import FormKit

/// How a form field is shown as HTML controls, by the item's class (subclasses first).
@MainActor
enum ControlKind {
    case longText(LongTextItem)
    case text(TextItem)
    case number(NumberItem)
    case checkbox(BoolItem)
    case radios(SegmentedItem)
    case checkboxes(MultipleChoiceItem)
    case select(PickerItem)
    case slider(FloatItem)
    case stepper(StepperItem)
    case date(DateTimeItem)
    case card(CreditCardItem)
    /// Any other field that takes typed input: one text box read with `apply(input:)`.
    case other(FormField)

    /// The kind of `item`; `nil` for items that are no control (labels, buttons, titles, the
    /// step progress line, a field whose value a person cannot edit).
    init?(_ item: Item) {
        switch item {
        case is LabelItem, is ButtonItem, is GroupTitleItem, is StepProgressItem: return nil
        case let field as FormField where !field.isEditable: return nil
        case let item as LongTextItem: self = .longText(item)
        case let item as TextItem: self = .text(item)
        case let item as NumberItem: self = .number(item)
        case let item as BoolItem: self = .checkbox(item)
        case let item as SegmentedItem: self = .radios(item)
        case let item as MultipleChoiceItem: self = .checkboxes(item)
        case let item as PickerItem: self = .select(item)
        case let item as FloatItem: self = .slider(item)
        case let item as StepperItem: self = .stepper(item)
        case let item as DateTimeItem: self = .date(item)
        case let item as CreditCardItem: self = .card(item)
        case let field as FormField: self = .other(field)
        default: return nil
        }
    }

    /// The three parts of a card, with their labels' catalog keys: each posts under `pointer/part`.
    static let cardParts: [(part: String, label: String)] = [("number", "page.card.number"), ("expiry", "page.card.expiry"), ("cvv", "page.card.cvv")]
}

import Foundation
import FormKit

/// The kind of editor a field gets in the terminal, from its item type.
enum EditorKind: Hashable {
    case text(secure: Bool)
    case longText
    case number
    case date
    case card
    case toggle
    case segmented
    case slider
    case stepper
    case radio
    case multiple
    case picker
    case button
    /// A custom item: typed text through its `apply(input:)`.
    case other

    @MainActor
    init(_ field: FormField) {
        switch field {
        case is LongTextItem: self = .longText
        case let item as TextItem: self = .text(secure: item.isSecure)
        case is NumberItem: self = .number
        case is DateTimeItem: self = .date
        case is CreditCardItem: self = .card
        case is BoolItem: self = .toggle
        case is RadioItem: self = .radio
        case is SegmentedItem: self = .segmented
        case is MultipleChoiceItem: self = .multiple
        case is PickerItem: self = .picker
        case is FloatItem: self = .slider
        case is StepperItem: self = .stepper
        case is ButtonItem: self = .button
        default: self = .other
        }
    }

    /// The key contexts, most specific first.
    var contexts: [KeyContext] {
        switch self {
        case .text, .number, .card, .other: [.text]
        case .longText: [.longText, .text]
        case .date: [.date, .text]
        case .toggle: [.toggle]
        case .segmented, .slider: [.choice]
        case .stepper: [.stepper]
        case .radio, .multiple: [.list]
        case .picker: [.picker]
        case .button: [.button]
        }
    }

    /// Whether typed characters go into a text buffer.
    var isTextual: Bool {
        switch self {
        case .text, .longText, .number, .date, .card, .other: true
        default: false
        }
    }
}

/// What the session keeps for one field while the form runs: the text being typed (kept when the
/// field is left, so nothing typed is lost even when the item refused it), the input problem, and
/// the cursors of list editors.
struct EditorState {
    /// The field the state is for (a state outliving its field is never reused).
    weak var field: AnyObject?
    /// The text typed; for a card, one buffer per part (number, expiry, CVV).
    var buffers: [TextBuffer]
    /// The part being edited (a card's number, expiry or CVV).
    var part = 0
    /// Why the item refused the typed text, per part.
    var problems: [String?]
    /// The option under the cursor (radio, multiple choice, picker).
    var option = 0
    /// A picker's filter.
    var filter = TextBuffer()
    /// A picker's column.
    var column = 0

    var buffer: TextBuffer {
        get { buffers[part] }
        set { buffers[part] = newValue }
    }

    /// Why the form's last check (``TerminalSession/check``) refused the field's value; cleared when
    /// the field is edited.
    var checkProblem: String?

    /// Why the item refused the typed text, for the first part that has a reason: a whole
    /// sentence in the form's language ("Volume is not a number").
    var typedProblem: String? { problems.compactMap { $0 }.first }

    /// What the editor shows under the field: the item's refusal, else the check's.
    var problem: String? { typedProblem ?? checkProblem }

    @MainActor
    init(field: FormField, kind: EditorKind) {
        self.field = field
        switch (kind, field) {
        case (.card, let card as CreditCardItem):
            buffers = [TextBuffer(card.value.number), TextBuffer(card.value.expiry), TextBuffer(card.value.cvv)]
        case (.text, let text as TextItem), (.longText, let text as TextItem):
            buffers = [TextBuffer(text.value)]
        case (.number, let number as NumberItem):
            buffers = [TextBuffer(number.value)]
        default:
            buffers = [TextBuffer(kind.isTextual ? field.displayValue ?? "" : "")]
        }
        problems = Array(repeating: nil, count: buffers.count)
        switch field {
        case let item as SegmentedItem:
            option = item.value.flatMap { item.options.firstIndex(of: $0) } ?? 0
        case let item as PickerItem:
            option = item.value.first.flatMap { item.components.first?.firstIndex(of: $0) } ?? 0
        default:
            break
        }
    }
}

extension CreditCardItem {
    /// The parts a person types, in order: their names' catalog keys.
    static let partNames = ["terminal.part.number", "terminal.part.expiry", "terminal.part.cvv"]

    /// Sets part `part` from typed text; an empty text clears the part.
    func apply(part: Int, input: String) throws(InputError) {
        if input.trimmingCharacters(in: .whitespaces).isEmpty {
            var card = value
            switch part {
            case 0: card.number = ""
            case 1: card.expiry = ""
            default: card.cvv = ""
            }
            value = card
            return
        }
        switch part {
        case 0: try apply(input: input)
        case 1: try apply(expiry: input)
        default: try apply(cvv: input)
        }
    }
}

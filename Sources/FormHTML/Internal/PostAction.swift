/// The action a post asks for, from its `_action` field.
enum PostAction: Equatable {
    case submit
    case next
    case back
    case undo
    case redo
    case refresh
    case add(String)
    case delete(String)
    case moveUp(String)
    case moveDown(String)
    case press(String)

    /// The action `text` names; `submit` when there is none; `nil` for an unknown one.
    init?(_ text: String?) {
        guard let text else { self = .submit; return }
        switch text {
        case "submit": self = .submit
        case "next": self = .next
        case "back": self = .back
        case "undo": self = .undo
        case "redo": self = .redo
        case "refresh": self = .refresh
        default:
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let target = String(text[text.index(after: colon)...])
            switch text[..<colon] {
            case "add": self = .add(target)
            case "delete": self = .delete(target)
            case "up": self = .moveUp(target)
            case "down": self = .moveDown(target)
            case "press": self = .press(target)
            default: return nil
            }
        }
    }

    /// The `value` of the button that asks for the action.
    var value: String {
        switch self {
        case .submit: "submit"
        case .next: "next"
        case .back: "back"
        case .undo: "undo"
        case .redo: "redo"
        case .refresh: "refresh"
        case .add(let target): "add:" + target
        case .delete(let target): "delete:" + target
        case .moveUp(let target): "up:" + target
        case .moveDown(let target): "down:" + target
        case .press(let target): "press:" + target
        }
    }
}

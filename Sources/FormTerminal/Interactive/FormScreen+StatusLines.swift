import FormKit
import ListKit

/// The two lines around the editor: the rule (or the message) above it, the hint below it.
extension FormScreen {
    /// The line between the form and the editor: the message, the cancel question, or a rule
    /// with the focused field's title.
    func ruleLine(width: Int) -> String {
        if let message = session.message {
            let text = TextLayout.truncate((message.isError ? "! " : "") + message.text, width: width)
            return styler.apply(message.isError ? .red : .bold, to: text)
        }
        if session.overlay == .confirmCancel {
            return styler.apply(.bold, to: TextLayout.truncate("Discard what you typed and cancel? y/N", width: width))
        }
        let title = session.focused.map { "── \(TextLayout.sanitized($0.title)) " } ?? ""
        let fitted = TextLayout.truncate(title, width: width)
        let rule = fitted + String(repeating: "─", count: max(0, width - fitted.displayWidth()))
        return styler.apply(.dim, to: rule)
    }

    /// The hint line: where the focus is (its row, "Address 2 of 3", and "field 4 of 9"), then
    /// the keys that matter there. Parts that do not fit are dropped, least needed first, so the
    /// place and the help key stay.
    func hintLine(width: Int) -> String {
        // Each part with its rank: the lower, the longer it stays.
        var parts: [(text: String, rank: Int)] = []
        for place in session.rowPlaces { parts.append((place, 0)) }
        if let progress = session.progress { parts.append(("field \(progress.position) of \(progress.count)", 0)) }
        let keyMap = session.keyMap
        let contexts = session.contexts
        func hint(_ action: FormAction, _ label: String, rank: Int) {
            if let key = keyMap.key(for: action, in: contexts) { parts.append(("\(key) \(label)", rank)) }
        }
        switch session.focusedKind {
        case .toggle?: hint(.toggle, "toggle", rank: 2)
        case .segmented?, .slider?: hint(.chooseNext, "change", rank: 2)
        case .stepper?: hint(.increment, "up", rank: 2); hint(.decrement, "down", rank: 2)
        case .date?: hint(.increment, "next day", rank: 2)
        case .radio?: hint(.toggle, "choose", rank: 2)
        case .multiple?: hint(.toggle, "toggle", rank: 2)
        case .picker?: parts.append(("type to filter", 2)); hint(.confirm, "pick", rank: 2)
        case .button?: hint(.confirm, "press", rank: 2)
        default: break
        }
        if contexts.contains(.row) {
            hint(.addRow, "add row", rank: 3)
            if session.rowTarget?.row != nil { hint(.deleteRow, "delete row", rank: 4) }
        }
        if session.manager.currentStep != nil {
            if session.stepAfterCurrent != nil { hint(.nextStep, "next step", rank: 3) }
        }
        hint(.nextField, "next", rank: 5)
        hint(.submit, "submit", rank: 1)
        hint(.cancel, "cancel", rank: 4)
        hint(.toggleHelp, "keys", rank: 0)
        let separator = " · "
        var total = parts.reduce(0) { $0 + $1.text.displayWidth() } + max(0, parts.count - 1) * separator.count
        while total > width {
            // The least needed part goes, the rightmost of those ranked alike.
            var worst: Int?
            for index in parts.indices where parts[index].rank > 0 && parts[index].rank >= (worst.map { parts[$0].rank } ?? 1) {
                worst = index
            }
            guard let worst else { break }
            total -= parts[worst].text.displayWidth() + separator.count
            parts.remove(at: worst)
        }
        return styler.apply(.dim, to: TextLayout.truncate(parts.map(\.text).joined(separator: separator), width: width))
    }
}

import FormKit
import FormLocale
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
            return styler.apply(.bold, to: TextLayout.truncate(session.words("terminal.discard"), width: width))
        }
        let title = session.focused.map { "── \(TextLayout.sanitized($0.title)) " } ?? ""
        let fitted = TextLayout.truncate(title, width: width)
        let rule = fitted + String(repeating: "─", count: max(0, width - fitted.displayWidth()))
        return styler.apply(.dim, to: rule)
    }

    /// One part of the hint line: its text, a shorter one for narrow screens, how soon it goes
    /// when even the short texts do not fit (the lower, the longer it stays), and whether it is a
    /// row or step key, which never goes: a second hint line holds those instead.
    struct HintPart {
        var text: String
        var rank: Int
        var isKept = false
        /// Where the focus is ("Address 2 of 3", "field 4 of 9"): shortened last.
        var isPlace = false
        /// How the shorter text is written, when it is needed (most frames never need it).
        var shortForm = ShortForm.same

        enum ShortForm {
            case same
            /// A place in fewer words: "Address 2 of 3" as "Address 2/3".
            case place(String)
            /// A key and a label: `^S send`.
            case key(KeyEvent, String)
        }

        /// The shorter text.
        var short: String {
            switch shortForm {
            case .same: text
            case .place(let short): short
            case .key(let key, let label): FormScreen.shortKey(key) + " " + label
            }
        }
    }

    /// The hint lines: where the focus is (its row, "Address 2 of 3", and "field 4 of 9"), then
    /// the keys that matter there. On a narrow screen the words get shorter ("Address 2/3",
    /// "^S send", "M-a +row") before anything goes; then the least needed parts go, the place
    /// and the help key last — but never the keys for rows and steps: when they do not fit
    /// beside the rest, they get a second line.
    func hintLines(width: Int) -> [String] {
        var parts: [HintPart] = []
        let words = session.words
        for (place, short) in zip(session.rowPlaces, session.shortRowPlaces) {
            parts.append(HintPart(text: place, rank: 0, isPlace: true, shortForm: .place(short)))
        }
        if let progress = session.progress {
            let numbers: [String: MessageArgument] = ["position": .integer(progress.position), "count": .integer(progress.count)]
            parts.append(HintPart(text: words("terminal.fieldPlace", numbers), rank: 0, isPlace: true,
                                  shortForm: .place(words("terminal.fieldPlace.short", numbers))))
        }
        let keyMap = session.keyMap
        let contexts = session.contexts
        /// A key and what it does there (`terminal.hint.<label>`), with a shorter label
        /// (`terminal.hint.<label>.short`) when the language has one.
        func hint(_ action: FormAction, _ label: String, short: Bool = false, rank: Int, kept: Bool = false) {
            guard let key = keyMap.key(for: action, in: contexts) else { return }
            let text = words("terminal.key." + label)
            parts.append(HintPart(text: "\(key) \(text)", rank: rank, isKept: kept,
                                  shortForm: .key(key, short ? words("terminal.key." + label + ".short") : text)))
        }
        switch session.focusedKind {
        case .toggle?: hint(.toggle, "toggle", rank: 2)
        case .segmented?, .slider?: hint(.chooseNext, "change", rank: 2)
        case .stepper?: hint(.increment, "up", rank: 2); hint(.decrement, "down", rank: 2)
        case .date?: hint(.increment, "nextDay", short: true, rank: 2)
        case .radio?: hint(.toggle, "choose", rank: 2)
        case .multiple?: hint(.toggle, "toggle", rank: 2)
        case .picker?: parts.append(HintPart(text: words("terminal.key.filter"), rank: 2)); hint(.confirm, "pick", rank: 2)
        case .button?:
            // Enter goes on past an Add button; Space adds the row.
            if let focused = session.focused, session.isAddButton(focused) {
                hint(.toggle, "add", rank: 1, kept: true)
            } else {
                hint(.confirm, "press", rank: 2)
            }
        default: break
        }
        if contexts.contains(.row) {
            hint(.addRow, "addRow", short: true, rank: 3, kept: true)
            if session.rowTarget?.row != nil { hint(.deleteRow, "deleteRow", short: true, rank: 4, kept: true) }
        }
        if session.manager.currentStep != nil {
            if session.stepAfterCurrent != nil { hint(.nextStep, "nextStep", short: true, rank: 3, kept: true) }
            if session.stepBeforeCurrent != nil { hint(.previousStep, "previousStep", short: true, rank: 3, kept: true) }
        }
        hint(.nextField, "next", rank: 5)
        hint(.submit, "submit", short: true, rank: 1)
        hint(.cancel, "cancel", short: true, rank: 4)
        hint(.toggleHelp, "keys", rank: 0)
        let lines = Self.pack(parts, width: width)
        return lines.map { styler.apply(.dim, to: TextLayout.truncate($0, width: width)) }
    }

    /// `parts` in one line of `width` columns — full words, then short ones, then without the
    /// least needed parts — or, when the kept parts cannot share a line with the rest, the rest on
    /// one line and the kept parts on a second.
    static func pack(_ parts: [HintPart], width: Int) -> [String] {
        let separator = " · "
        // Each text's width, measured once: the tiers below add them up again and again.
        struct Measured {
            var text: String
            var width: Int
        }
        func measured(_ text: String) -> Measured { Measured(text: text, width: text.displayWidth()) }
        let full = parts.map { measured($0.text) }
        // The short texts are written only when a frame needs them.
        var shortCache: [Measured?] = Array(repeating: nil, count: parts.count)
        func shortText(_ index: Int) -> Measured {
            if let cached = shortCache[index] { return cached }
            let made = measured(parts[index].short)
            shortCache[index] = made
            return made
        }
        func length(_ texts: [Measured]) -> Int {
            texts.reduce(0) { $0 + $1.width } + max(0, texts.count - 1) * separator.count
        }
        func joined(_ texts: [Measured]) -> String { texts.map(\.text).joined(separator: separator) }
        /// `texts` without the least needed (ranked highest, the rightmost of those alike) until
        /// they fit; rank 0 stays.
        func dropping(_ texts: [Measured], ranks: [Int]) -> [Measured] {
            var texts = texts, ranks = ranks
            while length(texts) > width {
                var worst: Int?
                for index in ranks.indices where ranks[index] > 0 && ranks[index] >= (worst.map { ranks[$0] } ?? 1) { worst = index }
                guard let worst else { break }
                texts.remove(at: worst)
                ranks.remove(at: worst)
            }
            return texts
        }
        /// The parts (by index) in words that fit without losing any key that matters: every
        /// part; then without the least needed (Tab, Esc); then the keys in short words, the place
        /// still in words. `nil` when none fits.
        func whole(_ indexes: [Int]) -> [Measured]? {
            let every = indexes.map { full[$0] }
            if length(every) <= width { return every }
            let needed = indexes.filter { parts[$0].isKept || parts[$0].rank < 4 }
            let neededTexts = needed.map { full[$0] }
            if length(neededTexts) <= width { return neededTexts }
            let shortKeys = needed.map { parts[$0].isPlace ? full[$0] : shortText($0) }
            return length(shortKeys) <= width ? shortKeys : nil
        }
        /// The parts that fit, losing the least needed first.
        func fitted(_ indexes: [Int]) -> [Measured] {
            if let texts = whole(indexes) { return texts }
            let ranks = indexes.map { parts[$0].isKept ? 0 : parts[$0].rank }
            let placeInWords = dropping(indexes.map { parts[$0].isPlace ? full[$0] : shortText($0) }, ranks: ranks)
            if length(placeInWords) <= width { return placeInWords }
            return dropping(indexes.map { shortText($0) }, ranks: ranks)
        }
        let all = Array(parts.indices)
        if let texts = whole(all) { return [joined(texts)] }
        let kept = all.filter { parts[$0].isKept }
        guard !kept.isEmpty else { return [joined(fitted(all))] }
        // The row and step keys do not fit beside the rest: a line of their own.
        let keyTexts = kept.map { full[$0] }
        let keys = length(keyTexts) <= width ? keyTexts : kept.map { shortText($0) }
        return [joined(fitted(all.filter { !parts[$0].isKept })), joined(keys)]
    }

    /// A key as the short hints name it: `^S` for Ctrl+S, `M-a` for Alt+A (nano's and Emacs'
    /// notation).
    nonisolated static func shortKey(_ key: KeyEvent) -> String {
        let text = key.description
        if text.hasPrefix("Ctrl+") { return "^" + text.dropFirst(5) }
        if text.hasPrefix("Alt+") {
            let rest = text.dropFirst(4)
            return "M-" + (rest.count == 1 ? rest.lowercased() : String(rest))
        }
        return text
    }
}

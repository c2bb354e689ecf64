import FormLocale

/// Every key of a running form, in one table: the help screen, the hint line and the README's key
/// table are generated from it. Rebind by editing ``bindings`` (or ``bind(_:to:in:)``).
public struct KeyMap: Hashable, Sendable {
    /// The bindings, in help order.
    public private(set) var bindings: [KeyBinding] {
        didSet { index = Self.index(bindings) }
    }
    private var index: [KeyContext: [KeyEvent: FormAction]]

    /// A key map of `bindings`; within one context a later binding of a key wins.
    public init(_ bindings: [KeyBinding]) {
        self.bindings = bindings
        index = Self.index(bindings)
    }

    private static func index(_ bindings: [KeyBinding]) -> [KeyContext: [KeyEvent: FormAction]] {
        var index: [KeyContext: [KeyEvent: FormAction]] = [:]
        for binding in bindings {
            for key in binding.keys { index[binding.context, default: [:]][key] = binding.action }
        }
        return index
    }

    /// What `key` does in `contexts` (the first that binds it wins), else in the form.
    /// - Complexity: O(c) for c contexts.
    public func action(for key: KeyEvent, in contexts: [KeyContext]) -> FormAction? {
        for context in contexts {
            if let action = index[context]?[key] { return action }
        }
        return index[.form]?[key]
    }

    /// Whether one of `contexts` (not the form) binds `key`.
    func binds(_ key: KeyEvent, in contexts: [KeyContext]) -> Bool {
        contexts.contains { index[$0]?[key] != nil }
    }

    /// Binds `key` to `action` in `context`, removing it from the context's other bindings.
    public mutating func bind(_ key: KeyEvent, to action: FormAction, in context: KeyContext = .form) {
        var updated = bindings
        for position in updated.indices where updated[position].context == context {
            updated[position].keys.removeAll { $0 == key }
        }
        if let position = updated.firstIndex(where: { $0.context == context && $0.action == action }) {
            updated[position].keys.append(key)
        } else {
            updated.append(KeyBinding([key], action, in: context))
        }
        bindings = updated.filter { !$0.keys.isEmpty }
    }

    /// The first key bound to `action` in `contexts` (or the form), for hints.
    public func key(for action: FormAction, in contexts: [KeyContext]) -> KeyEvent? {
        for context in contexts + [.form] {
            if let key = bindings.first(where: { $0.context == context && $0.action == action })?.keys.first { return key }
        }
        return nil
    }

    /// The full help: one line per binding, grouped by context — `Tab, ↓  next field` — in
    /// `localizer`'s language (the key names stay as keyboards print them).
    public func helpLines(in localizer: Localizer = .english) -> [String] {
        var lines: [String] = []
        for context in KeyContext.allCases {
            let group = bindings.filter { $0.context == context }
            guard !group.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append(context.title(in: localizer))
            let keyColumn = group.map { Self.keyList($0.keys).count }.max() ?? 0
            for binding in group {
                let keys = Self.keyList(binding.keys)
                lines.append("  " + keys + String(repeating: " ", count: keyColumn - keys.count + 2) + binding.action.summary(in: localizer))
            }
        }
        return lines
    }

    /// The table for the README: `| Where | Keys | Does |`, one row per binding.
    public func markdownTable() -> String {
        var rows = ["| Where | Keys | Does |", "| --- | --- | --- |"]
        for binding in bindings {
            let keys = binding.keys.map { "`\($0.description.replacingOccurrences(of: "|", with: "\\|"))`" }.joined(separator: ", ")
            rows.append("| \(binding.context.title) | \(keys) | \(binding.action.summary) |")
        }
        return rows.joined(separator: "\n")
    }

    static func keyList(_ keys: [KeyEvent]) -> String { keys.map(\.description).joined(separator: ", ") }

    /// The standard keys: readline editing, Tab and arrows between fields, Ctrl-S submits, Esc
    /// cancels, Ctrl-C interrupts, Ctrl-Z suspends.
    ///
    /// Rows and steps take keys that terminals deliver and that readline leaves free: Alt with a
    /// letter readline binds to nothing (A add, X delete, Z undo, Shift+Z redo), Alt with the
    /// arrows (move, and Alt+Shift+↓ duplicate, as editors move and copy lines), Ctrl or Alt with
    /// PgDn/PgUp for the steps (as browsers switch tabs). Ctrl-Z stays suspend, as every shell
    /// expects; a date steps with Ctrl or Shift and the arrows, leaving Alt+↑/↓ to the rows.
    public static let standard: KeyMap = {
        func key(_ key: Key, _ modifiers: KeyModifiers = []) -> KeyEvent { KeyEvent(key, modifiers: modifiers) }
        func character(_ character: Character) -> KeyEvent { KeyEvent(.character(character)) }
        func control(_ letter: Character) -> KeyEvent { .control(letter) }
        func alt(_ letter: Character) -> KeyEvent { KeyEvent(.character(letter), modifiers: .alt) }
        return KeyMap([
            KeyBinding([key(.tab), key(.down)], .nextField, in: .form),
            KeyBinding([key(.tab, .shift), key(.up)], .previousField, in: .form),
            KeyBinding([key(.enter)], .confirm, in: .form),
            KeyBinding([control("s"), key(.enter, .alt)], .submit, in: .form),
            KeyBinding([key(.escape)], .cancel, in: .form),
            KeyBinding([control("c")], .interrupt, in: .form),
            KeyBinding([control("z")], .suspend, in: .form),
            KeyBinding([key(.pageDown)], .pageDown, in: .form),
            KeyBinding([key(.pageUp)], .pageUp, in: .form),
            KeyBinding([key(.function(8))], .nextError, in: .form),
            KeyBinding([key(.function(1)), character("?")], .toggleHelp, in: .form),
            KeyBinding([key(.pageDown, .control), key(.pageDown, .alt)], .nextStep, in: .form),
            KeyBinding([key(.pageUp, .control), key(.pageUp, .alt)], .previousStep, in: .form),
            KeyBinding([alt("z")], .undo, in: .form),
            KeyBinding([alt("Z")], .redo, in: .form),

            KeyBinding([alt("a"), key(.insert)], .addRow, in: .row),
            KeyBinding([alt("x"), key(.delete, .alt)], .deleteRow, in: .row),
            KeyBinding([key(.up, .alt)], .moveRowUp, in: .row),
            KeyBinding([key(.down, .alt)], .moveRowDown, in: .row),
            KeyBinding([key(.down, [.alt, .shift])], .duplicateRow, in: .row),

            KeyBinding([key(.left), control("b")], .moveLeft, in: .text),
            KeyBinding([key(.right), control("f")], .moveRight, in: .text),
            KeyBinding([key(.home), control("a")], .lineStart, in: .text),
            KeyBinding([key(.end), control("e")], .lineEnd, in: .text),
            KeyBinding([key(.left, .control), alt("b")], .wordLeft, in: .text),
            KeyBinding([key(.right, .control), alt("f")], .wordRight, in: .text),
            KeyBinding([key(.backspace), control("h")], .deleteBackward, in: .text),
            KeyBinding([key(.delete), control("d")], .deleteForward, in: .text),
            KeyBinding([control("w"), key(.backspace, .alt)], .deleteWordBackward, in: .text),
            KeyBinding([control("u")], .deleteToLineStart, in: .text),
            KeyBinding([control("k")], .deleteToLineEnd, in: .text),
            KeyBinding([control("y")], .yank, in: .text),

            KeyBinding([key(.enter), control("j")], .newline, in: .longText),

            KeyBinding([character(" "), key(.left), key(.right)], .toggle, in: .toggle),

            KeyBinding([key(.left), character("-")], .choosePrevious, in: .choice),
            KeyBinding([key(.right), character("+")], .chooseNext, in: .choice),

            KeyBinding([character("+"), key(.right)], .increment, in: .stepper),
            KeyBinding([character("-"), key(.left)], .decrement, in: .stepper),

            KeyBinding([key(.up, .control), key(.up, .shift)], .increment, in: .date),
            KeyBinding([key(.down, .control), key(.down, .shift)], .decrement, in: .date),

            KeyBinding([key(.up), character("k")], .optionUp, in: .list),
            KeyBinding([key(.down), character("j")], .optionDown, in: .list),
            KeyBinding([character(" "), character("x")], .toggle, in: .list),
            KeyBinding([control("a")], .toggleAll, in: .list),

            KeyBinding([key(.up)], .optionUp, in: .picker),
            KeyBinding([key(.down)], .optionDown, in: .picker),
            KeyBinding([key(.left)], .choosePrevious, in: .picker),
            KeyBinding([key(.right)], .chooseNext, in: .picker),
            KeyBinding([key(.backspace)], .deleteBackward, in: .picker),
            KeyBinding([key(.escape)], .clearFilter, in: .picker),

            KeyBinding([character(" ")], .toggle, in: .button),
        ])
    }()
}

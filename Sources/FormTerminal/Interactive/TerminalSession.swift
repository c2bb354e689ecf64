import Foundation
import FormKit
import FormLocale
import ListKit

/// A form being filled in at a terminal, as state: the focused field, the text being typed, the
/// overlays (help, the cancel question) and the message line. ``handle(_:)`` turns one input event
/// into edits of the items (through their own input API), focus moves (through the manager's
/// next/previous field), row edits (the rows' own add, delete, move, duplicate, and the form's
/// undo and redo) and step changes; what to redraw follows from the reloads those edits cause.
///
/// It draws nothing: ``FormScreen`` renders it, and `FormKit/AdapterManager/runInteractive(on:options:)`
/// runs both on a terminal. Tests drive it key by key.
@MainActor
public final class TerminalSession {
    /// What the session asks of the loop that runs it.
    public enum Request: Hashable, Sendable {
        /// The run is over: how it ended.
        case end(FormOutcome.Status)
        /// Suspend the process (Ctrl-Z); redraw when it continues.
        case suspend
    }

    /// A panel shown over the form.
    public enum Overlay: Hashable, Sendable {
        /// Every key, from the key map.
        case help
        /// "Discard what you typed? y/N".
        case confirmCancel
    }

    /// The line under the editor: a result or an error summary.
    public struct Message: Hashable, Sendable {
        public var text: String
        public var isError: Bool
    }

    /// The form.
    public let manager: AdapterManager
    /// The keys.
    public var keyMap: KeyMap
    /// The field the keys edit, or `nil` when the form has none to focus.
    public internal(set) var focused: FormField?
    /// The panel shown over the form, if any.
    public private(set) var overlay: Overlay?
    /// The message line.
    public internal(set) var message: Message?
    /// Whether anything was typed or changed (Esc asks before discarding it).
    public internal(set) var hasEdits = false
    /// A last check of the values before the form is submitted, once every validator passes —
    /// a server's, a schema document's: the problems it returns keep the form open, each shown
    /// under the field its pointer names (`Problem/pointer`), so nothing typed is lost to it.
    public var check: (@MainActor (JSONObject) -> [Problem])?
    /// How far the help is scrolled, in lines (the screen clamps it to the help's length).
    public internal(set) var helpOffset = 0

    var editors: [ObjectIdentifier: EditorState] = [:]
    /// The rows the session edited, by identity: an undo finds them without a search.
    var knownRows: [RowID: WeakRow] = [:]
    /// The field that had the focus when a row was deleted: an undo gives it back.
    var deletedFocus: [RowID: WeakField] = [:]
    /// The field last focused on each step: going back to a step returns there.
    var stepFocus: [ObjectIdentifier: WeakField] = [:]
    /// The visible focusable fields and their positions, rebuilt when rows appear or disappear.
    private var visibleFields: (fields: [FormField], positions: [ObjectIdentifier: Int])?

    /// A session on `manager`'s form, focused on its first field.
    public init(manager: AdapterManager, keyMap: KeyMap = .standard) {
        self.manager = manager
        self.keyMap = keyMap
        focused = manager.nextField(after: nil, includingButtons: true)
    }

    // MARK: - State a screen shows

    /// The editor kind of the focused field.
    var focusedKind: EditorKind? { focused.map(EditorKind.init) }

    /// The key contexts that apply now, most specific first: the focused field's, then
    /// ``KeyContext/row`` when it is in a row of repeating rows (or is an Add button).
    public var contexts: [KeyContext] {
        guard let kind = focusedKind else { return [] }
        return rowTarget == nil ? kind.contexts : kind.contexts + [.row]
    }

    /// The editor state of `field`, created on first use.
    func editor(for field: FormField) -> EditorState {
        existingEditor(for: field) ?? EditorState(field: field, kind: EditorKind(field))
    }

    /// The editor state of `field`, when it has one. (A state whose field is gone — a deleted row
    /// dropped from the undo history — is never handed to another field at the same address.)
    func existingEditor(for field: FormField) -> EditorState? {
        guard let state = editors[ObjectIdentifier(field)], state.field === field else { return nil }
        return state
    }

    /// The focused field's position among the visible focusable fields (1-based) and their count.
    /// - Complexity: O(1) while no row appeared or disappeared since the last call; O(n) after.
    public var progress: (position: Int, count: Int)? {
        guard let focused else { return nil }
        if visibleFields == nil {
            let fields = manager.fields.filter { manager.isFocusable($0, includingButtons: true) }
            var positions: [ObjectIdentifier: Int] = [:]
            for (index, field) in fields.enumerated() { positions[ObjectIdentifier(field)] = index }
            visibleFields = (fields, positions)
        }
        guard let visibleFields, let index = visibleFields.positions[ObjectIdentifier(focused)] else { return nil }
        return (index + 1, visibleFields.fields.count)
    }

    /// Forgets the visible-field positions: rows appeared or disappeared.
    func rowsChanged() { visibleFields = nil }

    // MARK: - Input

    /// Applies one input event.
    /// - Returns: a request for the loop (end the run, suspend), or `nil` to go on.
    @discardableResult
    public func handle(_ event: InputEvent) -> Request? {
        defer { keepFocusValid() }
        switch event {
        case .paste(let text):
            if overlay == nil { paste(text) }
            return nil
        case .key(let key):
            return handle(key)
        }
    }

    private func handle(_ key: KeyEvent) -> Request? {
        switch overlay {
        case .confirmCancel:
            // y, or the form's language's own yes (j in German, o in French …).
            if key.modifiers.isEmpty, case .character(let character) = key.key, character != "1", words.yesOrNo(String(character)) == true {
                return .end(.cancelled)
            }
            switch key {
            case .control("c"):
                return .end(.interrupted)
            default:
                overlay = nil
                message = Message(text: words("terminal.notCancelled"), isError: false)
                return nil
            }
        case .help:
            // The help scrolls with the arrows and pages; any other key closes it.
            switch key.key {
            case .up where key.modifiers.isEmpty: helpOffset = max(0, helpOffset - 1)
            case .down where key.modifiers.isEmpty: helpOffset += 1
            case .pageUp: helpOffset = max(0, helpOffset - 10)
            case .pageDown: helpOffset += 10
            default:
                if keyMap.action(for: key, in: []) == .interrupt { return .end(.interrupted) }
                overlay = nil
            }
            return nil
        case nil:
            break
        }
        let kind = focusedKind
        let contexts = self.contexts
        // Text fields and the picker's filter take unmodified characters their context does not bind.
        if key.modifiers.isEmpty || key.modifiers == .shift, case .character(let character) = key.key,
           let kind, kind.isTextual || kind == .picker, !keyMap.binds(key, in: contexts) {
            type(String(character))
            return nil
        }
        guard let action = keyMap.action(for: key, in: contexts) else {
            if !contexts.contains(.row), keyMap.binds(key, in: [.row]) {
                message = Message(text: "\(key) works in a row of repeating rows: move to one first.", isError: true)
            }
            return nil
        }
        message = nil
        return perform(action)
    }

    /// Performs `action` on the focused field or the form.
    /// - Returns: a request for the loop, or `nil`.
    @discardableResult
    public func perform(_ action: FormAction) -> Request? {
        switch action {
        case .nextField: moveFocus(forward: true)
        case .previousField: moveFocus(forward: false)
        case .pageDown: moveFocus(pages: 1)
        case .pageUp: moveFocus(pages: -1)
        case .nextError: focusNextError(after: focused)
        case .confirm: return confirm()
        case .submit: return submit()
        case .cancel:
            if hasEdits {
                overlay = .confirmCancel
            } else {
                return .end(.cancelled)
            }
        case .interrupt: return .end(.interrupted)
        case .suspend: return .suspend
        case .toggleHelp:
            overlay = overlay == .help ? nil : .help
            helpOffset = 0
        case .moveLeft: editText { $0.moveLeft() }
        case .moveRight: editText { $0.moveRight() }
        case .lineStart: editText { $0.moveToLineStart() }
        case .lineEnd: editText { $0.moveToLineEnd() }
        case .wordLeft: editText { $0.moveWordLeft() }
        case .wordRight: editText { $0.moveWordRight() }
        case .deleteBackward:
            if focusedKind == .picker { editFilter { $0.deleteBackward() } } else { editText(commits: true) { $0.deleteBackward() } }
        case .deleteForward: editText(commits: true) { $0.deleteForward() }
        case .deleteWordBackward: editText(commits: true) { $0.deleteWordBackward() }
        case .deleteToLineStart: editText(commits: true) { $0.deleteToLineStart() }
        case .deleteToLineEnd: editText(commits: true) { $0.deleteToLineEnd() }
        case .yank: editText(commits: true) { $0.yank() }
        case .newline: editText(commits: true) { $0.insert("\n") }
        case .toggle: toggle()
        case .choosePrevious: choose(by: -1)
        case .chooseNext: choose(by: 1)
        case .optionUp: moveOption(by: -1)
        case .optionDown: moveOption(by: 1)
        case .toggleAll: toggleAll()
        case .increment: step(by: 1)
        case .decrement: step(by: -1)
        case .clearFilter:
            if let focused, !editor(for: focused).filter.isEmpty {
                editFilter { $0.replace(with: "") }
            } else {
                return perform(.cancel)
            }
        case .addRow: addRow()
        case .deleteRow: deleteRow()
        case .moveRowUp: moveRow(by: -1)
        case .moveRowDown: moveRow(by: 1)
        case .duplicateRow: duplicateRow()
        case .undo: replayRowEdit(redo: false)
        case .redo: replayRowEdit(redo: true)
        case .nextStep: goToNextStep()
        case .previousStep: goToPreviousStep()
        }
        return nil
    }

    // MARK: - Focus

    /// Moves the focus to `field` (validating the field it leaves).
    public func focus(_ field: FormField?) {
        guard field !== focused else { return }
        if let focused { leave(focused) }
        focused = field
    }

    func leave(_ field: FormField) {
        field.validate()
    }

    private func moveFocus(forward: Bool) {
        guard let focused else {
            focus(manager.nextField(after: nil, includingButtons: true))
            return
        }
        // A card moves between its parts first.
        if focusedKind == .card {
            var state = editor(for: focused)
            let part = state.part + (forward ? 1 : -1)
            if (0..<3).contains(part) {
                state.part = part
                editors[ObjectIdentifier(focused)] = state
                return
            }
        }
        let next = forward ? manager.nextField(after: focused, includingButtons: true) : manager.previousField(before: focused, includingButtons: true)
        if let next { focus(next) }
    }

    private func moveFocus(pages: Int) {
        guard let view = manager.adapter.collectionView, let height = view.height, var target = focused else { return }
        let startY = (target as? Item)?.indexPath.flatMap(view.frameForItem(at:))?.y ?? 0
        while let next = pages > 0 ? manager.nextField(after: target, includingButtons: true) : manager.previousField(before: target, includingButtons: true) {
            target = next
            let y = (next as? Item)?.indexPath.flatMap(view.frameForItem(at:))?.y ?? startY
            if abs(y - startY) >= height - 1 { break }
        }
        focus(target)
    }

    private func focusNextError(after field: FormField?) {
        let fields = manager.fields
        let start = field.flatMap { current in fields.firstIndex { $0 === current } }.map { $0 + 1 } ?? 0
        let ordered = fields[start...] + fields[..<start]
        if let next = ordered.first(where: { hasError($0) && (($0 as? Item)?.indexPath != nil) }) {
            focus(next)
        } else {
            message = Message(text: words("terminal.noErrors"), isError: false)
        }
    }

    func hasError(_ field: FormField) -> Bool {
        !field.errors.isEmpty || (existingEditor(for: field)?.problem != nil && manager.isFocusable(field, includingButtons: true))
    }

    /// Keeps the focus on a field a person can reach: a field that was hidden or disabled hands it
    /// to the next one (or the previous one at the end).
    private func keepFocusValid() {
        guard let field = focused else {
            focused = manager.nextField(after: nil, includingButtons: true)
            return
        }
        guard !manager.isFocusable(field, includingButtons: true) || (field as? Item)?.indexPath == nil else { return }
        focused = manager.nextField(after: field, includingButtons: true) ?? manager.previousField(before: field, includingButtons: true)
    }

    // MARK: - Confirm and submit

    private func confirm() -> Request? {
        guard let focused, let kind = focusedKind else { return submit() }
        switch kind {
        // Enter moves from field to field: it never adds a row on the way (an Add button is
        // pressed with Space, or the add-row key); other buttons are pressed.
        case .button where !isAddButton(focused):
            press(focused)
            return nil
        case .radio:
            pickOption()
        case .picker:
            pickOption()
            if let picker = focused as? PickerItem {
                var state = editor(for: focused)
                if state.column + 1 < picker.components.count {
                    state.column += 1
                    state.option = 0
                    state.filter = TextBuffer()
                    editors[ObjectIdentifier(focused)] = state
                    return nil
                }
            }
        case .card:
            if editor(for: focused).part < 2 {
                moveFocus(forward: true)
                return nil
            }
        default:
            break
        }
        if let next = manager.nextField(after: focused, includingButtons: true) {
            focus(next)
            return nil
        }
        if stepAfterCurrent != nil {
            goToNextStep()
            return nil
        }
        return submit()
    }

    /// Whether `field` is the Add button of repeating rows.
    func isAddButton(_ field: FormField) -> Bool {
        guard let item = field as? Item, let rows = item.container as? RepeatingRows else { return false }
        return rows.addButton === item
    }

    /// Presses a button: an Add button adds a row (and focuses it), others run their action.
    private func press(_ field: FormField) {
        if isAddButton(field) {
            addRow()
        } else if let item = field as? Item, !item.isEffectivelyEnabled {
            message = Message(text: "\(field.title) is not available now.", isError: false)
        } else {
            (field as? Item)?.select()
        }
    }

    // MARK: - Editing

    private func type(_ text: String) {
        if focusedKind == .picker {
            editFilter { $0.insert(text) }
        } else {
            editText(commits: true) { $0.insert(text) }
        }
    }

    private func paste(_ text: String) {
        guard let kind = focusedKind else { return }
        if kind == .picker {
            editFilter { $0.insert(text.replacingOccurrences(of: "\n", with: " ")) }
        } else if kind.isTextual {
            let pasted = kind == .longText ? text : text.replacingOccurrences(of: "\n", with: " ")
            editText(commits: true) { $0.insert(pasted.replacingOccurrences(of: "\t", with: " ")) }
        }
    }

    /// Edits the focused field's text; when `commits`, hands the text to the item.
    private func editText(commits: Bool = false, _ edit: (inout TextBuffer) -> Void) {
        guard let focused, let kind = focusedKind, kind.isTextual else { return }
        var state = editor(for: focused)
        let before = state.buffer.text
        edit(&state.buffer)
        if commits, state.buffer.text != before {
            hasEdits = true
            state.problems[state.part] = apply(state.buffer.text, part: state.part, to: focused)
            state.checkProblem = nil
        }
        editors[ObjectIdentifier(focused)] = state
    }

    /// Hands typed text to the item: its input rule decides. Returns the refusal's message.
    /// The row shows what was typed until it is valid (``FormField/refusedInput``), not the
    /// value the field last took.
    private func apply(_ text: String, part: Int, to field: FormField) -> String? {
        do {
            if let card = field as? CreditCardItem {
                try card.apply(part: part, input: text)
            } else {
                try field.apply(input: text)
                field.refusedInput = nil
            }
            return nil
        } catch {
            if !(field is CreditCardItem) { field.refusedInput = text }
            return error.sentence(in: words)
        }
    }

    private func editFilter(_ edit: (inout TextBuffer) -> Void) {
        guard let focused else { return }
        var state = editor(for: focused)
        edit(&state.filter)
        state.option = 0
        editors[ObjectIdentifier(focused)] = state
    }

    private func toggle() {
        switch focused {
        case let item as BoolItem:
            item.value.toggle()
            hasEdits = true
        case is RadioItem:
            pickOption()
        case let item as MultipleChoiceItem:
            let state = editor(for: item)
            guard item.options.indices.contains(state.option) else { return }
            item.toggle(item.options[state.option])
            hasEdits = true
        case let item as ButtonItem:
            press(item)
        default:
            break
        }
    }

    private func toggleAll() {
        guard let item = focused as? MultipleChoiceItem else { return }
        item.value = item.value.count == item.options.count ? [] : item.options
        hasEdits = true
    }

    private func choose(by delta: Int) {
        switch focused {
        case let item as SegmentedItem:
            guard !item.options.isEmpty else { return }
            let current = item.value.flatMap { item.options.firstIndex(of: $0) } ?? (delta > 0 ? -1 : item.options.count)
            // The next option that is offered, past the disabled ones.
            var index = current + delta
            while item.options.indices.contains(index), item.disabledOptions.contains(item.options[index]) { index += delta }
            guard item.options.indices.contains(index) else { return }
            item.value = item.options[index]
            hasEdits = true
        case let item as FloatItem:
            let span = item.range.upperBound - item.range.lowerBound
            let scale = pow(10, Double(item.fractionDigits))
            let step = max(1 / scale, (span / 20 * scale).rounded() / scale)
            item.value = min(max(item.range.lowerBound, ((item.value + Double(delta) * step) * scale).rounded() / scale),
                             item.range.upperBound)
            hasEdits = true
        case let item as PickerItem:
            guard !item.components.isEmpty else { return }
            var state = editor(for: item)
            state.column = min(max(0, state.column + delta), item.components.count - 1)
            state.option = 0
            state.filter = TextBuffer()
            editors[ObjectIdentifier(item)] = state
        default:
            break
        }
    }

    private func step(by delta: Int) {
        switch focused {
        case let item as StepperItem:
            if delta > 0 { item.increment() } else { item.decrement() }
            hasEdits = true
        case let item as DateTimeItem:
            let unit: TimeInterval = item.mode == .time ? 60 : 86_400
            let start = item.value ?? Date()
            item.value = start.addingTimeInterval(Double(delta) * unit)
            var state = editor(for: item)
            state.buffers[0] = TextBuffer(item.displayValue ?? "")
            state.problems[0] = nil
            editors[ObjectIdentifier(item)] = state
            hasEdits = true
        default:
            break
        }
    }

    /// The options a list editor offers now: all of them, or a picker column's filtered ones.
    func listOptions(for field: FormField) -> [String] {
        switch field {
        case let item as SegmentedItem: return item.options
        case let item as MultipleChoiceItem: return item.options
        case let item as PickerItem:
            let state = editor(for: item)
            guard item.components.indices.contains(state.column) else { return [] }
            let filter = state.filter.text
            let column = item.components[state.column]
            // An option or its label in the form's language.
            return filter.isEmpty ? column : column.filter {
                $0.localizedCaseInsensitiveContains(filter) || item.label(of: $0).localizedCaseInsensitiveContains(filter)
            }
        default: return []
        }
    }

    private func moveOption(by delta: Int) {
        guard let focused else { return }
        let count = listOptions(for: focused).count
        var state = editor(for: focused)
        let option = state.option + delta
        if option < 0 || option >= count {
            // Past the first or last option, the arrows leave the list.
            moveFocus(forward: delta > 0)
            return
        }
        state.option = option
        editors[ObjectIdentifier(focused)] = state
    }

    private func pickOption() {
        guard let focused else { return }
        let options = listOptions(for: focused)
        let state = editor(for: focused)
        guard options.indices.contains(state.option) else { return }
        let option = options[state.option]
        switch focused {
        case let item as SegmentedItem:
            item.value = option
        case let item as PickerItem:
            var chosen = item.value.isEmpty ? item.components.map { $0.first ?? "" } : item.value
            guard chosen.indices.contains(state.column) else { return }
            chosen[state.column] = option
            if item.problem(with: chosen) == nil { item.value = chosen }
        default:
            return
        }
        hasEdits = true
    }
}

import FormKit
import FormLocale
import Foundation

/// A post refused before binding, with the response that says why.
struct PostRefusal: Error {
    let response: FormHTTPResponse
}

extension FormPage {
    /// The body of a `POST`, parsed within the limits, once its CSRF token and origin are checked;
    /// or the response refusing it (413 / 415 / 400 from the parser, 403 from the check).
    ///
    /// A post from the page's own origin whose token is wrong — a page older than the secret, as
    /// after a server restarted with a new one — is refused too (`403`), but loses nothing: a full
    /// post is answered with the page filled in from the post (a fresh form given the posting
    /// page's step and rows, nothing typed bound, a fresh token, a
    /// notice that nothing was sent), and a live one with `"stale": true`, which turns the live
    /// script off so that the page's next full post gets that answer.
    func checkedFormData(_ request: FormHTTPRequest, isLive: Bool = false) -> Result<FormData, PostRefusal> {
        let data: FormData
        do {
            data = try FormData.parse(request.body, contentType: request.header("Content-Type"), limits: options.limits)
        } catch {
            return .failure(PostRefusal(response: Self.plain(error.httpStatus, error.description)))
        }
        switch csrfRefusal(request, data) {
        case nil:
            return .success(data)
        case .badToken(sameOrigin: true):
            if isLive { return .failure(PostRefusal(response: Self.json(403, LiveUpdate(revision: revision, stale: true, fragments: [])))) }
            return .failure(PostRefusal(response: expiredPage(data)))
        case let refusal?:
            return .failure(PostRefusal(response: Self.plain(403, "Forbidden: " + refusal.description)))
        }
    }

    /// The hidden field in which a form of steps' page carries the form's draft (``FormDraft``:
    /// every value but the secrets, and the step shown).
    static let draftField = "_draft"

    /// Gives a fresh form (no post bound yet: a new session, or a server restarted) the shape of
    /// the page that posted `data` (`values`: its values by name): its step and the other steps' values (``restoreDraft(_:)``),
    /// then its rows (``restoreRows(named:pairCount:)``). A form that has taken a post keeps its
    /// own shape.
    /// - Returns: `nil`, or why the post is refused (it names more rows than one post may add).
    func restoreShape(from data: FormData, values: [String: [String]]) -> RowsRefusal? {
        guard revision == 0 else { return nil }
        restoreDraft(data.values(for: Self.draftField).last)
        return restoreRows(named: values, pairCount: data.entries.count)
    }

    /// Restores a fresh form of steps (no post bound yet: a new session, or a server restarted)
    /// from the draft its page carried: the values set (all or nothing), then straight to the
    /// page's step, so that the post binds where it was typed. Secrets were never in the page:
    /// submitting checks every step and lands on the first one that misses one. The history stays
    /// empty.
    func restoreDraft(_ text: String?) {
        guard manager.currentStep != nil, let text, let object = try? JSONValue(parsing: text).objectValue else { return }
        let (values, step) = FormDraft.split(object)
        guard (try? manager.setValues(values)) != nil else { return }
        _ = FormDraft.goStraightToStep(step, in: manager)
        manager.history.clear()
    }

    /// Grows a fresh form's repeating rows (no post bound yet: a new session, or a server
    /// restarted) to the rows a post from an older page names — `/addresses/2/city` needs three
    /// addresses — outermost first, up to each group's maximum, so that nothing typed into a row
    /// that page had added is dropped. The rows added are nobody's edit: the history stays empty.
    ///
    /// What a post may make the form build is bounded by the post: a group grows to at most as
    /// many rows as the post has pairs (a page posts every text field, empty or not: a forged
    /// `/addresses/99999/city` adds one row, not a hundred thousand), and all groups together by
    /// ``FormDataLimits/maxRowsAdded``, counting every row the names ask for (the rows the form
    /// has included) — a post that names more is refused before any row is added
    /// (``RowsRefusal``).
    /// - Returns: `nil`, or why the post is refused.
    /// - Complexity: O(*b* + *s*) for a post of *b* bytes and a form of *s* items once grown, per
    ///   level of rows inside rows (at most 16): the names are read once, into the highest index
    ///   each group's pointer is given.
    func restoreRows(named values: [String: [String]], pairCount: Int) -> RowsRefusal? {
        let needed = Self.rowsNeeded(by: values.keys)
        guard !needed.isEmpty else { return nil }
        // Every row the names could ask for, counted before any is added (rows inside rows do
        // not exist yet when the post is read): an honest page names each row it has once. Each
        // group grows once, to at most what its pointer names, so no level can add more.
        let named = needed.values.reduce(0) { $0 + min($1, pairCount) }
        guard named <= options.limits.maxRowsAdded else {
            return RowsRefusal(named: named, limit: options.limits.maxRowsAdded)
        }
        let hadHistory = manager.history.canUndo || manager.history.canRedo
        var grew = false
        for _ in 0..<16 {
            var growth: [(RepeatingRows, Int)] = []
            for case .containerStart(let container) in FormLayout(manager).nodes {
                guard let rows = container as? RepeatingRows, let pointer = rows.pointer, let wanted = needed[pointer] else { continue }
                let target = min(wanted, pairCount, rows.maximumCount ?? .max)
                if target > rows.rows.count { growth.append((rows, target)) }
            }
            guard !growth.isEmpty else { break }
            var grewNow = false
            manager.performBatchUpdates {
                for (rows, target) in growth {
                    while rows.rows.count < target, rows.addRow() != nil { grewNow = true }
                }
            }
            guard grewNow else { break }
            grew = true
        }
        if grew && !hadHistory { manager.history.clear() }
        return nil
    }

    /// For each pointer of repeating rows a posted name passes through, the rows it needs: the
    /// highest index after it, plus one (`/addresses/2/phones/0/number` needs three rows at
    /// `/addresses` and one at `/addresses/2/phones`).
    /// - Complexity: O(*b*) for names of *b* bytes in all.
    static func rowsNeeded(by names: some Sequence<String>) -> [String: Int] {
        var needed: [String: Int] = [:]
        for name in names where name.hasPrefix("/") {
            var prefix = Substring()
            var rest = name.dropFirst()
            while !rest.isEmpty {
                let token = rest.prefix { $0 != "/" }
                rest = rest.dropFirst(token.count + 1)
                if !prefix.isEmpty, let index = Int(token), index >= 0, index < Int(Int32.max) {
                    let pointer = String(prefix)
                    needed[pointer] = max(needed[pointer] ?? 0, index + 1)
                }
                prefix = name[name.startIndex..<token.endIndex]
            }
        }
        return needed
    }

    /// A post that names more rows than a fresh form may add for it.
    struct RowsRefusal: Error {
        let named: Int
        let limit: Int

        /// `413`: the post asks the server to build more than one post may.
        @MainActor var response: FormHTTPResponse {
            FormPage.plain(413, "Payload Too Large: the post names \(named) rows the form does not have; one post may add at most \(limit)")
        }
    }

    /// The page filled in from a post that could not be accepted: a fresh form takes the posting
    /// page's shape (its step, its rows), every control the page shows holds what was posted for
    /// it (secrets aside, as always), nothing typed is bound, and a notice at the top says so.
    private func expiredPage(_ data: FormData) -> FormHTTPResponse {
        let values = data.valuesByName
        if let refusal = restoreShape(from: data, values: values) { return refusal.response }
        var state = BindState()
        state.notice = BindState.Notice(title: localizer.string(LocalizedMessage("page.expired.title")),
                                        text: localizer.string(LocalizedMessage("page.expired.text")))
        for case .item(let item) in FormLayout(manager).nodes {
            guard ControlKind(item) != nil, item.isEffectivelyEnabled, let name = item.valuePointer,
                  (item as? FormField)?.isSecret != true else { continue }
            state.drafts[name] = (values[name] ?? []).map(Self.normalizingLineBreaks)
        }
        return htmlResponse(403, FormRenderer(page: self, state: state).document())
    }

    /// Answers a `POST`: parse (limits), check (CSRF, origin), bind, then act.
    func post(_ request: FormHTTPRequest) -> FormHTTPResponse {
        let data: FormData
        switch checkedFormData(request) {
        case .success(let checked): data = checked
        case .failure(let refusal): return refusal.response
        }
        guard let action = PostAction(data.values(for: "_action").last) else { return Self.plain(400, "Unknown action") }
        historyMessage = nil

        let values = data.valuesByName
        if let refusal = restoreShape(from: data, values: values) { return refusal.response }
        let layout = FormLayout(manager)
        var state = BindState()
        manager.performBatchUpdates {
            bind(values, layout: layout, into: &state)
        }
        bumpRevision()
        // Answers that reveal fields the posted page did not show (a choice of "Team", without
        // the live script) are never submitted unseen: the page comes back showing them
        // (progressive enhancement, as GOV.UK's conditional questions), nothing typed lost.
        switch action {
        case .submit, .press, .next:
            let revealed = revealedFields(before: layout)
            if !revealed.isEmpty {
                state.revealed = revealed
                return htmlResponse(200, FormRenderer(page: self, state: state).document())
            }
        default:
            break
        }
        // Refused input performs no action: the page comes back with the text as typed — and,
        // when the post meant to submit or go on, with what validation finds in the rest.
        if !state.inputErrors.isEmpty {
            switch action {
            case .submit, .press, .next:
                if let step = manager.currentStep { step.validate() } else { manager.validate() }
            default:
                break
            }
            return htmlResponse(422, FormRenderer(page: self, state: state).document())
        }

        switch action {
        // Row actions go back to the form, its address naming where the person was: the new
        // row's first field, the moved row's first field, or the rows a row left.
        case .add(let pointer):
            guard let rows = layout.rows(at: pointer), !rows.addButton.isEffectivelyHidden, let row = rows.addRow() else {
                return Self.redirect(options.path)
            }
            return redirect(focusing: row.firstFocusableField as? Item, else: fragment(of: row))
        case .delete(let pointer):
            guard let row = layout.row(at: pointer), let rows = row.group, let index = row.index, rows.deleteRow(row) else {
                return Self.redirect(options.path)
            }
            return redirect(focusing: rows.focusAfterRemovingRow(at: index) as? Item, else: rows.pointer.map { "#" + HTMLIdentifier.group($0) } ?? "")
        case .moveUp(let pointer), .moveDown(let pointer):
            guard let row = layout.row(at: pointer), let rows = row.group, let index = row.index,
                  rows.moveRow(row, to: action == .moveUp(pointer) ? index - 1 : index + 1) else {
                return Self.redirect(options.path)
            }
            return redirect(focusing: row.firstFocusableField as? Item, else: fragment(of: row))
        case .back:
            manager.previousStep()
            return Self.redirect(options.path)
        // Undo and redo of row edits (FormKit's history), offered — and done — only on the step
        // that shows the rows edited: a deleted row comes back whole, and takes the focus.
        case .undo, .redo:
            replay(redo: action == .redo)
            return Self.redirect(options.path)
        // The live script's fallback when a reply's rows cannot be placed one by one: the whole
        // form is bound (above), and the page comes back as it now is.
        case .refresh:
            return Self.redirect(options.path)
        case .next:
            return goOn()
        case .press(let id):
            if let button = layout.button(withID: id), button.isEffectivelyEnabled { button.action?(button) }
            return submit()
        case .submit:
            return submit()
        }
    }

    /// The titles of the enabled controls the page shows now that `before` (the page posted) did
    /// not show, in page order.
    /// - Complexity: O(*n*) for *n* items shown.
    private func revealedFields(before: FormLayout) -> [String] {
        var shown = Set<ObjectIdentifier>()
        for case .item(let item) in before.nodes { shown.insert(ObjectIdentifier(item)) }
        var titles: [String] = []
        for case .item(let item) in FormLayout(manager).nodes where !shown.contains(ObjectIdentifier(item)) {
            guard ControlKind(item) != nil, item.isEffectivelyEnabled, let field = item as? FormField else { continue }
            titles.append(field.title)
        }
        return titles
    }

    /// Undoes (or redoes) the last row edit when the page shows its rows; the next page says
    /// what was replayed, naming the row as the form titles it, and focuses the row it touched.
    private func replay(redo: Bool) {
        let history = manager.history
        guard let next = redo ? history.nextRedoEdit : history.nextUndoEdit, showsHistory(of: next) else { return }
        guard case .rows(let edit, let rows) = next else {
            // A switch of alternatives: the choice keeps the focus.
            guard (redo ? manager.redo() : manager.undo()) != nil else { return }
            historyMessage = replayed(next.sentence, redo: redo)
            pendingFocus = next.choiceItem
            return
        }
        // Where a row that leaves was, to hand the focus on from.
        let leavingIndex = rows.rows.firstIndex { $0.id == edit.row }
        guard (redo ? manager.redo() : manager.undo()) != nil else { return }
        historyMessage = replayed(edit.sentence(in: rows), redo: redo)
        if let row = rows.rows.first(where: { $0.id == edit.row }) {
            pendingFocus = row.firstFocusableField as? Item
        } else if let leavingIndex {
            pendingFocus = rows.focusAfterRemovingRow(at: leavingIndex) as? Item
        }
    }

    /// "Undone: Address 2 removed." in the page's language.
    private func replayed(_ edit: String, redo: Bool) -> String {
        localizer.string(LocalizedMessage(redo ? "page.redone" : "page.undone", ["edit": .text(edit)]))
    }

    /// Whether this page offers the undo and redo of `edit`: the rows it edited, or the choice it
    /// switched, are shown on the current step (on any page of a form without steps).
    func showsHistory(of edit: FormEdit) -> Bool {
        switch edit {
        case .rows(_, let rows): return showsHistory(of: rows)
        case .choice, .presence:
            guard let item = edit.choiceItem, item.valuePointer != nil, !item.isEffectivelyHidden else { return false }
            return manager.currentStep == nil || item.formStep === manager.currentStep
        }
    }

    /// Whether this page offers the undo and redo of edits of `rows`: the rows are shown on the
    /// current step (on any page of a form without steps).
    func showsHistory(of rows: RepeatingRows) -> Bool {
        guard rows.pointer != nil, !rows.titleItem.isEffectivelyHidden || rows.titleItem.isHidden else { return false }
        guard manager.currentStep != nil else { return true }
        return rows.titleItem.formStep === manager.currentStep
    }

    /// Back to the form, whose next page focuses `item` (`autofocus`, which also scrolls to it);
    /// without one, the address ends with `fragment`. (A page whose address names an element
    /// skips `autofocus`, HTML §6.6.4: the two are never combined.)
    private func redirect(focusing item: Item?, else fragment: String) -> FormHTTPResponse {
        pendingFocus = item
        return Self.redirect(options.path + (item == nil ? fragment : ""))
    }

    /// `#id` of a row's first field that takes focus (else of the row), or "".
    private func fragment(of row: RepeatingRow) -> String {
        if let field = row.firstFocusableField as? Item, let pointer = field.valuePointer { return "#" + HTMLIdentifier.field(pointer) }
        return row.pointer.map { "#" + HTMLIdentifier.group($0) } ?? ""
    }

    /// The next step, or the page again with the step's errors.
    private func goOn() -> FormHTTPResponse {
        manager.nextStep() ? Self.redirect(options.path) : htmlResponse(422, render())
    }

    /// Submits the form — or, on a step that is not the last, goes on (Enter in a field).
    private func submit() -> FormHTTPResponse {
        if let current = manager.currentStep, let last = manager.visibleSteps.last, current !== last { return goOn() }
        do {
            let values = try manager.submit()
            onSubmit?(values)
            return Self.redirect(options.successLocation)
        } catch {
            return htmlResponse(422, render())
        }
    }

    /// Sets every enabled control the page shows from the post, through the item's own rule.
    ///
    /// - Text goes through ``FormItem/apply(input:)`` (the rule a terminal's typing goes through),
    ///   its line breaks normalized from the CRLF that browsers send (HTML §4.10.21.5) to LF.
    /// - A checkbox is `true` when its name was sent and `false` when not — it is rendered and
    ///   enabled, so a browser would have sent it when checked.
    /// - Choices (radios, checkboxes, a one-column select) are set by the options' values as the
    ///   page renders them (``FieldChoice/text``: a schema's `const`, a plain option's title); a
    ///   select of several columns by each column's title.
    /// - A secret (password, card) left empty keeps what is held: the page never shows it.
    /// - A pressed button that is disabled runs no action; the post still submits.
    /// - Names of hidden, disabled or unknown controls are never read.
    /// With `only`, binds that item alone (a live update).
    func bind(_ values: [String: [String]], layout: FormLayout, only: Item? = nil, into state: inout BindState) {
        for case .item(let item) in layout.nodes {
            if let only, only !== item { continue }
            guard let kind = ControlKind(item), item.isEffectivelyEnabled, let name = item.valuePointer else { continue }
            let posted = values[name]
            let last = posted?.last.map(Self.normalizingLineBreaks)
            do throws(BindFailure) {
                switch kind {
                case .text(let text):
                    guard let last else { continue }
                    if text.isSecret, last.isEmpty { continue }
                    try input { () throws(InputError) in try text.apply(input: last) }
                case .longText(let text):
                    guard let last else { continue }
                    if text.isSecret, last.isEmpty { continue }
                    try input { () throws(InputError) in try text.apply(input: last) }
                case .number(let field as FormField), .slider(let field as FormField), .stepper(let field as FormField), .other(let field):
                    guard let last else { continue }
                    if field.isSecret, last.isEmpty { continue }
                    // A stepper nobody touched posts the value it showed: no choice was made.
                    if case .stepper(let stepper) = kind, !stepper.isTouched,
                       LocaleNumber.parse(last, language: localizer.locale).flatMap(Double.init) == stepper.value { continue }
                    try input { () throws(InputError) in try field.apply(input: last) }
                case .checkbox(let box):
                    // An unchecked box nobody touched posts nothing: no choice was made.
                    if posted == nil, !box.isTouched, !box.value { continue }
                    try input { () throws(InputError) in try box.apply(input: posted == nil ? "off" : last ?? "on") }
                case .radios(let choice):
                    try json { () throws(Problem) in try choice.choose(texts: last.map { [$0] } ?? []) }
                case .checkboxes(let choice):
                    try json { () throws(Problem) in try choice.choose(texts: posted ?? []) }
                case .select(let picker):
                    guard let posted else { continue }
                    if posted.allSatisfy(\.isEmpty) {
                        try json { () throws(Problem) in try picker.setJSONValue(.null) }
                    } else if picker.components.count == 1, posted.count == 1 {
                        try json { () throws(Problem) in try picker.choose(texts: posted) }
                    } else if posted.count != picker.components.count || posted.contains(where: \.isEmpty) {
                        throw .problem(picker.components.count == 1 ? "must be one option" : "must have one option in each of \(picker.components.count) columns")
                    } else {
                        let json: JSONValue = posted.count == 1 ? .string(posted[0]) : .array(posted.map(JSONValue.string))
                        try self.json { () throws(Problem) in try picker.setJSONValue(json) }
                    }
                case .date(let date):
                    guard let last else { continue }
                    let typed = date.format == date.mode.defaultFormat ? Self.fromBrowser(last, mode: date.mode) : last
                    try input { () throws(InputError) in try date.apply(input: typed) }
                case .card(let card):
                    var messages: [String] = []
                    for (part, _) in ControlKind.cardParts {
                        guard let text = values[name + "/" + part]?.last, !text.isEmpty else { continue }
                        do {
                            switch part {
                            case "number": try card.apply(input: text)
                            case "expiry": try card.apply(expiry: text)
                            default: try card.apply(cvv: text)
                            }
                        } catch {
                            messages.append(error.sentence(in: localizer))
                        }
                    }
                    if !messages.isEmpty { state.inputErrors[ObjectIdentifier(item)] = messages }
                }
            } catch {
                let sentence = switch error {
                case .refused(let sentence): sentence
                case .problem(let message): (item as? FormField).map { $0.title.isEmpty ? message : $0.title + " " + message } ?? message
                }
                state.inputErrors[ObjectIdentifier(item), default: []].append(sentence)
                if (item as? FormField)?.isSecret == false, let posted { state.drafts[name] = posted.map(Self.normalizingLineBreaks) }
            }
        }
    }

    private enum BindFailure: Error {
        /// Input refused, as a whole sentence in the page's language.
        case refused(String)
        /// A value refused, as words that complete a sentence starting with the field's title.
        case problem(String)
    }

    private func input(_ body: () throws(InputError) -> Void) throws(BindFailure) {
        do { try body() } catch { throw .refused(error.sentence(in: localizer)) }
    }

    private func json(_ body: () throws(Problem) -> Void) throws(BindFailure) {
        do { try body() } catch { throw .problem(error.message) }
    }

    /// CRLF and lone CR as LF: browsers send line breaks as CRLF.
    static func normalizingLineBreaks(_ text: String) -> String {
        guard text.contains("\r") else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// A date control's value (HTML §2.3.5: `yyyy-MM-dd`, `HH:mm[:ss]`, `yyyy-MM-ddTHH:mm`) in the
    /// item's default format.
    static func fromBrowser(_ value: String, mode: DateTimeItem.Mode) -> String {
        switch mode {
        case .date: value
        case .time: String(value.prefix(5))
        case .dateAndTime: String(value.replacingOccurrences(of: "T", with: " ").prefix(16))
        }
    }
}

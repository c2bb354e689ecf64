import FormKit
import FormLocale
import Foundation

/// Writes a ``FormPage``'s document: the error summary, the form of the current step, its
/// controls and buttons. Accessibility follows WCAG 2.2 and the GOV.UK patterns: a `label` for
/// every control (1.3.1, 4.1.2), radio and checkbox groups in a `fieldset` with a `legend`,
/// `aria-invalid` only after validation (ARIA21), `aria-describedby` naming the hint and then the
/// error (3.3.1), an error summary headed "There is a problem" linking to each field and an
/// "Error: " page title (3.3.1, 2.4.2), `autocomplete` tokens (1.3.5).
@MainActor
struct FormRenderer {
    typealias Attribute = HTMLWriter.Attribute

    let page: FormPage
    let state: BindState
    /// Whether fields that are not required say "(optional)" — most of the form's fields are
    /// required — or required ones say "(required)" (GOV.UK: mark the fewer).
    let marksOptional: Bool
    var manager: AdapterManager { page.manager }
    var options: FormPageOptions { page.options }
    var theme: FormTheme { page.options.theme }
    /// The page's language.
    var localizer: Localizer { page.localizer }

    /// The page's words for `key` (see FormLocale's page catalog), in its language.
    func words(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
        localizer.string(LocalizedMessage(key, arguments))
    }

    /// `items` joined the way the page's language lists them (`A, B`; `A、B`).
    func list(_ items: [String]) -> String { items.joined(separator: words("page.listSeparator")) }

    /// One line of the error summary: the id it links to and the message, as beside the field.
    struct SummaryEntry {
        let target: String
        let message: String
    }

    init(page: FormPage, state: BindState) {
        self.page = page
        self.state = state
        let items = page.manager.allItems
        if let known = page.markerMajority, known.itemCount == items.count {
            marksOptional = known.marksOptional
        } else {
            var required = 0, optional = 0
            for item in items {
                guard let field = item as? FormField, field.isEditable, ControlKind(item) != nil, !(item is ButtonItem) else { continue }
                if field.constraints.contains(.required) { required += 1 } else { optional += 1 }
            }
            marksOptional = required > optional
            page.markerMajority = (items.count, marksOptional)
        }
    }

    /// The marker after a field's title: "(optional)" or "(required)", whichever the form has
    /// fewer of (see ``marksOptional``); `nil` for the others.
    func marker(for field: FormField) -> String? {
        let isRequired = field.constraints.contains(.required)
        if marksOptional { return isRequired ? nil : words("page.optional") }
        return isRequired ? words("page.required") : nil
    }

    /// `tag` holding a field's title and its marker (`<span class="marker">`), with the theme's
    /// class for it (`look`).
    func writeTitle(_ tag: HTMLWriter.Tag, _ attributes: [Attribute] = [], look: String = "", title: String, of field: FormField?,
                    into w: inout HTMLWriter) {
        w.open(tag, attributes + (look.isEmpty ? [] : [.attr(.class, look)]))
        w.text(title)
        if let field, let marker = marker(for: field) {
            w.text(" ")
            w.element(.span, [.attr(.class, "marker")], text: marker)
        }
        w.close(tag)
    }

    /// The class of a field's block: `field`, and `field-error` while it shows errors (the red
    /// border beside it), then the theme's.
    func fieldClass(_ errors: [String], _ base: String = "field") -> String {
        FormTheme.classes(errors.isEmpty ? base : base + " field-error", theme.field)
    }

    /// The class attribute of a control: the theme's class for its kind (`look`), the theme's
    /// invalid class while it shows errors, and ``FormTheme/controlClasses``'s for it; `[]`
    /// when all are empty.
    func controlClass(_ look: String, kind: String, item: Item, errors: [String]) -> [Attribute] {
        var parts = [look]
        if !errors.isEmpty { parts.append(theme.invalidControl) }
        if let extra = theme.controlClasses?(FormTheme.Control(pointer: item.valuePointer, kind: kind)) { parts.append(extra) }
        let joined = parts.filter { !$0.isEmpty }.joined(separator: " ")
        return joined.isEmpty ? [] : [.attr(.class, joined)]
    }

    /// The whole document: the head (``writeHeadTags(_:into:)``), the page's heading, then
    /// ``fragment()``.
    func document() -> String {
        var body = HTMLWriter()
        let hasErrors = writeFragment(into: &body)
        var html = HTMLWriter()
        html.doctype()
        html.open(.html, [.attr(.lang, localizer.contentLanguage.identifier)] + (localizer.isRightToLeft ? [.attr(.dir, "rtl")] : []))
        html.open(.head)
        html.void(.meta, [.attr(.charset, "utf-8")])
        html.void(.meta, [.attr(.name, "viewport"), .attr(.content, "width=device-width, initial-scale=1")])
        html.element(.title, text: hasErrors ? words("page.title.error", ["title": .text(options.title)]) : options.title)
        Self.writeHeadTags(page, into: &html)
        html.close(.head)
        html.newline()
        html.open(.body, [.attr(.class, "form-page")])
        html.open(.main, theme.main.isEmpty ? [] : [.attr(.class, theme.main)])
        writeTop(heading: true, into: &html)
        html.append(body)
        html.close(.main)
        html.close(.body)
        html.close(.html)
        html.newline()
        return html.output
    }

    /// The form alone (see ``FormPage/renderFragment()``): the top without the page's heading,
    /// then the form.
    func fragment() -> String {
        var w = HTMLWriter()
        writeTop(heading: false, into: &w)
        _ = writeFragment(into: &w)
        return w.output
    }

    /// The stylesheet, the team's stylesheets, and the deferred live script.
    static func writeHeadTags(_ page: FormPage, into w: inout HTMLWriter) {
        let theme = page.options.theme
        if theme.usesDefaultStylesheet { w.void(.link, [.attr(.rel, "stylesheet"), .attr(.href, page.stylesheetURL)]) }
        for sheet in theme.stylesheets + page.options.stylesheets { w.void(.link, [.attr(.rel, "stylesheet"), .attr(.href, sheet)]) }
        w.element(.script, [.attr(.src, page.scriptURL), .flag(.defer)], text: "")
    }

    /// The top of the page: in a form of steps, a Back link and the caption "Step 2 of 3:
    /// Shipping" (GOV.UK's section caption); the page's one heading (`heading`); then the list of
    /// steps, each done, current or to do.
    func writeTop(heading: Bool, into w: inout HTMLWriter) {
        if let position = stepPosition, position.hasPrevious {
            // Back posts (values are kept, nothing is checked): a button that reads as a link.
            w.element(.button, [.attr(.type, "submit"), .attr(.form, "form"), .attr(.name, "_action"), .attr(.value, "back"),
                                .flag(.formnovalidate), .attr(.class, FormTheme.classes("back-link", theme.backLink))], text: words("page.back"))
            w.newline()
        }
        if let caption = stepCaption { w.element(.p, [.attr(.class, "caption"), .attr(.id, "progress")], text: caption) }
        if heading {
            w.element(.h1, text: options.title)
            w.newline()
        }
        guard let current = manager.currentStep else { return }
        let visible = manager.visibleSteps
        guard let position = visible.firstIndex(where: { $0 === current }) else { return }
        w.open(.ol, [.attr(.class, FormTheme.classes("steps", theme.steps)), .attr(.ariaLabel, words("page.steps"))])
        for (index, step) in visible.enumerated() {
            var attributes: [Attribute] = [.attr(.dataState, index < position ? "done" : index == position ? "current" : "todo")]
            let look = FormTheme.classes(theme.step, index == position ? theme.currentStep : "")
            if !look.isEmpty { attributes.insert(.attr(.class, look), at: 0) }
            if index == position { attributes.append(.attr(.ariaCurrent, "step")) }
            w.open(.li, attributes)
            w.text(step.title)
            if index != position { w.element(.span, [.attr(.class, "visually-hidden")], text: " " + words(index < position ? "page.step.done" : "page.step.todo")) }
            w.close(.li)
        }
        w.close(.ol)
        w.newline()
    }

    /// "Step 2 of 3: Shipping" for a form of steps, or `nil` (FormKit's progress text, in the
    /// page's language).
    var stepCaption: String? { manager.progressText }

    /// The notices, the error summary, the form and the live status region.
    /// - Returns: whether the page shows errors (its title says "Error: ").
    func writeFragment(into html: inout HTMLWriter) -> Bool {
        var form = HTMLWriter()
        var summary: [SummaryEntry] = []
        writeForm(into: &form, summary: &summary)
        // Errors about the whole value (a schema's `oneOf` at the root) have no field to sit by:
        // the summary lists them first, linking to the form.
        let formErrors = manager.formErrors.map { SummaryEntry(target: "form", message: $0.description(in: localizer)) }
        summary = formErrors + summary
        if !state.revealed.isEmpty {
            // Not an error: the answers asked more. Focused, as the error summary is, so a screen
            // reader starts here.
            html.open(.div, [.attr(.class, FormTheme.classes("notice", theme.notice)), .attr(.id, "notice"), .attr(.tabindex, "-1"), .flag(.autofocus)])
            html.open(.div, [.attr(.role, "status")])
            html.element(.h2, text: words("page.revealed.title"))
            html.element(.p, text: words("page.revealed.text", ["fields": .text(list(state.revealed))]))
            html.close(.div)
            html.close(.div)
            html.newline()
        } else if let notice = state.notice {
            html.open(.div, [.attr(.class, FormTheme.classes("error-summary", theme.errorSummary)), .attr(.id, "error-summary"), .attr(.tabindex, "-1"), .flag(.autofocus)])
            html.open(.div, [.attr(.role, "alert")])
            html.element(.h2, text: notice.title)
            html.element(.p, text: notice.text)
            html.close(.div)
            html.close(.div)
            html.newline()
        } else if !summary.isEmpty {
            // GOV.UK error summary: focused on load, role=alert on an inner element (JAWS).
            html.open(.div, [.attr(.class, FormTheme.classes("error-summary", theme.errorSummary)), .attr(.id, "error-summary"), .attr(.tabindex, "-1"), .flag(.autofocus)])
            html.open(.div, [.attr(.role, "alert")])
            html.element(.h2, text: words("page.errorSummary"))
            html.open(.ul)
            for entry in summary {
                html.open(.li)
                html.element(.a, [.attr(.href, "#" + entry.target)] + (theme.errorSummaryLink.isEmpty ? [] : [.attr(.class, theme.errorSummaryLink)]),
                             text: entry.message)
                html.close(.li)
            }
            html.close(.ul)
            html.close(.div)
            html.close(.div)
            html.newline()
        }
        html.append(form)
        // Announces rows a live update shows or hides; the script replaces its paragraph.
        html.open(.div, [.attr(.class, "visually-hidden"), .attr(.role, "status"), .attr(.ariaLive, "polite")])
        html.element(.p, [.attr(.id, Self.liveStatusID)], text: "")
        html.close(.div)
        html.newline()
        return !summary.isEmpty || state.notice != nil
    }

    /// The id of the paragraph in the page's status region.
    static let liveStatusID = "live-status"

    /// The status region's paragraph saying `text`.
    static func liveStatus(_ text: String) -> String {
        var w = HTMLWriter()
        w.element(.p, [.attr(.id, liveStatusID)], text: text)
        return w.output
    }

    // MARK: - The form

    var stepPosition: (hasPrevious: Bool, hasNext: Bool)? {
        guard let current = manager.currentStep else { return nil }
        let visible = manager.visibleSteps
        guard let position = visible.firstIndex(where: { $0 === current }) else { return nil }
        return (position > 0, position + 1 < visible.count)
    }

    func writeForm(into w: inout HTMLWriter, summary: inout [SummaryEntry]) {
        var attributes: [Attribute] = [.attr(.id, "form"), .attr(.method, "post"), .attr(.action, options.path), .attr(.acceptCharset, "utf-8")]
        if !options.usesBrowserValidation { attributes.append(.flag(.novalidate)) }
        attributes += [.flag(.dataLive), .attr(.dataRevision, String(page.revision)), .attr(.dataCount, countForms)]
        w.open(.form, attributes)
        w.newline()
        w.void(.input, [.attr(.type, "hidden"), .attr(.name, "_csrf"), .attr(.value, page.csrfToken)])
        // A form of steps shows one step; the others' values live in its manager. The page
        // carries them too, as a draft without secrets, in case the manager is lost.
        if manager.currentStep != nil, let draft = try? FormDraft(of: manager).object.jsonString() {
            w.void(.input, [.attr(.type, "hidden"), .attr(.name, FormPage.draftField), .attr(.value, draft)])
        }
        // Implicit submission (HTML §4.10.21.2) presses the form's first submit button: this one,
        // so Enter in a field submits (or goes on) rather than removing a row.
        let steps = stepPosition
        let primary: PostAction = steps?.hasNext == true ? .next : .submit
        let submitTitle = options.submitTitle ?? words("page.submit")
        let primaryTitle = primary == .next ? words("page.next") : submitTitle
        w.element(.button, [.attr(.type, "submit"), .attr(.name, "_action"), .attr(.value, primary.value), .attr(.class, "visually-hidden"),
                            .attr(.tabindex, "-1"), .attr(.ariaHidden, "true")], text: primaryTitle)
        // What the live script presses when a reply's rows cannot be placed one by one.
        w.element(.button, [.attr(.type, "submit"), .attr(.name, "_action"), .attr(.value, PostAction.refresh.value), .flag(.formnovalidate),
                            .flag(.hidden), .attr(.id, "_r"), .attr(.tabindex, "-1"), .attr(.ariaHidden, "true")], text: words("page.refresh"))
        w.newline()
        // The history's message and buttons sit right after what its edit changed (the rows, the
        // alternatives, the group), not at the top, far from it.
        let historyPlace = historyContainer
        var wroteHistory = false
        for node in FormLayout(manager).nodes {
            switch node {
            case .sectionStart(let section):
                w.open(.section)
                // One heading per page: a section headed like the page, or like the step the caption
                // names, adds none.
                if let header = section.headerConfiguration?.title, !header.isEmpty, header != options.title,
                   header != manager.currentStep?.title { w.element(.h2, text: header) }
                w.newline()
            case .sectionEnd(let section):
                if let footer = section.footerConfiguration?.title, !footer.isEmpty { w.element(.p, [.attr(.class, "footer")], text: footer) }
                w.close(.section)
                w.newline()
            case .containerStart(let container):
                writeContainerStart(container, into: &w, summary: &summary)
            case .containerEnd(let container):
                writeContainerEnd(container, into: &w)
                if let historyPlace, historyPlace === container, !wroteHistory {
                    writeHistory(into: &w)
                    wroteHistory = true
                }
            case .item(let item):
                writeRow(item, into: &w, summary: &summary)
            }
        }
        if !wroteHistory { writeHistory(into: &w) }
        // One primary button per step; Back is the link at the top.
        w.open(.div, [.attr(.class, "actions")])
        w.element(.button, [.attr(.type, "submit"), .attr(.name, "_action"), .attr(.value, primary.value), .attr(.class, FormTheme.classes("primary", theme.primaryButton))],
                  text: steps == nil ? submitTitle : primaryTitle)
        w.close(.div)
        w.newline()
        w.close(.form)
        w.newline()
    }

    // MARK: - Groups and rows

    /// Undo and redo of row edits, while there is one: the last edit named in a status message
    /// (`role="status"`), then an Undo and a Redo button — plain submit buttons, so they work
    /// without JavaScript.
    /// The history's status message and its Undo and Redo buttons — only for edits of rows this
    /// page shows (an undo never reaches into a step the person cannot see): "Address 2 removed.
    /// [Undo]", or after an undo "Undone: Address 2 removed. [Redo]".
    /// The container the history's next undo (or redo) changed, when the page shows it.
    var historyContainer: (any FieldContainer)? {
        let history = manager.history
        guard let edit = (history.nextUndoEdit.flatMap { page.showsHistory(of: $0) ? $0 : nil })
                ?? history.nextRedoEdit.flatMap({ page.showsHistory(of: $0) ? $0 : nil }) else { return nil }
        switch edit {
        case .rows(_, let rows): return rows
        case .choice(_, let alternatives): return alternatives
        case .presence(_, let group): return group
        }
    }

    func writeHistory(into w: inout HTMLWriter) {
        let history = manager.history
        let undo = history.nextUndoEdit.flatMap { page.showsHistory(of: $0) ? $0 : nil }
        let redo = history.nextRedoEdit.flatMap { page.showsHistory(of: $0) ? $0 : nil }
        let message = page.historyMessage ?? undo?.sentence
        guard undo != nil || redo != nil || message != nil else { return }
        w.open(.div, [.attr(.class, "history"), .attr(.id, "history"), .attr(.role, "status")])
        if let message { w.element(.span, text: message + " ") }
        for (action, title, isOn) in [(PostAction.undo, words("page.undo"), undo != nil), (.redo, words("page.redo"), redo != nil)] where isOn {
            w.element(.button, [.attr(.type, "submit"), .attr(.name, "_action"), .attr(.value, action.value), .flag(.formnovalidate)]
                      + (theme.button.isEmpty ? [] : [.attr(.class, theme.button)]), text: title)
        }
        w.close(.div)
        w.newline()
    }

    /// The element id of a group, rows, a row or alternatives: from its pointer — for
    /// alternatives, from their choice's name, since those without a key share the pointer of the
    /// object around them.
    static func containerID(_ container: any FieldContainer) -> String? {
        if let alternatives = container as? FieldAlternatives { return alternatives.choicePointer.map(HTMLIdentifier.group) }
        // The rows that are a row's value (an array of arrays) share the row's pointer.
        if let rows = container as? RepeatingRows, let row = rows.parentContainer as? RepeatingRow, row.scalarRows === rows {
            return rows.pointer.map { HTMLIdentifier.part(HTMLIdentifier.group($0), "rows") }
        }
        return container.pointer.map(HTMLIdentifier.group)
    }

    func writeContainerStart(_ container: any FieldContainer, into w: inout HTMLWriter, summary: inout [SummaryEntry]) {
        let id = Self.containerID(container) ?? "g"
        let title = FormLayout.titleItem(of: container)
        let shownTitle = title.flatMap { $0.isEffectivelyHidden || $0.title.isEmpty ? nil : $0 }
        let errors = title?.errors.map { $0.description(in: localizer) } ?? []
        let className = switch container {
        case is RepeatingRows: "rows"
        case is RepeatingRow: "row"
        case is FieldAlternatives: "alternatives"
        default: "group"
        }
        guard let shownTitle else {
            w.open(.div, [.attr(.class, className), .attr(.id, id)])
            if let row = container as? RepeatingRow { writeRowActions(row, into: &w) }
            w.newline()
            return
        }
        var attributes: [Attribute] = [.attr(.class, className), .attr(.id, id)]
        if !errors.isEmpty { attributes.append(.attr(.ariaDescribedby, HTMLIdentifier.part(id, "error"))) }
        w.open(.fieldset, attributes)
        w.element(.legend, text: shownTitle.title)
        if let row = container as? RepeatingRow { writeRowActions(row, into: &w) }
        writeErrors(errors, id: id, target: id, into: &w, summary: &summary)
        w.newline()
    }

    func writeContainerEnd(_ container: any FieldContainer, into w: inout HTMLWriter) {
        let title = FormLayout.titleItem(of: container)
        let hasLegend = title.map { !$0.isEffectivelyHidden && !$0.title.isEmpty } ?? false
        w.close(hasLegend ? .fieldset : .div)
        w.newline()
    }

    /// A row's actions, at its top (the add-another pattern): Remove, then the moves as a compact
    /// pair of arrows, each button named in full for assistive technology ("Move Address 2 up").
    func writeRowActions(_ row: RepeatingRow, into w: inout HTMLWriter) {
        guard let rows = row.group, let pointer = row.pointer, let index = row.index else { return }
        let title = row.titleItem?.title ?? row.scalarField?.title ?? rows.rowTitle
        let enabled = rows.titleItem.isEffectivelyEnabled
        func button(_ action: PostAction, shown: String, hidden: String, className: String? = nil) {
            var attributes: [Attribute] = [.attr(.type, "submit"), .attr(.name, "_action"), .attr(.value, action.value), .flag(.formnovalidate)]
            let look = FormTheme.classes(className ?? "", theme.rowButton)
            if !look.isEmpty { attributes.append(.attr(.class, look)) }
            if !enabled { attributes.append(.flag(.disabled)) }
            w.open(.button, attributes)
            w.text(shown)
            w.element(.span, [.attr(.class, "visually-hidden")], text: hidden)
            w.close(.button)
        }
        let canMoveUp = rows.allowsMoving && index > 0
        let canMoveDown = rows.allowsMoving && index + 1 < rows.rows.count
        guard rows.canDelete || canMoveUp || canMoveDown else { return }
        w.open(.div, [.attr(.class, "row-actions")])
        if rows.canDelete { button(.delete(pointer), shown: words("page.remove"), hidden: " " + title) }
        if canMoveUp { button(.moveUp(pointer), shown: "↑", hidden: " " + words("page.moveUp", ["row": .text(title)]), className: "move") }
        if canMoveDown { button(.moveDown(pointer), shown: "↓", hidden: " " + words("page.moveDown", ["row": .text(title)]), className: "move") }
        w.close(.div)
    }

    // MARK: - Autofill

    /// The `autocomplete` token of a control (WCAG 1.3.5; HTML §4.10.18.7.1): the caller's, else
    /// by kind — a secure text with a minimum length (a rule for choosing one) or a key naming a
    /// new one is `new-password`, any other `current-password`; an email validator gives `email`
    /// — else by a well-known key.
    func autocomplete(_ item: Item, _ constraints: Constraints) -> String? {
        if let pointer = item.valuePointer, let token = options.autocomplete[pointer] { return token }
        if let key = item.key, let token = options.autocomplete[key] { return token }
        let key = item.key?.lowercased() ?? ""
        if let text = item as? TextItem, text.isSecure {
            return constraints.hasMinimumLength || key.contains("new") ? "new-password" : "current-password"
        }
        if constraints.isEmail { return "email" }
        if constraints.isPhone { return "tel" }
        return Self.tokensByKey[key.replacingOccurrences(of: "-", with: "_")]
    }

    static let tokensByKey: [String: String] = [
        "name": "name", "full_name": "name", "fullname": "name", "given_name": "given-name", "first_name": "given-name",
        "family_name": "family-name", "last_name": "family-name", "username": "username", "email": "email",
        "phone": "tel", "tel": "tel", "telephone": "tel", "mobile": "tel", "organization": "organization", "company": "organization",
        "street": "address-line1", "address_line1": "address-line1", "address_line2": "address-line2", "city": "address-level2",
        "postcode": "postal-code", "postal_code": "postal-code", "zip": "postal-code", "country": "country-name",
        "url": "url", "website": "url", "birthday": "bday", "otp": "one-time-code", "one_time_code": "one-time-code",
    ]
}

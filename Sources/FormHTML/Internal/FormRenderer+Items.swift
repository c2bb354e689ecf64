import FormKit
import FormLocale
import Foundation

extension FormRenderer {
    // MARK: - Items

    /// The id of an item's control: from its value's pointer, or its place in the form.
    static func elementID(_ item: Item) -> String {
        if let pointer = item.valuePointer { return HTMLIdentifier.field(pointer) }
        let bunch = item.associatedBunch
        return HTMLIdentifier.item(FormPath(section: bunch?.associatedSection?.index ?? 0, bunch: bunch?.index ?? 0, item: item.index ?? 0))
    }

    /// The id of the element that wraps an item's row: `f-email:row`. Live updates target it.
    static func rowID(_ item: Item) -> String { HTMLIdentifier.part(elementID(item), "row") }

    /// One item's row: its markup in a `div` whose id is ``rowID(_:)``, then a line break.
    func writeRow(_ item: Item, into w: inout HTMLWriter, summary: inout [SummaryEntry]) {
        w.open(.div, [.attr(.id, Self.rowID(item))])
        writeItem(item, into: &w, summary: &summary)
        w.close(.div)
        w.newline()
    }

    /// One item's row alone, as a live update sends it.
    func row(_ item: Item) -> String {
        var w = HTMLWriter()
        var summary: [SummaryEntry] = []
        writeRow(item, into: &w, summary: &summary)
        return w.output
    }

    func writeItem(_ item: Item, into w: inout HTMLWriter, summary: inout [SummaryEntry]) {
        let id = Self.elementID(item)
        switch item {
        case is StepProgressItem:
            // The caption above the heading says it (see writeTop).
            return
        case let label as LabelItem:
            w.element(.p, [.attr(.class, "label"), .attr(.id, id)], text: label.detail.isEmpty ? label.title : label.title + ": " + label.detail)
            return
        case let button as ButtonItem:
            var attributes: [Attribute] = [.attr(.type, "submit"), .attr(.name, "_action")]
            if let rows = button.container as? RepeatingRows, rows.addButton === button, let pointer = rows.pointer {
                attributes += [.attr(.value, PostAction.add(pointer).value), .flag(.formnovalidate)]
            } else {
                attributes += [.attr(.value, PostAction.press(id).value), .attr(.id, id)]
            }
            if !button.isEffectivelyEnabled { attributes.append(.flag(.disabled)) }
            if page.pendingFocus === button { attributes.append(.flag(.autofocus)) }
            w.open(.div, [.attr(.class, "field")])
            if !theme.button.isEmpty { attributes.append(.attr(.class, theme.button)) }
            w.element(.button, attributes, text: buttonTitle(button))
            w.close(.div)
            return
        case let title as GroupTitleItem:
            w.element(.p, [.attr(.class, "label")], text: title.title)
            return
        // A value no one can edit is shown as text: no control, so it is never posted or bound.
        case let field as FormField where !field.isEditable:
            let errors = messages(for: item, field: field)
            var attributes: [Attribute] = [.attr(.class, fieldClass(errors, "field read-only")), .attr(.id, id)]
            if !errors.isEmpty { attributes.append(.attr(.ariaDescribedby, HTMLIdentifier.part(id, "error"))) }
            w.open(.div, attributes)
            w.element(.p, [.attr(.class, "label")], text: field.title)
            writeHintAndErrors(hint: hintText(item), errors: errors, id: id, into: &w, summary: &summary)
            w.element(.p, [.attr(.class, "value")], text: field.displayValue ?? field.placeholderText ?? "")
            w.close(.div)
            return
        default:
            break
        }
        guard let kind = ControlKind(item), let field = item as? FormField else { return }
        let name = item.valuePointer
        let errors = messages(for: item, field: field)
        let constraints = Constraints.of(field)
        let enabled = item.isEffectivelyEnabled
        var common: [Attribute] = []
        if let name { common.append(.attr(.name, name)) }
        if !enabled { common.append(.flag(.disabled)) }
        // The row a row action, an undo or a redo touched takes the focus on the next page.
        if page.pendingFocus === item { common.append(.flag(.autofocus)) }
        if let override = theme.controlMarkup,
           writeOverride(override, item: item, kind: kind, field: field, id: id, errors: errors, constraints: constraints,
                         into: &w, summary: &summary) {
            return
        }

        switch kind {
        case .checkbox(let box):
            let hint = hintText(item)
            w.open(.div, [.attr(.class, FormTheme.classes(fieldClass(errors, "field choice"), theme.choice))])
            writeHintAndErrors(hint: hint, errors: errors, id: id, into: &w, summary: &summary)
            let checked = state.drafts[name ?? ""].map { !$0.isEmpty } ?? box.value
            var attributes: [Attribute] = [.attr(.type, "checkbox"), .attr(.id, id)] + common + [.attr(.value, "on")]
                + controlClass(theme.choiceInput, kind: "checkbox", item: item, errors: errors)
            if checked { attributes.append(.flag(.checked)) }
            attributes += aria(id, hint: hint != nil, errors: errors)
            w.void(.input, attributes)
            writeTitle(.label, [.attr(.for, id)], look: theme.choiceLabel, title: box.title, of: box, into: &w)
            w.close(.div)

        // Each option posts the value the form takes (a schema's `const`), and shows its label.
        case .radios(let choice):
            let chosen = state.drafts[name ?? ""].map { Set($0.suffix(1)) } ?? Set(choice.chosen.map(\.text))
            writeChoices(item, id: id, options: choice.choices, isChosen: { chosen.contains($0.text) }, type: "radio",
                         required: constraints.isRequired, common: common, errors: errors, into: &w, summary: &summary)

        case .checkboxes(let choice):
            let chosen = state.drafts[name ?? ""].map(Set.init) ?? Set(choice.chosen.map(\.text))
            writeChoices(item, id: id, options: choice.choices, isChosen: { chosen.contains($0.text) }, type: "checkbox",
                         required: false, common: common, errors: errors, into: &w, summary: &summary)

        case .select(let picker):
            let chosen = state.drafts[name ?? ""] ?? picker.value
            let hint = hintText(item)
            let single = picker.components.count == 1
            let target = single ? id : HTMLIdentifier.part(id, "0")
            if single {
                w.open(.div, [.attr(.class, fieldClass(errors))])
                writeTitle(.label, [.attr(.for, id)], look: theme.label, title: picker.title, of: picker, into: &w)
            } else {
                var attributes: [Attribute] = [.attr(.class, fieldClass(errors)), .attr(.id, id)]
                if let describedBy = describedBy(id, hint: hint != nil, errors: errors) { attributes.append(.attr(.ariaDescribedby, describedBy)) }
                w.open(.fieldset, attributes)
                writeTitle(.legend, look: theme.legend, title: picker.title, of: picker, into: &w)
            }
            writeHintAndErrors(hint: hint, errors: errors, id: id, target: target, into: &w, summary: &summary)
            for (column, offered) in picker.components.enumerated() {
                let selectID = single ? id : HTMLIdentifier.part(id, String(column))
                if !single {
                    w.element(.label, [.attr(.for, selectID)] + (theme.label.isEmpty ? [] : [.attr(.class, theme.label)]),
                              text: words("page.column", ["title": .text(picker.title), "position": .integer(column + 1),
                                                          "count": .integer(picker.components.count)]))
                }
                var attributes: [Attribute] = [.attr(.id, selectID)] + common + controlClass(theme.select, kind: "select", item: item, errors: errors)
                if constraints.isRequired { attributes.append(.flag(.required)) }
                if single { attributes += aria(id, hint: hint != nil, errors: errors) } else if !errors.isEmpty { attributes.append(.attr(.ariaInvalid, "true")) }
                w.open(.select, attributes)
                w.element(.option, [.attr(.value, "")], text: picker.placeholder ?? words("page.choose"))
                // One column posts the value the form takes; several post each column's title.
                let options = single ? picker.choices : offered.map { FieldChoice(value: .string($0), label: picker.label(of: $0)) }
                let current = column < chosen.count ? chosen[column] : nil
                // A draft holds what was posted (the options' texts); the value holds options.
                let currentText = state.drafts[name ?? ""] != nil ? current
                    : current.flatMap { offered.firstIndex(of: $0) }.flatMap { $0 < options.count ? options[$0].text : nil }
                for option in options {
                    var optionAttributes: [Attribute] = [.attr(.value, option.text)]
                    if option.text == currentText { optionAttributes.append(.flag(.selected)) }
                    w.element(.option, optionAttributes, text: option.label)
                }
                w.close(.select)
            }
            w.close(single ? .div : .fieldset)

        case .card(let card):
            let hint = hintText(item) ?? (card.value.isEmpty ? nil : words("page.kept.card"))
            var attributes: [Attribute] = [.attr(.class, fieldClass(errors)), .attr(.id, id)]
            if let describedBy = describedBy(id, hint: hint != nil, errors: errors) { attributes.append(.attr(.ariaDescribedby, describedBy)) }
            w.open(.fieldset, attributes)
            writeTitle(.legend, look: theme.legend, title: card.title, of: card, into: &w)
            let firstPart = HTMLIdentifier.part(id, ControlKind.cardParts[0].part)
            writeHintAndErrors(hint: hint, errors: errors, id: id, target: firstPart, into: &w, summary: &summary)
            for (part, label) in ControlKind.cardParts {
                let partID = HTMLIdentifier.part(id, part)
                w.element(.label, [.attr(.for, partID)] + (theme.label.isEmpty ? [] : [.attr(.class, theme.label)]), text: words(label))
                // A card is a secret: no part is ever written back (not even what was typed).
                var input: [Attribute] = [.attr(.type, "text"), .attr(.id, partID)] + controlClass(theme.input, kind: "card", item: item, errors: errors)
                if let name { input.append(.attr(.name, name + "/" + part)) }
                if !enabled { input.append(.flag(.disabled)) }
                input.append(.attr(.autocomplete, ["number": "cc-number", "expiry": "cc-exp", "cvv": "cc-csc"][part]!))
                if part != "expiry" { input.append(.attr(.inputmode, "numeric")) }
                if !errors.isEmpty { input.append(.attr(.ariaInvalid, "true")) }
                w.void(.input, input)
            }
            w.close(.fieldset)

        case .longText(let text):
            let hint = hintText(item) ?? (text.isSecret && !text.value.isEmpty ? words("page.kept.secret") : nil)
            writeLabelled(id: id, title: text.title, of: text, hint: hint, errors: errors, into: &w, summary: &summary)
            var attributes: [Attribute] = [.attr(.id, id)] + common + [.attr(.rows, "4")]
                + controlClass(theme.textarea, kind: "textarea", item: item, errors: errors)
            if constraints.isRequired, !(text.isSecret && !text.value.isEmpty) { attributes.append(.flag(.required)) }
            if let minimum = constraints.minLength { attributes.append(.attr(.minlength, String(minimum))) }
            if let maximum = constraints.maxLength { attributes.append(.attr(.maxlength, String(maximum))) }
            if let placeholder = text.placeholder { attributes.append(.attr(.placeholder, placeholder)) }
            if let token = autocomplete(item, constraints) { attributes.append(.attr(.autocomplete, token)) }
            attributes += aria(id, hint: hint != nil, errors: errors)
            w.open(.textarea, attributes)
            // The parser drops one newline right after <textarea> (HTML §13.2.6.4.7): write one, so
            // a value that starts with a newline keeps it.
            w.newline()
            if !text.isSecret { w.text(state.drafts[name ?? ""]?.last ?? text.value) }
            w.close(.textarea)
            if !text.isSecret, let maximum = constraints.maxLength { writeCount(id: id, maximum: maximum, into: &w) }
            w.close(.div)

        default:
            writeInput(item, kind: kind, field: field, id: id, common: common, constraints: constraints, errors: errors,
                       into: &w, summary: &summary)
        }
    }

    /// A team's markup for the control (``FormTheme/controlMarkup``), when it writes one.
    /// - Returns: whether it did (the error summary still gets the field's errors).
    func writeOverride(_ override: @Sendable @MainActor (ControlParts, inout HTMLMarkup) -> Bool, item: Item, kind: ControlKind,
                       field: FormField, id: String, errors: [String], constraints: Constraints, into w: inout HTMLWriter,
                       summary: inout [SummaryEntry]) -> Bool {
        let choice = item as? ChoiceField
        let chosen = Set(choice?.chosen.map(\.text) ?? [])
        let kindName: String = switch kind {
        case .text(let text): text.isSecret ? "password" : constraints.isEmail ? "email" : constraints.isURL ? "url" : constraints.isPhone ? "tel" : "text"
        case .longText: "textarea"
        case .number(let number): number.pattern == nil && (!usesNumberControls || number.currency != nil) ? "text" : "number"
        case .slider, .stepper: usesNumberControls ? "number" : "text"
        case .checkbox, .checkboxes: "checkbox"
        case .radios: "radio"
        case .select: "select"
        case .date(let date): usesTextDate(date) ? "text" : date.mode == .date ? "date" : date.mode == .time ? "time" : "datetime-local"
        case .card: "card"
        case .other: "text"
        }
        let parts = ControlParts(kind: kindName, id: id, name: item.valuePointer, title: field.title, marker: marker(for: field),
                                 value: field.isSecret ? "" : (controlValue(kind, field) ?? ""),
                                 choices: (choice?.choices ?? []).map { ($0.text, $0.label, chosen.contains($0.text)) },
                                 hint: hintText(item), errors: errors, isRequired: constraints.isRequired, isEnabled: item.isEffectivelyEnabled)
        var markup = HTMLMarkup()
        guard override(parts, &markup) else { return false }
        w.append(markup.writer)
        let target = choice != nil && !(item is BoolItem) ? HTMLIdentifier.part(id, "0") : id
        summary += errors.map { SummaryEntry(target: target, message: $0) }
        return true
    }

    /// A button's text; a rows' Add button that has rows says "Add another address" (the
    /// add-another pattern, in the page's language), unless its title was changed from "Add
    /// Address".
    func buttonTitle(_ button: ButtonItem) -> String {
        guard let rows = button.container as? RepeatingRows, rows.addButton === button, !rows.rows.isEmpty,
              rows.addButtonHasDefaultTitle else { return button.title }
        // In an English sentence "Address" reads "address"; "URL" stays as it is. Other languages
        // keep the noun as written (German capitalizes every noun).
        let lowercases = localizer.language.language == "en" && rows.rowTitle.dropFirst().first?.isLowercase == true
        let noun = lowercases ? rows.rowTitle.prefix(1).lowercased() + rows.rowTitle.dropFirst() : rows.rowTitle
        return words("page.addAnother", ["row": .text(noun)])
    }

    /// Whether numbers get the browser's own control (`type="number"`, which shows and posts a
    /// `.`): when the page's language writes decimals with `.`. Elsewhere (`3,5` in German) a
    /// text control with a decimal keyboard, read by the item in the page's language, since a
    /// browser's number control follows the browser's language, not the page's, and posts nothing
    /// for text it cannot read (GOV.UK advises text controls for numbers for the same reasons).
    var usesNumberControls: Bool { LocaleNumber.decimalSeparator(in: localizer.locale) == "." }

    /// Whether `date` gets a text control in the page's language (`27.11.2026`, with an example
    /// in its hint) instead of the browser's date control: a day in the default format on a page
    /// in a language other than English (the browser's control follows the browser's language).
    func usesTextDate(_ date: DateTimeItem) -> Bool {
        date.mode == .date && date.format == date.mode.defaultFormat && localizer.locale.language != "en"
    }

    /// A number as the page's language writes it in a control (`0,6`; no grouping).
    func shownNumber(_ number: Double) -> String {
        LocaleNumber.format(NumberText.format(number), language: localizer.locale, grouping: false)
    }

    /// One `<input>` with its label: text, password, email, number, date, time …
    func writeInput(_ item: Item, kind: ControlKind, field: FormField, id: String, common: [Attribute], constraints: Constraints,
                            errors: [String], into w: inout HTMLWriter, summary: inout [SummaryEntry]) {
        let draft = item.valuePointer.flatMap { state.drafts[$0]?.last }
        var type = "text"
        var value: String? = field.displayValue
        var extra: [Attribute] = []
        var isText = true
        var hint = hintText(item)
        var omitRequired = false
        var token = autocomplete(item, constraints)

        switch kind {
        case .text(let text):
            value = text.isSecret ? nil : text.value
            if text.isSecret {
                type = "password"
                if !text.value.isEmpty {
                    hint = hint ?? words("page.kept.secret")
                    omitRequired = true
                }
            } else if constraints.isEmail {
                type = "email"
            } else if constraints.isURL {
                type = "url"
            } else if constraints.isPhone || token == "tel" {
                type = "tel"
            }
            if let placeholder = text.placeholder { extra.append(.attr(.placeholder, placeholder)) }
        case .number(let number):
            value = number.value
            if let pattern = number.pattern {
                value = number.displayValue ?? ""
                type = token == "tel" ? "tel" : "text"
                if type == "text" { extra.append(.attr(.inputmode, "numeric")) }
                hint = hint ?? words("page.format", ["pattern": .text(pattern.replacingOccurrences(of: "X", with: "0"))])
            } else if usesNumberControls, number.currency == nil {
                type = "number"
                isText = false
                extra.append(.attr(.step, number.isInteger ? "1" : "any"))
            } else {
                value = number.displayValue ?? ""
                isText = false
                extra.append(.attr(.inputmode, number.isInteger ? "numeric" : "decimal"))
            }
            if let placeholder = number.placeholder { extra.append(.attr(.placeholder, placeholder)) }
        case .slider(let slider):
            isText = false
            if usesNumberControls {
                type = "number"
                value = NumberText.format(slider.value)
                extra += [.attr(.min, NumberText.format(slider.range.lowerBound)), .attr(.max, NumberText.format(slider.range.upperBound)),
                          .attr(.step, "any")]
            } else {
                value = shownNumber(slider.value)
                extra.append(.attr(.inputmode, "decimal"))
            }
        case .stepper(let stepper):
            isText = false
            if usesNumberControls {
                type = "number"
                value = NumberText.format(stepper.value)
                extra += [.attr(.min, NumberText.format(stepper.range.lowerBound)), .attr(.max, NumberText.format(stepper.range.upperBound)),
                          .attr(.step, NumberText.format(stepper.step))]
            } else {
                value = shownNumber(stepper.value)
                extra.append(.attr(.inputmode, stepper.isInteger ? "numeric" : "decimal"))
            }
        case .date(let date):
            isText = false
            if date.format == date.mode.defaultFormat, !usesTextDate(date) {
                switch date.mode {
                case .date: type = "date"
                case .time: type = "time"
                case .dateAndTime: type = "datetime-local"
                }
                value = date.formattedValue.map { $0.replacingOccurrences(of: " ", with: "T") }
            } else {
                type = "text"
                hint = hint ?? date.placeholderText.map { words("page.example", ["example": .text($0)]) }
            }
        case .other:
            if field.isSecret {
                type = "password"
                value = nil
            }
        default:
            break
        }
        if field.isSecret { token = token ?? "off" }

        writeLabelled(id: id, title: field.title, of: field, hint: hint, errors: errors, into: &w, summary: &summary)
        var attributes: [Attribute] = [.attr(.type, type), .attr(.id, id)] + common + controlClass(theme.input, kind: type, item: item, errors: errors)
        // A secret is never written back, not even as typed.
        if !field.isSecret, let shown = draft ?? value, !shown.isEmpty { attributes.append(.attr(.value, shown)) }
        if constraints.isRequired, !omitRequired { attributes.append(.flag(.required)) }
        if isText {
            if let minimum = constraints.minLength { attributes.append(.attr(.minlength, String(minimum))) }
            if let maximum = constraints.maxLength { attributes.append(.attr(.maxlength, String(maximum))) }
            // A short text is as wide as it can be long (GOV.UK's widths: 2, 3, 4, 5, 10, 20, 30
            // characters); longer ones take the column.
            if let maximum = constraints.maxLength, let width = [2, 3, 4, 5, 10, 20, 30].first(where: { $0 >= maximum }) {
                attributes.append(.attr(.size, String(width)))
            }
            // Browsers compile `pattern` with the `v` flag: the same rule written for it, or none.
            if let pattern = constraints.pattern.flatMap(PatternAttribute.vFlagSource) { attributes.append(.attr(.pattern, pattern)) }
        } else if case .number = kind, type == "number" {
            if let minimum = constraints.minimum { attributes.append(.attr(.min, NumberText.format(minimum))) }
            if let maximum = constraints.maximum { attributes.append(.attr(.max, NumberText.format(maximum))) }
        }
        attributes += extra
        // Addresses and numbers are written left to right in every language: on a right-to-left
        // page their controls say so (W3C, "Structural markup and right-to-left text in HTML").
        if localizer.isRightToLeft, ["email", "url", "tel"].contains(type) { attributes.append(.attr(.dir, "ltr")) }
        if let token { attributes.append(.attr(.autocomplete, token)) }
        attributes += aria(id, hint: hint != nil, errors: errors)
        w.void(.input, attributes)
        // A count under a long text whose length is limited (a short one is as wide as its limit).
        if isText, !field.isSecret, let maximum = constraints.maxLength, maximum > 30 { writeCount(id: id, maximum: maximum, into: &w) }
        w.close(.div)
    }

    /// GOV.UK's character count: the limit, said without JavaScript; the live script turns it into
    /// what is left as the person types ("You have 12 characters remaining"), announced politely.
    /// The script's sentences are the form's (``countForms``).
    func writeCount(id: String, maximum: Int, into w: inout HTMLWriter) {
        w.element(.p, [.attr(.class, FormTheme.classes("hint count", theme.hint)), .attr(.id, HTMLIdentifier.part(id, "count")), .attr(.dataMax, String(maximum)),
                       .attr(.ariaLive, "polite")],
                  text: words("page.count.limit", ["count": .integer(maximum)]))
    }

    /// What a character count says as the person types, for the live script (the form's
    /// `data-count`): `{"left": {…}, "over": {…}}`, each the sentence's forms by plural category of
    /// the page's language with the number written `#`; the script picks one with
    /// `Intl.PluralRules` for the page's `lang`.
    var countForms: String {
        func forms(_ key: String) -> JSONValue {
            .object(JSONObject(localizer.pluralForms(of: LocalizedMessage(key), argument: "count").map { ($0.category.rawValue, JSONValue.string($0.text)) }))
        }
        return (try? JSONValue.object(["left": forms("page.count.left"), "over": forms("page.count.over")]).jsonString()) ?? "{}"
    }

    /// Radio buttons or checkboxes in a fieldset with a legend; the summary links to the first.
    func writeChoices(_ item: Item, id: String, options choices: [FieldChoice], isChosen: (FieldChoice) -> Bool, type: String, required: Bool,
                              common: [Attribute], errors: [String], into w: inout HTMLWriter, summary: inout [SummaryEntry]) {
        let hint = hintText(item)
        var attributes: [Attribute] = [.attr(.class, fieldClass(errors)), .attr(.id, id)]
        if let describedBy = describedBy(id, hint: hint != nil, errors: errors) { attributes.append(.attr(.ariaDescribedby, describedBy)) }
        w.open(.fieldset, attributes)
        writeTitle(.legend, look: theme.legend, title: (item as? FormField)?.title ?? "", of: item as? FormField, into: &w)
        writeHintAndErrors(hint: hint, errors: errors, id: id, target: HTMLIdentifier.part(id, "0"), into: &w, summary: &summary)
        for (index, option) in choices.enumerated() {
            let optionID = HTMLIdentifier.part(id, String(index))
            var input: [Attribute] = [.attr(.type, type), .attr(.id, optionID)] + common + [.attr(.value, option.text)]
                + controlClass(theme.choiceInput, kind: type, item: item, errors: errors)
            if isChosen(option) { input.append(.flag(.checked)) }
            // Shown but not offered; one already chosen stays enabled, so it posts and stays.
            else if option.isDisabled { input.append(.flag(.disabled)) }
            if required { input.append(.flag(.required)) }
            if !errors.isEmpty { input.append(.attr(.ariaInvalid, "true")) }
            w.open(.div, [.attr(.class, FormTheme.classes("choice", theme.choice))])
            w.void(.input, input)
            w.element(.label, [.attr(.for, optionID)] + (theme.choiceLabel.isEmpty ? [] : [.attr(.class, theme.choiceLabel)]), text: option.label)
            w.close(.div)
        }
        w.close(.fieldset)
    }

    /// Opens a field's block and writes its label, hint and errors.
    func writeLabelled(id: String, title: String, of field: FormField, hint: String?, errors: [String], into w: inout HTMLWriter,
                               summary: inout [SummaryEntry]) {
        w.open(.div, [.attr(.class, fieldClass(errors))])
        writeTitle(.label, [.attr(.for, id)], look: theme.label, title: title, of: field, into: &w)
        writeHintAndErrors(hint: hint, errors: errors, id: id, into: &w, summary: &summary)
    }

    func writeHintAndErrors(hint: String?, errors: [String], id: String, target: String? = nil, into w: inout HTMLWriter,
                                    summary: inout [SummaryEntry]) {
        if let hint { w.element(.p, [.attr(.class, FormTheme.classes("hint", theme.hint)), .attr(.id, HTMLIdentifier.part(id, "hint"))], text: hint) }
        writeErrors(errors, id: id, target: target ?? id, into: &w, summary: &summary)
    }

    /// The messages beside a field, each with a visually hidden "Error:" (GOV.UK), and their
    /// summary entries linking to `target`.
    func writeErrors(_ errors: [String], id: String, target: String, into w: inout HTMLWriter, summary: inout [SummaryEntry]) {
        guard !errors.isEmpty else { return }
        w.open(.div, [.attr(.id, HTMLIdentifier.part(id, "error"))])
        for message in errors {
            w.open(.p, [.attr(.class, FormTheme.classes("error-message", theme.errorMessage))])
            w.element(.span, [.attr(.class, "visually-hidden")], text: words("page.errorLabel"))
            w.text(" " + message)
            w.close(.p)
            summary.append(SummaryEntry(target: target, message: message))
        }
        w.close(.div)
    }

    /// `aria-describedby` (hint, then error — Django 5.2's order) and `aria-invalid` once
    /// validation found errors (WCAG ARIA21).
    func aria(_ id: String, hint: Bool, errors: [String]) -> [Attribute] {
        var attributes: [Attribute] = []
        if let describedBy = describedBy(id, hint: hint, errors: errors) { attributes.append(.attr(.ariaDescribedby, describedBy)) }
        if !errors.isEmpty { attributes.append(.attr(.ariaInvalid, "true")) }
        return attributes
    }

    func describedBy(_ id: String, hint: Bool, errors: [String]) -> String? {
        var ids: [String] = []
        if hint { ids.append(HTMLIdentifier.part(id, "hint")) }
        if !errors.isEmpty { ids.append(HTMLIdentifier.part(id, "error")) }
        return ids.isEmpty ? nil : ids.joined(separator: " ")
    }

    /// The errors shown beside a field, as whole sentences: the input it refused in this post,
    /// else the errors of its last validation.
    func messages(for item: Item, field: FormField) -> [String] {
        if let refused = state.inputErrors[ObjectIdentifier(item)] { return refused }
        return field.errors.map { $0.description(in: localizer) }
    }

    func hintText(_ item: Item) -> String? {
        if let pointer = item.valuePointer, let hint = options.hints[pointer] { return hint }
        if let key = item.key, let hint = options.hints[key] { return hint }
        return nil
    }

    /// The text a team's markup fills a control with: what the renderer's own control shows (a
    /// date control's ISO day, a number in the page's language).
    func controlValue(_ kind: ControlKind, _ field: FormField) -> String? {
        switch kind {
        case .date(let date) where !usesTextDate(date): date.formattedValue.map { $0.replacingOccurrences(of: " ", with: "T") }
        case .number(let number) where number.pattern == nil && number.currency == nil && usesNumberControls: number.value
        case .slider(let slider): usesNumberControls ? NumberText.format(slider.value) : shownNumber(slider.value)
        case .stepper(let stepper): usesNumberControls ? NumberText.format(stepper.value) : shownNumber(stepper.value)
        default: field.displayValue
        }
    }
}

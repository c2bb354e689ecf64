import Foundation
import FormKit
import FormLocale
import ListKit

/// What line mode needs of a field beyond ``FormField``: typed input and the value as text. Every
/// ``FormItem`` has both.
@MainActor
protocol TypedField: FormField {
    func apply(input: String) throws(InputError)
    var displayValue: String? { get }
    var placeholderText: String? { get }
    var validators: [Validator] { get }
}

extension FormItem: TypedField {}

/// One question of line mode: what the prompt line says, what is listed above it, its help, and
/// how an answer is applied.
@MainActor
struct LinePrompt {
    /// The field's title (sanitized).
    var title: String
    /// Short notes in parentheses after the title: "required", "hidden", the range or format.
    var hints: [String] = []
    /// What Enter keeps, shown in brackets; `nil` shows no brackets.
    var current: String?
    /// Lines written once before the first prompt: the numbered options.
    var listing: [String] = []
    /// What `?` prints: how to answer.
    var help: [String]
    /// Whether the answer is a secret: read with the echo off, never shown.
    var isSecret = false
    /// Whether the answer takes several lines, ended by a line holding only ".".
    var isMultiline = false
    /// Applies a non-empty answer to the field.
    var apply: (String) throws(InputError) -> Void
    /// How the hints are put after the title, in the form's language: ` (`, `; `, `)` in English,
    /// `（`, `、`, `）` in Japanese.
    var hintMarks = (open: " (", separator: "; ", close: ")")

    /// The prompt line: `Title (hint; hint) [current]: `.
    var line: String {
        var text = title
        if !hints.isEmpty { text += hintMarks.open + hints.joined(separator: hintMarks.separator) + hintMarks.close }
        if let current { text += " [\(current)]" }
        return text + ": "
    }

    /// The word that clears a choice, a date or a number.
    static let clearWord = "none"
    /// The line that ends a multi-line answer.
    static let endOfText = "."
    /// The most characters of a value shown in brackets.
    static let currentLimit = 60

    /// The questions for `field`: one, or three for a card (number, expiry, CVV).
    static func prompts(for field: FormField) -> [LinePrompt] {
        let title = TextLayout.sanitized(field.title)
        let w = (field as? Item)?.localizer ?? .english
        let typed = field as? TypedField
        let required = typed?.validators.contains { $0.name == Validator.required.name } ?? false
        var prompts: [LinePrompt]
        switch field {
        case let card as CreditCardItem: prompts = cardPrompts(card, title: title, w)
        case let item as BoolItem: prompts = [boolPrompt(item, title: title, w)]
        case let item as MultipleChoiceItem: prompts = [multipleChoicePrompt(item, title: title, w)]
        case let item as SegmentedItem: prompts = [singleChoicePrompt(item, title: title, w)]
        case let item as PickerItem: prompts = [pickerPrompt(item, title: title, w)]
        case let item as StepperItem: prompts = [stepperPrompt(item, title: title, w)]
        case let item as FloatItem: prompts = [sliderPrompt(item, title: title, w)]
        case let item as DateTimeItem: prompts = [datePrompt(item, title: title, w)]
        case let item as NumberItem: prompts = [numberPrompt(item, title: title, w)]
        case let item as TextItem: prompts = [textPrompt(item, title: title, w)]
        default: prompts = [otherPrompt(field, typed: typed, title: title, w)]
        }
        if required { prompts[0].hints.insert(w("terminal.hint.required"), at: 0) }
        let marks = (open: w("terminal.hints.open"), separator: w("terminal.hints.separator"), close: w("terminal.hints.close"))
        for index in prompts.indices {
            prompts[index].hintMarks = marks
            prompts[index].help.append(w("terminal.help.keeps"))
            if prompts[index].isSecret { prompts[index].current = nil }
        }
        return prompts
    }

    // MARK: - Each kind of field

    private static func textPrompt(_ item: TextItem, title: String, _ w: Localizer) -> LinePrompt {
        var prompt = LinePrompt(title: title, help: [], apply: { answer throws(InputError) in try item.apply(input: answer) })
        let isLong = item is LongTextItem
        if item.isSecure {
            prompt.isSecret = true
            prompt.hints.append(w("terminal.hint.hidden"))
            if !item.value.isEmpty { prompt.hints.append(w("terminal.hint.keeps")) }
            prompt.help = [w("terminal.help.secret", ["title": .text(title)])]
        } else {
            prompt.current = shown(item.value)
            if item.value.isEmpty, let placeholder = item.placeholder, !placeholder.isEmpty {
                prompt.hints.append(w("terminal.hint.example", ["example": .text(TextLayout.sanitized(placeholder))]))
            }
            prompt.help = [w("terminal.help.text", ["title": .text(title)])]
        }
        if isLong {
            prompt.isMultiline = true
            prompt.hints.append(w("terminal.hint.endWith", ["end": .text(endOfText)]))
            prompt.help = [w("terminal.help.long", ["title": .text(title), "end": .text(endOfText)])]
        }
        return prompt
    }

    private static func numberPrompt(_ item: NumberItem, title: String, _ w: Localizer) -> LinePrompt {
        var prompt = LinePrompt(title: title, current: item.displayValue.flatMap { shown($0) }, help: [],
                                apply: clearing(item) { answer throws(InputError) in try item.apply(input: answer) })
        if let pattern = item.pattern {
            prompt.hints.append(w("terminal.hint.digits", ["pattern": .text(TextLayout.sanitized(pattern))]))
            prompt.help = [w("terminal.help.digits", ["title": .text(title), "pattern": .text(TextLayout.sanitized(pattern))])]
        } else {
            prompt.hints.append(w(item.isInteger ? "terminal.hint.wholeNumber" : "terminal.hint.number"))
            prompt.help = [w(item.isInteger ? "terminal.help.wholeNumber" : "terminal.help.number",
                             ["title": .text(title), "example": item.isInteger ? .integer(42) : .decimal("12.5")])]
        }
        prompt.help.append(w("terminal.help.empties", ["none": .text(clearWord)]))
        return prompt
    }

    private static func boolPrompt(_ item: BoolItem, title: String, _ w: Localizer) -> LinePrompt {
        LinePrompt(title: title, current: w(item.value ? "terminal.bool.yes" : "terminal.bool.no"),
                   help: [w("terminal.help.bool", ["title": .text(title)])],
                   apply: { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func singleChoicePrompt(_ item: SegmentedItem, title: String, _ w: Localizer) -> LinePrompt {
        let listing = [w("terminal.list.oneOf", ["title": .text(title)])] + numbered(item.options, marked: { $0 == item.value }, mark: w("terminal.mark.current"),
                                                                                 unavailable: item.disabledOptions, labels: item, w)
        return LinePrompt(title: title, hints: [w("terminal.hint.numberOrName")], current: item.value.flatMap { shown(item.label(of: $0)) }, listing: listing,
                          help: [w("terminal.help.one", ["title": .text(title), "none": .text(clearWord)])] + listing,
                          apply: clearing(item, options: item.options) { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func multipleChoicePrompt(_ item: MultipleChoiceItem, title: String, _ w: Localizer) -> LinePrompt {
        let listing = [w("terminal.list.anyOf", ["title": .text(title)])] + numbered(item.options, marked: item.value.contains, mark: w("terminal.mark.chosen"),
                                                                                 unavailable: item.disabledOptions, labels: item, w)
        let current = item.value.isEmpty ? clearWord : shown(item.value.map(item.label(of:)).joined(separator: ", "))
        return LinePrompt(title: title, hints: [w("terminal.hint.numbersOrNames")], current: current, listing: listing,
                          help: [w("terminal.help.any", ["title": .text(title), "none": .text(clearWord)])] + listing,
                          apply: clearing(item, options: item.options) { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func pickerPrompt(_ item: PickerItem, title: String, _ w: Localizer) -> LinePrompt {
        let columns = item.components
        var listing = [w(columns.count == 1 ? "terminal.list.oneOf" : "terminal.list.eachColumn", ["title": .text(title)])]
        var hint = w("terminal.hint.numberOrName")
        if columns.count == 1 {
            listing += numbered(columns[0], marked: { item.value.first == $0 }, mark: w("terminal.mark.current"), labels: item, w)
        } else {
            hint = w("terminal.hint.perColumn")
            for (index, column) in columns.enumerated() {
                listing.append("  " + w("terminal.list.column", ["position": .integer(index + 1)]))
                listing += numbered(column, marked: { index < item.value.count && item.value[index] == $0 }, mark: w("terminal.mark.current"),
                                    labels: item, w)
                    .map { "  " + $0 }
            }
        }
        let apply: (String) throws(InputError) -> Void = { answer throws(InputError) in
            // Numbers stand for the options of their column.
            let parts = answer.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let named = parts.enumerated().map { index, part -> String in
                guard index < columns.count, let number = Int(part), columns[index].firstIndex(of: part) == nil,
                      (1...columns[index].count).contains(number) else { return part }
                return columns[index][number - 1]
            }
            try item.apply(input: named.joined(separator: "/"))
        }
        let allOptions = columns.flatMap { $0 }
        return LinePrompt(title: title, hints: [hint], current: item.displayValue.flatMap { shown($0) }, listing: listing,
                          help: [w(columns.count == 1 ? "terminal.help.one" : "terminal.help.picker", ["title": .text(title), "none": .text(clearWord)])]
                              + listing,
                          apply: clearing(item, options: allOptions, apply))
    }

    private static func stepperPrompt(_ item: StepperItem, title: String, _ w: Localizer) -> LinePrompt {
        let range: [String: MessageArgument] = ["minimum": .decimal(plain(item.range.lowerBound)), "maximum": .decimal(plain(item.range.upperBound))]
        let step = MessageArgument.decimal(plain(item.step))
        return LinePrompt(title: title, hints: [w("terminal.hint.range", range), w("terminal.hint.steps", ["step": step])],
                          current: number(plain(item.value), w),
                          help: [w("terminal.help.stepper", range.merging(["title": .text(title), "step": step]) { $1 })],
                          apply: { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func sliderPrompt(_ item: FloatItem, title: String, _ w: Localizer) -> LinePrompt {
        let format = { (number: Double) in String(format: "%.\(item.fractionDigits)f", number) }
        let range: [String: MessageArgument] = ["minimum": .decimal(format(item.range.lowerBound)), "maximum": .decimal(format(item.range.upperBound))]
        return LinePrompt(title: title, hints: [w("terminal.hint.range", range)], current: number(format(item.value), w),
                          help: [w("terminal.help.slider", range.merging(["title": .text(title)]) { $1 })],
                          apply: { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func datePrompt(_ item: DateTimeItem, title: String, _ w: Localizer) -> LinePrompt {
        // A day in the default format is typed the way the form's language writes it.
        let isLocaleDay = item.mode != .time && item.format == item.mode.defaultFormat && !w.isPlainEnglish
        let withTime = item.mode == .dateAndTime ? " 14:30" : ""
        let example = isLocaleDay ? LocaleDate.format("2024-05-31", language: w.locale) + withTime : Self.example(for: item)
        let format = isLocaleDay ? w.datePattern + (item.mode == .dateAndTime ? " HH:mm" : "") : TextLayout.sanitized(item.format)
        let arguments: [String: MessageArgument] = ["title": .text(title), "format": .text(format), "example": .text(example), "none": .text(clearWord)]
        return LinePrompt(title: title, hints: [w("terminal.hint.format", arguments)], current: item.displayValue.flatMap { shown($0) },
                          help: [w(item.mode == .time ? "terminal.help.time" : "terminal.help.date", arguments)],
                          apply: clearing(item) { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func cardPrompts(_ card: CreditCardItem, title: String, _ w: Localizer) -> [LinePrompt] {
        let keeps = card.value.isEmpty ? [] : [w("terminal.hint.keeps")]
        let hidden = w("terminal.hint.hidden")
        let named: [String: MessageArgument] = ["title": .text(title)]
        return [
            LinePrompt(title: w("terminal.card.number", named), hints: [hidden] + keeps,
                       help: [w("terminal.help.cardNumber", named), w("terminal.help.cardEmpty")],
                       isSecret: true, apply: { answer throws(InputError) in try card.apply(input: answer) }),
            LinePrompt(title: w("terminal.card.expiry", named), hints: [w("terminal.hint.expiry"), hidden] + keeps,
                       help: [w("terminal.help.cardExpiry", named)],
                       isSecret: true, apply: { answer throws(InputError) in try card.apply(expiry: answer) }),
            LinePrompt(title: w("terminal.card.cvv", named), hints: [w("terminal.hint.cvv"), hidden] + keeps,
                       help: [w("terminal.help.cardCVV", named)],
                       isSecret: true, apply: { answer throws(InputError) in try card.apply(cvv: answer) }),
        ]
    }

    /// A field of a type line mode does not know: its own typed input.
    private static func otherPrompt(_ field: FormField, typed: TypedField?, title: String, _ w: Localizer) -> LinePrompt {
        var prompt = LinePrompt(title: title, current: typed?.displayValue.flatMap { shown($0) }, help: [w("terminal.help.other", ["title": .text(title)])],
                                apply: { answer throws(InputError) in
                                    guard let typed else {
                                        throw InputError(key: field.key, title: field.title, input: field.isSecret ? Redaction.secret(answer) : answer,
                                                         message: "cannot be typed")
                                    }
                                    try typed.apply(input: answer)
                                })
        if field.isSecret {
            prompt.isSecret = true
            prompt.hints.append(w("terminal.hint.hidden"))
        }
        return prompt
    }

    // MARK: - Helpers

    /// Applies `clearWord` as an empty input (which clears the item), unless an option is named so.
    private static func clearing(_ item: FormField, options: [String] = [],
                                 _ apply: @escaping (String) throws(InputError) -> Void) -> (String) throws(InputError) -> Void {
        let clearWordIsAnOption = options.contains { $0.caseInsensitiveCompare(clearWord) == .orderedSame }
        return { answer throws(InputError) in
            let isClear = !clearWordIsAnOption
                && answer.trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(clearWord) == .orderedSame
            try apply(isClear ? "" : answer)
        }
    }

    /// `  1. Free (current)` lines.
    private static func numbered(_ options: [String], marked: (String) -> Bool, mark: String, unavailable: Set<String> = [],
                                 labels: OptionLabeling? = nil, _ w: Localizer) -> [String] {
        options.enumerated().map { index, option in
            "  \(index + 1). \(TextLayout.sanitized(labels?.label(of: option) ?? option))" + (marked(option) ? " (\(mark))" : "")
                + (unavailable.contains(option) && !marked(option) ? " (\(w("terminal.mark.unavailable")))" : "")
        }
    }

    /// `text` (locale-free: `0.60`) with the language's decimal separator (`0,60`).
    private static func number(_ text: String, _ w: Localizer) -> String {
        LocaleNumber.format(text, language: w.locale, grouping: false)
    }

    /// A value for the brackets: sanitized, its first line only, cut at ``currentLimit``; `nil` when
    /// empty.
    static func shown(_ value: String) -> String? {
        guard !value.isEmpty else { return nil }
        let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
        var text = TextLayout.sanitized(String(lines[0]))
        var isCut = lines.count > 1
        if text.count > currentLimit {
            text = String(text.prefix(currentLimit - 1))
            isCut = true
        }
        return isCut ? text + "…" : text
    }

    /// `5` for whole numbers, `0.25` otherwise.
    static func plain(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
    }

    /// 2024-05-31 14:30 in the item's format and time zone.
    private static func example(for item: DateTimeItem) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = item.timeZone
        formatter.dateFormat = item.format
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = item.timeZone
        let date = calendar.date(from: DateComponents(year: 2024, month: 5, day: 31, hour: 14, minute: 30)) ?? Date(timeIntervalSince1970: 0)
        return TextLayout.sanitized(formatter.string(from: date))
    }
}

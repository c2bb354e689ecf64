import Foundation
import FormKit
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

    /// The prompt line: `Title (hint; hint) [current]: `.
    var line: String {
        var text = title
        if !hints.isEmpty { text += " (" + hints.joined(separator: "; ") + ")" }
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
        let typed = field as? TypedField
        let required = typed?.validators.contains { $0.name == Validator.required.name } ?? false
        var prompts: [LinePrompt]
        switch field {
        case let card as CreditCardItem: prompts = cardPrompts(card, title: title)
        case let item as BoolItem: prompts = [boolPrompt(item, title: title)]
        case let item as MultipleChoiceItem: prompts = [multipleChoicePrompt(item, title: title)]
        case let item as SegmentedItem: prompts = [singleChoicePrompt(item, title: title)]
        case let item as PickerItem: prompts = [pickerPrompt(item, title: title)]
        case let item as StepperItem: prompts = [stepperPrompt(item, title: title)]
        case let item as FloatItem: prompts = [sliderPrompt(item, title: title)]
        case let item as DateTimeItem: prompts = [datePrompt(item, title: title)]
        case let item as NumberItem: prompts = [numberPrompt(item, title: title)]
        case let item as TextItem: prompts = [textPrompt(item, title: title)]
        default: prompts = [otherPrompt(field, typed: typed, title: title)]
        }
        if required { prompts[0].hints.insert("required", at: 0) }
        for index in prompts.indices {
            prompts[index].help.append("Enter alone keeps the value in brackets; ? shows this help.")
            if prompts[index].isSecret { prompts[index].current = nil }
        }
        return prompts
    }

    // MARK: - Each kind of field

    private static func textPrompt(_ item: TextItem, title: String) -> LinePrompt {
        var prompt = LinePrompt(title: title, help: [], apply: { answer throws(InputError) in try item.apply(input: answer) })
        let isLong = item is LongTextItem
        if item.isSecure {
            prompt.isSecret = true
            prompt.hints.append("hidden")
            if !item.value.isEmpty { prompt.hints.append("Enter keeps the one set") }
            prompt.help = ["\(title): what you type does not show."]
        } else {
            prompt.current = shown(item.value)
            if item.value.isEmpty, let placeholder = item.placeholder, !placeholder.isEmpty {
                prompt.hints.append("e.g. " + TextLayout.sanitized(placeholder))
            }
            prompt.help = ["\(title): type the text, then Enter."]
        }
        if isLong {
            prompt.isMultiline = true
            prompt.hints.append("end with a line holding only \(endOfText)")
            prompt.help = ["\(title): type as many lines as you like; a line holding only \(endOfText) ends the text."]
        }
        return prompt
    }

    private static func numberPrompt(_ item: NumberItem, title: String) -> LinePrompt {
        var prompt = LinePrompt(title: title, current: item.displayValue.flatMap { shown($0) }, help: [],
                                apply: clearing(item) { answer throws(InputError) in try item.apply(input: answer) })
        if let pattern = item.pattern {
            prompt.hints.append("digits, as \(TextLayout.sanitized(pattern))")
            prompt.help = ["\(title): type the digits; the punctuation of \(TextLayout.sanitized(pattern)) may be left out."]
        } else {
            prompt.hints.append(item.isInteger ? "a whole number" : "a number")
            prompt.help = ["\(title): type \(item.isInteger ? "a whole number" : "a number"), such as \(item.isInteger ? "42" : "12.5")."]
        }
        prompt.help.append("\(clearWord) empties it.")
        return prompt
    }

    private static func boolPrompt(_ item: BoolItem, title: String) -> LinePrompt {
        LinePrompt(title: title, current: item.value ? "Y/n" : "y/N",
                   help: ["\(title): y or yes for yes, n or no for no; the capital letter is the current answer."],
                   apply: { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func singleChoicePrompt(_ item: SegmentedItem, title: String) -> LinePrompt {
        let listing = ["\(title), one of:"] + numbered(item.options, marked: { $0 == item.value }, mark: "current",
                                                    unavailable: item.disabledOptions)
        return LinePrompt(title: title, hints: ["a number or a name"], current: item.value.flatMap { shown($0) }, listing: listing,
                          help: ["\(title): choose one option by its number or its name; \(clearWord) clears the choice."] + listing,
                          apply: clearing(item, options: item.options) { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func multipleChoicePrompt(_ item: MultipleChoiceItem, title: String) -> LinePrompt {
        let listing = ["\(title), any of:"] + numbered(item.options, marked: item.value.contains, mark: "chosen",
                                                    unavailable: item.disabledOptions)
        let current = item.value.isEmpty ? "none" : shown(item.value.joined(separator: ", "))
        return LinePrompt(title: title, hints: ["numbers or names, separated by commas"], current: current, listing: listing,
                          help: ["\(title): choose any options by number or name, separated by commas (1, 3); \(clearWord) chooses none."]
                              + listing,
                          apply: clearing(item, options: item.options) { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func pickerPrompt(_ item: PickerItem, title: String) -> LinePrompt {
        let columns = item.components
        var listing = ["\(title), " + (columns.count == 1 ? "one of:" : "one of each column:")]
        var hint = "a number or a name"
        if columns.count == 1 {
            listing += numbered(columns[0], marked: { item.value.first == $0 }, mark: "current")
        } else {
            hint = "one per column, separated by /"
            for (index, column) in columns.enumerated() {
                listing.append("  column \(index + 1):")
                listing += numbered(column, marked: { index < item.value.count && item.value[index] == $0 }, mark: "current")
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
                          help: ["\(title): choose " + (columns.count == 1 ? "one option by its number or its name"
                                    : "one option of each column by number or name, separated by / (2/1)")
                                 + "; \(clearWord) clears the choice."] + listing,
                          apply: clearing(item, options: allOptions, apply))
    }

    private static func stepperPrompt(_ item: StepperItem, title: String) -> LinePrompt {
        let range = "\(plain(item.range.lowerBound)) to \(plain(item.range.upperBound))"
        return LinePrompt(title: title, hints: [range, "+ or - steps by \(plain(item.step))"], current: plain(item.value),
                          help: ["\(title): type a number from \(range), or + or - to step by \(plain(item.step))."],
                          apply: { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func sliderPrompt(_ item: FloatItem, title: String) -> LinePrompt {
        let format = { (number: Double) in String(format: "%.\(item.fractionDigits)f", number) }
        let range = "\(format(item.range.lowerBound)) to \(format(item.range.upperBound))"
        return LinePrompt(title: title, hints: [range], current: format(item.value),
                          help: ["\(title): type a number from \(range)."],
                          apply: { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func datePrompt(_ item: DateTimeItem, title: String) -> LinePrompt {
        let format = TextLayout.sanitized(item.format)
        let example = Self.example(for: item)
        let what = item.mode == .time ? "time" : "date"
        return LinePrompt(title: title, hints: ["\(format), e.g. \(example)"], current: item.displayValue.flatMap { shown($0) },
                          help: ["\(title): type the \(what) as \(format), such as \(example); \(clearWord) clears it."],
                          apply: clearing(item) { answer throws(InputError) in try item.apply(input: answer) })
    }

    private static func cardPrompts(_ card: CreditCardItem, title: String) -> [LinePrompt] {
        let keeps = card.value.isEmpty ? [] : ["Enter keeps the one set"]
        return [
            LinePrompt(title: "\(title) number", hints: ["hidden"] + keeps,
                       help: ["\(title) number: 12 to 19 digits; spaces and dashes may be typed. What you type does not show.",
                              "Enter alone on an empty card leaves the card empty."],
                       isSecret: true, apply: { answer throws(InputError) in try card.apply(input: answer) }),
            LinePrompt(title: "\(title) expiry", hints: ["MM/YY", "hidden"] + keeps,
                       help: ["\(title) expiry: the month and year as MM/YY, such as 08/29. What you type does not show."],
                       isSecret: true, apply: { answer throws(InputError) in try card.apply(expiry: answer) }),
            LinePrompt(title: "\(title) CVV", hints: ["3 or 4 digits", "hidden"] + keeps,
                       help: ["\(title) CVV: the 3 or 4 digits of the security code. What you type does not show."],
                       isSecret: true, apply: { answer throws(InputError) in try card.apply(cvv: answer) }),
        ]
    }

    /// A field of a type line mode does not know: its own typed input.
    private static func otherPrompt(_ field: FormField, typed: TypedField?, title: String) -> LinePrompt {
        var prompt = LinePrompt(title: title, current: typed?.displayValue.flatMap { shown($0) }, help: ["\(title): type the value."],
                                apply: { answer throws(InputError) in
                                    guard let typed else {
                                        throw InputError(key: field.key, title: field.title, input: field.isSecret ? Redaction.secret(answer) : answer,
                                                         message: "cannot be typed")
                                    }
                                    try typed.apply(input: answer)
                                })
        if field.isSecret {
            prompt.isSecret = true
            prompt.hints.append("hidden")
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
    private static func numbered(_ options: [String], marked: (String) -> Bool, mark: String, unavailable: Set<String> = []) -> [String] {
        options.enumerated().map { index, option in
            "  \(index + 1). \(TextLayout.sanitized(option))" + (marked(option) ? " (\(mark))" : "")
                + (unavailable.contains(option) && !marked(option) ? " (not available)" : "")
        }
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

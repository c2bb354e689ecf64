import Foundation

/// One option of a field chosen among options: the plain JSON value it sends and the label it
/// shows. A plain choice sends its title; a schema form's `oneOf` of `{const, title}` sends the
/// `const` and shows the title.
public struct FieldChoice: Hashable, Sendable {
    /// What choosing it sends (its place in ``AdapterManager/values``).
    public let value: JSONValue
    /// What it shows.
    public let label: String
    /// Whether it is shown but cannot be newly chosen (``OptionsItem/disabledOptions``).
    public let isDisabled: Bool

    /// Creates a choice.
    public init(value: JSONValue, label: String, isDisabled: Bool = false) {
        self.value = value
        self.label = label
        self.isDisabled = isDisabled
    }

    /// The value as one line of form text — an HTML control's `value`, what a person types: a
    /// string as itself, anything else as its JSON text (`2`, `true`, `null`).
    public var text: String {
        if let string = value.stringValue { return string }
        return (try? value.jsonString()) ?? value.description
    }
}

/// A field whose value is chosen among options (``SegmentedItem``, ``RadioItem``,
/// ``MultipleChoiceItem``, a one-column ``PickerItem``): a surface offers ``choices`` and sets
/// what a person picked by their ``FieldChoice/text``, so that what it renders is what the form
/// takes.
@MainActor
public protocol ChoiceField: FormField {
    /// The options, in order.
    var choices: [FieldChoice] { get }
    /// Whether several options can be chosen at once.
    var allowsSeveralChoices: Bool { get }
    /// The options chosen now, in option order.
    var chosen: [FieldChoice] { get }
}

extension ChoiceField {
    /// Chooses the options whose ``FieldChoice/text`` is among `texts` (none: nothing chosen), as a
    /// post or a typed answer names them.
    /// - Throws: `Problem` when a text names no option, or names several where one is allowed;
    ///   nothing changes then.
    public func choose(texts: [String]) throws(Problem) {
        let options = choices
        let already = Set(chosen.map(\.text))
        var picked: [JSONValue] = []
        for text in texts where !text.isEmpty {
            guard let choice = options.first(where: { $0.text == text }) else {
                let listed = options.prefix(10).map(\.text).joined(separator: ", ") + (options.count > 10 ? ", …" : "")
                throw Problem(key: key ?? title, message: "must be one of \(listed)")
            }
            if choice.isDisabled, !already.contains(text) { throw Problem(key: key ?? title, message: "\(choice.label.debugDescription) is not available") }
            picked.append(choice.value)
        }
        if allowsSeveralChoices {
            try setJSONValue(.array(picked))
        } else {
            guard picked.count <= 1 else { throw Problem(key: key ?? title, message: "must be one option") }
            try setJSONValue(picked.first ?? .null)
        }
    }
}

extension SegmentedItem: ChoiceField {
    /// Each option with the value choosing it sends.
    public var choices: [FieldChoice] {
        options.map { FieldChoice(value: jsonValue(for: $0) ?? .string($0), label: label(of: $0), isDisabled: disabledOptions.contains($0)) }
    }
    /// One option at most.
    public var allowsSeveralChoices: Bool { false }
    /// The chosen option, if any.
    public var chosen: [FieldChoice] {
        guard let value, let index = options.firstIndex(of: value) else { return [] }
        return [choices[index]]
    }
}

extension MultipleChoiceItem: ChoiceField {
    /// Each option with the value choosing it (alone) sends.
    public var choices: [FieldChoice] {
        options.map { FieldChoice(value: jsonValue(for: [$0])?.arrayValue?.first ?? .string($0), label: label(of: $0),
                                  isDisabled: disabledOptions.contains($0)) }
    }
    /// Any number of options.
    public var allowsSeveralChoices: Bool { true }
    /// The chosen options, in option order.
    public var chosen: [FieldChoice] {
        let titles = Set(value)
        return zip(options, choices).filter { titles.contains($0.0) }.map(\.1)
    }
}

extension PickerItem: ChoiceField {
    /// A one-column picker's options with the value each sends; for several columns, every
    /// column's titles (each column's choice is sent as its title).
    public var choices: [FieldChoice] {
        guard components.count == 1 else { return components.joined().map { FieldChoice(value: .string($0), label: label(of: $0)) } }
        return components[0].map { FieldChoice(value: jsonValue(for: [$0]) ?? .string($0), label: label(of: $0)) }
    }
    /// One option (per column).
    public var allowsSeveralChoices: Bool { false }
    /// The chosen option of a one-column picker, if any.
    public var chosen: [FieldChoice] {
        guard components.count == 1, let title = value.first, let index = components[0].firstIndex(of: title) else { return [] }
        return [choices[index]]
    }
}

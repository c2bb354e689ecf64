import Foundation
import FormLocale
import FormKit
import ListKit

/// A row that shows any JSON value read-only: a property no widget edits (no `type`, `null`, an
/// array of objects, an object nested deeper than one level) or, as a placeholder, one the form
/// cannot show (an unknown type, format, widget or UI element) — never dropped silently.
///
/// Its value is set from data (`AdapterManager/setValues(_:)`) and sent as it is; it cannot be
/// typed. A placeholder that is required fails validation, so the form cannot be submitted.
@MainActor
public final class SchemaValueItem: FormItem<JSONValue>, SchemaNoted {
    /// Why the row is a placeholder, or `nil` for a read-only value row.
    public let problem: String?
    var notes = SchemaNotes()

    /// Creates a row.
    /// - Parameters:
    ///   - title: the row's title.
    ///   - key: the key of its value.
    ///   - value: the value it shows (and sends).
    ///   - problem: why the row is a placeholder; `nil` for a plain read-only row.
    public init(_ title: String, key: String?, value: JSONValue = .null, problem: String?) {
        self.problem = problem
        super.init(title, key: key, value: value)
    }

    /// Not typed into.
    public override var isFocusable: Bool { false }

    /// Shown, not edited: its value comes from data.
    public override var isEditable: Bool { false }

    /// The value as a form value (`null` for an object or a mixed array).
    public override var formValue: FormValue { FormValue(json: value) ?? .null }

    /// The value itself.
    public override func jsonValue(for value: JSONValue) -> JSONValue? { value }

    /// Any JSON.
    public override func value(forJSON json: JSONValue) throws(Problem) -> JSONValue { json }

    /// Refused: the row is read-only.
    public override func apply(input: String) throws(InputError) {
        throw inputError(input, problem.map { "cannot be edited here (\($0))" } ?? "is read-only")
    }

    /// The value as compact JSON, cut at 60 characters.
    public override var displayValue: String? {
        if value.isNull { return nil }
        let text = value.description
        return text.count > 60 ? text.prefix(59) + "…" : text
    }

    /// "read-only", or what is unsupported.
    public override var placeholderText: String? {
        localizer.string(problem.map { LocalizedMessage("form.unsupported", ["problem": .text($0)]) } ?? LocalizedMessage("form.noValue"))
    }

    /// The problem under the title, when the row is a placeholder with a value; then the notes.
    public override var detailLines: [String] {
        guard let problem, !value.isNull else { return notes.lines(in: localizer) }
        return [localizer.string(LocalizedMessage("form.unsupported", ["problem": .text(problem)]))] + notes.lines(in: localizer)
    }
}

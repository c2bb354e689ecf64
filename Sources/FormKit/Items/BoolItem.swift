import Foundation
import FormLocale
import ListKit

/// A switch (RETableViewManager's `REBoolItem`, Eureka's `SwitchRow`), shown `[x]` or `[ ]`.
/// Selecting the row toggles it.
///
/// Value on the wire: a boolean.
@MainActor
open class BoolItem: FormItem<Bool> {
    /// Creates a switch.
    public override init(_ title: String, key: String? = nil, value: Bool = false) {
        super.init(title, key: key, value: value)
        selectBlock = { item in
            guard let item = item as? BoolItem, item.isEffectivelyEnabled else { return }
            item.value.toggle()
        }
    }

    /// `.bool(value)`.
    open override var formValue: FormValue { .bool(value) }

    /// A boolean.
    open override func jsonValue(for value: Bool) -> JSONValue? { .bool(value) }

    /// A boolean.
    open override func value(forJSON json: JSONValue) throws(Problem) -> Bool {
        guard let flag = json.boolValue else { throw valueError(json, expected: "a boolean") }
        return flag
    }

    /// Takes y, yes, true, on, 1 or n, no, false, off, 0 (any case), and the manager's language's
    /// own yes and no (`j`, `ja`, `nein` in German; see FormLocale's `Localizer.yesOrNo(_:)`).
    open override func apply(input: String) throws(InputError) {
        guard let answer = localizer.yesOrNo(input) else { throw inputError(input, ValidationMessage("is not yes or no", key: "input.notYesOrNo")) }
        value = answer
    }

    /// `[x]` or `[ ]`.
    open override var displayValue: String? { value ? "[x]" : "[ ]" }

    /// A checkbox before the title — `[x] Newsletter` — that never leaves its label.
    open override func formRow() -> FormRow {
        FormRow(title: title, placeholder: nil, detailLines: detailLines, isEnabled: isEffectivelyEnabled,
                errors: errors.map { $0.description(in: localizer) }, kind: .checkbox(isOn: value))
    }
}

import Foundation
import ListKit

extension AdapterManager {
    /// Every form field, in form order (hidden ones included).
    public var fields: [FormField] {
        var fields: [FormField] = []
        for section in sections {
            for bunch in section.itemBunches {
                for item in bunch.items {
                    if let field = item as? FormField { fields.append(field) }
                }
            }
        }
        return fields
    }

    /// The values of every field with a key, hidden fields included (hiding keeps a value).
    /// With two fields of one key, the first wins.
    /// - Complexity: O(n) for n items.
    public var values: [String: FormValue] {
        var values: [String: FormValue] = [:]
        for field in fields {
            guard let key = field.key, values[key] == nil else { continue }
            values[key] = field.formValue
        }
        return values
    }

    /// Sets the values of the fields with these keys, in one batch that reloads only the items whose
    /// value changed. Keys no field has, and values of the wrong kind, are not ignored: they are
    /// returned (and nothing is set for them).
    /// - Returns: the keys and values that could not be set.
    @discardableResult
    public func setValues(_ values: [String: FormValue]) -> [FormValueError] {
        var byKey: [String: FormField] = [:]
        for field in fields {
            if let key = field.key, byKey[key] == nil { byKey[key] = field }
        }
        var errors: [FormValueError] = []
        performBatchUpdates {
            for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                guard let field = byKey[key] else {
                    errors.append(FormValueError(key: key, message: "no field has this key"))
                    continue
                }
                do throws(FormValueError) { try field.setFormValue(value) } catch { errors.append(error) }
            }
        }
        return errors
    }

    /// Validates every enabled field that is not hidden, in form order; each row shows its errors
    /// (an item whose errors changed is reloaded — one batch for the whole form).
    /// - Returns: every error, naming its item by key, title and path.
    @discardableResult
    public func validate() -> [ValidationError] {
        var errors: [ValidationError] = []
        performBatchUpdates {
            for field in fields where !((field as? Item)?.isEffectivelyHidden ?? false) {
                errors += field.validate()
            }
        }
        return errors
    }

    /// The next field a keyboard moves to after `field`: in form order, skipping hidden, disabled
    /// and non-focusable items (buttons, labels). `nil` after the last.
    public func nextField(after field: FormField?) -> FormField? {
        let focusable = focusableFields
        guard let field else { return focusable.first }
        guard let index = focusable.firstIndex(where: { $0 === field }) else {
            return focusable.first { isAfter($0, field) }
        }
        return index + 1 < focusable.count ? focusable[index + 1] : nil
    }

    /// The field before `field` in keyboard order; `nil` before the first.
    public func previousField(before field: FormField?) -> FormField? {
        let focusable = focusableFields
        guard let field else { return focusable.last }
        guard let index = focusable.firstIndex(where: { $0 === field }) else {
            return focusable.last { isAfter(field, $0) }
        }
        return index > 0 ? focusable[index - 1] : nil
    }

    var focusableFields: [FormField] {
        fields.filter { $0.isEnabled && $0.isFocusable && !(($0 as? Item)?.isEffectivelyHidden ?? false) }
    }

    /// Whether `a` comes after `b` in form order.
    func isAfter(_ a: FormField, _ b: FormField) -> Bool {
        let all = fields
        guard let first = all.firstIndex(where: { $0 === a }), let second = all.firstIndex(where: { $0 === b }) else { return false }
        return first > second
    }
}

extension Item {
    /// Whether the item, its bunch or its section is hidden.
    public var isEffectivelyHidden: Bool {
        isHidden || (associatedBunch?.isHidden ?? false) || (associatedBunch?.associatedSection?.isHidden ?? false)
    }
}

extension ItemBunch {
    /// Validates the bunch's enabled, shown fields; each row shows its errors (one batch).
    /// - Returns: the errors, in item order.
    @discardableResult
    public func validate() -> [ValidationError] {
        var errors: [ValidationError] = []
        let run = {
            for item in self.items where !item.isEffectivelyHidden {
                if let field = item as? FormField { errors += field.validate() }
            }
        }
        if let manager = associatedSection?.associatedManager { manager.performBatchUpdates(run) } else { run() }
        return errors
    }
}

extension Section {
    /// Validates the section's enabled, shown fields; each row shows its errors (one batch).
    /// - Returns: the errors, in form order.
    @discardableResult
    public func validate() -> [ValidationError] {
        var errors: [ValidationError] = []
        let run = {
            for bunch in self.itemBunches { errors += bunch.validate() }
        }
        if let manager = associatedManager { manager.performBatchUpdates(run) } else { run() }
        return errors
    }
}

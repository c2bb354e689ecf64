import Foundation
import ListKit

extension AdapterManager {
    /// The first item whose ``Item/key`` is `key`, in form order, or `nil`.
    /// - Complexity: O(1) amortized (an index rebuilt in O(n) after the tree changes).
    public func item(forKey key: String) -> Item? { formIndex.itemsByKey[key] }

    /// The first item whose key is `key`, typed: `nil` when there is none or it is another type.
    ///
    /// ```swift
    /// let name = manager.item(forKey: "name", as: TextItem.self)
    /// ```
    /// - Complexity: O(1) amortized.
    public func item<T: Item>(forKey key: String, as type: T.Type) -> T? { item(forKey: key) as? T }

    /// Every item, in form order (hidden ones included).
    /// - Complexity: O(1) amortized (the index's array; rebuilt in O(n) after the tree changes).
    public var allItems: [Item] { formIndex.items }

    /// Every form field, in form order (hidden ones included).
    /// - Complexity: O(1) amortized (an index rebuilt in O(n) after the tree changes).
    public var fields: [FormField] { formIndex.fields }

    /// The index of fields, keys and conditions, built when first needed after a change of the
    /// tree. Building it reports duplicate keys.
    var formIndex: FormIndex {
        let form = self.form
        if let index = form.storedIndex { return index }
        let index = FormIndex(sections: sections, steps: form.steps)
        form.storedIndex = index
        for key in index.duplicateKeys { report(.duplicateKey(key)) }
        return index
    }

    // MARK: - Navigation

    /// The next field a keyboard moves to after `field`: in form order, skipping hidden, disabled
    /// and non-focusable items (labels, and buttons unless `includingButtons`). `nil` after the
    /// last; the first when `field` is `nil` or in no manager.
    /// - Parameters:
    ///   - field: where the keyboard is.
    ///   - includingButtons: whether buttons take the focus too (a terminal form presses them with
    ///     Enter); default `false`, as a software keyboard's next key skips them.
    /// - Complexity: O(1) amortized, plus the fields skipped.
    public func nextField(after field: FormField?, includingButtons: Bool = false) -> FormField? {
        let index = formIndex
        let start = field.flatMap { index.fieldPosition[ObjectIdentifier($0)] }.map { $0 + 1 } ?? 0
        guard start < index.fields.count else { return nil }
        return index.fields[start...].first { isFocusable($0, includingButtons: includingButtons) }
    }

    /// The field before `field` in keyboard order; `nil` before the first; the last when `field` is
    /// `nil` or in no manager.
    /// - Parameters:
    ///   - field: where the keyboard is.
    ///   - includingButtons: whether buttons take the focus too; default `false`.
    /// - Complexity: O(1) amortized, plus the fields skipped.
    public func previousField(before field: FormField?, includingButtons: Bool = false) -> FormField? {
        let index = formIndex
        let end = field.flatMap { index.fieldPosition[ObjectIdentifier($0)] } ?? index.fields.count
        guard end > 0 else { return nil }
        return index.fields[..<end].last { isFocusable($0, includingButtons: includingButtons) }
    }

    /// Whether the keyboard can reach `field` now: focusable and enabled — or, with
    /// `includingButtons`, a button, even a disabled one (every button a person sees can be
    /// reached; pressing a disabled one does nothing) but for a rows' Add button — and shown.
    public func isFocusable(_ field: FormField, includingButtons: Bool = false) -> Bool {
        guard field.isFocusable || (includingButtons && field is ButtonItem), let item = field as? Item else { return false }
        // A button a person can see takes the focus even while disabled (it says why it does
        // nothing when pressed), but for the Add button of rows, which a walk presses.
        let isVisibleButton = includingButtons && field is ButtonItem && !(item.container is RepeatingRows)
        guard item.isEffectivelyEnabled || isVisibleButton, !item.isEffectivelyHidden, item.manager === self else { return false }
        // On a form of steps, only the current step's fields take the focus.
        guard let step = item.formStep else { return true }
        return step === currentStep
    }
}

import Foundation
import ListKit

/// A button (Eureka's `ButtonRow`; in RETableViewManager, an item with a selection handler): its
/// title centered in brackets; selecting it runs its action (when enabled).
///
/// A button has no value: it is not in ``AdapterManager/values``, even with a key.
@MainActor
open class ButtonItem: FormItem<Int> {
    /// Runs when the button is selected.
    public var action: ((ButtonItem) -> Void)?

    /// Creates a button.
    public init(_ title: String, key: String? = nil, action: ((ButtonItem) -> Void)? = nil) {
        self.action = action
        super.init(title, key: key, value: 0)
        selectBlock = { item in
            guard let button = item as? ButtonItem, button.isEffectivelyEnabled else { return }
            button.action?(button)
        }
    }

    /// Buttons are not values: navigation skips them.
    open override var isFocusable: Bool { false }

    /// `.null`: a button has no value.
    open override var formValue: FormValue { .null }

    /// A centered, bracketed title.
    open override func formRow() -> FormRow {
        FormRow(title: title, isEnabled: isEffectivelyEnabled, errors: errors.map { $0.description(in: localizer) }, isButton: true)
    }
}

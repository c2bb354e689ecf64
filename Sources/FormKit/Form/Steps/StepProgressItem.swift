import Foundation

/// The progress line of a form of steps: "Step 2 of 4: Shipping", then the steps, the current
/// one marked, those visited and valid checked, those with errors with their count
/// ("Account ✓ · ▸ Shipping · Payment (2 errors)"). It has no value and takes no focus; changing
/// step reloads it, and nothing else but the steps' sections.
@MainActor
public final class StepProgressItem: FormItem<String> {
    /// The line of steps under the title.
    public var stepList: String {
        get { value }
        set { value = newValue }
    }

    init() {
        super.init("", key: nil, value: "")
    }

    /// A progress line is read, not edited.
    public override var isFocusable: Bool { false }

    /// The title, then the steps.
    public override func formRow() -> FormRow {
        FormRow(title: title, detailLines: value.isEmpty ? [] : [value])
    }
}

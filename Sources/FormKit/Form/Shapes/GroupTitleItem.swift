import Foundation
import ListKit

/// The title line of a ``FieldGroup``, a ``RepeatingRows`` or one of its rows ("Address 2"): it
/// has no value, takes no focus, and shows the container's own errors under it (too few rows, two
/// rows alike).
@MainActor
public final class GroupTitleItem: FormItem<String> {
    /// Creates a title line.
    /// - Parameters:
    ///   - title: the text.
    ///   - detail: shown right-aligned (a count, "2 of 5").
    /// The container whose title this is.
    weak var owner: (any ContentContainer)?

    public init(_ title: String, detail: String = "") {
        super.init(title, key: nil, value: detail)
    }

    /// Text right-aligned on the title line: the item's value.
    public var detail: String {
        get { value }
        set { value = newValue }
    }

    /// A title is read, not edited.
    public override var isFocusable: Bool { false }

    /// `.string(detail)`.
    public override var formValue: FormValue { .string(value) }

    /// The detail, when there is one.
    public override var displayValue: String? { value.isEmpty ? nil : value }
}

import Foundation

/// Something a rule on the form's values can hide: an ``Item``, an ``ItemBunch`` or a
/// ``Section`` (Eureka's `Hidable`, one protocol for the three levels).
///
/// Hiding keeps values: a hidden field's value stays in the model, is left out of
/// ``AdapterManager/values``, and comes back when the field is shown again. Hiding or showing
/// reloads exactly the level that holds the hidden thing (an item's bunch, a bunch's section, a
/// section itself) through the same minimal diff as every other change.
///
/// ```swift
/// TextItem("Company", key: "company").hidden(when: .value("plan", isNot: "Team"))
/// ```
/// ```swift
/// Section(header: "Invoice") { TextItem("VAT number", key: "vat") }
///     .hidden(when: { $0["invoice"] != .bool(true) })
/// ```
@MainActor
public protocol Hidable: AnyObject {
    /// Whether it is hidden. Setting it shows or hides it at once when it is on screen. With
    /// ``hidden(when:)-(Condition)``, the condition owns it.
    var isHidden: Bool { get set }
}

/// Something a rule on the form's values can disable: an ``Item``, an ``ItemBunch`` or a
/// ``Section`` (Eureka's `Disableable`). A disabled field is shown marked, skipped by navigation,
/// not validated and not selectable; a disabled bunch or section disables every item in it (see
/// ``Item/isEffectivelyEnabled``).
@MainActor
public protocol Disableable: AnyObject {
    /// Whether it can be used. Setting it reloads the rows it affects at once (one batch). With
    /// ``disabled(when:)-(Condition)``, the condition owns it.
    var isEnabled: Bool { get set }
}

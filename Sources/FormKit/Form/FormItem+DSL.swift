import Foundation

/// Modifiers that say everything about an item inline, in the DSL, each returning the item for
/// chaining — no variables outside the form, no casts.
///
/// ```swift
/// TextItem("Team name", key: "team")
///     .validated(by: .required)
///     .validationTrigger(.onChange)
///     .hidden(when: .value("plan", isNot: "Team"))
///     .onChange { item in print(item.value) }   // item: TextItem
/// ```
extension FormItem {
    /// Adds a handler for every real change of the value; the handler gets the item typed as its
    /// own class (a `TextItem`, not a `FormItem<String>`). Handlers added earlier still run, first.
    /// - Returns: the item.
    @discardableResult
    public func onChange(_ handler: @escaping (Self) -> Void) -> Self {
        let previous = onChange
        onChange = { item in
            previous?(item)
            if let item = item as? Self { handler(item) }
        }
        return self
    }

    /// Sets when validation runs (see ``ValidationTrigger``).
    /// - Returns: the item.
    @discardableResult
    public func validationTrigger(_ trigger: ValidationTrigger) -> Self {
        validationTrigger = trigger
        return self
    }
}

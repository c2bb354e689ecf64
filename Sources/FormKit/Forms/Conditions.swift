import Foundation
import ListKit

/// The form's values as a condition sees them. Reading a key that no field has returns `nil` and is
/// reported to the manager's diagnostic handler (a condition on a misspelled key never silently
/// stays false).
@MainActor
public final class FormValues {
    private let values: [String: FormValue]
    private(set) var unknownKeys: [String] = []

    init(_ values: [String: FormValue]) {
        self.values = values
    }

    /// The value of the field with `key`; `nil` (and a report) when no field has it.
    public subscript(key: String) -> FormValue? {
        guard let value = values[key] else {
            unknownKeys.append(key)
            return nil
        }
        return value
    }
}

/// A rule that hides an item, a bunch or a section depending on the form's values.
public typealias HiddenCondition = @MainActor (FormValues) -> Bool

extension Item {
    /// Hides the item whenever `condition` holds (evaluated at every reload of the manager and every
    /// value change); returns the item, for chaining.
    @discardableResult
    public func hidden(when condition: @escaping HiddenCondition) -> Self {
        hiddenCondition = condition
        associatedBunch?.noteConditions()
        return self
    }
}

extension ItemBunch {
    /// Hides the bunch whenever `condition` holds; returns the bunch, for chaining.
    @discardableResult
    public func hidden(when condition: @escaping HiddenCondition) -> Self {
        hiddenCondition = condition
        noteConditions()
        return self
    }

    /// Records that the bunch holds something with a condition, up the chain.
    func noteConditions() {
        containsConditions = true
        associatedSection?.noteConditions()
    }
}

extension Section {
    /// Hides the section whenever `condition` holds; returns the section, for chaining.
    @discardableResult
    public func hidden(when condition: @escaping HiddenCondition) -> Self {
        hiddenCondition = condition
        noteConditions()
        return self
    }

    /// Records that the section holds something with a condition, up the chain.
    func noteConditions() {
        containsConditions = true
        if let manager = associatedManager { manager.containsConditions = true }
    }
}

extension AdapterManager {
    /// Evaluates every hidden condition against the current values, hides and shows what changed,
    /// and reloads exactly the levels that changed (an item's bunch, a bunch's section, a section's
    /// manager) — inside the caller's batch when there is one.
    /// - Returns: whether anything appeared or disappeared.
    @discardableResult
    func evaluateConditions() -> Bool {
        guard containsConditions else { return false }
        let (sectionsChanged, changedSections, changedBunches) = updateHiddenFlags()
        guard sectionsChanged || !changedSections.isEmpty || !changedBunches.isEmpty else { return false }
        performBatchUpdates {
            if sectionsChanged {
                reload()
            } else {
                for section in changedSections { section.reload() }
                for bunch in changedBunches where !changedSections.contains(where: { $0 === bunch.associatedSection }) {
                    bunch.reload()
                }
            }
        }
        return true
    }

    /// Sets every hidden flag from its condition (a flag that changes marks its parent for the
    /// next reload) and reports keys no field has.
    /// - Returns: whether a section's flag changed, the sections whose bunches' flags changed, and
    ///   the bunches whose items' flags changed.
    /// - Complexity: O(n) for n items.
    @discardableResult
    func updateHiddenFlags() -> (sectionsChanged: Bool, changedSections: [Section], changedBunches: [ItemBunch]) {
        let values = FormValues(self.values)
        var changedBunches: [ItemBunch] = []
        var changedSections: [Section] = []
        var sectionsChanged = false
        for section in sections {
            if let condition = section.hiddenCondition, condition(values) != section.isHidden {
                section.isHidden.toggle()
                sectionsChanged = true
            }
            for bunch in section.itemBunches {
                if let condition = bunch.hiddenCondition, condition(values) != bunch.isHidden {
                    bunch.isHidden.toggle()
                    changedSections.append(section)
                }
                for item in bunch.items {
                    if let condition = item.hiddenCondition, condition(values) != item.isHidden {
                        item.isHidden.toggle()
                        changedBunches.append(bunch)
                    }
                }
            }
        }
        for key in values.unknownKeys { report(.unknownConditionKey(key)) }
        return (sectionsChanged, changedSections, changedBunches)
    }

}

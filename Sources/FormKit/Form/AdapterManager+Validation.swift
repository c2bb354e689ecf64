import Foundation

extension AdapterManager {
    // MARK: - Validation

    /// Validates every enabled field that is not hidden, in form order, then runs the form's rules
    /// (``FieldRule``: the form's, its steps', its groups' and every row's); each row shows its
    /// errors (an item whose errors changed is reloaded — one batch for the whole form).
    /// - Returns: every error, naming its item by key, title and path: the fields', then the rules'.
    /// - Complexity: O(n) for n fields, plus the validators and the batch.
    @discardableResult
    public func validate() -> [ValidationError] {
        var errors: [ValidationError] = []
        performBatchUpdates {
            // The rules first: each field's errors then hold its rules' too.
            let onNoField = runRules(in: nil)
            for field in fields where !((field as? Item)?.isEffectivelyHidden ?? false) {
                errors += field.validate()
            }
            errors += onNoField
            // Every step was validated with the rest: its ✓ says whether it passed.
            guard !steps.isEmpty else { return }
            for step in steps { step.isValidated = step.errorCount == 0 }
            refreshProgress()
        }
        return errors
    }
}

extension ItemBunch {
    /// Validates the bunch's enabled, shown fields; each row shows its errors (one batch).
    /// - Returns: the errors, in item order.
    /// - Complexity: O(k) for k items, plus the validators.
    @discardableResult
    public func validate() -> [ValidationError] {
        var errors: [ValidationError] = []
        let run = {
            for item in self.items where !item.isEffectivelyHidden {
                if let field = item as? FormField { errors += field.validate() }
            }
        }
        performUpdates(in: manager, run)
        return errors
    }
}

extension Section {
    /// Validates the section's enabled, shown fields; each row shows its errors (one batch).
    /// - Returns: the errors, in form order.
    /// - Complexity: O(k) for k items, plus the validators.
    @discardableResult
    public func validate() -> [ValidationError] {
        var errors: [ValidationError] = []
        let run = {
            for bunch in self.itemBunches { errors += bunch.validate() }
        }
        performUpdates(in: associatedManager, run)
        return errors
    }
}

import Foundation

extension AdapterManager {
    /// Submits the form: sets `values` when given (as ``setValues(_:)`` does — all or nothing),
    /// then validates every shown, enabled field (``validate()``), runs the checks the form's
    /// ``origin`` installed, and returns what the form sends. The one way to submit a form,
    /// whatever fills it in: a person at a terminal or in a browser, values from a file or another
    /// program.
    ///
    /// ```swift
    /// do {
    ///     let values = try manager.submit(["name": "Zed", "email": "zed@example"])
    ///     print(values)
    /// } catch {
    ///     for problem in error.problems { print("\(problem.key): \(problem.message)") }   // email: Email is not a valid email address
    /// }
    /// ```
    /// Errors the origin finds are shown too: beside the field at their pointer, under the group
    /// or rows there, or else among ``formErrors``.
    /// - Parameter values: plain JSON values by key, as ``values`` returns them (in the origin's
    ///   shape when the form has one); keys the object leaves out keep what the form holds. `nil`
    ///   (the default) submits the form as it is.
    /// - Returns: the form's values after the submission: ``values`` (hidden fields left out), or
    ///   the origin's ``FormOrigin/values(of:)``.
    /// - Throws: ``SubmissionError/refused(_:)`` when a value could not be set (nothing was set
    ///   then), or ``SubmissionError/invalid(_:)`` when checks failed (the values stay set and the
    ///   rows show the errors; a form of steps shows the first step with an error).
    /// - Complexity: that of ``setValues(_:)`` plus ``validate()``: O(n) for n fields, plus the
    ///   validators and the origin's checks.
    @discardableResult
    public func submit(_ values: JSONObject? = nil) throws(SubmissionError) -> JSONObject {
        if let values {
            do {
                if let origin { try origin.setValues(values, in: self) } else { try setValues(values) }
            } catch {
                throw .refused(error)
            }
        }
        var errors: [ValidationError] = []
        var sent = JSONObject()
        // One batch: the fields' errors, the origin's, the progress line and the step shown.
        performBatchUpdates {
            errors = validate()
            sent = origin?.values(of: self) ?? self.values
            if let origin {
                let fieldErrors = errors
                errors = origin.submissionErrors(fieldErrors: fieldErrors, values: sent, in: self)
                show(errors, besides: fieldErrors)
            } else {
                formErrors = []
            }
            // A form of steps lands on the first step with an error.
            if !errors.isEmpty, !steps.isEmpty, let step = errors.lazy.compactMap({ self.step(of: $0) }).first { setCurrentStep(step) }
        }
        guard errors.isEmpty else { throw .invalid(errors) }
        return sent
    }

    /// Shows the errors an origin found that are not `fieldErrors`: beside the field whose value
    /// is at the error's pointer, under the group or rows there, or else among ``formErrors``.
    /// Called inside ``submit(_:)``'s batch.
    /// - Complexity: O(n + e) for n items and e errors.
    private func show(_ errors: [ValidationError], besides fieldErrors: [ValidationError]) {
        let own = Set(fieldErrors)
        var extra = errors.filter { !own.contains($0) }
        formErrors = []
        guard !extra.isEmpty else { return }
        var places: [String: any ErrorShowing] = [:]
        for item in allItems {
            guard let showing = item as? any ErrorShowing, !item.isEffectivelyHidden else { continue }
            if let title = item as? GroupTitleItem {
                if let pointer = title.owner?.pointer, places[pointer] == nil { places[pointer] = showing }
            } else if let pointer = item.valuePointer, places[pointer] == nil {
                places[pointer] = showing
            }
        }
        var byPlace: [ObjectIdentifier: (any ErrorShowing, [ValidationError])] = [:]
        var order: [ObjectIdentifier] = []
        extra = extra.filter { error in
            guard let pointer = error.pointer, let place = places[pointer] else { return true }
            let id = ObjectIdentifier(place)
            if byPlace[id] == nil { order.append(id); byPlace[id] = (place, []) }
            byPlace[id]?.1.append(error)
            return false
        }
        for id in order { if let (place, errors) = byPlace[id] { place.showErrors(errors) } }
        formErrors = extra
    }
}

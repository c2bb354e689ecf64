import FormKit

extension AdapterManager {
    /// Fills the form with `values` and submits it without asking anyone: the non-interactive way
    /// to run a form (values from a file, from standard input, from another program).
    ///
    /// The values are set as ``setValues(_:)`` sets them — all or nothing — then every shown,
    /// enabled field is validated (``validate()``); keys the object leaves out keep the form's
    /// defaults.
    ///
    /// ```swift
    /// do {
    ///     let values = try manager.submit(["name": "Zed", "email": "zed@example.com"])
    ///     print(try values.jsonString())
    /// } catch {
    ///     for problem in error.problems { print("\(problem.key): \(problem.message)") }
    /// }
    /// ```
    /// - Parameter values: plain JSON values by key, as ``values`` returns them.
    /// - Returns: the form's values after the submission (``values``: hidden fields left out).
    /// - Throws: ``FormSubmissionError/refused(_:)`` when a value could not be set (nothing was
    ///   set then), or ``FormSubmissionError/invalid(_:)`` when validators failed (the values stay
    ///   set and the rows show the errors).
    /// - Complexity: that of ``setValues(_:)`` plus ``validate()``: O(n) for n fields, plus the
    ///   validators.
    @discardableResult
    public func submit(_ values: JSONObject) throws(FormSubmissionError) -> JSONObject {
        do {
            try setValues(values)
        } catch {
            throw .refused(error)
        }
        let errors = validate()
        guard errors.isEmpty else { throw .invalid(errors) }
        return self.values
    }
}

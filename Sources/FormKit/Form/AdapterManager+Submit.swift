import Foundation

extension AdapterManager {
    /// Submits the form: sets `values` when given (as ``setValues(_:)`` does — all or nothing),
    /// then validates every shown, enabled field (``validate()``), and returns what the form sends.
    /// The one way to submit a form, whatever fills it in: a person at a terminal or in a browser,
    /// values from a file or another program; a schema form's submit wraps it.
    ///
    /// ```swift
    /// do {
    ///     let values = try manager.submit(["name": "Zed", "email": "zed@example.com"])
    ///     print(try values.jsonString())
    /// } catch {
    ///     for problem in error.problems { print("\(problem.key): \(problem.message)") }
    /// }
    /// ```
    /// - Parameter values: plain JSON values by key, as ``values`` returns them; keys the object
    ///   leaves out keep what the form holds. `nil` (the default) submits the form as it is.
    /// - Returns: the form's values after the submission (``values``: hidden fields left out).
    /// - Throws: ``SubmissionError/refused(_:)`` when a value could not be set (nothing was set
    ///   then), or ``SubmissionError/invalid(_:)`` when checks failed (the values stay set and the
    ///   rows show the errors; a form of steps shows the first step with an error).
    /// - Complexity: that of ``setValues(_:)`` plus ``validate()``: O(n) for n fields, plus the
    ///   validators.
    @discardableResult
    public func submit(_ values: JSONObject? = nil) throws(SubmissionError) -> JSONObject {
        if let values {
            do {
                try setValues(values)
            } catch {
                throw .refused(error)
            }
        }
        let errors = validate()
        guard errors.isEmpty else {
            // A form of steps lands on the first step with an error.
            if !steps.isEmpty, let step = errors.lazy.compactMap({ self.step(of: $0) }).first { setCurrentStep(step) }
            throw .invalid(errors)
        }
        return self.values
    }
}

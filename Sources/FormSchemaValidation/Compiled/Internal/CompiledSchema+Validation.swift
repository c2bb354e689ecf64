import FormJSON

extension CompiledSchema {
    /// Every error of `value` (or only whether there is one, when `collecting` is `false`).
    func validate(_ value: JSONValue, collecting: Bool) -> [SchemaValidationError] {
        // A value the plan finds valid has no errors: only an invalid one is evaluated for them.
        if collecting, let plan, CompiledCheck.isValid(plan, root: root, maximumDepth: maximumInstanceDepth, value) == true { return [] }
        var evaluation = CompiledEvaluation(schema: self, collecting: collecting)
        var none: EvaluatedParts?
        let valid = evaluation.evaluate(root, value, &none)
        if !valid, evaluation.errors.isEmpty {
            // Only when not collecting: one error that says the value is invalid.
            return [SchemaValidationError(instancePath: "", keyword: "valid", message: "is not valid", schemaPath: "", messageKey: "schema.invalid")]
        }
        return evaluation.errors
    }
}

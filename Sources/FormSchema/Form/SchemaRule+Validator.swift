import FormKit

extension SchemaRule {
    /// A FormKit validator that checks an item's plain JSON value with this rule — the same code
    /// the headless validator runs. Member failures (`required`) are not item checks and give
    /// no message.
    public var validator: Validator {
        let rule = self
        let (name, operand) = jsonKeyword
        return Validator.checkingJSON(keyword, keyedCheck: { rule.validationMessage(for: $0) }).describing([name: operand])
    }
}
